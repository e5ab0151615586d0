/// A subcommand of `fitcheck`: its name, help and options, and what it does.
struct Command: Sendable {
    /// `measure`
    var name: String
    /// One line for the list of commands.
    var summary: String
    /// The synopsis after `fitcheck <name>`, e.g. `TEXT --lang L --width PT [options]`.
    var usage: String
    /// Longer help printed after the options, if any.
    var discussion: String = ""
    var options: [OptionSpec]
    /// Runs the command on arguments already parsed against ``options``.
    var run: @Sendable (ParsedArguments) throws -> CommandOutcome

    /// The `--help` text.
    var help: String {
        var text = "\(summary)\n\nUsage: fitcheck \(name) \(usage)\n\nOptions:\n"
        let all = options + [.help, .version]
        let column = (all.map(\.synopsis.count).max() ?? 0) + 2
        for option in all {
            text += "  " + option.synopsis.padding(column) + option.help + "\n"
        }
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        return text
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(width - count, 0))
    }
}
