import FitCore
import Foundation

/// `fitcheck merge` at scale (issue 20): shard reports written as `--shard I/N` writes them, then
/// merged in a process of their own (`fitcheck-bench merge-measure`, so that the peak memory is the
/// merge's), beside the unsharded run they stand for.
///
/// Two sets of shards: the 4 shards of the generated catalog's run (the default matrix), and 4
/// synthetic shards holding 100,000 failing cells (2,500 renditions failing in all 40 cells of a
/// 10 × 4 matrix). Each is merged as the JSON reports are written by default (findings) and with
/// `--cells` (every failing cell as well).
struct MergeBenchmark {
    var catalog: String
    var matrixPath: String
    var jobs: Int
    var work: String

    static let shardCount = 4

    func run() throws -> [MergeResult] {
        let fonts = try FontLibrary.bundled()
        let matrix = try Matrix.load(path: matrixPath)
        var results: [MergeResult] = []
        for cells in [false, true] {
            let start = Clock.now()
            let whole = try MatrixRun(matrix: matrix, selection: RunSelection(catalogs: [catalog], jobs: jobs),
                                      fonts: fonts, toolVersion: "bench").run(keepingCells: cells)
            let wholeSeconds = Clock.now() - start
            var paths: [String] = []
            for index in 1...Self.shardCount {
                let selection = RunSelection(catalogs: [catalog], shard: RunReport.Shard(index: index, count: Self.shardCount),
                                             jobs: jobs)
                let outcome = try MatrixRun(matrix: matrix, selection: selection, fonts: fonts, toolVersion: "bench")
                    .run(keepingCells: cells)
                paths.append(try write(outcome.report, name: "catalog-\(cells ? "cells" : "findings")-\(index)"))
            }
            results.append(try measure(label: "generated catalog", paths: paths, cells: cells,
                                       runSeconds: wholeSeconds, expected: whole.report))
        }
        for cells in [false, true] {
            let shards = Self.syntheticShards(renditions: 2_500, keepingCells: cells)
            var paths: [String] = []
            for (index, shard) in shards.enumerated() {
                paths.append(try write(shard, name: "synthetic-\(cells ? "cells" : "findings")-\(index + 1)"))
            }
            results.append(try measure(label: "100,000 failing cells", paths: paths, cells: cells, runSeconds: nil,
                                       expected: nil))
        }
        return results
    }

    private func write(_ report: RunReport, name: String) throws -> String {
        let path = work + "/merge-\(name).json"
        try JSONReporter().render(report).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Merges `paths` in a child process and reads back its figures; checks the merged report is
    /// the whole run's when `expected` is given.
    private func measure(label: String, paths: [String], cells: Bool, runSeconds: Double?,
                         expected: RunReport?) throws -> MergeResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0])
        let mergedPath = work + "/merged.json"
        process.arguments = ["merge-measure", "--reports", paths.joined(separator: ","), "--out", mergedPath]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("merging \(label) failed") }
        var figures = try JSONDecoder().decode(MergeFigures.self, from: data)
        if let expected {
            let merged = try String(contentsOfFile: mergedPath, encoding: .utf8)
            guard merged == JSONReporter().render(expected) else {
                throw BenchError("merging \(label): the merged report is not the unsharded run's")
            }
        }
        figures.shardMB = paths.reduce(0) { total, path in
            total + Double((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) / 1_048_576
        }
        return MergeResult(label: label, cells: cells, shards: paths.count, runSeconds: runSeconds, figures: figures)
    }

    /// Child process: merges the reports as `fitcheck merge --report json:OUT --report text` does and
    /// prints its figures.
    static func measureMode(_ options: BenchOptions) throws {
        guard let reports = options.values["reports"], let out = options.values["out"] else {
            throw BenchError("merge-measure needs --reports A,B,… and --out PATH")
        }
        let start = Clock.now()
        let merged = try ReportMerger.merge(paths: reports.split(separator: ",").map(String.init))
        let json = JSONReporter().render(merged)
        try json.write(toFile: out, atomically: true, encoding: .utf8)
        let text = TextReporter().render(merged)
        precondition(!text.isEmpty)
        let seconds = Clock.now() - start
        let figures = MergeFigures(seconds: seconds, peakMB: Clock.peakResidentMegabytes() ?? Clock.peakMegabytes(), findings: merged.summary.findings,
                                   failingCells: merged.summary.failures, shardMB: 0)
        FileHandle.standardOutput.write(Data(StableJSON.text(figures, pretty: false).utf8))
    }

    /// `renditions` German renditions in 4 shards (every 4th rendition each, as `--shard` deals them),
    /// each failing as `overflow` in all 40 cells of 10 widths × 4 sizes.
    static func syntheticShards(renditions: Int, keepingCells: Bool) -> [RunReport] {
        let widths: [Double] = [300, 320, 375, 390, 393, 402, 430, 440, 744, 960]
        let sizes: [SizeCategory] = [.S, .L, .xxxL, .AX1]
        var builders = (1...shardCount).map {
            RunReportBuilder(toolVersion: "bench", shard: RunReport.Shard(index: $0, count: shardCount),
                             keepsCells: keepingCells)
        }
        for index in 0..<renditions {
            let rendition = Rendition(key: "bench.key.\(index)", language: "de", variant: "",
                                      text: "Ein recht langer deutscher Text Nummer \(index), der nicht passt",
                                      status: .translated, file: "Bench.xcstrings", line: 3 + index * 9)
            let shard = index % shardCount
            builders[shard].noteRendition(rendition)
            for width in widths {
                for size in sizes {
                    let overflow = Double(index % 97) + width / 100
                    let measurement = Measurement(lines: [], widestLineWidth: width, height: 66, verdict: .overflow,
                                                  failures: [.overflow], maxLines: 2, excessPoints: overflow,
                                                  overflowLines: 1)
                    builders[shard].add(rendition: rendition, containerWidth: width, slotWidth: width - 32, size: size,
                                        style: .body, weight: .regular, rule: "default", measurement: measurement,
                                        verdict: .overflow)
                }
            }
        }
        return builders.map { $0.build() }
    }
}

/// What one merge cost, as the child process measured it.
struct MergeFigures: Codable {
    /// Reading the shards, merging, writing the JSON report and rendering the text report, in seconds.
    var seconds: Double
    /// Peak resident memory of the merging process, in MB.
    var peakMB: Double
    var findings: Int
    var failingCells: Int
    /// The shards' JSON, all together, in MB.
    var shardMB: Double
}

/// One row of the merge table.
struct MergeResult: Codable {
    var label: String
    /// Shards written with `--cells`.
    var cells: Bool
    var shards: Int
    /// The unsharded run, for comparison (the generated catalog only), in seconds.
    var runSeconds: Double?
    var figures: MergeFigures
}
