import Foundation
import FitCore

/// `fitcheck init [DIR]`: writes a starter `fitcheck.json` into a project, listing its catalogs and
/// their languages, so that `fitcheck` run there measures it without flags.
enum InitCommand {
    static let command = Command(
        name: "init",
        summary: "Write a starter matrix (fitcheck.json) for the project in DIR (default: here).",
        usage: "[DIR] [--platform ios|macos] [--update]",
        discussion: """
            Finds the project's catalogs (*.xcstrings, folders of *.lproj tables; not in .build, Pods,
            DerivedData, node_modules or hidden folders), lists their languages, and takes the widths and
            text sizes of fitcheck's default matrix. Never overwrites an existing fitcheck.json.
            Reads the Swift sources and the nibs too (as `fitcheck slots` does) and writes a rule per key
            they show, with the file:line as the rule's comment; a macOS app gets the Mac's metrics.
            A macOS app (SDKROOT or SUPPORTED_PLATFORMS macosx in a project.pbxproj, LSMinimumSystemVersion
            in an Info.plist, AppKit storyboards or xibs) gets the Mac's widths and text sizes instead,
            and an exclude list; a project for both gets the platform with more build configurations
            (iOS on a tie). --platform chooses instead.
            --update reads the code again and rewrites, in the existing fitcheck.json, the rules init wrote
            from it (a rule matching one key, named after a kind of place): every other rule, setting and
            comment stays as written, a key with a hand-written =key rule keeps it, and the keys added,
            removed and changed are printed. Rename a rule to make it yours.
            Exit status: 0 written, 2 bad input (no catalogs, the file exists, nothing to update), 3 fitcheck itself failed.
            """,
        options: [OptionSpec("platform", value: "ios|macos",
                             help: "Write the matrix for this platform instead of the one the project's files name."),
                  OptionSpec("update", help: "Re-read the code and rewrite the inferred rules of an existing fitcheck.json, keeping the rest.")],
        run: { parsed in try run(parsed) })

    static func run(_ parsed: ParsedArguments) throws -> CommandOutcome {
        guard parsed.positionals.count <= 1 else {
            throw InputError("init takes one folder, got \(parsed.positionals.count) arguments")
        }
        let folder = parsed.positionals.first ?? "."
        try ProjectCatalogs.requireFolder(folder)
        let target = folder == "." ? "fitcheck.json" : (folder as NSString).appendingPathComponent("fitcheck.json")
        if parsed.flag("update") { return try update(folder: folder, target: target, parsed) }
        guard !FileManager.default.fileExists(atPath: target) else {
            throw InputError(file: target, "already exists; init never overwrites it (edit it, `fitcheck init --update` to "
                             + "rewrite the rules inferred from code, or remove it to start again)")
        }
        let paths = ProjectCatalogs.find(in: folder)
        guard !paths.isEmpty else {
            throw InputError(file: folder, "no catalogs found (*.xcstrings, *.lproj tables; .build, Pods, DerivedData, "
                             + "node_modules and hidden folders are not searched)")
        }
        let detected = ProjectPlatform.detect(in: folder)
        let forced = try parsed.value("platform").map(platformOption)
        let platform = forced ?? detected.platform
        // Files that cannot be read are warnings, never a stop (ProjectCatalogs.read).
        let (catalogs, catalogWarnings, unreadableLanguages) = ProjectCatalogs.read(paths, in: folder)
        var languages = StarterMatrix.languages(of: catalogs)
        if languages.usable.isEmpty && languages.skipped.isEmpty {
            languages.usable = Array(Set(unreadableLanguages.isEmpty ? ["en"] : unreadableLanguages)).sorted()
        }
        guard !languages.usable.isEmpty else {
            throw InputError(file: folder, "the catalogs have no language fitcheck can measure (found: "
                             + "\(languages.skipped.joined(separator: " ")))")
        }
        // Where the code and the nibs show each key (fitcheck slots), with the platform's metrics: a rule per key.
        let slots = try SlotInference.infer(folder: folder, catalogKeys: catalogs.flatMap { $0.entries.map(\.key) },
                                            platform: platform)
        var starter: StarterMatrix
        if platform == .macOS {
            starter = StarterMatrix.mac(catalogs: paths, languages: languages.usable, keySlots: slots.slots)
        } else {
            // The widths and sizes of fitcheck's own default matrix (not of a fitcheck.json found here).
            let defaults = try Matrix.load(path: try ResourceLocator.matrixDirectory() + "/default.json")
            starter = StarterMatrix(catalogs: paths, languages: languages.usable, widths: defaults.widths, sizes: defaults.sizes,
                                    keySlots: slots.slots)
        }
        starter.groups = slots.groups  // rows and choices: measured together
        // Everything that can fail (fitcheck's own fonts included) before anything is written.
        let fontWarnings = try Self.fontWarnings(catalogs, languages: languages.usable)
        try AtomicFile.write(Data(starter.text.utf8), to: target)
        let ignored = try GitIgnore.add(".fitcheck/", in: folder)

        var text = "fitcheck: wrote \(target): \(paths.count) \(paths.count == 1 ? "catalog" : "catalogs") "
            + "(\(paths.joined(separator: ", "))), \(languages.usable.count) languages (\(languages.usable.joined(separator: " ")))\n"
        if !languages.skipped.isEmpty {
            text += "  left out (not a language fitcheck measures): \(languages.skipped.joined(separator: " "))\n"
        }
        text += "  " + platformLine(detected, forced: forced) + "\n"
        if ignored { text += "  added .fitcheck/ (where failure pictures go) to \((folder as NSString).appendingPathComponent(".gitignore"))\n" }
        text += "  slots from the code and nibs: " + SlotsReport.summaryLine(slots) + "; a rule per placed key"
            + (slots.groups.isEmpty ? "" : ", a group per row or choice") + "\n"
        text += SlotsReport.placementLines(slots, platform: platform).map { "  \($0)\n" }.joined()
        text += "  next: run `fitcheck` in \(folder), then check the rules (`fitcheck slots \(folder)` says why each key got its slot)\n"
        return CommandOutcome(status: CommandOutcome.success, standardOutput: text,
                              standardError: (catalogWarnings + slots.warnings).map { "fitcheck: warning: \($0)\n" }.joined()
                                  + fontWarnings)
    }

