/// Shape → fit → judge, one rendition at a time, on one worker: the rendition's slot and cell model
/// (``KeyCells``), its text shaped once (``TextShaping``), fitted in every cell of the run's widths × the slot's sizes
/// (``WidthSweep``), each cell judged (``CellJudge``). Passing cells are only counted; a failing cell
/// is fitted again, keeping its lines, for the report's line widths and the picture.
struct RenditionMeasurer {
    let matrix: Matrix
    let fonts: FontLibrary
    /// The run's container widths, in points, and size categories.
    let widths: [Double]
    let sizes: [SizeCategory]
    let picker: WidthVariantPicker
    let probe: any RunProbe
    /// This worker's shaper, and so its word cache.
    let shaper: Shaper

    /// The slot of the key measured last, at the run's sizes: renditions come key by key (a key's
    /// languages and variants one after the other), so a key's slot is matched against the rules once.
    private var current: KeyCells?
    /// Per size of the rendition being measured: what fitting found so far across the widths.
    /// Kept from one rendition to the next for its capacity, as are the two below.
    private var sweeps: [WidthSweep] = []
    /// Container widths and sizes of a width variant's cells, each once.
    private var cellWidths: [Double] = []
    private var cellSizes: [SizeCategory] = []

    init(matrix: Matrix, fonts: FontLibrary, widths: [Double], sizes: [SizeCategory], picker: WidthVariantPicker,
         probe: any RunProbe) {
        self.matrix = matrix
        self.fonts = fonts
        self.widths = widths
        self.sizes = sizes
        self.picker = picker
        self.probe = probe
        self.shaper = Shaper(library: fonts)
    }

    /// HarfBuzz and ICU calls made so far.
    var statistics: ShapingStatistics { shaper.statistics }

    /// Measures `rendition` in every cell of the selection where it is shown.
    mutating func measure(_ rendition: Rendition) throws -> MeasuredRendition {
        let cells = self.cells(of: rendition.key)
        let model = cells.model
        let weight = model.font(for: rendition.language).weight
        // A translation whose specifiers differ from its source's is never measured: each of its cells
        // fails as `formatMismatch`, with nothing measured (no lines) and no picture.
        if rendition.formatMismatch != nil { return formatMismatchCells(rendition, cells, weight: weight) }
        var record = MeasuredRendition(style: model.slot.style, weight: weight, rule: cells.rule)
        // A slot whose width does not depend on the container (a fixed width, a Mac slot) fits alike at
        // every width: measured once, at the first, its cells then holding at the others.
        record.fixedWidth = model.isFixedWidth
        record.fixedSize = model.slot.platform == .macOS
        let measuredWidths = record.fixedWidth ? Array(widths.prefix(1)) : widths
        var observed: [ProbedCell] = []
        let judge = CellJudge(slot: model.slot, readableScale: matrix.readableScale)

        // Shape: what the slot draws, shaped when a cell first needs it.
        var shaping = cells.shaping(rendition, shaper: shaper, clock: probe)
        // Fit and judge, width by width, size by size.
        sweeps.removeAll(keepingCapacity: true)
        sweeps.append(contentsOf: repeatElement(WidthSweep(), count: model.sizes.count))
        cellWidths.removeAll(keepingCapacity: true)
        cellSizes.removeAll(keepingCapacity: true)
        // A rendition that is no width variant is shown in every cell.
        let everyCellShown = rendition.widthVariant == nil
        let observes = probe.observesCells
        // Per size: the width the text needs within its line limit, searched once.
        let neededWidths = RequiredWidthMemo(texts: 1, sizes: model.sizes.count)
        for width in measuredWidths {
            let slotWidth = model.slotWidth(screenWidth: width)
            for index in model.sizes.indices {
                let size = model.sizes[index]
                if !everyCellShown {
                    guard picker.isShown(rendition, slotWidth: slotWidth, pointSize: model.metrics(size: index).pointSize) else { continue }
                    if cellWidths.last != width { cellWidths.append(width) }
                    if !cellSizes.contains(size) { cellSizes.append(size) }
                }
                let parameters = model.parameters(size: index, slotWidth: slotWidth)
                // The text as drawn at `scale` of its size, where the slot lets it shrink.
                func scaled(_ scale: Double) throws -> (BreakableText, FitParameters) {
                    let scaled = model.parameters(size: index, slotWidth: slotWidth, scale: scale)
                    return (try shaping.breakable(at: scaled.pointSize), scaled)
                }
                let fit = try judge.fit({ try sweeps[index].verdict(parameters) { try shaping.breakable(at: parameters.pointSize) } },
                                        scaled: scaled)
                let verdict = CellJudge.verdict(fit, fallback: rendition.status == .untranslated)
                record.cellCount += 1
                guard verdict.isFailure || observes else { continue }
                // The one amount reports give, at the full size: the width the text needs is searched
                // once per size, whatever the slot's width.
                let breakable = try shaping.breakable(at: parameters.pointSize)
                let measurement = try judge.measurement(fit, breakable, parameters, scaled: scaled, neededWidth: {
                    neededWidths.width(text: 0, size: index) { RequiredWidth.requiredWidth(breakable, parameters) }
                })
                if verdict.isFailure {
                    let missing = verdict == .missingGlyphs ? try shaping.missingCharacters(at: parameters.pointSize) : nil
                    record.failing.append(CellResult(containerWidth: width, slotWidth: slotWidth, size: size,
                                                     measurement: measurement, verdict: verdict, image: nil,
                                                     missingCharacters: missing))
                }
                if observes {
                    let cell = ProbedCell(rendition: rendition, request: try shaping.request(at: parameters.pointSize),
                                          containerWidth: width, size: size, parameters: parameters,
                                          measurement: measurement, verdict: verdict)
                    probe.observe(cell)
                    if record.fixedWidth { observed.append(cell) }
                }
            }
        }
        if record.fixedWidth { holdAtEveryWidth(&record, observed: observed, everyCellShown: everyCellShown) }
        // Nearly every rendition is measured at all the run's widths and its slot's sizes: then the
        // record shares those arrays.
        if everyCellShown {
            record.widths = record.cellCount > 0 ? widths : []
            record.sizes = record.cellCount > 0 ? model.sizes : []
        } else {
            record.widths = cellWidths == widths ? widths : cellWidths
            record.sizes = cellSizes == model.sizes ? model.sizes : cellSizes
        }
        return record
    }

