/// One bracket around a token, read for what it means: the argument list of a call, a closure
/// handed to a call (`Button { … }`, `} label: {`, `action: { … }`), a declaration's body, a
/// statement's body, or anything else. The call-site finder walks these outward from a string.
struct SyntaxFrame: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// Inside `name(…)`, in the argument at `position` (0-based) labelled `label`.
        case call(name: String, member: Bool, label: String?, position: Int)
        /// Inside a closure given to `name`: its trailing closure (`label` nil) or the one labelled `label`.
        case closure(name: String, member: Bool, label: String?)
        /// The body of a declaration: `struct Name {`, `var name: Type {`, `func name(…) {`.
        case declaration(keyword: String, name: String)
        /// The body of `if`, `else`, `switch`, `for`, …
        case control(keyword: String)
        /// An array, a tuple, a closure nobody is named for.
        case other
    }

    var kind: Kind
    /// Index of the opening bracket.
    var opener: Int
    /// Index of the called name's token, for calls and their closures.
    var callee: Int?

    /// Every frame around the token at `index`, innermost first.
    static func frames(around index: Int, in file: SwiftSourceFile) -> [SyntaxFrame] {
        var result: [SyntaxFrame] = []
        var child = index
        var opener = file.enclosing[index]
        while opener >= 0 {
            result.append(frame(at: opener, child: child, in: file))
            child = opener
            opener = file.enclosing[opener]
        }
        return result
    }

    /// The frame opened at `opener`, around the token (or bracket) at `child`.
    static func frame(at opener: Int, child: Int, in file: SwiftSourceFile) -> SyntaxFrame {
        let token = file.tokens[opener]
        if token.text == "(" {
            guard let callee = file.callee(ofParen: opener),
                  let argument = file.argument(ofParen: opener, holding: child) else {
                return SyntaxFrame(kind: .other, opener: opener)
            }
            // A closure argument (`action: { … }`) is a closure of the call, not a value.
            return SyntaxFrame(kind: .call(name: callee.name, member: callee.member, label: argument.label,
                                           position: argument.position),
                               opener: opener, callee: callee.index)
        }
        guard token.text == "{" else { return SyntaxFrame(kind: .other, opener: opener) }
        return file.braceFrame(at: opener)
    }

    /// What a `{` belongs to.
    static func braceFrame(at brace: Int, in file: SwiftSourceFile) -> SyntaxFrame {
        if let head = statementHead(before: brace, in: file) {
            if controlKeywords.contains(head.keyword) {
                return SyntaxFrame(kind: .control(keyword: head.keyword), opener: brace)
            }
            return SyntaxFrame(kind: .declaration(keyword: head.keyword, name: declaredName(after: head.index, in: file)),
                               opener: brace)
        }
        // `} label: {`: a labelled trailing closure of the call the previous closure belongs to.
        if file.isSymbol(brace - 1, ":"), let label = file.identifier(brace - 2) {
            if file.isSymbol(brace - 3, "}") {
                var previous = file.braceFrame(at: file.partner[brace - 3])
                if case .closure(let name, let member, _) = previous.kind {
                    previous.kind = .closure(name: name, member: member, label: label)
                    previous.opener = brace
                    return previous
                }
                return SyntaxFrame(kind: .other, opener: brace)
            }
            // `name(action: { … })`: a closure argument.
            let paren = file.enclosing[brace]
            if paren >= 0, file.tokens[paren].text == "(", let callee = file.callee(ofParen: paren) {
                return SyntaxFrame(kind: .closure(name: callee.name, member: callee.member, label: label),
                                   opener: brace, callee: callee.index)
            }
            return SyntaxFrame(kind: .other, opener: brace)
        }
        // `name(…) {`: the trailing closure of a call.
        if file.isSymbol(brace - 1, ")"), let callee = file.callee(ofParen: file.partner[brace - 1]) {
            return SyntaxFrame(kind: .closure(name: callee.name, member: callee.member, label: nil),
                               opener: brace, callee: callee.index)
        }
        // `Name {` or `.name {`: a call with only a trailing closure.
        if let name = file.identifier(brace - 1), !SwiftSourceFile.keywords.contains(name) {
            let member = file.isSymbol(brace - 2, ".") && !file.isTypeQualified(brace - 1)
            if member || name.first?.isUppercase == true {
                return SyntaxFrame(kind: .closure(name: name, member: member, label: nil), opener: brace, callee: brace - 1)
            }
        }
        return SyntaxFrame(kind: .other, opener: brace)
    }

    /// The keywords that declare a type: a member declared in one of their bodies is a property.
    static let typeKeywords: Set<String> = ["struct", "class", "enum", "extension", "actor"]
    static let controlKeywords: Set<String> = ["if", "else", "guard", "while", "for", "switch", "repeat", "do", "catch", "defer"]
    static let declarationKeywords: Set<String> = ["struct", "class", "enum", "extension", "protocol", "actor", "func",
                                                   "init", "var", "let", "subscript", "get", "set", "willSet", "didSet",
                                                   "deinit"]

    /// The declaration or control keyword that starts the statement a `{` opens the body of, if
    /// any: looks back over the statement (brackets skipped whole) to its first token.
    static func statementHead(before brace: Int, in file: SwiftSourceFile) -> (keyword: String, index: Int)? {
        var cursor = brace - 1
        var assigned = false
        while cursor >= 0 {
            let token = file.tokens[cursor]
            if token.kind == .punctuation {
                switch token.text {
                case ")", "]", "}":
                    cursor = file.partner[cursor]
                case "(", "[", "{", ";":
                    return nil
                default:
                    break
                }
            } else if token.kind == .identifier, token.text == "let" || token.text == "var",
                      cursor > 0, ["if", "guard", "while", "case", ",", "("].contains(file.tokens[cursor - 1].text) {
                // `if let x = y {`, `if case let .some(x) = y {`: a binding in a condition, not a declaration.
            } else if token.kind == .identifier,
                      controlKeywords.contains(token.text) || declarationKeywords.contains(token.text) {
                return assigned && !controlKeywords.contains(token.text) ? nil : (token.text, cursor)
            } else if token.isSymbol("=") {
                // `let view = VStack {`: the brace is a closure in an expression — unless a condition
                // binds it (`if let button = buttons.first {`), found further back.
                assigned = true
            }
            // A line break ends the statement unless the next line continues it (`.modifier`, an
            // operator) or the line before leaves it open.
            if cursor > 0, file.tokens[cursor - 1].line < file.tokens[cursor].line {
                let previous = file.tokens[cursor - 1], current = file.tokens[cursor]
                let continued = current.isSymbol(".") || current.kind == .operator || previous.kind == .operator
                    || previous.isSymbol(":") || previous.isSymbol("(") || previous.isSymbol(",")
                if !continued { return nil }
            }
            cursor -= 1
        }
        return nil
    }

    /// The name a declaration keyword declares: `body` for `var body`, `Name` for `struct Name`.
    private static func declaredName(after keyword: Int, in file: SwiftSourceFile) -> String {
        if ["init", "get", "set", "willSet", "didSet", "deinit", "subscript"].contains(file.tokens[keyword].text) {
            return file.tokens[keyword].text
        }
        // `extension Outer.Inner {` declares members of `Inner`.
        var index = keyword + 1
        while file.isSymbol(index + 1, "."), file.identifier(index + 2) != nil { index += 2 }
        return file.identifier(index) ?? ""
    }
}
