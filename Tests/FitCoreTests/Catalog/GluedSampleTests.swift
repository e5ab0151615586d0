import Foundation
import Testing
@testable import FitCore

/// A `%@` that the source text writes against a letter (`app%@`, `%@ly`) is a piece of a word — a
/// suffix, an ending — not a name: it gets a one-letter sample in every language, and the finding says
/// which samples it used. The source's spelling decides: `New %@ Session` is a name in Chinese too.
@Suite("Sample arguments: a string argument glued to a word")
struct GluedSampleTests {
    func renditions(_ values: [String: String], samples: SampleValues = SampleValues()) throws -> [String: Rendition] {
        let entries = values.map { key, value in
            "\"\(key)\": {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(value)\"}}}}"
        }
        let json = "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {" + entries.joined(separator: ", ") + "}}"
        let catalog = try XCStringsReader.read(data: Data(json.utf8), file: "glued.xcstrings")
        let all = try RenditionExpander(samples: samples).renditions(of: catalog, languages: ["en"])
        return Dictionary(uniqueKeysWithValues: all.map { ($0.key, $0) })
    }

    @Test("a letter directly before or after %@ makes its sample one letter; a space or punctuation does not")
    func gluedToALetter() throws {
        let all = try renditions([
            "suffix": "app%@", "prefix": "%@ly done", "inside": "re%1$@d", "spaced": "Hello %@!", "numbers": "item%lld",
        ])
        #expect(all["suffix"]?.text == "apps")
        #expect(all["suffix"]?.samples == ["s"])
        #expect(all["prefix"]?.text == "sly done")
        #expect(all["inside"]?.text == "resd")
        // Apart from a word: a name-length sample, as before.
        #expect(all["spaced"]?.text == "Hello Alexandra!")
        #expect(all["spaced"]?.samples == ["Alexandra"])
        // Numbers keep their own samples whatever stands beside them.
        #expect(all["numbers"]?.text == "item1,234")
    }

    @Test("a sample the matrix gives for the key wins over the one-letter sample")
    func givenSampleWins() throws {
        let all = try renditions(["suffix": "app%@"], samples: SampleValues(perKey: ["suffix": [1: "lication"]]))
        #expect(all["suffix"]?.text == "application")
    }

    @Test("the text report says which samples a finding's text holds")
    func theTextReportNamesTheSamples() {
        var builder = RunReportBuilder(toolVersion: "test")
        let rendition = Rendition(key: "app%@ title", language: "de", variant: "", text: "Sehr lange Überschrift der apps",
                                  status: .translated, samples: ["s"], file: "glued.xcstrings", line: 3)
        builder.noteRendition(rendition)
        let measurement = Measurement(lines: [], widestLineWidth: 300, height: 44, verdict: .overflow, failures: [.overflow],
                                      maxLines: 1, excessPoints: 12, overflowLines: 1)
        builder.add(rendition: rendition, containerWidth: 320, slotWidth: 288, size: .L, style: .body, weight: .regular,
                    rule: "default", measurement: measurement, verdict: .overflow)
        let text = TextReporter().render(builder.build())
        #expect(text.contains("“Sehr lange Überschrift der apps” (samples: s)"), "\(text)")
        // Its twin: a text without samples says none.
        let plain = Rendition(key: "title", language: "de", variant: "", text: "Titel", status: .translated,
                              file: "glued.xcstrings", line: 9)
        var other = RunReportBuilder(toolVersion: "test")
        other.noteRendition(plain)
        other.add(rendition: plain, containerWidth: 320, slotWidth: 288, size: .L, style: .body, weight: .regular,
                  rule: "default", measurement: measurement, verdict: .overflow)
        #expect(!TextReporter().render(other.build()).contains("samples"))
    }

    /// `renditions` of one key in its source (English) and translations.
    func translated(_ source: String, _ translations: [String: String]) throws -> [String: Rendition] {
        let localizations = (["en": source].merging(translations) { a, _ in a }).map { language, value in
            "\"\(language)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(value)\"}}"
        }
        let json = "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\"k\": {\"localizations\": {"
            + localizations.joined(separator: ", ") + "}}}}"
        let catalog = try XCStringsReader.read(data: Data(json.utf8), file: "glued.xcstrings")
        let all = try RenditionExpander(samples: SampleValues()).renditions(of: catalog, languages: ["en"] + translations.keys.sorted())
        return Dictionary(uniqueKeysWithValues: all.map { ($0.language, $0) })
    }

    @Test("whether %@ is glued is the source's spelling: a name stays a name in languages written without spaces")
    func gluedIsDecidedByTheSource() throws {
        let all = try translated("New %@ Session", ["zh-Hans": "新建%@会话", "ja": "新しい%@セッション",
                                                     "ko": "새 %@세션", "th": "เซสชัน%@ใหม่", "de": "Neue %@-Sitzung"])
        #expect(all["zh-Hans"]?.text == "新建Alexandra会话")
        #expect(all["ja"]?.text == "新しいAlexandraセッション")
        #expect(all["ko"]?.text == "새 Alexandra세션")
        #expect(all["th"]?.text == "เซสชันAlexandraใหม่")
        #expect(all["de"]?.text == "Neue Alexandra-Sitzung")
        // Twin: a source that glues it to a word makes it an ending in every language.
        let glued = try translated("app%@", ["de": "App%@", "zh-Hans": "应用%@"])
        #expect(glued["en"]?.text == "apps")
        #expect(glued["de"]?.text == "Apps")
        #expect(glued["zh-Hans"]?.text == "应用s")
    }

    @Test("a source written without spaces does not glue its placeholder to a Han, Kana, Hangul or Thai letter")
    func aSourceWithoutSpacesGluesNothing() throws {
        let json = """
            {"sourceLanguage": "zh-Hans", "version": "1.0", "strings": {"k": {"localizations": {
              "zh-Hans": {"stringUnit": {"state": "translated", "value": "新建%@会话"}},
              "en": {"stringUnit": {"state": "translated", "value": "New %@ Session"}}}}}}
            """
        let catalog = try XCStringsReader.read(data: Data(json.utf8), file: "glued.xcstrings")
        let all = try RenditionExpander(samples: SampleValues()).renditions(of: catalog, languages: ["zh-Hans", "en"])
        #expect(all.map(\.text).sorted() == ["New Alexandra Session", "新建Alexandra会话"])
    }
}
