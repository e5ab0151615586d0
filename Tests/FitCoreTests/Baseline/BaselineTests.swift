import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// The baseline file and what applying it does to a report, on reports built by hand: a baseline
/// lists findings (not cells), hides the known ones and reports any that grew.
@Suite struct BaselineTests {
    /// A failing cell of key `key`, overflowing by `amount` pt.
    static func failure(_ key: String, _ language: String = "de", width: Double = 320, size: SizeCategory = .AX1,
                        verdict: Verdict = .overflow, amount: Double = 10, file: String = "App/L.xcstrings") -> FailureRecord {
        FailureRecord(key: key, language: language, variant: "", text: key, samples: [], status: "translated",
                      state: nil, containerWidth: width, slotWidth: width - 32, size: size, style: .body, weight: .regular,
                      verdict: verdict, alsoFails: nil, lines: 3, maxLines: 2, excessPoints: amount, overflowLines: 1,
                      lineWidths: [1, 2, 3], rule: "defaultSlot", file: file, line: 1, image: nil, device: nil)
    }

    /// A run of keys a, b, c in de and fr at 320 and 375 pt, L and AX1, with `failures` failing and
    /// the keys in `untranslated` (key, language) showing fallback text.
    static func report(_ failures: [FailureRecord], untranslated: Set<[String]> = [], shard: RunReport.Shard? = nil) -> RunReport {
        var builder = RunReportBuilder(toolVersion: "test", shard: shard)
        var renditions: [Rendition] = []
        for key in ["a", "b", "c"] {
            for language in ["de", "en", "fr"] {
                let status: RenditionStatus = untranslated.contains([key, language]) ? .untranslated : .translated
                let rendition = Rendition(key: key, language: language, variant: "", text: key, status: status,
                                          state: nil, samples: [], device: nil, file: "App/L.xcstrings", line: 1)
                renditions.append(rendition)
                builder.noteRendition(rendition)
                for width in [320.0, 375] {
                    for size in [SizeCategory.L, .AX1] {
                        let failing = failures.first { $0.key == key && $0.language == language && $0.containerWidth == width && $0.size == size }
                        let verdict = failing?.verdict ?? (status == .untranslated ? .untranslated : .fits)
                        let measurement = FitCore.Measurement(lines: [], widestLineWidth: 0, height: 0, verdict: verdict,
                                                              failures: failing.map { [$0.verdict] } ?? [], maxLines: 2,
                                                              excessPoints: failing?.excessPoints ?? 0, overflowLines: 0)
                        builder.add(rendition: rendition, containerWidth: width, slotWidth: width - 32, size: size,
                                    style: .body, weight: .regular, rule: "defaultSlot", measurement: measurement,
                                    verdict: verdict)
                    }
                }
            }
        }
        var counter = CoverageCounter(shard: shard)
        counter.count(renditions, catalog: "App/L.xcstrings", sourceLanguage: "en")
        builder.addCoverage(counter.coverage)
        return builder.build()
    }

