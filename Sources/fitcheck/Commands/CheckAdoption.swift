import Foundation
import FitCore

/// The check command's options for adopting fitcheck in an existing app: a baseline of known
/// failures, measuring only keys changed since a git revision, and the user's own fonts.
enum CheckAdoption {
    static let options: [OptionSpec] = [
        OptionSpec("baseline", value: "FILE", help: "Fail only on findings this baseline does not list, or that got worse."),
        OptionSpec("update-baseline", value: "FILE",
                   help: "Record the findings into FILE (kept: entries this run did not measure); exit 0."),
        OptionSpec("changed-since", value: "REV",
                   help: "Measure only keys whose text differs from the catalogs at git revision REV."),
        fontsOption,
        systemFontsOption,
    ]

    /// `--fonts PATH` and `--system-fonts`, shared with the budget and try commands.
    static let fontsOption = OptionSpec("fonts", value: "PATH", repeatable: true,
                                        help: "A font file or folder to load besides the default fonts (repeatable; e.g. SF Pro).")
    static let systemFontsOption = OptionSpec("system-fonts",
                                              help: "Also use the fonts installed on this machine (e.g. CJK from fonts-noto-cjk).")

    /// Option combinations that cannot work, refused before anything is measured.
    static func validate(_ parsed: ParsedArguments) throws {
        if parsed.value("baseline") != nil && parsed.value("update-baseline") != nil {
            throw InputError("give --baseline or --update-baseline, not both (--update-baseline also applies the file it writes)")
        }
        if parsed.value("update-baseline") != nil && parsed.value("shard") != nil {
            throw InputError("--update-baseline records a whole run: run it without --shard")
        }
    }

    /// The fonts to load: the default folder, the `--fonts` paths, and the font files the matrix names.
    static func fontConfiguration(_ parsed: ParsedArguments, matrix: Matrix) throws -> FontConfiguration {
        var configuration = try FontConfiguration.bundled()
        let matrixFiles = try CheckInputs.matrixFontFiles(matrix)   // each checked to exist, named at its field
        configuration.extraFonts += parsed.all("fonts") + matrixFiles
        configuration.useSystemFonts = parsed.flag("system-fonts")
        return configuration
    }

    /// The report with the baseline applied (`--baseline`), or the baseline rewritten from it and then
    /// applied (`--update-baseline`); a line for standard error saying what was done.
    /// - Parameter loaded: the baseline file as read before measuring (``loadBaseline(_:)``).
    static func applyBaseline(_ parsed: ParsedArguments, to report: RunReport, loaded: Baseline?) throws -> (RunReport, String) {
        if let path = parsed.value("update-baseline") {
            let previous = loaded ?? Baseline(entries: [])
            let baseline = previous.updated(by: report, path: path)
            try baseline.write(to: path)
            let note = "fitcheck: baseline \(path): \(baseline.entries.count) findings recorded "
                + "(\(report.summary.findings) from this run, \(previous.entries.count) before)\n"
            return (report.applying(baseline, path: path), note)
        }
        if let path = parsed.value("baseline"), let loaded {
            return (report.applying(loaded, path: path), "")
        }
        return (report, "")
    }

    /// Reads the `--baseline` file (or the existing `--update-baseline` file) and checks that an
    /// `--update-baseline` file can be written — before anything is measured, so that a bad path costs
    /// no run and leaves the picture folder alone.
    static func loadBaseline(_ parsed: ParsedArguments) throws -> Baseline? {
        if let path = parsed.value("update-baseline") {
            try AtomicFile.checkFolder(of: path)
            return FileManager.default.fileExists(atPath: path) ? try Baseline.load(path: path) : nil
        }
        return try parsed.value("baseline").map { try Baseline.load(path: $0) }
    }
}
