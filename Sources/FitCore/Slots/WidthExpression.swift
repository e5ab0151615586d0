/// How wide a slot is, relative to its container: `"100% - 32"`, `"50% - 24"`, `"210"`, `"100%"`,
/// `"100% / 4"`.
///
/// Grammar: a fixed width in points (`210`), or a percentage of the container width, optionally
/// divided by a whole number (`100% / 4`: one of four tab bar items), optionally followed by `+` or
/// `-` and points (`100% - 32`, `100% / 2 - 32`). Spaces are optional. The container width is the
/// matrix width minus the matrix's insets.
public struct WidthExpression: Sendable, Hashable, CustomStringConvertible {
    /// Share of the container width in percent, 0…100 (0 for a fixed width).
    public var percent: Double
    /// The share is divided by this (1…100); 1 when the expression has no `/ n`.
    public var divisor: Int
    /// Points added after taking the share (negative for margins); the whole width when fixed.
    public var offset: Double

    /// Widest fixed width or offset accepted, in points: anything larger is a typo.
    public static let maximumPoints: Double = 10_000

    public init(percent: Double, divisor: Int = 1, offset: Double) {
        self.percent = percent
        self.divisor = divisor
        self.offset = offset
    }

    /// Parses the text of an expression.
    /// - Returns: `nil` when the text does not follow the grammar above, or the percentage is not
    ///   in 0 < p ≤ 100, or a fixed width is not in 0 < w ≤ 10000.
    public init?(_ text: String) {
        let compact = text.filter { !$0.isWhitespace }
        guard let percentSign = compact.firstIndex(of: "%") else {
            guard let points = WidthExpression.points(compact), points > 0 else { return nil }
            self.init(percent: 0, offset: points)
            return
        }
        guard let percent = WidthExpression.points(String(compact[..<percentSign])),
              percent > 0, percent <= 100 else { return nil }
        var rest = compact[compact.index(after: percentSign)...]
        var divisor = 1
        if rest.first == "/" {
            let digits = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            guard let number = Int(digits), (1...100).contains(number) else { return nil }
            divisor = number
            rest = rest.dropFirst(1 + digits.count)
        }
        var offset = 0.0
        if let sign = rest.first {
            guard sign == "+" || sign == "-",
                  let points = WidthExpression.points(String(rest.dropFirst())) else { return nil }
            offset = sign == "-" ? -points : points
        }
        self.init(percent: percent, divisor: divisor, offset: offset)
    }

    /// A plain unsigned decimal number (`32`, `12.5`) up to ``maximumPoints``.
    private static func points(_ text: String) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              let value = Double(text), value.isFinite, value <= maximumPoints else { return nil }
        return value
    }

    /// True for a fixed width that does not depend on the container.
    public var isFixed: Bool { percent == 0 }

    /// The slot width in points for a container `containerWidth` points wide.
    public func resolve(containerWidth: Double) -> Double {
        containerWidth * percent / 100 / Double(divisor) + offset
    }

    /// The canonical spelling: `100% - 32`, `50%`, `210`, `100% / 4`.
    public var description: String {
        if isFixed { return MatrixField.format(offset) }
        let percent = MatrixField.format(percent) + "%" + (divisor == 1 ? "" : " / \(divisor)")
        if offset == 0 { return percent }
        return percent + (offset < 0 ? " - " : " + ") + MatrixField.format(abs(offset))
    }
}
