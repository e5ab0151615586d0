/// Everything that affects shaping, and so the key of the shaping cache: shaping the same request
/// twice gives the same ``ShapedText``.
public struct ShapingRequest: Sendable, Hashable {
    /// The text to shape.
    public var text: String
    /// BCP-47 language tag (`de`, `pt-BR`, `hi`); sets HarfBuzz's language and ICU's break locale.
    public var language: String
    /// Which font to use.
    public var font: FontChoice
    /// Point size, only where a font has an `opsz` axis (otherwise `nil`, so one shaping serves all sizes).
    public var opticalSize: Double?

    public init(text: String, language: String, font: FontChoice = FontChoice(), opticalSize: Double? = nil) {
        self.text = text
        self.language = language
        self.font = font
        self.opticalSize = opticalSize
    }
}

/// A font choice: a weight and style from the configured families, or one font file.
public struct FontChoice: Sendable, Hashable, Codable {
    /// Weight on the OpenType scale; the nearest available face is used, and `wght` is set on
    /// variable fonts.
    public var weight: FontWeight
    public var italic: Bool
    /// A font file to use first (e.g. a user's copy of SF Pro); fallback fonts still cover the rest.
    public var file: String?
    /// A family name to prefer (e.g. "SF Pro"), resolved through fontconfig among the configured fonts.
    public var family: String?

    public init(weight: FontWeight = .regular, italic: Bool = false, file: String? = nil, family: String? = nil) {
        self.weight = weight
        self.italic = italic
        self.file = file
        self.family = family
    }
}
