import Foundation
import Testing
@testable import FitCore

/// Rooms read as 0 pt or less at a width the matrix measures: no place gives a text no room, so the
/// construct was misread. Where the reading can be mended it is (a child with its own frame beside
/// fixed siblings); where the room is truly unknown (a storyboard drawn wider than the phone), the key
/// keeps the default slot and a warning names the construct, rather than `init` writing a rule its
/// own check rejects (exit 2).
@Suite("Slot inference: slots that cannot hold")
struct SlotsThatCannotHoldTests {
    /// The default matrix's widths (Matrix/default.json): `init`'s for an iOS app.
    static let phoneWidths: [Double] = [300, 320, 375, 390, 393, 402, 430, 440, 744, 960]

    // MARK: - Mended: a child of an HStack with its own frame

    /// `HStack { VStack { Text }.frame(width: 200); ScrollView { }.frame(width: 340) }`: the text is in
    /// the 200 pt column; the ScrollView beside that column takes nothing from it. (Read before as the
    /// column less the sibling: 200 − 40 − 340 = −180 on a Mac.)
    @Test(arguments: [(Platform.macOS, "160"), (Platform.iOS, "200")])
    func siblingsBesideAChildWithItsOwnWidthTakeNothingFromIt(_ platform: Platform, _ width: String) throws {
        let source = """
            struct ShortcutsView: View {
                var body: some View {
                    HStack(spacing: 0) {
                        VStack(alignment: .leading) {
                            Text("Keyboard shortcuts")
                        }
                        .frame(width: 200)
                        ScrollView { }
                            .frame(width: 340)
                    }
                }
            }
            """
        let result = SlotInferenceConstructTests.infer(source, keys: ["Keyboard shortcuts"], platform: platform)
        let slot = try #require(SlotInferenceConstructTests.slot(result, "Keyboard shortcuts"))
        // On a Mac the column's frame is read as the content's width, less the window's margins (20 pt each side).
        #expect(slot.slot.width.description == width, "\(slot.slot.width) \(slot.notes)")
        #expect(!slot.notes.contains { $0.contains("HStack beside siblings") }, "\(slot.notes)")
    }

    /// A text that is itself a child of the row still has its siblings' widths taken from the row.
    @Test func aTextBesideFixedSiblingsStillGivesThemTheirWidth() throws {
        let result = SlotInferenceConstructTests.infer("""
            struct Row: View {
                var body: some View {
                    HStack {
                        Text("Volume")
                        Rectangle().frame(width: 60)
                        Image(systemName: "speaker").frame(width: 40)
                    }
                }
            }
            """, keys: ["Volume"])
        let slot = try #require(SlotInferenceConstructTests.slot(result, "Volume"))
        #expect(slot.slot.width.description == "100% - 148", "\(slot.slot.width) \(slot.notes)")  // 32 + 60 + 40 + 2 × 8 spacing
    }

    // MARK: - Truly unknown: the default slot, with a warning

