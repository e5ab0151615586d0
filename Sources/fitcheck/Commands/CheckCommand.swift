import Foundation
import FitCore

/// `fitcheck [options]`: the main job. Every rendition of the catalogs at every width, text size and
/// language of the matrix, a verdict per cell, reports, and a picture of each failing cell.
enum CheckCommand {
    static let options: [OptionSpec] = [
        MatrixArgument.option,
        MatrixArgument.catalogOption,
        MatrixArgument.slotsOption,
        OptionSpec("width", value: "PT", repeatable: true, help: "Only these screen widths, in points (repeatable)."),
        MatrixArgument.languageOption,
        OptionSpec("size", value: "CAT", repeatable: true, help: "Only these text sizes, xS…AX5 (repeatable)."),
        MatrixArgument.keyOption,
        MatrixArgument.excludeOption,
        CheckInputs.verdictOption,
        CheckInputs.levelOption,
        OptionSpec("report", value: "FORMAT[:PATH]", repeatable: true,
                   help: "text, json, junit, sarif, github or xcode; to PATH or standard output (repeatable; default text)."),
        OptionSpec("json", help: "The JSON report on standard output (the same as --report json)."),
        OptionSpec("png-dir", value: "DIR", help: "Where the report page and its pictures go (default: .fitcheck/report)."),
        OptionSpec("images", value: "MODE", help: "Pictures of failures: findings (one per finding, the default), all (every failing cell) or none."),
        OptionSpec("max-images", value: "N", help: "At most N pictures, the most severe first (default: 300)."),
        OptionSpec("no-images", help: "Write no pictures and no report page (the same as --images none)."),
        OptionSpec("png-scale", value: "N", help: "Pixels per point in failure pictures, 1–4 (default: 2)."),
        OptionSpec("cells", help: "The JSON report also lists every failing cell (failures[]), not only the findings."),
        OptionSpec("include-stale", help: "Also measure stale entries (extractionState stale: no longer in the code)."),
        OptionSpec("jobs", value: "N", help: "Worker threads (default: every core)."),
        OptionSpec("shard", value: "I/N", help: "Measure the I-th of N parts (for CI job matrices; see merge)."),
    ] + CheckAdoption.options

    static let command = Command(
        name: "check",
        summary: "Measure the matrix: every string, language, width and text size (the default command).",
        usage: "[--matrix PATH] [--catalog PATH]… [--slots FILE] [--width PT]… [--lang L]… [--size CAT]… [--key GLOB]… [--exclude GLOB]… [--verdict V]… [--level L]… "
            + "[--report FORMAT[:PATH]]… [--json] [--png-dir DIR] [--images findings|all|none] [--max-images N] [--png-scale N] [--jobs N] [--shard I/N] [--baseline FILE | --update-baseline FILE] "
            + "[--changed-since REV] [--fonts PATH]… [--system-fonts] [--no-images] [--cells] [--include-stale]",
        discussion: """
            Exit status: 0 no finding fails the run, 1 one does (or nothing was measured), 2 bad input, 3 fitcheck itself failed.
            By default error-level findings fail the run; warnings (a language's untranslated keys) do not unless failOn lists them.
            --verdict and --level narrow the findings reported, and so the exit status: `--level error` leaves the warnings out.
            `fitcheck --width 300 --lang hi` measures Hindi at 300 pt with the rest of the matrix.
            Sample arguments unless the matrix's "samples" say otherwise: \(SampleValues.defaultsDescription).
            """,
        options: options,
        run: { parsed in try run(parsed) })

