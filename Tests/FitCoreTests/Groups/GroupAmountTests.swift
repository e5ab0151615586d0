import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// What a group finding says about its failing member, worked out by hand: `needs` is the least width
/// at which the member's text fits its line limit, `given` the width its share gives, and the finding's
/// amount is `needs − given`, as a key alone's amount is (``Judge/withAmount``). Text, JSON and `try`
/// say the same numbers.
@Suite("A group finding's amount")
struct GroupAmountTests {
    /// The demo's manage bar in German at 300 pt and xxxL: „Ausgewählte Abonnements kündigen“ beside
    /// „Zurück“, two bordered buttons 50/50, each title in at most 2 lines.
    ///
    /// By hand: 2 lines of three words are split at one of the two spaces, and a split needs the wider
    /// of its two lines; the text needs the better split (each line's width is its words' one-line
    /// width, in the member's own font, size and tracking). The share: (300 − 32 − 8) ÷ 2 − 2 × 12 =
    /// 106 pt (the container's margins, the buttons' 8 pt spacing and 12 pt insets, ``RowControl``).
    @Test func theDemosManageBarNeedsItsTwoLineWidthLessItsShare() throws {
        let matrix = try Matrix.load(path: Repository.demoMatrix)
        let fonts = try FontLibrary.bundled()
        let selection = RunSelection(widths: [300], sizes: [.xxxL], languages: ["de"], keys: [KeyPattern("manage.")!])
        let report = try MatrixRun(matrix: matrix, selection: selection, fonts: fonts, toolVersion: "test").run().report
        let finding = try #require(report.findings.first { $0.group?.name == "manage bar" })
        let group = try #require(finding.group)
        let member = try #require(group.members.first { $0.key == "manage.cancel_selected" })
        #expect(member.text == "Ausgewählte Abonnements kündigen")

        // The text's one-line widths, line by line, as the member's slot sets and shapes it.
        let bar = try #require(matrix.groups.first { $0.name == "manage bar" })
        let slot = try #require(bar.members.first { $0.key == member.key })
        let cells = KeyCells(member: slot, matrix: matrix, sizes: [.xxxL], fonts: fonts)
        let parameters = cells.model.parameters(size: 0, slotWidth: 0)
        #expect(parameters.maxLines == 2)
        let shaper = Shaper(library: fonts)
        func oneLine(_ words: ArraySlice<Substring>) throws -> Double {
            let rendition = Rendition(key: member.key, language: "de", variant: "", text: words.joined(separator: " "),
                                      status: .translated, file: member.file, line: member.line)
            var shaping = cells.shaping(rendition, shaper: shaper)
            return GroupJudge.idealWidth(try shaping.breakable(at: parameters.pointSize), parameters)
        }
        let words = member.text.split(separator: " ")
        try #require(words.count == 3)
        let needs = try (1..<words.count).map { split in
            max(try oneLine(words[..<split]), try oneLine(words[split...]))
        }.min()!
        let given = (300.0 - 32 - 8) / 2 - 2 * 12

        // JSON: the member's needs and given, the finding's amount.
        #expect(abs(try #require(member.needs) - needs) < 0.01)
        #expect(member.given == given)
        #expect(finding.verdict == .overflow)
        #expect(abs(finding.amount - (needs - given)) < 0.01)
        let json = JSONReporter().render(report)
        #expect(json.contains("\"over\" : \(PointFormat.rounded(finding.amount))"))
        #expect(json.contains("\"needs\" : \(try #require(member.needs))"))
        // Text: the same numbers.
        let text = TextReporter().render(report)
        #expect(text.contains("(+\(PointFormat.text(finding.amount)) pt)"))
        #expect(text.contains("\"Ausgewählte Abonnements kündigen\" needs \(PointFormat.text(try #require(member.needs))) pt, given 106 pt"))

        // try: the group measured again with the text as candidate says the same needs, given and amount.
        let trial = try BudgetRun(matrix: matrix, selection: selection, fonts: fonts)
            .trial(key: member.key, language: "de", candidate: member.text)
        let tried = try #require(trial.group)
        #expect(tried.members == group.members)
        #expect(tried.failingAt.map(\.excessPoints) == [PointFormat.rounded(finding.amount)])
        #expect(CandidateTrialWriter.text(trial).contains("needs \(PointFormat.text(try #require(member.needs))) pt, given 106 pt"))
    }

    /// A member's needs depend on its text size, so one run over two sizes gives the manage bar (de, 300 pt)
    /// two amounts — each the one a run at that size alone gives: at S and at xxxL the member needs
    /// different widths in the same 106 pt share. (The needs are searched once per text and size
    /// (``RequiredWidthMemo``); a memo that mixed sizes up would give xxxL the S needs.)
    @Test func eachSizeOfOneRunHasItsOwnNeeds() throws {
        let matrix = try Matrix.load(path: Repository.demoMatrix)
        let fonts = try FontLibrary.bundled()
        func manageBar(_ sizes: [SizeCategory]) throws -> (cells: [FindingCell], needs: Double) {
            let selection = RunSelection(widths: [300], sizes: sizes, languages: ["de"], keys: [KeyPattern("manage.")!])
            let report = try MatrixRun(matrix: matrix, selection: selection, fonts: fonts, toolVersion: "test").run().report
            let finding = try #require(report.findings.first { $0.group?.name == "manage bar" && $0.verdict == .overflow })
            let member = try #require(finding.group?.members.first { $0.key == "manage.cancel_selected" })
            return (try #require(finding.failingCells), try #require(member.needs))
        }
        let small = try manageBar([.S])
        let large = try manageBar([.xxxL])
        try #require(small.cells.count == 1 && large.cells.count == 1)
        #expect(small.cells[0].excessPoints != large.cells[0].excessPoints)
        #expect(small.needs < large.needs)

        // Both sizes in one run: S first, so a memo keyed by anything but the size would hand S's
        // needs to xxxL, in the cell's amount and in the worst cell's needs.
        let both = try manageBar([.S, .xxxL])
        #expect(both.cells == small.cells + large.cells)
        #expect(both.needs == large.needs)
    }

    /// Under `stack` a member is given what SwiftUI's `HStack` offers it: „aaaa“ (20 pt, every synthetic
    /// character 5 pt) keeps its natural width, so the five words get 100 − 20 = 80 pt. In two lines they
    /// need 85 pt („bbbbb bbbbb bbbbb“ over „bbbbb bbbbb“: 15 + 2 spaces = 17 characters, the better of
    /// the splits), so the amount is 85 − 80 = 5 pt — not the 25 pt of the third line the fitter makes.
    @Test func aStackMembersAmountIsWhatItNeedsLessWhatTheStackOffersIt() throws {
        let setting = { (text: String) in
            GroupJudge.MemberSetting(parameters: FitParameters(pointSize: 10, slotWidth: 0, maxLines: 2, lineHeight: 12),
                                     variants: [BreakableText(SyntheticText.make(text))])
        }
        let row = RowGroup(members: [GroupMember(key: "short"), GroupMember(key: "long")], policy: .stack, spacing: 0)
        let outcome = try GroupJudge.judge(row, width: 100, members: [setting("aaaa"), setting("bbbbb bbbbb bbbbb bbbbb bbbbb")])
        #expect(outcome.members.map(\.given) == [20, 80])
        #expect(outcome.worstMember == 1)
        #expect(outcome.verdict == .overflow)
        #expect(abs(outcome.members[1].measurement.excessPoints - (85 - 80)) < 1e-9)
        #expect(outcome.members[1].measurement.overflowLines == 1)
    }
}
