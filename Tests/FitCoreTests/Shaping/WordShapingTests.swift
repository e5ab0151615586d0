import Foundation
import Testing
@testable import FitCore

/// Runs built from cached words (``WordShapeCache``) are exactly the runs HarfBuzz shapes whole: on
/// every text of the demo catalog and the real-catalog corpus, in every language, and on the cases
/// where shaping a word alone would differ (``SpaceInteraction``).
@Suite struct WordShapingTests {
    static let inter = "/usr/share/fonts/truetype/inter-vf/Inter.var.ttf"

    /// Shapes every text with a word-by-word shaper and a whole-run shaper; returns the texts that
    /// differ, and how many words the word cache served.
    func compare(_ requests: [ShapingRequest], library: FontLibrary) throws -> (differing: [String], hits: Int, shaped: Int) {
        let byWords = Shaper(library: library, shapesByWords: true)
        let whole = Shaper(library: library, shapesByWords: false)
        var differing: [String] = []
        for request in requests where try byWords.shape(request) != whole.shape(request) {
            differing.append("\(request.language): \(request.text)")
        }
        #expect(whole.statistics.wordHits + whole.statistics.wordsShaped == 0)
        return (differing, byWords.statistics.wordHits, byWords.statistics.wordsShaped)
    }

    static func texts(ofCatalog path: String) throws -> [ShapingRequest] {
        let catalogs = try CatalogReader.read(path: path)
        let renditions = try catalogs.flatMap { try RenditionExpander().renditions(of: $0) }
        var seen = Set<ShapingRequest>()
        return renditions.map { ShapingRequest(text: $0.text, language: $0.language) }.filter { seen.insert($0).inserted }
    }

    @Test func theDemoCatalogShapesTheSameWordByWord() throws {
        let demo = ShapingTestSupport.packageRoot.appendingPathComponent("Matrix/demo/Demo.xcstrings").path
        let requests = try Self.texts(ofCatalog: demo)
        let bold = requests.map { ShapingRequest(text: $0.text, language: $0.language, font: FontChoice(weight: .bold)) }
        let result = try compare(requests + bold, library: try ShapingTestSupport.library.get())
        #expect(result.differing == [])
        #expect(requests.count > 100)
        // Twin: the word path really ran — words came from the cache, not only from HarfBuzz.
        #expect(result.hits > result.shaped)
    }

