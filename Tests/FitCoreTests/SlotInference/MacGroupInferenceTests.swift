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

    /// The twin: the same code on iOS, where a button's title wraps.
    @Test func onIOSTheSameButtonsWrap() throws {
        let result = T.infer(Self.source, keys: Self.keys, platform: .iOS)
        let row = try #require(result.groups.first?.row)
        #expect(row.members.allSatisfy { $0.text?.maxLines == nil })
    }
}
