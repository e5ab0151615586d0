/// The type a name has where the code uses it, as far as the code says so plainly: a declared type
/// (`let tab: Tab`, a parameter `(_ tab: Tab)`, a property `var mode: Mode?`), a value of a named
/// type (`let tab = Tab.home`, `Tab(…)`), or an element of a collection (`ForEach(Tab.allCases) {
/// tab in … }`, `for tab in tabs`, `$0`). The last name of a dotted type counts (`SettingsState.Navigation`
/// is `Navigation`, as declarations are named).
struct NameType: Sendable, Hashable {
    var name: String
    /// True for a collection of `name` (`[Tab]`, `Tab.allCases`): its elements are `name`.
    var isCollection = false

    /// The element type, for a collection.
    var element: NameType? { isCollection ? NameType(name: name) : nil }

    /// The type written at `start` up to the end of the type (`Tab`, `[Tab]`, `Tab?`, `Binding<Tab>`,
    /// `SettingsState.Navigation`); `nil` for anything else (`some View`, a function type, a tuple).
    static func written(at start: Int, in file: SwiftSourceFile) -> NameType? {
        var index = start
        while file.isSymbol(index, "@"), file.identifier(index + 1) != nil { index += 2 }  // attributes
        if file.isSymbol(index, "[") {
            // `[Tab]`, not a dictionary `[Key: Value]`.
            let inside = (index + 1)..<file.partner[index]
            guard !inside.contains(where: { file.isSymbol($0, ":") && file.enclosing[$0] == index }),
                  let element = written(at: index + 1, in: file), !element.isCollection else { return nil }
            return NameType(name: element.name, isCollection: true)
        }
        guard var name = file.identifier(index), name.first?.isUppercase == true else { return nil }
        if ["Binding", "State", "Published", "Optional", "ObservedObject", "StateObject"].contains(name),
           file.token(index + 1)?.text.hasPrefix("<") == true {
            return written(at: index + 2, in: file)
        }
        if ["Array", "Set"].contains(name), file.token(index + 1)?.text.hasPrefix("<") == true {
            return written(at: index + 2, in: file).map { NameType(name: $0.name, isCollection: true) }
        }
        while file.isSymbol(index + 1, "."), let next = file.identifier(index + 2), next.first?.isUppercase == true {
            name = next
            index += 2
        }
        return NameType(name: name)
    }

    /// `typealias ActionType = Scheme.Scrolling.Action.Kind` in `files`: each alias and the last name
    /// of the type it stands for (as declarations are named). An alias declared twice differently is dropped.
    static func aliases(in files: [SwiftSourceFile]) -> [String: String] {
        var found: [String: Set<String>] = [:]
        for file in files {
            for index in file.tokens.indices where file.tokens[index].isIdentifier("typealias") {
                guard let alias = file.identifier(index + 1), file.isSymbol(index + 2, "="),
                      let type = written(at: index + 3, in: file), !type.isCollection else { continue }
                found[alias, default: []].insert(type.name)
            }
        }
        return found.compactMapValues { $0.count == 1 ? $0.first : nil }
    }
}

/// Finds the ``NameType`` of a name used in a file, looking at the declarations whose scope holds
/// the use, then at the properties of the type the use is written in.
struct NameTypeResolver {
    let file: SwiftSourceFile
    /// Property types per type name, from every file (extensions included).
    let memberTypes: [String: [String: NameType]]
    /// The app's type aliases (``NameType/aliases(in:)``): a name found is the type it stands for.
    var aliases: [String: String] = [:]

    /// The type of `name` where the token at `use` reads it; `depth` bounds names defined by names.
    func type(of name: String, at use: Int, enclosingType: String?, depth: Int = 0) -> NameType? {
        found(of: name, at: use, enclosingType: enclosingType, depth: depth).map { type in
            aliases[type.name].map { NameType(name: $0, isCollection: type.isCollection) } ?? type
        }
    }

    private func found(of name: String, at use: Int, enclosingType: String?, depth: Int) -> NameType? {
        guard depth < 4 else { return nil }
        if name == "$0" { return closureElement(around: use, depth: depth) }
        // The nearest declaration before the use whose scope holds it.
        var index = use - 1
        while index >= 0 {
            if file.tokens[index].isIdentifier(name), let found = declaration(at: index, use: use, enclosingType: enclosingType, depth: depth) {
                return found
            }
            index -= 1
        }
        if let enclosingType, let member = memberTypes[enclosingType]?[name] { return member }
        return nil
    }

    /// The type a declaration of the name at `index` gives it, when that declaration's scope holds `use`.
    private func declaration(at index: Int, use: Int, enclosingType: String?, depth: Int) -> NameType? {
        let previous = file.tokens[max(index - 1, 0)]
        // `for name in collection {`
        if previous.isIdentifier("for"), file.identifier(index + 1) == "in" {
            var body = index + 2
            while body < file.tokens.count, !file.isSymbol(body, "{") {
                if file.partner[body] > body { body = file.partner[body] }
                body += 1
            }
            guard body < file.tokens.count, body < use, file.partner[body] > use else { return nil }
            return value(in: (index + 2)..<body, enclosingType: enclosingType, depth: depth)?.element
        }
        // `{ name in`, `{ name, other in`, `{ (name) in`: a closure's parameter.
        if let brace = closureOpening(parameterAt: index), brace < use, file.partner[brace] > use {
            return closureElement(brace: brace, depth: depth)
        }
        let scope = file.enclosing[index]
        // `(_ name: Type)`: a parameter, where its function's body holds the use.
        if scope >= 0, file.isSymbol(scope, "("), file.isSymbol(index + 1, ":") {
            return isParameterList(scope, holding: use) ? NameType.written(at: index + 2, in: file) : nil
        }
        guard scope < 0 || file.partner[scope] > use else { return nil }
        // `name: Type` — a property or a local.
        if file.isSymbol(index + 1, ":"), previous.isIdentifier("let") || previous.isIdentifier("var") {
            return NameType.written(at: index + 2, in: file)
        }
        // `let name = value`, `if let name = value`.
        if previous.isIdentifier("let") || previous.isIdentifier("var"), file.isSymbol(index + 1, "=") {
            var end = index + 2
            while end < file.tokens.count, file.tokens[end].line == file.tokens[index].line,
                  !file.isSymbol(end, "{"), !file.isSymbol(end, ","), !file.isSymbol(end, ";") {
                if file.partner[end] > end { end = file.partner[end] }
                end += 1
            }
            return value(in: (index + 2)..<min(end, file.tokens.count), enclosingType: enclosingType, depth: depth)
        }
        return nil
    }

