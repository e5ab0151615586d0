import Foundation
import Testing
@testable import FitCore

/// What a control draws beside its title (``NibChrome``): a button's bezel by its style and control
/// size, a checkbox's box and gap, a UIKit button's content insets. A control's room is its frame less
/// this chrome.
@Suite("Nib control chrome")
struct NibChromeTests {
    static func button(_ cell: String, width: Int = 195) -> String {
        """
        <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="b">
            <rect key="frame" x="20" y="17" width="\(width)" height="32"/>
            <buttonCell key="cell" \(cell) title="Start using MonitorControl" id="bCell">
                <font key="font" metaFont="system"/>
            </buttonCell>
        </button>
        """
    }

    static func width(_ subviews: String) throws -> Double {
        try #require(try NibSlotsTests.slots(subviews)["bCell.title"]).slot.width.offset
    }

    @Test func aBorderedPushButtonLosesItsBezelAtItsControlSize() throws {
        // monitorcontrol's "Start using MonitorControl": 195 pt wide, sized by IB to its 161 pt title.
        #expect(try Self.width(Self.button(#"type="push" bezelStyle="rounded" alignment="center" borderStyle="border""#)) == 161)
        #expect(try Self.width(Self.button(#"type="push" bezelStyle="rounded" borderStyle="border" controlSize="small""#)) == 167)
        #expect(try Self.width(Self.button(#"type="push" bezelStyle="rounded" borderStyle="border" controlSize="mini""#)) == 173)
    }

    @Test func aBorderlessOrSquareButtonHasAFewPointsOfPadding() throws {
        // No `borderStyle`: not bordered, the title alone.
        #expect(try Self.width(Self.button(#"type="push" bezelStyle="rounded""#)) == 191)
        #expect(try Self.width(Self.button(#"type="square" bezelStyle="shadowlessSquare" borderStyle="border""#)) == 191)
        #expect(try Self.width(Self.button(#"type="push" bezelStyle="recessed" borderStyle="border""#)) == 191)
    }

    @Test func aCheckboxLosesItsBoxAndGap() throws {
        // clipy's "Move instead of copying…": 394 pt for a 373.9 pt title; monitorcontrol's small one 149 for 129.
        let slot = try #require(try NibSlotsTests.slots(NibSlotsTests.checkbox)["boxCell.title"])
        #expect(slot.slot.width == WidthExpression(percent: 0, offset: 180))
        #expect(NibChrome.checkbox == MacSlotMetrics.Figure.checkbox.points + MacSlotMetrics.Figure.checkboxGap.points)
    }

    @Test func aUIKitButtonLosesItsContentEdgeInsets() throws {
        // duckduckgo's OmniBar "Cancel": 65 pt wide with 6 pt insets each side, for a 53 pt title.
        let subviews = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="cancel">
                <rect key="frame" x="300" y="6" width="65" height="44"/>
                <constraints>
                    <constraint firstAttribute="width" constant="65" id="w"/>
                </constraints>
                <inset key="contentEdgeInsets" minX="6" minY="0.0" maxX="6" maxY="0.0"/>
                <state key="normal" title="Cancel"/>
            </button>
            """
        let document = try NibDocument(bytes: Array(NibSnippets.uiKit(subviews).utf8), file: "Main.storyboard")
        let layout = NibLayout(document: document, path: "Base.lproj/Main.storyboard")
        let slot = try #require(layout.slots(keys: ["cancel.normalTitle"], note: nil).first)
        #expect(slot.slot.width == WidthExpression(percent: 0, offset: 53))
    }
}

/// A segment's room is its share of its control: UIKit's equal segments, AppKit's segment width where
/// the nib sets one.
@Suite("Nib segments")
struct NibSegmentTests {
    @Test func aUIKitSegmentHasItsShareOfTheControl() throws {
        // duckduckgo's Bookmarks.storyboard: "All Bookmarks" and "Favorites" in a 331 pt control.
        let subviews = """
            <segmentedControl opaque="NO" contentMode="scaleToFill" fixedFrame="YES" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                <rect key="frame" x="22" y="317" width="331" height="33"/>
                <segments>
                    <segment title="All Bookmarks"/>
                    <segment title="Favorites"/>
                </segments>
            </segmentedControl>
            """
        let document = try NibDocument(bytes: Array(NibSnippets.uiKit(subviews).utf8), file: "Main.storyboard")
        let layout = NibLayout(document: document, path: "Base.lproj/Main.storyboard")
        let slots = layout.slots(keys: ["seg.segmentTitles[0]", "seg.segmentTitles[1]"], note: nil)
        #expect(slots.count == 2)
        // 331 ÷ 2 less the segment's padding (16).
        #expect(slots.allSatisfy { $0.slot.width == WidthExpression(percent: 0, offset: 149.5) })
    }

    @Test func anAppKitSegmentWithAWidthHasThatWidth() throws {
        let subviews = """
            <segmentedControl verticalHuggingPriority="750" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="seg">
                <rect key="frame" x="20" y="20" width="203" height="24"/>
                <segmentedCell key="cell" borderStyle="border" alignment="left" style="rounded" trackingMode="selectOne" id="segCell">
                    <font key="font" metaFont="system"/>
                    <segments>
                        <segment label="Day" width="60"/>
                        <segment label="Week" selected="YES" tag="1"/>
                        <segment label="Month"/>
                    </segments>
                </segmentedCell>
            </segmentedControl>
            """
        let slots = try NibSlotsTests.slots(subviews)
        #expect(slots["segCell.ibShadowedLabels[0]"]?.slot.width == WidthExpression(percent: 0, offset: 44))
        // The others share what the sized one leaves: (203 − 60) ÷ 2, less the padding.
        #expect(slots["segCell.ibShadowedLabels[1]"]?.slot.width == WidthExpression(percent: 0, offset: 55.5))
    }
}
