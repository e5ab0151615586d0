/// The one way to make a ``TextShaping``: from a cell model. It lives with the cell model (Cells/),
/// which uses Shaping's ``FontChoice``, so that Shaping does not point back up at Cells.
extension TextShaping {
    /// `text` in `language` as `model`'s slot draws it — its Markdown parsed where SwiftUI's `Text`
    /// would (``Slot/drawn(_:)``) — in the font the model sets for the language (``CellModel/font(for:)``:
    /// the slot's weight and family, the matrix's override), to be shaped when a size first needs it.
    /// - Parameters:
    ///   - spansOpticalDesigns: ``spansOpticalDesigns(_:fonts:)`` of the point sizes that will be asked
    ///     for (a key's run sizes, ``KeyCells``); `false` for a shaping asked for one size.
    ///   - keepingGlyphs: keep each run's glyphs, for drawing; fitting needs none.
    ///   - cache: where shaped designs are kept across texts (`budget` keeps every text); nil: none.
    ///   - clock: times each shaping (a run's probe).
    init(_ text: String, language: String, model: CellModel, shaper: Shaper, spansOpticalDesigns: Bool = false,
         keepingGlyphs: Bool = false, cache: ShapingCache? = nil, clock: any ShapingClock = UntimedShaping()) {
        self.init(drawn: model.slot.drawn(text), language: language, font: model.font(for: language), shaper: shaper,
                  spansOpticalDesigns: spansOpticalDesigns, keepingGlyphs: keepingGlyphs, cache: cache, clock: clock)
    }
}
