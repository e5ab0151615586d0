/// One Swift file as tokens, with its brackets matched: what the call-site finder walks.
public struct SwiftSourceFile: Sendable {
    /// The path shown in evidence (relative to the scanned folder).
    public var path: String
    public var tokens: [SwiftToken]
    /// For each bracket token, the index of its partner; -1 for every other token.
    var partner: [Int]
    /// For each token, the index of the innermost `(`, `[` or `{` around it; -1 at the top level.
    var enclosing: [Int]
    /// What each `{` belongs to, by its index (worked out once: the finder asks often).
    private(set) var braces: [Int: SyntaxFrame] = [:]
    /// The modules the file imports (`SwiftUI`, `UIKit`, `AppKit`…), as written at the top level.
    public private(set) var imports: Set<String> = []
    /// The platform the file is read for (its `#if os(…)` branches, the places it shows).
    public let platform: Platform
    /// The file as a syntax tree, built once here.
    public private(set) var tree = SwiftTree(tokens: [], partner: [])

    /// - Parameter platform: the platform whose `#if os(…)` branches are read (``PlatformBranches``).
    /// - Throws: ``SwiftLexError`` when the file does not lex or a bracket does not close.
    public init(path: String, source: [UInt8], platform: Platform = .iOS) throws {
        try self.init(path: path, lexed: try SwiftLexer.tokens(source), platform: platform)
    }

