import Foundation
import FitCore

/// `fitcheck slots [DIR]`: where each catalog key is shown, read from the app's Swift sources, and
/// the room that place gives it.
enum SlotsCommand {
    static let command = Command(
        name: "slots",
        summary: "Find where each catalog key is shown in the app's Swift code, and the room it gets there.",
        usage: "[DIR] [--matrix PATH] [--catalog PATH]… [--platform ios|macos] [--json] [--export FILE]",
        discussion: """
            Reads the .swift files under DIR (default: here; not .build, Pods, DerivedData, node_modules,
            Carthage or hidden folders) with fitcheck's own lexer, no compiler: Text, Button, Label, Toggle,
            Picker, navigationTitle, tabItem, Tab, toolbars, alerts, confirmation dialogs, Section, badge,
            searchable, String(localized:), LocalizedStringKey, NSLocalizedString, and UIKit's
            UIBarButtonItem, setTitle, UILabel.text, navigationItem.title, tabBarItem. Names holding keys
            and the app's own views are followed. Each key gets the tightest slot among its uses; keys
            whose evidence is ambiguous or not found keep the default slot, as does a key whose room reads as
            0 pt or less at a width of the matrix init writes (a misread construct; a warning names its place). The nibs (.xib, .storyboard)
            give their keys (ObjectID.title) the room of the object: its frame, Auto Layout neighbours, font
            and line-break mode. On macOS the width is the window's, as the source states it (.frame(minWidth:),
            an NSWindow's minSize less its sidebar). `fitcheck init` writes
            these slots as rules. Strings laid out together (a segmented picker, a tab bar of text titles,
            an HStack of texts or stretching buttons, a ControlGroup, a ViewThatFits) are listed as rows
            and choices, measured together, with the lines that make them. A file that is not UTF-8, or that the lexer cannot read, is skipped
            with a warning naming it. The platform is the project's (as `fitcheck init` reads it) unless
            --platform says: its `#if os(…)` branches are read, and its places' room given.
            With a fitcheck.json in DIR (or --matrix), the slots are those a run of it uses: its catalogs,
            platform and widths; after the report, which keys a rule or group of the file decides instead (it
            wins over the code), the rules an older init froze there, and how many Swift files were lexed or
            came from the cache (.fitcheck/cache/ beside the matrix). --export FILE writes the slots the run
            uses, for `fitcheck --slots FILE` where the source is not at hand.
            Exit status: 0 done, 2 bad input (no catalogs, a folder or file that cannot be read), 3 fitcheck itself failed.
            """,
        options: [
            OptionSpec("catalog", value: "PATH", repeatable: true,
                       help: "Catalog file or folder whose keys to look for (default: the catalogs under DIR)."),
            OptionSpec("platform", value: "ios|macos", help: "Read the code as built for this platform instead of the project's."),
            MatrixArgument.option,
            OptionSpec("export", value: "FILE", help: "Write the slots a run uses to FILE, for --slots FILE without the source."),
            OptionSpec("json", help: "Print JSON: schemaVersion, keys, ambiguous, unplaced, notFound, stale, fellBack, skipped, groups, summary."),
        ],
        run: { parsed in try run(parsed) })

    static func run(_ parsed: ParsedArguments) throws -> CommandOutcome {
        guard parsed.positionals.count <= 1 else {
            throw InputError("slots takes one folder, got \(parsed.positionals.count) arguments")
        }
        let folder = parsed.positionals.first ?? "."
        if let matrixPath = parsed.value("matrix") ?? Matrix.locate(explicit: nil, in: folder) {
            return try runSlots(parsed, matrix: try Matrix.load(path: matrixPath))
        }
        let platform = try parsed.value("platform").map(InitCommand.platformOption)
            ?? ProjectPlatform.detect(in: folder).platform
        var result = try SlotInference.infer(folder: folder, catalogs: parsed.all("catalog"), platform: platform)
        // Room at each width of the matrix `init` would write, as the run will need.
        result.keepDefaultSlotWhereNoRoom(containerWidths: try ProjectInit.starterContainerWidths(platform))
        if let export = parsed.value("export") {
            var targets = OutputTargets()
            for catalog in SlotInference.catalogPaths(folder: folder, catalogs: parsed.all("catalog")) { targets.reads("the catalog", catalog) }
            try write(CodeSlotsFile.text(slots: result.slots, groups: result.groups, platform: platform), export: export,
                      sources: result.sourceFiles, in: folder, targets: targets)
        }
        let output = parsed.flag("json") ? SlotsReport.json(result) : SlotsReport.text(result)
        let warnings = result.warnings.map { "fitcheck: warning: \($0)\n" }.joined()
        return CommandOutcome(status: CommandOutcome.success, standardOutput: output, standardError: warnings)
    }

    /// Writes `--export`'s `text` to `export`, whole, after checking that it is none of the inputs
    /// (`targets`' and the Swift files and nibs read, relative to `folder`): exit 2 and nothing written else.
    private static func write(_ text: String, export: String, sources: [String], in folder: String, targets: OutputTargets) throws {
        var targets = targets
        for source in sources { targets.reads("a source file", (folder as NSString).appendingPathComponent(source)) }
        targets.writes("--export \(export)", export)
        try targets.check()
        try AtomicFile.write(Data(text.utf8), to: export)
    }

    /// The slots a run of `matrix` uses (``CodeSlots``): what the code says, and what the run makes of it.
    static func runSlots(_ parsed: ParsedArguments, matrix: Matrix) throws -> CommandOutcome {
        if parsed.value("platform") != nil {
            throw InputError("--platform: \(matrix.file) says the platform (\(matrix.platform.rawValue)); a run measures that one")
        }
        let paths = parsed.all("catalog").isEmpty ? matrix.catalogPaths : parsed.all("catalog")
        let catalogs = try paths.flatMap(CatalogReader.read(path:))
        guard let slots = try CodeSlots.load(matrix: matrix, catalogs: catalogs), var result = slots.inference else {
            // No source beside the matrix: nothing placed, and the run takes no slots from code.
            let folder = BaselinePath.folder(of: matrix.file)
            if parsed.value("export") != nil {
                throw InputError(file: folder, "--export: no Swift source or nib here, so no slots from code to export")
            }
            let result = try SlotInference.infer(folder: folder, catalogs: paths, platform: matrix.platform)
            let lines = ["the run (\((matrix.file as NSString).lastPathComponent)): no Swift source or nib in \(folder): no slots from code"]
                + CodeSlots.notes(nil, matrix: matrix).map { "  " + $0 }
            return CommandOutcome(status: CommandOutcome.success, standardOutput: parsed.flag("json") ? SlotsReport.json(result)
                                    : SlotsReport.text(result) + lines.map { $0 + "\n" }.joined())
        }
        result.staleKeys = SlotInferenceResult.staleKeys(of: catalogs)
        if let export = parsed.value("export"), let text = slots.exportText {
            var targets = OutputTargets()
            targets.reads(matrix, catalogs: paths)
            try write(text, export: export, sources: result.sourceFiles, in: BaselinePath.folder(of: matrix.file), targets: targets)
        }
        let output = parsed.flag("json") ? SlotsReport.json(result)
            : SlotsReport.text(result) + slots.runLines(matrixFile: matrix.file).map { $0 + "\n" }.joined()
        let warnings = result.warnings.map { "fitcheck: warning: \($0)\n" }.joined()
        return CommandOutcome(status: CommandOutcome.success, standardOutput: output, standardError: warnings)
    }
}
