import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

@Suite("NibDocument: the strings Xcode extracts from a nib, keyed ObjectID.property, with where each is drawn")
struct NibDocumentTests {
    func document(_ text: String) throws -> NibDocument {
        try NibDocument(bytes: Array(text.utf8), file: "Prefs.xib")
    }

    func keys(_ document: NibDocument) -> [String] {
        document.strings.map { "\($0.key) \($0.className) \($0.role.rawValue)" }
    }

    @Test("AppKit: cells, buttons, menus, pop-up items, boxes, column headers, segments; a pop-up cell's own title is not extracted")
    func appKit() throws {
        let nib = try document(NibSnippets.appKit("""
            <window title="Clipy - Setting" id="win"/>
            <box title="Behavior" id="box"/>
            <box title="Box" titlePosition="noTitle" id="box2"/>
            <popUpButton id="pop"><popUpButtonCell key="cell" type="push" title="Last Used" id="popcell">
              <menu key="menu" title="OtherViews" id="m1"><items><menuItem title="Date Created" id="i1"/><menuItem title="Last Used" id="i2"/></items></menu>
            </popUpButtonCell></popUpButton>
            <textField id="f1"><textFieldCell key="cell" title="Name:" placeholderString="e.g. Ada" editable="YES" id="c1"/></textField>
            <textField id="f2"><textFieldCell key="cell" title="bound" id="c2"/><connections><binding name="value" id="b1"/></connections></textField>
            <button id="r1"><buttonCell key="cell" type="radio" title="Daily" id="c3"/></button>
            <button id="p1" toolTip="Saves now"><buttonCell key="cell" type="push" title="Save" alternateTitle="Saved" id="c4"/></button>
            <tableView id="t1"><tableColumns><tableColumn width="116" id="col1">
              <tableHeaderCell key="headerCell" title="Location" id="h1"/>
              <textFieldCell key="dataCell" title="Text Cell" id="d1"/>
            </tableColumn></tableColumns></tableView>
            <segmentedControl id="s1"><segmentedCell key="cell" id="sc1"><segments><segment label="Day"/><segment label="Week" toolTip="7 days"/></segments></segmentedCell></segmentedControl>
            """))
        #expect(nib.runtime == .appKit && nib.usesAutoLayout)
        #expect(keys(nib) == [
            "win.title NSWindow windowTitle", "box.title NSBox boxTitle", "box2.title NSBox replacedAtRunTime",
            "m1.title NSMenu menuItem", "i1.title NSMenuItem popUpItem", "i2.title NSMenuItem popUpItem",
            "c1.title NSTextFieldCell textField", "c1.placeholderString NSTextFieldCell textField",
            "c2.title NSTextFieldCell replacedAtRunTime", "c3.title NSButtonCell radioButton",
            "p1.toolTip NSButton toolTip", "c4.title NSButtonCell button", "c4.alternateTitle NSButtonCell button",
            "col1.headerCell.title NSTableColumn columnHeader", "d1.title NSTextFieldCell replacedAtRunTime",
            "sc1.ibShadowedLabels[0] NSSegmentedCell segment", "sc1.ibShadowedLabels[1] NSSegmentedCell segment",
            "sc1.ibShadowedToolTips[1] NSSegmentedCell toolTip",
        ])
        #expect(nib.string(forKey: "i1.title")?.viewID == "pop")
        #expect(nib.string(forKey: "c4.title")?.viewID == "p1")
    }

    @Test("UIKit: label text, button titles per state, text field placeholder, segment titles, bar items, titles")
    func uiKit() throws {
        let nib = try document(NibSnippets.uiKit("""
            <label text="Hello" id="l1"/>
            <button id="b1"><state key="normal" title="Sign In"/><state key="highlighted" title="Signing"/></button>
            <textField placeholder="Email" id="t1"/>
            <segmentedControl id="s1"><segments><segment title="First"/><segment title="Second"/></segments></segmentedControl>
            <tableView id="tv"><prototypes><tableViewCell id="cell"><label text="Title" id="l2"/></tableViewCell></prototypes></tableView>
            """))
        #expect(nib.runtime == .uiKit)
        #expect(keys(nib) == [
            "vc1.title UIViewController windowTitle", "l1.text UILabel label", "b1.normalTitle UIButton button",
            "b1.highlightedTitle UIButton button", "t1.placeholder UITextField textField",
            "s1.segmentTitles[0] UISegmentedControl segment", "s1.segmentTitles[1] UISegmentedControl segment",
            "l2.text UILabel replacedAtRunTime", "nav1.title UINavigationItem navigationTitle",
        ])
    }

    @Test("a document that is not well-formed, or not Interface Builder's, is one error naming the file and place")
    func errors() {
        #expect { try document("<document>\n<objects></document>") } throws: { "\($0)".hasPrefix("Prefs.xib: unexpected </document>") }
        #expect { try document("<plist></plist>") } throws: { "\($0)" == "Prefs.xib:1: expected an Interface Builder <document>, found <plist>" }
        #expect { try document("<document a=\"1></document>") } throws: { "\($0)".hasPrefix("Prefs.xib:1:") }
    }

    @Test("every key of clipy-app's nib tables is a string of its Base nib, and every Base nib string but pop-up cells' own titles is in the tables",
          .enabled(if: Corpus.available, Comment(rawValue: Corpus.absent)))
    func clipyTablesMatchTheNibs() throws {
        let root = Corpus.folder.appendingPathComponent("clipy-app")
        var checked = 0
        for path in FileManager.default.enumerator(atPath: root.path)?.compactMap({ $0 as? String }) ?? []
        where path.hasSuffix(".xib") && path.contains("Base.lproj/") {
            let nib = try NibDocument.read(file: root.appendingPathComponent(path).path)
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            let folder = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            let table = root.appendingPathComponent("\(folder)/de.lproj/\(name).strings").path
            let tableKeys = Set(try StringsFileReader.read(file: table).pairs.map(\.key))
            let nibKeys = Set(nib.strings.filter { $0.role != .toolTip }.map(\.key))
            #expect(tableKeys.subtracting(nibKeys).isEmpty, "\(path): in the table, not in the nib")
            #expect(nibKeys.subtracting(tableKeys).isEmpty, "\(path): in the nib, not in the table")
            checked += tableKeys.count
        }
        #expect(checked == 99)
    }
}
