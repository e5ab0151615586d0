import Testing
@testable import FitCore

/// Text the app never lays out: read aloud by VoiceOver, shown by the system as a tooltip or in
/// Shortcuts, or drawn as a placeholder shape. Such keys are checked for translation and specifiers
/// only (`"layout": false`); a shown use of the same key wins.
@Suite("Slot inference: text never laid out")
struct SlotInferenceSpokenTests {
    typealias T = SlotInferenceConstructTests

    @Test func accessibilityTextIsSpoken() throws {
        let result = T.infer("""
            struct A: View {
                var body: some View {
                    Image(systemName: "star")
                        .accessibilityLabel("Favourite")
                        .accessibilityHint(Text("Adds the solve to your favourites"))
                        .accessibilityValue("Three stars")
                        .help("Mark as favourite")
                    Slider(value: $v)
                        .accessibilityRepresentation {
                            Toggle("Represented toggle", isOn: $on)
                            Text("Represented text that fails at every width")
                        }
                }
            }
            """, keys: ["Favourite", "Adds the solve to your favourites", "Three stars", "Mark as favourite",
                        "Represented toggle", "Represented text that fails at every width"])
        #expect(T.kinds(result, ["Favourite", "Adds the solve to your favourites", "Three stars", "Mark as favourite",
                                 "Represented toggle", "Represented text that fails at every width"])
                == [.spoken, .spoken, .spoken, .spoken, .spoken, .spoken])
        let spoken = try #require(T.slot(result, "Favourite"))
        #expect(spoken.slot.layout == false)
    }

    @Test func aShownUseWins() throws {
        let result = T.infer("""
            VStack {
                Text("Timer")
                Image(systemName: "timer").accessibilityLabel("Timer")
            }
            """, keys: ["Timer"])
        let timer = try #require(T.slot(result, "Timer"))
        #expect(timer.kind == .text && timer.slot.layout)
    }

    @Test func appIntentPhrasesAreSpoken() {
        let result = T.infer("""
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: StartTimer(), phrases: ["Start a solve in \\(.applicationName)"],
                                shortTitle: "Start solve", systemImageName: "timer")
                }
            }
            """, keys: ["Start a solve in ${applicationName}", "Start solve"])
        #expect(T.kinds(result, ["Start solve"]) == [.spoken])
    }

    @Test func aRedactedPlaceholderIsNotShown() throws {
        let result = T.infer("Text(\"Loading name\").redacted(reason: .placeholder)", keys: ["Loading name"])
        #expect(T.kinds(result, ["Loading name"]) == [.notShown])
        #expect(T.slot(result, "Loading name")?.slot.layout == false)
    }

    @Test func uikitAccessibilityAssignmentsAreSpoken() {
        let result = T.infer("""
            button.accessibilityLabel = NSLocalizedString("Close", comment: "")
            button.accessibilityHint = String(localized: "Closes the window")
            """, keys: ["Close", "Closes the window"])
        #expect(T.kinds(result, ["Close", "Closes the window"]) == [.spoken, .spoken])
    }

    @Test func aScriptIsReadPastItsShebang() {
        let result = T.infer(["tool.swift": "#!/usr/bin/env swift\nprint(1)\nText(\"From a script\")\n"], keys: ["From a script"])
        #expect(result.skipped.isEmpty)
        #expect(T.kinds(result, ["From a script"]) == [.text])
    }
}

/// `Text(a) + Text(b)` is laid out as one text.
@Suite("Slot inference: joined texts")
struct SlotInferenceJoinedTextTests {
    typealias T = SlotInferenceConstructTests

    @Test func aSeparatorBetweenTextsIsNotLaidOutAlone() throws {
        let result = T.infer("""
            Text("Best") + Text(" ") + Text("12.34").bold()
            Text(" ")
            """, keys: ["Best", " ", "12.34"])
        let separator = try #require(T.slot(result, " "))
        // A shown Text(" ") elsewhere would win; here the separator is only ever joined.
        #expect(separator.kind == .text)
        let joined = T.infer("Text(\"Best\") + Text(\" \") + Text(\"12.34\").bold()", keys: ["Best", " ", "12.34"])
        #expect(T.kinds(joined, ["Best", " ", "12.34"]) == [.text, .separator, .text])
        #expect(T.slot(joined, " ")?.slot.layout == false)
    }
}
