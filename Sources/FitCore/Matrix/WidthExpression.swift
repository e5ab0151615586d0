/// How wide a slot is, relative to its container: `"100% - 32"`, `"50% - 24"`, `"210"`, `"100%"`.
///
/// Grammar: a fixed width in points (`210`), or a percentage of the container width optionally
/// followed by `+` or `-` and points (`100% - 32`). Spaces are optional. The container width is the
/// matrix width minus the matrix's insets.
public struct WidthExpression: Sendable, Hashable, CustomStringConvertible {
    /// Share of the container width in percent, 0…100 (0 for a fixed width).
    public var percent: Double
    /// Points added after taking the share (negative for margins); the whole width when fixed.
    public var offset: Double

    /// Widest fixed width or offset accepted, in points: anything larger is a typo.
    public static let maximumPoints: Double = 10_000

    public init(percent: Double, offset: Double) {
        self.percent = percent
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
        let rest = compact[compact.index(after: percentSign)...]
        var offset = 0.0
        if let sign = rest.first {
            guard sign == "+" || sign == "-",
                  let points = WidthExpression.points(String(rest.dropFirst())) else { return nil }
            offset = sign == "-" ? -points : points
        }
        self.init(percent: percent, offset: offset)
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
        containerWidth * percent / 100 + offset
    }

    /// The canonical spelling: `100% - 32`, `50%`, `210`.
    public var description: String {
        if isFixed { return MatrixField.format(offset) }
        let percent = MatrixField.format(percent) + "%"
        if offset == 0 { return percent }
        return percent + (offset < 0 ? " - " : " + ") + MatrixField.format(abs(offset))
    }
}
