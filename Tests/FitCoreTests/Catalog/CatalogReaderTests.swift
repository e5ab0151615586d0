import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

@Suite("CatalogReader: String Catalogs and legacy tables, read leniently, errors with their place")
struct CatalogReaderTests {
    /// The legacy fixture stored as `<lang>-lproj` (SwiftPM would treat `.lproj` in the test target as
    /// resources), laid out as `<lang>.lproj` in `folder`.
    func makeLegacyFolder(in folder: URL) throws {
        for language in ["en", "de", "ru"] {
            let from = Repository.fixtures.appendingPathComponent("Catalog/Legacy/\(language)-lproj")
            let to = folder.appendingPathComponent("App/\(language).lproj")
            try FileManager.default.createDirectory(at: to, withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: from.path) {
                try FileManager.default.copyItem(at: from.appendingPathComponent(name), to: to.appendingPathComponent(name))
            }
        }
    }

    func catalog(_ json: String) throws -> Catalog {
        try XCStringsReader.read(data: Data(json.utf8), file: "t.xcstrings")
    }

    @Test("a String Catalog keeps keys, comments, flags and the line of every key")
    func xcstrings() throws {
        let catalog = try XCStringsReader.read(file: RenditionExpanderTests.fixture)
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.languages == ["de", "en", "fr", "hi", "ru"])
        #expect(catalog.entries.map(\.key) == ["%@ %@", "%lld files", "Done", "FitCheck", "Matches", "Old", "Size", "Tap"])
        let files = try #require(catalog.entries.first { $0.key == "%lld files" })
        #expect(files.line == 10 && files.comment == "File count")
        #expect(catalog.entries.first { $0.key == "FitCheck" }?.shouldTranslate == false)
        #expect(catalog.entries.first { $0.key == "Matches" }?.localizations["en"]?.substitutions["matches"]?.argNum == nil)
        #expect(catalog.entries.first { $0.key == "Matches" }?.localizations["en"]?.substitutions["files"]?.argNum == 2)
    }

    @Test("absent or empty localizations and unknown fields are fine")
    func lenient() throws {
        let c = try catalog(#"{"sourceLanguage":"en","strings":{"a":{},"b":{"localizations":{}},"c":{"x":1}},"version":"9.9","extra":[]}"#)
        #expect(c.entries.count == 3)
        #expect(try RenditionExpander().renditions(of: c).map(\.text) == ["a", "b", "c"])
    }

    @Test("malformed JSON and wrong types are input errors at file:line:column",
          arguments: [
            (#"{"sourceLanguage":"en","strings":{"a":{"comment":1}}}"#, "t.xcstrings:1:50: expected a string for 'strings.a.comment', found a number"),
            (#"{"sourceLanguage":"en","strings":{"a":{"shouldTranslate":"no"}}}"#, "t.xcstrings:1:58: expected true or false for 'strings.a.shouldTranslate', found a string"),
            ("{\"sourceLanguage\":\"en\",\n\"strings\":{\"a\":{\"localizations\":{\"de\":{\"stringUnit\":{\"value\":[]}}}}}}", "t.xcstrings:2:62: expected a string for 'strings.a.localizations.de.stringUnit.value', found an array"),
            ("{\"sourceLanguage\":\"en\",\n \"strings\":{\"a\" {}}}", "t.xcstrings:2:17: expected ':' after the key 'a'"),
          ])
    func errors(json: String, expected: String) {
        #expect { try catalog(json) } throws: { "\($0)" == expected }
    }

    @Test("a legacy folder joins .strings (UTF-16, comments, escapes) and .stringsdict per table")
    func legacyFolder() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        try makeLegacyFolder(in: folder)
        let catalogs = try CatalogReader.read(path: folder.path)
        let table = try #require(catalogs.first)
        #expect(catalogs.count == 1 && table.sourceLanguage == "en" && table.languages == ["de", "en", "ru"])
        #expect(table.entries.map(\.key) == ["Hello", "Quote", "Bare", "Unquoted", "Files", "Tap"])
        #expect(table.entries.map(\.line) == [2, 4, 5, 6, 7, 35])
        let all = try RenditionExpander().renditions(of: table)
        let quote = all.filter { $0.key == "Quote" }
        // `\U00E9` is é; CoreFoundation knows no `\u` escape, so `\u00E9` is `u00E9` on the device.
        #expect(quote.map(\.text) == ["Say \"hi\"\nétu00E9", "Say \"hi\"\nétu00E9", "Say \"hi\"\nétu00E9"])
        #expect(quote.map(\.status) == [.untranslated, .translated, .untranslated])
        #expect(all.first { $0.key == "Bare" && $0.language == "en" }?.text == "Bare")
        #expect(all.first { $0.key == "Unquoted" && $0.language == "en" }?.text == "Token_1")
        let ru = all.filter { $0.language == "ru" }
        #expect(ru.filter { $0.key == "Files" }.map(\.variant) == ["files:plural.one", "files:plural.few", "files:plural.many", "files:plural.other"])
        #expect(ru.first { $0.variant == "files:plural.few" }?.text == "999\u{A0}994 файла")
        #expect(ru.filter { $0.key == "Hello" }.map(\.widthVariant) == [1, 20])
        #expect(ru.filter { $0.key == "Tap" }.map(\.variant) == ["device.iphone", "device.mac/width.10", "device.mac/width.40"])
        #expect(ru.first { $0.key == "Tap" }?.file.hasSuffix("ru.lproj/Localizable.stringsdict") == true)
        #expect(ru.first { $0.key == "Tap" }?.line == 35)
    }

    @Test("a lone stringsdict takes its language from its name; a malformed one is a finding at its line")
    func loneFiles() throws {
        let broken = Repository.fixture("Catalog/Broken.stringsdict")
        let catalog = try #require(try CatalogReader.read(path: broken).first)
        let finding = try #require(catalog.tableFindings.first)
        #expect(finding.kind == .unreadableTable && finding.file == broken && finding.line == 18 && finding.build == .fails)
        #expect(finding.expected == "a well-formed XML property list" && finding.found == "mismatched closing tag")
        // The keys are still named, and the device shows each key itself (no code passes a default).
        #expect(finding.affectedKeys == ["Files", "Hello", "Tap"] && finding.shows == .key)
        #expect(try RenditionExpander().renditions(of: catalog).map { "\($0.text) \($0.status)" }
                == ["Files unreadableTable", "Hello unreadableTable", "Tap unreadableTable"])
        #expect(CatalogReader.language(ofLegacyFile: "/x/ru.Localizable.stringsdict") == "ru")
        #expect(CatalogReader.language(ofLegacyFile: "/x/pt-BR.lproj/Main.strings") == "pt-BR")
        #expect(CatalogReader.language(ofLegacyFile: "/x/mastodon__ios__ar.Localizable.stringsdict") == "ar")
    }

    @Test("a folder with no catalogs is an input error")
    func emptyFolder() throws {
        let empty = Repository.fixture("Catalog/Empty")
        #expect(throws: InputError(file: empty, "no catalogs found in \(empty)")) { try CatalogReader.read(path: empty) }
        // The twin: the fixtures folder holds Features, Formats and XcodeContent.
        #expect(try CatalogReader.read(path: Repository.fixture("Catalog")).count == 3)
    }
}

