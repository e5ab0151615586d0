/// A branch on the Dynamic Type size: `if dynamicTypeSize <= .large { … }`, or the `else` of
/// `if dynamicTypeSize > .xLarge { iconOnly } else { … }` (cubetime's `CTBubble`). What the branch
/// shows is shown only up to a size, so it is measured only up to that size, as with
/// `.dynamicTypeSize(...xLarge)`.
extension RoleWalker {
    /// The largest size the branch `frame` (an `if` or `else` body) is shown at, and the condition's line.
    func largestSize(shownIn frame: SyntaxFrame) -> (size: SizeCategory, line: Int)? {
        guard case .control(let keyword) = frame.kind, keyword == "if" || keyword == "else" else { return nil }
        var ifBrace = frame.opener
        let inElse = keyword == "else"
        if inElse {
            guard file.isSymbol(frame.opener - 2, "}") else { return nil }  // `} else {`, not `else if`
            ifBrace = file.partner[frame.opener - 2]
        }
        var start = ifBrace - 1
        while start >= 0, !file.tokens[start].isIdentifier("if") {
            if file.isSymbol(start, "{") || file.isSymbol(start, "}") || file.isSymbol(start, ",") { return nil }
            start -= 1
        }
        guard start >= 0 else { return nil }
        let condition = (start + 1)..<ifBrace
        guard let subject = condition.first(where: { file.identifier($0) == "dynamicTypeSize" }),
              let comparison = condition.first(where: { $0 > subject && file.tokens[$0].kind == .operator
                  && ["<", "<=", ">", ">="].contains(file.tokens[$0].text) }),
              let name = condition.last(where: { file.identifier($0) != nil }).flatMap({ file.identifier($0) }),
              let size = SlotRefinements.size(named: name), let position = SizeCategory.allCases.firstIndex(of: size) else { return nil }
        let line = file.tokens[subject].line
        switch (file.tokens[comparison].text, inElse) {
        case ("<=", false), (">", true): return (size, line)
        case ("<", false), (">=", true): return position > 0 ? (SizeCategory.allCases[position - 1], line) : nil
        default: return nil
        }
    }
}
