import FitCore
import Foundation

/// What rows and choices cost (issue 29: "groups must not move `make bench` by more than 10 %"): the
/// default matrix over a generated catalog, once as it is and once with `groups` made of the catalog's
/// own keys — every two buttons a row of bordered buttons sharing the width, every three segment
/// labels a segmented control, every five tab labels a tab bar, every two titles a `ViewThatFits`
/// choice (the first, else the second) — the two runs alternated, `runs` times each, in this process.
///
/// A member is measured in its group and not alone, so the grouped run measures fewer key cells; a
/// group cell is one group laid out at one width and size in one language (each member in its share).
/// The cost of a group cell is what the grouped run spends beyond its key cells at the plain run's
/// cost per key cell.
struct GroupBenchmark {
    var catalog: String
    var matrixPath: String
    var jobs: Int
    var runs: Int
    var work: String

    struct Run {
        var wall: Double, cpu: Double, keyCells: Int, groups: Int, groupCells: Int
    }

    struct Result {
        var plain: [Run], grouped: [Run]
    }

    /// The groups, as the matrix file writes them, of the catalog's keys in catalog order.
    static func groups(keys: [String]) -> [[String: Any]] {
        func chunks(_ prefix: String, _ size: Int) -> [[String]] {
            let matching = keys.filter { $0.hasPrefix(prefix) }
            return stride(from: 0, to: matching.count - size + 1, by: size).map { Array(matching[$0 ..< $0 + size]) }
        }
        var groups: [[String: Any]] = []
        for members in chunks("button.", 2) { groups.append(["kind": "row", "control": "buttons", "lines": 2, "members": members]) }
        for members in chunks("tight.segment.", 3) { groups.append(["kind": "row", "control": "segmented", "members": members]) }
        for members in chunks("tight.tab.", 5) { groups.append(["kind": "row", "control": "tabBar", "members": members]) }
        for members in chunks("title.", 2) {
            groups.append(["kind": "choice", "style": "headline", "lines": 1, "alternatives": members])
        }
        return groups
    }

    /// The matrix at `matrixPath` reading `catalog`, with the groups of its keys, written into `work`.
    func groupedMatrix() throws -> (path: String, groups: Int) {
        let keys = try CatalogReader.read(path: catalog).flatMap { $0.entries.map(\.key) }
        guard var json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: matrixPath))) as? [String: Any]
        else { throw BenchError("\(matrixPath): not a JSON object") }
        let groups = Self.groups(keys: keys)
        json["groups"] = groups
        json["catalogs"] = [catalog]
        let path = work + "/GroupMatrix.json"
        try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys]).write(to: URL(fileURLWithPath: path))
        return (path, groups.count)
    }

    func run() throws -> Result {
        let fonts = try FontLibrary.bundled()
        let plain = try Matrix.load(path: matrixPath)
        let grouped = try Matrix.load(path: try groupedMatrix().path)
        func measure(_ matrix: Matrix) throws -> Run {
            let cpuBefore = Clock.cpuSeconds()
            let start = Clock.now()
            let outcome = try MatrixRun(matrix: matrix, selection: RunSelection(catalogs: [catalog], jobs: jobs),
                                        fonts: fonts, toolVersion: "bench").run()
            let (wall, cpu) = (Clock.now() - start, Clock.cpuSeconds() - cpuBefore)
            let summary = outcome.report.summary
            let groups = summary.groups?.measured ?? 0
            let layouts = summary.widths.count * summary.sizes.count
            // Languages in which each group was measured: all but those a member lacks (said as warnings).
            let skipped = outcome.warnings.filter { $0.contains("is measured only where every member has text") }
                .reduce(0) { $0 + $1.components(separatedBy: " (no ").count - 1 }
            let groupCells = max(0, groups * matrix.languages.count - skipped) * layouts
            return Run(wall: wall, cpu: cpu, keyCells: summary.cells, groups: groups, groupCells: groupCells)
        }
        var result = Result(plain: [], grouped: [])
        for _ in 0 ..< max(1, runs) {
            result.plain.append(try measure(plain))
            result.grouped.append(try measure(grouped))
        }
        return result
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted.count % 2 == 1 ? sorted[sorted.count / 2]
            : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// The table: each kind of run's medians, and a group cell's cost next to a key cell's.
    static func markdown(_ result: Result, keys: Int) -> String {
        func row(_ name: String, _ runs: [Run]) -> (String, cpuPerKeyCell: Double) {
            let wall = median(runs.map(\.wall)), cpu = median(runs.map(\.cpu))
            let first = runs[0]
            let cells = first.keyCells + first.groupCells
            let line = "| \(name) | \(first.keyCells) | \(first.groups) | \(first.groupCells) | \(format(wall)) | \(format(cpu)) "
                + "| \(String(format: "%.2f", wall / Double(max(cells, 1)) * 1e6)) | \(String(format: "%.2f", cpu / Double(max(cells, 1)) * 1e6)) |\n"
            return (line, cpu / Double(max(first.keyCells, 1)))
        }
        let (plainLine, keyCellCPU) = row("without groups", result.plain)
        let (groupedLine, _) = row("with groups", result.grouped)
        let grouped = result.grouped[0]
        let groupCPU = (median(result.grouped.map(\.cpu)) - keyCellCPU * Double(grouped.keyCells)) / Double(max(grouped.groupCells, 1))
        return "\n### Rows and choices: \(keys) keys, default matrix, \(result.plain.count) runs each, alternated (medians)\n\n"
            + "| matrix | key cells | groups | group cells | wall (s) | CPU (s) | wall µs per cell | CPU µs per cell |\n"
            + "|---|---:|---:|---:|---:|---:|---:|---:|\n" + plainLine + groupedLine
            + "\nA key cell costs \(String(format: "%.2f", keyCellCPU * 1e6)) µs of CPU; a group cell (a whole row or choice at one "
            + "width and size in one language) about \(String(format: "%.2f", groupCPU * 1e6)) µs beyond that.\n"
    }
}
