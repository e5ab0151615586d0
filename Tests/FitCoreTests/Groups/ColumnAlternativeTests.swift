import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// A `ViewThatFits` whose alternative is a `VStack`: a column, its members one under the other, each in
/// the whole width, its ideal width its widest member's. A `ViewThatFits` whose axes or children
/// fitcheck cannot read is left out with a note saying why (`in: .vertical` is a choice: ChoiceAxesTests).
@Suite("ViewThatFits: VStack alternatives and the vertical axis")
struct ColumnAlternativeTests {
    typealias T = SlotInferenceConstructTests

    /// `ViewThatFits { HStack { a; b }; VStack { a; b } }`: the row, else the column.
    @Test func aVStackAlternativeIsAColumn() throws {
        let result = T.infer("""
            ViewThatFits {
                HStack {
                    Text("Restore Purchases")
                    Text("Terms of Use")
                }
                VStack {
                    Text("Restore Purchases")
                    Text("Terms of Use")
                }
            }
            """, keys: ["Restore Purchases", "Terms of Use"])
        #expect(result.groupNotes.isEmpty, "\(result.groupNotes)")
        let choice = try #require(result.groups.first)
        #expect(result.groups.count == 1)
        guard choice.alternatives.count == 2, case .row(let row) = choice.alternatives[0], case .row(let column) = choice.alternatives[1] else {
            Issue.record("expected a row then a column, got \(choice.alternatives)")
            return
        }
        #expect(row.policy == .stack && column.policy == .column)
        #expect(column.members.map(\.key) == ["Restore Purchases", "Terms of Use"])
        // As init writes it, read back as a matrix group.
        let entry = GroupReport.matrixEntry(choice)
        #expect(entry.contains(#"{ "kind": "column", "members": ["Restore Purchases", "Terms of Use"] }"#), "\(entry)")
    }

    /// Axes given by a name, and a child fitcheck cannot lay out: no choice, and a note says why.
    @Test func aChoiceLeftOutSaysWhy() {
        let result = T.infer("""
            ViewThatFits(in: axes) {
                Text("A long paragraph")
                Text("Short")
            }
            ViewThatFits {
                Image(systemName: "star")
                Text("Starred")
            }
            """, keys: ["A long paragraph", "Short", "Starred"])
        #expect(result.groups.isEmpty)
        #expect(result.groupNotes.count == 2)
        #expect(result.groupNotes.first?.hasPrefix("App.swift:1:1: ViewThatFits is not measured as a choice: its axes (in: axes)") == true,
                "\(result.groupNotes)")
        #expect(result.groupNotes.last?.hasPrefix("App.swift:5:1: ViewThatFits is not measured as a choice: its child at line 6 is not a text") == true,
                "\(result.groupNotes)")
        #expect(result.warnings.contains { $0.contains("in: axes") })
    }

    /// In the matrix: `{"kind": "column", "members": […]}` among the alternatives.
    @Test func aColumnInTheMatrix() throws {
        let matrix = try GroupMatrixTests.matrix(#"[{ "kind": "choice", "alternatives": [{ "kind": "row", "members": ["a", "b"] }, { "kind": "column", "members": ["a", "b"] }] }]"#)
        let group = try #require(matrix.groups.first)
        guard case .choice(let choice) = group.content, case .row(let column) = choice.alternatives[1] else {
            Issue.record("not a choice with a column")
            return
        }
        #expect(column.policy == .column)
        #expect(group.id == MatrixGroup.derivedID(kind: .choice, keys: ["(", "a", "b", ")", "[", "a", "b", "]"]))
        // Each member of the column has the whole width for its budget and try.
        #expect(RowShares.shareExpression(of: column, member: 1, groupWidth: group.width).description == group.width.description)
    }

    /// Judged: a column's ideal width is its widest member's (60 pt here), so it is shown in 70 pt where
    /// the row (40 + 8 + 60) is not; each member then has the whole 70 pt.
    @Test func aColumnIsShownWhenItsWidestMemberFits() throws {
        let members = [GroupJudgeTests.setting(["aaaaaaaa"]), GroupJudgeTests.setting(["bbbbbbbbbbbb"])]
        let row = RowGroup(members: [GroupMember(key: "a"), GroupMember(key: "b")], policy: .stack)
        let column = RowGroup(members: [GroupMember(key: "a"), GroupMember(key: "b")], policy: .column, spacing: 0)
        let outcome = try GroupJudge.judge(ChoiceGroup(alternatives: [.row(row), .row(column)]), width: 70,
                                           alternatives: [members, members])
        #expect(outcome.chosen == 1 && outcome.idealFits == true)
        #expect(outcome.row.members.map(\.given) == [70, 70])
        #expect(outcome.verdict == .fits)
    }
}
