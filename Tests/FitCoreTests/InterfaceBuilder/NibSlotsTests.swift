import Foundation
import Testing
@testable import FitCore

/// The room a nib gives each of its strings (``NibLayout``): fixed frames, Auto Layout neighbours,
/// fonts and line-break modes.
@Suite("Slots from nibs")
struct NibSlotsTests {
    static func slots(_ subviews: String, constraints: String = "") throws -> [String: KeySlot] {
        let document = try NibDocument(bytes: Array(NibSnippets.appKit(subviews, constraints: constraints).utf8), file: "Prefs.xib")
        let layout = NibLayout(document: document, path: "Base.lproj/Prefs.xib")
        let keys = Set(document.strings.map(\.key))
        return Dictionary(uniqueKeysWithValues: layout.slots(keys: keys, note: nil).map { ($0.key, $0) })
    }

    static let checkbox = """
        <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="59" y="204" width="200" height="18"/>
            <buttonCell key="cell" type="check" title="Launch on Login" bezelStyle="regularSquare" imagePosition="left" id="boxCell">
                <font key="font" metaFont="system"/>
            </buttonCell>
        </button>
        """

    @Test func aFixedFrameCheckboxTitleLosesTheBoxAndItsGap() throws {
        let slot = try #require(try Self.slots(Self.checkbox)["boxCell.title"])
        #expect(slot.kind == .toggle && slot.source == .nib)
        #expect(slot.slot.width == WidthExpression(percent: 0, offset: 180))
        #expect(slot.slot.maxLines == 1 && slot.slot.pointSize == 13 && slot.slot.platform == .macOS && !slot.slot.markdown)
        // The place is the view's element (`<button` on the document's line 8), not its cell's (line 10);
        // the text is the nib's, which names the key in reports.
        #expect(slot.nib == NibPlace(nib: "Base.lproj/Prefs.xib", objectID: "boxCell", line: 8, text: "Launch on Login",
                                     frame: slot.nib?.frame))
        #expect(slot.nib?.frame?.width == 200)
        #expect(slot.notes.contains("fixed frame 200 pt wide"))
    }

    /// A label at x 20 (100 wide) and a field after it at x 130 (200 wide), placed by constraints; the
    /// field resists compression with `priority`.
    static func labelBesideField(priority: Int) throws -> KeySlot {
        let subviews = """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="20" y="100" width="100" height="17"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Folder:" id="labelCell">
                    <font key="font" metaFont="smallSystem"/>
                </textFieldCell>
            </textField>
            <textField horizontalCompressionResistancePriority="\(priority)" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="130" y="98" width="200" height="21"/>
                <textFieldCell key="cell" borderStyle="bezel" placeholderString="Name" id="fieldCell">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """
        let constraints = """
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="field" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="10" id="c2"/>
            """
        return try #require(try slots(subviews, constraints: constraints)["labelCell.title"])
    }

    @Test func aLabelWhoseNeighbourIsCompressibleGetsItsWidth() throws {
        let slot = try Self.labelBesideField(priority: 250)
        // Up to the field's trailing edge (330), less the label's 2 pt padding each side.
        #expect(slot.slot.width == WidthExpression(percent: 0, offset: 306))
        #expect(slot.slot.pointSize == 11 && slot.slot.maxLines == 1)
    }

    @Test func aLabelWhoseNeighbourIsNotCompressibleStopsBeforeIt() throws {
        let slot = try Self.labelBesideField(priority: 1000)
        // Up to 8 pt before the field (130 − 8 − 20 = 102), less the padding.
        #expect(slot.slot.width == WidthExpression(percent: 0, offset: 98))
    }

    @Test func aLabelInAContainerThatGrowsWithItHasTheRoomOfTheOutermostView() throws {
        // A toolbar-like item: a 51 pt view at x 258 (at least 50 wide) whose label is pinned 3 pt inside it.
        let subviews = """
            <customView translatesAutoresizingMaskIntoConstraints="NO" id="item">
                <rect key="frame" x="258" y="0.0" width="51" height="56"/>
                <subviews>
                    <textField translatesAutoresizingMaskIntoConstraints="NO" id="title">
                        <rect key="frame" x="1" y="8" width="49" height="12"/>
                        <textFieldCell key="cell" lineBreakMode="clipping" alignment="center" title="Updates" id="titleCell">
                            <font key="font" size="9" name="HiraKakuProN-W6"/>
                        </textFieldCell>
                    </textField>
                </subviews>
                <constraints>
                    <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="50" id="w1"/>
                    <constraint firstItem="title" firstAttribute="leading" secondItem="item" secondAttribute="leading" constant="3" id="l1"/>
                    <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="3" id="t1"/>
                </constraints>
            </customView>
            """
        let constraints = #"<constraint firstItem="item" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="258" id="c1"/>"#
        let slot = try #require(try Self.slots(subviews, constraints: constraints)["titleCell.title"])
        // 480 − 20 − 259, less the 4 pt padding; the family the nib names, bold, 9 pt.
        #expect(slot.slot.width == WidthExpression(percent: 0, offset: 197))
        #expect(slot.slot.font == "HiraKakuProN" && slot.slot.weight == .bold && slot.slot.pointSize == 9)
    }

    @Test func wrappingTextInAFixedFrameHasTheLinesItsHeightHolds() throws {
        let subviews = """
            <textField fixedFrame="YES" id="note">
                <rect key="frame" x="20" y="20" width="300" height="34"/>
                <textFieldCell key="cell" lineBreakMode="wordWrapping" title="Clipy keeps what you copy." id="noteCell">
                    <font key="font" metaFont="system" size="14"/>
                </textFieldCell>
            </textField>
            """
        let slot = try #require(try Self.slots(subviews)["noteCell.title"])
        // 14 pt with a 17 pt leading: 32 pt of the 34 hold one line.
        #expect(slot.slot.pointSize == 14 && slot.slot.maxLines == 1)
        #expect(slot.slot.width == WidthExpression(percent: 0, offset: 296))
        // No lineBreakMode written: NSCell's default, word wrapping, as Interface Builder leaves defaults out.
        let tall = subviews.replacingOccurrences(of: #"lineBreakMode="wordWrapping" "#, with: "")
            .replacingOccurrences(of: #"height="34""#, with: #"height="52""#)
        #expect(try Self.slots(tall)["noteCell.title"]?.slot.maxLines == 2)
    }

    @Test func slotsJSONNamesTheNibTheObjectAndItsFrame() throws {
        let slot = try #require(try Self.slots(Self.checkbox)["boxCell.title"])
        let result = SlotInferenceResult(catalogKeys: [slot.key], slots: [slot], ambiguous: [], unplaced: [:], swiftFiles: 0, skipped: [])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(SlotsReport.json(result).utf8)) as? [String: Any])
        let key = try #require((json["keys"] as? [[String: Any]])?.first)
        #expect(key["nib"] as? String == "Base.lproj/Prefs.xib" && key["objectID"] as? String == "boxCell")
        #expect(key["source"] as? String == "nibs" && key["platform"] as? String == "macOS")
        let frame = try #require(key["frame"] as? [String: Double])
        #expect(frame == ["x": 59, "y": 204, "width": 200, "height": 18])
    }

    @Test func aBoxTitleIsInTheSmallSystemFont() throws {
        let subviews = """
            <box fixedFrame="YES" title="Select clipboard types to store:" id="types">
                <rect key="frame" x="76" y="8" width="329" height="175"/>
            </box>
            """
        let slot = try #require(try Self.slots(subviews)["types.title"])
        #expect(slot.kind == .sectionHeader && slot.slot.pointSize == 11 && slot.slot.width == WidthExpression(percent: 0, offset: 319))
    }

    @Test func metaFontsTakeNSFontsSizes() {
        #expect(NibFont.metaFontSize("system") == 13 && NibFont.metaFontSize("smallSystem") == 11)
        #expect(NibFont.metaFontSize("label") == 10 && NibFont.metaFontSize("menu") == 14)
        #expect(NibFont.weight(ofName: "systemBold") == .bold && NibFont.weight(ofName: "system") == nil)
    }

    @Test func menuItemsAreCheckedForTheirTranslationOnly() throws {
        let subviews = """
            <popUpButton fixedFrame="YES" id="pop">
                <rect key="frame" x="20" y="20" width="120" height="25"/>
                <popUpButtonCell key="cell" type="push" bezelStyle="rounded" id="popCell">
                    <font key="font" metaFont="menu"/>
                    <menu key="menu" title="Sort" id="popMenu">
                        <items>
                            <menuItem title="By date added" id="item1"/>
                        </items>
                    </menu>
                </popUpButtonCell>
            </popUpButton>
            """
        let slots = try Self.slots(subviews)
        #expect(slots["popMenu.title"]?.kind == .translationOnly && slots["popMenu.title"]?.slot.layout == false)
        let item = try #require(slots["item1.title"])
        #expect(item.kind == .pickerLabel && item.slot.width == WidthExpression(percent: 0, offset: 85) && item.slot.pointSize == 14)
    }
}
