/// The tokens of a file as the platform being measured compiles and runs them: of each
/// `#if os(…)` / `#elseif` / `#else` / `#endif` block, the branch whose condition holds for that
/// platform; of each `if #available(…) { … } else { … }`, the first branch (fitcheck measures the
/// current OS, where every `#available` holds), and of `if #unavailable(…)`, the `else` branch.
///
/// Conditions it can decide: `os(…)`, `canImport(UIKit)` / `canImport(AppKit)` (any other module:
/// true), `targetEnvironment(simulator)` (true) and `(macCatalyst)` (false), `swift(…)` and
/// `compiler(…)` (true), with `!`, `&&`, `||` and parentheses. A block with a condition it cannot
/// decide (`DEBUG`, a custom flag) keeps every branch, as before: the lexer then sees both.
enum PlatformBranches {
    static func select(_ tokens: [SwiftToken], for platform: Platform) -> [SwiftToken] {
        availableBranches(compiledBranches(tokens, for: platform))
    }

    // MARK: - #if

    /// One `#if` block being read: whether its tokens are kept.
    private struct Block {
        /// Every condition so far decided: a branch can be chosen.
        var decided: Bool
        /// A branch has been taken already.
        var taken: Bool
        /// The tokens of the current branch are kept.
        var keeping: Bool
        /// The block around keeps its tokens.
        var outerKeeping: Bool
    }

