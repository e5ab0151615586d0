/// One concrete text a user can see: a key, in one language, along one variant path, with sample
/// arguments substituted. Every leaf of every variation is a rendition.
public struct Rendition: Sendable, Hashable, Codable {
    /// The catalog key.
    public var key: String
    /// The language the text is shown in (a BCP-47 tag as the catalog writes it, e.g. `pt-BR`).
    public var language: String
    /// Where in the variations this leaf sits: `""` for a plain string, `plural.few`,
    /// `device.iphone/plural.one`, `count:plural.other` (a substitution named `count`), or several
    /// joined with `/`.
    public var variant: String
    /// The text as shown, sample arguments substituted.
    public var text: String
    /// Whether this is a real translation, the fallback the platform shows instead, or a string that
    /// is not meant to be translated.
    public var status: RenditionStatus
    /// The catalog state of the leaf (`translated`, `needs_review`, `stale`, `new`, `""`), if any.
    public var state: String?
    /// The sample arguments substituted into the text, in argument order, as formatted.
    public var samples: [String]
    /// The device variant this leaf belongs to (`iphone`, `ipad`, `mac`, `other`, …), if any.
    public var device: String?
    /// The width-variation key (`"20"` → 20) this leaf belongs to, if any.
    public var widthVariant: Int?
    /// The catalog file and the 1-based line where the key stands.
    public var file: String
    public var line: Int
    /// The translator comment, if any.
    public var comment: String?
    /// The entry's `extractionState` (`stale` marks a key no longer in code), if any.
    public var extractionState: String?
    /// Set when the translation's format specifiers differ from the source's: the text is then the
    /// translation as written, and it is reported as `formatMismatch`, never measured.
    public var formatMismatch: FormatMismatch?
    /// The language whose translation a regional language shows because it has none of its own (`en`
    /// for `en-GB`, `es-419` for `es-MX`), as the platform falls back; nil for its own text.
    public var inheritedFrom: String?

    public init(key: String, language: String, variant: String, text: String, status: RenditionStatus,
                state: String? = nil, samples: [String] = [], device: String? = nil, widthVariant: Int? = nil,
                file: String, line: Int, comment: String? = nil, extractionState: String? = nil,
                formatMismatch: FormatMismatch? = nil, inheritedFrom: String? = nil) {
        self.key = key
        self.language = language
        self.variant = variant
        self.text = text
        self.status = status
        self.state = state
        self.samples = samples
        self.device = device
        self.widthVariant = widthVariant
        self.file = file
        self.line = line
        self.comment = comment
        self.extractionState = extractionState
        self.formatMismatch = formatMismatch
        self.inheritedFrom = inheritedFrom
    }
}

/// Whether a rendition's text is a translation.
public enum RenditionStatus: String, Sendable, Hashable, Codable {
    /// A non-empty value whose state is not `new` (also `needs_review` and `stale`: users see those).
    case translated
    /// No usable translation: the text is what the platform shows instead (the source text, or the key).
    case untranslated
    /// `shouldTranslate: false`: the source text in every language, by design.
    case notTranslatable
    /// The language's table file cannot be read on the device: the text is what the device shows
    /// instead (the Base nib's text, the Info.plist value, the default value the code passes, or the
    /// key). Reported under the table's `unreadableTable` finding, not as untranslated.
    case unreadableTable
}