    /// A UIKit label at the end of a chain of views, drawn on a 414 pt canvas with 39.5 pt left before
    /// its edge: the room grows with the screen, `100% - 374.5`, less than 0 pt on a 300 pt phone.
    @Test func aStoryboardChainWithNoRoomOnAPhoneKeepsTheDefaultSlot() throws {
        let storyboard = NibSnippets.uiKit("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                <rect key="frame" x="20" y="100" width="200" height="40"/>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v2">
                <rect key="frame" x="228" y="100" width="118.5" height="40"/>
            </view>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Balance" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                <rect key="frame" x="354.5" y="100" width="39.5" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: """
            <constraint firstItem="v1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="v2" firstAttribute="leading" secondItem="v1" secondAttribute="trailing" constant="8" id="c2"/>
            <constraint firstItem="l1" firstAttribute="leading" secondItem="v2" secondAttribute="trailing" constant="8" id="c3"/>
            <constraint firstItem="root" firstAttribute="trailing" secondItem="l1" secondAttribute="trailing" constant="20" id="c4"/>
            """).replacingOccurrences(of: #"width="375" height="667""#, with: #"width="414" height="896""#)
        let fallback = try Self.fellBack(storyboard, key: "l1.text")
        #expect(fallback.slot.slot.width.description == "100% - 374.5" && fallback.containerWidth == 300 && fallback.room == -74.5)
        #expect(fallback.warning.hasPrefix("App/Base.lproj/Main.storyboard:"), "\(fallback.warning)")
        #expect(fallback.warning.contains("\"l1.text\" (text): its room read there, \"100% - 374.5\", is -74.5 pt at container width 300"))
        #expect(fallback.warning.hasSuffix("the key keeps the default slot"))
    }

    /// A scene drawn on an iPad canvas (1024 pt, landscape): a button near its trailing edge reads as
    /// `100% - 984`, less than 0 on every phone (duckduckgo-ios-app's DaxOnboarding.storyboard).
    @Test func aSceneDrawnOnAnIPadCanvasKeepsTheDefaultSlot() throws {
        let storyboard = NibSnippets.uiKit("""
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                <rect key="frame" x="964" y="92" width="36" height="32"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="16"/>
                <state key="normal" title="Hide"/>
            </button>
            """, constraints: """
            <constraint firstItem="root" firstAttribute="top" secondItem="b1" secondAttribute="top" constant="-72" id="c1"/>
            """)
            .replacingOccurrences(of: #"width="375" height="667""#, with: #"width="1024" height="768""#)
            .replacingOccurrences(of: "<scenes>", with: #"<device id="ipad9_7" orientation="landscape" layout="fullscreen" appearance="light"/>"#
                                  + "\n<scenes>")
        let fallback = try Self.fellBack(storyboard, key: "b1.normalTitle")
        #expect(fallback.slot.slot.width.description == "100% - 984" && fallback.containerWidth == 300 && fallback.room == -684)
        #expect(fallback.slot.kind == .button && fallback.warning.contains("room up to its container's trailing edge"))
    }

    /// Only the keys with no room fall back; at the Mac's or a matrix's widths the same rule is checked.
    @Test func onlyKeysWithNoRoomAtSomeWidthFallBack() {
        func key(_ name: String, _ width: String) -> KeySlot {
            KeySlot(key: name, kind: .text, count: nil, slot: Slot(width: WidthExpression(width)!), evidence: ["A.swift:1"], notes: [])
        }
        var result = SlotInferenceResult(catalogKeys: ["a", "b", "c"], slots: [key("a", "100% - 32"), key("b", "100% - 320"), key("c", "50% - 150")],
                                         ambiguous: [], unplaced: [:], swiftFiles: 1, skipped: [])
        result.keepDefaultSlotWhereNoRoom(containerWidths: Self.phoneWidths)
        #expect(result.slots.map(\.key) == ["a"])
        #expect(result.fellBack.map { "\($0.key) \($0.containerWidth) \($0.room)" } == ["b 300.0 -20.0", "c 300.0 0.0"])
        #expect(result.notFound.isEmpty && result.warnings.count == 2)
    }

    // MARK: - Groups: read right, or not measured together

    /// `HStack { Text("Name").frame(width: 200); Text("Value").frame(maxWidth: .infinity) }`: a `fixed`
    /// row spanning the list's width. Its width was read from "Value"'s room alone, which already had
    /// the 200 pt sibling and the spacing taken (`100% - 240`), and the row's shares took them again:
    /// -148 pt at 300. The row spans the width the text had before its siblings were taken.
    @Test func aFixedRowSpansTheRowItsTextSharesNotWhatIsLeft() throws {
        var result = SlotInferenceConstructTests.infer("""
            struct Row: View {
                var body: some View {
                    HStack {
                        Text("Name").frame(width: 200)
                        Text("Value").frame(maxWidth: .infinity)
                    }
                }
            }
            """, keys: ["Name", "Value"])
        let row = try #require(result.groups.first)
        #expect(row.policy == .fixed && row.width.description == "100% - 32", "\(row.width)")
        result.keepDefaultSlotWhereNoRoom(containerWidths: Self.phoneWidths)
        #expect(result.groupsFellBack.isEmpty && result.groups.count == 1, "\(result.warnings)")
    }

    /// Stated widths that leave a text of the row nothing on a 300 pt phone (150 + 150 + 2 × 8 of 268):
    /// the row is not measured together; its fixed members keep their own 150 pt slots, and "Note",
    /// whose own room is no better (`100% - 348`), the default slot. Each says why.
    @Test func aRowWhoseStatedWidthsLeaveATextNothingIsNotMeasuredTogether() throws {
        var result = SlotInferenceConstructTests.infer("""
            struct Row: View {
                var body: some View {
                    HStack {
                        Text("Name").frame(width: 150)
                        Text("Value").frame(width: 150)
                        Text("Note")
                    }
                }
            }
            """, keys: ["Name", "Value", "Note"])
        #expect(result.groups.count == 1 && result.slots.isEmpty, "read as a row before the check")
        result.keepDefaultSlotWhereNoRoom(containerWidths: Self.phoneWidths)
        #expect(result.groups.isEmpty)
        let fallback = try #require(result.groupsFellBack.first)
        #expect(result.groupsFellBack.count == 1 && fallback.shortfall.member.key == "Note")
        #expect(fallback.shortfall.containerWidth == 300 && fallback.shortfall.room == -48)
        #expect(fallback.warning.hasPrefix("App.swift:3:9: HStack row-"), "\(fallback.warning)")
        #expect(fallback.warning.contains(#"("Name" | "Value" | "Note"): 'Note' gets -48 pt at container width 300 (the group spans 268 pt, stack shares"#),
                "\(fallback.warning)")
        #expect(fallback.warning.hasSuffix("its members keep their own slots"))
        #expect(result.slots.map { "\($0.key) \($0.slot.width)" } == ["Name 150", "Value 150"])
        #expect(result.fellBack.map { "\($0.key) \($0.slot.slot.width)" } == ["Note 100% - 348"])
        #expect(result.notFound.isEmpty && result.warnings.count == 2)
        #expect(SlotsReport.summaryLine(result).contains("3 in 1 row or choice with no room for a member at a matrix width (their own slots)"))
    }

    /// Infers the storyboard's keys (at App/Base.lproj/Main.storyboard) and keeps the default slot where
    /// a room does not hold on a phone: the fallback of `key`.
    static func fellBack(_ storyboard: String, key: String) throws -> DefaultSlotFallback {
        let root = try NibSnippets.project(["App/Base.lproj/Main.storyboard": storyboard,
                                            "App/de.lproj/Main.strings": NibSnippets.strings([(key, "Text")])])
        defer { try? FileManager.default.removeItem(at: root) }
        var result = try SlotInference.infer(folder: root.path, catalogKeys: [key], platform: .iOS)
        #expect(result.slots.contains { $0.key == key }, "read as placed before the check")
        result.keepDefaultSlotWhereNoRoom(containerWidths: phoneWidths)
        #expect(!result.slots.contains { $0.key == key } && !result.notFound.contains(key))
        return try #require(result.fellBack.first { $0.key == key }, "\(result.slots.map { "\($0.key) \($0.slot.width)" })")
    }
}
