/// Shape → lay out → judge, one group in one language at a time: each member's variants shaped once
/// (``TextShaping``, in the member's own slot and font), then every cell of the run's widths × sizes
/// laid out and judged by ``GroupJudge``. Failing cells become the group's findings: one per verdict,
/// shown by its worst cell (the largest miss, then the most lines over, then the narrowest width and
/// smallest size), with ``GroupFinding`` saying what each member needs and gets there.
struct GroupMeasurer {
    let matrix: Matrix
    let fonts: FontLibrary
    /// The run's container widths, in points, and size categories.
    let widths: [Double]
    let sizes: [SizeCategory]
    let picker: WidthVariantPicker
    let shaper: Shaper

    init(matrix: Matrix, fonts: FontLibrary, widths: [Double], sizes: [SizeCategory], picker: WidthVariantPicker) {
        self.matrix = matrix
        self.fonts = fonts
        self.widths = widths
        self.sizes = sizes
        self.picker = picker
        self.shaper = Shaper(library: fonts)
    }

    /// A member as this language sets it: its cells (its own slot, the share's width set per cell)
    /// and each of its renditions in the language, shaped when a size first needs it. A class: a
    /// member that shrinks (``GroupJudge/Shrinking``) shapes its text at smaller sizes from the judge.
    private final class MemberTexts {
        let member: GroupMember
        let cells: KeyCells
        let renditions: [Rendition]
        var shapings: [TextShaping]

        init(_ member: GroupMember, cells: KeyCells, renditions: [Rendition], shaper: Shaper) {
            self.member = member
            self.cells = cells
            self.renditions = renditions
            self.shapings = renditions.map { cells.shaping($0, shaper: shaper) }
        }

        var model: CellModel { cells.model }

        /// The text of rendition `index` at `pointSize`.
        func text(_ index: Int, at pointSize: Double) throws -> BreakableText {
            try shapings[index].breakable(at: pointSize)
        }

        /// The member as the judge sets it at size `sizeIndex`, showing the renditions `shown`: its
        /// fitting parameters (the width is the share's, set by the judge), each shown text, and how it
        /// shrinks when its slot lets it.
        func setting(size sizeIndex: Int, shown: [Int], readableScale: Double) throws -> GroupJudge.MemberSetting {
            let pointSize = model.metrics(size: sizeIndex).pointSize
            var setting = GroupJudge.MemberSetting(parameters: model.parameters(size: sizeIndex, slotWidth: 0),
                                                   variants: try shown.map { try text($0, at: pointSize) })
            if let minimum = model.slot.minimumScaleFactor {
                setting.shrink = GroupJudge.Shrinking(minimum: minimum, readableScale: readableScale) { variant, scale, width in
                    let scaled = self.model.parameters(size: sizeIndex, slotWidth: width, scale: scale)
                    return (try self.text(shown[variant], at: scaled.pointSize), scaled)
                }
            }
            return setting
        }
    }

    /// What a group's cells found in one language.
    struct Result {
        var findings: [Finding] = []
        /// Cells measured (every width × size).
        var cells = 0
        /// Every failing cell: its width, size, verdict and the failing member's miss, in measuring order.
        var failing: [FailingCell] = []
        /// The group at its tightest cell (the narrowest width, the largest size), failing or not, when asked for.
        var tightest: GroupFinding?
    }

    /// A failing cell of the group: where, the verdict and by how much its worst member misses.
    struct FailingCell {
        var width: Double
        var size: SizeCategory
        var verdict: Verdict
        var excessPoints: Double
    }

