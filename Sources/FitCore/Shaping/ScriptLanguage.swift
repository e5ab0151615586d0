import Foundation

/// Which language to ask fontconfig for when choosing fonts for a run of one script.
///
/// A Hindi string with an English brand name in it needs a Devanagari font for the Hindi and a Latin
/// font for the brand: asking fontconfig for "hi" fonts for the Latin run would pick Noto Sans
/// Devanagari first. So a run uses the request's language when that language is written in the run's
/// script (per fontconfig's orthography tables), and otherwise a typical language of the script.
enum ScriptLanguage {
    /// A typical language for an ISO 15924 script, and a letter of that script to test orthographies with.
    private static let typical: [String: (language: String, letter: UInt32)] = [
        "Latn": ("en", 0x61), "Cyrl": ("ru", 0x0431), "Grek": ("el", 0x03B1), "Armn": ("hy", 0x0561),
        "Hebr": ("he", 0x05D0), "Arab": ("ar", 0x0628), "Syrc": ("syr", 0x0710), "Thaa": ("dv", 0x0780),
        "Deva": ("hi", 0x0915), "Beng": ("bn", 0x0995), "Guru": ("pa", 0x0A15), "Gujr": ("gu", 0x0A95),
        "Orya": ("or", 0x0B15), "Taml": ("ta", 0x0B95), "Telu": ("te", 0x0C15), "Knda": ("kn", 0x0C95),
        "Mlym": ("ml", 0x0D15), "Sinh": ("si", 0x0D9A), "Thai": ("th", 0x0E01), "Laoo": ("lo", 0x0E81),
        "Tibt": ("bo", 0x0F40), "Mymr": ("my", 0x1000), "Geor": ("ka", 0x10D0), "Ethi": ("am", 0x1200),
        "Khmr": ("km", 0x1780), "Mong": ("mn-cn", 0x1820), "Hang": ("ko", 0xAC00), "Hira": ("ja", 0x3042),
        "Kana": ("ja", 0x30A2), "Hani": ("zh-cn", 0x4E00),
    ]

    /// The fontconfig language for a run of `script` in a text of `language` (BCP 47).
    /// - Parameter uses: whether fontconfig's orthography of a language includes a character.
    static func fontconfigLanguage(script: String, language: String,
                                   uses: (String, UInt32) -> Bool) -> String {
        let requested = normalized(language)
        guard let typical = typical[script] else { return requested }
        for candidate in [requested, baseLanguage(requested)] where uses(candidate, typical.letter) {
            return candidate
        }
        return typical.language
    }

    /// fontconfig spells languages in lower case with hyphens: `pt-br`, `zh-tw`.
    static func normalized(_ language: String) -> String {
        language.lowercased().replacingOccurrences(of: "_", with: "-")
    }

    private static func baseLanguage(_ language: String) -> String {
        String(language.prefix { $0 != "-" })
    }
}
