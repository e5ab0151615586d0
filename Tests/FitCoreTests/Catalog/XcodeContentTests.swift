import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// What Xcode itself writes into a catalog is not a finding: the `""` key is skipped, a text with no
/// letters needs no translation, and a regional language shows its parent's. Fixture: XcodeContent.xcstrings.
@Suite("Xcode's own content: the empty key, letterless keys, regional fallbacks")
struct XcodeContentTests {
    static let fixture = Repository.fixture("Catalog/XcodeContent.xcstrings")

    func renditions(_ languages: [String]) throws -> [Rendition] {
        let catalog = try XCStringsReader.read(file: Self.fixture)
        return try RenditionExpander().renditions(of: catalog, languages: languages)
    }

    @Test("the empty key is skipped")
    func emptyKeySkipped() throws {
        let catalog = try XCStringsReader.read(file: Self.fixture)
        #expect(catalog.entries.filter { RenditionExpander.isSkipped($0, sourceLanguage: "en") }.map(\.key) == [""])
        #expect(try renditions(["en", "de"]).allSatisfy { !$0.key.isEmpty })
    }

    @Test("a key with no letters is never untranslated", arguments: ["%@", "%@:", "%lld/%lld"])
    func letterless(key: String) throws {
        let german = try #require(try renditions(["de"]).first { $0.key == key })
        #expect(german.status == .notTranslatable)
        // A key with letters and no German is untranslated (the twin).
        #expect(try renditions(["de"]).first { $0.key == "greeting" }?.status == .untranslated)
    }

    //  language  key         text shown       inherited from (nil: its own text)
    static let fallbacks: [(String, String, String, String?)] = [
        ("en-GB", "greeting", "Hello",        "en"),
        ("en-GB", "colour",   "Colour",       nil),
        ("en-AU", "colour",   "Colour",       "en-GB"),
        ("es-MX", "greeting", "Hola (LatAm)", "es-419"),
        ("es-MX", "colour",   "Color (MX)",   nil),
        ("es-AR", "greeting", "Hola (LatAm)", "es-419"),
        ("es-ES", "greeting", "Hola",         "es"),
        ("fr-CA", "colour",   "Color",        nil),      // no French for colour: the source, untranslated
        ("fr-CA", "greeting", "Bonjour",      "fr"),
        ("zh-HK", "greeting", "你好",          "zh-Hant"),
        ("zh-HK", "colour",   "顏色",          nil),
        ("pt-PT", "greeting", "Olá",          "pt"),
        ("pt-BR", "greeting", "Olá",          "pt"),
    ]

    @Test("a regional language shows its parent's translation, reported as inherited", arguments: fallbacks)
    func regionalFallback(language: String, key: String, text: String, inherited: String?) throws {
        let rendition = try #require(try renditions([language]).first { $0.key == key })
        #expect(rendition.text == text)
        #expect(rendition.inheritedFrom == inherited)
        // Only French Canadian "colour" has neither its own text nor a parent's: the source, untranslated.
        let untranslated = language == "fr-CA" && key == "colour"
        #expect(rendition.status == (untranslated ? .untranslated : .translated))
    }
}