    /// Measures `group` in `language`, its members' texts taken from `renditions` (by key; every variant
    /// of the language). With `describingTightest`, the result also says the group at its tightest cell.
    func measure(_ group: MatrixGroup, language: String, renditions: [Rendition],
                 describingTightest: Bool = false) throws -> Result {
        var byKey: [String: [Rendition]] = [:]
        for rendition in renditions { byKey[rendition.key, default: []].append(rendition) }
        let rows = Self.rows(of: group)
        let members = rows.map { row in
            row.shownMembers.map { member -> MemberTexts in
                var shown = byKey[member.key] ?? []
                if let variant = member.variant { shown = shown.filter { $0.variant == variant } }
                let cells = KeyCells(key: member.key, slot: member.slot, rule: group.label, matrix: matrix, sizes: sizes, fonts: fonts)
                return MemberTexts(member, cells: cells, renditions: shown, shaper: shaper)
            }
        }

        var result = Result()
        var findings: [Verdict: Accumulator] = [:]
        for width in widths {
            for sizeIndex in sizes.indices {
                let cell = try judge(group, rows: rows, members: members, width: width, sizeIndex: sizeIndex)
                result.cells += 1
                guard let failing = cell.outcome.row.worstMember else { continue }
                let measurement = cell.outcome.row.members[failing].measurement
                result.failing.append(FailingCell(width: width, size: sizes[sizeIndex], verdict: cell.outcome.verdict,
                                                  excessPoints: measurement.excessPoints))
                findings[cell.outcome.verdict, default: Accumulator()].add(cell, excess: measurement.excessPoints,
                                                                          overflowLines: measurement.overflowLines,
                                                                          size: sizes[sizeIndex])
            }
        }
        for verdict in findings.keys.sorted(by: Verdict.moreSevereFirst) {
            result.findings.append(try finding(group, language: language, verdict: verdict, findings[verdict]!, members: members))
        }
        if describingTightest, let width = widths.min(), let largest = sizes.indices.max(by: { sizes[$0] < sizes[$1] }) {
            let cell = try judge(group, rows: rows, members: members, width: width, sizeIndex: largest)
            result.tightest = try detail(group, cell, members: members).group
        }
        return result
    }

    /// The rows a group may show: a row's one, a choice's alternatives.
    static func rows(of group: MatrixGroup) -> [RowGroup] {
        switch group.content {
        case .row(let row): return [row]
        case .choice(let choice): return choice.alternatives.map(\.asRow)
        }
    }

    /// One cell of the group judged: each member's renditions shown there (width variants picked by
    /// the member's equal share), laid out by ``GroupJudge``.
    private func judge(_ group: MatrixGroup, rows: [RowGroup], members: [[MemberTexts]], width: Double,
                       sizeIndex: Int) throws -> Cell {
        let groupWidth = group.width.resolve(containerWidth: matrix.containerWidth(for: width))
        var settings: [[GroupJudge.MemberSetting]] = []
        var shownVariants: [[[Int]]] = []
        for (rowIndex, row) in rows.enumerated() {
            let estimate = groupWidth / Double(max(row.shareCount, 1))
            var rowSettings: [GroupJudge.MemberSetting] = []
            var rowVariants: [[Int]] = []
            for texts in members[rowIndex] {
                let pointSize = texts.model.metrics(size: sizeIndex).pointSize
                let shown = texts.renditions.indices.filter { index in
                    texts.renditions[index].widthVariant == nil
                        || picker.isShown(texts.renditions[index], slotWidth: estimate - texts.member.insets, pointSize: pointSize)
                }
                rowVariants.append(shown)
                rowSettings.append(try texts.setting(size: sizeIndex, shown: shown, readableScale: matrix.readableScale))
            }
            settings.append(rowSettings)
            shownVariants.append(rowVariants)
        }
        let outcome: GroupJudge.Outcome
        switch group.content {
        case .row(let row):
            outcome = GroupJudge.Outcome(row: try GroupJudge.judge(row, width: groupWidth, members: settings[0]),
                                         chosen: nil, idealFits: nil)
        case .choice(let choice):
            outcome = try GroupJudge.judge(choice, width: groupWidth, alternatives: settings)
        }
        let rowIndex = outcome.chosen ?? 0
        return Cell(width: width, sizeIndex: sizeIndex, rowIndex: rowIndex, row: rows[rowIndex], outcome: outcome,
                    variants: shownVariants[rowIndex])
    }

    /// One cell of the group, judged.
    private struct Cell {
        var width: Double
        var sizeIndex: Int
        /// The row shown: 0 for a row, the chosen alternative of a choice; and that row.
        var rowIndex: Int
        var row: RowGroup
        var outcome: GroupJudge.Outcome
        /// Per member of that row, the indices of its renditions shown in the cell.
        var variants: [[Int]]
    }

