import Testing
@testable import FitCore

/// UIKit in code: what the app sets on a `UILabel` decides its lines and whether it shrinks.
@Suite("Slot inference: UIKit labels")
struct UIKitLabelTests {
    static let source = """
        import UIKit
        final class Header: UIView {
            let title = UILabel()
            let note = UILabel()
            func setUp() {
                title.text = NSLocalizedString("Welcome back", comment: "")
                title.adjustsFontSizeToFitWidth = true
                title.minimumScaleFactor = 0.5
                note.numberOfLines = 0
                note.text = NSLocalizedString("Your data stays on this device.", comment: "")
            }
        }
        """

    @Test func numberOfLinesAndMinimumScaleFactorAreTheLabels() throws {
        let result = SlotInferenceConstructTests.infer(Self.source, keys: ["Welcome back", "Your data stays on this device."])
        let title = try #require(SlotInferenceConstructTests.slot(result, "Welcome back"))
        #expect(title.kind == .uikitLabel && title.source == .uiKit)
        #expect(title.slot.maxLines == 1 && title.slot.minimumScaleFactor == 0.5)
        #expect(title.sources["minimumScaleFactor"] == "App.swift:8")
        let note = try #require(SlotInferenceConstructTests.slot(result, "Your data stays on this device."))
        #expect(note.slot.maxLines == nil && note.sources["lineLimit"] == "App.swift:9")
    }
}