    /// `init --update`: the rules inferred from code rewritten in the existing `target`, the rest kept.
    static func update(folder: String, target: String, _ parsed: ParsedArguments) throws -> CommandOutcome {
        guard let data = FileManager.default.contents(atPath: target) else {
            throw InputError(file: target, "nothing to update: run `fitcheck init` first")
        }
        let matrix = try Matrix.load(path: target)
        let platform = try parsed.value("platform").map(platformOption) ?? matrix.platform
        let paths = matrix.catalogs.isEmpty
            ? ProjectCatalogs.find(in: folder).map { (folder as NSString).appendingPathComponent($0) } : matrix.catalogPaths
        var keys = Set<String>()
        for path in paths {
            for catalog in try CatalogReader.read(path: path) { keys.formUnion(catalog.entries.map(\.key)) }
        }
        let inferred = try SlotInference.infer(folder: folder, catalogKeys: keys, platform: platform)
        let update = try InferredRulesUpdate.update([UInt8](data), file: target, keySlots: inferred.slots)
        // Rows and choices: those init wrote (with evidence) inferred again, hand-written ones kept.
        let groups = try InferredGroupsUpdate.update(update.bytes, file: target, groups: inferred.groups)
        let changesFile = update.changesFile || groups.changesFile
        if changesFile { try AtomicFile.write(Data(groups.bytes), to: target) }
        var text = "fitcheck: \(changesFile ? "updated" : "nothing to change in") \(target): "
            + "\(update.added.count) inferred rules added, \(update.removed.count) removed, \(update.changed.count) changed, "
            + "\(update.unchanged) unchanged\(update.keptByHand.isEmpty ? "" : "; \(update.keptByHand.count) keys keep their hand-written rule")\n"
        if groups.mentionsGroups {
            text += "  groups: \(groups.added.count) added, \(groups.removed.count) removed, \(groups.changed.count) changed, "
                + "\(groups.unchanged) unchanged\(groups.keptByHand == 0 ? "" : "; \(groups.keptByHand) written by hand kept")\n"
        }
        text += "  slots from the code and nibs: " + SlotsReport.summaryLine(inferred) + "\n"
        text += SlotsReport.placementLines(inferred, platform: platform).map { "  \($0)\n" }.joined()
        func quoted(_ key: String) -> String { StableJSON.text(key, pretty: false) }
        let limit = 20
        var listed = 0
        func list(_ line: String) {
            if listed < limit { text += "  " + line + "\n" }
            listed += 1
        }
        for key in update.added { list("added \(quoted(key))") }
        for key in update.removed { list("removed \(quoted(key)) (no longer placed by the code)") }
        for change in update.changed { list("changed \(quoted(change.key)): \(change.description)") }
        for key in update.keptByHand { list("kept \(quoted(key)): its hand-written rule") }
        for group in groups.added { list("added group \(group)") }
        for group in groups.removed { list("removed group \(group) (no longer in the code)") }
        for change in groups.changed { list("changed group \(change.group): \(change.description)") }
        if listed > limit { text += "  … and \(listed - limit) more\n" }
        return CommandOutcome(status: CommandOutcome.success, standardOutput: text,
                              standardError: inferred.warnings.map { "fitcheck: warning: \($0)\n" }.joined())
    }

