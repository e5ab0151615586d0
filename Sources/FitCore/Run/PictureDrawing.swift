import Dispatch
import Foundation

/// Draws the pictures of a finished run: the cells a ``PictureSelection`` chooses (by default each
/// finding's worst cell, the most severe findings first, up to the limit).
///
/// The run keeps no glyphs (fitting reads clusters only), so each chosen cell is shaped again, set by
/// the same ``KeyCells`` and shaped by the same ``TextShaping`` as in ``MatrixRun``, fitted again —
/// the same lines — and drawn. A few hundred pictures cost a few hundred shapings: nothing next to the run. The pictures'
/// paths go into the report, on the failing cell and on the finding it shows.
struct PictureDrawing {
    var run: MatrixRun
    /// The run's renditions and container widths.
    var renditions: [Rendition]
    var widths: [Double]
    /// The renditions of the run's group members (``RunGroups/renditions``).
    var groupRenditions: [Rendition] = []

    /// A rendition as a failing cell's record names it.
    private struct RenditionID: Hashable {
        var file: String, key: String, language: String, variant: String
        init(_ record: FailureRecord) {
            (file, key, language, variant) = (record.file, record.key, record.language, record.variant)
        }
        init(_ rendition: Rendition) {
            (file, key, language, variant) = (rendition.file, rendition.key, rendition.language, rendition.variant)
        }
    }

    /// Draws what `writer.selection` chooses from `report`, on `jobs` threads, and notes each picture's
    /// path and the summary in `report`. The pictures do not depend on `jobs`.
    func draw(_ report: inout RunReport, writer: FailureImageWriter, jobs: Int) throws {
        let selection = writer.selection
        // A green run draws nothing and says nothing about pictures.
        guard selection.mode != .none, !report.findings.isEmpty else { return }
        let (chosen, leftOut) = selection.choose(report)
        let records = chosen.map(\.record)
        // A group's finding is drawn as its row: every member in its share.
        let groups = chosen.map { choice in choice.finding.map { report.findings[$0] }.flatMap { $0.group == nil ? nil : $0 } }
        // The renditions of the chosen cells, found in one pass.
        var wanted = Set(records.map(RenditionID.init))
        var found: [RenditionID: Rendition] = [:]
        for candidate in renditions where !wanted.isEmpty {
            let id = RenditionID(candidate)
            if wanted.remove(id) != nil { found[id] = candidate }
        }
        let rendition = found

        let results = DrawnPictures(count: records.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, records.count))) { worker in
            let shaper = Shaper(library: run.fonts)
            var index = worker
            while index < records.count, !results.hasFailed {
                do {
                    let picture: Picture
                    if let finding = groups[index] {
                        picture = try groupPicture(records[index], finding, shaper: shaper)
                    } else {
                        guard let source = rendition[RenditionID(records[index])] else {
                            throw InternalError("no rendition for the failing cell \(records[index].key) · \(records[index].language)")
                        }
                        picture = Picture(cell: try cell(records[index], source, shaper: shaper))
                    }
                    results.set(index, try writer.write(picture))
                } catch {
                    results.fail(error, at: index)
                }
                index += max(1, min(jobs, records.count))
            }
        }
        if let error = results.error { throw error }

        for (choice, path) in zip(chosen, results.paths) {
            if let finding = choice.finding { report.findings[finding].image = path }
            if let failure = choice.failure { report.failures?[failure].image = path }
        }
        // The files on disk: two chosen cells drawn alike share one (counted once).
        report.pictures = PictureSummary(mode: selection.mode.rawValue, written: Set(results.paths.compactMap { $0 }).count,
                                         leftOut: leftOut,
                                         limit: selection.limit)
    }

    /// The run's own container width for a report's (reports round widths to 0.01 pt).
    func runWidth(_ reported: Double) -> Double {
        Self.runWidth(reported, in: widths)
    }

    /// The one of `widths` (a run's or a plan's container widths) that `reported` names, reports
    /// rounding widths to 0.01 pt; `reported` itself when none does.
    static func runWidth(_ reported: Double, in widths: [Double]) -> Double {
        widths.first { abs($0 - reported) <= 0.005 } ?? reported
    }

    /// The failing cell of `record` as the run measured it (``keyCell(_:size:containerWidth:matrix:fonts:shaper:parameters:verdict:excessPoints:)``).
    func cell(_ record: FailureRecord, _ rendition: Rendition, shaper: Shaper) throws -> FailureCell {
        // The caption says the amount the reports give for this cell: the run's own figure.
        try Self.keyCell(rendition, size: record.size, containerWidth: runWidth(record.containerWidth),
                         matrix: run.matrix, fonts: run.fonts, shaper: shaper,
                         verdict: record.verdict, excessPoints: record.excessPoints)
    }

    /// `rendition` alone in its key's cell at `size` and container width `containerWidth`, as a run
    /// measures it: the same key cells (slot, cell model, font) and shaping path, with its glyphs,
    /// fitted into the same lines (``drawnCell(_:_:_:containerWidth:textSize:verdict:excessPoints:)``).
    /// `parameters`: the cell's own when the caller measured it so (a trial's cell), else the model's.
    static func keyCell(_ rendition: Rendition, size: SizeCategory, containerWidth: Double, matrix: Matrix,
                        fonts: FontLibrary, shaper: Shaper, parameters: FitParameters? = nil, verdict: Verdict? = nil,
                        excessPoints: Double? = nil) throws -> FailureCell {
        let cells = KeyCells(key: rendition.key, matrix: matrix, sizes: [size], fonts: fonts)
        var shaping = cells.shaping(rendition, shaper: shaper, keepingGlyphs: true)
        let parameters = parameters ?? cells.model.parameters(size: 0, slotWidth: cells.model.slotWidth(screenWidth: containerWidth))
        return try drawnCell(rendition, &shaping, parameters, containerWidth: containerWidth,
                             textSize: "\(cells.slot.style.rawValue) \(size.rawValue)",
                             verdict: verdict, excessPoints: excessPoints)
    }

    /// A text as a picture draws it: shaped with its glyphs (``TextShaping``, as the run shaped it),
    /// fitted with `parameters` into the lines the run measured, judged with its amount. With
    /// `verdict` and `excessPoints`, the caption says the reports' (the run's own figures).
    static func drawnCell(_ rendition: Rendition, _ shaping: inout TextShaping, _ parameters: FitParameters,
                          containerWidth: Double, textSize: String, verdict: Verdict? = nil,
                          excessPoints: Double? = nil) throws -> FailureCell {
        let shaped = try shaping.shaped(at: parameters.pointSize)
        var measurement = Judge.measureWithAmount(shaped, parameters)
        if let excessPoints { measurement.excessPoints = excessPoints }
        return FailureCell(key: rendition.key, language: rendition.language, variant: rendition.variant,
                           containerWidth: containerWidth, textSize: textSize, shaped: shaped,
                           measurement: measurement, parameters: parameters, verdict: verdict, file: rendition.file)
    }
}

/// The paths of pictures drawn on several threads, by place, and the error of the earliest place.
private final class DrawnPictures: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var paths: [String?]
    private var errorIndex = Int.max
    private(set) var error: Error?

    init(count: Int) { paths = Array(repeating: nil, count: count) }

    var hasFailed: Bool { lock.withLock { error != nil } }

    func set(_ index: Int, _ path: String) { lock.withLock { paths[index] = path } }

    /// Keeps the error of the earliest place, so the message does not depend on which thread got there first.
    func fail(_ error: Error, at index: Int) {
        lock.withLock {
            if index < errorIndex { (self.error, errorIndex) = (error, index) }
        }
    }
}
