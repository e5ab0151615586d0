import Dispatch
import Foundation

/// One run of the fitting matrix: the driver that reads as the pipeline.
///
/// catalogs → renditions → (per rendition) slot → shaping, once → fitting at every width and size,
/// by arithmetic → verdicts → report builder → findings → pictures of the most severe findings.
///
/// Work is split across ``RunSelection/jobs`` workers, each with its own ``Shaper`` (and so its own
/// word cache); only the report builder is shared. The report does not depend on the number of
/// workers or on sharding: the builder sorts everything it keeps.
public struct MatrixRun: Sendable {
    public var matrix: Matrix
    public var selection: RunSelection
    public var fonts: FontLibrary
    public var toolVersion: String

    public init(matrix: Matrix, selection: RunSelection, fonts: FontLibrary, toolVersion: String) {
        self.matrix = matrix
        self.selection = selection
        self.fonts = fonts
        self.toolVersion = toolVersion
    }

    /// Measures every selected cell.
    /// - Parameters:
    ///   - images: draws the pictures its ``FailureImageWriter/selection`` chooses (a finding's worst
    ///     cell each, by default) once the report is built; `nil` draws nothing.
    ///   - progress: called now and then with (renditions done, renditions in all), from any thread.
    ///   - probe: times the stages and sees the cells (the benchmark's); ``NoProbe`` does nothing.
    ///   - keepingCells: keep every failing cell's record in the report (``RunReport/failures``), not
    ///     only the findings.
    /// - Throws: ``InputError`` for bad catalogs and for a selection that leaves nothing to measure.
    public func run(images: FailureImageWriter? = nil,
                    progress: (@Sendable (Int, Int) -> Void)? = nil,
                    probe: any RunProbe = NoProbe(), keepingCells: Bool = true) throws -> RunOutcome {
        let (plan, expanded) = try probe.time(.reading) {
            let plan = try RunPlan(matrix: matrix, selection: selection)
            let expanded = try RunRenditions(expanding: plan)
            // The catalogs' JSON trees are gone: hand their pages back (glibc keeps them otherwise, and
            // shaped texts and failures then land around the holes they leave).
            MemoryTrim.releaseFreePages()
            return (plan, expanded)
        }
        let renditions = expanded.renditions
        let widths = plan.widths
        let sizes = plan.sizes
        let pickWidthVariant = WidthVariantPicker(expanded.all)
        let state = SharedRunState(builder: RunReportBuilder(toolVersion: toolVersion, failOn: matrix.failOn,
                                                             shard: selection.shard, keepsCells: keepingCells))
        let jobs = max(1, min(selection.jobs, renditions.count))
        let chunk = 8

        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            let shaper = Shaper(library: fonts)
            // Renditions come key by key (a key's languages and variants one after the other): its
            // slot is matched against the rules once, not once per rendition.
            var lastMatch: (key: String, match: SlotMatch, styles: [SizeStyle])?
            // Per rendition, reused from one to the next (see `MeasureScratch`).
            var scratch = MeasureScratch()
            // Read through a buffer: no chunk slice or iterator copies a rendition on its way to
            // `measure` and the builder.
            renditions.withUnsafeBufferPointer { renditions in
                while let range = state.nextChunk(of: chunk, total: renditions.count), !state.hasFailed {
                    var measured: [MeasuredRendition] = []
                    measured.reserveCapacity(chunk)
                    for index in range {
                        let key = renditions[index].key
                        let match: SlotMatch, styles: [SizeStyle]
                        if let lastMatch, lastMatch.key == key {
                            (match, styles) = (lastMatch.match, lastMatch.styles)
                        } else {
                            match = matrix.slots.resolve(key: key)
                            styles = Self.styles(of: match.slot, at: sizes)
                            lastMatch = (key, match, styles)
                            scratch.sizes = styles.map(\.size)
                            scratch.spansOpticalDesigns = Self.spansOpticalDesigns(styles, fonts: fonts)
                        }
                        do {
                            try probe.time(.measuring) {
                                try measure(renditions[index], match: match, styles: styles, scratch: &scratch, widths: widths,
                                            shaper: shaper, picker: pickWidthVariant, probe: probe, into: &measured)
                            }
                        } catch {
                            state.fail(error, at: index)
                            return
                        }
                    }
                    let done = probe.time(.reporting) { state.record(UnsafeBufferPointer(rebasing: renditions[range]), measured) }
                    probe.measured(renditions: range.count, cells: measured.reduce(0) { $0 + $1.cellCount })
                    progress?(done, renditions.count)
                }
            }
            state.count(shaper.statistics)
        }
        if let error = state.error { throw error }
        var report = probe.time(.reporting) {
            var builder = state.takeBuilder()
            var report = builder.finish()
            report.selection = plan.fingerprint()
            report.summary.skipped = plan.skipped > 0 ? plan.skipped : nil
            report.summary.excluded = plan.excluded > 0 ? plan.excluded : nil
            report.untranslatedLanguages = expanded.untranslatedLanguages.isEmpty ? nil : expanded.untranslatedLanguages.sorted()
            return report
        }
        if let images {
            try PictureDrawing(run: self, renditions: renditions, widths: widths)
                .draw(&report, writer: images, jobs: max(1, selection.jobs))
        }
        return RunOutcome(report: report, warnings: expanded.warnings,
                          untranslatedLanguages: expanded.untranslatedLanguages, statistics: state.statistics)
    }

    /// Shapes one rendition once and fits it in every cell of the selection.
    private func measure(_ rendition: Rendition, match: SlotMatch, styles: [SizeStyle], scratch: inout MeasureScratch,
                         widths: [Double], shaper: Shaper,
                         picker: WidthVariantPicker, probe: any RunProbe,
                         into measured: inout [MeasuredRendition]) throws {
        let slot = match.slot
        let font = matrix.font(for: rendition.language, slot: slot)
        // A translation whose specifiers differ from its source's is never measured: each of its cells
        // fails as `formatMismatch`, with nothing measured (no lines) and no picture.
        if rendition.formatMismatch != nil {
            measured.append(Self.formatMismatchCells(rendition, slot: slot, weight: font.weight, rule: match.source,
                                                     widths: widths, styles: styles, picker: picker,
                                                     containerWidth: matrix.containerWidth(for:)))
            return
        }
        // One record per rendition, not per cell: passing cells are only counted, and only failing
        // ones are kept, with their measurement.
        var record = MeasuredRendition(style: slot.style, weight: font.weight, rule: match.source)
        // What the slot draws: Markdown parsed where SwiftUI's Text would (``Slot/markdown``).
        let drawn = slot.drawn(rendition.text)
        scratch.cellWidths.removeAll(keepingCapacity: true)
        scratch.cellSizes.removeAll(keepingCapacity: true)
        // Shaped once per (text, language, font) and optical design: every width and size below is
        // arithmetic, the blend between the two designs too. Only a font with an `opsz` axis is shaped
        // again per point size, since its outlines change with size.
        // A few entries at most (one without `opsz`): searched in order, no hashing. (An optional
        // for the first one cost more than the array: copying it out took a 200-byte copy per cell.)
        var shapedBySize: [ShapedAtSize] = []
        // The shaping in both designs that the sizes between them are blended from (one, without `opsz`).
        var blendable: [(request: ShapingRequest, shaped: ShapedText)] = []
        // Where the slot's sizes fall on both sides of a design's size (and the font has no `opsz`):
        // the text shaped once in each design, every size derived from it.
        var optical: OpticalShapings?
        // The text every cell fits: cells touch only it (one retain), not the request and shaped text.
        var last: (size: Double, breakable: BreakableText)?
        // The place of the text shaped for a size in `shapedBySize`: read in place, a field at a time (a
        // copy of the whole costs a dozen reference counts).
        func shaped(at pointSize: Double) throws -> Int {
            let request = fonts.request(drawn, language: rendition.language, font: font, pointSize: pointSize)
            let opticalSize = request.opticalSize
            if let done = shapedBySize.firstIndex(where: { $0.size == opticalSize ?? 0 }) { return done }
            // No cache of whole texts: a text met again (1 to 6 % of a real catalog's) is rebuilt from
            // the shaper's word cache, which costs less than hashing and keeping every text did.
            // No glyphs: fitting reads clusters alone (pictures are drawn after the run, shaped again).
            // Sizes between the two optical designs share one shaping, blended here per size.
            let text: ShapedText = try probe.time(.shaping) {
                if scratch.spansOpticalDesigns, let opticalSize {
                    if optical == nil {
                        var both = request
                        both.opticalSize = OpticalDesigns.blendedSize
                        optical = try shaper.shapeBothDesigns(both, keepingGlyphs: false)
                    }
                    return optical!.shaped(opticalSize: opticalSize)
                } else {
                    let design = fonts.designRequest(for: request)
                    let unblended: ShapedText
                    if let known = blendable.first(where: { $0.request == design.request }) {
                        unblended = known.shaped
                    } else {
                        unblended = try shaper.shapeDesigns(design.request, keepingGlyphs: false)
                        if design.displayShare != nil { blendable.append((design.request, unblended)) }
                    }
                    return unblended.blended(displayShare: design.displayShare)
                }
            }
            let done = ShapedAtSize(size: opticalSize ?? 0, request: request, shaped: text, breakable: BreakableText(text))
            shapedBySize.append(done)
            return shapedBySize.count - 1
        }
        func breakable(at pointSize: Double) throws -> BreakableText {
            let size = fonts.opticalSize(forPointSize: pointSize) ?? 0
            // Without an `opsz` axis every cell asks for the same text: no dictionary look-up per cell.
            if let last, last.size == size { return last.breakable }
            let text = try shapedBySize[shaped(at: pointSize)].breakable
            last = (size, text)
            return text
        }
        // Per size, what decides most cells whatever the width, worked out when first needed: the
        // width the text needs on one line (``LineFitter/oneLineWidth(_:_:)``) and, in a slot without
        // line or height limit, its widest word.
        scratch.facts.removeAll(keepingCapacity: true)
        scratch.facts.append(contentsOf: repeatElement(SizeFacts(), count: styles.count))
        // A rendition that is no width variant is shown in every cell; one whose cells that fit pass
        // (a fallback text fails as `untranslated` even then) needs nothing from such a cell once its
        // size's one-line width is known: the cell is a comparison and a count.
        let everyCellShown = rendition.widthVariant == nil
        let observes = probe.observesCells
        let fittingCellsPass = rendition.status != .untranslated && !observes
        for width in widths {
            let container = matrix.containerWidth(for: width)
            let slotWidth = slot.width.resolve(containerWidth: container)
            for styleIndex in styles.indices {
                if everyCellShown && fittingCellsPass && scratch.facts[styleIndex].known,
                   let oneLine = scratch.facts[styleIndex].oneLineWidth, oneLine <= slotWidth + LineFitter.tolerance {
                    record.cellCount += 1
                    continue
                }
                let size = styles[styleIndex].size, metrics = styles[styleIndex].metrics
                let tracking = styles[styleIndex].tracking
                if !everyCellShown {
                    guard picker.isShown(rendition, slotWidth: slotWidth, pointSize: metrics.pointSize) else { continue }
                    scratch.noteCell(containerWidth: width, size: size)
                }
                let parameters = Self.parameters(slot, styles[styleIndex], slotWidth: slotWidth)
                if !scratch.facts[styleIndex].known {
                    scratch.facts[styleIndex].oneLineWidth = LineFitter.oneLineWidth(try breakable(at: metrics.pointSize), parameters)
                    scratch.facts[styleIndex].known = true
                }
                // Most cells fit: for them the verdict is all there is to keep. A failing cell is
                // fitted again, keeping its lines for the report's line widths and the picture.
                let fitted: Verdict
                if let oneLine = scratch.facts[styleIndex].oneLineWidth, oneLine <= slotWidth + LineFitter.tolerance {
                    fitted = .fits   // what LineFitter.fitsOnOneLine says, without reading the text again
                } else if slot.maxLines == nil && slot.maxHeight == nil {
                    let breakable = try breakable(at: metrics.pointSize)
                    let widest = scratch.facts[styleIndex].widestPiece ?? breakable.widestPiece(pointSize: metrics.pointSize, tracking: tracking)
                    scratch.facts[styleIndex].widestPiece = widest
                    fitted = LineFitter.fitsWrappingFreely(breakable, parameters, widestPiece: widest)
                        ? .fits : LineFitter.verdict(breakable, parameters)
                } else {
                    fitted = LineFitter.verdict(try breakable(at: metrics.pointSize), parameters)
                }
                let verdict = Self.verdict(fitted, rendition)
                record.cellCount += 1
                guard verdict.isFailure || observes else { continue }
                let measurement = LineFitter.fit(try breakable(at: metrics.pointSize), parameters)
                if verdict.isFailure {
                    let missing = verdict == .missingGlyphs
                        ? try shapedBySize[shaped(at: metrics.pointSize)].shaped.missingCharacters.map(CodePoint.described).joined(separator: ", ")
                        : nil
                    record.failing.append(CellResult(containerWidth: width, slotWidth: slotWidth, size: size,
                                                     measurement: measurement, verdict: verdict, image: nil,
                                                     missingCharacters: missing))
                }
                if observes {
                    probe.observe(ProbedCell(rendition: rendition, request: try shapedBySize[shaped(at: metrics.pointSize)].request,
                                        containerWidth: width, size: size, parameters: parameters,
                                        measurement: measurement, verdict: verdict))
                }
            }
        }
        // Nearly every rendition is measured at all the run's widths and its slot's sizes: then the
        // record shares those arrays instead of allocating its own.
        if everyCellShown {
            record.widths = record.cellCount > 0 ? widths : []
            record.sizes = record.cellCount > 0 ? scratch.sizes : []
        } else {
            record.widths = scratch.cellWidths == widths ? widths : scratch.cellWidths
            record.sizes = scratch.cellSizes == scratch.sizes ? scratch.sizes : scratch.cellSizes
        }
        measured.append(record)
    }

    /// The cells of a rendition whose format specifiers differ from its source's: every cell where it
    /// is shown fails as `formatMismatch`, with an empty measurement.
    private static func formatMismatchCells(_ rendition: Rendition, slot: Slot, weight: FontWeight, rule: String,
                                            widths: [Double], styles: [SizeStyle], picker: WidthVariantPicker,
                                            containerWidth: (Double) -> Double) -> MeasuredRendition {
        var record = MeasuredRendition(style: slot.style, weight: weight, rule: rule)
        for width in widths {
            let slotWidth = slot.width.resolve(containerWidth: containerWidth(width))
            for style in styles {
                if rendition.widthVariant != nil,
                   !picker.isShown(rendition, slotWidth: slotWidth, pointSize: style.metrics.pointSize) { continue }
                if record.widths.last != width { record.widths.append(width) }
                if !record.sizes.contains(style.size) { record.sizes.append(style.size) }
                record.cellCount += 1
                let nothing = Measurement(lines: [], widestLineWidth: 0, height: 0, verdict: .formatMismatch, failures: [.formatMismatch],
                                          maxLines: slot.maxLines, excessPoints: 0, overflowLines: 0)
                record.failing.append(CellResult(containerWidth: width, slotWidth: slotWidth, size: style.size,
                                                 measurement: nothing, verdict: .formatMismatch))
            }
        }
        return record
    }

    /// Type metrics and tracking of a slot at each size: they depend on the slot and the size only,
    /// so they are worked out once per key, not per cell (a look-up in the Dynamic Type table and in
    /// the tracking table each).
    static func styles(of slot: Slot, at sizes: [SizeCategory]) -> [SizeStyle] {
        sizes.map { size in
            let metrics = slot.typeMetrics(at: size)
            var tracking = slot.tracking
            if slot.sfTracking { tracking += SFTracking.tracking(forPointSize: metrics.pointSize) }
            return SizeStyle(size: size, metrics: metrics, tracking: tracking)
        }
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

    /// What fitting a slot's text at one size in `slotWidth` points needs besides the text.
    static func parameters(_ slot: Slot, _ style: SizeStyle, slotWidth: Double) -> FitParameters {
        FitParameters(pointSize: style.metrics.pointSize, slotWidth: slotWidth, maxLines: slot.maxLines,
                      maxHeight: slot.maxHeight, lineHeight: style.metrics.leading, tracking: style.tracking)
    }

    /// The cell's verdict: the measurement's, or `untranslated` when the text is a fallback and
    /// nothing worse applies.
    static func verdict(_ measured: Verdict, _ rendition: Rendition) -> Verdict {
        guard rendition.status == .untranslated else { return measured }
        return measured.isMoreSevere(than: .untranslated) ? measured : .untranslated
    }
}

