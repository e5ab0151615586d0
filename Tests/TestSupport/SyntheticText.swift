import FitCore

/// Shaped texts built by hand, without a shaper, with widths that are easy to reason about.
///
/// One cluster per Unicode scalar, each `em` wide (0.5 em: 5 pt at 10 pt), except line separators
/// (no width) and the characters in `advances`. A break is allowed after white space and after a
/// hyphen; `\n`, U+2028 and U+2029 force one. Devanagari and Arabic are not trackable, everything
/// else is — spaces included, so that the "both sides" tracking rule is what keeps Hindi unspaced.
/// A scalar that starts a grapheme cluster is a `graphemeStart` (so "क्षि" is one grapheme spread
/// over several clusters, as HarfBuzz's clusters are not graphemes).
public enum SyntheticText {
    public static func make(_ text: String, em: Double = 0.5, advances: [Character: Double] = [:],
                     missing: Set<Character> = [], language: String = "en") -> ShapedText {
        var clusters: [ShapedCluster] = []
        var offset: Int32 = 0
        var previous: Unicode.Scalar? = nil
        for character in text {
            for (position, scalar) in character.unicodeScalars.enumerated() {
                let length = Int32(String(scalar).utf8.count)
                var flags: ShapedClusterFlags = []
                let separator = isLineSeparator(scalar)
                if separator { flags.insert(.lineSeparator) }
                else if scalar.properties.isWhitespace { flags.insert(.whitespace) }
                if position == 0 { flags.insert(.graphemeStart) }
                if !joins(scalar) { flags.insert(.trackable) }
                if missing.contains(Character(scalar)) { flags.insert(.missingGlyph) }
                if let previous, position == 0 {
                    if isLineSeparator(previous) { flags.insert([.mandatoryBreakBefore, .breakBefore]) }
                    else if (previous.properties.isWhitespace || previous == "-") && !scalar.properties.isWhitespace {
                        flags.insert(.breakBefore)
                    }
                }
                let advance = separator ? 0 : advances[Character(scalar)] ?? em
                clusters.append(ShapedCluster(utf8Offset: offset, utf8Length: length, advance: advance,
                                              graphemeStarts: position == 0 ? 1 : 0, flags: flags))
                offset += length
                previous = scalar
            }
        }
        return ShapedText(text: text, language: language, clusters: clusters, runs: [],
                          missingCharacters: [], fontsUsed: ["Synthetic.ttf"],
                          ascender: 0.9, descender: 0.3, lineGap: 0.1)
    }

    /// The lines of `measurement`, as text.
    public static func lines(_ shaped: ShapedText, _ measurement: Measurement) -> [String] {
        measurement.lines.map { $0.text(in: shaped) }
    }

    private static func isLineSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// Devanagari and Arabic: letters join, so no letter-spacing.
    private static func joins(_ scalar: Unicode.Scalar) -> Bool {
        (0x0900 ... 0x097F).contains(scalar.value) || (0x0600 ... 0x06FF).contains(scalar.value)
    }
}
