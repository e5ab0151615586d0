import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// Strings Interface Builder writes as child elements (`<string key="title">…</string>`: long texts,
/// texts with line breaks, `base64-UTF8` for control characters) are found as their attributes are,
/// with their text as written.
@Suite("Nib child-element strings")
struct NibChildStringTests {
    static let subviews = """
        <textField translatesAutoresizingMaskIntoConstraints="NO" id="f1">
            <rect key="frame" x="20" y="120" width="120" height="32"/>
            <textFieldCell key="cell" lineBreakMode="wordWrapping" id="pip">
                <font key="font" metaFont="system"/>
                <string key="title">Picture-in-
        Picture:</string>
                <string key="placeholderString">Size &amp; place</string>
            </textFieldCell>
        </textField>
        <button id="b1">
            <rect key="frame" x="20" y="60" width="120" height="32"/>
            <buttonCell key="cell" type="push" bezelStyle="rounded" id="save">
                <string key="title" base64-UTF8="YES">
        U2F2ZSDigKY
        </string>
            </buttonCell>
            <string key="toolTip">Saves the picture</string>
        </button>
        """

    @Test func childStringsAreFoundWithTheirTextAndLineBreaks() throws {
        let nib = try NibDocument(bytes: Array(NibSnippets.appKit(Self.subviews).utf8), file: "Prefs.xib")
        let title = try #require(nib.string(forKey: "pip.title"))
        #expect(title.text == "Picture-in-\nPicture:" && title.role == .label && title.viewID == "f1")
        #expect(nib.string(forKey: "pip.placeholderString")?.text == "Size & place")
        #expect(nib.string(forKey: "save.title")?.text == "Save …")
        #expect(nib.string(forKey: "b1.toolTip")?.text == "Saves the picture")
    }

    @Test func aLanguageLackingAChildStringShowsTheBaseText() throws {
        let root = try NibSnippets.project([
            "App/Base.lproj/Prefs.xib": NibSnippets.appKit(Self.subviews),
            "App/de.lproj/Prefs.strings": NibSnippets.strings([("save.title", "Sichern …")]),
        ])
        defer { TemporaryFolder.remove(root) }
        let catalog = try #require(try CatalogReader.read(path: root.appendingPathComponent("App").path).first)
        let renditions = try RenditionExpander().renditions(of: catalog).filter { $0.key == "pip.title" }
        let byLanguage = Dictionary(uniqueKeysWithValues: renditions.map { ($0.language, $0) })
        #expect(byLanguage["en"]?.text == "Picture-in-\nPicture:" && byLanguage["en"]?.status == .translated)
        #expect(byLanguage["de"]?.text == "Picture-in-\nPicture:" && byLanguage["de"]?.status == .untranslated)
    }

    @Test(.enabled(if: Corpus.appsAvailable, Comment(rawValue: Corpus.absent)))
    func everyLiveKeyOfMonitorcontrolsTablesIsAStringOfItsStoryboard() throws {
        let ui = Corpus.folder.appendingPathComponent("monitorcontrol-app/MonitorControl/UI")
        let nib = try NibDocument.read(file: ui.appendingPathComponent("Base.lproj/Main.storyboard").path)
        let tableKeys = Set(try StringsFileReader.read(file: ui.appendingPathComponent("de.lproj/Main.strings").path).pairs.map(\.key))
        // The one key of the table the storyboard no longer has (no object TKd-J8-Iyk): stale.
        #expect(tableKeys.subtracting(nib.strings.map(\.key)) == ["TKd-J8-Iyk.title"])
        // Written as a child element, with a line break between its two sentences.
        let access = try #require(nib.string(forKey: "kBJ-Zf-1k2.title"))
        #expect(access.text.hasSuffix("control your display.\nYou can enable it by adding MonitorControl in System Settings > Security and Privacy > Accessibility."))
        #expect(access.role == .label && access.viewID == "GSh-nh-adY")
    }
}
