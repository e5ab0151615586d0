/// A call with its modifiers, as written: `Text("x").font(.caption).lineLimit(1)`, trailing closures
/// and `} label: {` included.
extension SwiftSourceFile {
    /// The last token of the call whose name is at `callee`, trailing closures included.
    func callEnd(from callee: Int) -> Int {
        var index = callee
        if isSymbol(index + 1, "(") { index = partner[index + 1] }
        while true {
            if isSymbol(index + 1, "{") { index = partner[index + 1]; continue }
            if isSymbol(index, "}"), identifier(index + 1) != nil, isSymbol(index + 2, ":"),
               isSymbol(index + 3, "{") {
                index = partner[index + 3]
                continue
            }
            return index
        }
    }

    /// The first name of the chain `base.a(…).b(…)` that the name at `callee` is part of.
    func chainBase(of callee: Int) -> Int {
        var current = callee
        while isSymbol(current - 1, ".") {
            var previous = current - 2
            while previous >= 0, isSymbol(previous, ")") || isSymbol(previous, "}") {
                let opener = partner[previous]
                if isSymbol(previous, "}"), isSymbol(opener - 1, ":"), identifier(opener - 2) != nil,
                   isSymbol(opener - 3, "}") {
                    previous = opener - 3
                    continue
                }
                previous = opener - 1
            }
            // A tuple's element (`c.value.1`) is part of the chain.
            guard previous >= 0, identifier(previous) != nil || tokens[previous].kind == .number else { return current }
            current = previous
        }
        return current
    }

    /// The modifiers of the chain the name at `callee` is part of: each one's name, `(` and the index
    /// of its name.
    func modifiers(chainOf callee: Int) -> [(name: String, paren: Int?, index: Int)] {
        var result: [(String, Int?, Int)] = []
        var index = callEnd(from: chainBase(of: callee))
        while isSymbol(index + 1, "."), let name = identifier(index + 2) ?? token(index + 2).flatMap({ $0.kind == .number ? $0.text : nil }) {
            result.append((name, isSymbol(index + 3, "(") ? index + 3 : nil, index + 2))
            index = callEnd(from: index + 2)
        }
        return result
    }

    /// The innermost type declared around the token at `index` (`extension Outer.Inner` names `Inner`).
    func enclosingTypeName(of index: Int) -> String? {
        var opener = enclosing[index]
        while opener >= 0 {
            if isSymbol(opener, "{"), case .declaration(let keyword, let name) = braceFrame(at: opener).kind,
               SyntaxFrame.typeKeywords.contains(keyword) { return name }
            opener = enclosing[opener]
        }
        return nil
    }

    /// The style named in the `(…)` at `paren` of a `.buttonStyle(…)`, `.labelStyle(…)` or
    /// `.pickerStyle(…)`, its `suffix` dropped: `segmented` for `(.segmented)` or
    /// `(SegmentedPickerStyle())`; `automatic` for the default style.
    func styleName(inParen paren: Int, suffix: String) -> String? {
        guard let first = (paren..<partner[paren]).lazy.compactMap({ identifier($0) }).first else { return nil }
        var name = first.hasSuffix(suffix) ? String(first.dropLast(suffix.count)) : first
        name = name.prefix(1).lowercased() + name.dropFirst()
        return name == "default" ? "automatic" : name
    }
}
