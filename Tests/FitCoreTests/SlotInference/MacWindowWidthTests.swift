import Foundation
import Testing
@testable import FitCore

/// The width of the window a Mac text is in, wherever the source states it: a view named through
/// its outer type, a scene's `.defaultSize`, a split view's column widths.
@Suite("Slot inference: Mac window widths")
struct MacWindowWidthTests {
    static func infer(_ files: [String: String], keys: [String]) -> SlotInferenceResult {
        SlotInferenceConstructTests.infer(files, keys: keys, platform: .macOS)
    }

    static let window = """
        import Cocoa
        class SettingsWindowController: NSWindowController {
            func make() {
                let window = NSWindow(contentRect: .init(x: 0, y: 0, width: 600, height: 500), styleMask: [.titled], backing: .buffered, defer: false)
                let hosting = NSHostingController(rootView: ScrollingSettings())
            }
        }
        """

    /// linearmouse's `ScrollingSettings.SmoothedScrollingSection()`: a view declared in an extension
    /// of another and named through it is a use of that view, so its text is in the settings window
    /// (600 pt), not in a window of an assumed 480.
    @Test func aViewNamedThroughItsOuterTypeIsInItsWindow() throws {
        let settings = """
            import SwiftUI
            struct ScrollingSettings: View {
                var body: some View {
                    Form { ScrollingSettings.SmoothedSection() }
                        .formStyle(.grouped)
                }
            }
            extension ScrollingSettings {
                struct SmoothedSection: View {
                    @State var on = false
                    var body: some View {
                        Toggle(isOn: $on) { Text("Allow scroll bouncing") }
                    }
                }
            }
            """
        let result = Self.infer(["ScrollingSettings.swift": settings, "SettingsWindowController.swift": Self.window],
                                keys: ["Allow scroll bouncing"])
        let toggle = try #require(SlotInferenceConstructTests.slot(result, "Allow scroll bouncing"))
        // 600 less the grouped form's insets (60) and the switch (46).
        #expect(toggle.slot.width == WidthExpression(percent: 0, offset: 494))
        #expect(toggle.evidence.contains("SettingsWindowController.swift:4:69"))
    }

    /// A scene's `.defaultSize(width:height:)` is the window's width where its content states no
    /// minimum; a content `.frame(minWidth:)` is narrower still and wins.
    @Test func aScenesDefaultSizeIsTheWindowWidth() throws {
        let app = """
            import SwiftUI
            @main struct MouseApp: App {
                var body: some Scene {
                    WindowGroup { ContentView() }
                        .defaultSize(width: 700, height: 500)
                    Window("Log", id: "log") { LogView().frame(minWidth: 420) }
                        .defaultSize(CGSize(width: 900, height: 600))
                        .windowResizability(.contentMinSize)
                }
            }
            struct ContentView: View { var body: some View { Text("Welcome to the app") } }
            struct LogView: View { var body: some View { Text("Nothing logged yet") } }
            """
        let result = Self.infer(["App.swift": app], keys: ["Welcome to the app", "Nothing logged yet"])
        let welcome = try #require(SlotInferenceConstructTests.slot(result, "Welcome to the app"))
        #expect(welcome.slot.width == WidthExpression(percent: 0, offset: 660))
        #expect(welcome.notes.contains { $0.contains(".defaultSize") } && welcome.sources["defaultWidth"] == "App.swift:5")
        let log = try #require(SlotInferenceConstructTests.slot(result, "Nothing logged yet"))
        #expect(log.slot.width == WidthExpression(percent: 0, offset: 380))
    }

    /// `.navigationSplitViewColumnWidth(min:ideal:max:)` on a sidebar's content: the sidebar at its
    /// narrowest (min), the detail beside the sidebar at its widest (max).
    @Test func aSplitViewsColumnWidths() throws {
        let app = """
            import SwiftUI
            struct Browser: View {
                var body: some View {
                    NavigationSplitView {
                        List { Text("Recently opened documents") }
                            .navigationSplitViewColumnWidth(min: 180, ideal: 220, max: 300)
                    } detail: {
                        Text("Select a document to see it here")
                    }
                    .frame(minWidth: 800)
                }
            }
            """
        let result = Self.infer(["App.swift": app], keys: ["Recently opened documents", "Select a document to see it here"])
        let sidebar = try #require(SlotInferenceConstructTests.slot(result, "Recently opened documents"))
        // 180 less the sidebar rows' 10 pt each side.
        #expect(sidebar.slot.width == WidthExpression(percent: 0, offset: 160))
        #expect(sidebar.sources["sidebarWidth"] == "App.swift:6")
        let detail = try #require(SlotInferenceConstructTests.slot(result, "Select a document to see it here"))
        // 800 less the widest sidebar (300), less the window margins (40).
        #expect(detail.slot.width == WidthExpression(percent: 0, offset: 460))
    }

