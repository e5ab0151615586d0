/// One cell where a layout finding fails: the container width and text size, and by how much.
/// A finding lists these in report order (width, then size), so that a reader sees at once where
/// a translation stops fitting (`AX1 at 320, 375 pt`).
public struct FindingCell: Codable, Sendable, Equatable, Hashable {
    /// Container width, in points (rounded to 0.01 pt, as every report writes lengths).
    public var width: Double
    /// Dynamic Type size category.
    public var size: SizeCategory
    /// How much too big, in points (see ``FailureRecord/overflow``).
    public var overflow: Double

    public init(width: Double, size: SizeCategory, overflow: Double) {
        self.width = width
        self.size = size
        self.overflow = overflow
    }

    /// Report order: width, then size.
    static func reportOrder(_ a: FindingCell, _ b: FindingCell) -> Bool {
        a.width != b.width ? a.width < b.width : a.size < b.size
    }
}