/// A size category as a slot sets it: its type metrics and letter-spacing.
struct SizeStyle {
    var size: SizeCategory
    var metrics: TypeMetrics
    var tracking: Double
}

/// What a worker reuses from one rendition to the next in `MatrixRun.measure`: arrays keep their
/// capacity, so that a rendition allocates only what it hands on.
struct MeasureScratch {
    /// Per size of the rendition being measured.
    var facts: [SizeFacts] = []
    /// Container widths and sizes of the rendition's cells, each once per run of equal values (cells
    /// come width by width, size by size).
    var cellWidths: [Double] = []
    var cellSizes: [SizeCategory] = []
    /// The sizes of the current key's slot, in order.
    var sizes: [SizeCategory] = []
    /// Whether the current key's sizes fall in more than one of: the text design's, between the
    /// designs, the display design's (`MatrixRun.spansOpticalDesigns`).
    var spansOpticalDesigns = false

    mutating func noteCell(containerWidth: Double, size: SizeCategory) {
        if cellWidths.last != containerWidth { cellWidths.append(containerWidth) }
        if !cellSizes.contains(size) { cellSizes.append(size) }
    }
}

/// What one size of a rendition's cells shares, whatever the width (see `MatrixRun.measure`).
struct SizeFacts {
    var known = false
    var oneLineWidth: Double?
    var widestPiece: Double?
}

