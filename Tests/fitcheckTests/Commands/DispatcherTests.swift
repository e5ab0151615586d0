import Testing
@testable import fitcheck

/// `fitcheck help COMMAND` is the command's own help; every option a command takes is in its usage line.
@Suite struct DispatcherTests {
    static let commands = [CheckCommand.command, MergeCommand.command, InitCommand.command, BudgetCommand.command,
                           TryCommand.command]
    static let dispatcher = Dispatcher(commands: commands, defaultCommand: "check")

    @Test func helpWithACommandNameIsThatCommandsHelp() {
        let outcome = Self.dispatcher.run(["help", "check"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == CheckCommand.command.help)
        // The twin: plain `help` lists the commands instead.
        #expect(Self.dispatcher.run(["help"]).standardOutput != CheckCommand.command.help)
        #expect(Self.dispatcher.run(["help", "nope"]).status == 2)
    }

    @Test(arguments: commands)
    func theUsageLineNamesEveryOption(_ command: Command) {
        for option in command.options {
            #expect(command.usage.contains("--" + option.name), "\(command.name): --\(option.name) missing from usage")
        }
    }
}
