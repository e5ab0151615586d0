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

    /// A member as this language sets it: its cell model and each shown variant's rendition and shaping.
    private struct MemberTexts {
        var member: GroupMember
        var model: CellModel
        var renditions: [Rendition]
        var shapings: [TextShaping]
    }

    /// What a group's cells found in one language.
    struct Result {
        var findings: [Finding] = []
        /// Cells measured (every width × size).
        var cells = 0
    }

    /// Measures `group` in `language`, its members' texts taken from `renditions` (by key; every variant
    /// of the language).
    func measure(_ group: MatrixGroup, language: String, renditions: [Rendition]) throws -> Result {
        var byKey: [String: [Rendition]] = [:]
        for rendition in renditions { byKey[rendition.key, default: []].append(rendition) }
        func texts(_ member: GroupMember) -> MemberTexts {
            var shown = byKey[member.key] ?? []
            if let variant = member.variant { shown = shown.filter { $0.variant == variant } }
            let model = CellModel(slot: member.slot, sizes: sizes, matrix: matrix)
            let designs = TextShaping.spansOpticalDesigns(model.pointSizes, fonts: fonts)
            return MemberTexts(member: member, model: model, renditions: shown, shapings: shown.map { rendition in
                TextShaping(member.slot.drawn(rendition.text), language: language, font: model.font(for: language),
                            shaper: shaper, spansOpticalDesigns: designs)
            })
        }
        let rows: [RowGroup]
        switch group.content {
        case .row(let row): rows = [row]
        case .choice(let choice): rows = choice.alternatives.map(\.asRow)
        }
        var members = rows.map { $0.shownMembers.map(texts) }

        var result = Result()
        var findings: [Verdict: Accumulator] = [:]
        for width in widths {
            let groupWidth = group.width.resolve(containerWidth: matrix.containerWidth(for: width))
            for sizeIndex in sizes.indices {
                // Each member's settings in this cell: its variants shown at its share's width.
                var settings: [[GroupJudge.MemberSetting]] = []
                var shownVariants: [[[Int]]] = []
                for (rowIndex, row) in rows.enumerated() {
                    let estimate = groupWidth / Double(max(row.shareCount, 1))
                    var rowSettings: [GroupJudge.MemberSetting] = []
                    var rowVariants: [[Int]] = []
                    for index in members[rowIndex].indices {
                        let texts = members[rowIndex][index]
                        let pointSize = texts.model.metrics(size: sizeIndex).pointSize
                        let variants = texts.renditions.indices.filter { variant in
                            texts.renditions[variant].widthVariant == nil
                                || picker.isShown(texts.renditions[variant], slotWidth: estimate - texts.member.insets, pointSize: pointSize)
                        }
                        rowVariants.append(variants)
                        rowSettings.append(GroupJudge.MemberSetting(
                            parameters: texts.model.parameters(size: sizeIndex, slotWidth: 0),
                            variants: try variants.map { try members[rowIndex][index].shapings[$0].breakable(at: pointSize) }))
                    }
                    settings.append(rowSettings)
                    shownVariants.append(rowVariants)
                }
                let outcome: GroupJudge.Outcome
                switch group.content {
                case .row(let row):
                    outcome = GroupJudge.Outcome(row: GroupJudge.judge(row, width: groupWidth, members: settings[0]),
                                                 chosen: nil, idealFits: nil)
                case .choice(let choice):
                    outcome = GroupJudge.judge(choice, width: groupWidth, alternatives: settings)
                }
                result.cells += 1
                guard let failing = outcome.row.worstMember else { continue }
                let rowIndex = outcome.chosen ?? 0
                let member = outcome.row.members[failing]
                let cell = Cell(width: width, sizeIndex: sizeIndex, rowIndex: rowIndex, outcome: outcome,
                                variants: shownVariants[rowIndex], member: failing)
                findings[outcome.verdict, default: Accumulator()].add(cell, excess: member.measurement.excessPoints,
                                                                     overflowLines: member.measurement.overflowLines,
                                                                     size: sizes[sizeIndex])
            }
        }
        for verdict in findings.keys.sorted(by: Verdict.moreSevereFirst) {
            result.findings.append(try finding(group, language: language, verdict: verdict, findings[verdict]!,
                                               rows: rows, members: &members))
        }
        return result
    }

    /// One failing cell of the group.
    private struct Cell {
        var width: Double
        var sizeIndex: Int
        /// The row shown: 0 for a row, the chosen alternative of a choice.
        var rowIndex: Int
        var outcome: GroupJudge.Outcome
        /// Per member of that row, the indices of its renditions shown in the cell.
        var variants: [[Int]]
        /// The member that fails worst.
        var member: Int
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

    /// The finding of `verdict`'s cells: the failing member's worst cell as its record, and the row shown there.
    private func finding(_ group: MatrixGroup, language: String, verdict: Verdict, _ cells: Accumulator,
                         rows: [RowGroup], members: inout [[MemberTexts]]) throws -> Finding {
        let cell = cells.worst!
        let row = rows[cell.rowIndex]
        var details: [GroupFinding.Member] = []
        var record: FailureRecord?
        for (index, outcome) in cell.outcome.row.members.enumerated() {
            let texts = members[cell.rowIndex][index]
            let renditionIndex = cell.variants[index][outcome.variant]
            let rendition = texts.renditions[renditionIndex]
            let pointSize = texts.model.metrics(size: cell.sizeIndex).pointSize
            let text = try members[cell.rowIndex][index].shapings[renditionIndex].breakable(at: pointSize)
            details.append(GroupFinding.Member(key: rendition.key, variant: rendition.variant, text: rendition.text,
                                               needs: RequiredWidth.requiredWidth(text, outcome.parameters), given: outcome.given,
                                               file: rendition.file, line: rendition.line))
            guard index == cell.member else { continue }
            let measurement = Judge.measure(text, outcome.parameters)
            let missing = verdict == .missingGlyphs
                ? try members[cell.rowIndex][index].shapings[renditionIndex].missingCharacters(at: pointSize) : nil
            record = FailureRecord(
                key: rendition.key, language: language, variant: rendition.variant, text: rendition.text,
                samples: rendition.samples, status: rendition.status.rawValue, state: rendition.state,
                containerWidth: cell.width, slotWidth: outcome.given, size: sizes[cell.sizeIndex], style: texts.member.slot.style,
                weight: texts.model.font(for: language).weight, verdict: verdict,
                alsoFails: measurement.failureSet.removing(verdict).verdicts, lines: measurement.lineCount,
                maxLines: measurement.maxLines, excessPoints: measurement.excessPoints, overflowLines: measurement.overflowLines,
                lineWidths: measurement.lines.isEmpty ? nil : measurement.lineWidths, rule: group.label,
                file: rendition.file, line: rendition.line, image: nil, device: rendition.device,
                missingCharacters: missing, formatMismatch: nil, inheritedFrom: rendition.inheritedFrom)
        }
        var finding = Finding(subject: .group(name: group.id, members: group.keys), verdict: verdict,
                              level: verdict.defaultLevel, fails: true, file: record!.file, line: record!.line,
                              language: language, worst: record, failingCellCount: cells.count,
                              failingCells: verdict.dependsOnTextOnly ? nil : cells.cells)
        finding.group = GroupFinding(kind: group.kind.rawValue, id: group.id, name: group.name, policy: row.policy.rawValue, members: details,
                                     chosen: cell.outcome.chosen, idealFits: cell.outcome.idealFits)
        finding.detail = finding.group?.summary
        return finding
    }
}
