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
    @Test func aRowFailsWhereAMemberAloneWouldFit() throws {
        let outcome = try GroupJudge.judge(Self.row(2), width: 100, members: [Self.setting(["aaaaaaaaaa"]), Self.setting(["bbbbbbbbbbbb"])])
        #expect(outcome.members.map(\.given) == [50, 50])
        #expect(outcome.members.map(\.idealWidth) == [50, 60])
        #expect(outcome.members[0].verdict == .fits)
        #expect(outcome.verdict == .clipped || outcome.verdict == .overflow)
        #expect(outcome.worstMember == 1)
        let alone = try GroupJudge.judge(Self.row(2), width: 200, members: [Self.setting(["aaaaaaaaaa"]), Self.setting(["bbbbbbbbbbbb"])])
        #expect(alone.verdict == .fits)
    }

    /// Each member is judged in each of its variants, its siblings at their widest: under `stack`, a
    /// sibling's long variant takes room from the member.
    @Test func variantsAreJudgedWithTheirSiblingsAtTheirWidest() throws {
        // 100 pt: member 0 has "aaaa" (20) and "aaaaaaaaaaaaaaaaaa" (90); member 1 "bbbbbbbbbbbb" (60).
        // Member 1 against member 0's widest: offered 50 (both want more than 50) → 12 characters fail.
        let outcome = try GroupJudge.judge(Self.row(2, policy: .stack), width: 100,
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
    func aChoiceIsJudgedByTheAlternativeShown(texts: [String], lines: Int?, shown: Int, idealFits: Bool, verdict: Verdict) throws {
        let choice = ChoiceGroup(alternatives: texts.indices.map { .single(GroupMember(key: "k\($0)")) })
        let outcome = try GroupJudge.judge(choice, width: 100, alternatives: texts.map { [Self.setting([$0], lines: lines)] })
        #expect(outcome.chosen == shown)
        #expect(outcome.idealFits == idealFits)
        #expect(outcome.verdict == verdict)
    }

    /// The judge takes each variant's one-line width as given (a measurer works it out once per size,
    /// not at every width): here planted narrower than the texts, they decide `stack` shares and the
    /// choice, while each text is still fitted as it is.
    @Test func oneLineWidthsAreTakenAsGiven() throws {
        func planted(_ string: String, idealWidth: Double) -> GroupJudge.MemberSetting {
            GroupJudge.MemberSetting(parameters: Self.setting([string]).parameters, variants: [Self.text(string)],
                                     idealWidths: [idealWidth])
        }
        // "aaaa" is 20 pt, said to be 90: the stack offers 50 each, as to two long texts (else 20 | 80).
        let row = try GroupJudge.judge(Self.row(2, policy: .stack), width: 100,
                                       members: [planted("aaaa", idealWidth: 90), Self.setting(["bbbbbbbbbbbb"])])
        #expect(row.members.map(\.given) == [50, 50])
        #expect(row.members[0].idealWidth == 90)
        // 24 characters (120 pt) said to be 80: their one-line width "fits" 100, so they are shown, and cut.
        let choice = ChoiceGroup(alternatives: [.single(GroupMember(key: "long")), .single(GroupMember(key: "short"))])
        let outcome = try GroupJudge.judge(choice, width: 100, alternatives: [[planted(String(repeating: "a", count: 24), idealWidth: 80)],
                                                                          [Self.setting(["bbbbbbbbbb"])]])
        #expect(outcome.chosen == 0)
        #expect(outcome.idealFits == true)
        #expect(outcome.idealWidths == [80, 50])
        #expect(outcome.verdict == .overflow)
        #expect(GroupJudge.idealWidths(choice, alternatives: [[planted("aaaa", idealWidth: 80)], [Self.setting(["bbbbbbbbbb"])]]) == [80, 50])
    }

    /// A row as an alternative: its ideal width is its members' one-line widths and spacing.
    @Test func aRowAlternativeFitsByItsIdealWidth() throws {
        let choice = ChoiceGroup(alternatives: [.row(Self.row(2, spacing: 10)), .single(GroupMember(key: "short"))])
        // 40 + 10 + 40 = 90 ≤ 100: the row is shown, each member in (100 − 10) ÷ 2 = 45.
        let outcome = try GroupJudge.judge(choice, width: 100, alternatives: [[Self.setting(["aaaaaaaa"]), Self.setting(["bbbbbbbb"])],
                                                                          [Self.setting(["c"])]])
        #expect(outcome.chosen == 0)
        #expect(outcome.row.members.map(\.given) == [45, 45])
        #expect(outcome.verdict == .fits)
    }
}

/// `.minimumScaleFactor` in a group: a member that may shrink is drawn smaller in its share before it
/// is cut, as a key alone is (``ShrinkToFit``).
@Suite("Group judge: members that shrink")
struct GroupShrinkTests {
    /// A member that may shrink to `minimum`: at a scale its text is the same (synthetic: 5 pt per
    /// character at 10 pt, proportional), its point size and line height scaled.
    static func shrinking(_ variants: [String], minimum: Double) -> GroupJudge.MemberSetting {
        var setting = GroupJudgeTests.setting(variants)
        let texts = variants.map(GroupJudgeTests.text)
        setting.judge = CellJudge(minimumScale: minimum, readableScale: 0.75)
        setting.scaled = { variant, scale, width in
            (texts[variant], FitParameters(pointSize: 10 * scale, slotWidth: width, maxLines: 1, lineHeight: 12 * scale))
        }
        return setting
    }

    //  second member's text (in a 50 pt share)   minimum  verdict      scale
    static let cases: [(String, Double, Verdict, Double?)] = [
        ("bbbbbbbbbbbb", 0.5, .fits, nil),              // 60 pt: fits at 0.83, readable
        ("bbbbbbbbbbbbbbb", 0.5, .shrinks, 0.66),       // 75 pt: fits only at 0.66, below 0.75
        ("bbbbbbbbbbbbbbbbbbbbbbbbb", 0.5, .clipped, nil), // 125 pt: needs 0.4, below the app's 0.5: cut
    ]

    @Test(arguments: cases)
    func aMemberShrinksInItsShare(text: String, minimum: Double, verdict: Verdict, scale: Double?) throws {
        let members = [GroupJudgeTests.setting(["aaaaaaaaaa"]), Self.shrinking([text], minimum: minimum)]
        let outcome = try GroupJudge.judge(GroupJudgeTests.row(2), width: 100, members: members)
        #expect(outcome.members[1].given == 50)
        #expect(outcome.members[1].verdict == verdict || (verdict == .clipped && outcome.members[1].verdict == .overflow))
        #expect(outcome.members[1].measurement.scale == scale)
        // Without the factor the same text is cut wherever it does not fit on one line.
        let unshrunk = try GroupJudge.judge(GroupJudgeTests.row(2), width: 100,
                                            members: [members[0], GroupJudgeTests.setting([text])])
        #expect(unshrunk.members[1].verdict.isFailure)
    }
}
