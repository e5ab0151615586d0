import Foundation
import FitCore

/// `fitcheck apply FIXES.jsonl`: the one command that writes the app's tables, and only what it is
/// given, each fix only when it is safe (``CatalogApply``).
enum ApplyCommand {
    static let options: [OptionSpec] = [
        OptionSpec("allow-overflow", help: "Write fixes that do not fit somewhere in the matrix too (never a format mismatch)."),
        OptionSpec("dry-run", help: "Write nothing: print the unified diff of what would be written, and exit as a real run would."),
        OptionSpec("json", help: "Print one JSON object: fixes, applied, written (wouldWrite in a dry run, with its diff), refused, unwritten, skipped."),
        MatrixArgument.option,
        MatrixArgument.fontsOption,
        MatrixArgument.systemFontsOption,
        MatrixArgument.catalogOption,
    ]

    static let command = Command(
        name: "apply",
        summary: "Write translations into the catalogs: compare-and-swap per fix, checked for fit and specifiers, all or nothing per catalog.",
        usage: "FIXES.jsonl|- [--allow-overflow] [--dry-run] [--json] [--matrix PATH] [--catalog PATH]… [--fonts PATH]… [--system-fonts]",
        discussion: """
            Input: JSON Lines, one fix per line: {"key", "language", "variant" (optional: plural.one,
            device.ipad, count:plural.other), "expected" (the value stored now, or null), "value",
            "state" (optional, default translated), "catalog" (optional, when the key is in several)}.
            Other members are ignored and rows with an empty "value" skipped, so a sheet written by
            `fitcheck budget --format jsonl` is input as it is, once filled in.
            A fix is refused when the stored value is not "expected", when its format specifiers differ
            from the source's, or when it does not fit somewhere in the matrix (unless --allow-overflow).
            One refused fix leaves its catalog unwritten; the other catalogs are written.
            Exit status: 0 every fix written, 1 some refused (each listed), 2 bad input, 3 fitcheck itself failed,
            4 written but not reported (standard output full or closed, or interrupted after a catalog was written).
            """,
        options: options,
        run: { parsed in try run(parsed) })

    static func run(_ parsed: ParsedArguments) throws -> CommandOutcome {
        guard parsed.positionals.count == 1, let input = parsed.positionals.first else {
            throw InputError("apply: give one file of fixes (JSON Lines), or - for standard input; got \(parsed.positionals.count)")
        }
        let data: Data
        if input == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            guard let read = FileManager.default.contents(atPath: input) else { throw InputError(file: input, "cannot read the fixes") }
            data = read
        }
        let (fixes, unfilled) = try CatalogFix.readLines(data, file: input == "-" ? "<stdin>" : input)
        let catalogs = parsed.all("catalog")
        var matrix = try MatrixArgument.load(parsed)
        let fonts = try MatrixArgument.fontsMeasuring(parsed, matrix: &matrix)
        let session = try BudgetSession(matrix: matrix, selection: RunSelection(catalogs: catalogs.isEmpty ? nil : catalogs),
                                        fonts: fonts)
        let apply = CatalogApply(session: session, allowOverflow: parsed.flag("allow-overflow"), dryRun: parsed.flag("dry-run"))
        Interruption.namesFilesWritten = !apply.dryRun
        let outcome = try apply.apply(fixes)
        let status = outcome.succeeded ? CommandOutcome.success : CommandOutcome.doesNotFit
        let warnings = outcome.warnings.map { "fitcheck: warning: \($0)\n" }.joined()
        if parsed.flag("json") {
            return CommandOutcome(status: status, standardOutput: ApplyReport.json(outcome, fixes: fixes.count, unfilled: unfilled,
                                                                                   dryRun: apply.dryRun),
                                  standardError: warnings, filesWritten: apply.dryRun ? [] : outcome.written)
        }
        let report = ApplyReport.text(outcome, fixes: fixes.count, unfilled: unfilled, dryRun: apply.dryRun)
        return apply.dryRun ? CommandOutcome(status: status, standardOutput: outcome.diff, standardError: report)
            : CommandOutcome(status: status, standardOutput: report, standardError: warnings, filesWritten: outcome.written)
    }
}

/// What `apply` says: the files written, every refusal, and a count.
enum ApplyReport {
    static func text(_ outcome: CatalogApply.Outcome, fixes: Int, unfilled: Int, dryRun: Bool) -> String {
        var out = ""
        for file in outcome.written { out += (dryRun ? "would write " : "wrote ") + file + "\n" }
        for rejection in outcome.rejected { out += "refused: \(rejection)\n" }
        for file in outcome.unwritten { out += "not written: \(file) (a fix for it was refused; all or nothing per catalog)\n" }
        out += "\(outcome.applied) of \(fixes) fix\(fixes == 1 ? "" : "es") \(dryRun ? "would be " : "")written"
        out += outcome.rejected.isEmpty ? "" : ", \(outcome.rejected.count) refused"
        out += unfilled > 0 ? "; \(unfilled) row\(unfilled == 1 ? "" : "s") with an empty value skipped" : ""
        return out + (dryRun ? " (dry run: nothing written)\n" : "\n")
    }

    /// `--json`: what ``text(_:fixes:unfilled:dryRun:)`` says, as one object. A dry run names the files
    /// it would write `wouldWrite` (never `written`) and carries its diff.
    static func json(_ outcome: CatalogApply.Outcome, fixes: Int, unfilled: Int, dryRun: Bool) -> String {
        struct Refused: Encodable { var fix, reason, message: String }
        struct Report: Encodable {
            var fixes, applied, skipped: Int
            var dryRun: Bool
            var written, wouldWrite: [String]?
            var diff: String?
            var refused: [Refused]
            var unwritten: [String]
        }
        return StableJSON.text(Report(
            fixes: fixes, applied: outcome.applied, skipped: unfilled, dryRun: dryRun,
            written: dryRun ? nil : outcome.written, wouldWrite: dryRun ? outcome.written : nil, diff: dryRun ? outcome.diff : nil,
            refused: outcome.rejected.map { Refused(fix: $0.fix.name, reason: $0.reason.rawValue, message: $0.message) },
            unwritten: outcome.unwritten))
    }
}
