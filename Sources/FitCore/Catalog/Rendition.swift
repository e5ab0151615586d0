/// One concrete text a user can see: a key, in one language, along one variant path, with sample
/// arguments substituted. Every leaf of every variation is a rendition.
///
/// A value like any other, whose fields sit in one box shared between copies (see `CopyOnWrite`): a
/// rendition passes from stage to stage, expansion to plan to measuring to the report.
public struct Rendition: Sendable, Hashable, Codable {
    /// The stored fields, one box shared between copies (see `CopyOnWrite`).
    private var fields: CopyOnWrite<Fields>

    /// The catalog key.
    public var key: String {
        get { fields.value.key }
        set { fields.value.key = newValue }
    }
    /// The language the text is shown in (a BCP-47 tag as the catalog writes it, e.g. `pt-BR`).
    public var language: String {
        get { fields.value.language }
        set { fields.value.language = newValue }
    }
    /// Where in the variations this leaf sits: `""` for a plain string, `plural.few`,
    /// `device.iphone/plural.one`, `count:plural.other` (a substitution named `count`), or several
    /// joined with `/`.
    public var variant: String {
        get { fields.value.variant }
        set { fields.value.variant = newValue }
    }
    /// The text as shown, sample arguments substituted.
    public var text: String {
        get { fields.value.text }
        set { fields.value.text = newValue }
    }
    /// Whether this is a real translation, the fallback the platform shows instead, or a string that
    /// is not meant to be translated.
    public var status: RenditionStatus {
        get { fields.value.status }
        set { fields.value.status = newValue }
    }
    /// The catalog state of the leaf (`translated`, `needs_review`, `stale`, `new`, `""`), if any.
    public var state: String? {
        get { fields.value.state }
        set { fields.value.state = newValue }
    }
    /// The sample arguments substituted into the text, in argument order, as formatted.
    public var samples: [String] {
        get { fields.value.samples }
        set { fields.value.samples = newValue }
    }
    /// The device variant this leaf belongs to (`iphone`, `ipad`, `mac`, `other`, …), if any.
    public var device: String? {
        get { fields.value.device }
        set { fields.value.device = newValue }
    }
    /// The width-variation key (`"20"` → 20) this leaf belongs to, if any.
    public var widthVariant: Int? {
        get { fields.value.widthVariant }
        set { fields.value.widthVariant = newValue }
    }
    /// The catalog file and the 1-based line where the key stands.
    public var file: String {
        get { fields.value.file }
        set { fields.value.file = newValue }
    }
    public var line: Int {
        get { fields.value.line }
        set { fields.value.line = newValue }
    }
    /// The translator comment, if any.
    public var comment: String? {
        get { fields.value.comment }
        set { fields.value.comment = newValue }
    }
    /// The entry's `extractionState` (`stale` marks a key no longer in code), if any.
    public var extractionState: String? {
        get { fields.value.extractionState }
        set { fields.value.extractionState = newValue }
    }

    /// Set when the translation's format specifiers differ from the source's: the text is then the
    /// translation as written, and it is reported as `formatMismatch`, never measured.
    public var formatMismatch: FormatMismatch? {
        get { fields.value.formatMismatch }
        set { fields.value.formatMismatch = newValue }
    }
    /// The language whose translation a regional language shows because it has none of its own (`en`
    /// for `en-GB`, `es-419` for `es-MX`), as the platform falls back; nil for its own text.
    public var inheritedFrom: String? {
        get { fields.value.inheritedFrom }
        set { fields.value.inheritedFrom = newValue }
    }

    public init(key: String, language: String, variant: String, text: String, status: RenditionStatus,
                state: String? = nil, samples: [String] = [], device: String? = nil, widthVariant: Int? = nil,
                file: String, line: Int, comment: String? = nil, extractionState: String? = nil,
                formatMismatch: FormatMismatch? = nil, inheritedFrom: String? = nil) {
        fields = CopyOnWrite(Fields(
            key: key, language: language, variant: variant, text: text, status: status, state: state, samples: samples,
            device: device, widthVariant: widthVariant, file: file, line: line, comment: comment,
            extractionState: extractionState, formatMismatch: formatMismatch, inheritedFrom: inheritedFrom))
    }

    /// What a rendition stores. Equality, hashing and coding are these fields', as the compiler writes them.
    private struct Fields: Sendable, Hashable, Codable {
        var key: String
        var language: String
        var variant: String
        var text: String
        var status: RenditionStatus
        var state: String?
        var samples: [String]
        var device: String?
        var widthVariant: Int?
        var file: String
        var line: Int
        var comment: String?
        var extractionState: String?
        var formatMismatch: FormatMismatch?
        var inheritedFrom: String?
    }

    public static func == (a: Rendition, b: Rendition) -> Bool { a.fields.value == b.fields.value }
    public func hash(into hasher: inout Hasher) { fields.value.hash(into: &hasher) }
    public init(from decoder: Decoder) throws { fields = CopyOnWrite(try Fields(from: decoder)) }
    public func encode(to encoder: Encoder) throws { try fields.value.encode(to: encoder) }
}

extension Rendition: CustomReflectable {
    /// The fields, as a struct of stored properties shows them (in test failures, `dump`, the debugger).
    public var customMirror: Mirror {
        Mirror(self, children: Mirror(reflecting: fields.value).children, displayStyle: .struct)
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
}
