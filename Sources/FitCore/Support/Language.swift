/// Language tags given on the command line or in a matrix, checked against what ICU knows.
public enum Language {
    /// Returns `tag` unchanged when it is a well-formed BCP-47 tag for a language ICU knows
    /// (`de`, `pt-BR`, `zh-Hans`); throws an ``InputError`` naming it otherwise.
    public static func validate(_ tag: String) throws -> String {
        guard LocaleNumbers.isKnownLanguage(tag) else {
            throw InputError("unknown language '\(tag)' (expected a BCP-47 tag such as de, pt-BR, hi)")
        }
        return tag
    }
}
