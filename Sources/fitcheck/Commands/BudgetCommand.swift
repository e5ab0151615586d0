import Foundation
import FitCore

/// `fitcheck budget`: how much room each key has in each language, and how much of it the
/// translation uses, tightest first; as text, a flat CSV/JSON sheet, or an XLIFF copy with `maxwidth`.
enum BudgetCommand {
    static let options: [OptionSpec] = [
        MatrixArgument.option,
        MatrixArgument.fontsOption,
        MatrixArgument.systemFontsOption,
        MatrixArgument.catalogOption,
        MatrixArgument.slotsOption,
        MatrixArgument.languageOption,
        MatrixArgument.keyOption,
        MatrixArgument.excludeOption,
        OptionSpec("format", value: "FORMAT", help: "text, csv, json, jsonl (rows for fitcheck apply), md (a sheet per language) or xliff (default: text)."),
        OptionSpec("json", help: "The same as --format json."),
        OptionSpec("output", value: "PATH",
                   help: "Write here instead of standard output; a folder (an existing one, or PATH/, made) gets one sheet per language."),
    ]

    static let command = Command(
        name: "budget",
        summary: "Translator budgets: the room each key has at its tightest cell, and how much each translation uses.",
        usage: "[--lang L]… [--key GLOB]… [--exclude GLOB]… [--format text|csv|json|jsonl|md|xliff] [--json] [--output PATH] [--matrix PATH] [--catalog PATH]… [--slots FILE] [--fonts PATH]… [--system-fonts]",
        discussion: """
            Per key and language: the tightest cell (narrowest width, largest text size), the budget there
            (slot width × line limit), the width the source and the translation need, the share used,
            the headroom in points and (about) in characters, and the verdict. Tightest first.
            --format xliff writes a copy of the one --catalog .xliff with maxwidth and size-unit="point"
            on each trans-unit whose key has a line budget; nothing else changes.
            --format jsonl writes a row per stored string in fitcheck apply's input shape ("expected" the value
            stored now, "value" empty to fill in) with its room; --format md a table per language for reviewers.
            Exit status: 0 written, 2 bad input (a translation over budget is not an error here), 3 fitcheck itself failed.
            """,
        options: options,
        run: { parsed in try run(parsed) })

    enum Format: String, CaseIterable { case text, csv, json, jsonl, md, xliff }

    static func run(_ parsed: ParsedArguments) throws -> CommandOutcome {
        if let stray = parsed.positionals.first {
            throw InputError("unexpected argument \(quoted: stray) (options start with --; see fitcheck budget --help)")
        }
        if parsed.flag("json"), let other = parsed.value("format"), other != Format.json.rawValue {
            throw InputError("--json is --format json: give one of --json and --format \(other)")
        }
        let formatName = parsed.value("format") ?? (parsed.flag("json") ? Format.json.rawValue : Format.text.rawValue)
        guard let format = Format(rawValue: formatName) else {
            throw InputError("--format must be one of \(Format.allCases.map(\.rawValue).joined(separator: ", ")), got \(quoted: formatName)")
        }
        let catalogs = parsed.all("catalog")
        var selection = RunSelection(
            languages: parsed.all("lang").isEmpty ? nil : parsed.all("lang"),
            keys: try parsed.all("key").map(CheckInputs.keyPattern),
            catalogs: catalogs.isEmpty ? nil : catalogs,
            exclude: try parsed.all("exclude").map(CheckInputs.excludePattern))
        selection.slotsFile = parsed.value("slots")
        selection.newLanguages = true   // --lang de before any German exists: the room from the source text
        var matrix = try MatrixArgument.load(parsed)
        let output = parsed.value("output")
        if let output {
            var targets = OutputTargets()
            targets.reads(matrix, catalogs: catalogs.isEmpty ? nil : catalogs)
            if let slots = selection.slotsFile { targets.reads("--slots", slots) }
            targets.writes("--output \(output)", output)
            try targets.check()
        }

        if format == .xliff {
            guard catalogs.count == 1, let xliff = catalogs.first,
                  CatalogFormat.xliff.matches(xliff) else {
                throw InputError("--format xliff: name the one .xliff file to annotate with --catalog")
            }
            guard let data = FileManager.default.contents(atPath: xliff) else {
                throw InputError(file: xliff, "cannot read the XLIFF file")
            }
            let fonts = try MatrixArgument.fontsMeasuring(parsed, matrix: &matrix)
            let run = try BudgetRun(matrix: matrix, selection: selection, fonts: fonts).measuringCodeSlots()
            let annotated = try XLIFFBudgetWriter.annotate(data, file: xliff, maxWidth: run.maxWidth(forKey:))
            if let output {
                try AtomicFile.write(annotated, to: output)
                return CommandOutcome(status: CommandOutcome.success)
            }
            return CommandOutcome(status: CommandOutcome.success, standardOutput: String(decoding: annotated, as: UTF8.self))
        }

        let fonts = try MatrixArgument.fontsMeasuring(parsed, matrix: &matrix)
        // The rows for apply need the stored values: a session keeps the catalogs.
        let session = format == .jsonl ? try BudgetSession(matrix: matrix, selection: selection, fonts: fonts) : nil
        let sheet = try session.map { BudgetSheet(budgets: [], languages: selection.languages ?? $0.languages) }
            ?? BudgetRun(matrix: matrix, selection: selection, fonts: fonts).run()
        func render(_ languages: [String]) throws -> String {
            switch format {
            case .csv: return BudgetCSVWriter.render(sheet.budgets.filter { languages.contains($0.language) })
            case .json: return BudgetJSONWriter.render(sheet, languages: languages)
            case .jsonl: return try BudgetSheetWriters.jsonLines(session!, languages: languages)
            case .md: return BudgetSheetWriters.markdown(sheet, languages: languages)
            case .text, .xliff: return BudgetTextWriter.render(sheet)
            }
        }
        guard let output else {
            return CommandOutcome(status: CommandOutcome.success, standardOutput: try render(sheet.languages))
        }
        var isFolder: ObjCBool = false
        let folderExists = FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) && isFolder.boolValue
        let folder = folderExists || output.hasSuffix("/")
        if folder && format == .text {
            throw InputError(file: output, "is a folder: one sheet per language is written for --format csv, json, jsonl or md; "
                             + "name a file for the text report")
        }
        if folder {
            // `--output sheets/`: the folder is made (with its parents) when it is not there yet.
            try AtomicFile.makeFolder(output, for: output)
            // One flat sheet per language: budget.de.csv, budget.hi.json, …
            for language in sheet.languages {
                let path = (output as NSString).appendingPathComponent("budget.\(language).\(format.rawValue)")
                try AtomicFile.write(Data(try render([language]).utf8), to: path)
            }
        } else {
            try AtomicFile.write(Data(try render(sheet.languages).utf8), to: output)
        }
        return CommandOutcome(status: CommandOutcome.success)
    }
}