/// A rendition's text shaped at one optical size (0: the font has no `opsz` axis), with what fitting reads.
private struct ShapedAtSize {
    var size: Double
    var request: ShapingRequest
    var shaped: ShapedText
    var breakable: BreakableText
}

/// The measured cells of one rendition on their way to the report builder: how many, at which
/// widths and sizes, and the failing ones (passing cells are only counted).
/// It goes with the rendition at the same place of the chunk.
struct MeasuredRendition: Sendable {
    var style: TextStyle
    var weight: FontWeight
    var rule: String
    var cellCount = 0
    /// Container widths and sizes measured (see `MeasureScratch`).
    var widths: [Double] = []
    var sizes: [SizeCategory] = []
    /// Cells whose verdict is not `fits`, in measuring order.
    var failing: [CellResult] = []
}

/// The state workers share: the next chunk to take, the report builder, the first error.
private final class SharedRunState: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private(set) var done = 0
    private var errorIndex = Int.max
    private(set) var error: Error?
    private(set) var statistics = ShapingStatistics(shapeCalls: 0, breakCalls: 0)
    private var _builder: RunReportBuilder

    init(builder: RunReportBuilder) { _builder = builder }

    /// The builder, leaving an empty one behind, so that the caller holds the only reference to
    /// its records and can sort them in place.
    func takeBuilder() -> RunReportBuilder {
        lock.withLock {
            let taken = _builder
            _builder = RunReportBuilder(toolVersion: taken.toolVersion, failOn: taken.failOn, shard: taken.shard,
                                        keepsCells: taken.keepsCells)
            return taken
        }
    }
    var hasFailed: Bool { lock.withLock { error != nil } }

    func nextChunk(of size: Int, total: Int) -> Range<Int>? {
        lock.withLock {
            guard next < total else { return nil }
            let range = next..<min(next + size, total)
            next = range.upperBound
            return range
        }
    }

    /// Adds a chunk's cells to the builder; returns the number of renditions done so far.
    /// - Parameter measured: one record per rendition of `renditions`, in the same order.
    @discardableResult
    func record(_ renditions: UnsafeBufferPointer<Rendition>, _ measured: [MeasuredRendition]) -> Int {
        precondition(renditions.count == measured.count)
        return lock.withLock {
            // By index, from buffers: a `for … in` over the chunk copied each rendition once more.
            measured.withUnsafeBufferPointer { measured in
                for index in renditions.indices { _builder.noteRendition(renditions[index]) }
                for index in renditions.indices {
                    _builder.add(rendition: renditions[index], style: measured[index].style,
                                 weight: measured[index].weight, rule: measured[index].rule,
                                 cellCount: measured[index].cellCount, widths: measured[index].widths,
                                 sizes: measured[index].sizes, failing: measured[index].failing)
                }
            }
            done += renditions.count
            return done
        }
    }

    func count(_ calls: ShapingStatistics) {
        lock.withLock {
            statistics += calls
        }
    }

    /// Keeps the error of the earliest rendition, so that the message does not depend on which worker
    /// got there first.
    func fail(_ error: Error, at index: Int = Int.max) {
        lock.withLock {
            if self.error == nil || index < errorIndex {
                self.error = error
                errorIndex = index
            }
        }
    }
}
