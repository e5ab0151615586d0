import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// Width variations of one key (`variations.width`, `NSStringVariableWidthRuleType`) are not a choice:
/// the platform picks one by presentation width (``WidthVariantPicker``), alone and as a group's member.
@Suite("Width variations are picked, not chosen")
struct GroupWidthVariantTests {
    static func rendition(_ width: Int) -> Rendition {
        Rendition(key: "w", language: "en", variant: "width.\(width)", text: "", status: .translated, widthVariant: width,
                  file: "A.xcstrings", line: 1)
    }

    //  slot width (pt) at 10 pt   shown variant
    static let picks: [(Double, Int)] = [
        (150, 20),   // 15 em: below every key, the smallest
        (250, 20),   // 25 em: the largest key ≤ 25
        (700, 70),   // 70 em exactly
        (800, 70),   // 80 em
    ]

    @Test(arguments: picks)
    func theLargestKeyNotAboveThePresentationWidthIsShown(slotWidth: Double, shown: Int) {
        let variants = [Self.rendition(20), Self.rendition(70)]
        let picker = WidthVariantPicker(variants)
        #expect(variants.filter { picker.isShown($0, slotWidth: slotWidth, pointSize: 10) }.map(\.widthVariant) == [shown])
    }

    /// Member "w" has a short `width.20` text and a `width.70` text far too long for any share. In a
    /// 320 pt row its share is about 9 em: the short one is shown and the row fits (a choice, or the
    /// worst of the variants, would fail there). At 3000 pt the share is 88 em: the long one is shown,
    /// and fails.
    @Test func aMembersWidthVariantIsTheOneItsShareShows() throws {
        let folder = try TemporaryFolder.make("width-variants")
        defer { TemporaryFolder.remove(folder) }
        let long = String(repeating: "wide ", count: 60).trimmingCharacters(in: .whitespaces)
        func unit(_ text: String) -> String { "{ \"stringUnit\": { \"state\": \"translated\", \"value\": \"\(text)\" } }" }
        _ = try MatrixTestSupport.write("""
            { "sourceLanguage": "en", "version": "1.0", "strings": {
              "w": { "localizations": { "en": { "variations": { "width": { "20": \(unit("Go")), "70": \(unit(long)) } } } } },
              "x": { "localizations": { "en": \(unit("OK")) } } } }
            """, name: "App.xcstrings", in: folder)
        let matrix = try Matrix.load(path: try MatrixTestSupport.write("""
            { "catalogs": ["App.xcstrings"], "widths": [320, 3000], "sizes": ["L"], "languages": ["en"],
              "defaultSlot": { "width": "100%", "lines": 1 },
              "groups": [{ "kind": "row", "name": "pair", "members": ["w", "x"] }] }
            """, in: folder))
        let report = try MatrixRun(matrix: matrix, selection: RunSelection(), fonts: try FontLibrary.bundled(), toolVersion: "test").run().report
        let findings = report.findings.filter { $0.group?.name == "pair" }
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.worst?.containerWidth == 3000 && $0.failingCellCount == 1 }, "\(findings.map { ($0.worst?.containerWidth, $0.failingCellCount) })")
        #expect(findings.first?.group?.members.first?.variant == "width.70")
        #expect(report.summary.groups == GroupSummary(measured: 1, failing: 1))
    }
}
