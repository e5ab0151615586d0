/// The languages whose translation a device shows, in order, when a regional language has no text of
/// its own: `en-GB` → `en`, `es-MX` → `es-419` → `es`, `fr-CA` → `fr`, `zh-HK` → `zh-Hant-HK` →
/// `zh-Hant`, `pt-PT` → `pt`.
///
/// Apple's bundles look a string up in each of the user's preferred localizations in turn, and the
/// list for a regional language goes on with its parents, as CLDR's parent locales give them
/// (`supplementalData.xml` `parentLocales`: `es-MX` → `es-419`, `en-AU` → `en-001`, `zh-HK` →
/// `zh-Hant-HK`) and then by dropping the last subtag. Apple ships `en-GB` where CLDR says `en-001`
/// (international English), so English regions other than the US go through `en-GB`. Chinese is
/// looked up by script: a region implies its script (`zh-TW` → `zh-Hant`, `zh-CN` → `zh-Hans`), and a
/// script-less `zh` is Simplified. Portuguese `pt` is Brazilian on Apple's platforms (`pt-BR` and
/// `pt-PT` both fall back to it).
public enum LanguageFallback {
    /// The parents of `language`, nearest first, itself not included. `en` has none.
    public static func parents(of language: String) -> [String] {
        var chain: [String] = []
        var current = language
        while let parent = parent(of: current), !chain.contains(parent), parent != language {
            chain.append(parent)
            current = parent
        }
        return chain
    }

    /// Spanish regions CLDR groups under Latin America (`es-419`).
    private static let latinAmericanSpanish: Set<String> = [
        "AR", "BO", "BR", "BZ", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "MX", "NI", "PA", "PE", "PR",
        "PY", "SV", "US", "UY", "VE",
    ]
    /// Chinese regions written in Traditional characters.
    private static let traditionalChinese: Set<String> = ["TW", "HK", "MO"]

    private static func parent(of tag: String) -> String? {
        let parts = tag.split(separator: "-").map(String.init)
        guard parts.count > 1, let language = parts.first else { return nil }
        let last = parts[parts.count - 1]
        switch language {
        case "es" where parts.count == 2 && latinAmericanSpanish.contains(last):
            return "es-419"
        case "en" where parts.count == 2 && last != "GB" && last != "US" && last.count == 2:
            return "en-GB"
        case "zh" where parts.count == 2 && last == "Hant":
            return nil   // `zh` alone is Simplified: Traditional text never falls back to it
        case "zh" where parts.count == 2 && last.count == 2:
            // A region alone: its script's regional tag for Hong Kong and Macau, else the script.
            if last == "HK" || last == "MO" { return "zh-Hant-\(last)" }
            return traditionalChinese.contains(last) ? "zh-Hant" : "zh-Hans"
        default:
            return parts.dropLast().joined(separator: "-")
        }
    }
}