    /// `--platform ios|macos` (any case).
    static func platformOption(_ text: String) throws -> Platform {
        guard let platform = Platform.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
            throw InputError("--platform must be ios or macos, got \(quoted: text)")
        }
        return platform
    }

    /// Which platform the matrix is for and why, on one line naming the file that says so:
    /// `platform: macOS (App.xcodeproj/project.pbxproj: SDKROOT = macosx)`, with the other platform's
    /// votes when the project has both; `platform: iOS (--platform; the project's files say macOS: …)`.
    static func platformLine(_ detected: ProjectPlatform, forced: Platform?) -> String {
        let chosen = forced ?? detected.platform
        let other: Platform = chosen == .macOS ? .iOS : .macOS
        let evidence = detected.deciding.map { "\($0.file): \($0.reason)" }
        if let forced, forced != detected.platform {
            return "platform: \(forced.rawValue) (--platform"
                + (evidence.map { "; the project's files say \(detected.platform.rawValue): \($0)" } ?? "") + ")"
        }
        var line = "platform: \(chosen.rawValue) (\(evidence ?? "no Xcode project, Info.plist or storyboard names a platform"))"
        let otherVotes = detected.votes(other)
        if otherVotes > 0 {
            line += "; \(other.rawValue) too (\(otherVotes) against \(detected.votes(chosen))): `fitcheck init --platform "
                + "\(other.rawValue.lowercased())` (after removing fitcheck.json) writes its matrix instead"
        }
        return line
    }

    /// One warning per language whose texts hold characters no default font has (its script has no
    /// font here: a package of the default set is missing, or fitcheck's set lacks the script),
    /// naming the characters; empty when every language can be measured.
    static func fontWarnings(_ catalogs: [Catalog], languages: [String]) throws -> String {
        let library = try FontLibrary.bundled()
        let shaper = Shaper(library: library)
        var warnings = ""
        for language in languages {
            var missing: [Unicode.Scalar] = []
            for catalog in catalogs where catalog.languages.contains(language) {
                // A catalog whose texts cannot be expanded is `fitcheck`'s to report, not a reason to stop here.
                for rendition in (try? RenditionExpander().renditions(of: catalog, languages: [language])) ?? []
                where rendition.status == .translated {
                    for scalar in try shaper.shape(ShapingRequest(text: rendition.text, language: language),
                                                   keepingGlyphs: false).missingCharacters where !missing.contains(scalar) {
                        missing.append(scalar)
                    }
                }
            }
            guard !missing.isEmpty else { continue }
            let shown = missing.prefix(8).map(CodePoint.described).joined(separator: ", ")
            warnings += "fitcheck: warning: \(language): fitcheck's fonts lack \(missing.count) of its characters (\(shown)"
                + (missing.count > 8 ? ", …" : "") + "); its texts will fail as missingGlyphs"
                + (library.unavailableFonts.isEmpty ? "" : " (\(library.unavailableFontsWarning ?? ""))") + "\n"
        }
        return warnings
    }
}
