import Testing
@testable import FitCore
import FitcheckTestSupport

/// The one "worse" order (``CellSeverity``): verdict, then the miss in points, then lines over the
/// limit; and every place that picks or orders failing cells by it, each with its own tie-break on
/// top. Each site's case is built so that another order (amount before verdict, lines before
/// amount, the site's tie-break before the severity) would pick another cell.
@Suite("Cell severity")
struct CellSeverityTests {
    static func severity(_ verdict: Verdict, _ points: Double, _ linesOver: Int) -> CellSeverity {
        CellSeverity(verdict: verdict, excessPoints: points, overflowLines: linesOver)
    }

    //  a                                b                                 a worse  b worse
    static let order: [(CellSeverity, CellSeverity, Bool, Bool)] = [
        (severity(.overflow, 1, 0),      severity(.clipped, 50, 0),        true,  false), // verdict beats amount
        (severity(.zeroLines, 0, 0),     severity(.overflow, 80, 3),       true,  false), // … and lines
        (severity(.clipped, 0, 0),       severity(.brokenWord, 0, 4),      true,  false), // … between any two verdicts
        (severity(.overflow, 10, 1),     severity(.overflow, 5, 4),        true,  false), // amount beats lines
        (severity(.overflow, 5, 2),      severity(.overflow, 5, 1),        true,  false), // lines decide an equal amount
        (severity(.overflow, 5, 2),      severity(.overflow, 5, 2),        false, false), // equally bad: the site's tie-break
    ]

    @Test(arguments: order)
    func worseIsVerdictThenAmountThenLines(a: CellSeverity, b: CellSeverity, aWorse: Bool, bWorse: Bool) {
        #expect(a.isWorse(than: b) == aWorse)
        #expect(b.isWorse(than: a) == bWorse)
        #expect((a == b) == (!aWorse && !bWorse))
    }

    // MARK: - The sites

    /// One failing German cell of `key` at `width`: `verdict`, missing by `points`, `linesOver`
    /// lines beyond a one-line limit.
    static func cell(_ key: String, width: Double = 320, _ verdict: Verdict, points: Double, linesOver: Int) -> ReportFixture.Cell {
        let rendition = Rendition(key: key, language: "de", variant: "", text: "Ein zu langer Text", status: .translated,
                                  file: ReportFixture.app, line: 10)
        return ReportFixture.Cell(rendition: rendition, width: width, size: .L, style: .body, rule: "default", maxLines: 1,
                                  measurement: ReportFixture.measure(verdict: verdict, lines: 1 + linesOver, maxLines: 1,
                                                                     slot: width - 32, overflow: points, also: []),
                                  verdict: verdict)
    }

    /// Five keys whose orders disagree: in report order (level, verdict, key) a, b, d, e, c; by severity b (5 pt, 3 lines
    /// over), then the 5 pt / 1 line cells (a in 2 cells, e in 3), d (1 pt), c (clipped by 50 pt:
    /// a less severe verdict, however large its miss).
    static let run = ReportFixture.build([
        cell("a", width: 320, .overflow, points: 5, linesOver: 1), cell("a", width: 375, .overflow, points: 5, linesOver: 1),
        cell("b", .overflow, points: 5, linesOver: 3),
        cell("c", .clipped, points: 50, linesOver: 0),
        cell("d", .overflow, points: 1, linesOver: 0),
        cell("e", width: 320, .overflow, points: 5, linesOver: 1), cell("e", width: 375, .overflow, points: 5, linesOver: 1),
        cell("e", width: 430, .overflow, points: 5, linesOver: 1),
    ])

    /// A finding's worst cell: the larger miss beats more lines; lines beat the narrower width (report order).
    @Test func aFindingsWorstCellIsItsWorstSeverityThenTheNarrowest() throws {
        let report = ReportFixture.build([
            Self.cell("k", width: 320, .overflow, points: 5, linesOver: 1),
            Self.cell("k", width: 375, .overflow, points: 5, linesOver: 3),
            Self.cell("k", width: 430, .overflow, points: 3, linesOver: 4),
            Self.cell("k", width: 440, .overflow, points: 5, linesOver: 3),
        ])
        let worst = try #require(report.findings.first?.worst)
        #expect(worst.containerWidth == 375)
        #expect(report.findings.first?.severity == Self.severity(.overflow, 5, 3))
    }

