/// One option a command accepts: `--name VALUE` (or `--name=VALUE`), or a flag `--name`.
struct OptionSpec: Sendable, Hashable {
    /// The long name, without the dashes.
    var name: String
    /// A one-letter alias (`-h`), if any.
    var short: Character?
    /// What the value is called in help (`PT`, `LANG`); nil for a flag, which takes no value.
    var valueName: String?
    /// True when the option may be given more than once (every value is kept, in order).
    var repeatable: Bool
    /// One line of help.
    var help: String

    init(_ name: String, short: Character? = nil, value: String? = nil, repeatable: Bool = false, help: String) {
        self.name = name
        self.short = short
        self.valueName = value
        self.repeatable = repeatable
        self.help = help
    }

    var takesValue: Bool { valueName != nil }

    /// `--name VALUE` / `-h, --help`, as shown in help.
    var synopsis: String {
        let long = "--\(name)" + (valueName.map { " \($0)" } ?? "")
        return short.map { "-\($0), \(long)" } ?? long
    }

    /// Every command understands these two.
    static let help = OptionSpec("help", short: "h", help: "Show this help.")
    static let version = OptionSpec("version", help: "Show the version (one line; `fitcheck --version --verbose` adds the fonts).")
}
