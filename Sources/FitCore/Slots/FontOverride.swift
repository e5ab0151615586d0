/// A matrix's font choice for one language, on top of the slot's: a family, a font file, or a weight.
public struct FontOverride: Sendable, Hashable {
    /// A family name to prefer, resolved through fontconfig among the configured fonts.
    public var family: String?
    /// A font file to use first, resolved against the matrix file's folder.
    public var file: String?
    /// A weight to use instead of the slot's (some scripts read better a step lighter or heavier).
    public var weight: FontWeight?

    public init(family: String? = nil, file: String? = nil, weight: FontWeight? = nil) {
        self.family = family
        self.file = file
        self.weight = weight
    }

    /// `choice` with this override's fields put in.
    public func applied(to choice: FontChoice) -> FontChoice {
        var result = choice
        if let family { result.family = family }
        if let file { result.file = file }
        if let weight { result.weight = weight }
        return result
    }
}
