import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

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
        let demo = Repository.demoCatalog
        let requests = try Self.texts(ofCatalog: demo)
        let bold = requests.map { ShapingRequest(text: $0.text, language: $0.language, font: FontChoice(weight: .bold)) }
        let result = try compare(requests + bold, library: try ShapingTestSupport.library.get())
        #expect(result.differing == [])
        #expect(requests.count > 100)
        // Twin: the word path really ran — words came from the cache, not only from HarfBuzz.
        #expect(result.hits > 100)
    }

    @Test(.enabled(if: Corpus.available, Comment(rawValue: Corpus.absent)))
    func theCorpusShapesTheSameWordByWord() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Corpus.folder.path)
            .filter { $0.hasSuffix(".xcstrings") }.sorted()
        var requests: [ShapingRequest] = []
        for file in files { requests += try Self.texts(ofCatalog: Corpus.folder.appendingPathComponent(file).path) }
        let result = try compare(requests, library: try ShapingTestSupport.library.get())
        print("word shaping: \(requests.count) corpus texts, \(result.hits) words from the cache, \(result.shaped) shaped")
        #expect(result.differing == [])
        // The corpus is Latin and Cyrillic, in Inter: its words come from the cache at regular weight.
        #expect(requests.count > 5_000)
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
        Repository.fixture("Shaping/\(name).ttf")
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

    /// FitcheckSpaceKern kerns the pair "space A": the space itself is positioned, so a word starting
    /// with "A" after a space is shaped in its run; every other word may still come from the cache.
    @Test func aWordThatTheSpaceKernsIsShapedInItsRun() throws {
        let library = try Self.spaceFonts.get()
        let face = try #require(library.faces.first { $0.path == Self.fixture("FitcheckSpaceKern") })
        let interaction = try #require(SpaceInteraction.read(face.font))
        let edges = try #require(interaction.edges(in: face.font, script: Itemizer.common, language: "en"))
        #expect(edges.starts.count == 1)   // "A", moved by the space before it
        #expect(edges.ends.isEmpty)
        let font = FontChoice(file: Self.fixture("FitcheckSpaceKern"))
        let requests = ["x Ab", "x Ab", "bb Ab", "bb xb", "bb xb"].map { ShapingRequest(text: $0, language: "en", font: font) }
        let result = try compare(requests, library: library)
        #expect(result.differing == [])
        #expect(result.hits > 0)
        let shaped = try Shaper(library: library).shape(requests[0])
        #expect(shaped.clusters.map(\.advance) == [0.6, 0.05, 0.6, 0.6])   // the space kerned: 250 − 200
    }

    /// Inter lists `, space`, `. space` and `… space` in its pair kerning, with values that are only
    /// variation deltas: zero at `wght` 400 (so every word comes from the cache), −64 units at 600
    /// (so a word ending with a comma or period is shaped in its run). Both designs alike.
    @Test func interKernsTheSpaceOnlyAboveRegularWeight() throws {
        let library = try ShapingTestSupport.library.get()
        for file in ["Inter.var.ttf", "InterDisplay.var.ttf"] {
            let face = try #require(library.faces.first { $0.path.hasSuffix("/" + file) })
            let interaction = try #require(SpaceInteraction.read(face.font), "\(file)")
            let punctuation = Set(",.…".unicodeScalars.map { scalar in
                face.font.nominalGlyph(scalar.value) ?? 0
            })
            var pairs = SpacePairs()
            for pair in interaction.pairs.values { pairs.formUnion(pair) }
            #expect(pairs.before == punctuation, "\(file)")
            #expect(pairs.after.isEmpty && pairs.afterAlways.isEmpty)
            let latin = HarfBuzzFont.tag("Latn")
            for weight in [100.0, 400] {
                let regular = HarfBuzzFont(instanceOf: face.font, weight: weight, opticalSize: nil)
                let edges = try #require(interaction.edges(in: regular, script: latin, language: "en"))
                #expect(edges.ends.isDisjoint(with: punctuation) && edges.trailing == .lastGlyph, "\(file) \(weight)")
            }
            for weight in [500.0, 600, 700] {
                let semibold = HarfBuzzFont(instanceOf: face.font, weight: weight, opticalSize: nil)
                let edges = try #require(interaction.edges(in: semibold, script: latin, language: "en"))
                #expect(edges.ends.isSuperset(of: punctuation), "\(file) \(weight)")
                #expect(edges.trailing == .throughMarks)   // Inter's kerning skips marks
            }
        }

        // The texts come out as HarfBuzz shapes them whole, at every weight; at 400 from the cache alone.
        let texts = ["Yes, cancel. Done… OK", "Hello, world. Again, yes", "a, b. c… d", "Yes, cancel. Done… OK",
                     "Café, naïve. e\u{301}, o\u{308}. xo"]
        for weight in [FontWeight.regular, .semibold, .bold] {
            let requests = texts.map { ShapingRequest(text: $0, language: "en", font: FontChoice(weight: weight)) }
            let result = try compare(requests, library: library)
            #expect(result.differing == [], "\(weight)")
        }
        let byWords = Shaper(library: library, shapesByWords: true)
        for text in texts.dropLast() { _ = try byWords.shape(ShapingRequest(text: text, language: "en")) }
        #expect(byWords.statistics.runsShapedWhole == 0)
        #expect(byWords.statistics.wordHits > 0)
        let semibold = Shaper(library: library, shapesByWords: true)
        for text in texts { _ = try semibold.shape(ShapingRequest(text: text, language: "en", font: FontChoice(weight: .semibold))) }
        #expect(semibold.statistics.runsShapedWhole == texts.count)   // each has a comma or period before a space
    }

    /// Inter's `calt` reads the space beside brackets (case forms: "A (B)"), `×`, `*` and `x` between
    /// digits ("2 x 3"): a word that may be changed so is shaped in its run; the texts come out as
    /// HarfBuzz shapes them whole.
    @Test func interReadsTheSpaceBesideBracketsAndMultiplication() throws {
        let library = try ShapingTestSupport.library.get()
        let texts = ["A (B) [C] {D}", "a (b) [c] 2 x 3 4 × 5 6 * 7 → 8", "ABC (DEF) GHI", "(A B) (c d)", "12 x 34 x",
                     "Hello world again", "x y z", "MIN ( MAX ) ×"]
        for weight in [FontWeight.regular, .semibold] {
            let requests = texts.map { ShapingRequest(text: $0, language: "en", font: FontChoice(weight: weight)) }
            let result = try compare(requests + requests, library: library)
            #expect(result.differing == [], "\(weight)")
            #expect(result.hits > 0)
        }
        // Twin: the hazard is real — the "x" of "2 x 3" is drawn as a multiplication sign, not alone.
        let whole = Shaper(library: library, shapesByWords: false)
        let inRun = try whole.shape(ShapingRequest(text: "2 x 3", language: "en")).runs[0].glyphs.map(\.glyphID)
        let alone = try whole.shape(ShapingRequest(text: "x", language: "en")).runs[0].glyphs.map(\.glyphID)
        #expect(inRun[2] != alone[0])
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

    /// Debian's Inter 3 substitutes the space only in `aalt` (which HarfBuzz never applies by itself)
    /// and `frac` (applied only to the digits around a fraction slash): neither counts, and its words
    /// come from the cache, with the texts as HarfBuzz shapes them whole.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: inter), "skipped: Inter not installed"))
    func aFontThatSubstitutesTheSpaceOnlyOutsideItsDefaultFeaturesShapesWordByWord() throws {
        let library = try FontLibrary(FontConfiguration(fontsDirectory: try FontConfiguration.bundled().fontsDirectory,
                                                        extraFonts: [Self.inter]))
        let face = try #require(library.faces.first { $0.path == Self.inter })
        let interaction = try #require(SpaceInteraction.read(face.font))
        #expect(interaction.involvements[0].values.contains(.substitutes(outputsSpace: false)))
        let font = FontChoice(file: Self.inter)
        let requests = ["Settings -> Privacy", "1 / 2 : 3", "Cancel  subscription", "1⁄2 cup, 3 1⁄4 cups"].map {
            ShapingRequest(text: $0, language: "en", font: font)
        }
        let result = try compare(requests + requests, library: library)
        #expect(result.differing == [])
        #expect(result.hits > 0)
    }
}

