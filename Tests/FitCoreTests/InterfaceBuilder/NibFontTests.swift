import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// A nib's fonts as the slot measures them (``NibFont``): macOS text styles at the Mac's sizes, the
/// system font's private names (`.SFNS-Regular`, `.AppleSystemUIFont`) as the system font with its
/// tracking, a family of the app's own as that family.
@Suite("Nib fonts")
struct NibFontTests {
    static func label(_ font: String, id: String = "l") -> String {
        """
        <textField focusRingType="none" horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="78" y="261" width="85" height="13"/>
            <textFieldCell key="cell" lineBreakMode="clipping" title="Brightness down" id="\(id)Cell">
                \(font)
            </textFieldCell>
        </textField>
        """
    }

    @Test func aMacTextStyleIsTheSystemFontAtTheStylesMacSize() throws {
        // monitorcontrol's keyboard shortcut captions: caption1, written with the system font's private name.
        let slot = try #require(try NibSlotsTests.slots(Self.label(#"<font key="font" textStyle="caption1" name=".SFNS-Regular"/>"#))["lCell.title"])
        #expect(slot.slot.style == .caption1 && slot.slot.pointSize == nil && slot.slot.font == nil)
        #expect(slot.slot.sfTracking && slot.slot.platform == .macOS)
        #expect(slot.slot.typeMetrics(at: .L).pointSize == 10)
        let sizes: [(String, Double)] = [("largeTitle", 26), ("title1", 22), ("title2", 17), ("title3", 15), ("headline", 13),
                                         ("body", 13), ("callout", 12), ("subheadline", 11), ("footnote", 10), ("caption2", 10)]
        for (style, size) in sizes {
            let other = try #require(try NibSlotsTests.slots(Self.label(#"<font key="font" textStyle="\#(style)" name=".SFNS-Regular"/>"#))["lCell.title"])
            #expect(other.slot.typeMetrics(at: .L).pointSize == size, "\(style)")
        }
        // The style's own weight: headline is bold on the Mac.
        let headline = try #require(try NibSlotsTests.slots(Self.label(#"<font key="font" textStyle="headline" name=".SFNS-Bold"/>"#))["lCell.title"])
        #expect(headline.slot.effectiveWeight == .bold)
    }

    @Test func theSystemFontsPrivateNamesAreTheSystemFontWithItsWeight() throws {
        let bold = try #require(try NibSlotsTests.slots(Self.label(#"<font key="font" size="15" name=".SFNS-Semibold"/>"#))["lCell.title"])
        #expect(bold.slot.font == nil && bold.slot.sfTracking && bold.slot.pointSize == 15 && bold.slot.weight == .semibold)
        let ui = try #require(try NibSlotsTests.slots(Self.label(#"<font key="font" size="12" name=".AppleSystemUIFontBold"/>"#))["lCell.title"])
        #expect(ui.slot.font == nil && ui.slot.sfTracking && ui.slot.pointSize == 12 && ui.slot.weight == .bold)
        // A family of the app's own stays that family, untracked.
        let own = try #require(try NibSlotsTests.slots(Self.label(#"<font key="font" size="9" name="HiraKakuProN-W6"/>"#))["lCell.title"])
        #expect(own.slot.font == "HiraKakuProN" && !own.slot.sfTracking && own.slot.weight == .bold)
        #expect(NibFont.isSystemFont(".SFNSText-Medium") && NibFont.isSystemFont(".SFUI-Regular") && NibFont.isSystemFont("SFProText-Regular"))
        #expect(!NibFont.isSystemFont(".HiraKakuInterface-W3") && !NibFont.isSystemFont("Avenir-Book"))
    }

    @Test func aUIKitFontDescriptionNamingTheSystemFontIsTheSystemFont() throws {
        // duckduckgo's Settings.storyboard: `name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="14"`.
        let subviews = """
            <label opaque="NO" text="These sites will not be enhanced." numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="info">
                <rect key="frame" x="32" y="16" width="311" height="40"/>
                <fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="14"/>
            </label>
            """
        let document = try NibDocument(bytes: Array(NibSnippets.uiKit(subviews).utf8), file: "Main.storyboard")
        let layout = NibLayout(document: document, path: "Base.lproj/Main.storyboard")
        let slot = try #require(layout.slots(keys: ["info.text"], note: nil).first)
        #expect(slot.slot.font == nil && slot.slot.sfTracking && slot.slot.pointSize == 14)
    }

    @Test(.enabled(if: Corpus.appsAvailable, Comment(rawValue: Corpus.absent)))
    func monitorcontrolsCaptionsAreMeasuredAtTenPoints() throws {
        let app = Corpus.folder.appendingPathComponent("monitorcontrol-app")
        let keys: Set<String> = ["q5a-Ix-Hjs.title", "nty-g6-Sde.title", "jK7-7w-uib.title"]
        let slots = NibSlots.infer(folder: app.path, catalogKeys: keys).slots
        #expect(slots.count == 3)
        for slot in slots {
            #expect(slot.slot.style == .caption1 && slot.slot.font == nil && slot.slot.sfTracking, "\(slot.key)")
            #expect(slot.slot.typeMetrics(at: .L).pointSize == 10, "\(slot.key)")
        }
    }
}
