import Testing
@testable import FitCore

/// A text an `HStack` shows only at times (`if condition { Button("…") }`, no `else`) is a member of
/// its row: the row is measured with it shown, the tighter case. linearmouse's scrolling settings:
/// "Copy settings from vertical" beside "Restore default preset" on the horizontal tab.
@Suite("Slot inference: members shown at times")
struct ConditionalMemberTests {
    typealias T = SlotInferenceConstructTests

    @Test func aButtonShownAtTimesIsAMemberOfItsRow() throws {
        let result = T.infer("""
            HStack(spacing: 10) {
                Button("Restore default preset") { restore() }

                if state.direction == .horizontal {
                    Button("Copy settings from vertical") {
                        copy()
                    }
                }
            }
            """, keys: ["Restore default preset", "Copy settings from vertical"], platform: .macOS)
        let group = try #require(result.groups.first)
        #expect(result.groups.count == 1)
        #expect(group.keys == ["Restore default preset", "Copy settings from vertical"])
        #expect(group.row?.policy == .stack && group.row?.spacing == 10)
        #expect(group.evidence == ["App.swift:1:1", "App.swift:2:12", "App.swift:5:16"])
        #expect(T.kinds(result, ["Restore default preset", "Copy settings from vertical"]) == [nil, nil])
    }

    /// The twin: with an `else`, or more than one view inside, the row is not known from the code.
    @Test func anIfWithAnElseOrSeveralViewsIsNoMember() {
        let result = T.infer("""
            VStack {
                HStack { Button("Restore") { }; if wide { Button("Copy") { } } else { Button("Paste") { } } }
                HStack { Button("Undo") { }; if wide { Button("Redo") { }; Button("Clear") { } } }
            }
            """, keys: ["Restore", "Copy", "Paste", "Undo", "Redo", "Clear"])
        #expect(result.groups.isEmpty, "\(result.groups.map(\.keys))")
    }
}
