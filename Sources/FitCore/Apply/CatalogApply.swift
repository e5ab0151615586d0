import Foundation

/// `fitcheck apply` and the `apply_translations` tool: writes translations into the app's tables,
/// each only if it is safe.
///
/// Per fix: the stored value must still be `expected` (compare-and-swap); the translation's format
/// specifiers must read the source's arguments (always); it must fit every cell of the matrix where
/// its key is shown (unless `allowOverflow`). Per catalog, all or nothing: one refused fix leaves
/// that catalog as it was, while the other catalogs are written. A catalog is written whole
/// (``AtomicFile``), and only if its bytes are still those read (Xcode may have saved it meanwhile).
/// `.xcstrings` files are edited as Xcode writes them (``XCStringsEditor``), `.strings` files in
/// their own encoding (``StringsTableEditor``); `.stringsdict` files and XLIFF exports are not written.
public struct CatalogApply {
    public var session: BudgetSession
    public var allowOverflow: Bool
    /// Nothing is written: the outcome carries the diff of what would be.
    public var dryRun: Bool
    /// Called with each file's path just before it replaces the file (tests make the file change there).
    var beforeRename: (String) throws -> Void = { _ in }
    /// How long a write waits, in seconds, for another fitcheck writing the same catalog (``CatalogLock``).
    public var lockTimeout: Double = 30

    public init(session: BudgetSession, allowOverflow: Bool = false, dryRun: Bool = false) {
        self.session = session
        self.allowOverflow = allowOverflow
        self.dryRun = dryRun
    }

    /// What came of a run.
    public struct Outcome: Sendable {
        /// Files written (or, in a dry run, that would be), in catalog order.
        public var written: [String] = []
        /// Fixes written (or that would be).
        public var applied = 0
        /// Every fix refused, in input order within each catalog.
        public var rejected: [FixRejection] = []
        /// Catalogs left unwritten because a fix of theirs was refused.
        public var unwritten: [String] = []
        /// A dry run's unified diff of every file it would write.
        public var diff = ""
        /// What the user should know of a file written: a hard link the write broke.
        public var warnings: [String] = []

        public var succeeded: Bool { rejected.isEmpty }
    }

    public func apply(_ fixes: [CatalogFix]) throws -> Outcome {
        var outcome = Outcome()
        var byCatalog: [Int: [CatalogFix]] = [:]
        for fix in fixes {
            switch catalogIndex(for: fix) {
            case .success(let index): byCatalog[index, default: []].append(fix)
            case .failure(let rejection): outcome.rejected.append(rejection)
            }
        }
        for index in byCatalog.keys.sorted() {
            let catalog = session.catalogs[index], fixes = byCatalog[index]!
            let rejected = try write(fixes, into: catalog, outcome: &outcome)
            if !rejected.isEmpty {
                outcome.rejected += rejected
                outcome.unwritten.append(catalog.file)
            }
        }
        return outcome
    }

    /// The catalog a fix goes into: the one it names, else the only one with its key.
    private func catalogIndex(for fix: CatalogFix) -> Result<Int, FixRejection> {
        if let named = fix.catalog {
            let wanted = Self.canonical(named)
            guard let index = session.catalogs.firstIndex(where: { Self.canonical($0.file) == wanted }) else {
                let files = session.catalogs.map(\.file).joined(separator: ", ")
                return .failure(FixRejection(fix, .notFound, "no catalog \(named) (catalogs: \(files))"))
            }
            return .success(index)
        }
        let holders = session.catalogs.indices.filter { session.catalogs[$0].entries.contains { $0.key == fix.key } }
        guard let first = holders.first else {
            return .failure(FixRejection(fix, .notFound, "no key \(quoted: fix.key) in the catalogs"))
        }
        guard holders.count == 1 else {
            let files = holders.map { session.catalogs[$0].file }.joined(separator: ", ")
            return .failure(FixRejection(fix, .notFound, "the key is in several catalogs (\(files)): add \"catalog\" to the fix"))
        }
        return .success(first)
    }

    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// One file of a catalog to write: its bytes as read and as they would be.
    private struct FileChange {
        var path: String
        var original: Data
        var edited: [UInt8]
    }

