import Testing
@testable import FitCore
import FitcheckTestSupport

/// What the shaper tells line fitting about a text: clusters, widths, breaks, graphemes, fonts.
@Suite struct ShaperTests {
    let shaper: Shaper
    init() throws { shaper = try ShapingTestSupport.shaper() }

    func shape(_ text: String, _ language: String, weight: FontWeight = .regular) throws -> ShapedText {
        try shaper.shape(ShapingRequest(text: text, language: language, font: FontChoice(weight: weight)))
    }

    @Test("Hindi conjuncts become fewer glyphs than code points",
          arguments: ["क्षत्रिय", "सब्सक्रिप्शन"])
    func hindiConjuncts(_ word: String) throws {
        let shaped = try shape(word, "hi")
        let glyphs = shaped.runs.reduce(0) { $0 + $1.glyphs.count }
        #expect(glyphs < word.unicodeScalars.count)
        #expect(glyphs > 0)
        #expect(ShapingTestSupport.fontNames(shaped) == ["NotoSansDevanagari-Regular.ttf"])
    }

    @Test("Without glyphs, a text shapes to the same clusters, runs and metrics",
          arguments: [("Abbrechen und weiter", "de"), ("सब्सक्रिप्शन रद्द करें", "hi"), ("مرحبا بالعالم", "ar"),
                      ("Line one\u{2028}line two", "en"), ("漢字 \u{1F600}", "ja")])
    func glyphsCanBeLeftOut(_ text: String, _ language: String) throws {
        let request = ShapingRequest(text: text, language: language, font: FontChoice(weight: .regular))
        let full = try shaper.shape(request)
        let lean = try shaper.shape(request, keepingGlyphs: false)
        // The twin: the full text has glyphs, so leaving them out is seen.
        #expect(full.runs.allSatisfy { !$0.glyphs.isEmpty })
        #expect(lean.runs.allSatisfy { $0.glyphs.isEmpty })
        var withoutGlyphs = full
        // Glyphs and the instance they are drawn in are for pictures only.
        for index in withoutGlyphs.runs.indices {
            withoutGlyphs.runs[index].glyphs = []
            withoutGlyphs.runs[index].variations = []
        }
        // Compared as Booleans: a failure prints one line, not two shaped texts.
        let sameShape = lean == withoutGlyphs
        #expect(sameShape, "clusters, runs or metrics differ without glyphs")
        let sameFit = BreakableText(lean) == BreakableText(full)
        #expect(sameFit, "what fitting reads differs without glyphs")
    }

    @Test func hindiVowelSignChangesWidth() throws {
        let kaam = ShapingTestSupport.width(try shape("काम", "hi"))
        let kam = ShapingTestSupport.width(try shape("कम", "hi"))
        #expect(kaam > kam + 0.1, "the ा sign adds width: \(kaam) vs \(kam) em")
    }

    @Test func hindiIsNeverLetterSpacedLatinIs() throws {
        let hindi = try shape("सब्सक्रिप्शन", "hi")
        #expect(!hindi.clusters.isEmpty)
        #expect(hindi.clusters.allSatisfy { !$0.flags.contains(.trackable) })
        let latin = try shape("Subscription", "en")
        #expect(latin.clusters.allSatisfy { $0.flags.contains(.trackable) })
        // A mixed text decides per run.
        let mixed = try shape("Hindi मोड", "hi")
        #expect(mixed.runs.map(\.script) == ["Latn", "Deva"])
        #expect(mixed.clusters.filter { $0.flags.contains(.trackable) }.count == 6)   // "Hindi "
    }

    @Test func clustersAreNotGraphemes() throws {
        // FACTS: 5 grapheme clusters, 7 HarfBuzz clusters.
        let shaped = try shape("सब्सक्रिप्शन", "hi")
        #expect(shaped.clusters.count == 7)
        #expect(shaped.clusters.reduce(0) { $0 + Int($1.graphemeStarts) } == 5)
        #expect(shaped.clusters.filter { $0.flags.contains(.graphemeStart) }.count == 5)
    }