    /// A verdict's failing cells: counted, listed, and the worst kept.
    private struct Accumulator {
        var count = 0
        var cells: [FindingCell] = []
        var worst: Cell?
        var worstExcess = 0.0
        var worstOverflow = 0

        /// Cells come width by width, size by size: on a tie the first (narrowest, smallest) stays.
        mutating func add(_ cell: Cell, excess: Double, overflowLines: Int, size: SizeCategory) {
            count += 1
            cells.append(FindingCell(containerWidth: cell.width, size: size, excessPoints: FailureRecord.rounded(excess)))
            if worst == nil || excess > worstExcess || (excess == worstExcess && overflowLines > worstOverflow) {
                (worst, worstExcess, worstOverflow) = (cell, excess, overflowLines)
            }
        }
    }

    /// The group in one cell as reports say it (``GroupFinding``: each shown member's needs and
    /// share), and the record of its worst member there, when one fails.
    private func detail(_ group: MatrixGroup, _ cell: Cell, members: [[MemberTexts]]) throws -> (group: GroupFinding, record: FailureRecord?) {
        var details: [GroupFinding.Member] = []
        var record: FailureRecord?
        for (index, outcome) in cell.outcome.row.members.enumerated() {
            let texts = members[cell.rowIndex][index]
            let renditionIndex = cell.variants[index][outcome.variant]
            let rendition = texts.renditions[renditionIndex]
            let pointSize = texts.model.metrics(size: cell.sizeIndex).pointSize
            let text = try texts.text(renditionIndex, at: pointSize)
            details.append(GroupFinding.Member(key: rendition.key, variant: rendition.variant, text: rendition.text,
                                               needs: RequiredWidth.requiredWidth(text, outcome.parameters), given: outcome.given,
                                               file: rendition.file, line: rendition.line))
            guard index == cell.outcome.row.worstMember else { continue }
            // The failing member's lines as drawn: at full size, or shrunk.
            var measurement = Judge.measure(text, outcome.parameters)
            if outcome.verdict == .shrinks, let scale = outcome.measurement.scale {
                let scaled = texts.model.parameters(size: cell.sizeIndex, slotWidth: outcome.given, scale: scale)
                measurement = ShrinkToFit.shrunk(measurement, scale: scale, Judge.measure(try texts.text(renditionIndex, at: scaled.pointSize), scaled))
            }
            let missing = outcome.verdict == .missingGlyphs ? try texts.shapings[renditionIndex].missingCharacters(at: pointSize) : nil
            let result = CellResult(containerWidth: cell.width, slotWidth: outcome.given, size: sizes[cell.sizeIndex],
                                    measurement: measurement, verdict: outcome.verdict, missingCharacters: missing)
            record = FailureRecord(rendition: rendition, cell: result, style: texts.member.slot.style,
                                   weight: texts.model.font(for: rendition.language).weight, rule: group.label)
        }
        let summary = GroupFinding(kind: group.kind.rawValue, id: group.id, name: group.name, policy: cell.row.policy.rawValue,
                                   members: details, chosen: cell.outcome.chosen, idealFits: cell.outcome.idealFits)
        return (summary, record)
    }

    /// The finding of `verdict`'s cells: the failing member's worst cell as its record, and the row shown there.
    private func finding(_ group: MatrixGroup, language: String, verdict: Verdict, _ cells: Accumulator,
                         members: [[MemberTexts]]) throws -> Finding {
        let (summary, found) = try detail(group, cells.worst!, members: members)
        guard let record = found else { throw InternalError("\(group.label): a failing cell without a failing member") }
        var finding = Finding(subject: .group(name: group.id, members: group.keys), verdict: verdict,
                              level: verdict.defaultLevel, fails: true, file: record.file, line: record.line,
                              language: language, worst: record, failingCellCount: cells.count,
                              failingCells: verdict.dependsOnTextOnly ? nil : cells.cells)
        finding.group = summary
        finding.detail = summary.summary
        return finding
    }
}
