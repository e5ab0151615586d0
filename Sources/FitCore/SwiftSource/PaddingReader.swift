/// `.padding(…)` read once: how much it takes from a text's width, leading plus trailing, in points.
///
/// `.padding()` and `.padding(.horizontal)` are the platform's default length on each side named
/// (`nil` length: SwiftUI's default, ``defaultLength``); `.padding(12)` every side; `.padding(.leading, 8)`,
/// `.padding([.leading, .trailing], 8)`, `.padding(.vertical)` (nothing across); `.padding(EdgeInsets(top:
/// leading: bottom: trailing:))`. A length that is no number here (a name the caller cannot read, a call)
/// leaves the padding unknown (`nil`).
public struct PaddingReader: Sendable, Hashable {
    /// Leading plus trailing, in points.
    public var horizontal: Double
    /// A length chosen by a condition on a name (`.padding(.horizontal, isBigBlock ? nil : 0)`): the name and
    /// leading plus trailing in each branch; ``horizontal`` is then 0 (which branch is taken is the caller's to know).
    public var choice: Choice?

    public struct Choice: Sendable, Hashable {
        public var condition: String
        public var whenTrue: Double
        public var whenFalse: Double
    }

    /// The edge names of `Edge.Set` and how many of the two horizontal sides each covers.
    static let horizontalSides: [String: Double] = [
        "all": 2, "horizontal": 2, "leading": 1, "trailing": 1, "vertical": 0, "top": 0, "bottom": 0,
    ]

    /// The padding a `.padding(…)` link sets; nil for another link or a length not read. `number`
    /// reads what ``NumberReader`` does not (a static member such as `Metrics.padding`).
    public init?(_ link: SwiftLink, defaultLength: Double, number: (SwiftNode) -> Double? = { _ in nil }) {
        guard link.name == "padding", let arguments = link.arguments else { return nil }
        func length(_ node: SwiftNode) -> Double? { NumberReader.value(node) ?? number(node) }
        var sides = 2.0
        var amount: Double? = defaultLength
        for (position, argument) in arguments.enumerated() {
            if position == 0, argument.label == nil, let edges = Self.sides(of: argument.value) {
                sides = edges
            } else if argument.label == nil, let insets = Self.edgeInsets(argument.value, length: length) {
                horizontal = insets
                return
            } else if argument.label == nil {
                // `.padding(16)`, `.padding(.leading, 8)`; `nil` is the default length.
                if case .nilLiteral = argument.value.kind { continue }
                if case .ternary(let condition, let then, let otherwise) = argument.value.kind, case .name(let name) = condition.kind {
                    func branch(_ node: SwiftNode) -> Double? { if case .nilLiteral = node.kind { return defaultLength }; return length(node) }
                    guard let whenTrue = branch(then), let whenFalse = branch(otherwise) else { return nil }
                    choice = Choice(condition: name, whenTrue: whenTrue, whenFalse: whenFalse)
                    amount = 0
                    continue
                }
                guard let value = length(argument.value) else { return nil }
                amount = value
            } else {
                return nil
            }
        }
        guard let amount else { return nil }
        horizontal = sides * amount
        if let chosen = choice {
            choice = Choice(condition: chosen.condition, whenTrue: sides * chosen.whenTrue, whenFalse: sides * chosen.whenFalse)
        }
    }

    /// How many horizontal sides an `Edge.Set` names: `.horizontal` 2, `.leading` 1, `[.leading, .top]` 1.
    static func sides(of node: SwiftNode) -> Double? {
        switch node.kind {
        case .implicitMember(let name): return horizontalSides[name]
        case .array(let elements):
            var total = 0.0
            for element in elements {
                guard case .implicitMember(let name) = element.kind, let sides = horizontalSides[name] else { return nil }
                total += sides
            }
            return min(total, 2)
        default: return nil
        }
    }

    /// `EdgeInsets(top:leading:bottom:trailing:)`: leading plus trailing (an edge left out is 0).
    static func edgeInsets(_ node: SwiftNode, length: (SwiftNode) -> Double?) -> Double? {
        guard case .call(let call) = node.kind, case .name("EdgeInsets") = call.callee.kind else { return nil }
        var total = 0.0
        for argument in call.arguments where argument.label == "leading" || argument.label == "trailing" {
            guard let value = length(argument.value) else { return nil }
            total += value
        }
        return total
    }

    /// The `.padding(…)` whose `(` is the token at `paren` of `file`.
    public init?(paren: Int, in file: SwiftSourceFile, defaultLength: Double, number: (SwiftNode) -> Double? = { _ in nil }) {
        guard let link = file.tree.link(openedAt: paren) else { return nil }
        self.init(link, defaultLength: defaultLength, number: number)
    }
}
