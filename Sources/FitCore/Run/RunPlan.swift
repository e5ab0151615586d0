import Foundation

/// What a run will measure, worked out before any rendition from what the load stage read
/// (``RunInputs``) and nothing else: the selection checked against the matrix and the catalogs, the
/// languages and keys wanted. ``RunRenditions`` expands it into renditions. Every way of selecting nothing is an error here or there, with its own message: a run
/// that measures nothing must never look green.
struct RunPlan {
    var matrix: Matrix
    var selection: RunSelection
    var widths: [Double]
    var sizes: [SizeCategory]
    /// The languages to measure: the selection's, else the matrix's (an XLIFF's own, without `--lang`).
    var languages: [String]
    /// Entries left out whatever the selection: their source text is empty (Xcode's `""` key).
    var skipped = 0
    /// Entries left out whatever the selection by the matrix's `exclude` and `--exclude` (an entry
    /// also skipped for its empty source text is counted there, not here).
    var excluded = 0
    /// The key globs left out: the matrix's `exclude`, then `--exclude`.
    var exclude: [KeyPattern]
    /// The catalogs read, in path order (budgets need the source texts and whole languages).
    var catalogs: [Catalog]
    /// The catalog paths asked for (the matrix's or `--catalog`), for messages.
    var paths: [String]
    /// Entries in the catalogs, for messages.
    var entryCount: Int
    /// With `--changed-since`: the keys whose text changed since that revision (narrowed by `--key`).
    var changed: Set<String>?
    /// What the run says on standard error about what it read (a key in two tables of one name).
    var warnings: [String] = []
    /// The code's slots the run measures with (``RunInputs/codeSlots``), already in ``matrix``.
    var codeSlots: CodeSlots?
    /// What inference found this run, with each key's evidence; `nil` without source.
    var inference: SlotInferenceResult? { codeSlots?.inference }

    /// A stable hash of what this run selects, the same for every shard of it: the matrix file's
    /// bytes (hashed when it was read), the widths, sizes, languages and key patterns, and the catalogs' file names (names, not
    /// paths, so an installed fitcheck and a checkout agree).
    func fingerprint() -> String {
        let parts = [
            matrix.sourceHash.isEmpty ? matrix.file : matrix.sourceHash,
            widths.map { String($0) }.joined(separator: ","),
            sizes.map(\.rawValue).joined(separator: ","),
            (selection.languages ?? matrix.languages).joined(separator: ","),
            selection.keys.map(\.text).joined(separator: ","),
            selection.changedSince ?? "",
            selection.includeStale ? "stale" : "",
            catalogs.map { URL(fileURLWithPath: $0.file).lastPathComponent }.joined(separator: ","),
        ] + (selection.exclude.isEmpty ? [] : [selection.exclude.map(\.text).joined(separator: ",")])
        return String(StableHash.fnv1a64(parts.joined(separator: "\u{1E}")), radix: 16)
    }

