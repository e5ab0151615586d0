import Testing
@testable import FitCore

/// Rows on macOS: a member keeps the text setting it has alone there. A push button (the default
/// style, `.bordered`, …) keeps its title on one line, as AppKit's bezel does (MacSlotMetrics); one
/// with no bezel (`.plain`, `.link`, the app's own style) wraps. On iOS a button's title wraps.
@Suite("Slot inference: rows on macOS")
struct MacGroupInferenceTests {
    typealias T = SlotInferenceConstructTests

    /// linearmouse's ConfigurationSection: two push buttons side by side in a settings form.
    static let source = """
        struct ConfigurationSection: View {
            var body: some View {
                Form {
                    Section {
                        HStack {
                            Button("Reload Config") { load() }
                            Button("Reveal Config in Finder…") { reveal() }
                            Button("Help") { help() }.buttonStyle(.link)
                        }
                    }
                }
                .formStyle(.grouped)
                .frame(width: 600)
            }
        }
        """
    static let keys = ["Reload Config", "Reveal Config in Finder…", "Help"]

    @Test func aPushButtonInARowStaysOnOneLineAsItDoesAlone() throws {
        let result = T.infer(Self.source, keys: Self.keys, platform: .macOS)
        let row = try #require(result.groups.first?.row)
        #expect(row.policy == .stack && row.members.map(\.key) == Self.keys)
        #expect(row.members.map { $0.text?.maxLines } == [1, 1, nil])
    }

    /// A push button's title sits inside its bezel: 12 pt each side, the bordered button's estimate, in
    /// the matrix `init` writes; a link has no bezel.
    @Test func aPushButtonsTitleSitsInsideItsBezel() throws {
        let result = T.infer(Self.source, keys: Self.keys, platform: .macOS)
        let group = try #require(result.groups.first)
        #expect(group.row?.members.map(\.writtenInset) == [12, 12, nil])
        #expect(GroupReport.matrixEntry(group).contains(#"{ "key": "Reload Config", "inset": 12, "lines": 1"#), "\(GroupReport.matrixEntry(group))")
    }

    /// The twin: the same code on iOS, where a button's title wraps and a plain button has no border.
    @Test func onIOSTheSameButtonsWrap() throws {
        let result = T.infer(Self.source, keys: Self.keys, platform: .iOS)
        let row = try #require(result.groups.first?.row)
        #expect(row.members.allSatisfy { $0.text?.maxLines == nil && $0.writtenInset == nil })
    }

    /// On iOS a `.bordered` button has its insets too; in a row of stretching bordered buttons the
    /// `buttons` control gives them, so the members carry none of their own.
    @Test func aBorderedButtonHasInsetsUnlessItsControlGivesThem() throws {
        let stack = T.infer("""
            HStack {
                Button("Archive") { }.buttonStyle(.bordered)
                Text("Archived items")
            }
            """, keys: ["Archive", "Archived items"])
        #expect(stack.groups.first?.row?.members.map(\.writtenInset) == [12, nil])
        let equal = T.infer("""
            HStack {
                Button("Back") { }.frame(maxWidth: .infinity).buttonStyle(.bordered)
                Button("Next") { }.frame(maxWidth: .infinity).buttonStyle(.bordered)
            }
            """, keys: ["Back", "Next"])
        let row = try #require(equal.groups.first?.row)
        #expect(row.control == .buttons && row.members.allSatisfy { $0.writtenInset == nil })
    }

    /// Of two `.buttonStyle(…)` on one button, the innermost (written closest to the view) wins, as in
    /// SwiftUI's environment — in a row as alone (RoleWalker): plain-then-bordered is plain (wraps, no
    /// bezel), bordered-then-plain is bordered (one line, its inset).
    @Test func theInnermostButtonStyleWins() throws {
        let result = T.infer("""
            HStack {
                Button("Plain first") { }.buttonStyle(.plain).buttonStyle(.bordered)
                Button("Bordered first") { }.buttonStyle(.bordered).buttonStyle(.plain)
            }
            """, keys: ["Plain first", "Bordered first"], platform: .macOS)
        let row = try #require(result.groups.first?.row)
        #expect(row.members.map { $0.text?.maxLines } == [nil, 1])
        #expect(row.members.map(\.writtenInset) == [nil, 12])
    }
}
