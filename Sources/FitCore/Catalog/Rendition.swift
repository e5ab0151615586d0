/// One concrete text a user can see: a key, in one language, along one variant path, with sample
/// arguments substituted. Every leaf of every variation is a rendition.
///
/// A value like any other; its fields sit in one shared box, copied on write. A rendition passes from
/// stage to stage (expansion, the run's plan, measuring, the report), and Swift copies it at calls it
/// cannot prove safe: one reference count per copy instead of a dozen.
public struct Rendition: Sendable, Hashable, Codable {
    private var fields: Fields

    /// The catalog key.
    public var key: String {
        get { fields.key }
        set { uniqueFields().key = newValue }
    }
    /// The language the text is shown in (a BCP-47 tag as the catalog writes it, e.g. `pt-BR`).
    public var language: String {
        get { fields.language }
        set { uniqueFields().language = newValue }
    }
    /// Where in the variations this leaf sits: `""` for a plain string, `plural.few`,
    /// `device.iphone/plural.one`, `count:plural.other` (a substitution named `count`), or several
    /// joined with `/`.
    public var variant: String {
        get { fields.variant }
        set { uniqueFields().variant = newValue }
    }
    /// The text as shown, sample arguments substituted.
    public var text: String {
        get { fields.text }
        set { uniqueFields().text = newValue }
    }
    /// Whether this is a real translation, the fallback the platform shows instead, or a string that
    /// is not meant to be translated.
    public var status: RenditionStatus {
        get { fields.status }
        set { uniqueFields().status = newValue }
    }
    /// The catalog state of the leaf (`translated`, `needs_review`, `stale`, `new`, `""`), if any.
    public var state: String? {
        get { fields.state }
        set { uniqueFields().state = newValue }
    }
    /// The sample arguments substituted into the text, in argument order, as formatted.
    public var samples: [String] {
        get { fields.samples }
        set { uniqueFields().samples = newValue }
    }
    /// The device variant this leaf belongs to (`iphone`, `ipad`, `mac`, `other`, …), if any.
    public var device: String? {
        get { fields.device }
        set { uniqueFields().device = newValue }
    }
    /// The width-variation key (`"20"` → 20) this leaf belongs to, if any.
    public var widthVariant: Int? {
        get { fields.widthVariant }
        set { uniqueFields().widthVariant = newValue }
    }
    /// The catalog file and the 1-based line where the key stands.
    public var file: String {
        get { fields.file }
        set { uniqueFields().file = newValue }
    }
    public var line: Int {
        get { fields.line }
        set { uniqueFields().line = newValue }
    }
    /// The translator comment, if any.
    public var comment: String? {
        get { fields.comment }
        set { uniqueFields().comment = newValue }
    }
    /// The entry's `extractionState` (`stale` marks a key no longer in code), if any.
    public var extractionState: String? {
        get { fields.extractionState }
        set { uniqueFields().extractionState = newValue }
    }

    public init(key: String, language: String, variant: String, text: String, status: RenditionStatus,
                state: String? = nil, samples: [String] = [], device: String? = nil, widthVariant: Int? = nil,
                file: String, line: Int, comment: String? = nil, extractionState: String? = nil) {
        fields = Fields(key: key, language: language, variant: variant, text: text, status: status, state: state,
                        samples: samples, device: device, widthVariant: widthVariant, file: file, line: line,
                        comment: comment, extractionState: extractionState)
    }

    private mutating func uniqueFields() -> Fields {
        if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
        return fields
    }

    /// Changed only through `uniqueFields()`, when no other rendition shares it: so it is never
    /// written while another thread reads it.
    private final class Fields: @unchecked Sendable {
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

        init(key: String, language: String, variant: String, text: String, status: RenditionStatus, state: String?,
             samples: [String], device: String?, widthVariant: Int?, file: String, line: Int, comment: String?,
             extractionState: String?) {
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
        }

        func copy() -> Fields {
            Fields(key: key, language: language, variant: variant, text: text, status: status, state: state,
                   samples: samples, device: device, widthVariant: widthVariant, file: file, line: line,
                   comment: comment, extractionState: extractionState)
        }
    }

    // Equality, hashing and coding over the fields, as the compiler wrote them when they were stored here.

    public static func == (a: Rendition, b: Rendition) -> Bool {
        a.fields === b.fields || (a.key == b.key
            && a.language == b.language
            && a.variant == b.variant
            && a.text == b.text
            && a.status == b.status
            && a.state == b.state
            && a.samples == b.samples
            && a.device == b.device
            && a.widthVariant == b.widthVariant
            && a.file == b.file
            && a.line == b.line
            && a.comment == b.comment
            && a.extractionState == b.extractionState)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(language)
        hasher.combine(variant)
        hasher.combine(text)
        hasher.combine(status)
        hasher.combine(state)
        hasher.combine(samples)
        hasher.combine(device)
        hasher.combine(widthVariant)
        hasher.combine(file)
        hasher.combine(line)
        hasher.combine(comment)
        hasher.combine(extractionState)
    }

    private enum CodingKeys: String, CodingKey {
        case key, language, variant, text, status, state, samples, device, widthVariant, file, line, comment, extractionState
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(key: try container.decode(String.self, forKey: .key),
                  language: try container.decode(String.self, forKey: .language),
                  variant: try container.decode(String.self, forKey: .variant),
                  text: try container.decode(String.self, forKey: .text),
                  status: try container.decode(RenditionStatus.self, forKey: .status),
                  state: try container.decodeIfPresent(String.self, forKey: .state),
                  samples: try container.decode([String].self, forKey: .samples),
                  device: try container.decodeIfPresent(String.self, forKey: .device),
                  widthVariant: try container.decodeIfPresent(Int.self, forKey: .widthVariant),
                  file: try container.decode(String.self, forKey: .file),
                  line: try container.decode(Int.self, forKey: .line),
                  comment: try container.decodeIfPresent(String.self, forKey: .comment),
                  extractionState: try container.decodeIfPresent(String.self, forKey: .extractionState))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(language, forKey: .language)
        try container.encode(variant, forKey: .variant)
        try container.encode(text, forKey: .text)
        try container.encode(status, forKey: .status)
        try container.encodeIfPresent(state, forKey: .state)
        try container.encode(samples, forKey: .samples)
        try container.encodeIfPresent(device, forKey: .device)
        try container.encodeIfPresent(widthVariant, forKey: .widthVariant)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encodeIfPresent(comment, forKey: .comment)
        try container.encodeIfPresent(extractionState, forKey: .extractionState)
    }
}

extension Rendition: CustomReflectable {
    /// The fields, as a struct of stored properties shows them (in test failures, `dump`, the debugger).
    public var customMirror: Mirror {
        Mirror(self, children: [
            "key": key, "language": language, "variant": variant, "text": text, "status": status, "state": state as Any,
            "samples": samples, "device": device as Any, "widthVariant": widthVariant as Any, "file": file, "line": line,
            "comment": comment as Any, "extractionState": extractionState as Any,
        ], displayStyle: .struct)
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
