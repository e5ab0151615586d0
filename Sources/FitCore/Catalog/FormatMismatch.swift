/// A translation whose format specifiers differ from its source's: an argument dropped or added, a
/// different kind of value (`%@` where the source has `%lld`), or a conversion the source does not
/// have (`% p` in Catalan `% publicacions`, read as a pointer). On a device `String(format:)` then
/// prints garbage or crashes, so such a text is reported, never measured with made-up samples.
public struct FormatMismatch: Sendable, Hashable, Codable {
    /// The source's specifiers as written, each once, in the order first met.
    public var source: [String]
    /// The translation's specifiers as written, each once, in text order.
    public var translation: [String]
    /// The `%#@name@` references no substitution defines (`%#@missing@ Tage` with no `missing`): the
    /// device shows them as written. `nil` when every reference is defined.
    public var undefinedSubstitutions: [String]?

    public init(source: [String], translation: [String], undefinedSubstitutions: [String]? = nil) {
        self.source = source
        self.translation = translation
        self.undefinedSubstitutions = undefinedSubstitutions
    }

    /// `specifiers % p differ from the source's %@` (`none` for an empty list); `substitution
    /// `missing` not defined` for an undefined reference.
    public var description: String {
        if let undefined = undefinedSubstitutions, !undefined.isEmpty {
            let names = undefined.map { "`\($0)`" }.joined(separator: ", ")
            return (undefined.count == 1 ? "substitution \(names) not defined" : "substitutions \(names) not defined")
                + ": the device shows the reference as written"
        }
        func list(_ specifiers: [String]) -> String { specifiers.isEmpty ? "none" : specifiers.joined(separator: " ") }
        return "specifiers \(list(translation)) differ from the source's \(list(source))"
    }
}