    @Test func clustersCoverTheTextInLogicalOrder() throws {
        // Including odd inputs that must never crash: lone marks, only controls, bidi mixes, emoji
        // sequences, CR LF, unknown languages.
        for (text, language) in [("Hello, world", "en"), ("إلغاء الاشتراك", "ar"), ("שלום עולם", "he"),
                                 ("abc אבג def", "en"), ("क्षत्रिय", "hi"), ("\u{0301}\u{093F}x", "en"),
                                 ("\n", "en"), ("\u{200D}", "hi"), ("\r\n\r\n", "de"), ("123 ١٢٣ (abc)", "ar"),
                                 ("👩‍👩‍👧 ok", "en"), ("\u{202E}abc\u{202C} x", "en"), ("x", "zz-Unknown"),
                                 ("\u{E000}\u{10FFFD}", "en"), ("ไทย English हिन्दी عربى עברית", "th")] {
            let shaped = try shape(text, language)
            var offset: Int32 = 0
            for cluster in shaped.clusters {
                #expect(cluster.utf8Offset == offset, "\(text)")
                offset += cluster.utf8Length
            }
            #expect(offset == Int32(text.utf8.count))
        }
    }

    @Test func arabicIsRightToLeftWithAdvances() throws {
        let shaped = try shape("إلغاء الاشتراك", "ar")
        #expect(shaped.runs.count == 1)
        #expect(shaped.runs.allSatisfy { $0.isRightToLeft })
        #expect(shaped.runs.first?.script == "Arab")
        #expect(shaped.clusters.allSatisfy { $0.advance > 0 })
        #expect(shaped.clusters.allSatisfy { !$0.flags.contains(.trackable) })
        // 14 scalars, 13 clusters: lam + alef (لا) is one ligature holding two graphemes.
        #expect(shaped.clusters.count == 13)
        #expect(shaped.clusters.filter { $0.graphemeStarts == 2 }.map { ShapingTestSupport.text(of: $0, in: shaped) } == ["لا"])
        let breaks = shaped.clusters.filter { $0.flags.contains(.breakBefore) }
        #expect(breaks.map { ShapingTestSupport.text(of: $0, in: shaped) } == ["ا"])
        // Glyphs stay in visual order: the first glyph drawn belongs to the last cluster.
        #expect(shaped.runs.first?.glyphs.first?.clusterIndex == Int32(shaped.clusters.count - 1))
        #expect(shaped.missingCharacters.isEmpty)
    }

    @Test func thaiGetsDictionaryBreaksInsideARunOfLetters() throws {
        let shaped = try shape("สวัสดีครับ", "th")
        #expect(shaped.clusters.allSatisfy { $0.advance > 0 })
        #expect(!shaped.text.contains(" "))
        let breaks = shaped.clusters.filter { $0.flags.contains(.breakBefore) }
        #expect(breaks.map { ShapingTestSupport.text(of: $0, in: shaped) } == ["ค"])   // สวัสดี|ครับ
        #expect(ShapingTestSupport.fontNames(shaped) == ["NotoSansThai-Regular.ttf"])
    }

    /// Egyptian hieroglyphs and Phoenician: scripts no font of the default set has.
    @Test("A character no font covers is reported, still has width", arguments: ["\u{13000}", "\u{10900}"])
    func missingGlyphs(_ character: String) throws {
        let shaped = try shape("Open \(character) now", "en")
        #expect(shaped.missingCharacters == Array(character.unicodeScalars))
        let missing = shaped.clusters.filter { $0.flags.contains(.missingGlyph) }
        #expect(missing.map { ShapingTestSupport.text(of: $0, in: shaped) } == [character])
        #expect(missing.allSatisfy { $0.advance > 0 })
        // Twin: the same text without it reports nothing.
        let plain = try shape("Open now", "en")
        #expect(plain.missingCharacters.isEmpty)
    }

    @Test func invisibleCharactersAreNeverMissing() throws {
        let shaped = try shape("a\u{200D}b\u{200C}c\u{00AD}d\u{FE0F}", "en")
        #expect(shaped.missingCharacters.isEmpty)
    }

    @Test func breaksWhitespaceAndLineSeparators() throws {
        let shaped = try shape("Save zoo\nnow\u{2028}ok 10\u{00A0}kg", "en")
        func flags(of piece: String) -> ShapedClusterFlags? {
            shaped.clusters.first { ShapingTestSupport.text(of: $0, in: shaped) == piece }?.flags
        }
        let table: [(String, ShapedClusterFlags, ShapedClusterFlags)] = [
            // cluster, must have, must not have
            ("z", [.breakBefore], [.whitespace]),                      // after "Save "
            (" ", [.whitespace], [.breakBefore]),
            ("\n", [.lineSeparator], [.whitespace, .trackable]),
            ("n", [.breakBefore, .mandatoryBreakBefore], []),          // after "\n"
            ("\u{2028}", [.lineSeparator], []),
            ("\u{00A0}", [], [.whitespace, .breakBefore]),             // no-break space holds "10 kg"
            ("k", [], [.breakBefore]),
        ]
        for (piece, present, absent) in table {
            let found = try #require(flags(of: piece), "no cluster \(piece.debugDescription)")
            #expect(found.isSuperset(of: present), "\(piece.debugDescription): \(found)")
            #expect(found.isDisjoint(with: absent), "\(piece.debugDescription): \(found)")
        }
        let separators = shaped.clusters.filter { $0.flags.contains(.lineSeparator) }
        #expect(separators.count == 2)
        #expect(separators.allSatisfy { $0.advance == 0 })
    }

