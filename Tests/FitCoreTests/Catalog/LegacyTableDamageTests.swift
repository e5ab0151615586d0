import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// A table with a broken file in one language: the catalog is what the device reads, each lost key
/// shows what the device shows instead, and the damage is a ``TableFinding``.
@Suite("LegacyTableReader: broken files, what the device keeps and what it shows")
struct LegacyTableDamageTests {
    /// Writes `files` (relative path → text) under a new folder; returns it.
    static func project(_ files: [String: String]) throws -> URL {
        let folder = try TemporaryFolder.make()
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    static let english = "\"title\" = \"Add remote local timeline\";\n\"save\" = \"Save\";\n\"count\" = \"%d items\";\n"

    func renditions(_ catalog: Catalog, _ language: String) throws -> [String] {
        return try RenditionExpander().renditions(of: catalog, languages: [language]).map { "\($0.key)=\($0.text) \($0.status)" }
    }

    @Test("a broken code table in one language: every key of it shows its key there; the others are untouched")
    func brokenCodeTable() throws {
        let folder = try Self.project([
            "App/en.lproj/Localizable.strings": Self.english,
            "App/de.lproj/Localizable.strings": "\"title\" = \"Zeitleiste\";\n\"save\" = \"Sichern\";\n\"count\" = \"%d Elemente\";\n",
            "App/eu.lproj/Localizable.strings": "\"title\" = \"Gehitu\"; Gehitu >\t\t\tfgds\n\"save\" = \"Gorde\";\n",
        ])
        defer { TemporaryFolder.remove(folder) }
        let catalog = try #require(try CatalogReader.read(path: folder.path).first)
        let finding = try #require(catalog.tableFindings.first)
        #expect(catalog.tableFindings.count == 1)
        #expect(finding.kind == .unreadableTable && finding.language == "eu" && finding.file.hasSuffix("App/eu.lproj/Localizable.strings"))
        #expect((finding.line, finding.column) == (1, 28) && finding.build == .fails && finding.shows == .key)
        #expect(finding.affectedKeys == ["title", "save"])
        #expect(try renditions(catalog, "eu") == ["count=1.234 items untranslated", "save=save unreadableTable", "title=title unreadableTable"])
        // German reads as if nothing were broken.
        #expect(try renditions(catalog, "de") == ["count=1.234 Elemente translated", "save=Sichern translated", "title=Zeitleiste translated"])
    }

    @Test("a table that stops reading: the entries before are kept, those after show what the device shows")
    func stoppedTable() throws {
        let folder = try Self.project([
            "en.lproj/Localizable.strings": Self.english,
            "fr.lproj/Localizable.strings": "\"title\" = \"Ajouter\";;\n\"save\" = \"Enregistrer\";\n",
        ])
        defer { TemporaryFolder.remove(folder) }
        let catalog = try #require(try CatalogReader.read(path: folder.path).first)
        let finding = try #require(catalog.tableFindings.first)
        #expect(finding.build == .passes && finding.affectedKeys == ["save"] && (finding.line, finding.column) == (1, 21))
        #expect(finding.message.contains("Builds, and the device loses these entries"))
        #expect(try renditions(catalog, "fr") == ["count=1\u{202F}234 items untranslated", "save=save unreadableTable", "title=Ajouter translated"])
    }

    @Test("the code's default value is what a lost key shows, when the code passes one")
    func defaultValue() throws {
        let folder = try Self.project([
            "Package.swift": "// swift-tools-version:5.9\n",
            "Sources/App/View.swift": """
                let a = NSLocalizedString("save", value: "Save it", comment: "")
                let b = String(localized: "count", defaultValue: "\\(n) things")
                let c = NSLocalizedString("title", tableName: "Other", value: "Wrong table", comment: "")
                """,
            "Resources/en.lproj/Localizable.strings": Self.english,
            "Resources/it.lproj/Localizable.strings": "\"title\" = \"Aggiungi\"\n\"save\" = \"Salva\";\n\"count\" = \"%d elementi\";\n",
        ])
        defer { TemporaryFolder.remove(folder) }
        let catalog = try #require(try CatalogReader.read(path: folder.path + "/Resources").first)
        #expect(catalog.tableFindings.first?.shows == .defaultValue)
        // An interpolated default is no literal, and another table's default is not this one's.
        #expect(try renditions(catalog, "it") == ["count=count unreadableTable", "save=Save it unreadableTable", "title=title unreadableTable"])
    }

    @Test("a broken development-language table: its keys show what the device shows, in every language that falls back")
    func brokenSourceTable() throws {
        let folder = try Self.project([
            "en.lproj/Localizable.strings": "\"title\" = \"Add\"\n\"count\" = \"%d items\";\n",
            "de.lproj/Localizable.strings": "\"count\" = \"%d Elemente\";\n",
        ])
        defer { TemporaryFolder.remove(folder) }
        let catalog = try #require(try CatalogReader.read(path: folder.path).first)
        #expect(catalog.tableFindings.map(\.language) == ["en"])
        #expect(try renditions(catalog, "en") == ["count=count unreadableTable", "title=title unreadableTable"])
        // German's own text is still formatted (the arguments are the written source's), its fallback is the key.
        #expect(try renditions(catalog, "de") == ["count=1.234 Elemente translated", "title=title untranslated"])
    }

    /// English and Russian `.strings`, and a Russian `.stringsdict` that starts `<dict><key>count</key>`
    /// and goes on with `rest`.
    static func russianTable(_ rest: String) throws -> URL {
        try project([
            "en.lproj/Localizable.strings": english,
            "ru.lproj/Localizable.strings": "\"count\" = \"%d элементов\";\n",
            "ru.lproj/Localizable.stringsdict": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                  <key>count</key>

                """ + rest,
        ])
    }

    @Test("a broken stringsdict: its keys show the same key's .strings entry where the language has one")
    func brokenStringsDict() throws {
        let folder = try Self.russianTable("""
                  <dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string></strin></dict>
                  <key>save</key>
                """)
        defer { TemporaryFolder.remove(folder) }
        let catalog = try #require(try CatalogReader.read(path: folder.path).first)
        let finding = try #require(catalog.tableFindings.first)
        #expect(finding.file.hasSuffix("ru.lproj/Localizable.stringsdict") && finding.line == 5 && finding.build == .fails, "\(finding)")
        #expect(finding.affectedKeys == ["count", "save"])
        #expect(try renditions(catalog, "ru") == ["count=1\u{A0}234 элементов translated", "save=save unreadableTable",
                                                  "title=Add remote local timeline untranslated"])
    }

    @Test("a well-formed stringsdict entry without its format key is an unreadableTable finding naming it; the other entries read")
    func stringsDictEntryWithoutFormatKey() throws {
        let folder = try Self.russianTable("""
                  <dict><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                    <key>other</key><string>%d штук</string></dict></dict>
                  <key>save</key>
                  <string>Сохранить</string>
                </dict>
                </plist>
                """)
        defer { TemporaryFolder.remove(folder) }
        let catalog = try #require(try CatalogReader.read(path: folder.path).first)
        #expect(catalog.tableFindings.count == 1)
        let finding = try #require(catalog.tableFindings.first)
        #expect(finding.kind == .unreadableTable && finding.file.hasSuffix("ru.lproj/Localizable.stringsdict"), "\(finding)")
        #expect(finding.affectedKeys == ["count"] && finding.line == 5 && finding.build == .passes && finding.oneEntry)
        #expect(finding.message.hasPrefix("expected NSStringLocalizedFormatKey, NSStringVariableWidthRuleType or "
                                          + "NSStringDeviceSpecificRuleType in 'count', found a rule with none of them. "
                                          + "Builds, and the device cannot use this entry"), "\(finding.message)")
        // The broken entry's key shows the .strings entry; the entry after it reads as written.
        let ru = try renditions(catalog, "ru")
        #expect(ru == ["count=1\u{A0}234 элементов translated", "save=Сохранить translated",
                      "title=Add remote local timeline untranslated"], "\(ru)")
    }

    @Test("InfoPlist.strings shows the Info.plist value; a nib's table the Base text")
    func otherKinds() throws {
        let folder = try Self.project([
            "App/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>Timelines</string></dict></plist>
                """,
            "App/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Timelines\";\n",
            "App/ja.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"タイムライン\"\n",
            "App/Base.lproj/Main.xib": NibSnippets.appKit(NibSnippets.label(id: "lbl", cell: "abc-12", title: "Open", x: 20, width: 100)),
            "App/de.lproj/Main.strings": "\"abc-12.title\" = \"Öffnen\";\n",
            "App/ja.lproj/Main.strings": "\"abc-12.title\" = \"開く;\n",
        ])
        defer { TemporaryFolder.remove(folder) }
        let catalogs = try CatalogReader.read(path: folder.path + "/App")
        let info = try #require(catalogs.first { $0.file.hasSuffix("InfoPlist.strings") })
        #expect(info.tableFindings.first?.shows == .plistValue)
        #expect(try renditions(info, "ja") == ["CFBundleDisplayName=Timelines unreadableTable"])
        let nib = try #require(catalogs.first { $0.file.hasSuffix("Main.strings") })
        #expect(nib.tableFindings.first?.shows == .baseText)
        #expect(try renditions(nib, "ja") == ["abc-12.title=Open unreadableTable"])
    }

    @Test("a key given twice in one file is a duplicateKey naming both lines; the later entry is read")
    func duplicateKey() throws {
        let folder = try Self.project([
            "en.lproj/Localizable.strings": "\"save\" = \"Save\";\n\"title\" = \"Add\";\n\"save\" = \"Store\";\n",
        ])
        defer { TemporaryFolder.remove(folder) }
        let catalog = try #require(try CatalogReader.read(path: folder.path).first)
        let finding = try #require(catalog.tableFindings.first)
        #expect(catalog.tableFindings.count == 1)
        #expect(finding.kind == .duplicateKey && finding.line == 3 && finding.otherLine == 1 && finding.affectedKeys == ["save"])
        #expect(finding.message == "expected one entry per key, found \"save\" again (first at line 1): the later one (line 3) "
                + "is what the device shows, the one at line 1 is ignored; Xcode builds it")
        #expect(try renditions(catalog, "en") == ["save=Store translated", "title=Add translated"])
    }
}
