import Foundation
import FitCore

/// `fitcheck try --key KEY --lang L "candidate"`: how a candidate translation fits across the matrix
/// for that key, quick enough for a translation agent to call in a loop.
enum TryCommand {
    static let options: [OptionSpec] = [
        OptionSpec("key", value: "KEY", help: "The catalog key, exactly. Required."),
        OptionSpec("lang", value: "LANG", help: "The language of the candidate. Required."),
        OptionSpec("json", help: "Print one JSON object instead of text."),
        MatrixArgument.option,
        MatrixArgument.fontsOption,
        MatrixArgument.systemFontsOption,
        MatrixArgument.catalogOption,
        MatrixArgument.slotsOption,
    ]

    static let command = Command(
        name: "try",
        summary: "Try a candidate translation: the worst cell, the headroom and the verdict across the matrix.",
        usage: "--key KEY --lang LANG \"CANDIDATE\" [--json] [--matrix PATH] [--catalog PATH]… [--slots FILE] [--fonts PATH]… [--system-fonts]",
        discussion: """
            Format arguments (%@, %lld) are filled with the matrix's samples, as for the catalog's text.
            A candidate whose specifiers differ from the source's is a format mismatch, not measured (exit 1).
            A candidate that does not fit says at which widths and sizes it fails.
            Exit status: 0 fits every cell, 1 does not fit somewhere (or a format mismatch), 2 bad input, 3 fitcheck itself failed.
            """,
        options: options,
        run: { parsed in try run(parsed) })

    static func run(_ parsed: ParsedArguments) throws -> CommandOutcome {
        guard let key = parsed.value("key") else { throw InputError("try: --key KEY is required") }
        guard let language = parsed.value("lang") else { throw InputError("try: --lang LANG is required") }
        guard parsed.positionals.count == 1, let candidate = parsed.positionals.first else {
            throw InputError("try: give the candidate text as one argument (quote it), got \(parsed.positionals.count)")
        }
        let catalogs = parsed.all("catalog")
        var matrix = try MatrixArgument.load(parsed)
        let fonts = try MatrixArgument.fontsMeasuring(parsed, matrix: &matrix)
        var selection = RunSelection(catalogs: catalogs.isEmpty ? nil : catalogs)
        selection.slotsFile = parsed.value("slots")
        let run = BudgetRun(matrix: matrix, selection: selection, fonts: fonts)
        let trial: CandidateTrial
        do {
            trial = try run.trial(key: key, language: language, candidate: candidate).withPaths(ReportPaths(matrixFile: matrix.file))
        } catch let mismatch as CandidateFormatMismatch {
            return CommandOutcome(status: CommandOutcome.doesNotFit,
                                  standardOutput: parsed.flag("json") ? mismatch.json : mismatch.text)
        }
        let status = trial.fits ? CommandOutcome.success : CommandOutcome.doesNotFit
        return CommandOutcome(status: status, standardOutput: parsed.flag("json") ? CandidateTrialWriter.json(trial) : CandidateTrialWriter.text(trial))
    }
}