    /// Edits, checks and (unless refused or dry) writes one catalog's fixes; returns the refusals. A
    /// real run holds the catalog's ``CatalogLock`` from reading its files to renaming them.
    private func write(_ fixes: [CatalogFix], into catalog: Catalog, outcome: inout Outcome) throws -> [FixRejection] {
        // How the catalog's format is written (``CatalogFormat/Writer``): a whole file, or each
        // language's file of a per-language table (whatever the format of its source language's file).
        let format = catalog.format
        if format?.languageFolders == nil, case .readOnly(let reason)? = format?.writer {
            return fixes.map { FixRejection($0, .notWritable, "\(catalog.file) \(reason)") }
        }
        guard !dryRun else { return try edit(fixes, into: catalog, outcome: &outcome) }
        let lock: CatalogLock
        do {
            lock = try CatalogLock(catalog.file, timeout: lockTimeout)
        } catch let error as InputError {
            return fixes.map { FixRejection($0, .notWritable, error.description) }
        }
        defer { lock.release() }
        return try edit(fixes, into: catalog, outcome: &outcome)
    }

    private func edit(_ given: [CatalogFix], into catalog: Catalog, outcome: inout Outcome) throws -> [FixRejection] {
        let format = catalog.format
        // A value no label could show is refused before any edit; the catalog's other fixes are
        // still checked, so that one run lists every refusal.
        var rejected = given.compactMap(Self.badValue)
        let fixes = given.filter { fix in !rejected.contains { $0.fix == fix } }
        var changes: [FileChange] = []
        var edited = catalog
        if case .wholeFile(let edit)? = format?.writer, case .wholeFile(_, let reread)? = format?.layout {
            let original = try read(catalog.file)
            let (bytes, refused) = try edit([UInt8](original), catalog.file, fixes)
            rejected += refused
            changes.append(FileChange(path: catalog.file, original: original, edited: bytes))
            edited = try reread(Data(bytes), catalog.file).first ?? edited
        } else {
            var byFile: [String: [CatalogFix]] = [:]
            for fix in fixes {
                switch legacyFile(for: fix, in: catalog) {
                case .success(let file): byFile[file, default: []].append(fix)
                case .failure(let rejection): rejected.append(rejection)
                }
            }
            for file in byFile.keys.sorted() {
                let original = try read(file)
                guard case .languageFile(let edit) = CatalogFormats.format(ofFile: file)?.writer ?? CatalogFormat.stringsTable.writer else { continue }
                let (bytes, refused) = try edit(original, file, byFile[file]!)
                rejected += refused
                changes.append(FileChange(path: file, original: original, edited: bytes))
            }
            // The table as it would read: each written value a translated string.
            for fix in fixes where !rejected.contains(where: { $0.fix == fix }) {
                guard let index = edited.entries.firstIndex(where: { $0.key == fix.key }) else { continue }
                edited.entries[index].localizations[fix.language] = LocalizationNode(stringUnit: StringUnit(state: "translated", value: fix.value))
            }
        }
        rejected += try measure(fixes.filter { fix in !rejected.contains { $0.fix == fix } }, in: edited)
        guard rejected.isEmpty else {
            // In the order the fixes were given.
            return rejected.sorted { a, b in (given.firstIndex(of: a.fix) ?? 0) < (given.firstIndex(of: b.fix) ?? 0) }
        }

        for change in changes where change.original != Data(change.edited) {
            if dryRun {
                outcome.diff += UnifiedDiff.diff(Self.text(change.original), Self.text(Data(change.edited)),
                                                 oldName: "a/" + change.path, newName: "b/" + change.path)
            } else {
                do {
                    let warning = try AtomicFile.write(Data(change.edited), to: change.path) {
                        try beforeRename(change.path)
                        // Xcode may have saved the file since it was read: then nothing is written.
                        guard FileManager.default.contents(atPath: change.path) == change.original else {
                            throw InputError(file: change.path, "changed on disk since it was read (saved by Xcode?): not written; run apply again")
                        }
                    }
                    outcome.warnings += [warning].compactMap { $0 }
                } catch let error as InputError {
                    return fixes.map { FixRejection($0, .notWritable, error.description) }
                }
            }
            outcome.written.append(change.path)
        }
        outcome.applied += fixes.count
        return []
    }

