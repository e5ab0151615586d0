import FitCore

/// What a command produced: text for standard output and standard error, and the exit status.
struct CommandOutcome: Sendable, Equatable {
    /// 0 everything fits, 1 something does not fit, 2 bad input.
    var status: Int32
    var standardOutput: String = ""
    var standardError: String = ""

    static let fits: Int32 = 0
    static let doesNotFit: Int32 = 1
    static let badInput: Int32 = 2

    /// Bad input: one line on standard error, `fitcheck: message`.
    static func badInput(_ error: Error) -> CommandOutcome {
        let message = (error as? InputError)?.description ?? "\(error)"
        return CommandOutcome(status: badInput, standardError: "fitcheck: \(message)\n")
    }
}