    /// Capped outputs keep findings by level, then severity, then failing cells; ties in report order.
    @Test func findingsMostSevereFirstFollowTheSeverityThenTheirCells() {
        #expect(Self.run.findings.map(\.key) == ["a", "b", "d", "e", "c"])
        #expect(Self.run.findings.sorted(by: Finding.moreSevere).map(\.key) == ["b", "e", "a", "d", "c"])
    }

    /// `--images all` draws cells worst first; equally bad cells in report order. `--images findings`
    /// draws the findings' worst cells most severe first.
    @Test func picturesAreChosenWorstFirst() {
        let all = PictureSelection(mode: .all).choose(Self.run).cells.map { "\($0.record.key)@\(Int($0.record.containerWidth))" }
        #expect(all == ["b@320", "a@320", "a@375", "e@320", "e@375", "e@430", "d@320", "c@320"])
        let findings = PictureSelection(mode: .findings).choose(Self.run).cells.map(\.record.key)
        #expect(findings == ["b", "e", "a", "d", "c"])
    }

    /// A row's worst member is the one with the most severe verdict, not the largest miss: 100 pt
    /// shared 50/50, member 0 wraps past its one line (overflow, by a few points), member 1 is one
    /// word 40 pt wider than its share, without a line limit (clipped or broken: less severe).
    @Test func aRowsWorstMemberIsItsWorstSeverity() throws {
        let members = [GroupJudgeTests.setting(["aaaa aaaa aaaa"]), GroupJudgeTests.setting(["bbbbbbbbbbbbbbbbbb"], lines: nil)]
        let outcome = try GroupJudge.judge(GroupJudgeTests.row(2), width: 100, members: members)
        #expect(outcome.members[0].verdict == .overflow)
        #expect(outcome.members[1].verdict.isFailure && outcome.members[0].verdict.isMoreSevere(than: outcome.members[1].verdict))
        #expect(outcome.members[1].measurement.excessPoints > outcome.members[0].measurement.excessPoints)
        #expect(outcome.worstMember == 0)
        #expect(outcome.verdict == .overflow)
    }

    /// A group finding's worst cell (``GroupMeasurer``): of its failing cells, one that misses by most
    /// — in the demo's four groups, never simply the first (narrowest, smallest) cell.
    @Test func aGroupFindingsWorstCellIsItsLargestMiss() throws {
        let selection = RunSelection(languages: ["de", "it", "ru", "uk"], keys: DemoGroupsTests.keys.map { KeyPattern($0)! })
        let report = try MatrixRun(matrix: try Matrix.load(path: Repository.demoMatrix), selection: selection,
                                   fonts: try FontLibrary.bundled(), toolVersion: "test").run().report
        let groups = report.findings.filter { $0.group != nil }
        #expect(groups.count >= 4)
        var notFirst = 0
        for finding in groups {
            let cells = try #require(finding.failingCells)
            let worst = try #require(finding.worst)
            #expect(worst.excessPoints == cells.map(\.excessPoints).max(), "\(finding.key) \(finding.language)")
            if let first = cells.first, first.containerWidth != worst.containerWidth || first.size != worst.size { notFirst += 1 }
        }
        #expect(notFirst > 0)
    }

    /// A member's worst variant: the more severe verdict, though the other variant, listed first,
    /// misses by more. At 50 pt on two lines, "bbbbbbbbbbbbbbbbbb" (one word, 90 pt) is broken by
    /// 40 pt; "aaaaaaaaaaaaaaaaaaaa aa" needs a third line (overflow, by 100 − 50 = 50 pt: in two lines
    /// it needs the 20-character word's 100 pt, less the 50 it has).
    @Test func aMembersWorstVariantIsItsWorstSeverity() throws {
        let member = GroupJudgeTests.setting(["bbbbbbbbbbbbbbbbbb", "aaaaaaaaaaaaaaaaaaaa aa"], lines: 2)
        let outcome = try GroupJudge.judge(GroupJudgeTests.row(1), width: 50, members: [member])
        #expect(outcome.members[0].variant == 1)
        #expect(outcome.members[0].measurement.severity == Self.severity(.overflow, 50, 1))
        // The variant not chosen: a less severe verdict, a larger miss.
        var parameters = member.parameters
        parameters.slotWidth = 50
        #expect(try GroupJudge.measure(member, variant: 0, parameters).severity
                == Self.severity(.brokenWord, 40, 0))
    }
}