    /// `badValue` for a fix whose value holds a control character other than tab and line feed
    /// (``CodePoint/isStrayControl(_:)``): `\u{0}`, `\u{7}` are no translation, and `check` would report
    /// them (`controlCharacter`). The bidirectional marks and isolates translators use are not controls.
    static func badValue(_ fix: CatalogFix) -> FixRejection? {
        let controls = CodePoint.strayControls(in: fix.value)
        guard !controls.isEmpty else { return nil }
        return FixRejection(fix, .badValue, "the value holds the control character\(controls.count == 1 ? "" : "s") "
                            + controls.map(CodePoint.name).joined(separator: ", ") + ", which no label shows: only tab and line "
                            + "feed may stand in a value")
    }

    /// The file of a per-language table a fix goes into: its language's file in the table, when that
    /// file's format is written (``CatalogFormat/Writer/languageFile(edit:)``).
    private func legacyFile(for fix: CatalogFix, in catalog: Catalog) -> Result<String, FixRejection> {
        let entry = catalog.entries.first { $0.key == fix.key }
        if let file = entry?.localizations[fix.language]?.file {
            if case .readOnly(let reason)? = CatalogFormats.format(ofFile: file)?.writer {
                return .failure(FixRejection(fix, .notWritable, "\(file) \(reason)"))
            }
            return .success(file)
        }
        // The language's file of the written format beside the source language's:
        // <folder>/<language>.lproj/<Table>.strings.
        let source = URL(fileURLWithPath: catalog.file)
        let table = source.deletingPathExtension().lastPathComponent
        guard let (format, folders) = CatalogFormats.writtenLanguageFormat else { preconditionFailure("no per-language format is written") }
        let name = "\(folders.folderName(fix.language))/\(table).\(format.suffixes[0])"
        let file = source.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(name).path
        guard FileManager.default.fileExists(atPath: file) else {
            return .failure(FixRejection(fix, .notFound, "no \(name) beside \(catalog.file): "
                                         + "add the language to the project in Xcode first"))
        }
        return .success(file)
    }

    /// The format and fit checks of every fix, on the catalog as it would be written.
    private func measure(_ fixes: [CatalogFix], in catalog: Catalog) throws -> [FixRejection] {
        var rejected: [FixRejection] = []
        var done: Set<[String]> = []
        for first in fixes where done.insert([first.key, first.language]).inserted {
            guard let entry = catalog.entries.first(where: { $0.key == first.key }) else { continue }
            let trials = try session.trials(of: entry, sourceLanguage: catalog.sourceLanguage, language: first.language)
            for fix in fixes where fix.key == first.key && fix.language == first.language {
                guard let address = try? VariantAddress(fix.variant) else { continue }
                let mine = trials.filter { VariantAddress.units(ofRendition: $0.0.variant).contains(address) }
                if let mismatch = mine.lazy.compactMap(\.0.formatMismatch).first {
                    rejected.append(FixRejection(fix, .formatMismatch, mismatch.description + " (always refused: on a device it prints garbage or crashes)"))
                    continue
                }
                guard !allowOverflow, !session.isExcluded(fix.key) else { continue }
                let failing = mine.compactMap(\.1).filter { !$0.fits }
                if let worst = failing.min(by: { KeyBudget.tighterFirst($0.budget, $1.budget) }) {
                    rejected.append(FixRejection(fix, .doesNotFit, Self.describe(worst) + " (--allow-overflow writes it anyway)"))
                }
            }
        }
        return rejected
    }

    /// `needs 131 pt of 120 pt × 1 line at 300 pt: caption1/xxxL 18 pt; fails 8 of 40 cells (overflow)`
    static func describe(_ trial: CandidateTrial) -> String {
        "\(BudgetTextWriter.needs(trial.budget)) \(BudgetTextWriter.cell(trial.budget)); fails \(trial.failingCells) "
            + "of \(trial.cellsMeasured) cells (\(trial.failures.map(\.rawValue).joined(separator: ", ")))"
    }

    private func read(_ path: String) throws -> Data {
        guard let data = FileManager.default.contents(atPath: path) else { throw InputError(file: path, "cannot read the catalog") }
        return data
    }

    /// A file's text for a diff: UTF-8, else its own UTF-16.
    private static func text(_ data: Data) -> String {
        String(data: data, encoding: .utf8) ?? StringsTableEditor.decode(data)?.0 ?? String(decoding: data, as: UTF8.self)
    }
}
