/// A key's budget is taken at the tightest cell of its slot across the matrix: the narrowest slot
/// width, at the largest text size (after the slot's ``Slot/largestSize`` cap) among the cells where
/// the text is shown at all (width variants pick their cells).
///
/// The matrix does not tie widths to devices, so a device variant (`device.ipad`) is one more
/// rendition with its own row, measured at the matrix's narrowest width like the others.
extension TextCell {
    /// The budget, in points of line length: slot width × line limit. `nil` for a free-wrapping slot,
    /// whose only constraint is its longest unbreakable piece against the slot width.
    public var budgetPoints: Double? { lineLimit.map { slotWidth * Double($0) } }

    /// The tightest of `cells`: the narrowest slot, then the largest point size, then the largest
    /// leading; among equals (a style capped by `largestSize`) the largest size category drawn, then
    /// the smallest screen width and the largest size asked (for a stable answer).
    static func tightest(_ cells: [TextCell]) -> TextCell? {
        cells.min { a, b in
            if a.slotWidth != b.slotWidth { return a.slotWidth < b.slotWidth }
            if a.pointSize != b.pointSize { return a.pointSize > b.pointSize }
            if a.leading != b.leading { return (a.leading ?? 0) > (b.leading ?? 0) }
            if a.effectiveSize != b.effectiveSize { return a.effectiveSize > b.effectiveSize }
            if a.screenWidth != b.screenWidth { return a.screenWidth < b.screenWidth }
            return a.size > b.size
        }
    }
}
