/// `.init(title: "Custom", subtitle: "…")` returned by `var presentation: Presentation { … }`: an
/// initializer named by a leading dot makes the type its declaration returns.
extension CallSiteFinder {
    /// The type the `.init` at `name` makes: the declared type of the property or function whose body
    /// holds it (`var presentation: Presentation {`, `func make() -> Presentation {`).
    func impliedType(ofInit name: Int) -> String? {
        // `.init(` after a keyword (`return .init(`), an operator or a bracket: not a member of a value.
        guard file.isSymbol(name - 1, "."), file.identifier(name - 2).map(SwiftSourceFile.keywords.contains) ?? true,
              !file.isSymbol(name - 2, ")"), !file.isSymbol(name - 2, "]") else { return nil }
        for frame in SyntaxFrame.frames(around: name, in: file) {
            guard case .declaration(let keyword, _) = frame.kind else { continue }
            guard keyword == "var" || keyword == "func" else { return nil }
            // Back from the body's `{` to the `:` or `->` that starts its type, on the declaration's line.
            var cursor = frame.opener - 1
            while cursor > 0, !file.isSymbol(cursor, ":"), !file.isSymbol(cursor, "->"),
                  file.tokens[cursor].line == file.tokens[frame.opener].line {
                if file.isSymbol(cursor, ")") || file.isSymbol(cursor, ">") { return nil }
                cursor -= 1
            }
            guard file.isSymbol(cursor, ":") || file.isSymbol(cursor, "->"),
                  let type = NameType.written(at: cursor + 1, in: file), !type.isCollection else { return nil }
            return type.name
        }
        return nil
    }
}
