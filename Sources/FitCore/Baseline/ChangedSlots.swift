import Foundation

/// The keys whose **slot evidence** changed since a git revision (`--changed-since REV`): the app's
/// code and nibs, read at the revision and in the working tree (``SlotInference``), place the key
/// differently — a new `.lineLimit(1)` on its `Text`, a nib frame made narrower, a key newly shown or
/// no longer shown, a row it joined or left. What is compared per key is the slot inferred (kind,
/// count, room and text setting) and the groups it is a member of, never line numbers: a line moved by
/// an edit elsewhere changes nothing.
///
/// Read only for a matrix `fitcheck init` wrote slots into (a rule named after a kind of place
/// matching one key, or a group with `evidence`): the project is the matrix file's folder. A changed
/// key is measured in the slot the working tree's code gives it, where its rule is one `init` wrote
/// (or none matches it): the pull request that adds `.lineLimit(1)` fails before anyone runs
/// `fitcheck init --update`. A hand-written rule still wins.
public struct ChangedSlots: Sendable {
    /// Keys placed differently in the working tree than at the revision.
    public var keys: Set<String>
    /// The working tree's slot of each changed key the code places.
    public var current: [String: KeySlot]

    /// The keys of `keys` placed differently since `revision`; `nil` when the matrix holds nothing
    /// `init` inferred, or its folder is not in a git checkout.
    /// - Throws: ``InputError`` when git cannot give the folder's files at the revision.
    public static func since(_ revision: String, matrix: Matrix, keys: Set<String>) throws -> ChangedSlots? {
        guard holdsInferredSlots(matrix) else { return nil }
        let folder = BaselinePath.folder(of: matrix.file)
        guard GitRepository.topLevel(of: folder) != nil else { return nil }
        let now = try SlotInference.infer(folder: folder, catalogKeys: keys, platform: matrix.platform)
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("fitcheck-slots-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let then: SlotInferenceResult?
        if try GitRepository(containing: matrix.file).extractFolder(at: revision, into: scratch.path) {
            then = try SlotInference.infer(folder: scratch.path, catalogKeys: keys, platform: matrix.platform)
        } else {
            then = nil  // the folder did not exist then: every key the code places now is new
        }
        let before = then.map(fingerprints) ?? [:]
        let after = fingerprints(now)
        let changed = Set(keys.filter { before[$0] != after[$0] })
        let current = Dictionary(now.slots.filter { changed.contains($0.key) }.map { ($0.key, $0) }) { first, _ in first }
        return ChangedSlots(keys: changed, current: current)
    }

    /// True when the matrix holds a rule or group `fitcheck init` inferred from code.
    static func holdsInferredSlots(_ matrix: Matrix) -> Bool {
        matrix.rules.contains(where: isInferred) || matrix.groups.contains { !$0.evidence.isEmpty }
    }

    /// A rule as `init` writes it: named after a kind of place, matching one key (``InferredRulesUpdate``).
    static func isInferred(_ rule: SlotRule) -> Bool {
        rule.pattern.text.hasPrefix("=") && SlotKind.allCases.contains { $0.title == rule.name }
    }

    /// Per key, what the code says of its place, without the lines that say it: its slot (kind,
    /// count, room, text) and each group it is in, as the matrix would hold them.
    private static func fingerprints(_ result: SlotInferenceResult) -> [String: [String]] {
        var prints: [String: [String]] = [:]
        for slot in result.slots {
            var rule = slot
            rule.evidence = []
            rule.notes = []
            prints[slot.key, default: []].append(StarterMatrix.rule(rule))
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
    /// that gives the key its slot is one `init` wrote, or none does. Returns the keys replaced.
    public func apply(to matrix: inout Matrix) throws -> [String] {
        var replaced: [String] = []
        for key in keys.sorted() {
            guard let slot = current[key] else { continue }
            let position = matrix.rules.firstIndex { $0.pattern.matches(key) }
            if let position, !Self.isInferred(matrix.rules[position]) { continue }  // a hand-written rule wins
            let index = position.map { matrix.rules[$0].index } ?? matrix.rules.count
            let rule = try MatrixFile.inferredRule(StarterMatrix.rule(slot), index: index, file: matrix.file,
                                                   defaultSlot: matrix.defaultSlot)
            if let position { matrix.rules[position] = rule } else { matrix.rules.append(rule) }
            replaced.append(key)
        }
        return replaced
    }
}
