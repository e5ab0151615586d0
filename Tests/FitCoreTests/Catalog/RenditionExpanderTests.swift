import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

@Suite("RenditionExpander: every text a catalog can show")
struct RenditionExpanderTests {
    static let fixture = Repository.fixture("Catalog/Features.xcstrings")

    func renditions(_ samples: SampleValues = SampleValues(), includeStale: Bool = false,
                    languages: [String]? = nil) throws -> [Rendition] {
        let catalog = try XCStringsReader.read(file: Self.fixture)
        return try RenditionExpander(samples: samples, includeStale: includeStale).renditions(of: catalog, languages: languages)
    }

    func find(_ all: [Rendition], _ key: String, _ language: String, _ variant: String = "") throws -> Rendition {
        try #require(all.first { $0.key == key && $0.language == language && $0.variant == variant })
    }

    @Test("a missing German translation is an untranslated rendition of the source text, not a German one")
    func missingTranslation() throws {
        let all = try renditions()
        let done = try find(all, "Done", "de")
        #expect(done.status == .untranslated && done.text == "Done" && done.state == "new")
        #expect(try find(all, "Done", "fr").status == .translated)
        let files = all.filter { $0.key == "%lld files" && $0.language == "de" }
        #expect(files.map(\.status) == [.untranslated, .untranslated])
        #expect(files.map(\.text) == ["1 file", "1.000.000 files"])
        // state new with the source text is not a translation either
        #expect(try find(all, "Size", "de").status == .untranslated)
    }

    @Test("a shouldTranslate: false key is the source text everywhere and never untranslated")
    func notTranslatable() throws {
        let fit = try renditions().filter { $0.key == "FitCheck" }
        #expect(fit.count == 5)
        #expect(fit.allSatisfy { $0.status == .notTranslatable && $0.text == "FitCheck" })
    }

    @Test("needs_review is measured as a translation and its state reported")
    func needsReview() throws {
        let one = try find(try renditions(), "%lld files", "ru", "plural.one")
        #expect(one.status == .translated && one.state == "needs_review")
        #expect(one.text == "999\u{A0}991 файл")
    }

    @Test("plural cases get numbers of their CLDR category, formatted for the language")
    func pluralNumbers() throws {
        let all = try renditions()
        #expect(try find(all, "%lld files", "ru", "plural.few").text == "999\u{A0}994 файла")
        #expect(try find(all, "%lld files", "ru", "plural.many").text == "1\u{A0}000\u{A0}000 файлов")
        #expect(try find(all, "%lld files", "hi", "plural.one").text == "1 फ़ाइल")
        #expect(try find(all, "%lld files", "hi", "plural.other").text == "10,00,000 फ़ाइलें")
        #expect(try find(all, "%lld files", "en", "plural.one").text == "1 file")
    }

