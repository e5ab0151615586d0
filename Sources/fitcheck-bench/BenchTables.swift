import Foundation

/// The benchmark's output: Markdown tables (ready for the README) and the targets of issue 7.
struct BenchTables {
    var results: [SizeResult]

    func markdown() -> String {
        var out = "\n## fitcheck benchmark: default matrix (Matrix/default.json), images off\n\n"
        if let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
            // Wall times depend on what else the machine runs; CPU times much less.
            out += "Load average at the end: \(load.split(separator: " ").prefix(3).joined(separator: " ")) "
                + "on \(ProcessInfo.processInfo.activeProcessorCount) cores.\n\n"
        }
        // The last column shows how the cost grows with the catalog: constant or falling is linear or better.
        out += "| keys | renditions | cells | wall (s) | cells/s | renditions/s | CPU (s) | peak RSS (MB) | jobs | CPU µs per cell |\n"
        out += "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n"
        for r in results {
            out += "| \(count(r.keys)) | \(count(r.renditions)) | \(count(r.cells)) | \(format(r.wallSeconds)) "
                + "| \(count(Int(Double(r.cells) / r.wallSeconds))) | \(count(Int(Double(r.renditions) / r.wallSeconds))) "
                + "| \(format(r.cpuSeconds)) | \(format(r.peakMB, 0)) | \(r.jobs) "
                + "| \(format(1e6 * r.cpuSeconds / Double(max(r.cells, 1)), 2)) |\n"
        }

        out += "\nWhere the time goes (CPU seconds of the threads doing each stage, summed over workers; reading comes before the workers start):\n\n"
        out += "| keys | reading | shaping | fitting | reporting | JSON report (extra) | fonts (startup) |\n"
        out += "|---:|---:|---:|---:|---:|---:|---:|\n"
        for r in results {
            let s = r.stages
            let total = s.reading + s.shaping + s.fitting + s.reporting
            func part(_ t: Double) -> String { "\(format(t)) s (\(format(100 * t / max(total, 1e-9), 0)) %)" }
            out += "| \(count(r.keys)) | \(part(s.reading)) | \(part(s.shaping)) | \(part(s.fitting)) "
                + "| \(part(s.reporting)) | \(format(r.jsonSeconds)) s | \(format(r.fontsSeconds)) s |\n"
        }

        let withPango = results.filter { $0.pango != nil }
        if !withPango.isEmpty {
            out += "\nPango baseline (one PangoFT2 layout per cell, same fonts, hinting off; a sample of the cells):\n\n"
            out += "| keys | sample cells | Pango (s) | Pango cells/s | fitcheck cells/s | fitcheck ÷ Pango | per CPU-second: Pango | fitcheck | ratio | same line count | off by > 1 line |\n"
            out += "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n"
            for r in withPango {
                guard let p = r.pango else { continue }
                let pangoRate = Double(p.cells) / p.seconds
                let rate = Double(r.cells) / r.wallSeconds
                let pangoCPURate = Double(p.cells) / p.cpuSeconds
                let cpuRate = Double(r.cells) / r.cpuSeconds
                out += "| \(count(r.keys)) | \(count(p.cells)) | \(format(p.seconds)) | \(count(Int(pangoRate))) "
                    + "| \(count(Int(rate))) | \(format(rate / pangoRate, 0))× "
                    + "| \(count(Int(pangoCPURate))) | \(count(Int(cpuRate))) | \(format(cpuRate / pangoCPURate, 0))× "
                    + "| \(format(100 * Double(p.sameLines) / Double(max(p.cells, 1)), 1)) % "
                    + "| \(format(100 * Double(p.farLines) / Double(max(p.cells, 1)), 2)) % |\n"
            }
            if let version = withPango.first?.pango?.version { out += "\nPango \(version).\n" }
        }