    /// A fixed width's cells, measured at the run's first width, hold at every other width alike: they are
    /// counted there (and shown to the probe) with the same verdicts, without fitting again.
    private mutating func holdAtEveryWidth(_ record: inout MeasuredRendition, observed: [ProbedCell], everyCellShown: Bool) {
        let (count, failing) = (record.cellCount, record.failing)
        guard count > 0 else { return }
        for width in widths.dropFirst() {
            record.cellCount += count
            record.failing += failing.map { cell in
                var cell = cell
                cell.containerWidth = width
                return cell
            }
            for cell in observed {
                var cell = cell
                cell.containerWidth = width
                probe.observe(cell)
            }
        }
        if !everyCellShown { cellWidths = widths }
    }

    /// The cells of `key` at the run's sizes: the last key's again, or its slot matched against the rules.
    private mutating func cells(of key: String) -> KeyCells {
        if let current, current.key == key { return current }
        let cells = KeyCells(key: key, matrix: matrix, sizes: sizes, fonts: fonts)
        current = cells
        return cells
    }

    /// The cells of a rendition whose format specifiers differ from its source's: every cell where it
    /// is shown fails as `formatMismatch`, with an empty measurement.
    private func formatMismatchCells(_ rendition: Rendition, _ cells: KeyCells, weight: FontWeight) -> MeasuredRendition {
        let model = cells.model
        var record = MeasuredRendition(style: model.slot.style, weight: weight, rule: cells.rule)
        for width in widths {
            let slotWidth = model.slotWidth(screenWidth: width)
            for index in model.sizes.indices {
                let size = model.sizes[index]
                if rendition.widthVariant != nil,
                   !picker.isShown(rendition, slotWidth: slotWidth, pointSize: model.metrics(size: index).pointSize) { continue }
                if record.widths.last != width { record.widths.append(width) }
                if !record.sizes.contains(size) { record.sizes.append(size) }
                record.cellCount += 1
                let nothing = Judge.formatMismatch(maxLines: model.slot.maxLines)
                record.failing.append(CellResult(containerWidth: width, slotWidth: slotWidth, size: size,
                                                 measurement: nothing, verdict: .formatMismatch))
            }
        }
        return record
    }
}
