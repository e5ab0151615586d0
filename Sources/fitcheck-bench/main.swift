import FitCore
import Foundation

// fitcheck-bench: the whole default matrix over generated catalogs of 100, 1,000 and 10,000 keys, with
// the Pango baseline and the shaping floor side by side (issue 7). `make bench` runs it in release mode.
//
//   fitcheck-bench [--keys "100 1000 10000"] [--python /usr/bin/python3] [--pango-cells 10000]
//                  [--matrix Matrix/default.json] [--jobs N] [--rounds 5]
//   fitcheck-bench generate --keys N --out PATH      (a catalog alone, for profiling)
//   fitcheck-bench merge [--keys 10000]              (the merge rows alone, see MergeBenchmark)
//   fitcheck-bench pictures [--count 200] [--scale 2]  (failure pictures alone: ms and KB each)
//   fitcheck-bench page [--findings 25000]           (the report page: size, first cards in Chromium)
//   fitcheck-bench read --catalog PATH [--rounds N]  (reading a catalog alone, see ReadBenchmark)
//   fitcheck-bench serve [--keys 1000] [--calls 1000] (check_translation through the MCP server, see ServeBenchmark)
//   fitcheck-bench groups [--keys 1000] [--runs 3]   (rows and choices against no groups, see GroupBenchmark)
//   fitcheck-bench slots [--app duckduckgo-ios-app] [--runs 3]  (slots inferred every run against frozen, see CodeSlotsBenchmark)
//   fitcheck-bench inference [--folder PATH] [--runs 5]  (slot inference alone on an app's folder, see SlotsBenchmark)
//
// After the sizes, the groups rows (1,000 keys, or the smallest size), then the merge rows: 4 shards of
// the largest catalog, and 4 shards of 100,000 failing cells; last, slot inference on the corpus's
// largest app (skipped with a note when the corpus is absent).
//
// Each size runs in its own process (`fitcheck-bench measure …`, JSON on standard output) so that its
// peak memory is its own; this process generates the catalogs and prints the tables.

/// Command-line options, `--name value` pairs.
struct BenchOptions {
    var values: [String: String] = [:]
    var positionals: [String] = []

    init(_ arguments: ArraySlice<String>) throws {
        var rest = arguments
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--") else { positionals.append(argument); continue }
            let name = String(argument.dropFirst(2))
            if name == "single-job" { values[name] = "1"; continue }
            guard let value = rest.popFirst() else { throw BenchError("--\(name) needs a value") }
            values[name] = value
        }
    }

    func integer(_ name: String, default fallback: Int) throws -> Int {
        guard let text = values[name] else { return fallback }
        guard let value = Int(text), value >= 0 else { throw BenchError("--\(name): expected a whole number, got \(quoted: text)") }
        return value
    }
}

func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
}

func measureMode(_ options: BenchOptions) throws {
    guard let catalog = options.values["catalog"] else { throw BenchError("measure needs --catalog") }
    let scriptDefault = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("pango_baseline.py").path
    let benchmark = SizeBenchmark(
        catalog: catalog, keys: try options.integer("keys", default: 0),
        matrixPath: options.values["matrix"] ?? "Matrix/default.json",
        jobs: max(1, try options.integer("jobs", default: ProcessInfo.processInfo.activeProcessorCount)),
        singleJob: options.values["single-job"] != nil, rounds: try options.integer("rounds", default: 5),
        pangoCells: try options.integer("pango-cells", default: 10_000),
        python: options.values["python"], pangoScript: options.values["pango-script"] ?? scriptDefault,
        workDirectory: options.values["work"] ?? NSTemporaryDirectory())
    let result = try benchmark.run()
    FileHandle.standardOutput.write(Data(StableJSON.text(result, pretty: false).utf8))
}

func driverMode(_ options: BenchOptions) throws {
    let sizes = (options.values["keys"] ?? "100 1000 10000")
        .split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Int($0) }
    guard !sizes.isEmpty else { throw BenchError("--keys: expected sizes such as \"100 1000 10000\"") }
    let jobs = try options.integer("jobs", default: ProcessInfo.processInfo.activeProcessorCount)
    let work = NSTemporaryDirectory() + "fitcheck-bench-\(ProcessInfo.processInfo.processIdentifier)"
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: work) }

    var results: [SizeResult] = []
    for keys in sizes {
        let catalog = work + "/Bench\(keys).xcstrings"
        let start = Clock.now()
        let text = CatalogGenerator(keyCount: keys).xcstrings()
        try text.write(toFile: catalog, atomically: true, encoding: .utf8)
        log("generated \(keys) keys (\(text.utf8.count / 1024) KB) in \(format(Clock.now() - start)) s; measuring…")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0])
        var arguments = ["measure", "--catalog", catalog, "--keys", "\(keys)", "--jobs", "\(jobs)", "--work", work,
                         "--matrix", absolute(options.values["matrix"] ?? "Matrix/default.json"),
                         "--pango-cells", options.values["pango-cells"] ?? "10000", "--single-job",
                         "--rounds", options.values["rounds"] ?? "5"]
        if let python = options.values["python"] {
            if FileManager.default.isExecutableFile(atPath: python) {
                arguments += ["--python", python]
            } else {
                log("no \(python): the Pango baseline is skipped")
            }
        }
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("measuring \(keys) keys failed") }
        results.append(try JSONDecoder().decode(SizeResult.self, from: data))
    }
    print(BenchTables(results: results).markdown(), terminator: "")
    var groups = options
    groups.values["keys"] = String(sizes.contains(1000) ? 1000 : sizes.min() ?? 1000)
    try groupsMode(groups, work: work)
    try picturesMode(options)
    try pageMode(options, work: work)
    if let largest = sizes.max() {
        try mergeRows(keys: largest, jobs: jobs, matrix: options.values["matrix"], work: work)
    }
    var serve = options
    serve.values["keys"] = "1000"
    try serveMode(serve, work: work)
    try slotsMode(options, work: work)
    var inference = options
    inference.values["runs"] = nil
    try SlotsBenchmark.run(inference)
}

