import Foundation
import Testing
@testable import FitCore

/// The ``Shaper`` skips ICU's grapheme breaker for texts whose every character stands alone under
/// UAX #29 (``TextBreakShortcut/standsAlone(_:)``: Latin, Greek, Cyrillic, punctuation, currency): the texts of
/// most languages of a catalog. These tests hold that shortcut to Unicode's data and to ICU.
@Suite struct ShaperGraphemeShortcutTests {
    /// Characters from every range of the shortcut, with CR LF, and one that is not in it.
    static let alphabet: [String] = [
        "a", " ", "\r\n", "\n", "\r", "\u{AD}", "ä", "ß", "Ł", "ǅ", "ș", "Ω", "ά", "Я", "ё", "ї", "ґ", "Ӂ", "Ԧ",
        "–", "…", "‘", "’", "€", "₴", "₹", "\u{2028}", ",", "!", "7",
    ]

    /// Deterministic pseudo-random texts over ``alphabet``.
    static func texts(count: Int) -> [String] {
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in (0..<(1 + next(30))).map { _ in alphabet[next(alphabet.count)] }.joined() }
    }

    @Test func shortcutGraphemesAgreeWithICU() throws {
        let shaper = try ShapingTestSupport.shaper()
        var clustersCompared = 0, shortcutTexts = 0
        for text in Self.texts(count: 400) + ["Einstellungen öffnen", "Подписаться на обновления", "Ελληνικά", "20 €"] {
            clustersCompared += try ShaperASCIIFastPathTests.expectGraphemesAgreeWithICU(text, language: "ru", shaper: shaper)
            if !text.unicodeScalars.allSatisfy(\.isASCII), text.unicodeScalars.allSatisfy({ TextBreakShortcut.standsAlone($0.value) }) {
                shortcutTexts += 1
            }
        }
        // The shortcut was taken, by non-ASCII texts, over many clusters.
        #expect(shortcutTexts > 200)
        #expect(clustersCompared > 4_000)
    }

    /// The twin: a combining accent joins the letter before it. A rule that let it stand alone would
    /// disagree with ICU; the shaper sends such a text to ICU and agrees.
    @Test func combiningMarksGoToICU() throws {
        #expect(!TextBreakShortcut.standsAlone(0x301))
        let shaper = try ShapingTestSupport.shaper()
        let shaped = try shaper.shape(ShapingRequest(text: "Cafe\u{301} Я\u{306}", language: "fr"))
        let expected = try ShaperASCIIFastPathTests.icuGraphemes(of: shaped)
        #expect(shaped.clusters.map(\.graphemeStarts) == expected.map(\.count))
        let everyScalarAlone = shaped.clusters.map { cluster in
            UInt16(shaped.text.utf8.dropFirst(Int(cluster.utf8Offset)).prefix(Int(cluster.utf8Length))
                .filter { $0 & 0xC0 != 0x80 }.count)
        }
        #expect(everyScalarAlone != expected.map(\.count))
    }

    /// Every code point of the shortcut's ranges has Grapheme_Cluster_Break Other, Control, CR or LF
    /// in Unicode's own data (package `unicode-data`), so UAX #29 breaks around each of them.
    @Test(.enabled(if: ShapingTestSupport.hasUnicodeData("auxiliary/GraphemeBreakProperty.txt"),
                   "GraphemeBreakProperty.txt not found (install unicode-data)"))
    func rangesHoldOnlyCharactersThatStandAlone() throws {
        let path = ShapingTestSupport.unicodeData("auxiliary/GraphemeBreakProperty.txt")
        let contents = try String(contentsOfFile: path, encoding: .utf8)
        var joining: [ClosedRange<UInt32>: String] = [:]
        for line in contents.split(separator: "\n") {
            let fields = line.prefix { $0 != "#" }.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 2, !["Control", "CR", "LF"].contains(fields[1]) else { continue }
            let bounds = fields[0].components(separatedBy: "..").compactMap { UInt32($0, radix: 16) }
            guard let low = bounds.first, let high = bounds.last else { continue }
            joining[low...high] = fields[1]
        }
        #expect(joining.count > 1_000)   // the file was read: Extend, SpacingMark, L, V, … ranges
        let offending = joining.filter { range, _ in range.contains { TextBreakShortcut.standsAlone($0) } }
        #expect(offending.isEmpty, "\(offending)")
        // The twin: the check sees a joining character when the shortcut's ranges would take one in.
        #expect(joining.contains { $0.key.contains(0x483) && $0.value == "Extend" })
    }
}
