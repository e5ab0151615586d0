import CHarfBuzz

/// The Unicode character properties HarfBuzz shapes by (its default `hb_unicode_funcs_t`, which
/// lives as long as the process): a character's script, and whether it is a mark or a format
/// character.
struct HarfBuzzUnicode: @unchecked Sendable {
    private let functions: OpaquePointer

    init() {
        functions = hb_unicode_funcs_get_default()
    }

    /// The ISO 15924 tag of `scalar`'s script as HarfBuzz spells it (`Latn`, `Deva`; `Zyyy` for
    /// common characters, `Zinh` for inherited ones). The corresponding C function is `hb_unicode_script`.
    func script(of scalar: UInt32) -> UInt32 {
        hb_unicode_script(functions, scalar).rawValue
    }

    /// What the word cache asks of a character's general category.
    enum Category {
        /// Mn, Mc or Me: a combining mark, which HarfBuzz attaches to the character before it.
        case mark
        /// Cf: a format character (joiners, directional marks).
        case format
        case other
    }

    /// `scalar`'s general category, as ``Category`` groups it. The corresponding C function is
    /// `hb_unicode_general_category`.
    func category(of scalar: UInt32) -> Category {
        switch hb_unicode_general_category(functions, scalar) {
        case HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK, HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK,
             HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK: return .mark
        case HB_UNICODE_GENERAL_CATEGORY_FORMAT: return .format
        default: return .other
        }
    }
}