    @Test("substitutions expand as a cartesian product; argNum comes from the reference when absent")
    func substitutions() throws {
        let matches = try renditions(languages: ["en"]).filter { $0.key == "Matches" }
        #expect(matches.map(\.variant) == ["matches:plural.one/files:plural.one", "matches:plural.one/files:plural.other",
                                           "matches:plural.other/files:plural.one", "matches:plural.other/files:plural.other"])
        #expect(matches[1].text == "1 match in 1,000,000 files (100%)")
        // `files` prints no number in its `one` case, but its number is still a sample.
        #expect(matches[0].text == "1 match in one file (100%)" && matches[0].samples == ["1", "1"])
    }

    @Test("reordered positional arguments take their own samples")
    func reordered() throws {
        let samples = SampleValues(perKey: ["%@ %@": [1: "Ada", 2: "Lovelace"]])
        let all = try renditions(samples)
        #expect(try find(all, "%@ %@", "en").text == "Ada Lovelace")
        #expect(try find(all, "%@ %@", "fr").text == "Lovelace Ada")
        #expect(try find(all, "%@ %@", "fr").samples == ["Ada", "Lovelace"])
    }

    @Test("floats honour their precision; literal newlines stay; defaults are configurable")
    func floatsAndDefaults() throws {
        let all = try renditions(SampleValues(defaultInteger: 1_234_567, defaultDouble: 2.25))
        #expect(try find(all, "Size", "en").text == "2.2 MB\nof 1,234,567" || find(all, "Size", "en").text == "2.3 MB\nof 1,234,567")
        #expect(try find(all, "Size", "de").samples.last == "1.234.567")
        #expect(try find(all, "Size", "hi").samples.last == "12,34,567")
    }

    @Test("width and device leaves record their variant, width key and device")
    func widthAndDevice() throws {
        let tap = try renditions(languages: ["en"]).filter { $0.key == "Tap" }
        #expect(tap.map(\.variant) == ["width.20/device.ipad", "width.20/device.other", "width.70"])
        #expect(tap.map(\.widthVariant) == [20, 20, 70])
        #expect(tap.map(\.device) == ["ipad", "other", nil])
        #expect(tap[2].state == "")
    }

    @Test("stale entries are skipped unless asked for, and marked")
    func stale() throws {
        #expect(try renditions().filter { $0.key == "Old" }.isEmpty)
        let old = try renditions(includeStale: true).filter { $0.key == "Old" }
        #expect(old.count == 5 && old.allSatisfy { $0.extractionState == "stale" })
    }

    @Test("renditions know the line where their key stands, and come in key, language, variant order")
    func linesAndOrder() throws {
        let all = try renditions()
        #expect(try find(all, "Done", "fr").line == 41)
        #expect(try find(all, "Tap", "en", "width.70").line == 89)
        let keys = all.map(\.key)
        #expect(keys == keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(try renditions().map(\.text) == all.map(\.text))
    }

    @Test("a specifier that ends early never refuses a catalog: shown as written, or a format mismatch")
    func badSpecifier() throws {
        // The key has no arguments: the German text is shown as written.
        let json = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%1$"}}}}}}"#
        let catalog = try XCStringsReader.read(data: Data(json.utf8), file: "bad.xcstrings")
        let german = try #require(try RenditionExpander().renditions(of: catalog).first { $0.language == "de" })
        #expect(german.text == "%1$" && german.formatMismatch == nil)
        // The twin: a key with an argument, whose German reads none of it.
        let formatted = try XCStringsReader.read(data: Data(json.replacingOccurrences(of: #""k""#, with: #""k %@""#).utf8),
                                                 file: "ok.xcstrings")
        let mismatch = try #require(try RenditionExpander().renditions(of: formatted).first { $0.language == "de" })
        #expect(mismatch.formatMismatch == FormatMismatch(source: ["%@"], translation: []))
    }

    /// Expansion on several threads (parts of a few entries, and plural tables worked out up front)
    /// gives the renditions of one thread, in the same order, on the demo catalog and the fixture.
    @Test func expandingOnSeveralThreadsChangesNothing() throws {
        for path in [Repository.demoCatalog, Self.fixture] {
            let catalog = try XCStringsReader.read(file: path)
            let one = try RenditionExpander().renditions(of: catalog, languages: nil, jobs: 1, partSize: 2)
            let several = try RenditionExpander().renditions(of: catalog, languages: nil, jobs: 4, partSize: 2)
            #expect(several == one)
            // Many parts, and plural renditions among them (whose numbers come from the plural tables).
            #expect(catalog.entries.count > 4)
            #expect(one.contains { $0.variant.contains("plural.") })
        }
    }

    /// The first error in key order is thrown, whichever thread meets it first.
    @Test func theFirstErrorInKeyOrderIsThrown() throws {
        func entry(_ key: String, _ value: String) -> String {
            "\"\(key)\": {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(value)\"}, "
                + "\"substitutions\": {\"a\": {\"argNum\": 1, \"formatSpecifier\": \"lld\", \"variations\": {\"plural\": "
                + "{\"other\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"%#@a@\"}}}}}}}}}"
        }
        let keys = (0..<40).map { String(format: "k%02d", $0) }
        let json = "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {"
            + keys.map { entry($0, $0 == "k05" || $0 == "k30" ? "nested %#@a@ without end" : "fine") }.joined(separator: ", ") + "}}"
        let catalog = try XCStringsReader.read(data: Data(json.utf8), file: "errors.xcstrings")
        for jobs in [1, 4] {
            #expect {
                _ = try RenditionExpander().renditions(of: catalog, languages: nil, jobs: jobs, partSize: 3)
            } throws: { error in
                "\(error)".contains("k05")
            }
        }
    }
}

