import CICUShim

/// Language tags as ICU names locales (`uloc_*` behind the C shim).
enum ICULocaleNames {
    /// ICU's canonical id for `tag` (`pt-BR` → `pt_BR`), or `""` when ICU has no data for its language.
    static func canonical(_ tag: String) -> String {
        ICUTextOutput.read(capacity: 64) { fitcheck_icu_locale_canonical(tag, $0, $1) }
    }
}
