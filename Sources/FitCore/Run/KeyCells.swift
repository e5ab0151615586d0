/// A key as a run sets it: its slot, matched against the matrix's rules once, the rule it came from,
/// and the cell model of that slot at the run's sizes. ``RenditionMeasurer`` keeps the last key's
/// (renditions come key by key), ``GroupMeasurer`` one per group member; ``PictureDrawing`` makes one
/// for a failing cell's size, so a picture is set and shaped exactly as the run measured it.
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
        self.init(key: key, rule: match.source, slot: match.slot, matrix: matrix, sizes: sizes, fonts: fonts)
    }

    /// A group's member as its group sets it: in the member's own slot (its share gives the width),
    /// measured by ``GroupMeasurer`` and drawn by ``PictureDrawing`` alike.
    init(member: GroupMember, of group: MatrixGroup? = nil, matrix: Matrix, sizes: [SizeCategory], fonts: FontLibrary) {
        self.init(key: member.key, rule: group?.label ?? "", slot: member.slot, matrix: matrix, sizes: sizes, fonts: fonts)
    }

    private init(key: String, rule: String, slot: Slot, matrix: Matrix, sizes: [SizeCategory], fonts: FontLibrary) {
        self.key = key
        self.rule = rule
        self.model = CellModel(slot: slot, sizes: sizes, matrix: matrix)
        self.spansOpticalDesigns = TextShaping.spansOpticalDesigns(model.pointSizes, fonts: fonts)
    }

    var slot: Slot { model.slot }

    /// `rendition`'s text as the slot draws it, in the font of its language, to be shaped at the
    /// key's sizes when a size first needs it (``TextShaping``, made from the key's cell model).
    func shaping(_ rendition: Rendition, shaper: Shaper, keepingGlyphs: Bool = false,
                 clock: any ShapingClock = UntimedShaping()) -> TextShaping {
        TextShaping(rendition.text, language: rendition.language, model: model, shaper: shaper,
                    spansOpticalDesigns: spansOpticalDesigns, keepingGlyphs: keepingGlyphs, clock: clock)
    }
}
