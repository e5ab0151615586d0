import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// A translation whose specifiers differ from its source's is a rendition with `formatMismatch` set,
/// never a refused catalog and never a text formatted with made-up samples. Fixture: Formats.xcstrings.
@Suite("Format mismatches: a translation's specifiers against its source's")
struct FormatMismatchTests {
    static let fixture = Repository.fixture("Catalog/Formats.xcstrings")

    func renditions() throws -> [Rendition] {
        let catalog = try XCStringsReader.read(file: Self.fixture)
        return try RenditionExpander().renditions(of: catalog, languages: ["en", "ca", "de", "fr", "he", "vi"])
    }

    func find(_ all: [Rendition], _ key: String, _ language: String, _ variant: String = "") throws -> Rendition {
        try #require(all.first { $0.key == key && $0.language == language && $0.variant == variant })
    }

    //  key                language variant                 source specifiers   translation specifiers (nil: agrees)
    static let cases: [(String, String, String, [String], [String]?)] = [
        ("%@ posts",       "ca", "",                        ["%@"],             ["% p"]),         // `% p` reads a pointer
        ("%@ posts",       "de", "",                        ["%@"],             nil),
        ("count.items",    "de", "",                        ["%@"],             ["%d"]),          // %d against %@
        ("%1$@ sent %2$@", "de", "",                        ["%1$@", "%2$@"],   ["%1$@"]),        // %2$@ dropped
        ("%1$@ sent %2$@", "fr", "",                        ["%1$@", "%2$@"],   nil),             // reordered
        ("posts.count",    "de", "plural.one",              ["%lld"],           nil),             // "Ein Beitrag"
        ("posts.count",    "de", "plural.other",            ["%lld"],           nil),
        ("posts.count",    "fr", "plural.other",            ["%lld"],           ["%@"]),
        ("discount",       "fr", "",                        ["%lld"],           ["%lld", "% d"]), // forgot %%
        ("percent.value",  "he", "",                        ["%.0f"],           nil),
        ("files.left",     "de", "files:plural.one",        ["%1$lld"],         nil),             // "eine Datei"
        ("files.left",     "fr", "files:plural.other",      ["%1$lld"],         ["%1$lld", "%2$@"]),
        ("opacity",        "vi", "",                        [],                 nil),
        ("%",              "de", "",                        [],                 nil),
    ]

    @Test("each translation is checked against its source's arguments", arguments: cases)
    func mismatch(key: String, language: String, variant: String, source: [String], translation: [String]?) throws {
        let rendition = try find(try renditions(), key, language, variant)
        if let translation {
            #expect(rendition.formatMismatch == FormatMismatch(source: source, translation: translation))
            #expect(rendition.samples.isEmpty, "a mismatch is never formatted with samples")
        } else {
            #expect(rendition.formatMismatch == nil)
        }
    }

    @Test("a mismatch keeps the translation as written, and names both lists")
    func mismatchText() throws {
        let all = try renditions()
        let catalan = try find(all, "%@ posts", "ca")
        #expect(catalan.text == "% publicacions")
        #expect(catalan.formatMismatch?.description == "specifiers % p differ from the source's %@")
        #expect(try find(all, "%1$@ sent %2$@", "de").formatMismatch?.description
                == "specifiers %1$@ differ from the source's %1$@ %2$@")
    }

    @Test("a text without arguments is shown as written: a % alone, 100%")
    func shownAsWritten() throws {
        let all = try renditions()
        #expect(try find(all, "%", "en").text == "%")
        #expect(try find(all, "%", "de").text == "%")
        #expect(try find(all, "opacity", "en").text == "Opacity 100%")
        #expect(try find(all, "opacity", "vi").text == "Độ mờ 100%")
        // Formatted: the Hebrew `%.0f%` prints its number and, as String(format:) does, nothing for the `%`.
        #expect(try find(all, "percent.value", "he").text == "1,235")
        #expect(try find(all, "percent.value", "en").text == "1,235%")
    }
}
