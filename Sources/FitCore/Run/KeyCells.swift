/// A key as a run sets it: its slot, matched against the matrix's rules once, the rule it came from,
/// and the cell model of that slot at the run's sizes. ``RenditionMeasurer`` keeps the last key's
/// (renditions come key by key); ``PictureDrawing`` makes one for a failing cell's size, so a picture
/// is set and shaped exactly as the run measured it.
struct KeyCells {
    let key: String
    /// The rule the slot comes from, as the report names it.
    let rule: String
    let model: CellModel
    /// Whether the model's point sizes fall on both sides of a design's size
    /// (``TextShaping/spansOpticalDesigns(_:fonts:)``).
    let spansOpticalDesigns: Bool

    init(key: String, matrix: Matrix, sizes: [SizeCategory], fonts: FontLibrary) {
        let match = matrix.slots.resolve(key: key)
        self.init(key: key, slot: match.slot, rule: match.source, matrix: matrix, sizes: sizes, fonts: fonts)
    }

    /// A key set in `slot`, not the one its rules give: a group's member in its own text setting
    /// (``GroupMember/slot``), its width the share ``GroupMeasurer`` works out per cell.
    init(key: String, slot: Slot, rule: String, matrix: Matrix, sizes: [SizeCategory], fonts: FontLibrary) {
        self.key = key
        self.rule = rule
        self.model = CellModel(slot: slot, sizes: sizes, matrix: matrix)
        self.spansOpticalDesigns = TextShaping.spansOpticalDesigns(model.pointSizes, fonts: fonts)
    }

    var slot: Slot { model.slot }

    /// `rendition`'s text as the slot draws it (its Markdown parsed where SwiftUI's `Text` would,
    /// ``Slot/markdown``), in the font of the rendition's language, to be shaped when a size first
    /// needs it.
    func shaping(_ rendition: Rendition, shaper: Shaper, keepingGlyphs: Bool = false,
                 clock: any ShapingClock = UntimedShaping()) -> TextShaping {
        TextShaping(slot.drawn(rendition.text), language: rendition.language, font: model.font(for: rendition.language),
                    shaper: shaper, spansOpticalDesigns: spansOpticalDesigns, keepingGlyphs: keepingGlyphs, clock: clock)
    }
}
