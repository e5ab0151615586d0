import Foundation
import Testing
import FitcheckTestSupport
@testable import fitcheck

/// `--shard I/N` and `fitcheck merge` give the unsharded run's report byte for byte, and `--jobs`
/// changes nothing in any output, pictures included.
@Suite struct ShardingTests {
    /// Every language at 300 and 320 pt: 10200 cells, 23 of them failing, so the shards have
    /// failures, pictures and keys to split.
    static let selection = ["--width", "300", "--width", "320"]

    /// Runs `selection + extra` with every report to `folder/<name>.<format>` and pictures in
    /// `pictures`. Returns the exit status.
    static func run(_ extra: [String], name: String, in folder: String, pictures: String) -> CommandOutcome {
        var arguments = ["--matrix", Repository.demoMatrix] + selection + extra + ["--png-dir", pictures]
        for format in ["json", "text", "junit", "sarif", "github"] {
            arguments += ["--report", "\(format):\(folder)/\(name).\(format)"]
        }
        return CheckHarness.run(arguments)
    }

    @Test func threeShardsMergedAreTheUnshardedRunByteForByte() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let pictures = folder + "/png"
        let whole = Self.run([], name: "whole", in: folder, pictures: pictures)
        #expect(whole.status == 1)
        var shards: [ReportJSON] = []
        for index in 1...3 {
            let outcome = Self.run(["--shard", "\(index)/3"], name: "shard\(index)", in: folder, pictures: pictures)
            #expect(outcome.status == 1 || outcome.status == 0)
            // Every report to a file: the headline on standard error, one line (issue 40).
            #expect(outcome.standardError.split(separator: "\n").count == 1 && outcome.standardError.hasPrefix("fitcheck: "))
            #expect(outcome.standardError.contains("(report: \(folder)/shard\(index).json, "), "\(outcome.standardError)")
            shards.append(try ReportJSON(try CheckHarness.read("\(folder)/shard\(index).json")))
        }
        let wholeJSON = try CheckHarness.read("\(folder)/whole.json")
        let wholeReport = try ReportJSON(wholeJSON)

        // Every rendition is noted by exactly one shard, and every cell measured by one.
        #expect(shards.allSatisfy { $0.renditions > 0 && $0.cells > 0 })
        #expect(shards.map(\.renditions).reduce(0, +) == wholeReport.renditions)
        #expect(shards.map(\.cells).reduce(0, +) == wholeReport.cells)
        #expect(shards.map(\.failureCount).reduce(0, +) == wholeReport.failureCount)
        for language in wholeReport.languages {
            #expect(shards.map { $0.language(language, "renditions") }.reduce(0, +) == wholeReport.language(language, "renditions"))
            #expect(shards.map { $0.language(language, "cells") }.reduce(0, +) == wholeReport.language(language, "cells"))
        }
        #expect(shards.allSatisfy { ($0.object["shard"] as? [String: Any])?["count"] as? Int == 3 })
        #expect(wholeReport.object["shard"] == nil)

        let shardPaths = (1...3).map { "\(folder)/shard\($0).json" }
        let merged = CheckHarness.run(["merge"] + shardPaths + ["--report", "json"])
        #expect(merged.status == whole.status)
        #expect(merged.standardOutput == wholeJSON)
        // The other formats are drawn from the merged report, so they agree too.
        for format in ["text", "junit", "sarif", "github"] {
            let output = CheckHarness.run(["merge"] + shardPaths.reversed() + ["--report", format])
            #expect(output.standardOutput == (try CheckHarness.read("\(folder)/whole.\(format)")), "\(format)")
        }