    /// The plan of what the load stage read: a pure function of `inputs`, no file read, git not asked.
    /// - Throws: ``InputError`` for a selection that does not suit the matrix or the catalogs (no key,
    ///   a language no catalog has, a group member no catalog has), ``NothingChanged`` when
    ///   `--changed-since` leaves no key.
    init(_ inputs: RunInputs) throws {
        let (matrix, selection) = (inputs.matrix, inputs.selection)
        try Self.checkSelection(matrix, selection)
        self.matrix = matrix
        self.selection = selection
        widths = Self.widths(matrix, selection)
        sizes = Self.sizes(matrix, selection)
        let exclude = Self.exclude(matrix, selection)
        self.exclude = exclude
        var languages = selection.languages ?? matrix.languages
        let paths = inputs.paths
        self.paths = paths
        let catalogs = inputs.catalogs
        self.catalogs = catalogs
        warnings = inputs.warnings
        codeSlots = inputs.codeSlots
        skipped = catalogs.reduce(0) { count, catalog in
            count + catalog.entries.filter { RenditionExpander.isSkipped($0, sourceLanguage: catalog.sourceLanguage) }.count
        }
        excluded = exclude.isEmpty ? 0 : catalogs.reduce(0) { count, catalog in
            count + catalog.entries.filter { entry in
                !RenditionExpander.isSkipped(entry, sourceLanguage: catalog.sourceLanguage)
                    && exclude.contains { $0.matches(entry.key) }
            }.count
        }
        warnings += try Self.checkGroupKeys(&self.matrix, catalogs, replaced: selection.catalogs != nil)
        let entryCount = catalogs.reduce(0) { $0 + $1.entries.count }
        self.entryCount = entryCount
        guard entryCount > 0 else {
            // Nothing to measure beside a broken table whose keys cannot even be named: its damage is the news.
            if let broken = catalogs.lazy.flatMap(\.tableFindings).first(where: { $0.kind == .unreadableTable }) {
                throw InputError(file: broken.file, line: broken.line, column: broken.column,
                                 "expected \(broken.expected), found \(broken.found): no key of the table can be read, "
                                 + "and the catalogs have no other: nothing to measure")
            }
            throw InputError(file: paths.joined(separator: ", "), "the catalogs have no keys: nothing to measure")
        }

        // A language no catalog has would otherwise measure the source text in its place.
        let available = Set(catalogs.flatMap { $0.languages + [$0.sourceLanguage] })
        // An XLIFF export holds one target language: without --lang, check the matrix's languages it has.
        if selection.languages == nil, catalogs.allSatisfy({ $0.format?.holdsOneTargetLanguage == true }) {
            languages = languages.filter(available.contains)
            if languages.isEmpty {
                throw InputError(file: paths.joined(separator: ", "), "the XLIFF's languages (\(available.sorted().joined(separator: " "))) "
                                 + "are none of the matrix's: pass --lang")
            }
        }
        let missing = languages.filter { !available.contains($0) }
        if !missing.isEmpty && !selection.newLanguages {
            throw InputError("no catalog has language \(missing.map { "\(quoted: $0)" }.joined(separator: ", ")) "
                             + "(catalogs have: \(available.sorted().joined(separator: " ")))")
        }
        self.languages = languages

        // With `--changed-since`, the keys git says changed (their text, their place in the code), narrowed by `--key`.
        var changed: Set<String>?
        if let revision = selection.changedSince {
            var keys = inputs.changedKeys ?? []
            // And the keys the code now places differently (ChangedSlots), measured in their new slots.
            if let slots = inputs.changedSlots {
                keys.formUnion(slots.keys)
                let replaced = try slots.apply(to: &self.matrix)
                if !replaced.isEmpty {
                    let named = replaced.prefix(5).map { StableJSON.text($0, pretty: false) }.joined(separator: ", ")
                    warnings.append("\(replaced.count) \(replaced.count == 1 ? "key is" : "keys are") measured in the slot the code now gives "
                                    + "\(replaced.count == 1 ? "it" : "them") (its place changed since \(revision)): \(named)"
                                    + (replaced.count > 5 ? ", …" : "") + "; `fitcheck init --update` writes it into the matrix")
                }
            }
            let wanted = keys.filter { key in selection.keys.isEmpty || selection.keys.contains { $0.matches(key) } }
            guard !wanted.isEmpty else { throw NothingChanged(revision: revision) }
            changed = wanted
        }
        self.changed = changed
    }

    /// The selection checked against the matrix, before any file is read (``RunInputs/load(matrix:selection:)``
    /// calls it first, so that a bad option is named before a catalog's error): `--size` on a macOS
    /// matrix, a `--width` that leaves a slot no room, a language ICU does not know, no catalog to read.
    static func checkSelection(_ matrix: Matrix, _ selection: RunSelection) throws {
        if matrix.platform == .macOS, selection.sizes != nil {
            throw InputError("--size: \(matrix.file) is a macOS matrix: macOS has no Dynamic Type, each text style has one size")
        }
        // The matrix's own widths were checked against every slot when it was read; `--width` values
        // must leave room in every slot too, or a negative slot width would be "measured".
        if selection.widths != nil {
            for width in widths(matrix, selection) {
                let container = matrix.containerWidth(for: width)
                let slots = [("defaultSlot", matrix.defaultSlot)] + matrix.rules.map { ($0.label, $0.slot) }
                for (name, slot) in slots where container <= 0 || slot.width.resolve(containerWidth: container) <= 0 {
                    throw InputError("--width \(PointFormat.text(width)): \(name) (\(slot.width)) leaves "
                                     + "\(PointFormat.text(slot.width.resolve(containerWidth: container))) pt; "
                                     + "a slot must be wider than 0")
                }
            }
        }
        for (index, language) in (selection.languages ?? matrix.languages).enumerated() where !ICULocale.isKnownLanguage(language) {
            // Named where it was written: the option, or the matrix field.
            let message = Language.unknownMessage(language)
            if selection.languages != nil { throw InputError("--lang: " + message) }
            throw InputError(file: matrix.file, "languages[\(index)]: " + message)
        }
        guard !(selection.catalogs ?? matrix.catalogPaths).isEmpty else {
            throw InputError(file: matrix.file, "no catalogs to read: add \"catalogs\" to the matrix or pass --catalog")
        }
    }