    @Test func emptyTextHasNoClustersButHasMetrics() throws {
        let shaped = try shape("", "de")
        #expect(shaped.clusters.isEmpty && shaped.runs.isEmpty && shaped.missingCharacters.isEmpty)
        #expect(shaped.naturalLineHeight > 1)
        #expect(shaper.statistics.shapeCalls == 0)
    }

    @Test func verticalMetricsComeFromThePrimaryFont() throws {
        let latin = try shape("Hello", "en")
        let hindi = try shape("नमस्ते", "hi")
        #expect(latin.ascender > 0.9 && latin.descender > 0.2)   // Inter hhea: 0.969 / 0.242 em
        #expect(hindi.ascender != latin.ascender)
        #expect(hindi.fontsUsed.first?.hasSuffix("NotoSansDevanagari-Regular.ttf") == true)
    }

    @Test("Nearest available weight", arguments: [
        (FontWeight.regular, "NotoSansDevanagari-Regular.ttf"), (.medium, "NotoSansDevanagari-Regular.ttf"),
        (.semibold, "NotoSansDevanagari-SemiBold.ttf"), (.bold, "NotoSansDevanagari-Bold.ttf"),
        (FontWeight(rawValue: 900), "NotoSansDevanagari-Bold.ttf"), (FontWeight(rawValue: 300), "NotoSansDevanagari-Regular.ttf"),
    ])
    func weights(_ weight: FontWeight, _ file: String) throws {
        let shaped = try shape("नमस्ते", "hi", weight: weight)
        #expect(ShapingTestSupport.fontNames(shaped) == [file])
    }

    /// Latin is one variable font: every weight is Inter at that `wght`, heavier is wider.
    @Test func latinWeightsComeFromTheWeightAxis() throws {
        let widths = try [FontWeight(rawValue: 300), .regular, .semibold, .bold, FontWeight(rawValue: 900)].map { weight in
            let shaped = try shape("Weight", "en", weight: weight)
            #expect(ShapingTestSupport.fontNames(shaped) == ["Inter.var.ttf"])
            return ShapingTestSupport.width(shaped)
        }
        #expect(widths == widths.sorted() && Set(widths).count == widths.count)
    }

    /// Arabic has 400 and 700 only. CSS Fonts §5.2: above 500, heavier faces come first, even when a
    /// lighter one is nearer (540 → 700); from 400 to 500, lighter ones do (450 → 400).
    @Test("Arabic weights follow CSS font matching", arguments: [
        (FontWeight.semibold, "NotoSansArabic-Bold.ttf"), (FontWeight(rawValue: 540), "NotoSansArabic-Bold.ttf"),
        (FontWeight(rawValue: 450), "NotoSansArabic-Regular.ttf"), (.medium, "NotoSansArabic-Regular.ttf"),
    ])
    func arabicWeights(_ weight: FontWeight, _ file: String) throws {
        let shaped = try shape("مرحبا", "ar", weight: weight)
        #expect(ShapingTestSupport.fontNames(shaped) == [file])
    }

    @Test func unknownFamilyOrFileIsAnInputError() throws {
        let family = ShapingRequest(text: "x", language: "en", font: FontChoice(family: "No Such Sans"))
        #expect(throws: InputError.self) { try shaper.shape(family) }
        let file = ShapingRequest(text: "x", language: "en", font: FontChoice(file: "/nowhere/Font.ttf"))
        let error = try #require(throws: InputError.self) { try shaper.shape(file) }
        #expect(error.file == "/nowhere/Font.ttf")
        // Twin: a configured family is fine.
        let known = ShapingRequest(text: "x", language: "en", font: FontChoice(family: "noto sans"))
        let shapedKnown = try shaper.shape(known)
        #expect(ShapingTestSupport.fontNames(shapedKnown) == ["NotoSans-Regular.ttf"])
    }

    @Test func preferredFileComesFirst() throws {
        let thai = Repository.path("Fonts/NotoSansThai-Bold.ttf")
        let request = ShapingRequest(text: "สวัสดี abc", language: "en", font: FontChoice(file: thai))
        let shaped = try shaper.shape(request)
        #expect(shaped.fontsUsed.first == thai)
    }
}
