import Foundation
import Testing
@testable import FitCore

/// A UIKit storyboard as Xcode writes it, with its strings table: each key `ObjectID.text`,
/// `ObjectID.normalTitle`, `ObjectID.configuration.title` resolves to the object, and the room is read
/// from iOS's own attribute names (`fontDescription`, `numberOfLines`, `adjustsFontSizeToFit`,
/// `minimumScaleFactor`, constraints to the safe area).
@Suite("Slots from UIKit storyboards")
struct NibStoryboardTests {
    static let subviews = """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Your order is on its way" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="2" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
            <rect key="frame" x="20" y="100" width="335" height="41"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="textColor"/>
            <nil key="highlightedColor"/>
        </label>
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Total due today" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="YES" minimumScaleFactor="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="l2">
            <rect key="frame" x="20" y="160" width="150" height="18"/>
            <constraints>
                <constraint firstAttribute="width" constant="150" id="w2"/>
            </constraints>
            <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>
        </label>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
            <rect key="frame" x="20" y="200" width="120" height="30"/>
            <constraints>
                <constraint firstAttribute="width" constant="120" id="w1"/>
            </constraints>
            <state key="normal" title="Track order"/>
        </button>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b2">
            <rect key="frame" x="16" y="260" width="343" height="35"/>
            <buttonConfiguration key="configuration" style="filled" title="Continue to payment"/>
        </button>
        """
    static let constraints = """
        <constraint firstItem="l1" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="safe" firstAttribute="trailing" secondItem="l1" secondAttribute="trailing" constant="20" id="c2"/>
        <constraint firstItem="l2" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c3"/>
        <constraint firstItem="b1" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c4"/>
        <constraint firstItem="b2" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c5"/>
        <constraint firstAttribute="trailingMargin" secondItem="b2" secondAttribute="trailing" id="c6"/>
        """

    static func slots() throws -> [String: KeySlot] {
        let storyboard = NibSnippets.uiKit(subviews, constraints: constraints)
            .replacingOccurrences(of: "<subviews>", with: "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>\n<subviews>")
        let root = try NibSnippets.project([
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/de.lproj/Main.strings": NibSnippets.strings([
                ("l1.text", "Ihre Bestellung ist unterwegs"), ("l2.text", "Heute fällig"), ("b1.normalTitle", "Sendung verfolgen"),
                ("b2.configuration.title", "Weiter zur Zahlung"),
            ]),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let keys: Set<String> = ["l1.text", "l2.text", "b1.normalTitle", "b2.configuration.title"]
        let inferred = NibSlots.infer(folder: root.path, catalogKeys: keys)
        #expect(inferred.warnings.isEmpty && inferred.nibFiles == 1)
        return Dictionary(uniqueKeysWithValues: inferred.slots.map { ($0.key, $0) })
    }

    @Test func aLabelPinnedToTheSafeAreaGrowsWithTheScreen() throws {
        let label = try #require(try Self.slots()["l1.text"])
        #expect(label.source == .nib && label.slot.platform == .iOS && label.nib?.nib == "App/Base.lproj/Main.storyboard")
        // 20 pt from each edge of the safe area, whatever the device: no padding inside a UILabel.
        #expect(label.slot.width.description == "100% - 40")
        #expect(label.slot.maxLines == 2 && label.slot.pointSize == 17 && label.slot.minimumScaleFactor == nil)
    }

    @Test func aLabelThatShrinksHasItsScaleFactorWeightAndWidth() throws {
        let label = try #require(try Self.slots()["l2.text"])
        #expect(label.slot.width.description == "150" && label.slot.maxLines == 1)
        #expect(label.slot.pointSize == 15 && label.slot.weight == .semibold && label.slot.minimumScaleFactor == 0.5)
        #expect(label.sources["minimumScaleFactor"] == "App/Base.lproj/Main.storyboard:17")
    }

    @Test func aButtonsTitleIsOneLineInItsWidthAConfiguredOnesWrapsInsideItsInsets() throws {
        let slots = try Self.slots()
        let track = try #require(slots["b1.normalTitle"])
        #expect(track.kind == .button && track.slot.width.description == "120" && track.slot.maxLines == 1)
        let next = try #require(slots["b2.configuration.title"])
        // The view's layout margins (16 pt on iPhone) on each side, less 12 pt content insets each side.
        #expect(next.slot.width.description == "100% - 56" && next.slot.maxLines == nil)
        #expect(next.notes.contains { $0.contains("content insets") && $0.contains("estimate") })
    }

    // MARK: - Stack views