    /// linearmouse's "ms" beside the debounce field: a short text after a slider and a field in an
    /// `HStack` keeps its natural width on one line; the slider gives way. Its room is the row less
    /// the field's fixed width and the stack's spacing.
    @Test func aUnitLabelBesideAFieldKeepsItsWidthOnOneLine() throws {
        let settings = """
            import SwiftUI
            struct Debounce: View {
                @State var timeout = 5.0
                var body: some View {
                    Form {
                        HStack(spacing: 5) {
                            Slider(value: $timeout, in: 5 ... 500)
                                .labelsHidden()
                            TextField(String(""), value: $timeout, formatter: NumberFormatter())
                                .frame(width: 60)
                            Text("ms")
                        }
                    }
                    .formStyle(.grouped)
                    .frame(width: 600)
                }
            }
            """
        let result = Self.infer(["App.swift": settings], keys: ["ms"])
        let unit = try #require(SlotInferenceConstructTests.slot(result, "ms"))
        // 600 less the grouped form's insets (60), the field (60) and two spacings (10).
        #expect(unit.slot.width == WidthExpression(percent: 0, offset: 470) && unit.slot.maxLines == 1)
        #expect(unit.notes.contains { $0.contains("natural width") })
        #expect(result.groups.allSatisfy { !$0.members.contains { $0.key == "ms" } })
    }

    /// linearmouse's preset rows: a `.buttonStyle(.plain)` (or the app's own style) button draws no
    /// bezel, so its label wraps; a text in an `HStack` has the row less its siblings' stated widths
    /// (`.frame(width: 92)`) and the stack's spacing.
    @Test func aPlainButtonsLabelWrapsBesideSiblingsOfStatedWidths() throws {
        let source = """
            import SwiftUI
            struct Presets: View {
                var body: some View {
                    VStack {
                        Button { } label: {
                            HStack(spacing: 12) {
                                Image(systemName: "waveform").frame(width: 92, height: 44)
                                Spacer(minLength: 0)
                                if true { Text("Selected") }
                            }
                        }
                        .buttonStyle(.plain)
                        Button("Restore default preset") { }
                    }
                    .frame(width: 300)
                }
            }
            """
        let result = Self.infer(["App.swift": source], keys: ["Selected", "Restore default preset"])
        let selected = try #require(SlotInferenceConstructTests.slot(result, "Selected"))
        // 300 less the margins (40), the image (92), the spacer's minimum (0) and two spacings (24).
        #expect(selected.kind == .button && selected.slot.width == WidthExpression(percent: 0, offset: 144) && selected.slot.maxLines == nil)
        #expect(selected.notes.contains { $0.contains(".plain") })
        // A bezel button keeps its title on one line.
        #expect(SlotInferenceConstructTests.slot(result, "Restore default preset")?.slot.maxLines == 1)
    }

    /// linearmouse's `Picker("Behavior", …)` in a sheet's `VStack`: on the Mac a pop-up picker shows its
    /// label beside it wherever it is (on iPhone only in a `Form` or `List`).
    @Test func aMacPickersLabelIsShownOutsideAForm() throws {
        let source = """
            struct Sheet: View {
                var body: some View { VStack { Picker("Behavior", selection: $behavior) { Text("Once").tag(0) } }.frame(width: 500) }
            }
            """
        let mac = try #require(SlotInferenceConstructTests.slot(Self.infer(["App.swift": source], keys: ["Behavior"]), "Behavior"))
        // Half of the row (500 less the margins, 40) less 8 beside the pop-up.
        #expect(mac.kind == .pickerLabel && mac.slot.width == WidthExpression(percent: 0, offset: 226))
        #expect(SlotInferenceConstructTests.infer(["App.swift": source], keys: ["Behavior"]).slots.isEmpty)
    }
}
