/// One cell as its slot sets the text there: the matrix (screen) width, the slot's width at it, the
/// size category asked for and the one drawn, the style's point size and leading, the letter-spacing,
/// the line and height limits. ``CellModel`` makes it for a matrix's slots; `measure` makes one from
/// its request (``MeasureRequest/cell``). Fitting reads ``parameters``.
public struct TextCell: Sendable, Hashable, Codable {
    /// The matrix (screen) width, in points.
    public var screenWidth: Double
    /// The slot's width at that screen width, in points.
    public var slotWidth: Double
    /// The size category of the matrix, and the one the text is drawn at (after the slot's
    /// ``Slot/largestSize`` cap).
    public var size: SizeCategory
    public var effectiveSize: SizeCategory
    public var style: TextStyle
    /// Font size, in points.
    public var pointSize: Double
    /// Distance between baselines, in points; nil: the font's natural line height.
    public var leading: Double?
    /// Letter-spacing, in points (the slot's, plus SF tracking when the slot asks for it).
    public var tracking: Double
    /// The slot's line limit and maximum height (points); `nil` for none.
    public var maxLines: Int?
    public var maxHeight: Double?

    public init(screenWidth: Double, slotWidth: Double, size: SizeCategory, effectiveSize: SizeCategory,
                style: TextStyle, pointSize: Double, leading: Double?, tracking: Double, maxLines: Int?,
                maxHeight: Double?) {
        self.screenWidth = screenWidth
        self.slotWidth = slotWidth
        self.size = size
        self.effectiveSize = effectiveSize
        self.style = style
        self.pointSize = pointSize
        self.leading = leading
        self.tracking = tracking
        self.maxLines = maxLines
        self.maxHeight = maxHeight
    }

    /// What ``LineFitter`` needs to fit a text in this cell.
    public var parameters: FitParameters {
        FitParameters(pointSize: pointSize, slotWidth: slotWidth, maxLines: maxLines, maxHeight: maxHeight,
                      lineHeight: leading, tracking: tracking)
    }

    /// Lines the slot shows: the line limit, or as many lines as the maximum height holds, whichever
    /// is fewer. `nil` when the text wraps freely.
    public var lineLimit: Int? {
        let byHeight = maxHeight.map { height -> Int in
            guard let leading, leading > 0 else { return Int.max }
            return Int((height + LineFitter.tolerance) / leading)
        }
        switch (maxLines, byHeight) {
        case let (lines?, height?): return min(lines, height)
        case let (lines?, nil): return lines
        case let (nil, height?): return height
        case (nil, nil): return nil
        }
    }
}