/// Generates the catalog of `keys` keys and prints the merge table (``MergeBenchmark``).
func mergeRows(keys: Int, jobs: Int, matrix: String?, work: String) throws {
    let catalog = work + "/Bench\(keys).xcstrings"
    if !FileManager.default.fileExists(atPath: catalog) {
        try CatalogGenerator(keyCount: keys).xcstrings().write(toFile: catalog, atomically: true, encoding: .utf8)
    }
    log("merging shards of \(keys) keys…")
    let results = try MergeBenchmark(catalog: catalog, matrixPath: absolute(matrix ?? "Matrix/default.json"),
                                     jobs: max(1, jobs), work: work).run()
    print(BenchTables.mergeMarkdown(results, keys: keys), terminator: "")
}

/// Rows and choices against the same matrix without them (``GroupBenchmark``).
func groupsMode(_ options: BenchOptions, work: String) throws {
    let keys = try options.integer("keys", default: 1000)
    let catalog = work + "/Bench\(keys).xcstrings"
    if !FileManager.default.fileExists(atPath: catalog) {
        try CatalogGenerator(keyCount: keys).xcstrings().write(toFile: catalog, atomically: true, encoding: .utf8)
    }
    log("measuring \(keys) keys with and without rows and choices…")
    let benchmark = GroupBenchmark(catalog: catalog, matrixPath: absolute(options.values["matrix"] ?? "Matrix/default.json"),
                                   jobs: max(1, try options.integer("jobs", default: ProcessInfo.processInfo.activeProcessorCount)),
                                   runs: try options.integer("runs", default: 3), work: work)
    print(GroupBenchmark.markdown(try benchmark.run(), keys: keys), terminator: "")
}

func picturesMode(_ options: BenchOptions) throws {
    let scale = Double(options.values["scale"] ?? "2") ?? 2
    let results = try PictureBenchmark(count: try options.integer("count", default: 200), scale: scale).run()
    print(PictureBenchmark.markdown(results, scale: scale), terminator: "")
}

/// The report page of 25,000 findings (``PageBenchmark``).
func pageMode(_ options: BenchOptions, work: String) throws {
    log("writing and loading a report page…")
    let result = try PageBenchmark(findings: try options.integer("findings", default: 25_000)).run(work: work)
    print(PageBenchmark.markdown(result), terminator: "")
}

func log(_ message: String) {
    FileHandle.standardError.write(Data(("fitcheck-bench: " + message + "\n").utf8))
}

do {
    let options = try BenchOptions(CommandLine.arguments.dropFirst())
    if options.positionals.first == "measure" {
        try measureMode(options)
    } else if options.positionals.first == "merge-measure" {
        try MergeBenchmark.measureMode(options)
    } else if options.positionals.first == "merge" {
        let work = NSTemporaryDirectory() + "fitcheck-bench-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        try mergeRows(keys: try options.integer("keys", default: 10_000),
                      jobs: try options.integer("jobs", default: ProcessInfo.processInfo.activeProcessorCount),
                      matrix: options.values["matrix"], work: work)
    } else if options.positionals.first == "serve" {
        let work = NSTemporaryDirectory() + "fitcheck-bench-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        try serveMode(options, work: work)
    } else if options.positionals.first == "groups" {
        let work = NSTemporaryDirectory() + "fitcheck-bench-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        try groupsMode(options, work: work)
    } else if options.positionals.first == "slots" {
        let work = NSTemporaryDirectory() + "fitcheck-bench-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        try slotsMode(options, work: work)
    } else if options.positionals.first == "pictures" {
        try picturesMode(options)
    } else if options.positionals.first == "page" {
        let work = NSTemporaryDirectory() + "fitcheck-bench-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        try pageMode(options, work: work)
    } else if options.positionals.first == "inference" {
        try SlotsBenchmark.run(options)
    } else if options.positionals.first == "read" {
        try ReadBenchmark.run(options)
    } else if options.positionals.first == "generate" {
        // For profiling: `fitcheck-bench generate --keys 1000 --out /tmp/Bench1000.xcstrings`.
        guard let out = options.values["out"] else { throw BenchError("generate needs --out PATH") }
        try CatalogGenerator(keyCount: try options.integer("keys", default: 1000)).xcstrings()
            .write(toFile: out, atomically: true, encoding: .utf8)
    } else {
        try driverMode(options)
    }
} catch {
    log("\(error)")
    exit(2)
}
