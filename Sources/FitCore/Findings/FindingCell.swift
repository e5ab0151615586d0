/// One cell where a layout finding fails: the container width and text size, and by how much.
/// A finding lists these in report order (width, then size), so that a reader sees at once where
/// a translation stops fitting (`AX1 at 320, 375 pt`).
public struct FindingCell: Codable, Sendable, Equatable, Hashable {
    /// Container width, in points (rounded to 0.01 pt, as every report writes lengths); `width` in JSON.
    public var containerWidth: Double
    /// Dynamic Type size category.
    public var size: SizeCategory
    /// How much too big, in points (see ``FailureRecord/excessPoints``); `over` in JSON.
    public var excessPoints: Double

    /// The JSON member names: the width as every report names it, `over` as every report names by how much it misses.
    enum CodingKeys: String, CodingKey {
        case containerWidth = "width", size, excessPoints = "over"
    }

    public init(containerWidth: Double, size: SizeCategory, excessPoints: Double) {
        self.containerWidth = containerWidth
        self.size = size
        self.excessPoints = excessPoints
    }

    /// Report order: width, then size.
    static func reportOrder(_ a: FindingCell, _ b: FindingCell) -> Bool {
        a.containerWidth != b.containerWidth ? a.containerWidth < b.containerWidth : a.size < b.size
    }
}
