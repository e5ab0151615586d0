import Testing
import FitCore
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

    /// Exit 2 says "fix your input", exit 3 "fitcheck itself failed": a FreeType that cannot start is
    /// not the catalog's fault.
    @Test func anInternalFailureExitsThreeAndBadInputTwo() {
        func failing(_ error: any Error & Sendable) -> Dispatcher {
            let command = Command(name: "fail", summary: "fails", usage: "", options: [], run: { _ in throw error })
            return Dispatcher(commands: [command], defaultCommand: "fail")
        }
        let internalFailure = failing(InternalError("FreeType failed to initialise")).run(["fail"])
        #expect(internalFailure.status == 3)
        #expect(internalFailure.standardError == "fitcheck: internal error: FreeType failed to initialise\n")
        let badInput = failing(InputError(file: "a.xcstrings", line: 3, "expected a string")).run(["fail"])
        #expect(badInput.status == 2)
        #expect(badInput.standardError == "fitcheck: a.xcstrings:3: expected a string\n")
    }
}
