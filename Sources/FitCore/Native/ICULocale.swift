/// A catalog language tag as ICU names it: `pt-BR` → `pt_BR`, `zh-Hans` → `zh_Hans`. The one place
/// tags become ICU locales, so line breaking, number formatting and plural rules read the same locale.
public enum ICULocale {
    /// The ICU locale id to hand to ICU for `tag`: root (`""`) when ICU does not know the tag's
    /// language, so that every ICU service falls back the same way.
    public static func identifier(_ tag: String) -> String {
        canonical(tag) ?? ""
    }

    /// Whether ICU knows the language of `tag` (`ru`, `pt-BR`; not `Localizable`, not `Base`).
    public static func isKnownLanguage(_ tag: String) -> Bool {
        canonical(tag) != nil
    }

    /// ICU's id for `tag`, or `nil` for a tag whose language ICU has no data for. Asked for every
    /// rendition, and ICU parses the tag each time, so the answers are kept.
    private static func canonical(_ tag: String) -> String? {
        if let known = answers.withLock({ $0[tag] }) { return known }
        let id = tag.isEmpty ? "" : ICULocaleNames.canonical(tag)
        let answer: String? = id.isEmpty ? nil : id
        answers.withLock { $0[tag] = answer }
        return answer
    }

    private static let answers = LockedValue<[String: String?]>([:])
}
