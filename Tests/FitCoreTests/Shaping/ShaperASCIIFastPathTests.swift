import Testing
@testable import FitCore

/// The ``Shaper`` skips ICU for some ASCII texts: the grapheme breaker for all of them (every character
/// starts a grapheme cluster except the LF of CR LF), the line breaker for letters and digits only
/// (UAX #14 never breaks between them). These tests hold both shortcuts to ICU's own answers.
@Suite struct ShaperASCIIFastPathTests {
    /// Characters that make ASCII texts interesting for grapheme breaking: CR and LF (alone and as a
    /// pair), other controls, spaces, letters, digits, punctuation.
    static let alphabet: [String] = ["\r", "\n", "\r\n", "\t", "\u{1}", "\u{7F}", " ", "a", "Z", "7", ".", "-", "%", "'", "~"]

    /// Deterministic pseudo-random ASCII texts (a linear congruential generator: no seed to record).
    static func texts(count: Int) -> [String] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let fixed = ["\r\n", "\n\r", "\r\r\n\n", "a\r\nb", "\r", "\n", "Cancel", "a\u{1}\r\n\u{7F}"]
        return fixed + (0..<count).map { _ in
            (0..<(1 + next(24))).map { _ in alphabet[next(alphabet.count)] }.joined()
        }
    }

    /// Per cluster: whether it starts a grapheme and how many graphemes start in it, as ICU says.
    static func icuGraphemes(of shaped: ShapedText) throws -> [(start: Bool, count: UInt16)] {
        let breaker = try TextBreaker(.grapheme, language: "")
        let starts = [Int32(0)] + (try breaker.boundaries(shaped.text).map(\.utf8Offset))
            .filter { $0 < Int32(shaped.text.utf8.count) }
        return shaped.clusters.map { cluster in
            let range = cluster.utf8Offset ..< cluster.utf8Offset + cluster.utf8Length
            return (starts.contains(cluster.utf8Offset), UInt16(starts.filter { range.contains($0) }.count))
        }
    }

    /// Shapes `text` and expects its grapheme starts and counts to be ICU's; returns the clusters compared.
    static func expectGraphemesAgreeWithICU(_ text: String, language: String, shaper: Shaper) throws -> Int {
        let shaped = try shaper.shape(ShapingRequest(text: text, language: language))
        let expected = try icuGraphemes(of: shaped)
        let found = shaped.clusters.map { ($0.flags.contains(.graphemeStart), $0.graphemeStarts) }
        #expect(found.map(\.0) == expected.map(\.start), "grapheme starts of \(text.debugDescription)")
        #expect(found.map(\.1) == expected.map(\.count), "grapheme counts of \(text.debugDescription)")
        return found.count
    }

    @Test func asciiGraphemesAgreeWithICU() throws {
        let shaper = try ShapingTestSupport.shaper()
        var clustersCompared = 0
        var pairsSeen = 0
        for text in Self.texts(count: 400) {
            clustersCompared += try Self.expectGraphemesAgreeWithICU(text, language: "en", shaper: shaper)
            if text.utf8.elementsEqual("\r\n".utf8) || text.contains("\r\n") { pairsSeen += 1 }
        }
        // The comparison covered real ground: many clusters, and CR LF pairs among them.
        #expect(clustersCompared > 2_000)
        #expect(pairsSeen > 20)
    }

    /// The twin: a rule that forgets CR LF (every ASCII byte a grapheme) disagrees with ICU, so the
    /// comparison above can tell the difference.
    @Test func forgettingCRLFWouldDisagreeWithICU() throws {
        let shaper = try ShapingTestSupport.shaper()
        let shaped = try shaper.shape(ShapingRequest(text: "a\r\nb", language: "en"))
        let naive = shaped.clusters.map { UInt16($0.utf8Length) }   // one grapheme per byte
        #expect(naive != (try Self.icuGraphemes(of: shaped)).map(\.count))
    }

    /// Letters and digits, with now and then a space or a hyphen: most texts take the line-break
    /// shortcut, the rest go to ICU, and the shaper must say the same as ICU for both.
    static func words(count: Int) -> [String] {
        let pieces = ["a", "Q", "z", "0", "9", "x1", "OK", " ", "-"]
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in
            let plain = next(2) == 0   // half the texts: letters and digits only
            return (0..<(1 + next(12))).map { _ in pieces[next(plain ? 7 : pieces.count)] }.joined()
        }
    }

    @Test("Line breaks of ASCII words agree with ICU", arguments: ["en", "de", "fi", "ja", "zh-Hans"])
    func asciiLineBreaksAgreeWithICU(language: String) throws {
        let shaper = try ShapingTestSupport.shaper()
        let breaker = try TextBreaker(.line, language: language)
        var shortcutTexts = 0, breaksSeen = 0
        for text in Self.words(count: 300) {
            let shaped = try shaper.shape(ShapingRequest(text: text, language: language))
            let boundaries = try breaker.boundaries(text).filter { $0.utf8Offset < Int32(text.utf8.count) }
            let expected = shaped.clusters.indices.map { k in
                k > 0 && boundaries.contains { $0.utf8Offset == shaped.clusters[k].utf8Offset }
            }
            #expect(shaped.clusters.map { $0.flags.contains(.breakBefore) } == expected, "\(text.debugDescription)")
            if text.utf8.allSatisfy({ $0 != 0x20 && $0 != 0x2D }) { shortcutTexts += 1 }
            breaksSeen += expected.filter { $0 }.count
        }
        // Both kinds of text were there, and breaks were found: the comparison was not vacuous.
        #expect(shortcutTexts > 100)
        #expect(breaksSeen > 100)
    }
}
