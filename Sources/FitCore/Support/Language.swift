import CICUShim

/// Language tags, checked against what ICU knows.
public enum Language {
    /// Returns `tag` unchanged when it is a well-formed BCP-47 tag for a language ICU knows
    /// (`de`, `pt-BR`, `zh-Hans`); throws an ``InputError`` naming it otherwise.
    public static func validate(_ tag: String) throws -> String {
        guard icuLocale(tag) != nil else {
            throw InputError("unknown language '\(tag)' (expected a BCP-47 tag such as de, pt-BR, hi)")
        }
        return tag
    }

    /// The ICU locale id for `tag` (`pt-BR` → `pt_BR`), or nil when ICU does not know the language.
    /// The corresponding C function is `fc_locale_canonical`.
    public static func icuLocale(_ tag: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 160)
        let length = Int(fc_locale_canonical(tag, &buffer, Int32(buffer.count)))
        guard length > 0, length < buffer.count else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