    /// The findings of the tables read (``Catalog/tableFindings``: a table the device cannot read, a
    /// key given twice) that this run reports: those of a language it measures, or of a catalog's
    /// development language (what its other languages fall back to); with `--key` or
    /// `--changed-since`, only those affecting a selected key. Every shard reports them alike.
    var tableFindings: [Finding] {
        let wanted = Set(languages)
        let found = catalogs.flatMap { catalog in
            catalog.tableFindings.filter { wanted.contains($0.language) || $0.language == catalog.sourceLanguage }
        }
        let selected = found.filter { table in
            table.affectedKeys.contains { key in
                (selection.keys.isEmpty || selection.keys.contains { $0.matches(key) }) && (changed?.contains(key) ?? true)
            } || (table.affectedKeys.isEmpty && selection.keys.isEmpty && changed == nil)
        }
        return Finding.tableFindings(selected)
    }

    /// The widths to measure, in points: the selection's (deduplicated, ascending), else the matrix's.
    /// Values outside the matrix are allowed: `--width 300` measures at 300 pt whatever the matrix says.
    static func widths(_ matrix: Matrix, _ selection: RunSelection) -> [Double] {
        selection.widths.map { Array(Set($0)).sorted() } ?? matrix.widths
    }

    /// The key globs a run leaves out: the matrix's `exclude`, then `--exclude`.
    static func exclude(_ matrix: Matrix, _ selection: RunSelection) -> [KeyPattern] {
        matrix.exclude + selection.exclude
    }

    /// The size categories to measure: the selection's (deduplicated, ascending), else the matrix's.
    static func sizes(_ matrix: Matrix, _ selection: RunSelection) -> [SizeCategory] {
        selection.sizes.map { Array(Set($0)).sorted() } ?? matrix.sizes
    }

    /// Every group member must be a key of some catalog: a misspelt member would otherwise leave its
    /// row measured without it. One line at the member in the matrix file, exit 2 — except for a group
    /// inferred from source (it has `evidence`, as `fitcheck init` writes it), whose key was renamed
    /// since: that group is left out of `matrix` (its other members are measured alone, in their rules'
    /// slots) and a warning says so. With `replaced` (`--catalog` reads other catalogs than the
    /// matrix's), a group none of whose keys those catalogs have is left out silently, as a rule that
    /// matches no key is; one with some of its keys there, but not all, is left out with a warning.
    /// - Returns: the warnings.
    static func checkGroupKeys(_ matrix: inout Matrix, _ catalogs: [Catalog], replaced: Bool = false) throws -> [String] {
        guard !matrix.groups.isEmpty else { return [] }
        let keys = Set(catalogs.lazy.flatMap { $0.entries.lazy.map(\.key) })
        var warnings: [String] = []
        var kept: [MatrixGroup] = []
        for group in matrix.groups {
            guard let member = group.members.first(where: { !keys.contains($0.key) }) else {
                kept.append(group)
                continue
            }
            if replaced {
                // Another part of the app: silent. Some of its keys but not all: said, or no one measures it.
                let (present, missing) = (group.members.filter { keys.contains($0.key) }, group.members.filter { !keys.contains($0.key) })
                if !present.isEmpty {
                    func quoted(_ members: [GroupMember]) -> String { members.map { "\"\($0.key)\"" }.joined(separator: ", ") }
                    warnings.append("\(group.label) is not measured: the catalogs read have \(quoted(present)) but not \(quoted(missing))")
                }
                continue
            }
            let message = "no catalog has the key \(quoted: member.key) (\(group.label))"
            guard !group.evidence.isEmpty else {
                throw member.place?.error(message) ?? InputError(file: matrix.file, message)
            }
            let place = member.place.map { "\($0.file):\($0.line):\($0.column): \($0.path)" } ?? matrix.file
            warnings.append("\(place): no catalog has the key \(quoted: member.key) (renamed since fitcheck init?); "
                            + "\(group.label) is skipped")
        }
        matrix.groups = kept
        return warnings
    }

    /// Whether a catalog has each of `group`'s member keys: the groups a plan keeps.
    static func hasEveryMember(_ group: MatrixGroup, in keys: Set<String>) -> Bool {
        group.members.allSatisfy { keys.contains($0.key) }
    }
}
