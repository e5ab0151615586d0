/// How a candidate fits in a group its key is a member of (`fitcheck try`, MCP `check_translation`):
/// the group measured again in every cell of the matrix with the candidate as the member's text and
/// its siblings as they are in that language (each at its widest variant), judged as the run judges
/// it (``GroupMeasurer``). The verdict is the group's: a row's by the member's share, a choice's by
/// the alternative the candidate leaves shown.
public struct GroupTrial: Sendable, Hashable, Codable {
    public var id: String
    /// `row` or `choice`.
    public var kind: String
    public var name: String?
    /// True when every cell fits.
    public var fits: Bool
    public var cellsMeasured: Int
    public var failingCells: Int
    /// The failure verdicts met, most severe first.
    public var failures: [Verdict]
    /// The cell described below: the worst failing one (of the most severe verdict), else the tightest
    /// (the narrowest width at the largest size).
    public var width: Double
    public var size: SizeCategory
    /// How much the worst failing member misses there, in points: its `needs − given`, the `over` the
    /// run's finding gives (``GroupFinding``); `nil` when every cell fits, or the verdict does not
    /// depend on the width (missing glyphs). JSON `over`.
    public var amount: Double?
    /// The row shown there: its policy, a choice's alternative (index) and whether its one-line width
    /// fit, and each member's text, the points it needs and the points its share gives it.
    public var policy: String
    public var chosen: Int?
    public var idealFits: Bool?
    /// A choice's `ViewThatFits(in:)` axes when not both (JSON `in`, as ``GroupFinding``'s).
    public var axes: ChoiceAxes?
    public var members: [GroupFinding.Member]
    /// A choice's every alternative there, with what it needs on one line (``GroupFinding/alternatives``).
    public var alternatives: [GroupFinding.Alternative]?
    /// Every failing cell, in measuring order.
    public var failingAt: [CandidateTrial.Place]
    /// How reports name the group in the matrix (``MatrixGroup/label``): `groups[0] "manage bar"
    /// (row-a6b75016)`. Text only: JSON has `id` and `name`.
    public var label = ""

    private enum CodingKeys: String, CodingKey {
        case id, kind, name, fits, cellsMeasured, failingCells, failures, width, size, policy, chosen, idealFits,
             members, alternatives, failingAt
        case axes = "in", amount = "over"
    }

    /// The trial of `group` from what measuring it found (``GroupMeasurer/Result``, measured with its
    /// tightest cell described).
    init(_ group: MatrixGroup, _ result: GroupMeasurer.Result, widths: [Double], sizes: [SizeCategory]) throws {
        let worst = result.findings.first
        guard let shown = worst?.group ?? result.tightest else {
            throw InternalError("\(group.label): measured without its tightest cell")
        }
        id = group.id
        kind = group.kind.rawValue
        name = group.name
        fits = result.failing.isEmpty
        cellsMeasured = result.cells
        failingCells = result.failing.count
        failures = Set(result.failing.map(\.verdict)).sorted(by: Verdict.moreSevereFirst)
        width = worst?.worst?.containerWidth ?? widths.min() ?? 0
        size = worst?.worst?.size ?? sizes.max() ?? .L
        amount = worst.flatMap { $0.verdict.dependsOnTextOnly ? nil : $0.amount }
        label = group.label
        policy = shown.policy
        chosen = shown.chosen
        idealFits = shown.idealFits
        axes = shown.axes
        members = shown.members
        alternatives = shown.alternatives
        failingAt = result.failing.map { CandidateTrial.Place(width: $0.width, size: $0.size, verdict: $0.verdict,
                                                              excessPoints: PointFormat.rounded($0.excessPoints)) }
    }

    /// What `try` prints for the group, once: where the group is and what the member's room there is
    /// (`room`, for the group the budget above measured the key in), the group measured again with the
    /// candidate, then the cell described as a group finding says it, with its amount:
    ///
    /// ```
    /// in groups[0] "manage bar" (row-a6b75016), a row: the room is its share of the row; measured again with the candidate: fails 30 of 40 cells (overflow)
    ///   worst cell, 300 pt · xxxL: overflow, over by 137.52 pt — row (equal): "Zurück" needs 70.99 pt, given 106 pt · …
    /// ```
    public func description(room: String?) -> String {
        var out = "in \(label), a \(kind): "
        if let room { out += "\(room); " }
        out += "measured again with the candidate: "
        out += fits ? "fits all \(cellsMeasured) cells\n"
            : "fails \(failingCells) of \(cellsMeasured) cells (\(failures.map(\.rawValue).joined(separator: ", ")))\n"
        let finding = GroupFinding(kind: kind, id: id, name: name, policy: policy, members: members, chosen: chosen,
                                   idealFits: idealFits, axes: axes, alternatives: alternatives)
        let miss = amount.flatMap { amount in failures.first.map { "\($0.rawValue), over by \(PointFormat.text(amount)) pt — " } } ?? ""
        out += "  \(fits ? "tightest" : "worst") cell, \(PointFormat.text(width)) pt · \(size.rawValue): \(miss)\(finding.summary)\n"
        return out
    }
}

extension BudgetContext {
    /// The trials of `key`'s candidate (`candidates`: its renditions in `language`) in each group the
    /// key is a member of, the siblings' texts taken from `renditions`. A group with a sibling that
    /// has no text in the language is not measured (as a run skips it there).
    func groupTrials(key: String, language: String, candidates: [Rendition], renditions: [Rendition]) throws -> [GroupTrial] {
        let groups = matrix.groups.filter { $0.keys.contains(key) }
        guard !groups.isEmpty else { return [] }
        var trials: [GroupTrial] = []
        for group in groups {
            guard let texts = groupTexts(group, key: key, language: language, candidates: candidates, renditions: renditions) else { continue }
            let measurer = GroupMeasurer(matrix: matrix, fonts: library, widths: plan.widths, sizes: plan.sizes,
                                         picker: WidthVariantPicker(texts))
            let result = try measurer.measure(group, language: language, renditions: texts, describingTightest: true)
            trials.append(try GroupTrial(group, result, widths: plan.widths, sizes: plan.sizes))
        }
        return trials
    }

    /// `group`'s texts in `language` with `key`'s candidate in it: its siblings' from `renditions`, the
    /// key's `candidates`; `nil` when a sibling has no text in the language.
    func groupTexts(_ group: MatrixGroup, key: String, language: String, candidates: [Rendition],
                    renditions: [Rendition]) -> [Rendition]? {
        let siblings = renditions.filter { $0.language == language && $0.key != key && group.keys.contains($0.key) }
        let texts = siblings + candidates
        return group.keys.allSatisfy({ member in texts.contains { $0.key == member } }) ? texts : nil
    }
}