    /// The same from the lexer's tokens of every branch (``LexCache`` keeps them between runs).
    /// - Throws: ``SwiftLexError`` when a bracket does not close.
    public init(path: String, lexed: [SwiftToken], platform: Platform = .iOS) throws {
        self.path = path
        self.platform = platform
        tokens = PlatformBranches.select(lexed, for: platform)
        partner = Array(repeating: -1, count: tokens.count)
        enclosing = Array(repeating: -1, count: tokens.count)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() {
            enclosing[index] = open.last ?? -1
            guard token.kind == .punctuation else { continue }
            switch token.text {
            case "(", "[", "{":
                open.append(index)
            case ")", "]", "}":
                let expected = token.text == ")" ? "(" : token.text == "]" ? "[" : "{"
                guard let opener = open.popLast(), tokens[opener].text == expected else {
                    throw SwiftLexError(line: token.line, "unbalanced \(quoted: token.text)")
                }
                partner[opener] = index
                partner[index] = opener
                enclosing[index] = open.last ?? -1
            default:
                break
            }
        }
        if let opener = open.last {
            throw SwiftLexError(line: tokens[opener].line, "\(quoted: tokens[opener].text) is never closed")
        }
        tree = SwiftTree(tokens: tokens, partner: partner)
        for index in tokens.indices where tokens[index].isSymbol("{") {
            braces[index] = SyntaxFrame.braceFrame(at: index, in: self)
        }
        for index in tokens.indices.dropLast() where enclosing[index] == -1 && tokens[index].kind == .identifier
            && tokens[index].text == "import" && tokens[index + 1].kind == .identifier {
            // `import SwiftUI`, `import class AppKit.NSView`: the module is the first name after the kind.
            let kinds: Set<String> = ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]
            let name = kinds.contains(tokens[index + 1].text) ? tokens.indices.contains(index + 2) ? tokens[index + 2].text : "" : tokens[index + 1].text
            imports.insert(name)
        }
    }

    // MARK: - Looking around a token

    /// What the `{` at `brace` belongs to (worked out while the file is read, for braces not yet listed).
    func braceFrame(at brace: Int) -> SyntaxFrame { braces[brace] ?? SyntaxFrame.braceFrame(at: brace, in: self) }

    func token(_ index: Int) -> SwiftToken? { tokens.indices.contains(index) ? tokens[index] : nil }

    /// Where the token at `index` starts, as evidence writes it: `path:line:column` (``SourcePlace``).
    public func place(of index: Int) -> String { place(tokens[index]) }

    /// Where `token` (one of this file's) starts: `path:line:column` (``SourcePlace``).
    public func place(_ token: SwiftToken) -> String {
        SourcePlace(path: path, line: token.line, column: token.column).description
    }

    func isSymbol(_ index: Int, _ symbol: String) -> Bool { token(index)?.isSymbol(symbol) ?? false }

    func identifier(_ index: Int) -> String? {
        guard let token = token(index), token.kind == .identifier else { return nil }
        return token.text
    }

    /// The name of the call whose `(` is at `paren`: `Text` for `Text(`, `navigationTitle` for
    /// `.navigationTitle(`, `LocalizedStringKey` for `LocalizedStringKey.init(`; `nil` for a group
    /// or tuple. `member` is true after a `.`.
    func callee(ofParen paren: Int) -> (name: String, index: Int, member: Bool)? {
        guard let name = identifier(paren - 1) else { return nil }
        if name == "init", isSymbol(paren - 2, "."), let type = identifier(paren - 3), !SwiftSourceFile.keywords.contains(type) {
            return (type, paren - 3, false)
        }
        // `Outer.Inner(…)`: a type named through the type it is declared in is called, not a member.
        let member = isSymbol(paren - 2, ".") && !isTypeQualified(paren - 1)
        // `.default(…)`: after a dot a keyword is a name.
        guard member || !SwiftSourceFile.keywords.contains(name) else { return nil }
        return (name, paren - 1, member)
    }

    /// True when the capitalized name at `index` follows `Outer.` with `Outer` capitalized too
    /// (`ScrollingSettings.SmoothedSection`): a nested type named through its outer type.
    func isTypeQualified(_ index: Int) -> Bool {
        guard identifier(index)?.first?.isUppercase == true, isSymbol(index - 1, "."),
              let outer = identifier(index - 2) else { return false }
        return outer.first?.isUppercase == true
    }

    /// The parameters declared in the `(…)` at `paren` (`func f(_ text: String, size: CGFloat)`): each
    /// one's argument label (`nil` for `_`) and its name inside the function.
    func parameters(ofParen paren: Int) -> [(label: String?, name: String)] {
        arguments(ofParen: paren).compactMap { argument in
            let names = argument.whole.prefix { !isSymbol($0, ":") }.compactMap { identifier($0) }
            guard let last = names.last else { return nil }
            let label = names.count > 1 ? names[0] : last
            return (label == "_" ? nil : label, last)
        }
    }

    /// The arguments of the `(…)` group opened at `paren`: each one's label (if written) and the
    /// token range of its value.
    func arguments(ofParen paren: Int) -> [(label: String?, value: Range<Int>, whole: Range<Int>)] {
        let close = partner[paren]
        guard close > paren + 1 else { return [] }
        var result: [(String?, Range<Int>, Range<Int>)] = []
        var start = paren + 1
        var index = start
        while index <= close {
            if index == close || isSymbol(index, ",") {
                if let name = identifier(start), isSymbol(start + 1, ":"), start + 2 <= index {
                    result.append((name, (start + 2)..<index, start..<index))
                } else {
                    result.append((nil, start..<index, start..<index))
                }
                start = index + 1
                index += 1
                continue
            }
            if partner[index] > index { index = partner[index] }
            index += 1
        }
        return result
    }

    /// The argument of the group at `paren` that holds the token at `index`.
    func argument(ofParen paren: Int, holding index: Int) -> (position: Int, label: String?, value: Range<Int>)? {
        for (position, argument) in arguments(ofParen: paren).enumerated() where argument.whole.contains(index) {
            return (position, argument.label, argument.value)
        }
        return nil
    }

    /// Words that are never the name of a call: `if (…)`, `return (…)`.
    static let keywords: Set<String> = [
        "if", "else", "guard", "while", "for", "in", "switch", "case", "default", "return", "repeat", "do", "catch",
        "try", "await", "throw", "let", "var", "func", "init", "struct", "class", "enum", "extension", "protocol",
        "where", "some", "any", "as", "is", "defer", "get", "set", "willSet", "didSet", "subscript", "static",
        "private", "fileprivate", "public", "internal", "open", "final", "override", "mutating", "lazy", "weak",
        "unowned", "actor", "import", "typealias", "associatedtype", "operator", "inout", "throws", "rethrows",
        "async", "nonisolated", "convenience", "required", "indirect", "self", "Self", "super", "true", "false", "nil",
    ]
}
