import Foundation
import FitCore

StandardStreams.reserve()
Interruption.install()
let dispatcher = Dispatcher(commands: [
    CheckCommand.command,
    MergeCommand.command,
    InitCommand.command,
    BudgetCommand.command,
    TryCommand.command,
    ApplyCommand.command,
    ServeCommand.command,
    SlotsCommand.command,
    // One shaper for the one text `measure` shapes: the bundled fonts, plus the user's `--font` file.
    MeasureCommand.command(makeMeasurer: { extraFonts, systemFonts in
        var configuration = try FontConfiguration.bundled()
        configuration.extraFonts += extraFonts
        configuration.useSystemFonts = systemFonts
        return TextMeasurer(shaper: Shaper(library: try FontLibrary(configuration)))
    }),
], defaultCommand: CheckCommand.command.name)
let outcome: CommandOutcome
do {
    outcome = dispatcher.run(try RawArguments.current())
} catch {
    outcome = .failure(error)
}
exit(StandardStreams.finish(outcome))
