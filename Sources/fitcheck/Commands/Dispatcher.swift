import FitCore

/// Picks the subcommand from the first argument, parses the rest, and runs it.
struct Dispatcher: Sendable {
    static let version = "fitcheck 0.1.0"

    var commands: [Command]
    /// The command run when the arguments start with an option or are empty (`fitcheck --lang hi`).
    var defaultCommand: String? = nil

    /// Runs `arguments` (without the program name). Never throws: bad input becomes status 2 with
    /// one line on standard error.
    func run(_ arguments: [String]) -> CommandOutcome {
        switch arguments.first {
        case "help" where arguments.count > 1:
            // `fitcheck help check` is `fitcheck check --help`.
            guard let command = commands.first(where: { $0.name == arguments[1] }) else {
                return .failure(InputError("unknown command \(quoted: arguments[1]) (commands: \(commands.map(\.name).joined(separator: ", ")))"))
            }
            return CommandOutcome(status: CommandOutcome.success, standardOutput: command.help)
        case "--help", "-h", "help":
            return CommandOutcome(status: CommandOutcome.success, standardOutput: usage)
        case "--version" where arguments.count == 1:
            return CommandOutcome(status: CommandOutcome.success, standardOutput: Self.version + "\n")
        case _ where arguments.count == 2 && Set(arguments) == ["--version", "--verbose"]:
            return CommandOutcome(status: CommandOutcome.success, standardOutput: VersionInfo.text())
        default:
            break
        }
        // No command name (nothing, or an option first): the default command, the matrix run.
        var arguments = arguments
        if arguments.first.map({ $0.hasPrefix("-") }) ?? true, let name = defaultCommand {
            arguments.insert(name, at: 0)
        }
        guard let first = arguments.first else {
            return CommandOutcome(status: CommandOutcome.badInput, standardError: usage)
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            let names = commands.map(\.name).joined(separator: ", ")
            return .failure(InputError("unknown command \(quoted: first) (commands: \(names))"))
        }
        do {
            let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), options: command.options,
                                                  command: "fitcheck \(command.name)")
            if parsed.flag("help") { return CommandOutcome(status: CommandOutcome.success, standardOutput: command.help) }
            if parsed.flag("version") { return CommandOutcome(status: CommandOutcome.success, standardOutput: Self.version + "\n") }
            return try command.run(parsed)
        } catch {
            return .failure(error)
        }
    }

    /// The top-level help: the commands, one line each.
    var usage: String {
        var text = "fitcheck — does every string fit its space, in every language and text size?\n\n"
        text += "Usage: fitcheck <command> [options]   (fitcheck <command> --help for more)\n\nCommands:\n"
        let column = (commands.map(\.name.count).max() ?? 0) + 2
        for command in commands { text += "  " + command.name.padding(column) + command.summary + "\n" }
        return text
    }
}
