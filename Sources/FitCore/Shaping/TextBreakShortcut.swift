/// Where UAX #14 (line breaking) and UAX #29 (grapheme clusters) are simple enough to answer without
/// ICU, for the ``Shaper``: texts of the characters below are most of a catalog's European languages, and
/// ICU's iterators cost more than HarfBuzz's shaping of them. ICU stays the reference: tests hold each
/// shortcut to ICU's answers on random texts and its character ranges to Unicode's own data files.
enum TextBreakShortcut {
    /// Whether UAX #14 allows a line break only after each run of spaces (LB18), in a text of letters
    /// (Latin, Cyrillic: class AL), ASCII digits (NU) and spaces, where `. , : ;` (IS) and `! ?` (EX)
    /// only end a word: × SP (LB7), × IS and × EX (LB13), AL × NU × AL (LB23), NU × NU (LB25), AL × AL
    /// (LB28) leave no other break. Such texts (most labels and sentences of European languages) need no
    /// ICU line breaker; anything else (quotes, hyphens, brackets, other scripts) still goes to ICU.
    static func breaksOnlyAfterSpaces(_ codePoints: [UInt32]) -> Bool {
        for (i, cp) in codePoints.enumerated() {
            switch cp {
            case 0x20, 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F,
                 0x400...0x481, 0x48A...0x52F:
                continue
            case 0x2E, 0x2C, 0x3A, 0x3B, 0x21, 0x3F:
                // Ends a word: after a non-space, before a space or the end.
                guard i > 0, codePoints[i - 1] != 0x20, i + 1 == codePoints.count || codePoints[i + 1] == 0x20 else { return false }
            default:
                return false
            }
        }
        return true
    }

    /// Characters whose Grapheme_Cluster_Break is Other, Control, CR or LF, so that UAX #29 breaks
    /// on both sides of them (but inside CR LF): ASCII, Latin-1 to Latin Extended-B, Greek, Cyrillic
    /// (without its combining marks U+0483–U+0489), general punctuation from U+2010 (no ZWJ, ZWNJ),
    /// currency signs. Texts made of these alone (German, French, Russian, Ukrainian, …) need no ICU
    /// grapheme breaker; combining marks, Devanagari, Hangul, emoji and the rest still go to ICU.
    static func standsAlone(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x00...0x24F, 0x370...0x3FF, 0x400...0x482, 0x48A...0x52F, 0x2010...0x2027, 0x2030...0x205E,
             0x20A0...0x20C0: return true
        default: return false
        }
    }

    /// ASCII letters and digits: UAX #14 never breaks between them (AL×AL, NU×NU, AL×NU, NU×AL).
    static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }
}