    private static func compiledBranches(_ tokens: [SwiftToken], for platform: Platform) -> [SwiftToken] {
        guard tokens.contains(where: { $0.kind == .identifier && $0.text == "#if" }) else { return tokens }
        var result: [SwiftToken] = []
        var blocks: [Block] = []
        var index = 0
        func keeping() -> Bool { blocks.last?.keeping ?? true }
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .identifier, ["#if", "#elseif", "#else", "#endif"].contains(token.text) else {
                if keeping() { result.append(token) }
                index += 1
                continue
            }
            // The condition runs to the end of the directive's line.
            var end = index + 1
            while end < tokens.count, tokens[end].line == token.line { end += 1 }
            let condition = token.text == "#if" || token.text == "#elseif"
                ? evaluate(Array(tokens[(index + 1)..<end]), platform: platform) : nil
            switch token.text {
            case "#if":
                let outer = keeping()
                if let holds = condition {
                    blocks.append(Block(decided: true, taken: holds, keeping: outer && holds, outerKeeping: outer))
                } else {
                    blocks.append(Block(decided: false, taken: false, keeping: outer, outerKeeping: outer))
                }
            case "#elseif":
                guard var block = blocks.popLast() else { break }
                if block.decided, let holds = condition {
                    block.keeping = block.outerKeeping && !block.taken && holds
                    block.taken = block.taken || holds
                } else {
                    block.decided = false
                    block.keeping = block.outerKeeping
                }
                blocks.append(block)
            case "#else":
                guard var block = blocks.popLast() else { break }
                block.keeping = block.outerKeeping && (!block.decided || !block.taken)
                blocks.append(block)
            default:
                _ = blocks.popLast()
            }
            index = end
        }
        return result
    }

    /// True or false where the condition is decided for `platform`; `nil` where it is not.
    static func evaluate(_ condition: [SwiftToken], platform: Platform) -> Bool? {
        var parser = ConditionParser(tokens: condition, platform: platform)
        guard let value = parser.disjunction(), parser.position == condition.count else { return nil }
        return value.decided
    }

    /// A condition's value: decided, or not (a flag such as `DEBUG`).
    private enum Truth {
        case yes, no, unknown

        init(_ value: Bool?) { self = value.map { $0 ? .yes : .no } ?? .unknown }
        var decided: Bool? { self == .unknown ? nil : self == .yes }
        static prefix func ! (value: Truth) -> Truth { value == .unknown ? .unknown : value == .yes ? .no : .yes }
        static func || (a: Truth, b: Truth) -> Truth { a == .yes || b == .yes ? .yes : a == .unknown || b == .unknown ? .unknown : .no }
        static func && (a: Truth, b: Truth) -> Truth { a == .no || b == .no ? .no : a == .unknown || b == .unknown ? .unknown : .yes }
    }

    /// `a || b`, `a && b`, `!a`, `(a)`, `os(iOS)`; `nil` where the tokens are not such a condition.
    private struct ConditionParser {
        let tokens: [SwiftToken]
        let platform: Platform
        var position = 0

        mutating func disjunction() -> Truth? {
            guard var value = conjunction() else { return nil }
            while position < tokens.count, tokens[position].isSymbol("||") {
                position += 1
                guard let right = conjunction() else { return nil }
                value = value || right
            }
            return value
        }

        mutating func conjunction() -> Truth? {
            guard var value = unary() else { return nil }
            while position < tokens.count, tokens[position].isSymbol("&&") {
                position += 1
                guard let right = unary() else { return nil }
                value = value && right
            }
            return value
        }

        mutating func unary() -> Truth? {
            guard position < tokens.count else { return nil }
            if tokens[position].isSymbol("!") {
                position += 1
                return unary().map { !$0 }
            }
            if tokens[position].isSymbol("(") {
                position += 1
                let value = disjunction()
                guard position < tokens.count, tokens[position].isSymbol(")") else { return nil }
                position += 1
                return value
            }
            guard tokens[position].kind == .identifier else { return nil }
            let name = tokens[position].text
            position += 1
            guard position < tokens.count, tokens[position].isSymbol("(") else {
                return Truth(name == "true" ? true : name == "false" ? false : nil)  // a flag such as DEBUG
            }
            var argument: [String] = []
            position += 1
            while position < tokens.count, !tokens[position].isSymbol(")") {
                argument.append(tokens[position].text)
                position += 1
            }
            guard position < tokens.count else { return nil }
            position += 1
            return Truth(test(name, argument.first ?? ""))
        }

        func test(_ name: String, _ argument: String) -> Bool? {
            switch name {
            case "os":
                switch argument {
                case "iOS": return platform == .iOS
                case "macOS", "OSX": return platform == .macOS
                default: return false  // watchOS, tvOS, visionOS, Linux, …
                }
            case "canImport":
                switch argument {
                case "UIKit": return platform == .iOS
                case "AppKit": return platform == .macOS
                default: return true
                }
            case "targetEnvironment": return argument == "simulator"
            case "swift", "compiler", "hasFeature", "hasAttribute": return true
            default: return nil
            }
        }
    }

    // MARK: - if #available

    /// `if #available(…) { A } else { B }` → `if #available(…) { A }`; `if #unavailable(…) { A } else
    /// { B }` → `if #unavailable(…) { } else { B }`. Only where the condition is the `#available`
    /// alone: with other conditions either branch may run.
    private static func availableBranches(_ tokens: [SwiftToken]) -> [SwiftToken] {
        guard tokens.contains(where: { $0.kind == .identifier && ($0.text == "#available" || $0.text == "#unavailable") })
        else { return tokens }
        let partner = matchingBrackets(tokens)
        var dropped = Array(repeating: false, count: tokens.count)
        for index in tokens.indices where tokens[index].isIdentifier("if") {
            let check = index + 1
            guard check < tokens.count, tokens[check].kind == .identifier,
                  tokens[check].text == "#available" || tokens[check].text == "#unavailable",
                  check + 1 < tokens.count, tokens[check + 1].isSymbol("("), let close = partner[check + 1],
                  close + 1 < tokens.count, tokens[close + 1].isSymbol("{"), let bodyEnd = partner[close + 1],
                  bodyEnd + 2 < tokens.count, tokens[bodyEnd + 1].isIdentifier("else") else { continue }
            if tokens[check].text == "#available" {
                // The whole else branch, `else if …` chains included.
                var end = bodyEnd + 2
                while end < tokens.count, !tokens[end].isSymbol("{") { end += 1 }
                var last = end < tokens.count ? (partner[end] ?? end) : tokens.count - 1
                while last + 2 < tokens.count, tokens[last + 1].isIdentifier("else") {
                    var next = last + 2
                    while next < tokens.count, !tokens[next].isSymbol("{") { next += 1 }
                    guard next < tokens.count, let nextEnd = partner[next] else { break }
                    last = nextEnd
                }
                for dropping in (bodyEnd + 1)...min(last, tokens.count - 1) { dropped[dropping] = true }
            } else {
                for dropping in (close + 2)..<bodyEnd { dropped[dropping] = true }
            }
        }
        return tokens.indices.filter { !dropped[$0] }.map { tokens[$0] }
    }

    /// The partner of each bracket, where the brackets balance.
    private static func matchingBrackets(_ tokens: [SwiftToken]) -> [Int?] {
        var partner = [Int?](repeating: nil, count: tokens.count)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "(", "[", "{": open.append(index)
            case ")", "]", "}":
                guard let opener = open.popLast() else { continue }
                partner[opener] = index
                partner[index] = opener
            default: break
            }
        }
        return partner
    }
}
