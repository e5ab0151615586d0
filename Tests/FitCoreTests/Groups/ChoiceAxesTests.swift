import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// `ViewThatFits(in:)`: by default (both axes) and `in: .horizontal` the first alternative whose
/// one-line width fits is shown, else the last; `in: .vertical` checks heights, which fitcheck does not
/// know, so the first is shown, laid out in the width like a row (``ChoiceAxes``).
@Suite("ViewThatFits axes")
struct ChoiceAxesTests {
    /// Synthetic texts, every character 5 pt at 10 pt (GroupJudgeTests): 100 pt offered; „aaaaa aaaaa
    /// aaaaa aaaaa“ is 115 pt on one line, 85 pt widest in two; „bbbbbbbbbb“ is 50 pt.
    //  axes         lines  shown  verdict
    static let cases: [(ChoiceAxes, Int, Int, Verdict)] = [
        (.both,       1,     1,     .fits),      // 115 > 100: the second, on one line
        (.horizontal, 1,     1,     .fits),
        (.both,       2,     1,     .fits),      // by width, though the first would wrap in 2 lines
        (.vertical,   1,     0,     .overflow),  // one line high, so its height fits: shown, cut
        (.vertical,   2,     0,     .fits),      // wraps in the width: 85 of 100 pt
    ]

    @Test(arguments: cases)
    func theAxesDecideTheAlternativeShown(axes: ChoiceAxes, lines: Int, shown: Int, verdict: Verdict) throws {
        let choice = ChoiceGroup(alternatives: [.single(GroupMember(key: "long")), .single(GroupMember(key: "short"))], axes: axes)
        let outcome = try GroupJudge.judge(choice, width: 100, alternatives: ["aaaaa aaaaa aaaaa aaaaa", "bbbbbbbbbb"].map {
            [GroupJudgeTests.setting([$0], lines: lines)]
        })
        #expect(outcome.chosen == shown)
        #expect(outcome.idealFits == true)
        #expect(outcome.verdict == verdict)
        // The ideal widths the choice was made by (115 and 50 pt), none by height.
        #expect(outcome.idealWidths == (axes.checksWidth ? [115, 50] : nil))
        if verdict == .overflow {
            // Cut at one line: it needs its one-line 115 pt, has 100.
            #expect(abs(outcome.row.members[0].measurement.excessPoints - 15) < 1e-9)
        }
    }

    /// The demo's "reminders" choice (GroupRunTests): in German „Erinnerungen einschalten“ is wider than
    /// its half-width button on one line, so by width the second alternative is shown; `in: .vertical`
    /// shows the first, cut at its one line. The finding, JSON, text and try say so.
    @Test func aVerticalChoiceShowsItsFirstAlternativeInTheReports() throws {
        let groups = #"[{ "name": "reminders", "kind": "choice", "in": "vertical", "width": "50% - 24", "style": "headline", "lines": 1, "alternatives": ["button.turn_on_reminders", "button.restore"] }]"#
        let matrix = try GroupRunTests.matrix(groups: groups)
        let selection = RunSelection(languages: ["de"], keys: [KeyPattern("button.turn_on_reminders")!])
        let report = try GroupRunTests.run(matrix, selection).report
        let finding = try #require(report.findings.first { $0.group?.name == "reminders" })
        let group = try #require(finding.group)
        #expect(group.chosen == 0 && group.idealFits == true && group.axes == .vertical)
        #expect(group.members.map(\.key) == ["button.turn_on_reminders"])
        let member = group.members[0]
        #expect(abs(finding.amount - (try #require(member.needs) - member.given)) < 0.011)
        #expect(JSONReporter().render(report).contains(#""in" : "vertical""#))
        #expect(TextReporter().render(report).contains("choice (in: .vertical), alternative 1 shown, laid out in the width"))
        // By width (the twin): the same texts show the second alternative.
        let byWidth = try GroupRunTests.run(try GroupRunTests.matrix(groups: groups.replacingOccurrences(of: #""in": "vertical", "#, with: "")),
                                            selection).report
        let shownByWidth = byWidth.findings.compactMap(\.group).filter { $0.name == "reminders" }
        #expect(shownByWidth.allSatisfy { $0.chosen == 1 && $0.axes == nil })
        // try on the first alternative's key says the same choice.
        let trial = try BudgetRun(matrix: matrix, selection: selection, fonts: try FontLibrary.bundled())
            .trial(key: "button.turn_on_reminders", language: "de", candidate: member.text)
        #expect(trial.group?.axes == .vertical && trial.group?.chosen == 0)
        #expect(CandidateTrialWriter.json(trial).contains(#""in" : "vertical""#))
        #expect(CandidateTrialWriter.text(trial).contains("choice (in: .vertical)"))
        // Its room is its share, laid out as it is (no "room for alternative 1 of 2 on one line"); by
        // width, the first alternative's room is what it has on one line.
        #expect(trial.budget.groupRoom == nil)
        let widthTrial = try BudgetRun(matrix: try GroupRunTests.matrix(groups: groups.replacingOccurrences(of: #""in": "vertical", "#, with: "")),
                                       selection: selection, fonts: try FontLibrary.bundled())
            .trial(key: "button.turn_on_reminders", language: "de", candidate: member.text)
        #expect(widthTrial.budget.groupRoom?.hasPrefix("room for alternative 1 of 2 on one line") == true)
    }

    /// The picture's caption of a vertical choice tries no one-line width: it says the first is shown.
    @Test func aVerticalChoicesCaptionSaysTheFirstIsShown() {
        var caption = GroupPictureCaption(subject: "group reminders (choice-1)", kind: .choice, policy: .equal, language: "de",
                                          containerWidth: 300, groupWidth: 126, size: .L, verdictLine: "overflow by 5 pt",
                                          failingKey: "a", chosen: 0, idealFits: true,
                                          alternatives: [.init(texts: ["Long"], idealWidth: 200), .init(texts: ["Short"], idealWidth: 50)],
                                          axes: .vertical)
        #expect(caption.lines.last == "1. “Long” laid out in 126 pt: in: .vertical shows the first whose height fits; no height is known, so the first")
        caption.axes = .both
        #expect(caption.lines.last == "1. “Long” needs 200 pt on one line, has 126 pt: shown, the first that fits on one line")
    }

    @Test(arguments: [
        (#"[{ "kind": "choice", "in": "diagonal", "alternatives": ["a", "b"] }]"#, #"groups[0].in: unknown axes 'diagonal' (ViewThatFits(in:)); valid: both, horizontal, vertical"#),
        (#"[{ "kind": "row", "in": "vertical", "members": ["a", "b"] }]"#, #"groups[0].in: a row has no "in": it is ViewThatFits(in:)'s, a choice's"#),
    ])
    func badAxesAreOneLineAtTheField(groups: String, message: String) throws {
        do {
            _ = try GroupMatrixTests.matrix(groups)
            Issue.record("accepted: \(groups)")
        } catch let error as InputError {
            #expect(error.description.contains(message), "\(error)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func theMatrixReadsItsAxes() throws {
        for axes in ChoiceAxes.allCases {
            let matrix = try GroupMatrixTests.matrix(#"[{ "kind": "choice", "in": "\#(axes.rawValue)", "alternatives": ["a", "b"] }]"#)
            #expect(matrix.groups.first?.choice?.axes == axes)
        }
        #expect(try GroupMatrixTests.matrix(#"[{ "kind": "choice", "alternatives": ["a", "b"] }]"#).groups.first?.choice?.axes == .both)
    }
}
