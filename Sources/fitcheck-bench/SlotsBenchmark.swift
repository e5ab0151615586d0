import FitCore
import Foundation

/// `fitcheck-bench inference [--folder PATH] [--runs 5]`: slot inference (`fitcheck slots`' work: the Swift
/// files lexed and parsed, the uses followed, the nibs read, the groups found) on one app's folder,
/// `runs` times in this process; the folder's catalogs are read once, before the clock, and its platform
/// detected as `slots` does. Prints each run's wall and CPU seconds and the medians, with what was
/// placed (so two builds are seen to do comparable work). The default folder is the corpus's largest
/// app, `duckduckgo-ios-app` in `FITCHECK_CORPUS` or `../shared/corpus` beside the checkout; when it is
/// absent the case is skipped with a note (`make bench` runs without the corpus).
enum SlotsBenchmark {
    struct Run { var wall: Double; var cpu: Double }

    /// The corpus's app folder named `app`, if present.
    static func corpusFolder(_ app: String) -> String? {
        var roots: [String] = []
        if let chosen = ProcessInfo.processInfo.environment["FITCHECK_CORPUS"], !chosen.isEmpty { roots.append(chosen) }
        let here = FileManager.default.currentDirectoryPath as NSString
        roots += [here.appendingPathComponent("../shared/corpus"), here.appendingPathComponent("../../shared/corpus")]
        return roots.map { ($0 as NSString).appendingPathComponent(app) }
            .first { var folder: ObjCBool = false; return FileManager.default.fileExists(atPath: $0, isDirectory: &folder) && folder.boolValue }
    }

    static func run(_ options: BenchOptions) throws {
        let runs = max(1, try options.integer("runs", default: 5))
        guard let folder = options.values["folder"].map(absolute) ?? corpusFolder("duckduckgo-ios-app") else {
            print("\n### Slot inference\n\nSkipped: no folder given (`--folder PATH`) and the corpus's duckduckgo-ios-app "
                  + "is absent (set FITCHECK_CORPUS to the corpus folder).\n")
            return
        }
        let catalogs = ProjectCatalogs.find(in: folder).map { (folder as NSString).appendingPathComponent($0) }
        let keys = try SlotInference.keys(of: catalogs)
        let platform = ProjectPlatform.detect(in: folder).platform
        log("inferring slots in \(folder) (\(keys.count) catalog keys, \(platform.rawValue)), \(runs) runs…")
        var results: [Run] = []
        var placed = 0, groups = 0, files = 0
        for index in 1...runs {
            let (wall, cpu) = (Clock.now(), ReadBenchmark.processCPUSeconds())
            let result = try SlotInference.infer(folder: folder, catalogKeys: keys, platform: platform)
            let run = Run(wall: Clock.now() - wall, cpu: ReadBenchmark.processCPUSeconds() - cpu)
            results.append(run)
            (placed, groups, files) = (result.slots.count, result.groups.count, result.swiftFiles)
            log("slots \(index): \(format(run.wall)) s wall, \(format(run.cpu)) s CPU")
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        var load = ""
        if let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
            load = text.split(separator: " ").prefix(3).joined(separator: " ")
        }
        print("""

            ### Slot inference (`fitcheck slots`' work, release build)

            \((folder as NSString).lastPathComponent): \(files) Swift files, \(keys.count) catalog keys, \(platform.rawValue): \
            \(placed) keys placed, \(groups) rows and choices. Load average at the end: \(load) on \
            \(ProcessInfo.processInfo.activeProcessorCount) cores.

            | runs | median wall (s) | median CPU (s) | each run's wall (s) |
            |---:|---:|---:|---|
            | \(runs) | \(format(median(results.map(\.wall)))) | \(format(median(results.map(\.cpu)))) | \(results.map { format($0.wall) }.joined(separator: ", ")) |

            """)
    }
}
