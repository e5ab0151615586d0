import Foundation
import Testing
@testable import FitCore

/// Findings: one per key × variant × language × verdict. A verdict that depends on the text only is
/// one finding however many cells show it; a layout verdict is one finding carrying its worst cell
/// and every cell where it fails.
@Suite struct FindingTests {
    static let widths: [Double] = [300, 320, 375, 390, 393, 402, 430, 440, 744, 960]
    static let sizes: [SizeCategory] = [.S, .L, .xxxL, .AX1]

    /// One rendition measured in every cell of a 10 × 4 matrix, each cell's verdict and overflow
    /// given by `verdict(width, size)`.
    static func cells(key: String = "paywall.title", language: String = "de", status: RenditionStatus = .translated,
                      verdict: (Double, SizeCategory) -> (Verdict, Double)) -> [ReportFixture.Cell] {
        let rendition = Rendition(key: key, language: language, variant: "", text: "Jetzt abonnieren und sparen",
                                  status: status, file: ReportFixture.app, line: 7)
        var cells: [ReportFixture.Cell] = []
        for width in widths {
            for size in sizes {
                let (cellVerdict, overflow) = verdict(width, size)
                let lines = cellVerdict == .overflow ? 3 : 1
                cells.append(ReportFixture.Cell(
                    rendition: rendition, width: width, size: size, style: .body, rule: "default", maxLines: 2,
                    measurement: ReportFixture.measure(verdict: cellVerdict == .untranslated ? .fits : cellVerdict,
                                                       lines: lines, maxLines: 2, slot: width - 32, overflow: overflow,
                                                       also: []),
                    verdict: cellVerdict))
            }
        }
        return cells
    }

    @Test func aTextOnlyVerdictIn40CellsIsOneFinding() throws {
        let report = ReportFixture.build(Self.cells { _, _ in (.missingGlyphs, 0) })
        #expect(report.summary.failures == 40)
        #expect(report.findings.count == 1)
        #expect(report.summary.findings == 1)
        let finding = try #require(report.findings.first)
        #expect(finding.verdict == .missingGlyphs)
        #expect(finding.failingCellCount == 40)
        #expect(finding.failingCells == nil)
        #expect(finding.headline == "de: missing glyphs: fitcheck's font set has no font for a character")
        #expect(report.summary.findingsByVerdict["missingGlyphs"] == 1)
        #expect(report.summary.languages["de"]?.findings == 1)
        #expect(report.exitStatus == 1)
    }

