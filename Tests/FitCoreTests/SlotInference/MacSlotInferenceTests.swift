import Foundation
import Testing
@testable import FitCore

/// SwiftUI and AppKit code read for a Mac app: slots of the window's content width, as the source
/// states it, with the Mac's text sizes.
@Suite("Slot inference: macOS")
struct MacSlotInferenceTests {
    static func infer(_ files: [String: String], keys: [String]) -> SlotInferenceResult {
        SlotInferenceConstructTests.infer(files, keys: keys, platform: .macOS)
    }

    static let settings = """
        import SwiftUI
        struct GeneralSettings: View {
            @State var dock = false
            var body: some View {
                Form {
                    Section {
                        Toggle(isOn: $dock) { Text("Show in Dock") }
                        Text("Hides the icon while the app runs.")
                    }
                }
                .formStyle(.grouped)
            }
        }
        """

    @Test func aGroupedFormInASheetOfAStatedWidth() throws {
        let sheet = """
            import SwiftUI
            struct Root: View {
                @State var shown = false
                var body: some View {
                    Button("Open") { }
                        .sheet(isPresented: $shown) { GeneralSettings().frame(minWidth: 650) }
                }
            }
            """
        let result = Self.infer(["GeneralSettings.swift": Self.settings, "Root.swift": sheet], keys: ["Show in Dock", "Hides the icon while the app runs."])
        let toggle = try #require(SlotInferenceConstructTests.slot(result, "Show in Dock"))
        // 650 less the grouped form's insets (60) and the switch beside the label (46).
        #expect(toggle.slot.width == WidthExpression(percent: 0, offset: 544) && toggle.slot.platform == .macOS)
        #expect(toggle.slot.typeMetrics(at: .L).pointSize == 13)
        let text = try #require(SlotInferenceConstructTests.slot(result, "Hides the icon while the app runs."))
        #expect(text.slot.width == WidthExpression(percent: 0, offset: 590) && text.slot.maxLines == nil)
    }

    @Test func aSplitViewWindowMadeInAppKitCode() throws {
        let window = """
            import Cocoa
            import SwiftUI
            class SettingsWindowController: NSWindowController {
                func make() {
                    let window = NSWindow(contentRect: .init(x: 0, y: 0, width: 850, height: 600), styleMask: [.titled], backing: .buffered, defer: false)
                    window.minSize = NSSize(width: 850, height: 600)
                    let sidebarItem = NSSplitViewItem(sidebarWithViewController: sidebar)
                    sidebarItem.maximumThickness = 250
                    let hosting = NSHostingController(rootView: AnyView(GeneralSettings()))
                }
            }
            """
        let result = Self.infer(["GeneralSettings.swift": Self.settings, "SettingsWindowController.swift": window], keys: ["Show in Dock"])
        let toggle = try #require(SlotInferenceConstructTests.slot(result, "Show in Dock"))
        // The detail pane: 850 − 250 = 600, less 60 and 46.
        #expect(toggle.slot.width == WidthExpression(percent: 0, offset: 494))
        #expect(toggle.evidence.contains("SettingsWindowController.swift:6:40") && toggle.evidence.contains("SettingsWindowController.swift:8:40"))
        #expect(toggle.sources["window"] == "SettingsWindowController.swift:6:40")
    }

    @Test func slotsJSONSaysThePlatformTheSizeAndWhereEachValueCameFrom() throws {
        let window = """
            import Cocoa
            class SettingsWindowController: NSWindowController {
                func make() {
                    let window = NSWindow(contentRect: .init(x: 0, y: 0, width: 700, height: 600), styleMask: [.titled], backing: .buffered, defer: false)
                    let hosting = NSHostingController(rootView: GeneralSettings())
                }
            }
            """
        let result = Self.infer(["GeneralSettings.swift": Self.settings, "SettingsWindowController.swift": window], keys: ["Show in Dock"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(SlotsReport.json(result).utf8)) as? [String: Any])
        let key = try #require((json["keys"] as? [[String: Any]])?.first)
        #expect(key["platform"] as? String == "macOS" && key["source"] as? String == "SwiftUI")
        #expect(key["stylePointSize"] as? Double == 13 && key["pointSize"] == nil && key["width"] as? String == "594")
        #expect((key["sources"] as? [String: String])?["window"] == "SettingsWindowController.swift:4:69")
        #expect((key["inheritedFrom"] as? [String: String])?["formStyle"] == "GeneralSettings.swift:11")
    }

    @Test func withoutAWindowWidthASheetIsAssumed() throws {
        let result = Self.infer(["GeneralSettings.swift": Self.settings], keys: ["Show in Dock"])
        let toggle = try #require(SlotInferenceConstructTests.slot(result, "Show in Dock"))
        #expect(toggle.slot.width == WidthExpression(percent: 0, offset: 480 - 106))
        #expect(toggle.notes.contains("no window width in the source: 480 pt assumed"))
    }

    @Test func aSlidersLabelIsShownBesideItOnMacOSAndSpokenOnIOS() throws {
        let source = """
            import SwiftUI
            struct Speed: View {
                @State var speed = 0.5
                var body: some View {
                    Form {
                        Slider(value: $speed, in: 0...1) { Text("Pointer speed") } minimumValueLabel: { Text("Slow") } maximumValueLabel: { Text("Fast") }
                    }
                    .formStyle(.grouped)
                }
            }
            """
        let keys = ["Pointer speed", "Slow", "Fast"]
        let mac = Self.infer(["Speed.swift": source], keys: keys)
        #expect(SlotInferenceConstructTests.kinds(mac, keys) == [.pickerLabel, nil, nil])
        #expect(mac.unplacedReasons["Slow"]?.first?.hasPrefix("slider value label") == true)
        let iOS = SlotInferenceConstructTests.infer(["Speed.swift": source], keys: keys)
        #expect(SlotInferenceConstructTests.kinds(iOS, keys) == [.spoken, nil, nil])
    }

    @Test func aSidebarRowHasTheSidebarsWidth() throws {
        let sidebar = """
            import SwiftUI
            struct Sidebar: View {
                var body: some View {
                    List { Label("Scrolling", systemImage: "computermouse") }
                        .listStyle(.sidebar)
                }
            }
            """
        let window = """
            import Cocoa
            class Split: NSSplitViewController {
                func make() {
                    let item = NSSplitViewItem(sidebarWithViewController: sidebar)
                    item.minimumThickness = 180
                }
            }
            """
        let result = Self.infer(["Sidebar.swift": sidebar, "Split.swift": window], keys: ["Scrolling"])
        let row = try #require(SlotInferenceConstructTests.slot(result, "Scrolling"))
        // 180 less the rows' 10 pt insets and the icon (22).
        #expect(row.slot.width == WidthExpression(percent: 0, offset: 138) && row.kind == .label)
        #expect(row.evidence.contains("Split.swift:5:33"))
        let alone = Self.infer(["Sidebar.swift": sidebar], keys: ["Scrolling"])
        #expect(SlotInferenceConstructTests.slot(alone, "Scrolling")?.slot.width == WidthExpression(percent: 0, offset: 158))
    }

    @Test func theSameCodeOnIOSKeepsThePhonesRoom() throws {
        let result = SlotInferenceConstructTests.infer(["GeneralSettings.swift": Self.settings], keys: ["Show in Dock"])
        #expect(SlotInferenceConstructTests.slot(result, "Show in Dock")?.slot.width == WidthExpression("100% - 123")!)
    }
}
