/// The value of a number written in Swift, read once for every pass: literals as the compiler reads
/// them (`1_000`, `0x1F`, `0b101`, `0o17`, `1e3`, `1.5`), a sign (`-8`), the conversions that keep a
/// value (`CGFloat(12)`, `Double(…)`, `Float(…)`, `Int(…)`), parentheses, and `a + b`, `a - b`,
/// `a * b`, `a / b` of such numbers. Anything else (a name, a call) has no value here.
public enum NumberReader {
    static let conversions: Set<String> = ["CGFloat", "Double", "Float", "Int"]

    public static func value(_ node: SwiftNode) -> Double? {
        switch node.kind {
        case .number(let text): return literal(text)
        case .prefix("-", let operand): return value(operand).map { -$0 }
        case .prefix("+", let operand): return value(operand)
        case .tuple(let elements):
            guard elements.count == 1, elements[0].label == nil else { return nil }
            return value(elements[0].value)
        case .call(let call):
            guard case .name(let name) = call.callee.kind, conversions.contains(name), call.trailingClosures.isEmpty,
                  call.arguments.count == 1, call.arguments[0].label == nil else { return nil }
            return value(call.arguments[0].value)
        case .binary(let left, let symbol, let right):
            guard let left = value(left), let right = value(right) else { return nil }
            switch symbol {
            case "+": return left + right
            case "-": return left - right
            case "*": return left * right
            case "/": return right == 0 ? nil : left / right
            default: return nil
            }
        default:
            return nil
        }
    }

    /// A number literal's value: `_` separators dropped, hex/binary/octal integers, decimal and
    /// exponent forms.
    public static func literal(_ text: String) -> Double? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8)] where digits.hasPrefix(prefix) {
            return Int(digits.dropFirst(2), radix: radix).map(Double.init)
        }
        return Double(digits)
    }

    /// The value of the expression spanning exactly `range` of `file`'s tokens.
    public static func value(of range: Range<Int>, in file: SwiftSourceFile) -> Double? {
        file.tree.node(spanning: range).flatMap(value)
    }
}
