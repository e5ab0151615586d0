import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// Variants of members in a run: each member is measured in each of its own variants (plural forms,
/// devices) with its siblings at their widest variant in that cell — the worst case, never the cross
/// product of every member's variants.
@Suite("Groups: variants of members in a run")
struct GroupVariantRunTests {
    /// A stack row of "count" (plural: a short `one`, `other` as given) and "label" (plural: a short
    /// `one`, a long `other`), one line each, in 500 pt.
    static func run(count other: String, in folder: URL) throws -> RunReport {
        func unit(_ text: String) -> String { #"{ "stringUnit": { "state": "translated", "value": "\#(text)" } }"# }
        _ = try MatrixTestSupport.write("""
            { "sourceLanguage": "en", "version": "1.0", "strings": {
              "count": { "localizations": { "en": { "variations": { "plural": {
                "one": \(unit("%lld item")), "other": \(unit(other)) } } } } },
              "label": { "localizations": { "en": { "variations": { "plural": {
                "one": \(unit("%lld share")), "other": \(unit("%lld shared with everyone in the family")) } } } } } } }
            """, name: "App.xcstrings", in: folder)
        let matrix = try Matrix.load(path: try MatrixTestSupport.write("""
            { "catalogs": ["App.xcstrings"], "widths": [500], "sizes": ["L"], "languages": ["en"],
              "defaultSlot": { "width": "100%", "lines": 1 },
              "groups": [{ "kind": "row", "name": "pair", "policy": "stack", "members": ["count", "label"] }] }
            """, in: folder))
        return try MatrixRun(matrix: matrix, selection: RunSelection(), fonts: try FontLibrary.bundled(), toolVersion: "test").run().report
    }

    /// "other" is long: it fails beside the label's widest variant (its long `other`), and the finding
    /// names that variant and shows the sibling at its widest.
    @Test func eachVariantIsMeasuredBesideItsSiblingsWidest() throws {
        let folder = try TemporaryFolder.make("group-variants")
        defer { TemporaryFolder.remove(folder) }
        let report = try Self.run(count: "%lld items waiting for your review today", in: folder)
        let finding = try #require(report.findings.first { $0.group?.name == "pair" })
        let members = try #require(finding.group?.members)
        #expect(members.map(\.key) == ["count", "label"])
        #expect(members[0].variant == "plural.other", "\(members)")
        #expect(members[1].text.hasSuffix(" shared with everyone in the family"), "the sibling at its widest: \(members[1])")
        #expect(finding.worst?.key == "count" || finding.worst?.key == "label")
    }

    /// The twin: with a short `other`, no variant of either fails (the label's long `other` beside
    /// it fits), so the failure above came from the variant measured, not from the row.
    @Test func withShortVariantsTheRowFits() throws {
        let folder = try TemporaryFolder.make("group-variants-fit")
        defer { TemporaryFolder.remove(folder) }
        let report = try Self.run(count: "%lld items", in: folder)
        #expect(report.findings.filter { $0.group != nil }.isEmpty, "\(report.findings.map(\.detail))")
        #expect(report.summary.groups == GroupSummary(measured: 1, failing: 0))
    }
}
