import Dispatch
import Foundation

/// One run of the fitting matrix: the driver that reads as the pipeline.
///
/// catalogs → renditions → (per rendition) slot → shaping, once → fitting at every width and size,
/// by arithmetic → verdicts → report builder (+ a picture of each failing cell).
///
/// Work is split across ``RunSelection/jobs`` workers, each with its own ``Shaper``; the shaping
/// cache is shared. The report does not depend on the number of workers or on sharding: the builder
/// sorts everything it keeps.
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
    ///   - images: draws failing cells (only cells whose verdict fails the run); `nil` draws nothing.
    ///   - progress: called now and then with (renditions done, renditions in all), from any thread.
    /// - Throws: ``InputError`` for bad catalogs and for a selection that leaves nothing to measure.
    public func run(images: FailureImageWriter? = nil,
                    progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> RunOutcome {
        let plan = try RunPlan(matrix: matrix, selection: selection)
        let renditions = plan.renditions
        let widths = plan.widths
        let sizes = plan.sizes
        let pickWidthVariant = WidthVariantPicker(plan.allRenditions)
        let cache = ShapingCache()
        let state = SharedRunState(builder: RunReportBuilder(toolVersion: toolVersion, failOn: matrix.failOn,
                                                             shard: selection.shard))
        let jobs = max(1, min(selection.jobs, renditions.count))
        let chunk = 8

        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            let shaper = Shaper(library: fonts)
            while let range = state.nextChunk(of: chunk, total: renditions.count), !state.hasFailed {
                var cells: [MeasuredCell] = []
                for index in range {
                    do {
                        try measure(renditions[index], widths: widths, sizes: sizes, shaper: shaper, cache: cache,
                                    picker: pickWidthVariant, images: images, into: &cells)
                    } catch {
                        state.fail(error)
                        return
                    }
                }
                state.record(renditions[range], cells)
                progress?(state.done, renditions.count)
            }
            state.count(shaper.statistics)
        }
        if let error = state.error { throw error }
        return RunOutcome(report: state.builder.build(), warnings: plan.warnings,
                          untranslatedLanguages: plan.untranslatedLanguages, statistics: state.statistics)
    }

    /// Shapes one rendition once and fits it in every cell of the selection.
    private func measure(_ rendition: Rendition, widths: [Double], sizes: [SizeCategory], shaper: Shaper,
                         cache: ShapingCache, picker: WidthVariantPicker,
                         images: FailureImageWriter?, into cells: inout [MeasuredCell]) throws {
        let match = matrix.slots.resolve(key: rendition.key)
        let slot = match.slot
        let font = matrix.font(for: rendition.language, slot: slot)
        // Shaped once per (text, language, font): every width and size below is arithmetic. Only a
        // font with an `opsz` axis is shaped again per point size, since its outlines change with size.
        var shapedBySize: [Double: (ShapedText, BreakableText)] = [:]
        func shaped(at pointSize: Double) throws -> (ShapedText, BreakableText) {
            let opticalSize = fonts.hasOpticalSizeAxis ? pointSize : nil
            if let done = shapedBySize[opticalSize ?? 0] { return done }
            let request = ShapingRequest(text: rendition.text, language: rendition.language, font: font,
                                         opticalSize: opticalSize)
            let text = try cache.shaped(request, using: shaper)
            let done = (text, BreakableText(text))
            shapedBySize[opticalSize ?? 0] = done
            return done
        }
        for width in widths {
            let container = matrix.containerWidth(for: width)
            let slotWidth = slot.width.resolve(containerWidth: container)
            for size in sizes {
                let metrics = slot.typeMetrics(at: size)
                guard picker.isShown(rendition, slotWidth: slotWidth, pointSize: metrics.pointSize) else { continue }
                var tracking = slot.tracking
                if slot.sfTracking { tracking += SFTracking.tracking(forPointSize: metrics.pointSize) }
                let parameters = FitParameters(pointSize: metrics.pointSize, slotWidth: slotWidth,
                                               maxLines: slot.maxLines, maxHeight: slot.maxHeight,
                                               lineHeight: metrics.leading, tracking: tracking)
                let (shaped, breakable) = try shaped(at: metrics.pointSize)
                let measurement = LineFitter.fit(breakable, parameters)
                let verdict = Self.verdict(measurement, rendition)
                var image: String?
                if let images, verdict.isFailure, matrix.failOn.contains(verdict) {
                    image = try images.write(FailureCell(
                        key: rendition.key, language: rendition.language, variant: rendition.variant,
                        containerWidth: width, textSize: "\(slot.style.rawValue) \(size.rawValue)",
                        shaped: shaped, measurement: measurement, parameters: parameters, verdict: verdict))
                }
                cells.append(MeasuredCell(rendition: rendition, containerWidth: width, slotWidth: slotWidth,
                                          size: size, style: slot.style, weight: font.weight, rule: match.source,
                                          measurement: measurement, verdict: verdict, image: image))
            }
        }
    }

    /// The cell's verdict: the measurement's, or `untranslated` when the text is a fallback and
    /// nothing worse applies.
    static func verdict(_ measurement: FitCore.Measurement, _ rendition: Rendition) -> Verdict {
        guard rendition.status == .untranslated else { return measurement.verdict }
        return min(measurement.verdict, .untranslated)
    }
}