    @Test func aStackThatFillsEquallyGivesEachViewItsShareOfTheScreen() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="20" y="400" width="335" height="44"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="left">
                        <rect key="frame" x="0.0" y="0.0" width="163.5" height="44"/>
                        <state key="normal" title="Decline"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="right">
                        <rect key="frame" x="171.5" y="0.0" width="163.5" height="44"/>
                        <state key="normal" title="Accept all"/>
                    </button>
                </subviews>
            </stackView>
            """
        let constraints = """
            <constraint firstItem="st" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="s1"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="st" secondAttribute="trailing" constant="20" id="s2"/>
            """
        let storyboard = NibSnippets.uiKit(stack, constraints: constraints)
            .replacingOccurrences(of: "<subviews>", with: "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>\n<subviews>")
        let document = try NibDocument(bytes: Array(storyboard.utf8), file: "Main.storyboard")
        let slots = Dictionary(uniqueKeysWithValues: NibLayout(document: document, path: "Base.lproj/Main.storyboard")
            .slots(keys: ["left.normalTitle", "right.normalTitle"], note: nil).map { ($0.key, $0) })
        // (W − 40 − 8) ÷ 2 each: half the screen less 24, whatever the device.
        #expect(slots["left.normalTitle"]?.slot.width.description == "100% / 2 - 24")
        #expect(slots["right.normalTitle"]?.slot.width.description == "100% / 2 - 24")
        #expect(slots["right.normalTitle"]?.notes.contains { $0.contains("fillEqually") } == true)
    }

    // MARK: - Bars

    /// A standard bar's texts stop growing at the default size, as UIKit's bars show the Large Content
    /// Viewer instead (WWDC 2019, session 261): the navigation title is the inline title (headline, up
    /// to L), a bar button item the toolbar button's room (up to L), a tab item its fixed 10 pt.
    @Test func aStoryboardBarsTextsStopGrowingAtTheDefaultSize() throws {
        let storyboard = NibSnippets.uiKit("").replacingOccurrences(
            of: "<navigationItem key=\"navigationItem\" title=\"Preferences\" id=\"nav1\"/>",
            with: """
                <navigationItem key="navigationItem" title="Preferences" id="nav1">
                    <barButtonItem key="rightBarButtonItem" title="Done" id="bb1"/>
                </navigationItem>
                <tabBarItem key="tabBarItem" title="Settings" id="tab1"/>
                """)
        let document = try NibDocument(bytes: Array(storyboard.utf8), file: "Main.storyboard")
        let slots = Dictionary(uniqueKeysWithValues: NibLayout(document: document, path: "Base.lproj/Main.storyboard")
            .slots(keys: ["nav1.title", "bb1.title", "tab1.title"], note: nil).map { ($0.key, $0) })
        let rows: [(key: String, kind: SlotKind, points: Double)] = [
            ("nav1.title", .navigationTitleInline, 17), ("bb1.title", .toolbarButton, 17), ("tab1.title", .tabItem, 10),
        ]
        for row in rows {
            let slot = try #require(slots[row.key], "\(row.key)")
            #expect(slot.kind == row.kind, "\(row.key)")
            if row.kind != .navigationTitleInline { #expect(slot.slot == SlotMetrics.slot(for: row.kind).withNibFlags, "\(row.key)") }
            #expect(slot.slot.typeMetrics(at: .AX1).pointSize == row.points && slot.slot.typeMetrics(at: .L).pointSize == row.points,
                    "\(row.key)")
            #expect(slot.notes.contains { $0.contains("Large Content Viewer") }, "\(row.key)")
        }
        // The title's room is the bar less the items there: a view controller no navigation controller holds
        // as its root is pushed (a back button on the leading side), and this one has one trailing item:
        // W − 32 − 2 × 52.
        let title = try #require(slots["nav1.title"])
        #expect(title.slot.width.description == "100% - 136" && title.slot.style == .headline && title.slot.largestSize == .L)
        let root = storyboard.replacingOccurrences(of: "<scenes>", with: """
            <scenes>
            <scene sceneID="s0"><objects><navigationController id="nc"><connections>
            <segue destination="vc1" kind="relationship" relationship="rootViewController" id="r1"/>
            </connections></navigationController></objects></scene>
            """)
        let rootSlot = NibLayout(document: try NibDocument(bytes: Array(root.utf8), file: "Main.storyboard"), path: "Main.storyboard")
            .slots(keys: ["nav1.title"], note: nil).first
        // The root has no back button: the bar less the one trailing item, W − 32 − 52.
        #expect(rootSlot?.slot.width.description == "100% - 84")
    }
}

private extension Slot {
    /// The slot as a nib key has it: drawn as written (no Markdown).
    var withNibFlags: Slot {
        var slot = self
        slot.markdown = false
        return slot
    }
}
