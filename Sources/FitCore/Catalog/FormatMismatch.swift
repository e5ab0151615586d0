/// A translation whose format specifiers differ from its source's: an argument dropped or added, a
/// different kind of value (`%@` where the source has `%lld`), or a conversion the source does not
/// have (`% p` in Catalan `% publicacions`, read as a pointer). On a device `String(format:)` then
/// prints garbage or crashes, so such a text is reported, never measured with made-up samples.
public struct FormatMismatch: Sendable, Hashable, Codable {
    /// The source's specifiers as written, each once, in the order first met.
    public var source: [String]
    /// The translation's specifiers as written, each once, in text order.
    public var translation: [String]

    public init(source: [String], translation: [String]) {
        self.source = source
        self.translation = translation
    }

    /// `specifiers % p differ from the source's %@` (`none` for an empty list).
    public var description: String {
        func list(_ specifiers: [String]) -> String { specifiers.isEmpty ? "none" : specifiers.joined(separator: " ") }
        return "specifiers \(list(translation)) differ from the source's \(list(source))"
    }
}
