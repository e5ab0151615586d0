import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// An Xcode XLIFF export read as a catalog: the target's texts are the translations.
@Suite struct XLIFFReaderTests {
    let path = Repository.fixture("Budget/de.xliff")

    @Test func readsTheFileElementAsACatalogOfSourceAndTargetLanguage() throws {
        let catalogs = try CatalogReader.read(path: path)
        let catalog = try #require(catalogs.first)
        #expect(catalogs.count == 1)
        #expect(catalog.format?.holdsOneTargetLanguage == true)
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.languages == ["de", "en"])
        #expect(catalog.entries.map(\.key) == ["button.save", "settings.privacy", "tight.badge.count",
                                               "tight.tab.settings", "welcome.body", "summary.files"])
        let save = catalog.entries[0]
        #expect(save.comment == "Saves the subscription.")
        #expect(save.line == 8)
        #expect(save.localizations["de"]?.stringUnit == StringUnit(state: "translated", value: "Sichern"))
        #expect(catalog.entries[1].localizations["de"]?.stringUnit?.value == "Datenschutz & Daten")
        #expect(catalog.entries[1].comment == nil)
    }

    @Test func pluralAndSubstitutionUnitsBecomeRenditionsOfTheirKey() throws {
        let catalog = try #require(try XLIFFReader.read(file: path).first)
        let renditions = try RenditionExpander().renditions(of: catalog, languages: ["de"])
        let badge = renditions.filter { $0.key == "tight.badge.count" }
        #expect(badge.map(\.variant) == ["plural.one", "plural.other"])
        #expect(badge[0].text == "1 übrig")
        #expect(badge[1].text.hasPrefix("noch ") && badge[1].text.hasSuffix(" Tage übrig, wirklich"))
        let files = renditions.filter { $0.key == "summary.files" }
        #expect(files.map(\.variant) == ["files:plural.one", "files:plural.other"])
        #expect(files[0].text == "1 Datei")
        #expect(files[1].text.hasSuffix(" Dateien") && files[1].text != "%1$lld Dateien")
        // A target in state `new` is not a translation: the fallback fails as untranslated.
        #expect(renditions.first { $0.key == "welcome.body" }?.status == .untranslated)
        #expect(renditions.first { $0.key == "button.save" }?.status == .translated)
    }

    // id                                              key                  substitution  steps
    static let ids: [(String, String, String?, [String])] = [
        ("Save",                                       "Save",              nil,          []),
        ("k|==|plural.one",                            "k",                 nil,          ["plural.one"]),
        ("k|==|device.iphone.plural.few",              "k",                 nil,          ["device.iphone", "plural.few"]),
        ("k|==|substitutions.count.plural.other",      "k",                 "count",      ["plural.other"]),
        ("k|==|substitutions.@DOT.NAME@.plural.one",   "k",                 "@DOT.NAME@", ["plural.one"]),
        ("k|==|width.compact",                         "k",                 nil,          ["width.compact"]),
        ("k|==|unknown.thing.here",                    "k|==|unknown.thing.here", nil,    []),
    ]

    @Test(arguments: ids)
    func unitIDs(id: String, key: String, substitution: String?, steps: [String]) {
        let path = XLIFFReader.UnitPath(id: id)
        #expect(path.key == key)
        #expect(path.substitution == substitution)
        #expect(path.steps.map { "\($0.axis).\($0.name)" } == steps)
    }

    @Test func badXMLIsAnInputErrorWithItsPlace() {
        let broken = Data("<xliff><file source-language=\"en\"><body>\n<trans-unit id=\"a\n".utf8)
        #expect(throws: InputError.self) { try XLIFFReader.read(data: broken, file: "x.xliff") }
        let noFile = Data("<xliff version=\"1.2\"></xliff>".utf8)
        #expect(throws: InputError(file: "x.xliff", "no <file> element: not an XLIFF 1.2 file")) {
            try XLIFFReader.read(data: noFile, file: "x.xliff")
        }
    }
}