/// The word cache's table on its own: pieces found by bytes and context, growth, and its memory bound.
@Suite struct WordShapeCacheTests {
    func glyphs(_ n: Int) -> [WordShapeCache.Glyph] {
        (0..<n).map { (i: Int) -> WordShapeCache.Glyph in
            let k = Int32(i)
            return WordShapeCache.Glyph(glyph: UInt32(i + 1), cluster: UInt32(i), xAdvance: 500 + k, xOffset: -k, yOffset: 7)
        }
    }

    func find(_ cache: WordShapeCache, _ word: String, context: Int32 = 0, offset: UInt32 = 0) -> (WordShapeCache.Found, [WordShapeCache.Glyph]) {
        var out: [WordShapeCache.Glyph] = []
        let found = Array(word.utf8).withUnsafeBufferPointer { piece in
            cache.find(context: context, piece: piece, hash: WordShapeCache.hash(context: context, piece: piece),
                       appendingTo: &out, clusterOffset: offset)
        }
        return (found, out)
    }

    func insert(_ cache: inout WordShapeCache, _ word: String, context: Int32 = 0, glyphs: [WordShapeCache.Glyph]?) {
        Array(word.utf8).withUnsafeBufferPointer { piece in
            guard let glyphs else {
                cache.insert(context: context, piece: piece, hash: WordShapeCache.hash(context: context, piece: piece),
                             glyphs: nil)
                return
            }
            glyphs.withUnsafeBufferPointer { glyphs in
                cache.insert(context: context, piece: piece, hash: WordShapeCache.hash(context: context, piece: piece),
                             glyphs: glyphs)
            }
        }
    }

