import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// The baseline file and what applying it does to a report, on reports built by hand.
@Suite struct BaselineTests {
    static func failure(_ key: String, _ language: String = "de", width: Double = 320, size: SizeCategory = .AX1,
                        verdict: Verdict = .overflow, file: String = "App/L.xcstrings") -> FailureRecord {
        FailureRecord(key: key, language: language, variant: "", text: key, samples: [], status: "translated",
                      state: nil, containerWidth: width, slotWidth: width - 32, size: size, style: .body, weight: .regular,
                      verdict: verdict, alsoFails: nil, lines: 3, maxLines: 2, excessPoints: 10, overflowLines: 1,
                      lineWidths: [1, 2, 3], rule: "defaultSlot", file: file, line: 1, image: nil, device: nil)
    }

    /// A run of keys a, b, c in de and fr at 320 and 375 pt, L and AX1, with `failures` failing.
    static func report(_ failures: [FailureRecord], shard: RunReport.Shard? = nil) -> RunReport {
        var builder = RunReportBuilder(toolVersion: "test", shard: shard)
        for key in ["a", "b", "c"] {
            for language in ["de", "fr"] {
                let rendition = Rendition(key: key, language: language, variant: "", text: key, status: .translated,
                                          state: nil, samples: [], device: nil, file: "App/L.xcstrings", line: 1)
                builder.noteRendition(rendition)
                for width in [320.0, 375] {
                    for size in [SizeCategory.L, .AX1] {
                        let failing = failures.first { $0.key == key && $0.language == language && $0.containerWidth == width && $0.size == size }
                        let verdict = failing?.verdict ?? .fits
                        let measurement = FitCore.Measurement(lines: [], widestLineWidth: 0, height: 0, verdict: verdict,
                                                              failures: failing.map { [$0.verdict] } ?? [], maxLines: 2,
                                                              excessPoints: 0, overflowLines: 0)
                        builder.add(rendition: rendition, containerWidth: width, slotWidth: width - 32, size: size,
                                    style: .body, weight: .regular, rule: "defaultSlot", measurement: measurement,
                                    verdict: failing?.verdict ?? .fits)
                    }
                }
            }
        }
        return builder.build()
    }

