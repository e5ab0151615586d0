/// Language tags given on the command line or in a matrix, checked against what ICU knows.
public enum Language {
    /// Returns `tag` unchanged when it is a well-formed BCP-47 tag for a language ICU knows
    /// (`de`, `pt-BR`, `zh-Hans`); throws an ``InputError`` naming it otherwise.
    public static func validate(_ tag: String) throws -> String {
        guard ICULocale.isKnownLanguage(tag) else { throw InputError(unknownMessage(tag)) }
        return tag
    }

    /// The one wording for a language fitcheck does not know; callers prefix where it was written.
    public static func unknownMessage(_ tag: String) -> String {
        "unknown language '\(tag)' (a BCP-47 tag such as de, pt-BR, hi)"
    }
}