/// Checks that could stay green on broken input (issue 31): a plural substitution counting the key's
/// argument, and a substitution nothing defines.
@Suite struct RenditionExpanderKeyArgumentTests {
    static func renditions(_ json: String, languages: [String]) throws -> [Rendition] {
        let catalog = try XCStringsReader.read(data: Data(json.utf8), file: "Test.xcstrings")
        return try RenditionExpander(samples: SampleValues()).renditions(of: catalog, languages: languages)
    }

    static func unit(_ value: String) -> String { "{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(value)\"}}" }

    /// `"notifications.label.favorite %lld"`: English "starred" (no specifier), German `%#@count@` whose
    /// substitution has no `argNum`. On the device the key's `%lld` selects the German form: every form
    /// is a rendition, not the literal `%#@count@`.
    @Test func aPluralSubstitutionCountsTheKeysArgument() throws {
        let json = """
            {"sourceLanguage":"en","strings":{"notifications.label.favorite %lld":{"localizations":{
              "en":\(Self.unit("starred")),
              "de":{"stringUnit":{"state":"translated","value":"%#@count@"},
                    "substitutions":{"count":{"formatSpecifier":"lld","variations":{"plural":{
                      "one":\(Self.unit("hat favorisiert")),"other":\(Self.unit("haben favorisiert"))}}}}}}}},
             "version":"1.0"}
            """
        let all = try Self.renditions(json, languages: ["en", "de"])
        let german = all.filter { $0.language == "de" }
        #expect(german.map(\.variant) == ["count:plural.one", "count:plural.other"], "\(german.map(\.text))")
        #expect(german.map(\.text) == ["hat favorisiert", "haben favorisiert"])
        #expect(german.allSatisfy { $0.formatMismatch == nil && $0.status == .translated })
        // The English text leaves the key's argument out, as the device shows it.
        #expect(all.filter { $0.language == "en" }.map(\.text) == ["starred"])
        // A translation that prints the key's argument agrees with it too; one with another kind does not.
        let printed = json.replacingOccurrences(of: "hat favorisiert", with: "%arg hat favorisiert")
        #expect(try Self.renditions(printed, languages: ["de"]).first?.text == "1 hat favorisiert")
        let object = json.replacingOccurrences(of: "\"value\":\"%#@count@\"", with: "\"value\":\"%@ Favoriten\"")
        #expect(try Self.renditions(object, languages: ["de"]).first?.formatMismatch != nil)
    }

    /// Key `subs` with no English localization, German `%#@missing@ Tage` with `"substitutions": {}`:
    /// the device shows the reference as written. A format mismatch naming the substitution.
    @Test func aSubstitutionNothingDefinesIsAFormatMismatch() throws {
        let json = """
            {"sourceLanguage":"en","strings":{"subs":{"localizations":{
              "de":{"stringUnit":{"state":"translated","value":"%#@missing@ Tage"},"substitutions":{}}}}},"version":"1.0"}
            """
        let german = try #require(try Self.renditions(json, languages: ["de"]).first)
        #expect(german.formatMismatch?.undefinedSubstitutions == ["missing"])
        #expect(german.formatMismatch?.description.hasPrefix("substitution `missing` not defined") == true)
        // The source language's own text too.
        let source = """
            {"sourceLanguage":"en","strings":{"greeting":{"localizations":{"en":\(Self.unit("%#@count@ left"))}}},"version":"1.0"}
            """
        #expect(try Self.renditions(source, languages: ["en"]).first?.formatMismatch?.undefinedSubstitutions == ["count"])
        // Twin: defined, it expands.
        let defined = json.replacingOccurrences(of: "\"substitutions\":{}", with: """
            "substitutions":{"missing":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"other":\(Self.unit("%arg"))}}}}
            """)
        #expect(try Self.renditions(defined, languages: ["de"]).allSatisfy { $0.formatMismatch == nil })
    }
}