    @Test func theFileIsSortedWithOneEntryALineAndReadsBack() throws {
        let report = Self.report([Self.failure("b"), Self.failure("a", "fr"), Self.failure("a", width: 375)])
        let baseline = Baseline(report: report, path: "baseline.json")
        let text = String(decoding: try baseline.encoded(), as: UTF8.self)
        let entryLines = text.split(separator: "\n").filter { $0.hasPrefix("    {") }
        #expect(entryLines == [
            #"    {"file":"App/L.xcstrings","key":"a","language":"de","size":"AX1","variant":"","verdict":"overflow","width":375},"#,
            #"    {"file":"App/L.xcstrings","key":"a","language":"fr","size":"AX1","variant":"","verdict":"overflow","width":320},"#,
            #"    {"file":"App/L.xcstrings","key":"b","language":"de","size":"AX1","variant":"","verdict":"overflow","width":320}"#,
        ])
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let path = folder.appendingPathComponent("b.json").path
        try baseline.write(to: path)
        #expect(try Baseline.load(path: path) == baseline)
        // Written twice, the same bytes.
        #expect(try baseline.encoded() == Baseline(entries: baseline.entries.reversed()).encoded())
    }

    /// The whole file, byte for byte: its members in their order, an entry a line with sorted members
    /// and text escaped, the final newline; and a baseline with no entries.
    @Test func theFileBytes() throws {
        let entries = [
            BaselineEntry(file: "App/L.xcstrings", key: "a \"b\"", language: "de", variant: "plural.one", containerWidth: 320.004,
                          size: .AX1, verdict: .overflow),
            BaselineEntry(file: "App/L.xcstrings", key: "c", language: "fr", variant: "", containerWidth: 375.5, size: .L,
                          verdict: .clipped),
        ]
        let comment = #""comment": "fitcheck baseline: known failing cells that do not fail the run. "#
            + #"Written by `fitcheck --update-baseline FILE`, read by `fitcheck --baseline FILE`.""#
        #expect(String(decoding: try Baseline(entries: entries).encoded(), as: UTF8.self) == """
            {
              \(comment),
              "schemaVersion": 1,
              "entries": [
                {"file":"App/L.xcstrings","key":"a \\"b\\"","language":"de","size":"AX1","variant":"plural.one","verdict":"overflow","width":320},
                {"file":"App/L.xcstrings","key":"c","language":"fr","size":"L","variant":"","verdict":"clipped","width":375.5}
              ]
            }

            """)
        #expect(String(decoding: try Baseline(entries: []).encoded(), as: UTF8.self) == """
            {
              \(comment),
              "schemaVersion": 1,
              "entries": []
            }

            """)
    }

    @Test func applyingMovesKnownCellsOutOfTheFailures() {
        let known = [Self.failure("a"), Self.failure("b", "fr", width: 375, size: .L)]
        let baseline = Baseline(report: Self.report(known), path: "baseline.json")
        // Today: both known cells, plus "a" at a new width and "c" anew.
        let today = Self.report(known + [Self.failure("a", width: 375), Self.failure("c")])
        #expect(today.summary.failures == 4)
        let applied = today.applying(baseline, path: "baseline.json")
        #expect(applied.failingCells.map { "\($0.key) \($0.language) \(PointFormat.text($0.containerWidth)) \($0.size)" } == ["a de 375 AX1", "c de 320 AX1"])
        #expect(applied.summary.failures == 2)
        #expect(applied.summary.failingKeys == 2)
        #expect(applied.summary.failuresByVerdict["overflow"] == 2)
        #expect(applied.summary.languages["fr"]?.failures == 0)
        #expect(applied.summary.languages["de"]?.failures == 2)
        #expect(applied.baseline?.knownFailures.map(\.key) == ["a", "b"])
        #expect(applied.baseline?.stale == [])
        #expect(applied.exitStatus == 1)

        // With only known cells failing, the run passes.
        let onlyKnown = Self.report(known).applying(baseline, path: "baseline.json")
        #expect(onlyKnown.exitStatus == 0)
        #expect(onlyKnown.summary.failures == 0)
    }

    @Test func aChangedVerdictIsANewFailure() {
        let baseline = Baseline(report: Self.report([Self.failure("a", verdict: .overflow)]), path: "b.json")
        let applied = Self.report([Self.failure("a", verdict: .brokenWord)]).applying(baseline, path: "b.json")
        #expect(applied.failingCells.map(\.verdict) == [.brokenWord])
        #expect(applied.baseline?.stale?.map(\.verdict) == [.overflow])
    }

    @Test func staleEntriesAreMeasuredCellsThatPassAndOnlyThose() {
        let entries = [
            BaselineEntry(Self.failure("a"), relativeTo: "."),                     // measured, passes: stale
            BaselineEntry(Self.failure("a", width: 744), relativeTo: "."),         // width not measured
            BaselineEntry(Self.failure("a", "hi"), relativeTo: "."),               // language not measured
            BaselineEntry(Self.failure("zzz"), relativeTo: "."),                   // key not measured
        ]
        let applied = Self.report([]).applying(Baseline(entries: entries), path: "b.json")
        #expect(applied.baseline?.stale == [entries[0]])
        // A shard cannot tell.
        let shard = Self.report([], shard: .init(index: 1, count: 2)).applying(Baseline(entries: entries), path: "b.json")
        #expect(shard.baseline?.stale == nil)
        // Updating keeps the unmeasured entries and drops the stale one.
        let updated = Baseline(entries: entries).updated(by: Self.report([Self.failure("b")]), path: "b.json")
        #expect(Set(updated.entries) == Set(entries.dropFirst() + [BaselineEntry(Self.failure("b"), relativeTo: ".")]))
    }

    @Test func mergingShardReportsKeepsTheirKnownFailures() throws {
        let known = [Self.failure("a"), Self.failure("c", "fr")]
        let baseline = Baseline(report: Self.report(known), path: "b.json")
        let one = Self.report([Self.failure("a")], shard: .init(index: 1, count: 2)).applying(baseline, path: "b.json")
        let two = Self.report([Self.failure("c", "fr"), Self.failure("b")], shard: .init(index: 2, count: 2))
            .applying(baseline, path: "b.json")
        // Shards here measure the same keys, which the merge would call overlapping; cells differ, so it merges.
        let merged = try RunReport.merge([one, two])
        #expect(merged.baseline?.knownFailures.map(\.key) == ["a", "c"])
        #expect(merged.failingCells.map(\.key) == ["b"])
        #expect(merged.baseline?.stale == nil)
        #expect(try RunReport.merge([Self.report([Self.failure("b")])]).baseline == nil)
    }

    @Test func pathsAreWrittenRelativeToTheBaselinesFolder() {
        #expect(BaselinePath.relative("App/L.xcstrings", to: ".") == "App/L.xcstrings")
        #expect(BaselinePath.relative("App/L.xcstrings", to: "ci") == "../App/L.xcstrings")
        #expect(BaselinePath.relative("/work/app/App/L.xcstrings", to: "/work/app") == "App/L.xcstrings")
        #expect(BaselinePath.relative("/opt/L.xcstrings", to: "/work/app") == "/opt/L.xcstrings")
        #expect(BaselinePath.folder(of: "baseline.json") == ".")
        #expect(BaselinePath.folder(of: "ci/baseline.json") == "ci")
    }

    @Test func badFilesAreOneLineNamingTheFile() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let path = folder.appendingPathComponent("b.json").path
        for (content, message) in [
            ("[]", "not a fitcheck baseline (the file is not a JSON object)"),
            (#"{"schemaVersion": 2, "entries": []}"#, "baseline schemaVersion 2; this fitcheck reads schemaVersion 1"),
            (#"{"schemaVersion": 1, "entries": [{"key": "a"}]}"#, "invalid baseline: entries[0]: missing file"),
        ] {
            try Data(content.utf8).write(to: URL(fileURLWithPath: path))
            #expect(throws: InputError(file: path, message)) { try Baseline.load(path: path) }
        }
    }
}