/// The result of a run: the report, and run-level warnings worth printing (e.g. a language whose
/// every rendition is a fallback).
public struct RunOutcome: Sendable {
    public var report: RunReport
    public var warnings: [String]
    /// Requested languages with no translated rendition at all (each also has a warning): the run
    /// fails, even when `untranslated` cells do not, since such a language is only the source text again.
    public var untranslatedLanguages: [String]
    /// HarfBuzz and ICU calls made by all workers together: shaping happens once per unique text,
    /// never per width or size.
    public var statistics: ShapingStatistics
}

/// One measured cell on its way to the report builder.
struct MeasuredCell: Sendable {
    var rendition: Rendition
    var containerWidth: Double
    var slotWidth: Double
    var size: SizeCategory
    var style: TextStyle
    var weight: FontWeight
    var rule: String
    var measurement: FitCore.Measurement
    var verdict: Verdict
    var image: String?
}

/// The state workers share: the next chunk to take, the report builder, the first error.
private final class SharedRunState: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private(set) var done = 0
    private(set) var error: Error?
    private(set) var statistics = ShapingStatistics(shapeCalls: 0, breakCalls: 0)
    private var _builder: RunReportBuilder

    init(builder: RunReportBuilder) { _builder = builder }

    var builder: RunReportBuilder { lock.withLock { _builder } }
    var hasFailed: Bool { lock.withLock { error != nil } }

    func nextChunk(of size: Int, total: Int) -> Range<Int>? {
        lock.withLock {
            guard next < total else { return nil }
            let range = next..<min(next + size, total)
            next = range.upperBound
            return range
        }
    }

    func record(_ renditions: ArraySlice<Rendition>, _ cells: [MeasuredCell]) {
        lock.withLock {
            for rendition in renditions { _builder.noteRendition(rendition) }
            for cell in cells {
                _builder.add(rendition: cell.rendition, containerWidth: cell.containerWidth, slotWidth: cell.slotWidth,
                             size: cell.size, style: cell.style, weight: cell.weight, rule: cell.rule,
                             measurement: cell.measurement, verdict: cell.verdict, image: cell.image)
            }
            done += renditions.count
        }
    }

    func count(_ calls: ShapingStatistics) {
        lock.withLock {
            statistics.shapeCalls += calls.shapeCalls
            statistics.breakCalls += calls.breakCalls
        }
    }

    func fail(_ error: Error) {
        lock.withLock { if self.error == nil { self.error = error } }
    }
}
