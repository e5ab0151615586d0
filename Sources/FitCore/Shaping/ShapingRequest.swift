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
    /// Stretches of `text` drawn bold, italic or monospaced (Markdown: ``StyledText/shapingRuns``),
    /// each shaped in ``FontChoice/styled(_:)`` of `font`; empty for a text in one style.
    public var styles: [StyleRun]

    public init(text: String, language: String, font: FontChoice = FontChoice(), opticalSize: Double? = nil,
                styles: [StyleRun] = []) {
        self.text = text
        self.language = language
        self.font = font
        self.opticalSize = opticalSize
        self.styles = styles
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
    /// Monospaced, as SwiftUI draws Markdown code: the default set's monospaced face first
    /// (``DefaultFontSet/monospace``), then the chain as usual for what it lacks.
    public var monospaced: Bool

    public init(weight: FontWeight = .regular, italic: Bool = false, file: String? = nil, family: String? = nil,
                monospaced: Bool = false) {
        self.weight = weight
        self.italic = italic
        self.file = file
        self.family = family
        self.monospaced = monospaced
    }

    /// This choice inside an inline style, as SwiftUI draws Markdown: strong at the bold weight (or the
    /// choice's own when heavier: a semibold headline's `**…**` is bold, a black one stays black),
    /// emphasis italic, code monospaced at the same weight.
    public func styled(_ style: InlineStyle) -> FontChoice {
        var choice = self
        if style.contains(.strong) { choice.weight = FontWeight(rawValue: max(weight.rawValue, FontWeight.bold.rawValue)) }
        if style.contains(.emphasis) { choice.italic = true }
        if style.contains(.code) { choice.monospaced = true }
        return choice
    }
}
