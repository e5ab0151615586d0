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

    /// - Parameter shaper: the worker's own (a Shaper is not thread-safe); `nil`: a new one.
    init(matrix: Matrix, fonts: FontLibrary, widths: [Double], sizes: [SizeCategory], picker: WidthVariantPicker,
         shaper: Shaper? = nil) {
        self.matrix = matrix
        self.fonts = fonts
        self.widths = widths
        self.sizes = sizes
        self.picker = picker
        self.shaper = shaper ?? Shaper(library: fonts)
    }

    /// A member as this language sets it: its cell model and each shown variant's rendition and shaping.
    struct MemberTexts {
        var member: GroupMember
        var model: CellModel
        var renditions: [Rendition]
        var shapings: [TextShaping]
    }

    /// A group's texts in one language: its rows (a row's one, a choice's alternatives as rows) and,
    /// per row, its shown members' texts.
    struct GroupTexts {
        var rows: [RowGroup]
        var members: [[MemberTexts]]
    }

    /// The group laid out and judged in one cell.
    struct LaidOutCell {
        /// The width the group spans, in points.
        var groupWidth: Double
        var outcome: GroupJudge.Outcome
        /// Per row, per shown member, the indices of its renditions shown in the cell.
        var variants: [[[Int]]]
        /// Per alternative of a choice, the width it takes with every text on one line (its ideal
        /// width, which ``ChoiceRule`` compares with the proposal); empty for a row.
        var idealWidths: [Double]
        /// The row shown: 0 for a row, the chosen alternative of a choice.
        var rowIndex: Int { outcome.chosen ?? 0 }
    }

    /// What a group's cells found in one language.
    struct Result {
        var findings: [Finding] = []
        /// Cells measured (every width × size).
        var cells = 0
    }

    /// `group`'s members in `language`, their texts taken from `renditions` (by key; every variant of
    /// the language), each set by its own slot's cell model (``KeyCells``), shaped when a size needs it.
    func texts(_ group: MatrixGroup, language: String, renditions: [Rendition], keepingGlyphs: Bool = false) -> GroupTexts {
        var byKey: [String: [Rendition]] = [:]
        for rendition in renditions where rendition.language == language { byKey[rendition.key, default: []].append(rendition) }
        func texts(_ member: GroupMember) -> MemberTexts {
            var shown = byKey[member.key] ?? []
            if let variant = member.variant { shown = shown.filter { $0.variant == variant } }
            let cells = KeyCells(member: member, matrix: matrix, sizes: sizes, fonts: fonts)
            return MemberTexts(member: member, model: cells.model, renditions: shown,
                               shapings: shown.map { cells.shaping($0, shaper: shaper, keepingGlyphs: keepingGlyphs) })
        }
        let rows: [RowGroup]
        switch group.content {
        case .row(let row): rows = [row]
        case .choice(let choice): rows = choice.alternatives.map(\.asRow)
        }
        return GroupTexts(rows: rows, members: rows.map { $0.shownMembers.map(texts) })
    }

    /// `group` laid out at container width `width` and the size in place `sizeIndex` of ``sizes``, and judged
    /// (``GroupJudge``): each member's shown variants at its share's width.
    func layOut(_ group: MatrixGroup, _ texts: inout GroupTexts, width: Double, sizeIndex: Int) throws -> LaidOutCell {
        let groupWidth = group.width.resolve(containerWidth: matrix.containerWidth(for: width))
        var settings: [[GroupJudge.MemberSetting]] = []
        var shownVariants: [[[Int]]] = []
        for (rowIndex, row) in texts.rows.enumerated() {
            let estimate = groupWidth / Double(max(row.shareCount, 1))
            var rowSettings: [GroupJudge.MemberSetting] = []
            var rowVariants: [[Int]] = []
            for index in texts.members[rowIndex].indices {
                let member = texts.members[rowIndex][index]
                let pointSize = member.model.metrics(size: sizeIndex).pointSize
                let variants = member.renditions.indices.filter { variant in
                    member.renditions[variant].widthVariant == nil
                        || picker.isShown(member.renditions[variant], slotWidth: estimate - member.member.insets, pointSize: pointSize)
                }
                rowVariants.append(variants)
                rowSettings.append(GroupJudge.MemberSetting(
                    parameters: member.model.parameters(size: sizeIndex, slotWidth: 0),
                    variants: try variants.map { try texts.members[rowIndex][index].shapings[$0].breakable(at: pointSize) }))
            }
            settings.append(rowSettings)
            shownVariants.append(rowVariants)
        }
        switch group.content {
        case .row(let row):
            return LaidOutCell(groupWidth: groupWidth,
                               outcome: GroupJudge.Outcome(row: GroupJudge.judge(row, width: groupWidth, members: settings[0]),
                                                           chosen: nil, idealFits: nil),
                               variants: shownVariants, idealWidths: [])
        case .choice(let choice):
            return LaidOutCell(groupWidth: groupWidth, outcome: GroupJudge.judge(choice, width: groupWidth, alternatives: settings),
                               variants: shownVariants, idealWidths: GroupJudge.idealWidths(choice, alternatives: settings))
        }
    }

    /// Measures `group` in `language`, its members' texts taken from `renditions` (by key; every variant
    /// of the language).
    func measure(_ group: MatrixGroup, language: String, renditions: [Rendition]) throws -> Result {
        var texts = texts(group, language: language, renditions: renditions)
        var result = Result()
        var findings: [Verdict: Accumulator] = [:]
        for width in widths {
            for sizeIndex in sizes.indices {
                let laidOut = try layOut(group, &texts, width: width, sizeIndex: sizeIndex)
                let outcome = laidOut.outcome
                result.cells += 1
                guard let failing = outcome.row.worstMember else { continue }
                let member = outcome.row.members[failing]
                let cell = Cell(width: width, sizeIndex: sizeIndex, rowIndex: laidOut.rowIndex, outcome: outcome,
                                variants: laidOut.variants[laidOut.rowIndex], member: failing)
                findings[outcome.verdict, default: Accumulator()].add(cell, excess: member.measurement.excessPoints,
                                                                     overflowLines: member.measurement.overflowLines,
                                                                     size: sizes[sizeIndex])
            }
        }
        for verdict in findings.keys.sorted(by: Verdict.moreSevereFirst) {
            result.findings.append(try finding(group, language: language, verdict: verdict, findings[verdict]!,
                                               rows: texts.rows, members: &texts.members))
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