    @Test(.enabled(if: CorpusLocation.available, "skipped: corpus absent"))
    func theCorpusShapesTheSameWordByWord() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: CorpusLocation.folder.path)
            .filter { $0.hasSuffix(".xcstrings") }.sorted()
        var requests: [ShapingRequest] = []
        for file in files { requests += try Self.texts(ofCatalog: CorpusLocation.folder.appendingPathComponent(file).path) }
        let result = try compare(requests, library: try ShapingTestSupport.library.get())
        print("word shaping: \(requests.count) corpus texts, \(result.hits) words from the cache, \(result.shaped) shaped")
        #expect(result.differing == [])
        #expect(requests.count > 5_000)
        #expect(result.hits > 10_000)
    }

    /// Hindi, Russian, mixed scripts, marks and format characters at word edges, several spaces.
    @Test func edgeCasesShapeTheSameWordByWord() throws {
        let texts: [(String, String)] = [
            ("hi", "अपनी सदस्यता प्रबंधित करें और भुगतान का इतिहास देखें"),
            ("hi", "क ꣠ख ꣡ ग"),                         // Vedic signs after a space (Noto's `dist` lookup)
            ("hi", "कि कि  क्षत्रिय  ि"),                 // a lone vowel sign after spaces
            ("ru", "Подписка  продлевается   автоматически"),
            ("en", "Hindi मोड English 123 ₹ 45"),
            ("en", "e\u{301} \u{301}a a\u{200D} \u{200C}b  "),
            ("de", " Führende Leerzeichen und nachgestellte "),
            ("en", "fi ffi office — “quoted” ‘words’"),
            ("ar", "مرحبا بالعالم hello"),
            ("th", "สวัสดี ครับ"),
        ]
        let requests = texts.map { ShapingRequest(text: $0.1, language: $0.0) }
        let result = try compare(requests + requests, library: try ShapingTestSupport.library.get())
        #expect(result.differing == [])
        #expect(result.hits > 0)
    }

    static func fixture(_ name: String) -> String {
        ShapingTestSupport.packageRoot.appendingPathComponent("Tests/FitCoreTests/Fixtures/Shaping/\(name).ttf").path
    }

    /// The bundled fonts plus the two fixtures of make_space_fonts.py.
    static let spaceFonts: Result<FontLibrary, Error> = Result {
        try FontLibrary(FontConfiguration(fontsDirectory: try FontConfiguration.bundled().fontsDirectory,
                                          extraFonts: [fixture("FitcheckSpaceContext"), fixture("FitcheckSpaceKern")]))
    }

    /// FitcheckSpaceContext moves an "A" after a space by -200 units: the case the boundary check
    /// exists for. Shaped alone, "Ab" would keep its 600 units; in its run the "A" has 400.
    @Test func aWordThatReadsTheSpaceIsShapedInItsRun() throws {
        let library = try Self.spaceFonts.get()
        let font = FontChoice(file: Self.fixture("FitcheckSpaceContext"))
        func request(_ text: String) -> ShapingRequest { ShapingRequest(text: text, language: "en", font: font) }
        let face = try #require(library.faces.first { $0.path == Self.fixture("FitcheckSpaceContext") })
        let interaction = try #require(SpaceInteraction.read(face.font))
        #expect(interaction.boundaryGlyphs.count == 1)   // "A", read with the space before it

        let whole = Shaper(library: library, shapesByWords: false)
        let inRun = try whole.shape(request("x Ab"))
        let alone = try whole.shape(request("Ab"))
        // Twin: the hazard is real — the word alone differs from the same word in its run.
        #expect(inRun.clusters.map(\.advance) == [0.6, 0.25, 0.4, 0.6])
        #expect(alone.clusters.map(\.advance) == [0.6, 0.6])

        let byWords = Shaper(library: library, shapesByWords: true)
        for text in ["x Ab", "Ab x Ab", "x bA b", "bA  Ab"] {
            #expect(try byWords.shape(request(text)) == whole.shape(request(text)), "\(text)")
        }
        #expect(byWords.statistics.wordHits > 0)   // words without an "A" at the edge still came from the cache
    }

    /// FitcheckSpaceKern kerns the pair "space A": the space itself is positioned, so no word of the
    /// font is shaped apart.
    @Test func aFontThatKernsTheSpaceIsShapedWhole() throws {
        let library = try Self.spaceFonts.get()
        let face = try #require(library.faces.first { $0.path == Self.fixture("FitcheckSpaceKern") })
        #expect(SpaceInteraction.read(face.font) == nil)
        let font = FontChoice(file: Self.fixture("FitcheckSpaceKern"))
        let requests = ["x Ab", "x Ab", "bb Ab"].map { ShapingRequest(text: $0, language: "en", font: font) }
        let result = try compare(requests, library: library)
        #expect(result.differing == [])
        #expect(result.hits + result.shaped == 0)
        let shaped = try Shaper(library: library).shape(requests[0])
        #expect(shaped.clusters.map(\.advance) == [0.6, 0.05, 0.6, 0.6])   // the space kerned: 250 − 200
    }

    @Test func spaceInteractionOfTheBundledFonts() throws {
        let library = try ShapingTestSupport.library.get()
        func interaction(_ file: String) throws -> SpaceInteraction? {
            let face = try #require(library.faces.first { $0.path.hasSuffix("/" + file) })
            return SpaceInteraction.read(face.font)
        }
        // Noto Sans: the space takes part in no lookup.
        let latin = try #require(try interaction("NotoSans-Regular.ttf"))
        #expect(latin.boundaryGlyphs.isEmpty)
        // Noto Sans Devanagari: the space is context for Vedic signs, which become boundary glyphs.
        let devanagari = try #require(try interaction("NotoSansDevanagari-Regular.ttf"))
        #expect(devanagari.boundaryGlyphs.count > 10)
        #expect(!devanagari.boundaryGlyphs.contains(devanagari.spaceGlyph))
    }

    /// Inter substitutes the space in some of its lookups: its words are always shaped in their run,
    /// and its texts come out as HarfBuzz shapes them whole.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: inter), "skipped: Inter not installed"))
    func aFontThatSubstitutesTheSpaceIsShapedWhole() throws {
        let library = try FontLibrary(FontConfiguration(fontsDirectory: try FontConfiguration.bundled().fontsDirectory,
                                                        extraFonts: [Self.inter]))
        let face = try #require(library.faces.first { $0.path == Self.inter })
        #expect(SpaceInteraction.read(face.font) == nil)
        let font = FontChoice(file: Self.inter)
        let requests = ["Settings -> Privacy", "1 / 2 : 3", "Cancel  subscription"].map {
            ShapingRequest(text: $0, language: "en", font: font)
        }
        let result = try compare(requests + requests, library: library)
        #expect(result.differing == [])
        #expect(result.hits + result.shaped == 0)
    }
}
