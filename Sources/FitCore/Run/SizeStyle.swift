/// A size category as a slot sets it: its type metrics and letter-spacing. They depend on the slot
/// and the size only, so a run works them out once per key, not per cell (a look-up in the Dynamic
/// Type table and in the tracking table each).
struct SizeStyle {
    var size: SizeCategory
    var metrics: TypeMetrics
    /// Letter-spacing, in points: the slot's, plus SF's size-specific tracking where the slot asks for it.
    var tracking: Double

    /// The styles of `slot` at each of `sizes`, in order.
    static func styles(of slot: Slot, at sizes: [SizeCategory]) -> [SizeStyle] {
        sizes.map { size in
            let metrics = slot.typeMetrics(at: size)
            var tracking = slot.tracking
            if slot.sfTracking { tracking += SFTracking.tracking(forPointSize: metrics.pointSize) }
            return SizeStyle(size: size, metrics: metrics, tracking: tracking)
        }
    }

    /// What fitting `slot`'s text at this size in `slotWidth` points needs besides the text.
    func parameters(_ slot: Slot, slotWidth: Double) -> FitParameters {
        FitParameters(pointSize: metrics.pointSize, slotWidth: slotWidth, maxLines: slot.maxLines,
                      maxHeight: slot.maxHeight, lineHeight: metrics.leading, tracking: tracking)
    }

    /// Whether `styles`' point sizes fall in more than one of: up to the text design's size, between
    /// the designs, from the display design's size — so that shaping the text once in each design
    /// (``Shaper/shapeBothDesigns(_:keepingGlyphs:)``) costs less than shaping each design's request.
    /// Only for fonts without an `opsz` axis, whose shaping does not change with size otherwise.
    static func spansOpticalDesigns(_ styles: [SizeStyle], fonts: FontLibrary) -> Bool {
        guard !fonts.hasOpticalSizeAxis else { return false }
        var kinds = Set<Int>()
        for style in styles {
            guard let opticalSize = fonts.opticalSize(forPointSize: style.metrics.pointSize) else { return false }
            let share = OpticalDesigns.displayShare(opticalSize: opticalSize)
            kinds.insert(share <= 0 ? 0 : share >= 1 ? 2 : 1)
        }
        return kinds.count > 1
    }
}