        out += "\nThe floor: the unique (text, language, font) requests shaped once, on one thread; fitcheck with one job "
            + "and the two floors run in \(results.first?.rounds ?? 1) rounds, one after the other, best of each:\n\n"
        out += "| keys | unique texts | hb_shape alone (s) | fitcheck Shaper alone (s) | fitcheck, 1 job (s) | × hb_shape floor | median of rounds (each: 1 job ÷ hb_shape) | fitcheck, \(results.first?.jobs ?? 1) jobs (s) | × floor ÷ jobs |\n"
        out += "|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n"
        for r in results {
            let single = r.singleJobSeconds.map { format($0) } ?? "–"
            let multiple = r.singleJobSeconds.map { format($0 / r.floorHarfBuzzSeconds, 2) + "×" } ?? "–"
            let parallel = r.wallSeconds / (r.floorHarfBuzzSeconds / Double(r.jobs))
            let rounds = r.roundRatios.isEmpty ? "–"
                : format(median(r.roundRatios), 2) + "× (" + r.roundRatios.map { format($0, 2) }.joined(separator: ", ") + ")"
            out += "| \(count(r.keys)) | \(count(r.uniqueTexts)) | \(format(r.floorHarfBuzzSeconds)) "
                + "| \(format(r.floorShaperSeconds)) | \(single) | \(multiple) | \(rounds) | \(format(r.wallSeconds)) "
                + "| \(format(parallel, 2))× |\n"
        }

        out += "\nTargets (issue 7):\n\n"
        if let r = results.first(where: { $0.keys == 1000 }) {
            out += target(r.wallSeconds < 2, "1,000 keys (\(count(r.cells)) cells) in under 2 s wall on \(r.jobs) cores: \(format(r.wallSeconds)) s")
            if let p = r.pango {
                let ratio = (Double(r.cells) / r.wallSeconds) / (Double(p.cells) / p.seconds)
                let cpuRatio = (Double(r.cells) / r.cpuSeconds) / (Double(p.cells) / p.cpuSeconds)
                out += target(ratio >= 30, "at least 30× Pango's cells per second: \(format(ratio, 0))× "
                              + "(wall, \(r.jobs) jobs vs one Pango process; per CPU-second \(format(cpuRatio, 0))×)")
            }
            if let single = r.singleJobSeconds {
                let multiple = single / r.floorHarfBuzzSeconds
                let perRound = r.roundRatios.isEmpty ? "" : "; median of the \(r.roundRatios.count) rounds \(format(median(r.roundRatios), 2))×"
                out += target(multiple <= 2, "within 2× of the shaping floor (1 job vs hb_shape alone on 1 thread, best of each): "
                              + "\(format(multiple, 2))×\(perRound)")
            }
        }
        if let r = results.first(where: { $0.keys == 10_000 }) {
            out += target(r.peakMB < 300, "peak memory under 300 MB at 10,000 keys: \(format(r.peakMB, 0)) MB")
        }
        return out
    }

    private func target(_ met: Bool, _ text: String) -> String {
        "- \(met ? "met" : "MISSED"): \(text)\n"
    }
}

/// The middle value (the mean of the two middle ones for an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// A number with `digits` decimals.
func format(_ value: Double, _ digits: Int = 3) -> String {
    String(format: "%.\(digits)f", value)
}

/// A whole number with thousands separators (10,000).
func count(_ value: Int) -> String {
    let digits = String(value)
    var out = ""
    for (i, c) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
        out.append(c)
    }
    return out
}

extension BenchTables {
    /// The merge table (issue 20): each set of shards merged from their JSON reports, beside the run.
    static func mergeMarkdown(_ results: [MergeResult], keys: Int) -> String {
        var out = "\n## fitcheck merge: \(MergeBenchmark.shardCount) shards\n\n"
        out += "Each merge in a process of its own: read the shards one at a time, merge, write the JSON report, "
            + "render the text report. Default reports list findings; `--cells` reports also every failing cell.\n\n"
        out += "| shards of | JSON | failing cells | findings | shards' JSON (MB) | merge (s) | merge peak RSS (MB) | unsharded run (s) |\n"
        out += "|---|---|---:|---:|---:|---:|---:|---:|\n"
        for r in results {
            let what = r.label == "generated catalog" ? "\(count(keys)) keys (default matrix)" : r.label
            out += "| \(what) | \(r.cells ? "--cells" : "findings") | \(count(r.figures.failingCells)) "
                + "| \(count(r.figures.findings)) | \(format(r.figures.shardMB, 1)) | \(format(r.figures.seconds, 2)) "
                + "| \(format(r.figures.peakMB, 0)) | \(r.runSeconds.map { format($0, 2) } ?? "–") |\n"
        }
        return out
    }
}