    @Test func piecesAreFoundByBytesAndContext() {
        var cache = WordShapeCache()
        insert(&cache, "Abbrechen", glyphs: glyphs(9))
        insert(&cache, "Ab", context: 1, glyphs: nil)
        let (found, out) = find(cache, "Abbrechen", offset: 10)
        guard case .found = found else { Issue.record("not found"); return }
        #expect(out.map(\.cluster) == (10..<19).map(UInt32.init))
        #expect(out.map(\.xAdvance) == glyphs(9).map(\.xAdvance))
        #expect(out.map(\.xOffset) == glyphs(9).map(\.xOffset))
        // Twins: another context, a prefix, and a piece kept as "shape the run whole".
        guard case .missing = find(cache, "Abbrechen", context: 1).0 else { Issue.record("context ignored"); return }
        guard case .missing = find(cache, "Abbrech").0 else { Issue.record("prefix matched"); return }
        guard case .shapeRunWhole = find(cache, "Ab", context: 1).0 else { Issue.record("marker lost"); return }
    }

    @Test func growingKeepsEveryPiece() {
        var cache = WordShapeCache()
        for i in 0..<5_000 { insert(&cache, "word\(i)", glyphs: glyphs(i % 7 + 1)) }
        #expect(cache.count == 5_000)
        for i in stride(from: 0, to: 5_000, by: 97) {
            let (found, out) = find(cache, "word\(i)")
            guard case .found = found else { Issue.record("word\(i) lost"); return }
            #expect(out.count == i % 7 + 1)
        }
    }

    @Test func theStorageLimitEmptiesTheCache() {
        var cache = WordShapeCache(storageLimit: 1_000)
        for i in 0..<200 { insert(&cache, "word\(i)", glyphs: glyphs(3)) }
        #expect(cache.count < 200)
        #expect(cache.count > 0)
        guard case .missing = find(cache, "word0").0 else { Issue.record("kept past the limit"); return }
        guard case .found = find(cache, "word199").0 else { Issue.record("latest lost"); return }
    }
}