    static func run(_ parsed: ParsedArguments) throws -> CommandOutcome {
        if let stray = parsed.positionals.first {
            throw InputError("unexpected argument \(quoted: stray) (options start with --; see fitcheck --help)")
        }
        try CheckAdoption.validate(parsed)
        let (matrix, matrixNotes) = try MatrixArgument.resolve(parsed)
        let catalogs = parsed.all("catalog").isEmpty ? nil : parsed.all("catalog")
        var selection = try RunSelection(
            widths: parsed.all("width").isEmpty ? nil : parsed.all("width").map(CheckInputs.width),
            sizes: parsed.all("size").isEmpty ? nil : parsed.all("size").map(CheckInputs.size),
            languages: parsed.all("lang").isEmpty ? nil : parsed.all("lang"),
            keys: parsed.all("key").map(CheckInputs.keyPattern),
            catalogs: catalogs,
            shard: parsed.value("shard").map(CheckInputs.shard),
            jobs: parsed.integer("jobs", atLeast: 1, mustBe: "a whole number ≥ 1")
                ?? ProcessInfo.processInfo.activeProcessorCount,
            changedSince: parsed.value("changed-since"),
            includeStale: parsed.flag("include-stale"),
            exclude: parsed.all("exclude").map(CheckInputs.excludePattern))
        selection.findings = try CheckInputs.findingFilter(parsed)
        selection.slotsFile = parsed.value("slots")
        let outputs = try ReportOutput.requested(parsed.all("report"), json: parsed.flag("json"))
        // A report's folder is made now (a report that cannot be written is found now, not after the whole matrix was measured).
        for case let path? in outputs.map(\.path) { try AtomicFile.makeFolder(of: path) }
        var targets = OutputTargets()
        targets.reads(matrix, catalogs: catalogs)
        if let slots = parsed.value("slots") { targets.reads("--slots", slots) }
        if let baseline = parsed.value("baseline") { targets.reads("the baseline", baseline) }
        targets.writes(outputs)
        if let update = parsed.value("update-baseline") { targets.writes("--update-baseline \(update)", update) }
        if !parsed.flag("no-images") && parsed.value("images") != "none" {
            let page = ((parsed.value("png-dir") ?? FailureImageWriter.defaultDirectory) as NSString).appendingPathComponent("index.html")
            targets.writes("the report page \(page)", page)
        }
        try targets.check()
        let baseline = try CheckAdoption.loadBaseline(parsed)
        let fonts = try FontLibrary(CheckAdoption.fontConfiguration(parsed, matrix: matrix))
        // A family the app names is measured where it is loaded, else in the default fonts (said below).
        let (measured, familyNotes) = matrix.withFontFamilies(loaded: fonts.hasFamily)
        let run = MatrixRun(matrix: measured, selection: selection, fonts: fonts, toolVersion: Dispatcher.version)
        let pictures = try CheckInputs.pictureSelection(images: parsed.value("images"), noImages: parsed.flag("no-images"),
                                                        maxImages: parsed.value("max-images"))
        let scale = try parsed.number("png-scale", mustBe: "a number from 1 to 4", valid: { (1...4).contains($0) }) ?? 2
        let images = pictures.mode == .none ? nil
            : try FailureImageWriter(directory: parsed.value("png-dir") ?? FailureImageWriter.defaultDirectory,
                                     scale: scale, selection: pictures, library: fonts)
        let progress = ProgressLine.standardError()
        defer { progress?.finish() }
        let outcome: RunOutcome
        do {
            outcome = try run.run(images: images, progress: progress?.callback,
                                  keepingCells: parsed.flag("cells") || pictures.mode == .all)   // a picture per cell needs the cells
        } catch let nothing as NothingChanged {
            return CommandOutcome(status: CommandOutcome.success, standardOutput:
                "fitcheck: no key changed since \(nothing.revision): nothing to measure\n")
        }
        let (compared, baselineNote) = try CheckAdoption.applyBaseline(parsed, to: outcome.report, loaded: baseline)
        let paths = ReportPaths(matrixFile: matrix.file)
        let page = try images.flatMap { try PageReporter.write(compared, pictures: $0, paths: paths) }
        // Paths relative to the repository, so that reports read the same on every machine.
        var report = compared.withPaths(paths)
        if !parsed.flag("cells") { report.failures = nil }   // kept for the pictures only

        let standardOutput = try ReportOutput.writeAll(outputs, report, paths: paths, stepSummary: stepSummaryPath)
        // A default font that is not installed: said once, with the scripts it leaves unmeasured.
        let warnings = (matrixNotes + familyNotes).map { "fitcheck: \($0)\n" }.joined()
            + ([fonts.unavailableFontsWarning].compactMap { $0 } + outcome.warnings)
            .map { "fitcheck: warning: \($0)\n" }.joined()
        // A finding that fails the run (its verdict in failOn, or a coverage gate) sets the status.
        let status = report.exitStatus
        return CommandOutcome(status: status, standardOutput: standardOutput,
                              standardError: warnings + baselineNote + ReportOutput.filesOnlyNote(outputs, report, page: page))
    }

    /// The file GitHub Actions names for the step's Markdown summary, if any.
    static var stepSummaryPath: String? {
        ProcessInfo.processInfo.environment[GitHubStepSummary.environmentVariable]
    }

    /// The matrix a run uses: `--matrix`, else `./fitcheck.json`; `nil` when there is none.
    static func matrixPath(explicit: String?) -> String? {
        Matrix.locate(explicit: explicit, in: ".")
    }
}
