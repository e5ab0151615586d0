/// Everything about a cell that fitting needs beyond the shaped text. All lengths in points.
public struct FitParameters: Sendable, Hashable {
    /// Font size, in points.
    public var pointSize: Double
    /// Width of the slot the text must fit, in points.
    public var slotWidth: Double
    /// Maximum number of lines; `nil` means the text wraps freely.
    public var maxLines: Int?
    /// Maximum block height, in points; `nil` means no limit.
    public var maxHeight: Double?
    /// Distance between baselines, in points; `nil` means the font's natural line height.
    public var lineHeight: Double?
    /// Extra space between grapheme clusters of scripts that tolerate it, in points.
    public var tracking: Double

    public init(pointSize: Double, slotWidth: Double, maxLines: Int? = nil, maxHeight: Double? = nil,
                lineHeight: Double? = nil, tracking: Double = 0) {
        self.pointSize = pointSize
        self.slotWidth = slotWidth
        self.maxLines = maxLines
        self.maxHeight = maxHeight
        self.lineHeight = lineHeight
        self.tracking = tracking
    }
}