/// A large String Catalog: every entry in file order with its line, and the first bad entry in the
/// file is the one named.
@Suite struct LargeCatalogReadingTests {
    static func catalog(entries: Int, badAt bad: Set<Int> = []) -> Data {
        let members = (0..<entries).map { index in
            let comment = bad.contains(index) ? "5" : "\"note \(index)\""
            return "\"k\(String(format: "%04d", index))\": {\"comment\": \(comment), \"localizations\": {\"en\": "
                + "{\"stringUnit\": {\"state\": \"translated\", \"value\": \"Text \(index)\"}}}}"
        }
        return Data(("{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {"
            + members.joined(separator: ",\n") + "}}").utf8)
    }

    @Test func everyEntryInFileOrder() throws {
        let catalog = try XCStringsReader.read(data: Self.catalog(entries: 1_300), file: "big.xcstrings")
        #expect(catalog.entries.map(\.key) == (0..<1_300).map { "k" + String(format: "%04d", $0) })
        #expect(catalog.entries.map(\.line) == Array(1...1_300))
        #expect(catalog.entries.map(\.comment) == (0..<1_300).map { "note \($0)" })
        #expect(catalog.entries.last?.localizations["en"]?.stringUnit == StringUnit(state: "translated", value: "Text 1299"))
    }

    @Test func theFirstBadEntryInTheFileIsNamed() throws {
        let data = Self.catalog(entries: 1_300, badAt: [700, 1_100])
        #expect(throws: InputError(file: "bad.xcstrings", line: 701, column: 22,
                                   "expected a string for 'strings.k0700.comment', found a number")) {
            _ = try XCStringsReader.read(data: data, file: "bad.xcstrings")
        }
    }
}