        // The twins: two shards of three are not the run, and merge says which one is missing.
        let partial = CheckHarness.run(["merge"] + shardPaths.dropLast() + ["--report", "json"])
        #expect(partial == CommandOutcome(status: 2, standardError: "fitcheck: shard 3/3 missing: merge needs every shard of the run\n"))
        let twice = CheckHarness.run(["merge", shardPaths[0], shardPaths[0], shardPaths[1]])
        #expect(twice.status == 2)
        #expect(twice.standardError.contains("shard 1/3 is also \(shardPaths[0])"))
    }

    /// One worker or two: the same bytes in every report and every picture.
    /// The JSON report lists findings; `--cells` adds every failing cell, and shards written with it
    /// merge into the unsharded `--cells` report byte for byte. Shards written with and without it
    /// do not merge.
    @Test func cellsAreListedOnlyWhenAskedAndMergeAlike() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let pictures = folder + "/png"
        _ = Self.run([], name: "plain", in: folder, pictures: pictures)
        let plain = try ReportJSON(try CheckHarness.read("\(folder)/plain.json"))
        #expect(plain.object["failures"] == nil)
        #expect(plain.findingCount > 0)
        #expect(plain.findings.count == plain.findingCount)
        _ = Self.run(["--cells"], name: "whole", in: folder, pictures: pictures)
        let wholeJSON = try CheckHarness.read("\(folder)/whole.json")
        let whole = try ReportJSON(wholeJSON)
        #expect(whole.failures.count == whole.failureCount)
        #expect(whole.failureCount == plain.failureCount)
        #expect(whole.failureCount > whole.findings.filter { $0["subject"] as? String == "key" }.count)
        for index in 1...2 {
            _ = Self.run(["--shard", "\(index)/2", "--cells"], name: "cells\(index)", in: folder, pictures: pictures)
            _ = Self.run(["--shard", "\(index)/2"], name: "plain\(index)", in: folder, pictures: pictures)
        }
        let merged = CheckHarness.run(["merge", folder + "/cells2.json", folder + "/cells1.json", "--report", "json"])
        #expect(merged.status == 1)
        #expect(merged.standardOutput == wholeJSON)
        let mixed = CheckHarness.run(["merge", folder + "/cells1.json", folder + "/plain2.json"])
        #expect(mixed.status == 2)
        #expect(mixed.standardError == "fitcheck: \(folder)/plain2.json: \(folder)/cells1.json lists its failing cells (--cells) but \(folder)/plain2.json does not: merge reports written alike\n")
    }

    /// Shards of two different selections do not merge into something that looks like one run.
    @Test func shardsOfDifferentSelectionsDoNotMerge() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        _ = Self.run(["--shard", "1/2"], name: "all1", in: folder, pictures: folder + "/png1")
        _ = Self.run(["--shard", "2/2", "--lang", "de"], name: "de2", in: folder, pictures: folder + "/png2")
        _ = Self.run(["--shard", "2/2"], name: "all2", in: folder, pictures: folder + "/png3")
        let mixed = CheckHarness.run(["merge", folder + "/all1.json", folder + "/de2.json"])
        #expect(mixed.status == 2)
        #expect(mixed.standardError.contains("measured another selection"))
        // The twin: the two shards of one selection merge.
        let same = CheckHarness.run(["merge", folder + "/all1.json", folder + "/all2.json"])
        #expect(same.status == 1)
        #expect(same.standardError.isEmpty)
    }

    @Test func oneJobOrTwoGiveTheSameReportsAndPictures() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let pictures = folder + "/png"
        var outputs: [[String: Data]] = []
        for jobs in [1, 2] {
            try? FileManager.default.removeItem(atPath: pictures)
            try FileManager.default.createDirectory(atPath: folder + "/jobs\(jobs)", withIntermediateDirectories: true)
            let outcome = Self.run(["--jobs", "\(jobs)"], name: "jobs", in: folder + "/jobs\(jobs)", pictures: pictures)
            #expect(outcome.status == 1)
            var files = CheckHarness.files(under: pictures).mapKeys { "png/" + $0 }
            for (name, data) in CheckHarness.files(under: folder + "/jobs\(jobs)") { files[name] = data }
            outputs.append(files)
        }
        // One picture per finding (5 keys' and 10 groups' findings).
        #expect(outputs[0].keys.filter { $0.hasSuffix(".png") }.count == 15)
        #expect(outputs[0].keys.sorted() == outputs[1].keys.sorted())
        for name in outputs[0].keys.sorted() {
            #expect(outputs[0][name] == outputs[1][name], "\(name)")
        }
        #expect(outputs[0].keys.contains("jobs.json") && outputs[0].keys.contains("jobs.sarif"))
    }
}

extension Dictionary {
    func mapKeys<T: Hashable>(_ transform: (Key) -> T) -> [T: Value] {
        Dictionary<T, Value>(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
