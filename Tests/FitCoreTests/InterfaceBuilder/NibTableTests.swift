import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

@Suite("A nib's table: the Base nib's text is the source and the fallback, and nothing in it is a format")
struct NibTableTests {
    static let prefs = NibSnippets.appKit(
        NibSnippets.checkbox(id: "box1", cell: "Su3-mF-z1T", title: "Launch on Login", width: 140)
            + NibSnippets.label(id: "lab1", cell: "Nab-CO-ytH", title: "Keep 100% of %@", x: 20, width: 200, fixed: true),
        autoLayout: false)

    func renditions(_ files: [String: String], languages: [String]? = nil) throws -> [Rendition] {
        let root = try NibSnippets.project(files)
        defer { TemporaryFolder.remove(root) }
        let catalogs = try CatalogReader.read(path: root.appendingPathComponent("App").path)
        #expect(catalogs.count == 1)
        return try RenditionExpander().renditions(of: try #require(catalogs.first), languages: languages)
    }

    @Test("a language whose table lacks a key shows the Base nib's text, not another translation; English is the nib's")
    func missingLanguageShowsBaseText() throws {
        let all = try renditions([
            "App/Base.lproj/Prefs.xib": Self.prefs,
            "App/de.lproj/Prefs.strings": NibSnippets.strings([("Su3-mF-z1T.title", "Beim Anmelden öffnen"),
                                                               ("Nab-CO-ytH.title", "100 % von %@ behalten")]),
            "App/ja.lproj/Prefs.strings": NibSnippets.strings([("Nab-CO-ytH.title", "%@ の 100% を保持")]),
            "App/it.lproj/Prefs.strings": NibSnippets.strings([("Su3-mF-z1T.title", ""), ("Nab-CO-ytH.title", "Tieni")]),
        ])
        let checkbox = all.filter { $0.key == "Su3-mF-z1T.title" }
        #expect(checkbox.map(\.language) == ["de", "en", "it", "ja"])
        let byLanguage = Dictionary(uniqueKeysWithValues: checkbox.map { ($0.language, $0) })
        #expect(byLanguage["en"]?.text == "Launch on Login" && byLanguage["en"]?.status == .translated)
        #expect(byLanguage["en"]?.file.hasSuffix("App/Base.lproj/Prefs.xib") == true)
        #expect(byLanguage["ja"]?.text == "Launch on Login" && byLanguage["ja"]?.status == .untranslated)
        #expect(byLanguage["it"]?.text == "Launch on Login" && byLanguage["it"]?.status == .untranslated)
        #expect(byLanguage["de"]?.text == "Beim Anmelden öffnen" && byLanguage["de"]?.status == .translated)
    }

    @Test("a nib's % and %@ are drawn as written: no sample, no formatMismatch, whatever the translation reads")
    func percentDrawnAsWritten() throws {
        let all = try renditions([
            "App/Base.lproj/Prefs.xib": Self.prefs,
            "App/de.lproj/Prefs.strings": NibSnippets.strings([("Nab-CO-ytH.title", "100 % von %@ behalten")]),
            "App/ja.lproj/Prefs.strings": NibSnippets.strings([("Nab-CO-ytH.title", "%lld%% を保持")]),
        ]).filter { $0.key == "Nab-CO-ytH.title" }
        #expect(all.map(\.text) == ["100 % von %@ behalten", "Keep 100% of %@", "%lld%% を保持"])
        #expect(all.allSatisfy { $0.formatMismatch == nil && $0.samples.isEmpty && $0.status == .translated })
    }

    @Test("a key no longer in the nib is stale; a key the nib has and no table has is untranslated everywhere")
    func staleAndNibOnlyKeys() throws {
        let root = try NibSnippets.project([
            "App/Base.lproj/Prefs.xib": Self.prefs,
            "App/de.lproj/Prefs.strings": NibSnippets.strings([("Gone-00-000.title", "Weg"), ("Su3-mF-z1T.title", "Öffnen")]),
        ])
        defer { TemporaryFolder.remove(root) }
        let catalog = try #require(try CatalogReader.read(path: root.appendingPathComponent("App").path).first)
        #expect(catalog.sourceLanguage == "en" && catalog.languages == ["de", "en"])
        #expect(catalog.entries.first { $0.key == "Gone-00-000.title" }?.isStale == true)
        let added = try #require(catalog.entries.first { $0.key == "Nab-CO-ytH.title" })
        #expect(added.comment == #"Class = "NSTextFieldCell"; title = "Keep 100% of %@"; ObjectID = "Nab-CO-ytH";"#)
        #expect(catalog.entries.allSatisfy { $0.drawnAsWritten })
        let german = try RenditionExpander().renditions(of: catalog, languages: ["de"])
        #expect(german.map(\.key) == ["Nab-CO-ytH.title", "Su3-mF-z1T.title"])
        #expect(german.map(\.status) == [.untranslated, .translated])
    }

    @Test("a String Catalog of a nib (mul.lproj) takes the nib's text where it has no source text of its own")
    func stringCatalogOfANib() throws {
        let catalog = #"""
        {"sourceLanguage":"en","version":"1.0","strings":{
          "Su3-mF-z1T.title":{"extractionState":"extracted_with_value","localizations":{"de":{"stringUnit":{"state":"translated","value":"Öffnen"}}}},
          "Nab-CO-ytH.title":{"localizations":{"en":{"stringUnit":{"state":"new","value":"Keep 100% of %@"}},"fr":{"stringUnit":{"state":"translated","value":"Garder %d"}}}}}}
        """#
        let all = try renditions(["App/Base.lproj/Prefs.xib": Self.prefs, "App/mul.lproj/Prefs.xcstrings": catalog])
        let english = all.filter { $0.language == "en" }.map(\.text)
        #expect(english == ["Keep 100% of %@", "Launch on Login"])
        #expect(all.first { $0.key == "Nab-CO-ytH.title" && $0.language == "fr" }?.formatMismatch == nil)
    }

    /// A project whose one target copies the nib at `resource` (relative to `App/`).
    static func project(building resource: String) -> String {
        let isBase = resource.hasPrefix("Base.lproj/")
        let reference = isBase
            ? #"V1 = {isa = PBXVariantGroup; children = (F1 /* Base */,); name = Prefs.xib; sourceTree = "<group>"; };"#
                + "\n" + #"F1 /* Base */ = {isa = PBXFileReference; name = Base; path = Base.lproj/Prefs.xib; sourceTree = "<group>"; };"#
            : #"V1 = {isa = PBXFileReference; path = "\#(resource)"; sourceTree = "<group>"; };"#
        return """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objects = {
                B1 /* Prefs.xib in Resources */ = {isa = PBXBuildFile; fileRef = V1; };
                \(reference)
                G0 = {isa = PBXGroup; children = (G1,); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (V1,); path = App; sourceTree = "<group>"; };
                R1 = {isa = PBXResourcesBuildPhase; files = (B1,); };
                T1 = {isa = PBXNativeTarget; buildPhases = (R1,); name = App; };
                P1 = {isa = PBXProject; developmentRegion = en; mainGroup = G0; projectDirPath = ""; targets = (T1,); };
            };
            rootObject = P1;
        }
        """
    }

    @Test("of two nibs with one name, the one the project's target builds is read, else Base.lproj's, with a note",
          arguments: [("Base.lproj/Prefs.xib", "New"), ("Prefs.xib", "Old"), ("", "New")])
    func twoNibsOfOneName(built: String, expected: String) throws {
        var files = [
            "App/Base.lproj/Prefs.xib": NibSnippets.appKit(NibSnippets.checkbox(id: "b", cell: "c1", title: "New", width: 80)),
            "App/Prefs.xib": NibSnippets.appKit(NibSnippets.checkbox(id: "b", cell: "c1", title: "Old", width: 80)),
            "App/de.lproj/Prefs.strings": NibSnippets.strings([("c1.title", "Neu")]),
        ]
        if !built.isEmpty { files["App.xcodeproj/project.pbxproj"] = Self.project(building: built) }
        let root = try NibSnippets.project(files)
        defer { TemporaryFolder.remove(root) }
        let base = try #require(try NibBaseText.forTable(file: root.appendingPathComponent("App/de.lproj/Prefs.strings").path))
        #expect(base.text(forKey: "c1.title") == expected)
        let note = try #require(base.note)
        #expect(note == (built.isEmpty
            ? "Base.lproj/Prefs.xib is read (no Xcode project says which it builds); Prefs.xib has the same name"
            : built == "Prefs.xib" ? "Prefs.xib is read, the nib App.xcodeproj builds; Base.lproj/Prefs.xib has the same name"
            : "Base.lproj/Prefs.xib is read, the nib App.xcodeproj builds; Prefs.xib has the same name"))
    }

    @Test("a table no nib is named after is read as before")
    func plainTable() throws {
        let all = try renditions(["App/de.lproj/Localizable.strings": #""Save" = "Sichern";"#,
                                  "App/en.lproj/Localizable.strings": #""Save" = "Save %@";"#])
        #expect(all.map(\.text) == ["Sichern", "Save Alexandra"])
        #expect(all.first?.formatMismatch != nil)
    }
}

@Suite("A nib's table on clipy-app")
struct NibTableCorpusTests {
    @Test("clipy-app's Snippets folder has CPYSnippetsEditorWindowController.xib twice: the one Clipy.xcodeproj builds is read",
          .enabled(if: Corpus.available, Comment(rawValue: Corpus.absent)))
    func clipySnippetsNib() throws {
        let table = Corpus.folder.appendingPathComponent("clipy-app/Clipy/Sources/Snippets/ja.lproj/CPYSnippetsEditorWindowController.strings")
        let base = try #require(try NibBaseText.forTable(file: table.path))
        #expect(base.developmentRegion == "en")
        #expect(base.nib.hasSuffix("Snippets/Base.lproj/CPYSnippetsEditorWindowController.xib"))
        #expect(base.note == "Base.lproj/CPYSnippetsEditorWindowController.xib is read, the nib Clipy.xcodeproj builds; "
            + "CPYSnippetsEditorWindowController.xib has the same name")
        #expect(base.text(forKey: "QvC-M9-y7g.title") == "Clipy - Snippets Editor")
    }
}
