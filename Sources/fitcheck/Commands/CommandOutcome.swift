import FitCore

/// What a command produced: text for standard output and standard error, and the exit status.
struct CommandOutcome: Sendable, Equatable {
    /// One of the statuses below.
    var status: Int32
    var standardOutput: String = ""
    var standardError: String = ""
    /// The files the command wrote that a user must hear of even when standard output fails (the
    /// catalogs `apply` wrote).
    var filesWritten: [String] = []

    /// The command did its job: a check or trial found nothing that does not fit; init, budget,
    /// merge and slots wrote what they were asked for.
    static let success: Int32 = 0
    /// Something does not fit (or nothing was measured).
    static let doesNotFit: Int32 = 1
    /// Bad input or configuration (``InputError``, and any error that is not an ``InternalError``).
    static let badInput: Int32 = 2
    /// fitcheck itself, or a native library it calls, failed (``InternalError``).
    static let internalFailure: Int32 = 3
    /// The files are written but the run could not say so: standard output could not be written
    /// (a full disk, a closed descriptor), or `apply` was interrupted after writing a catalog.
    static let outputFailed: Int32 = 4

    /// A command that stopped on `error`: one line on standard error, `fitcheck: message` (whatever
    /// the error quotes, its control characters escaped: ``MessageQuote/oneLine(_:)``), and the status
    /// that says whose fault it is.
    static func failure(_ error: Error) -> CommandOutcome {
        let status = error is InternalError ? internalFailure : badInput
        return CommandOutcome(status: status, standardError: "fitcheck: \(MessageQuote.oneLine("\(error)"))\n")
    }
}
