import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// `fitcheck try` on a group's member: the group is measured again with the candidate as the member's
/// text, its siblings as they are in that language, and the verdict is the group's.
@Suite("try on a group's member")
struct GroupTrialTests {
    static func trial(_ key: String, _ language: String, _ candidate: String, groups: String = GroupRunTests.groups) throws -> CandidateTrial {
        try BudgetRun(matrix: try GroupRunTests.matrix(groups: groups), selection: RunSelection(), fonts: try FontLibrary.bundled())
            .trial(key: key, language: language, candidate: candidate)
    }

    /// The article's row: the long German title fails as a 50/50 row of buttons, beside „Abbrechen“
    /// as German has it; a short one fits its share, and the verdict is still the group's: „Abbrechen“
    /// itself does not fit 106 pt at the largest sizes. The key is in two groups (the row, and the
    /// choice "reminders"): both are measured again, and their cells are the trial's.
    @Test func aMembersCandidateIsMeasuredInItsRow() throws {
        let long = try Self.trial("button.restore", "de", "Ausgewählte Abonnements kündigen")
        let group = try #require(long.group)
        #expect(group.kind == "row")
        #expect(group.name == "actions")
        #expect(!group.fits)
        #expect(!long.fits)
        #expect(group.failures.contains(.overflow))
        #expect(group.cellsMeasured == 8)          // 2 widths × 4 sizes
        #expect(long.groups.map(\.name) == ["actions", "reminders"])
        #expect(long.cellsMeasured == 16)
        #expect(long.failingCells == long.groups.reduce(0) { $0 + $1.failingCells })
        #expect(group.members.map(\.key) == ["button.cancel", "button.restore"])
        #expect(group.members[0].text == "Abbrechen")
        #expect(group.members[1].text == "Ausgewählte Abonnements kündigen")
        #expect(group.members.map(\.given) == [106, 106])
        #expect((group.members[1].needs ?? 0) > 106)

        let short = try Self.trial("button.restore", "de", "OK")
        let row = try #require(short.group)
        #expect(row.members[1].text == "OK")
        #expect((row.members[1].needs ?? .infinity) < row.members[1].given)
        #expect((row.members[0].needs ?? 0) > row.members[0].given)     // the sibling fails, not the candidate
        #expect(row.failingCells < group.failingCells)
        #expect(!short.fits)

        let english = try Self.trial("button.restore", "en", "OK")
        #expect(english.fits)
        #expect(english.groups.allSatisfy { $0.fits })
    }

    /// Under `stack` the member's share depends on its sibling's text: „Abbrechen“ (caption2 up to L)
    /// keeps its natural width and the candidate gets the rest of 268 − 8 pt.
    @Test func aStackShareIsTheSiblingsRealText() throws {
        let groups = #"[{ "name": "bar", "kind": "row", "policy": "stack", "style": "caption2", "largestSize": "L", "lines": 1, "members": ["button.cancel", "button.restore"] }]"#
        let trial = try Self.trial("button.restore", "de", "Ausgewählte Abonnements kündigen und alles löschen, jetzt sofort", groups: groups)
        let members = try #require(trial.group?.members)
        #expect(members[0].text == "Abbrechen")
        #expect(abs((members[0].needs ?? 0) - members[0].given) < 0.01)
        #expect(members[0].given < 100)
        #expect(abs(members[0].given + members[1].given - 260) < 0.01)
        #expect(trial.group?.fits == false)
    }

    /// In a choice the candidate decides which alternative is shown: a short first alternative is
    /// shown on one line; a long one gives way to the last.
    @Test func aChoiceSaysWhichAlternativeTheCandidateLeavesShown() throws {
        let short = try Self.trial("button.turn_on_reminders", "de", "An")
        #expect(short.group?.kind == "choice")
        #expect(short.group?.chosen == 0)
        #expect(short.group?.idealFits == true)
        let long = try Self.trial("button.turn_on_reminders", "de", "Erinnerungen für alle Abonnements einschalten")
        #expect(long.group?.chosen == 1)
        let json = CandidateTrialWriter.json(long)
        #expect(json.contains("\"group\" : {"))
        #expect(json.contains("\"chosen\" : 1"))
        #expect(json.contains("\"idealFits\""))
        #expect(json.contains("\"needs\""))
        #expect(json.contains("\"given\""))
        #expect(CandidateTrialWriter.text(long).contains(", a choice: "))
    }

    /// `try`'s text names each group the key is in once, on one line: where it is in the matrix, the
    /// room the budget gave the key there, and the group measured again — then the cell described with
    /// the amount its finding gives. „Ausgewählte Abonnements kündigen“ is in the row "actions" (its
    /// room) and the choice "reminders" (no room clause: the budget's room is the row's).
    @Test func tryNamesEachGroupOnceWithItsRoomAndAmount() throws {
        let trial = try Self.trial("button.restore", "de", "Ausgewählte Abonnements kündigen")
        let text = CandidateTrialWriter.text(trial)
        let row = try #require(trial.groups.first)
        let choice = try #require(trial.groups.last)
        #expect(trial.budget.group == row.label)
        for group in trial.groups {
            #expect(text.components(separatedBy: "(\(group.id))").count == 2, "\(group.id) once in:\n\(text)")
        }
        let rowLine = try #require(text.split(separator: "\n").first { $0.contains(row.id) })
        #expect(rowLine.hasPrefix("in \(row.label), a row: the room is its share of the row; measured again with the candidate: fails "))
        let choiceLine = try #require(text.split(separator: "\n").first { $0.contains(choice.id) })
        #expect(choiceLine.hasPrefix("in \(choice.label), a choice: measured again with the candidate: "))
        // The worst cell says the amount, which is the failing member's needs − given.
        let failing = try #require(row.members.first { $0.key == "button.restore" })
        let amount = try #require(row.amount)
        #expect(abs(amount - (try #require(failing.needs) - failing.given)) < 0.011)
        #expect(text.contains("  worst cell, \(PointFormat.text(row.width)) pt · \(row.size.rawValue): "
                              + "\(try #require(row.failures.first).rawValue), over by \(PointFormat.text(amount)) pt — row (equal): "))
    }
}
