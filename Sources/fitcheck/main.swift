import Foundation
import FitCore

// The measure command waits for the Shaper (branch `shaping`); until it lands, it says so.
let dispatcher = Dispatcher(commands: [
    MeasureCommand.command(makeMeasurer: { _ in
        throw InputError("measure: the shaper is not built into this version yet")
    }),
])
let outcome = dispatcher.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.status)