    /// True when the `(` at `paren` is the parameter list of a function, initializer or closure whose
    /// body holds `use`.
    private func isParameterList(_ paren: Int, holding use: Int) -> Bool {
        var brace = file.partner[paren] + 1
        while brace < file.tokens.count, !file.isSymbol(brace, "{"), file.tokens[brace].line <= file.tokens[file.partner[paren]].line + 1 {
            if file.partner[brace] > brace { brace = file.partner[brace] }
            brace += 1
        }
        return brace < file.tokens.count && file.isSymbol(brace, "{") && brace < use && file.partner[brace] > use
    }

    /// The `{` of the closure whose parameter list names the token at `index`.
    private func closureOpening(parameterAt index: Int) -> Int? {
        var cursor = index
        // Back over `(a, b` or `a, b` to the `{`.
        while cursor > 0 {
            let before = cursor - 1
            if file.isSymbol(before, "{") {
                // Forward: the parameter list ends with `in`.
                var after = index + 1
                while after < file.tokens.count, file.isSymbol(after, ",") || file.isSymbol(after, ")") || file.identifier(after) != nil,
                      !file.tokens[after].isIdentifier("in") { after += 1 }
                return file.tokens.indices.contains(after) && file.tokens[after].isIdentifier("in") ? before : nil
            }
            guard file.isSymbol(before, ",") || file.isSymbol(before, "(") || file.identifier(before) != nil else { return nil }
            cursor = before
        }
        return nil
    }

    /// The element type of the collection a closure runs over: `ForEach(Tab.allCases) {`,
    /// `List(items) {`, `items.map {`, `items.forEach {`.
    private func closureElement(brace: Int, depth: Int) -> NameType? {
        let frame = file.braceFrame(at: brace)
        guard let callee = frame.callee else { return nil }
        if file.isSymbol(callee + 1, "("), let first = file.arguments(ofParen: callee + 1).first, first.label == nil || first.label == "data" {
            return value(in: first.value, enclosingType: file.enclosingTypeName(of: brace), depth: depth)?.element
        }
        // `collection.map {`
        if file.isSymbol(callee - 1, "."), ["map", "forEach", "compactMap", "flatMap", "filter"].contains(file.identifier(callee) ?? "") {
            var start = callee - 2
            while start > 0, file.isSymbol(start - 1, "."), file.identifier(start - 2) != nil { start -= 2 }
            return value(in: start..<(callee - 1), enclosingType: file.enclosingTypeName(of: brace), depth: depth)?.element
        }
        return nil
    }

    private func closureElement(around use: Int, depth: Int) -> NameType? {
        var opener = file.enclosing[use]
        while opener >= 0, !file.isSymbol(opener, "{") { opener = file.enclosing[opener] }
        return opener >= 0 ? closureElement(brace: opener, depth: depth) : nil
    }

    /// The type of the expression in `range`: `Tab.home`, `Tab(…)`, `Tab.allCases`, `Array(Tab.allCases)`,
    /// or a name whose type is known.
    private func value(in range: Range<Int>, enclosingType: String?, depth: Int) -> NameType? {
        guard let first = range.first else { return nil }
        // An array literal: `[Sort.date, Sort.name]`, `[Item(title: …), …]` — its first element's type.
        if file.isSymbol(first, "["), file.partner[first] == range.upperBound - 1,
           let element = file.arguments(ofParen: first).first,
           let type = value(in: element.value, enclosingType: enclosingType, depth: depth), !type.isCollection {
            return NameType(name: aliases[type.name] ?? type.name, isCollection: true)
        }
        guard let name = file.identifier(first) else { return nil }
        if name == "Array", file.isSymbol(first + 1, "("), let inner = file.arguments(ofParen: first + 1).first {
            return value(in: inner.value, enclosingType: enclosingType, depth: depth)
        }
        if name.first?.isUppercase == true {
            var typeName = name, index = first
            while file.isSymbol(index + 1, "."), let next = file.identifier(index + 2), next.first?.isUppercase == true {
                typeName = next
                index += 2
            }
            typeName = aliases[typeName] ?? typeName
            if file.isSymbol(index + 1, "."), file.identifier(index + 2) == "allCases" { return NameType(name: typeName, isCollection: true) }
            return NameType(name: typeName)
        }
        if range.count == 1 || (name == "self" && range.count == 3) {
            let bare = name == "self" ? file.identifier(first + 2) ?? name : name
            return type(of: bare, at: first, enclosingType: enclosingType, depth: depth + 1)
        }
        // `state.items`: a property of a known type.
        if file.isSymbol(first + 1, "."), let member = file.identifier(first + 2), range.count == 3,
           let owner = type(of: name, at: first, enclosingType: enclosingType, depth: depth + 1), !owner.isCollection {
            return memberTypes[owner.name]?[member]
        }
        return nil
    }
}
