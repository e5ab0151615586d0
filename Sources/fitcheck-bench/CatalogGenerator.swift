import Foundation

/// Writes a String Catalog of `keyCount` keys in the nine default languages, deterministically (the
/// same count gives the same bytes), from ``WordLists``.
///
/// The mix of keys is an app's: short labels in tab bars, segments and chips (the matrix's tight
/// rules), titles, buttons, widget captions, body labels, one-sentence messages (some with `%@`),
/// paragraphs of two to four sentences, and counts with plural variations (`one`/`few`/`many`/`other`
/// in Russian and Ukrainian, `one`/`other` elsewhere). About one key in a hundred lacks one
/// translation, as real catalogs do, so the run has untranslated cells to report.
struct CatalogGenerator {
    let keyCount: Int

    /// The kinds of key, their share of the catalog (weights) and their length in words.
    private enum Kind: CaseIterable {
        case tab, segment, chip, title, button, widget, label, sentence, paragraph, plural

        var weight: Int {
            switch self {
            case .tab: 5
            case .segment: 4
            case .chip: 6
            case .title: 10
            case .button: 12
            case .widget: 4
            case .label: 22
            case .sentence: 22
            case .paragraph: 7
            case .plural: 8
            }
        }

        /// Words in the English text (other languages scale it by their own factor).
        var words: ClosedRange<Int> {
            switch self {
            case .tab: 1...1
            case .segment, .chip: 1...2
            case .title: 2...6
            case .button: 1...4
            case .widget: 2...5
            case .label: 1...4
            case .sentence: 6...16
            case .paragraph: 8...18   // per sentence; 2 to 4 sentences
            case .plural: 1...4
            }
        }
    }

    private static let areas = ["settings", "onboarding", "paywall", "insights", "detail", "calendar",
                                "notification", "profile", "search", "library"]

    /// How much longer (in words) a language says the same thing than English.
    private static func wordFactor(_ language: String) -> Double {
        switch language {
        case "de", "ru", "uk": 0.95
        case "it": 1.1
        case "es", "fr", "pt-BR": 1.15
        case "hi": 1.25
        default: 1.0
        }
    }

    private static func pluralCases(_ language: String) -> [String] {
        language == "ru" || language == "uk" ? ["one", "few", "many", "other"] : ["one", "other"]
    }

    private let words: [String: [String]] = Dictionary(uniqueKeysWithValues: WordLists.languages.map {
        ($0, WordLists.words($0))
    })

    /// The catalog as `.xcstrings` JSON, keys sorted.
    func xcstrings() -> String {
        var entries: [(key: String, json: String)] = []
        entries.reserveCapacity(keyCount)
        for index in 0..<keyCount { entries.append(entry(index)) }
        entries.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        var out = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        out += entries.map(\.json).joined(separator: ",\n")
        out += "\n  },\n  \"version\" : \"1.0\"\n}\n"
        return out
    }

    private func entry(_ index: Int) -> (key: String, json: String) {
        var random = SplitMix64(seed: UInt64(index) &* 0x9E37_79B9 &+ 1)
        let kind = pickKind(&random)
        let english = words["en"] ?? []
        let stem = english[random.below(english.count)].lowercased() + "_\(index)"
        let area = Self.areas[random.below(Self.areas.count)]
        let key: String
        switch kind {
        case .tab: key = "tight.tab.\(stem)"
        case .segment: key = "tight.segment.\(stem)"
        case .chip: key = "tight.\(stem)"
        case .title: key = "title.\(area).\(stem)"
        case .button: key = "button.\(area).\(stem)"
        case .widget: key = "widget.\(stem)"
        case .label: key = "\(area).\(stem).label"
        case .sentence: key = "\(area).\(stem).message"
        case .paragraph: key = "\(area).\(stem).body"
        case .plural: key = "\(area).\(stem).count"
        }
        let length = kind.words.lowerBound + random.below(kind.words.count)
        let sentences = kind == .paragraph ? 2 + random.below(3) : 1
        let argument = (kind == .sentence || kind == .title) && random.below(10) < 3
        // About 1 key in 100 lacks one translation.
        let missing = random.below(100) == 0 ? WordLists.languages[1 + random.below(WordLists.languages.count - 1)] : nil

        var localizations: [String] = []
        for language in WordLists.languages where language != missing {
            var textRandom = SplitMix64(seed: UInt64(index) &* 0x1000_0001 &+ UInt64(language.utf8.reduce(7) { $0 &* 31 &+ Int($1) }))
            let count = max(1, Int((Double(length) * Self.wordFactor(language) * (0.85 + 0.3 * textRandom.unit())).rounded()))
            let body: String
            if kind == .plural {
                let phrase = text(language, words: count, random: &textRandom)
                let cases = Self.pluralCases(language).map { category in
                    // Each case ends differently, as declension does.
                    let ending = self.text(language, words: 1, random: &textRandom).lowercased()
                    return (category, "%lld \(phrase) \(ending)")
                }
                body = pluralJSON(cases)
            } else {
                var parts: [String] = []
                for _ in 0..<sentences {
                    var sentence = text(language, words: count, random: &textRandom)
                    if argument {
                        var tokens = sentence.split(separator: " ").map(String.init)
                        tokens.insert("%@", at: 1 + textRandom.below(tokens.count))
                        sentence = tokens.joined(separator: " ")
                    }
                    if kind == .sentence || kind == .paragraph { sentence += WordLists.fullStop(language) }
                    parts.append(sentence)
                }
                body = unitJSON(parts.joined(separator: " "), indent: 8)
            }
            localizations.append("        \(quoted(language)) : {\n\(body)\n        }")
        }
        let json = "    \(quoted(key)) : {\n      \"comment\" : \"Generated (\(kind)).\",\n"
            + "      \"localizations\" : {\n" + localizations.joined(separator: ",\n") + "\n      }\n    }"
        return (key, json)
    }

    private func pickKind(_ random: inout SplitMix64) -> Kind {
        var roll = random.below(Kind.allCases.reduce(0) { $0 + $1.weight })
        for kind in Kind.allCases {
            if roll < kind.weight { return kind }
            roll -= kind.weight
        }
        return .label
    }

    /// `count` random words of `language`, the first capitalized.
    private func text(_ language: String, words count: Int, random: inout SplitMix64) -> String {
        let list = words[language] ?? []
        var picked: [String] = []
        for _ in 0..<count { picked.append(list[random.below(list.count)]) }
        if let first = picked.first { picked[0] = first.prefix(1).uppercased() + first.dropFirst() }
        return picked.joined(separator: " ")
    }

    private func unitJSON(_ value: String, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        return "\(pad)  \"stringUnit\" : {\n\(pad)    \"state\" : \"translated\",\n"
            + "\(pad)    \"value\" : \(quoted(value))\n\(pad)  }"
    }

    private func pluralJSON(_ cases: [(String, String)]) -> String {
        let inner = cases.map { category, value in
            "              \(quoted(category)) : {\n" + unitJSON(value, indent: 14) + "\n              }"
        }
        return "          \"variations\" : {\n            \"plural\" : {\n" + inner.joined(separator: ",\n")
            + "\n            }\n          }"
    }

    /// A JSON string literal.
    private func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// A small, fast, seedable generator (SplitMix64): the same seed gives the same sequence everywhere.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0 ..< bound`.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

    /// A number in `0 ..< 1`.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
