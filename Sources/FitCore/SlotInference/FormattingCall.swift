/// A call that gives back the text of one of its arguments, formatted or looked up: the key shown is that
/// argument's. `String(format: UserText.x, n)` shows `UserText.x`'s key, `message.format(arguments: n)`
/// `message`'s, `Bundle.main.localizedString(forKey: "tab.close", …)` the key `tab.close`.
struct FormattingCall: Sendable {
    /// The names before the `(`, `nil` for a method called on the value itself (`x.format(…)`).
    var callee: [String]?
    /// The method's name when `callee` is `nil`.
    var method: String?
    /// The label of the argument that holds the text (`nil`: the first, unlabelled).
    var label: String?
    /// True when the call localizes a literal given to it (a key, as `NSLocalizedString` does).
    var localizes = false

    /// The vocabulary, a row per call.
    static let table: [FormattingCall] = [
        FormattingCall(callee: ["String"], label: "format"),
        FormattingCall(callee: ["String", "localizedStringWithFormat"]),
        FormattingCall(callee: ["NSString", "localizedStringWithFormat"]),
        FormattingCall(callee: ["Bundle", "main", "localizedString"], label: "forKey", localizes: true),
        FormattingCall(method: "format"),  // an app's `String.format(arguments:)` extension (duckduckgo)
        FormattingCall(method: "localizedStringWithFormat"),
    ]

    /// The names called by the call spanning `range` (`["String", "localizedStringWithFormat"]`), its `(`,
    /// and whether the names start the range (else they follow a receiver: `x.format(…)`).
    private static func callee(of range: Range<Int>, in file: SwiftSourceFile) -> (names: [String], paren: Int, whole: Bool)? {
        let first = range.lowerBound, last = range.upperBound - 1
        guard file.isSymbol(last, ")"), file.partner[last] > first else { return nil }
        let paren = file.partner[last]
        guard let name = file.identifier(paren - 1) else { return nil }
        var names = [name]
        var index = paren - 1
        while index - 2 >= first, file.isSymbol(index - 1, "."), let previous = file.identifier(index - 2) {
            names.insert(previous, at: 0)
            index -= 2
        }
        return (names, paren, index == first)
    }

    /// A call of the app's own (`UserText.closeTabs(withCount: n)`, `title(for: x)`) as the chain of its
    /// names: a function that returns keys is bound by its name (``KeyBinding``).
    static func appCall(_ range: Range<Int>, in file: SwiftSourceFile) -> ValueExpression? {
        guard let (names, _, whole) = callee(of: range, in: file), whole,
              !SwiftSourceFile.keywords.contains(names[0]) || names[0] == "self" else { return nil }
        return .chain(names, token: range.lowerBound)
    }

    /// The value the call spanning `range` gives back, when it is a row of the table.
    static func value(of range: Range<Int>, in file: SwiftSourceFile, keys: CatalogKeyIndex) -> ValueExpression? {
        guard let (names, paren, wholeChain) = callee(of: range, in: file) else { return nil }
        let first = range.lowerBound, name = names[names.count - 1]
        for row in table {
            let argument: (label: String?, value: Range<Int>)?
            if let callee = row.callee {
                guard wholeChain, names == callee else { continue }
                argument = file.arguments(ofParen: paren).first.map { ($0.label, $0.value) }
            } else {
                guard name == row.method, file.isSymbol(paren - 2, "."), paren - 2 > first else { continue }
                argument = (nil, first..<(paren - 2))  // the receiver
            }
            guard let argument, argument.label == row.label else { continue }
            let inner = ValueExpression.parse(argument.value, in: file, keys: keys)
            if row.localizes, case .literal(let found, _, let token)? = inner { return .literal(keys: found, localized: true, token: token) }
            return inner
        }
        return nil
    }
}
