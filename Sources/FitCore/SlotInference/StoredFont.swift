/// `.font(self.fontType)`: a view's stored `Font`, set in its `init`.
extension AppFonts {
    /// The font the stored property named by `range` (`fontType`, `self.fontType`) of the type around
    /// it is set to in that type: its one assignment, or, where a `switch` over a parameter sets it
    /// once per case, the assignment of the case the view's call names (`choices`: `size` → `large`).
    /// `nil` when the expression is no such property, or the code does not say which assignment holds.
    func storedFont(_ range: Range<Int>, in file: SwiftSourceFile, choices: [String: String]) -> Resolution? {
        let name: String
        if range.count == 1, let only = file.identifier(range.lowerBound) {
            name = only
        } else if range.count == 3, file.identifier(range.lowerBound) == "self", let member = file.identifier(range.lowerBound + 2) {
            name = member
        } else {
            return nil
        }
        var opener = file.enclosing[range.lowerBound]
        while opener >= 0 {
            if file.isSymbol(opener, "{"), case .declaration(let kind, _) = file.braceFrame(at: opener).kind,
               SyntaxFrame.typeKeywords.contains(kind) { break }
            opener = file.enclosing[opener]
        }
        guard opener >= 0 else { return nil }
        var assignments: [(value: Range<Int>, chosen: Bool?)] = []
        for index in (opener + 1)..<file.partner[opener] where file.tokens[index].isIdentifier(name) && file.isSymbol(index + 1, "=") {
            if file.isSymbol(index - 1, "."), file.identifier(index - 2) != "self" { continue }
            let start = index + 2
            var end = start
            while end < file.tokens.count, file.tokens[end].line == file.tokens[start].line || file.isSymbol(end, ".") {
                if file.partner[end] > end { end = file.partner[end] }
                end += 1
            }
            assignments.append((start..<end, caseChosen(at: index, in: file, choices: choices)))
        }
        let picked = assignments.count == 1 ? assignments : assignments.filter { $0.chosen == true }
        guard picked.count == 1 else { return nil }
        let found = resolve(picked[0].value, in: file)
        return found.spec == nil ? nil : found
    }

    /// For an assignment under `case .x:` of `switch subject {`: whether `choices[subject]` is `x`;
    /// `nil` outside a `switch`, or where the call names no case for the subject.
    private func caseChosen(at index: Int, in file: SwiftSourceFile, choices: [String: String]) -> Bool? {
        let brace = file.enclosing[index]
        guard brace >= 0, case .control("switch") = file.braceFrame(at: brace).kind else { return nil }
        var cursor = brace - 1
        var subject: String?
        while cursor >= 0, !file.tokens[cursor].isIdentifier("switch") {
            if subject == nil, let word = file.identifier(cursor) { subject = word }
            cursor -= 1
        }
        guard let subject, let chosen = choices[subject] else { return nil }
        var label = index - 1
        while label > brace, !(file.enclosing[label] == brace && (file.tokens[label].isIdentifier("case") || file.tokens[label].isIdentifier("default"))) {
            label -= 1
        }
        guard label > brace, file.tokens[label].isIdentifier("case") else { return false }
        var names: [String] = []
        var cursorForward = label + 1
        while cursorForward < index, !file.isSymbol(cursorForward, ":") {
            if let word = file.identifier(cursorForward) { names.append(word) }
            cursorForward += 1
        }
        return names.contains(chosen)
    }
}
