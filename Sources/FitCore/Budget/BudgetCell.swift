/// The tightest cell of a key's slot across the matrix, where its budget is taken: the narrowest
/// slot width, at the largest text size (after the slot's ``Slot/largestSize`` cap) among the cells
/// where the text is shown at all (width variants pick their cells).
///
/// The matrix does not tie widths to devices, so a device variant (`device.ipad`) is one more
/// rendition with its own row, measured at the matrix's narrowest width like the others.
public struct BudgetCell: Sendable, Hashable, Codable {
    /// The matrix (screen) width, in points.
    public var screenWidth: Double
    /// The slot's width at that screen width, in points.
    public var slotWidth: Double
    /// The size category of the matrix, and the one the text is drawn at (after the cap).
    public var size: SizeCategory
    public var effectiveSize: SizeCategory
    public var style: TextStyle
    /// Font size and distance between baselines, in points.
    public var pointSize: Double
    public var leading: Double
    /// Letter-spacing, in points (the slot's, plus SF tracking when the slot asks for it).
    public var tracking: Double
    /// The slot's line limit and maximum height (points); `nil` for none.
    public var maxLines: Int?
    public var maxHeight: Double?

    /// Lines the slot shows: the line limit, or as many lines as the maximum height holds, whichever
    /// is fewer. `nil` when the text wraps freely.
    public var lineLimit: Int? {
        let byHeight = maxHeight.map { leading > 0 ? Int(($0 + LineFitter.tolerance) / leading) : Int.max }
        switch (maxLines, byHeight) {
        case let (lines?, height?): return min(lines, height)
        case let (lines?, nil): return lines
        case let (nil, height?): return height
        case (nil, nil): return nil
        }
    }

    /// The budget, in points of line length: slot width × line limit. `nil` for a free-wrapping slot,
    /// whose only constraint is its longest unbreakable piece against the slot width.
    public var budgetPoints: Double? { lineLimit.map { slotWidth * Double($0) } }

    /// What ``LineFitter`` needs to fit a text in this cell.
    public var parameters: FitParameters {
        FitParameters(pointSize: pointSize, slotWidth: slotWidth, maxLines: maxLines, maxHeight: maxHeight,
                      lineHeight: leading, tracking: tracking)
    }

    /// The cell of `slot` at `screenWidth` and `size`, as ``MatrixRun`` measures it.
    init(slot: Slot, screenWidth: Double, size: SizeCategory, matrix: Matrix) {
        let metrics = slot.typeMetrics(at: size)
        var tracking = slot.tracking
        if slot.sfTracking { tracking += SFTracking.tracking(forPointSize: metrics.pointSize) }
        self.screenWidth = screenWidth
        self.slotWidth = slot.width.resolve(containerWidth: matrix.containerWidth(for: screenWidth))
        self.size = size
        self.effectiveSize = slot.effectiveSize(size)
        self.style = slot.style
        self.pointSize = metrics.pointSize
        self.leading = metrics.leading
        self.tracking = tracking
        self.maxLines = slot.maxLines
        self.maxHeight = slot.maxHeight
    }

    /// Every cell of `slot` at `widths` × `sizes`.
    static func cells(of slot: Slot, widths: [Double], sizes: [SizeCategory], matrix: Matrix) -> [BudgetCell] {
        widths.flatMap { width in sizes.map { BudgetCell(slot: slot, screenWidth: width, size: $0, matrix: matrix) } }
    }

    /// The tightest of `cells`: the narrowest slot, then the largest point size, then the largest
    /// leading; among equals (a style capped by `largestSize`) the largest size category drawn, then
    /// the smallest screen width and the largest size asked (for a stable answer).
    static func tightest(_ cells: [BudgetCell]) -> BudgetCell? {
        cells.min { a, b in
            if a.slotWidth != b.slotWidth { return a.slotWidth < b.slotWidth }
            if a.pointSize != b.pointSize { return a.pointSize > b.pointSize }
            if a.leading != b.leading { return a.leading > b.leading }
            if a.effectiveSize != b.effectiveSize { return a.effectiveSize > b.effectiveSize }
            if a.screenWidth != b.screenWidth { return a.screenWidth < b.screenWidth }
            return a.size > b.size
        }
    }
}