    /// A key nobody translated is no finding of its own: its language's coverage finding lists it,
    /// one per catalog × language however many keys and cells show fallback text.
    @Test func untranslatedCellsAreTheLanguagesOneCoverageFinding() throws {
        let cells = Self.cells(status: .untranslated) { _, _ in (.untranslated, 0) }
            + Self.cells(key: "paywall.subtitle", status: .untranslated) { _, _ in (.untranslated, 0) }
            + Self.cells(key: "paywall.title", language: "en") { _, _ in (.fits, 0) }
        let report = ReportFixture.build(cells)
        #expect(report.summary.failures == 80)
        #expect(report.summary.failuresByVerdict["untranslated"] == 80)
        #expect(report.findings.count == 1)
        let finding = try #require(report.findings.first)
        #expect(finding.subject == .language(catalog: ReportFixture.app))
        #expect(finding.verdict == .untranslated)
        #expect(finding.level == .warning)
        #expect(!finding.fails)
        #expect(finding.worst == nil)
        #expect(finding.coverage == LanguageCoverage(catalog: ReportFixture.app, language: "de", translated: 0, total: 2,
                                                     missing: ["paywall.subtitle", "paywall.title"],
                                                     file: ReportFixture.app, line: 7))
        #expect(finding.file == ReportFixture.app && finding.line == 7)
        #expect(finding.headline == "de: 0 of 2 keys translated — a new language")
        #expect(finding.failingCellsLine == "missing: paywall.subtitle · paywall.title")
        #expect(report.coverage.map(\.language) == ["de"])
        #expect(report.summary.findingsByLevel == ["error": 0, "warning": 1, "note": 0])
        // A warning: the run passes unless failOn says untranslated.
        #expect(report.exitStatus == 0)
    }

    @Test func everyVerdictSaysWhetherItDependsOnTheTextOnly() {
        #expect(Verdict.allCases.filter(\.dependsOnTextOnly).sorted(by: Verdict.moreSevereFirst) == [.unreadableTable, .formatMismatch, .zeroLines, .missingGlyphs, .controlCharacter, .duplicateKey, .untranslated])
        #expect(!Verdict.fits.dependsOnTextOnly)
    }

    @Test func aLayoutVerdictIsOneFindingWithItsWorstCellAndWhereItFails() throws {
        // Overflows at AX1 below 400 pt, by more the narrower the screen; at xxxL only at 300 pt.
        let cells = Self.cells { width, size in
            if size == .AX1 && width < 400 { return (.overflow, 400 - width) }
            if size == .xxxL && width == 300 { return (.overflow, 100) }
            return (.fits, 0)
        }
        let report = ReportFixture.build(cells)
        #expect(report.summary.failures == 6)
        #expect(report.findings.count == 1)
        let finding = try #require(report.findings.first)
        #expect(finding.failingCellCount == 6)
        // 300 pt at AX1 misses by 100 pt, as does 300 pt at xxxL: the tie goes to the smaller size.
        #expect(finding.worst?.containerWidth == 300)
        #expect(finding.worst?.size == .xxxL)
        #expect(finding.worst?.excessPoints == 100)
        #expect(finding.failingCells?.map(\.containerWidth) == [300, 300, 320, 375, 390, 393])
        #expect(finding.failingCells?.map(\.size) == [.xxxL, .AX1, .AX1, .AX1, .AX1, .AX1])
        #expect(finding.failingCellsLine == "fails in 6 cells: xxxL at 300 pt · AX1 at 300, 320, 375, 390, 393 pt")
        // The twin: without the xxxL cell the worst is 300 pt at AX1.
        let withoutTie = ReportFixture.build(cells.filter { !($0.size == .xxxL && $0.width == 300) })
        #expect(withoutTie.findings.first?.worst?.size == .AX1)
        #expect(withoutTie.findings.first?.failingCellCount == 5)
    }

    @Test func theLargestMissIsTheWorstCell() throws {
        let report = ReportFixture.build(Self.cells { width, size in
            size == .L && width >= 744 ? (.overflow, width == 744 ? 3 : 9) : (.fits, 0)
        })
        let finding = try #require(report.findings.first)
        #expect(finding.worst?.containerWidth == 960)
        #expect(finding.worst?.excessPoints == 9)
    }

    @Test func twoVerdictsOfOneRenditionAreTwoFindings() {
        let report = ReportFixture.build(Self.cells { width, size in
            if width == 300 && size == .AX1 { return (.brokenWord, 12) }
            if size == .AX1 { return (.overflow, 20) }
            return (.fits, 0)
        })
        #expect(report.findings.map(\.verdict) == [.overflow, .brokenWord])
        #expect(report.findings.map(\.failingCellCount) == [9, 1])
        #expect(report.summary.findingsByVerdict["overflow"] == 1)
        #expect(report.summary.findingsByVerdict["brokenWord"] == 1)
        #expect(report.summary.failingKeys == 1)
    }

    @Test func findingsDoNotDependOnTheOrderOfCells() {
        let cells = ReportFixture.cells() + Self.cells { width, _ in width < 400 ? (.overflow, 500 - width) : (.fits, 0) }
        let report = ReportFixture.build(cells)
        #expect(ReportFixture.build(cells.reversed()).findings == report.findings)
        #expect(report.findings == report.findings.sorted(by: Finding.reportOrder))
        #expect(ReportFixture.build(cells.reversed()).findings != ReportFixture.report().findings)
    }

    @Test func aFindingReadsBackFromJSON() throws {
        let report = ReportFixture.report()
        let data = Data(StableJSON.text(report.findings).utf8)
        let decoded = try JSONDecoder().decode([Finding].self, from: data)
        #expect(decoded == report.findings)
        // The twin: the worst cell's own fields are written under `worst`, the shared ones once.
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(object.first?["key"] as? String == "empty.label")
        #expect((object.first?["worst"] as? [String: Any])?["key"] == nil)
        #expect((object.first?["worst"] as? [String: Any])?["size"] as? String == "L")
    }

    /// Error-level verdicts fail the run by default; `untranslated` (a warning) only when `failOn`
    /// lists it, or when the matrix's `levels` makes it an error (the default failOn follows levels).
    @Test func theExitStatusFollowsTheFindingsThatFail() {
        let cells = Self.cells(status: .untranslated) { _, _ in (.untranslated, 0) }
        let byDefault = ReportFixture.build(cells)
        #expect(byDefault.findings.count == 1)
        #expect(byDefault.summary.failing == 0)
        #expect(byDefault.exitStatus == 0)
        #expect(ReportFixture.build(cells, failOn: RunReportBuilder.allFailureClasses).exitStatus == 1)
        let raised = ReportFixture.build(cells, levels: VerdictLevels([.untranslated: .error]))
        #expect(raised.findings.first?.level == .error)
        #expect(raised.failOn.contains(.untranslated))
        #expect(raised.exitStatus == 1)
        #expect(ReportFixture.build(Self.cells { _, _ in (.overflow, 3) }).exitStatus == 1)
    }

    /// Findings are ordered by level, then verdict: an overflow (error) before untranslated
    /// (warning) whatever the keys; a note after both.
    @Test func findingsAreOrderedByLevelThenSeverity() {
        let cells = Self.cells(key: "a.untranslated", status: .untranslated) { _, _ in (.untranslated, 0) }
            + Self.cells(key: "z.overflow") { width, _ in width == 300 ? (.overflow, 5) : (.fits, 0) }
            + Self.cells(key: "m.broken") { width, _ in width == 300 ? (.brokenWord, 5) : (.fits, 0) }
        let report = ReportFixture.build(cells, levels: VerdictLevels([.brokenWord: .note]))
        #expect(report.findings.map(\.verdict) == [.overflow, .untranslated, .brokenWord])
        #expect(report.findings.map(\.level) == [.error, .warning, .note])
        #expect(report.findings.sorted(by: Finding.moreSevere).map(\.verdict) == [.overflow, .untranslated, .brokenWord])
        // The twin: by default brokenWord is an error and comes before untranslated.
        #expect(ReportFixture.build(cells).findings.map(\.verdict) == [.overflow, .brokenWord, .untranslated])
    }
}
