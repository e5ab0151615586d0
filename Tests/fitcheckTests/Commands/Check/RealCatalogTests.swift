import Foundation
import Testing
@testable import fitcheck
import FitCore
import FitcheckTestSupport

/// What real apps' catalogs say never stops a run: stray `%` signs are measured, a translation whose
/// specifiers differ from its source's is a `formatMismatch`, and Xcode's own `""` key is skipped and
/// counted. Fixtures: Tests/FitCoreTests/Fixtures/Catalog.
@Suite struct RealCatalogTests {
    static let fixtures = Repository.root.path + "/Tests/FitCoreTests/Fixtures/Catalog/"

    @Test func aFormatMismatchFailsTheRunWithoutStoppingIt() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let outcome = CheckHarness.check(["--catalog", Self.fixtures + "Formats.xcstrings", "--lang", "ca", "--lang", "de",
                                          "--lang", "vi", "--width", "375", "--size", "L",
                                          "--report", "text", "--report", "json:\(folder)/r.json"])
        #expect(outcome.status == 1, "\(outcome.standardError)")
        let report = try RunReport.load(path: folder + "/r.json")
        let mismatches = report.findings.compactMap(\.worst).filter { $0.verdict == .formatMismatch }
        #expect(Set(mismatches.map { "\($0.key) \($0.language)" }) == ["%@ posts ca", "count.items de", "%1$@ sent %2$@ de"])
        #expect(mismatches.allSatisfy { $0.lines == 0 && $0.samples.isEmpty })
        // Both specifier lists on the finding itself (failures[] is there only with --cells).
        #expect(mismatches.first { $0.language == "ca" }?.formatMismatch == FormatMismatch(source: ["%@"], translation: ["% p"]))
        // (the JSON without its whitespace: the space of "% p" goes too)
        #expect(try String(contentsOfFile: folder + "/r.json", encoding: .utf8).filter { !$0.isWhitespace }
            .contains(#""file":"Tests/FitCoreTests/Fixtures/Catalog/Formats.xcstrings","formatMismatch":{"source":["%@"],"translation":["%p"]},"#))
        #expect(report.summary.findingsByVerdict["formatMismatch"] == 3)
        #expect(outcome.standardOutput.contains("  ca: format mismatch: specifiers % p differ from the source's %@"))
        // The twin: the translations that agree with their sources fit (Vietnamese `Độ mờ 100%` too).
        #expect(!report.findings.contains { $0.language == "vi" && $0.key == "opacity" })
    }

    /// A regional language showing its parent's text: its finding names the parent.
    @Test func aRegionalFindingSaysWhoseTextItShows() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        // 50 pt less 32 pt of margins: every word is split.
        let outcome = CheckHarness.check(["--catalog", Self.fixtures + "XcodeContent.xcstrings", "--lang", "es-MX", "--lang", "es-419",
                                          "--width", "50", "--size", "L", "--key", "greeting", "--report", "json:\(folder)/r.json"])
        #expect(outcome.status == 1, "\(outcome.standardError)")
        let report = try RunReport.load(path: folder + "/r.json")
        let mexican = try #require(report.findings.first { $0.language == "es-MX" })
        #expect(mexican.worst?.inheritedFrom == "es-419")
        #expect(report.findings.first { $0.language == "es-419" }?.worst?.inheritedFrom == nil)   // its own text
        #expect(try String(contentsOfFile: folder + "/r.json", encoding: .utf8).contains("\"inheritedFrom\" : \"es-419\""))
    }

    @Test func xcodesEmptyKeyIsSkippedAndCounted() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let outcome = CheckHarness.check(["--catalog", Self.fixtures + "XcodeContent.xcstrings", "--lang", "en", "--lang", "en-GB",
                                          "--width", "375", "--size", "L", "--report", "text", "--report", "json:\(folder)/r.json"])
        #expect(outcome.status == 0, "\(outcome.standardOutput)")
        let report = try RunReport.load(path: folder + "/r.json")
        #expect(report.summary.skipped == 1)
        #expect(!report.keys.contains { $0.key.isEmpty })
        #expect(outcome.standardOutput.contains("  skipped: 1 entry with an empty source text (the \"\" key Xcode writes)"))
        // The twin: a catalog without the empty key has nothing skipped.
        let other = CheckHarness.check(["--catalog", Self.fixtures + "Formats.xcstrings", "--lang", "en", "--width", "375",
                                        "--size", "L", "--report", "json:\(folder)/o.json"])
        #expect(other.status == 0)
        #expect(try RunReport.load(path: folder + "/o.json").summary.skipped == nil)
    }
}
