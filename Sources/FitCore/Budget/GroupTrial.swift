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
    /// The row shown there: its policy, a choice's alternative (index) and whether its one-line width
    /// fit, and each member's text, the points it needs and the points its share gives it.
    public var policy: String
    public var chosen: Int?
    public var idealFits: Bool?
    public var members: [GroupFinding.Member]
    /// Every failing cell, in measuring order.
    public var failingAt: [CandidateTrial.Place]

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
        policy = shown.policy
        chosen = shown.chosen
        idealFits = shown.idealFits
        members = shown.members
        failingAt = result.failing.map { CandidateTrial.Place(width: $0.width, size: $0.size, verdict: $0.verdict,
                                                              excessPoints: PointFormat.rounded($0.excessPoints)) }
    }

    /// `in row "actions" (row-1a2b3c4d), measured again in its row: fails 3 of 8 cells (overflow)`,
    /// then the cell described, as a group finding says it.
    public var description: String {
        let label = (name.map { "\"\($0)\" " } ?? "") + "(\(id))"
        var out = "in \(kind) \(label), measured again in its \(kind): "
        out += fits ? "fits all \(cellsMeasured) cells\n"
            : "fails \(failingCells) of \(cellsMeasured) cells (\(failures.map(\.rawValue).joined(separator: ", ")))\n"
        let finding = GroupFinding(kind: kind, id: id, name: name, policy: policy, members: members, chosen: chosen,
                                   idealFits: idealFits)
        out += "  at \(PointFormat.text(width)) pt · \(size.rawValue): \(finding.summary)\n"
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
            let siblings = renditions.filter { $0.language == language && $0.key != key && group.keys.contains($0.key) }
            let texts = siblings + candidates
            guard group.keys.allSatisfy({ member in texts.contains { $0.key == member } }) else { continue }
            let measurer = GroupMeasurer(matrix: matrix, fonts: library, widths: plan.widths, sizes: plan.sizes,
                                         picker: WidthVariantPicker(texts))
            let result = try measurer.measure(group, language: language, renditions: texts, describingTightest: true)
            trials.append(try GroupTrial(group, result, widths: plan.widths, sizes: plan.sizes))
        }
        return trials
    }
}
