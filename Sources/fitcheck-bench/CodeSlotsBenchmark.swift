import FitCore
import Foundation

/// What inferring the slots on every run costs (issue 42: "warm ≤ 1.2× of the run with frozen slots"):
/// a corpus app copied to a scratch folder with the small `fitcheck.json` `init` writes, then the whole
/// run (images off) three ways, alternated `runs` times: **cold** (the lex cache removed first),
/// **warm** (the cache of the run before), and **frozen** (`--slots FILE`: the same slots exported once,
/// no source read). Wall and process CPU seconds; the table gives the best of each.
struct CodeSlotsBenchmark {
    var app: String
    var jobs: Int
    var runs: Int
    var work: String

    struct Timing { var wall: Double, cpu: Double }
    struct Result {
        var app: String, swiftFiles: Int, nibs: Int, keys: Int, cells: Int
        var cold: [Timing] = [], warm: [Timing] = [], frozen: [Timing] = []
    }

    func run() throws -> Result {
        let copy = work + "/slots-app"
        try? FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: app, toPath: copy)
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy)
        let walker = FileManager.default.enumerator(atPath: copy)
        while let item = walker?.nextObject() as? String {
            _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy + "/" + item)
        }
        _ = try ProjectInit.write(folder: copy, platform: nil)
        let matrix = try Matrix.load(path: copy + "/fitcheck.json")
        let fonts = try FontLibrary.bundled()
        let (measured, _) = matrix.withFontFamilies(loaded: fonts.hasFamily)
        let catalogs = try matrix.catalogPaths.flatMap(CatalogReader.read(path:))
        guard let slots = try CodeSlots.load(matrix: matrix, catalogs: catalogs), let text = slots.exportText else {
            throw BenchError("\(app): no slots from code")
        }
        let export = work + "/slots-export.json"
        try Data(text.utf8).write(to: URL(fileURLWithPath: export))
        let cache = (copy as NSString).appendingPathComponent(".fitcheck/cache")

        var result = Result(app: (app as NSString).lastPathComponent, swiftFiles: slots.inference?.swiftFiles ?? 0,
                            nibs: slots.inference?.nibFiles ?? 0, keys: Set(catalogs.flatMap { $0.entries.map(\.key) }).count, cells: 0)
        func measure(slotsFile: String?) throws -> Timing {
            var selection = RunSelection(jobs: jobs)
            selection.slotsFile = slotsFile
            let cpuBefore = Clock.cpuSeconds()
            let start = Clock.now()
            let outcome = try MatrixRun(matrix: measured, selection: selection, fonts: fonts, toolVersion: "bench").run(keepingCells: false)
            result.cells = outcome.report.summary.cells
            return Timing(wall: Clock.now() - start, cpu: Clock.cpuSeconds() - cpuBefore)
        }
        for _ in 0 ..< max(1, runs) {
            try? FileManager.default.removeItem(atPath: cache)
            result.cold.append(try measure(slotsFile: nil))
            result.warm.append(try measure(slotsFile: nil))
            result.frozen.append(try measure(slotsFile: export))
        }
        return result
    }

    static func markdown(_ result: Result) -> String {
        func best(_ timings: [Timing]) -> Timing {
            Timing(wall: timings.map(\.wall).min() ?? 0, cpu: timings.map(\.cpu).min() ?? 0)
        }
        let (cold, warm, frozen) = (best(result.cold), best(result.warm), best(result.frozen))
        func row(_ name: String, _ timing: Timing) -> String {
            "| \(name) | \(format(timing.wall)) | \(format(timing.cpu)) | \(String(format: "%.2f×", timing.wall / max(frozen.wall, 1e-9))) "
                + "| \(String(format: "%.2f×", timing.cpu / max(frozen.cpu, 1e-9))) |\n"
        }
        return "\n### Slots from code on every run: \(result.app) (\(result.swiftFiles) Swift files, \(result.nibs) nibs, "
            + "\(result.keys) keys, \(result.cells) cells), best of \(result.cold.count) runs each, alternated\n\n"
            + "| run | wall (s) | CPU (s) | wall ÷ frozen | CPU ÷ frozen |\n|---|---:|---:|---:|---:|\n"
            + row("inferred, cold cache", cold) + row("inferred, warm cache", warm) + row("frozen slots (--slots FILE)", frozen)
            + "\nTarget (issue 42): warm ≤ 1.2× frozen.\n"
    }
}

/// Inference on every run against frozen slots (``CodeSlotsBenchmark``), on the largest corpus app.
func slotsMode(_ options: BenchOptions, work: String) throws {
    let name = options.values["app"] ?? "duckduckgo-ios-app"
    guard let app = SlotsBenchmark.corpusFolder(name) else {
        log("slots: the corpus app \(name) is not here (set FITCHECK_CORPUS): skipped")
        return
    }
    log("measuring \(name) with slots inferred (cold, warm) and frozen…")
    let benchmark = CodeSlotsBenchmark(app: app, jobs: max(1, try options.integer("jobs", default: ProcessInfo.processInfo.activeProcessorCount)),
                                       runs: try options.integer("runs", default: 3), work: work)
    print(CodeSlotsBenchmark.markdown(try benchmark.run()), terminator: "")
}
