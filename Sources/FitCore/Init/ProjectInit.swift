import Foundation

/// `fitcheck init`: a small starter `fitcheck.json` for an app project, listing its catalogs and their
/// languages, the platform's widths and sizes and an example rule; the slots are not written: a run
/// infers them from the code every time (``CodeSlots``), and `init` says what it finds. `init --update`
/// (``update(folder:platform:)``) turns an older, large file into such a one. The command line only parses the arguments and prints ``Outcome``.
public enum ProjectInit {
    /// What `init` says: its summary on standard output, warnings on standard error.
    public struct Outcome: Equatable, Sendable {
        public var text: String
        public var warnings: String
    }

    /// Writes the starter matrix into `folder` (never over an existing one) and adds `.fitcheck/` to
    /// its `.gitignore`.
    /// - Parameter platform: `--platform`; `nil` takes the platform the project's files name.
    /// - Throws: ``InputError`` when the folder is missing, `fitcheck.json` exists, no catalog or no
    ///   language is found, or fitcheck's own fonts cannot be read; nothing is written then.
    public static func write(folder: String, platform forced: Platform?) throws -> Outcome {
        try ProjectFiles.requireFolder(folder)
        let target = matrixPath(in: folder)
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
        var slots = try SlotInference.infer(folder: folder, catalogKeys: catalogs.flatMap { $0.entries.map(\.key) },
                                            platform: platform)
        slots.keepDefaultSlotWhereNoRoom(containerWidths: try starterContainerWidths(platform))
        slots.staleKeys = SlotInferenceResult.staleKeys(of: catalogs)
        var starter: StarterMatrix
        if platform == .macOS {
            starter = StarterMatrix.mac(catalogs: paths, languages: languages.usable)
        } else {
            // The widths and sizes of fitcheck's own default matrix (not of a fitcheck.json found here).
            let defaults = try defaultMatrix()
            starter = StarterMatrix(catalogs: paths, languages: languages.usable, widths: defaults.widths, sizes: defaults.sizes)
        }
        // Everything that can fail (fitcheck's own fonts included) before anything is written.
        let fontWarnings = try FontCoverageWarnings.lines(catalogs, languages: languages.usable)
        try AtomicFile.write(Data(starter.text.utf8), to: target)
        let ignored = try GitIgnore.add(".fitcheck/", in: folder)

        var text = "fitcheck: wrote \(target): \(paths.count) \(paths.count == 1 ? "catalog" : "catalogs") "
            + "(\(paths.joined(separator: ", "))), \(languages.usable.count) languages (\(languages.usable.joined(separator: " ")))\n"
        if !languages.skipped.isEmpty {
            text += "  left out (not a language fitcheck measures): \(languages.skipped.joined(separator: " "))\n"
        }
        text += "  " + platformLine(detected, forced: forced) + "\n"
        if ignored { text += "  added .fitcheck/ (where failure pictures go) to \((folder as NSString).appendingPathComponent(".gitignore"))\n" }
        text += "  slots from the code and nibs: " + SlotsReport.summaryLine(slots) + "; read again by every run, not written here\n"
        text += SlotsReport.placementLines(slots, platform: platform).map { "  \($0)\n" }.joined()
        text += "  next: run `fitcheck` in \(folder) (`fitcheck slots \(folder)` says why each key got its slot)\n"
        return Outcome(text: text, warnings: (catalogWarnings + slots.warnings).map { "fitcheck: warning: \($0)\n" }.joined()
                           + fontWarnings)
    }

    /// `folder/fitcheck.json` (`fitcheck.json` for `.`).
    static func matrixPath(in folder: String) -> String {
        folder == "." ? "fitcheck.json" : (folder as NSString).appendingPathComponent("fitcheck.json")
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

    /// fitcheck's own default matrix (not a fitcheck.json found here): the iOS starter's widths and sizes.
    static func defaultMatrix() throws -> Matrix {
        try Matrix.load(path: try ResourceLocator.matrixDirectory() + "/default.json")
    }

    /// The container widths (points) of the matrix `init` writes for `platform`, where every inferred
    /// slot must have room: the default matrix's on iOS, ``StarterMatrix/macWidths`` on a Mac.
    public static func starterContainerWidths(_ platform: Platform) throws -> [Double] {
        guard platform == .iOS else { return StarterMatrix.macWidths }
        let defaults = try defaultMatrix()
        return defaults.widths.map(defaults.insets.containerWidth(for:))
    }
}
