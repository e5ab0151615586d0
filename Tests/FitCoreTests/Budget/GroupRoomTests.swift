import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// A group member's budget where its room depends on its siblings' texts: an `HStack` share beside
/// the siblings' texts in that language, and the room that lets a choice's alternative show on one line.
@Suite("Budgets of group members")
struct GroupRoomTests {
    static func budgets(_ groups: String, language: String) throws -> [String: KeyBudget] {
        let sheet = try BudgetRun(matrix: try GroupRunTests.matrix(groups: groups),
                                  selection: RunSelection(languages: [language]), fonts: try FontLibrary.bundled()).run()
        return Dictionary(sheet.budgets.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// Under `stack` „Abbrechen“ keeps its one-line width and „Käufe wiederherstellen“ has the rest of
    /// 268 − 8 pt; in English „Cancel“ is shorter and leaves more. (The estimate was 130 pt in both.)
    @Test func aStackShareIsWhatTheSiblingsTextsLeave() throws {
        let groups = #"[{ "name": "bar", "kind": "row", "policy": "stack", "style": "caption2", "largestSize": "L", "lines": 1, "members": ["button.cancel", "button.restore"] }]"#
        let german = try Self.budgets(groups, language: "de"), english = try Self.budgets(groups, language: "en")
        let restore = try #require(german["button.restore"]), cancel = try #require(german["button.cancel"])
        #expect(restore.cell.screenWidth == 300 && cancel.cell.screenWidth == 300)
        let cancelNeeds = try #require(cancel.requiredWidth)
        #expect(abs(restore.cell.slotWidth - (260 - cancelNeeds)) < 0.01)
        #expect(restore.cell.slotWidth > 130)
        #expect(try #require(english["button.restore"]).cell.slotWidth > restore.cell.slotWidth)
        #expect(restore.groupRoom?.contains("HStack share") == true)
    }

    /// A choice's first alternative (a row of two buttons' texts) is shown when its one-line width fits:
    /// the room for one member is the width less the other's one-line width and the spacing, on one line.
    @Test func aChoiceMembersRoomLetsItsAlternativeFitOnOneLine() throws {
        let groups = #"[{ "name": "bar", "kind": "choice", "alternatives": [{ "kind": "row", "members": ["button.cancel", "button.restore"] }, "button.done"] }]"#
        let german = try Self.budgets(groups, language: "de")
        let restore = try #require(german["button.restore"]), cancel = try #require(german["button.cancel"])
        #expect(restore.cell.lineLimit == 1)
        #expect(restore.cell.size == cancel.cell.size && restore.cell.screenWidth == cancel.cell.screenWidth)
        #expect(abs(restore.cell.slotWidth - (260 - (cancel.requiredWidth ?? 0))) < 0.01)
        #expect(restore.groupRoom?.contains("alternative 1 of 2 on one line") == true)
        // The last alternative is laid out in the whole width with its own line limit (none here).
        let done = try #require(german["button.done"])
        #expect(done.groupRoom == nil)
        #expect(done.cell.slotWidth == 268)
        let sheet = BudgetSheetWriters.markdown(BudgetSheet(budgets: Array(german.values), languages: ["de"]), languages: ["de"])
        #expect(sheet.contains("room for alternative 1 of 2 on one line"))
    }
}
