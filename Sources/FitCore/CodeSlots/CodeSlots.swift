import Foundation

/// The slots a run takes from the app's code: inferred from the source beside the matrix file on every
/// run (``SlotInference``), or read from a file `fitcheck slots --export` wrote (`--slots FILE`), and
/// put after the matrix's own rules and groups (``applied(to:)``).
///
/// Precedence: a rule of the matrix file that matches a key (`=key` or a pattern such as `tight.`)
/// gives it its slot, and a group of the file that has the key measures it; the code's slot or group
/// for that key gives way (``shadowedKeys``, ``shadowedGroups``). Rules and groups an older
/// `fitcheck init` wrote into the file (``FrozenSlots``) are the file's: they win as written.
public struct CodeSlots: Sendable {
    /// Where the slots come from.
    public enum Origin: Sendable, Equatable {
        /// Inferred now from the Swift sources and nibs under this folder (the matrix file's).
        case source(folder: String)
        /// Read from a file of slots (`--slots FILE`).
        case file(String)
    }

    public var origin: Origin
    /// The platform measured (the matrix's).
    public var platform: Platform
    /// What inference found this run (`nil` for slots read from a file): each placed key's slot with
    /// its evidence, the groups, the ambiguous and unplaced keys.
    public var inference: SlotInferenceResult?
    /// The rules and groups the run adds after the matrix's, one rule per key (``SlotRule/fromCode``).
    public var rules: [SlotRule]
    public var groups: [MatrixGroup]
    /// Keys the code places whose slot a rule or group of the matrix file gives instead, sorted.
    public var shadowedKeys: [String]
    /// Groups the code makes that give way to the file (a key of theirs is the file's), as labels.
    public var shadowedGroups: [String]
    /// What the file holds that an older `fitcheck init` inferred.
    public var frozen: FrozenSlots
    /// The files read for the slots (Swift sources and nibs, or the slots file), for `serve` to watch.
    public var files: [String] = []
    /// Swift files lexed this run, and those whose tokens came from the cache (``LexCache``).
    public var parsed = 0
    public var fromCache = 0

    /// The matrix a run measures: `matrix` with these rules after its own and these groups after its own.
    public func applied(to matrix: Matrix) -> Matrix {
        var merged = matrix
        merged.rules += rules
        if !groups.isEmpty { merged.groups += groups }
        return merged
    }

    /// Keeps what the file does not decide: a rule for a key no rule of `matrix` matches and no group
    /// of it has; a group none of whose keys the file decides.
    init(origin: Origin, inference: SlotInferenceResult?, rules: [SlotRule], groups: [MatrixGroup], matrix: Matrix) {
        self.origin = origin
        self.inference = inference
        platform = matrix.platform
        let grouped = Set(matrix.groups.flatMap(\.keys))
        func fileDecides(_ key: String) -> Bool {
            grouped.contains(key) || matrix.rules.contains { $0.pattern.matches(key) }
        }
        var kept: [SlotRule] = []
        var shadowed: [String] = []
        for rule in rules {
            let key = String(rule.pattern.text.dropFirst())
            if fileDecides(key) { shadowed.append(key) } else { kept.append(rule) }
        }
        var keptGroups: [MatrixGroup] = []
        var shadowedGroups: [String] = []
        for group in groups {
            if group.keys.contains(where: fileDecides) || matrix.groups.contains(where: { $0.id == group.id }) {
                shadowedGroups.append(group.label)
            } else {
                keptGroups.append(group)
            }
        }
        for position in kept.indices { kept[position].index = matrix.rules.count + position }
        for position in keptGroups.indices { keptGroups[position].index = matrix.groups.count + position }
        self.rules = kept
        self.groups = keptGroups
        shadowedKeys = shadowed.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        self.shadowedGroups = shadowedGroups
        frozen = FrozenSlots(matrix)
    }
}

extension CodeSlots {
    /// The slots the run adds, as a file `--slots` reads (``CodeSlotsFile``); `nil` for slots that
    /// were read from a file themselves.
    public var exportText: String? {
        guard let inference else { return nil }
        let keys = Set(rules.map { String($0.pattern.text.dropFirst()) })
        let ids = Set(groups.map(\.id))
        return CodeSlotsFile.text(slots: inference.slots.filter { keys.contains($0.key) },
                                  groups: inference.groups.filter { ids.contains($0.id) }, platform: platform)
    }

    /// What `fitcheck slots` says of the run beside what the code says: which keys the matrix file
    /// decides instead, what it holds frozen, and how many files came from the cache.
    public func runLines(matrixFile: String) -> [String] {
        let name = (matrixFile as NSString).lastPathComponent
        var lines: [String] = []
        switch origin {
        case .source(let folder):
            lines.append("the run (\(name)): \(rules.count) keys in the slot the code gives, \(groups.count) "
                         + "\(groups.count == 1 ? "group" : "groups") from code; Swift files: \(parsed) lexed, \(fromCache) from the cache "
                         + "(\(CodeSlots.cacheFolder(of: folder)))")
        case .file(let file):
            lines.append("the run (\(name)): \(rules.count) keys and \(groups.count) groups from \(file) (--slots)")
        }
        if !shadowedKeys.isEmpty {
            let shown = shadowedKeys.prefix(10).map { StableJSON.text($0, pretty: false) }.joined(separator: ", ")
            lines.append("  \(shadowedKeys.count) \(shadowedKeys.count == 1 ? "key keeps" : "keys keep") a rule or group of \(name) "
                         + "(it wins over the code): \(shown)\(shadowedKeys.count > 10 ? ", …" : "")")
        }
        if !shadowedGroups.isEmpty {
            lines.append("  \(shadowedGroups.count) \(shadowedGroups.count == 1 ? "group" : "groups") from code give way to \(name): "
                         + shadowedGroups.prefix(5).joined(separator: ", ") + (shadowedGroups.count > 5 ? ", …" : ""))
        }
        if let note = frozen.note(file: name, hasSource: true) { lines.append("  " + note) }
        return lines
    }
}
