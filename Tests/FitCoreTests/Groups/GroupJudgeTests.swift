import Testing
@testable import FitCore
import FitcheckTestSupport

/// A group laid out and judged in one cell, with synthetic texts whose widths are worked out by hand:
/// every character 5 pt at 10 pt.
@Suite("Group judge")
struct GroupJudgeTests {
    static func text(_ string: String) -> BreakableText { BreakableText(SyntheticText.make(string)) }

    static func setting(_ variants: [String], lines: Int? = 1) -> GroupJudge.MemberSetting {
        GroupJudge.MemberSetting(parameters: FitParameters(pointSize: 10, slotWidth: 0, maxLines: lines, lineHeight: 12),
                                 variants: variants.map(text))
    }

    static func row(_ count: Int, policy: RowPolicy = .equal, spacing: Double = 0) -> RowGroup {
        RowGroup(members: (0..<count).map { GroupMember(key: "m\($0)") }, policy: policy, spacing: spacing)
    }

    /// 100 pt shared 50/50: ten characters (50 pt) fit exactly; twelve (60 pt) do not, though they
    /// would fit the whole width alone.
    @Test func aRowFailsWhereAMemberAloneWouldFit() {
        let outcome = GroupJudge.judge(Self.row(2), width: 100, members: [Self.setting(["aaaaaaaaaa"]), Self.setting(["bbbbbbbbbbbb"])])
        #expect(outcome.members.map(\.given) == [50, 50])
        #expect(outcome.members.map(\.idealWidth) == [50, 60])
        #expect(outcome.members[0].verdict == .fits)
        #expect(outcome.verdict == .clipped || outcome.verdict == .overflow)
        #expect(outcome.worstMember == 1)
        let alone = GroupJudge.judge(Self.row(2), width: 200, members: [Self.setting(["aaaaaaaaaa"]), Self.setting(["bbbbbbbbbbbb"])])
        #expect(alone.verdict == .fits)
    }

    /// Each member is judged in each of its variants, its siblings at their widest: under `stack`, a
    /// sibling's long variant takes room from the member.
    @Test func variantsAreJudgedWithTheirSiblingsAtTheirWidest() {
        // 100 pt: member 0 has "aaaa" (20) and "aaaaaaaaaaaaaaaaaa" (90); member 1 "bbbbbbbbbbbb" (60).
        // Member 1 against member 0's widest: offered 50 (both want more than 50) → 12 characters fail.
        let outcome = GroupJudge.judge(Self.row(2, policy: .stack), width: 100,
                                       members: [Self.setting(["aaaa", "aaaaaaaaaaaaaaaaaa"]), Self.setting(["bbbbbbbbbbbb"])])
        #expect(outcome.members[1].given == 50)
        #expect(outcome.members[1].verdict.isFailure)
        #expect(outcome.members[0].variant == 1)          // the long variant is member 0's worst
        #expect(outcome.members[0].given == 50)
    }

    //  alternatives (each a single text)                   lines  shown  idealFits  verdict
    static let choices: [([String], Int?, Int, Bool, Verdict)] = [
        (["aaaaaaaaaaaaaaaa", "bbbbbbbbbb"], 1, 0, true, .fits),                       // 80 pt: the first fits
        (["aaaaaaaaaaaaaaaaaaaaaaaa", "bbbbbbbbbb"], 1, 1, true, .fits),               // 120, then 50: the second
        (["aaaaaaaaaaaaaaaaaaaaaaaa", "bbbbbbb bbbbbbb bbbbbbb"], 2, 1, false, .fits),  // none (120, 115): the last wraps on two lines
        (["aaaaaaaaaaaaaaaaaaaaaaaa", "bbbbbbb bbbbbbb bbbbbbb"], 1, 1, false, .overflow), // none: the last, one line, is cut
    ]

    @Test(arguments: choices)
    func aChoiceIsJudgedByTheAlternativeShown(texts: [String], lines: Int?, shown: Int, idealFits: Bool, verdict: Verdict) {
        let choice = ChoiceGroup(alternatives: texts.indices.map { .single(GroupMember(key: "k\($0)")) })
        let outcome = GroupJudge.judge(choice, width: 100, alternatives: texts.map { [Self.setting([$0], lines: lines)] })
        #expect(outcome.chosen == shown)
        #expect(outcome.idealFits == idealFits)
        #expect(outcome.verdict == verdict)
    }

    /// A row as an alternative: its ideal width is its members' one-line widths and spacing.
    @Test func aRowAlternativeFitsByItsIdealWidth() {
        let choice = ChoiceGroup(alternatives: [.row(Self.row(2, spacing: 10)), .single(GroupMember(key: "short"))])
        // 40 + 10 + 40 = 90 ≤ 100: the row is shown, each member in (100 − 10) ÷ 2 = 45.
        let outcome = GroupJudge.judge(choice, width: 100, alternatives: [[Self.setting(["aaaaaaaa"]), Self.setting(["bbbbbbbb"])],
                                                                          [Self.setting(["c"])]])
        #expect(outcome.chosen == 0)
        #expect(outcome.row.members.map(\.given) == [45, 45])
        #expect(outcome.verdict == .fits)
    }
}
