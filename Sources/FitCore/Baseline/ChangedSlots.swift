import Foundation

/// The keys whose **slot evidence** changed since a git revision (`--changed-since REV`): the app's
/// code and nibs, read at the revision and in the working tree (``SlotInference``), place the key
/// differently — a new `.lineLimit(1)` on its `Text`, a nib frame made narrower, a key newly shown or
/// no longer shown, a row it joined or left. What is compared per key is the slot inferred (kind,
/// count, room and text setting) and the groups it is a member of, never line numbers: a line moved by
/// an edit elsewhere changes nothing.
///
/// Read when the run has the app's source (``CodeSlots``, the matrix file's folder) or the matrix holds
/// slots an older `fitcheck init` wrote (``FrozenSlots``). A changed key is measured in the slot the
/// working tree's code gives it: the run's own code slots already give it; where the key's rule is a
/// frozen one `init` wrote, it is replaced (the pull request that adds `.lineLimit(1)` fails). A
/// hand-written rule still wins.
public struct ChangedSlots: Sendable {
    /// Keys placed differently in the working tree than at the revision.
    public var keys: Set<String>
    /// The working tree's slot of each changed key the code places.
    public var current: [String: KeySlot]

    /// The keys of `keys` placed differently since `revision`; `nil` when the matrix holds nothing
    /// `init` inferred, or its folder is not in a git checkout.
    /// - Throws: ``InputError`` when git cannot give the folder's files at the revision.
    /// - Parameter now: the run's inference of the working tree, when it made one (read here otherwise).
    public static func since(_ revision: String, matrix: Matrix, keys: Set<String>,
                             now inferred: SlotInferenceResult? = nil) throws -> ChangedSlots? {
        guard inferred != nil || !FrozenSlots(matrix).isEmpty else { return nil }
        let folder = BaselinePath.folder(of: matrix.file)
        guard GitRepository.topLevel(of: folder) != nil else { return nil }
        let room = matrix.widths.map(matrix.insets.containerWidth(for:))
        var now = try inferred ?? SlotInference.infer(folder: folder, catalogKeys: keys, platform: matrix.platform)
        now.keepDefaultSlotWhereNoRoom(containerWidths: room)  // as the run's code slots (a second time changes nothing)
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("fitcheck-slots-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var then: SlotInferenceResult?
        if try GitRepository(containing: matrix.file).extractFolder(at: revision, into: scratch.path) {
            then = try SlotInference.infer(folder: scratch.path, catalogKeys: keys, platform: matrix.platform)
            then?.keepDefaultSlotWhereNoRoom(containerWidths: room)
        } else {
            then = nil  // the folder did not exist then: every key the code places now is new
        }
        let before = then.map(fingerprints) ?? [:]
        let after = fingerprints(now)
        let changed = Set(keys.filter { before[$0] != after[$0] })
        let current = Dictionary(now.slots.filter { changed.contains($0.key) }.map { ($0.key, $0) }) { first, _ in first }
        return ChangedSlots(keys: changed, current: current)
    }

    /// Per key, what the code says of its place, without the lines that say it: its slot (kind,
    /// count, room, text) and each group it is in, as the matrix would hold them.
    private static func fingerprints(_ result: SlotInferenceResult) -> [String: [String]] {
        var prints: [String: [String]] = [:]
        for slot in result.slots {
            var rule = slot
            rule.evidence = []
            rule.notes = []
            prints[slot.key, default: []].append(CodeSlotsFile.rule(rule))
        }
        for group in result.groups {
            var unplaced = group
            unplaced.evidence = []
            unplaced.notes = []
            let entry = GroupReport.matrixEntry(unplaced)
            for key in Set(group.keys) { prints[key, default: []].append(entry) }
        }
        return prints
    }

    /// `matrix` with each changed key's rule replaced by the working tree's slot, where the rule
    /// that gives the key its slot is a frozen one an older `init` wrote, or none does. Returns the keys
    /// replaced (a key the run's code slots already give is not).
    public func apply(to matrix: inout Matrix) throws -> [String] {
        var replaced: [String] = []
        for key in keys.sorted() {
            guard let slot = current[key] else { continue }
            let position = matrix.rules.firstIndex { $0.pattern.matches(key) }
            if let position, matrix.rules[position].fromCode { continue }  // the run's own slot from code: current
            if let position, !FrozenSlots.isInferred(matrix.rules[position]) { continue }  // a hand-written rule wins
            let index = position.map { matrix.rules[$0].index } ?? matrix.rules.count
            let rule = try MatrixFile.inferredRule(CodeSlotsFile.rule(slot), index: index, file: matrix.file,
                                                   defaultSlot: matrix.defaultSlot)
            if let position { matrix.rules[position] = rule } else { matrix.rules.append(rule) }
            replaced.append(key)
        }
        return replaced
    }
}
