/// What `fitcheck slots` found: each placed key's slot, the ambiguous keys, the keys written in code
/// whose place is not a kind fitcheck knows, and the keys not found in code at all.
public struct SlotInferenceResult: Sendable {
    /// A Swift file left out: not UTF-8, or not read to the end by the lexer; `reason` says which.
    public struct SkippedFile: Sendable, Hashable {
        public var path: String
        public var line: Int?
        public var reason: String
    }

    public var catalogKeys: Set<String>
    /// Catalog keys the catalogs themselves mark stale (`extractionState: stale`: Xcode no longer finds
    /// them in code), in every catalog that has them: not looked for, counted apart (``stale``).
    public var staleKeys: Set<String> = []
    public var slots: [KeySlot]
    public var ambiguous: [AmbiguousKey]
    /// Keys written in code but shown nowhere a kind describes (menus, picker options, plain
    /// strings), with the lines that write them.
    public var unplaced: [String: [String]]
    /// Why each unplaced key has no slot, where the code says (`menu item at path:line`,
    /// `label hidden by .labelsHidden() at path:line`), sorted; keys only written as plain strings
    /// have none.
    public var unplacedReasons: [String: [String]] = [:]
    public var swiftFiles: Int
    public var skipped: [SkippedFile]
    /// Interface Builder files read for their keys' rooms.
    public var nibFiles = 0
    /// The Swift files and nibs read, relative to the folder (`fitcheck serve` watches them).
    public var sourceFiles: [String] = []
    /// Nibs that could not be read, one line each.
    public var nibWarnings: [String] = []
    /// Strings laid out together (rows, choices), each with its evidence (``GroupInference``).
    public var groups: [MatrixGroup] = []
    /// A line per `ViewThatFits` not made a choice, saying why (`in: .vertical`, a child fitcheck
    /// cannot lay out): its texts keep their own slots.
    public var groupNotes: [String] = []
    /// Keys whose inferred room is 0 pt or less at a width the matrix measures: misread, they keep
    /// the default slot (``keepDefaultSlotWhereNoRoom(containerWidths:)``), sorted by key.
    public var fellBack: [DefaultSlotFallback] = []
    /// Groups with a member that has no room at a width the matrix measures: misread, not measured as
    /// groups, their members in their own slots (``keepDefaultSlotWhereNoRoom(containerWidths:)``), in order.
    public var groupsFellBack: [GroupFallback] = []
    /// Per group id, its members' slots were it no group: each key's uses outside the other groups
    /// (the group's own places among them), what a group that falls back gives its members.
    var slotsOutsideGroup: [String: [KeySlot]] = [:]

    /// Catalog keys the sources never write, sorted; the catalogs' stale keys left out (``stale``).
    public var notFound: [String] {
        catalogKeys.subtracting(written).subtracting(staleKeys).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Keys the catalogs mark stale that the sources do not write either, sorted (a stale key the code
    /// still shows is placed like any other).
    public var stale: [String] {
        staleKeys.subtracting(written).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The stale keys of `catalogs`: stale in every catalog that has them.
    public static func staleKeys(of catalogs: [Catalog]) -> Set<String> {
        let entries = catalogs.flatMap(\.entries)
        return Set(entries.filter(\.isStale).map(\.key)).subtracting(entries.filter { !$0.isStale }.map(\.key))
    }

    /// Keys the sources write somewhere: placed, ambiguous, unplaced or in a group.
    private var written: Set<String> {
        Set(slots.map(\.key)).union(ambiguous.map(\.key)).union(unplaced.keys).union(groups.flatMap(\.keys))
            .union(fellBack.map(\.key)).union(groupsFellBack.flatMap(\.group.keys))
    }

    /// Placed keys per kind.
    public var byKind: [SlotKind: Int] {
        slots.reduce(into: [:]) { $0[$1.kind, default: 0] += 1 }
    }

    /// `path:line: skipped: reason`, one line per skipped file.
    public var warnings: [String] {
        skipped.map { file in
            "\(file.path)\(file.line.map { ":\($0)" } ?? ""): skipped (\(file.reason)); its keys keep the default slot"
        } + nibWarnings + groupNotes + groupsFellBack.map(\.warning) + fellBack.map(\.warning)
    }
}
