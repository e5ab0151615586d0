/// The sample arguments substituted into format strings before measuring.
///
/// Defaults, chosen to be realistic rather than worst-case (plural cases already get the widest number):
/// - integers outside plural cases: 1234 (four digits, so grouping shows: `1,234`, `1.234`);
/// - floating-point numbers: 1234.5678, printed with the specifier's precision (`%.1f` → `1,234.6`, `%f` six digits);
/// - `%@` and `%s`: `Alexandra` (a longish given name); `s` where the source text (the development
///   language's) writes the specifier directly against a letter (`app%@`, `%@ly`): there it is a piece
///   of a word, an ending, not a name, in every language. Decided from the source's spelling: a
///   translation written without spaces (`新建%@会话` for `New %@ Session`) still shows a name, and a
///   letter of a script written without spaces between words (Han, Kana, Hangul, Thai…) glues nothing;
/// - plural cases: the widest integer up to ``pluralBound`` (1,000,000) that selects the case.
/// A matrix file can change each default and give samples per key pattern and argument.
public struct SampleValues: Sendable, Hashable {
    /// The defaults in words, as `--help` and Matrix/README.md state them: `integers 1,234 (1234), …`.
    public static var defaultsDescription: String {
        let standard = SampleValues()
        let integer = LocaleNumbers.format(integer: standard.defaultInteger, locale: "en")
        let double = LocaleNumbers.format(double: standard.defaultDouble, minFraction: 0, maxFraction: 6, locale: "en")
        let bound = LocaleNumbers.format(integer: standard.pluralBound, locale: "en")
        return "integers \(integer), floating-point numbers \(double) (at the specifier's precision), "
            + "%@ and %s \"\(standard.defaultString)\" (\"\(standard.gluedString)\" where the source text writes it against a letter, as in app%@), plural cases the widest number up to \(bound) that selects them"
    }

    public var defaultInteger: Int64
    public var defaultDouble: Double
    public var defaultString: String
    /// The sample of a string argument written against a letter (`app%@`): one letter.
    public var gluedString = "s"
    /// Plural samples are chosen among integers 0…pluralBound.
    public var pluralBound: Int64
    /// Samples for particular keys, most specific (longest) pattern first.
    public private(set) var keys: [KeySamples]

    public init(defaultInteger: Int64 = 1234, defaultDouble: Double = 1234.5678, defaultString: String = "Alexandra",
                pluralBound: Int64 = 1_000_000, keys: [KeySamples] = []) {
        self.defaultInteger = defaultInteger
        self.defaultDouble = defaultDouble
        self.defaultString = defaultString
        self.pluralBound = pluralBound
        // Longest pattern first; equal lengths in text order, so the choice never depends on input order.
        self.keys = keys.sorted { a, b in
            a.pattern.text.count != b.pattern.text.count
                ? a.pattern.text.count > b.pattern.text.count : a.pattern.text < b.pattern.text
        }
    }

    /// Samples for exact keys: key → argument number (1-based) → sample text.
    public init(defaultInteger: Int64 = 1234, defaultDouble: Double = 1234.5678, defaultString: String = "Alexandra",
                pluralBound: Int64 = 1_000_000, perKey: [String: [Int: String]]) {
        self.init(defaultInteger: defaultInteger, defaultDouble: defaultDouble, defaultString: defaultString,
                  pluralBound: pluralBound,
                  keys: perKey.compactMap { key, arguments in
                      KeyPattern("=" + key).map { KeySamples(pattern: $0, arguments: arguments) }
                  })
    }

    /// Whether a specifier between `before` and `after` (its neighbouring pieces) stands directly
    /// against a letter of a word: `app%@`, `%@ly`. A letter of a script written without spaces
    /// between words does not count (`新建%@会话`: the placeholder stands between words there).
    static func isGlued(before: FormatString.Piece?, after: FormatString.Piece?) -> Bool {
        if case .text(let literal)? = before, let letter = literal.last, isWordLetter(letter) { return true }
        if case .text(let literal)? = after, let letter = literal.first, isWordLetter(letter) { return true }
        return false
    }

    /// The arguments (their numbers, as written out: `%N$`) that `format`, a source text, glues to a
    /// letter (``isGlued(before:after:)``): those get ``gluedString`` in every language.
    static func gluedArguments(of format: FormatString) -> Set<Int> {
        var glued: Set<Int> = []
        for (place, piece) in format.pieces.enumerated() {
            guard case .specifier(let spec, let argument) = piece else { continue }
            if isGlued(before: place > 0 ? format.pieces[place - 1] : nil,
                       after: place + 1 < format.pieces.count ? format.pieces[place + 1] : nil) {
                glued.insert(spec.position ?? argument)
            }
        }
        return glued
    }

    /// A letter of a script whose words are set apart by spaces: not Han, Kana, Hangul (whose particles
    /// follow a name directly), Bopomofo, Thai, Lao, Khmer or Myanmar.
    private static func isWordLetter(_ character: Character) -> Bool {
        guard character.isLetter, let scalar = character.unicodeScalars.first?.value else { return false }
        let unspaced: [ClosedRange<UInt32>] = [
            0x0E00...0x0EFF,    // Thai, Lao
            0x1000...0x109F,    // Myanmar
            0x1100...0x11FF,    // Hangul Jamo
            0x1780...0x17FF,    // Khmer
            0x3040...0x30FF,    // Hiragana, Katakana
            0x3100...0x318F,    // Bopomofo, Hangul compatibility Jamo
            0x31F0...0x31FF,    // Katakana phonetic extensions
            0x3400...0x4DBF,    // Han, extension A
            0x4E00...0x9FFF,    // Han
            0xAC00...0xD7AF,    // Hangul syllables
            0xF900...0xFAFF,    // Han compatibility
            0xFF66...0xFFDC,    // halfwidth Katakana and Hangul
            0x20000...0x3FFFF,  // Han, extensions B and after
        ]
        return !unspaced.contains { $0.contains(scalar) }
    }

    /// The sample text given for argument `argument` (1-based) of `key`, or `nil` to use the default
    /// for the argument's type. When several patterns match, the longest one (the most specific) that
    /// names this argument wins.
    public func sample(forKey key: String, argument: Int) -> String? {
        for entry in keys where entry.pattern.matches(key) {
            if let text = entry.arguments[argument] { return text }
        }
        return nil
    }
}

/// Sample arguments for the keys a pattern names.
public struct KeySamples: Sendable, Hashable {
    public var pattern: KeyPattern
    /// Argument number (1-based, as in `%1$@`) → the text to substitute, as shown.
    public var arguments: [Int: String]

    public init(pattern: KeyPattern, arguments: [Int: String]) {
        self.pattern = pattern
        self.arguments = arguments
    }
}