    @Test func theFileIsSortedWithOneEntryAFindingAndReadsBack() throws {
        let report = Self.report([Self.failure("b"), Self.failure("a", "fr"), Self.failure("a", width: 375), Self.failure("a")],
                                 untranslated: [["c", "fr"], ["b", "fr"]])
        let baseline = Baseline(report: report, path: "baseline.json")
        let text = String(decoding: try baseline.encoded(), as: UTF8.self)
        let entryLines = text.split(separator: "\n").filter { $0.hasPrefix("    {") || $0.hasPrefix("      ") || $0.hasPrefix("    ]") }
        #expect(entryLines == [
            #"    {"cells":2,"file":"App/L.xcstrings","key":"a","language":"de","over":10,"subject":"key","variant":"","verdict":"overflow"},"#,
            #"    {"cells":1,"file":"App/L.xcstrings","key":"a","language":"fr","over":10,"subject":"key","variant":"","verdict":"overflow"},"#,
            #"    {"cells":1,"file":"App/L.xcstrings","key":"b","language":"de","over":10,"subject":"key","variant":"","verdict":"overflow"},"#,
            // The coverage entry without its keys: untranslated cannot fail this run (issue 40).
            #"    {"file":"App/L.xcstrings","language":"fr","subject":"language","verdict":"untranslated"}"#,
        ])
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let path = folder.appendingPathComponent("b.json").path
        try baseline.write(to: path)
        #expect(try Baseline.load(path: path) == baseline)
        // Written twice, the same bytes.
        #expect(try baseline.encoded() == Baseline(entries: baseline.entries.reversed(), settings: baseline.settings).encoded())
    }

    /// The whole file, byte for byte: its members in their order, an entry a line with sorted members
    /// and text escaped, the final newline; and a baseline with no entries.
    @Test func theFileBytes() throws {
        let entries = [
            BaselineEntry(file: "App/L.xcstrings", key: "a \"b\"", language: "de", variant: "plural.one", verdict: .overflow,
                          amount: 31.004, cells: 3),
            BaselineEntry(file: "App/L.xcstrings", key: "c", language: "fr", variant: "", verdict: .formatMismatch),
        ]
        let comment = #""comment": "fitcheck baseline: known findings that do not fail the run unless they get worse. "#
            + #"Written by `fitcheck --update-baseline FILE`, read by `fitcheck --baseline FILE`.""#
        #expect(String(decoding: try Baseline(entries: entries).encoded(), as: UTF8.self) == """
            {
              \(comment),
              "schemaVersion": 4,
              "entries": [
                {"cells":3,"file":"App/L.xcstrings","key":"a \\"b\\"","language":"de","over":31,"subject":"key","variant":"plural.one","verdict":"overflow"},
                {"file":"App/L.xcstrings","key":"c","language":"fr","subject":"key","variant":"","verdict":"formatMismatch"}
              ]
            }

            """)
        #expect(String(decoding: try Baseline(entries: []).encoded(), as: UTF8.self) == """
            {
              \(comment),
              "schemaVersion": 4,
              "entries": []
            }

            """)
    }

    @Test func applyingMovesKnownFindingsOut() {
        let known = [Self.failure("a"), Self.failure("b", "fr", width: 375, size: .L)]
        let baseline = Baseline(report: Self.report(known), path: "baseline.json")
        #expect(baseline.entries.count == 2)
        // Today: both known findings, plus "c" anew.
        let today = Self.report(known + [Self.failure("c")])
        #expect(today.summary.findings == 3)
        let applied = today.applying(baseline, path: "baseline.json")
        #expect(applied.findings.map(\.key) == ["c"])
        #expect(applied.summary.findings == 1)
        #expect(applied.summary.failingKeys == 1)
        #expect(applied.baseline?.knownFindings.map(\.key) == ["a", "b"])
        #expect(applied.baseline?.worse == 0)
        #expect(applied.baseline?.stale == [])
        #expect(applied.exitStatus == 1)

        // With only known findings, the run passes; without the baseline, it fails.
        let onlyKnown = Self.report(known).applying(baseline, path: "baseline.json")
        #expect(onlyKnown.exitStatus == 0)
        #expect(onlyKnown.summary.findings == 0)
        #expect(Self.report(known).exitStatus == 1)
    }

    /// Worse, not hidden: a known finding that fails in more cells, or misses by more than 0.5 pt
    /// more, stays a finding and says what grew; 0.4 pt more is the same finding.
    @Test func aFindingThatGrowsIsReportedAsWorse() throws {
        let baseline = Baseline(report: Self.report([Self.failure("a", amount: 10)]), path: "b.json")
        let slightly = Self.report([Self.failure("a", amount: 10.4)]).applying(baseline, path: "b.json")
        #expect(slightly.findings.isEmpty)
        #expect(slightly.exitStatus == 0)

        let deeper = Self.report([Self.failure("a", amount: 10.6)]).applying(baseline, path: "b.json")
        #expect(deeper.findings.map(\.key) == ["a"])
        #expect(deeper.findings.first?.worseThanBaseline == "over by 10.6 pt, 10 pt in the baseline")
        #expect(deeper.baseline?.worse == 1)
        #expect(deeper.exitStatus == 1)

        let wider = Self.report([Self.failure("a"), Self.failure("a", width: 375)]).applying(baseline, path: "b.json")
        #expect(wider.findings.first?.worseThanBaseline == "fails in 2 cells, 1 in the baseline")
        #expect(TextReporter().render(wider).contains("  worse than the baseline: fails in 2 cells, 1 in the baseline"))
        let json = JSONReporter().render(wider)
        #expect(json.contains(#""worseThanBaseline" : "fails in 2 cells, 1 in the baseline""#))
    }

    @Test func aChangedVerdictIsANewFinding() {
        let baseline = Baseline(report: Self.report([Self.failure("a", verdict: .overflow)]), path: "b.json")
        let applied = Self.report([Self.failure("a", verdict: .brokenWord)]).applying(baseline, path: "b.json")
        #expect(applied.findings.map(\.verdict) == [.brokenWord])
        #expect(applied.baseline?.stale?.map(\.verdict) == [.overflow])
    }

    /// A language's coverage is baselined by its keys: a key newly missing is new, and the finding
    /// lists only the keys the baseline does not.
    @Test func aNewlyMissingKeyIsNew() throws {
        // Keys are recorded where untranslated can fail the run (issue 40: AdoptionBaselineSettingsTests).
        var recorded = Self.report([], untranslated: [["a", "fr"]])
        recorded.failOn.append(.untranslated)
        let baseline = Baseline(report: recorded, path: "b.json")
        #expect(baseline.entries.map(\.keys) == [["a"]])
        #expect(Self.report([], untranslated: [["a", "fr"]]).applying(baseline, path: "b.json").findings.isEmpty)

        let applied = Self.report([], untranslated: [["a", "fr"], ["c", "fr"]]).applying(baseline, path: "b.json")
        let finding = try #require(applied.findings.first)
        #expect(finding.subject == .language(catalog: "App/L.xcstrings"))
        #expect(finding.coverage?.missing == ["c"])
        #expect(finding.worseThanBaseline == "1 key missing that the baseline does not list (it lists 1)")
        // Untranslated is a warning: a new missing key is reported, and does not fail the run.
        #expect(applied.exitStatus == 0)
        // All translated now: the entry is stale.
        #expect(Self.report([]).applying(baseline, path: "b.json").baseline?.stale == baseline.entries)
    }

    @Test func staleEntriesAreFindingsTheRunCouldHaveFoundAndOnlyThose() {
        let entries = [
            BaselineEntry(Finding(worst: Self.failure("a"), failingCellCount: 1, failingCells: []), relativeTo: "."),        // measured, passes: stale
            BaselineEntry(Finding(worst: Self.failure("a", "hi"), failingCellCount: 1, failingCells: []), relativeTo: "."),  // language not measured
            BaselineEntry(Finding(worst: Self.failure("zzz"), failingCellCount: 1, failingCells: []), relativeTo: "."),      // key not measured
        ]
        let applied = Self.report([]).applying(Baseline(entries: entries), path: "b.json")
        #expect(applied.baseline?.stale == [entries[0]])
        // A shard cannot tell.
        let shard = Self.report([], shard: .init(index: 1, count: 2)).applying(Baseline(entries: entries), path: "b.json")
        #expect(shard.baseline?.stale == nil)
        // Updating keeps the unmeasured entries and drops the stale one.
        let today = Self.report([Self.failure("b")])
        let updated = Baseline(entries: entries).updated(by: today, path: "b.json")
        #expect(Set(updated.entries) == Set(entries.dropFirst() + [BaselineEntry(today.findings[0], relativeTo: ".")]))
    }

    /// A version-1 file (failing cells) is read as findings: cells of one key × language × verdict
    /// are one entry with their count, `untranslated` cells a language's coverage entry.
    @Test func aVersion1BaselineIsConverted() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let path = folder.appendingPathComponent("b.json").path
        try Data(#"""
            {"schemaVersion": 1, "entries": [
              {"file":"App/L.xcstrings","key":"a","language":"de","size":"AX1","variant":"","verdict":"overflow","width":320},
              {"file":"App/L.xcstrings","key":"a","language":"de","size":"L","variant":"","verdict":"overflow","width":320},
              {"file":"App/L.xcstrings","key":"b","language":"fr","size":"L","variant":"","verdict":"untranslated","width":320},
              {"file":"App/L.xcstrings","key":"c","language":"fr","size":"L","variant":"","verdict":"untranslated","width":375}
            ]}
            """#.utf8).write(to: URL(fileURLWithPath: path))
        let converted = try Baseline.load(path: path)
        #expect(converted.entries == [
            BaselineEntry(file: "App/L.xcstrings", key: "a", language: "de", variant: "", verdict: .overflow, cells: 2),
            BaselineEntry(subject: .language, file: "App/L.xcstrings", key: "", language: "fr", variant: "",
                          verdict: .untranslated, keys: ["b", "c"]),
        ])
        // The run those cells came from passes with it; a third cell of "a" is worse.
        let same = Self.report([Self.failure("a"), Self.failure("a", size: .L)], untranslated: [["b", "fr"], ["c", "fr"]])
        #expect(same.applying(converted, path: "b.json").findings.isEmpty)
        let more = Self.report([Self.failure("a"), Self.failure("a", size: .L), Self.failure("a", width: 375)])
        #expect(more.applying(converted, path: "b.json").findings.first?.worseThanBaseline == "fails in 3 cells, 2 in the baseline")
    }

    @Test func mergingShardReportsKeepsTheirKnownFindings() throws {
        let known = [Self.failure("a"), Self.failure("c", "fr")]
        let baseline = Baseline(report: Self.report(known), path: "b.json")
        let one = Self.report([Self.failure("a")], shard: .init(index: 1, count: 2)).applying(baseline, path: "b.json")
        let two = Self.report([Self.failure("c", "fr"), Self.failure("b")], shard: .init(index: 2, count: 2))
            .applying(baseline, path: "b.json")
        // Shards here measure the same keys, which the merge would call overlapping; findings differ, so it merges.
        let merged = try RunReport.merge([one, two])
        #expect(merged.baseline?.knownFindings.map(\.key) == ["a", "c"])
        #expect(merged.findings.map(\.key) == ["b"])
        #expect(merged.baseline?.stale == nil)
        #expect(try RunReport.merge([Self.report([Self.failure("b")])]).baseline == nil)
    }

    /// The size the issue asks for: a 1,300-key app in 19 languages, 1,000 keys missing here and
    /// there and 400 layout findings, in a baseline under 200 KB (cells made it megabytes).
    @Test func aLargeAppsBaselineIsSmall() throws {
        var entries: [BaselineEntry] = []
        let languages = (0..<18).map { "l\($0)" }
        for index in 0..<400 {
            entries.append(BaselineEntry(file: "App/Localizable.xcstrings", key: "settings.section.row.title.\(index)",
                                         language: languages[index % 18], variant: "", verdict: .overflow,
                                         amount: 12.34, cells: 7))
        }
        for (place, language) in languages.enumerated() {
            let keys = (0..<1_000).filter { $0 % 18 == place }.map { "onboarding.step.\($0).description" }
            entries.append(BaselineEntry(subject: .language, file: "App/Localizable.xcstrings", key: "", language: language,
                                         variant: "", verdict: .untranslated, keys: keys))
        }
        let bytes = try Baseline(entries: entries).encoded().count
        #expect(bytes < 200_000, "\(bytes) bytes")
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
            (#"{"schemaVersion": 2, "entries": []}"#, "baseline schemaVersion 2; this fitcheck reads schemaVersion 4 (and 3 and 1, converted)"),
            (#"{"schemaVersion": 4, "entries": [{"key": "a"}]}"#, "invalid baseline: entries[0]: missing subject"),
            (#"{"schemaVersion": 1, "entries": [{"key": "a"}]}"#, "invalid baseline: entries[0]: missing file"),
        ] {
            try Data(content.utf8).write(to: URL(fileURLWithPath: path))
            #expect(throws: InputError(file: path, message)) { try Baseline.load(path: path) }
        }
    }
}
