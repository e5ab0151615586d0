import Dispatch
import Foundation

/// The groups a run measures and their members' renditions: the matrix's groups narrowed by the
/// selection — `--key` keeps a group with a matching member, `--changed-since` one with a changed
/// member (a sibling's change re-measures the row), a shard its part of the groups (a group is never
/// split between shards) — and each measured on the workers (``GroupMeasurer``).
struct RunGroups {
    /// The groups this process measures, in matrix order.
    var groups: [MatrixGroup]
    /// Every rendition of a member key in the run's languages and devices (whatever `--key` says).
    var renditions: [Rendition]
    /// Groups left out: an excluded member. Said as warnings.
    var warnings: [String] = []

    /// Groups measured and the findings they made (``GroupMeasurer``), with the languages each skipped.
    struct Outcome {
        var findings: [Finding] = []
        /// Groups measured in at least one language.
        var measured = 0
        var warnings: [String] = []
    }

    /// Picks the groups of `plan` the selection keeps; `members` are the renditions of their keys.
    init(plan: RunPlan, members: [Rendition]) {
        let (matrix, selection) = (plan.matrix, plan.selection)
        var kept: [MatrixGroup] = []
        for group in matrix.groups {
            let keys = group.keys
            if !selection.keys.isEmpty, !keys.contains(where: { key in selection.keys.contains { $0.matches(key) } }) { continue }
            if let changed = plan.changed, !keys.contains(where: changed.contains) { continue }
            if let excluded = keys.first(where: { key in plan.exclude.contains { $0.matches(key) } }) {
                warnings.append("\(group.label) is not measured: its member \(quoted: excluded) is excluded")
                continue
            }
            kept.append(group)
        }
        if let shard = selection.shard {
            kept = kept.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
        }
        groups = kept
        let wanted = Set(kept.flatMap(\.keys))
        renditions = members.filter { wanted.contains($0.key) }
    }

    /// Measures every group in every language of `plan` where each of its members has text, on `jobs`
    /// threads; findings in group order, then language order, whatever the number of threads.
    func measure(plan: RunPlan, fonts: FontLibrary, picker: WidthVariantPicker, jobs: Int) throws -> Outcome {
        // A matrix without groups costs nothing here (not even a worker's shaper).
        guard !groups.isEmpty else { return Outcome() }
        // Per language, each member key's renditions: a group is handed its members' alone, not the
        // language's every member text to sort through again for each group.
        var byLanguage: [String: [String: [Rendition]]] = [:]
        for rendition in renditions { byLanguage[rendition.language, default: [:]][rendition.key, default: []].append(rendition) }
        let work = groups.flatMap { group in plan.languages.map { (group, $0) } }
        let texts = byLanguage
        // Work items are taken in turn; each result lands at its item's place.
        let state = LockedValue((next: 0, results: [Result<GroupMeasurer.Result?, Error>](repeating: .success(nil), count: work.count)))
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, work.count))) { _ in
            let measurer = GroupMeasurer(matrix: plan.matrix, fonts: fonts, widths: plan.widths, sizes: plan.sizes, picker: picker)
            while true {
                let index = state.withLock { state -> Int in
                    defer { state.next += 1 }
                    return state.next
                }
                guard index < work.count else { break }
                let (group, language) = work[index]
                let byKey = texts[language] ?? [:]
                let complete = group.keys.allSatisfy { byKey[$0] != nil }
                let result: Result<GroupMeasurer.Result?, Error> = complete
                    ? Result { try measurer.measure(group, language: language, renditions: group.keys.flatMap { byKey[$0] ?? [] }) }
                    : .success(nil)
                state.withLock { $0.results[index] = result }
            }
        }
        let results = state.withLock { $0.results }
        var outcome = Outcome()
        var measured = Set<String>()
        for (groupIndex, group) in groups.enumerated() {
            var skipped: [String] = []
            for (languageIndex, language) in plan.languages.enumerated() {
                let index = groupIndex * plan.languages.count + languageIndex
                guard let result = try results[index].get() else {
                    skipped.append(language)
                    continue
                }
                measured.insert(group.id)
                outcome.findings += result.findings
            }
            if !skipped.isEmpty {
                let texts = renditions.filter { group.keys.contains($0.key) }
                let lacking = skipped.map { language in
                    let keys = group.keys.filter { key in !texts.contains { $0.key == key && $0.language == language } }
                    return "\(language) (no \(keys.map { "\"\($0)\"" }.joined(separator: ", ")))"
                }
                outcome.warnings.append("\(group.label) is measured only where every member has text; skipped: "
                                        + lacking.joined(separator: ", "))
            }
        }
        outcome.measured = measured.count
        return outcome
    }
}
