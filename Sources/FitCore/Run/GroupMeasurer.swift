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
        /// Per size (its place in ``GroupMeasurer/sizes``), per rendition: what every width at that
        /// size reads of it, once asked for (``atSize(_:sizeIndex:)``).
        private var sized: [[SizedText?]]
        /// How many one-line widths ``atSize(_:sizeIndex:)`` has fitted: once per rendition and size
        /// asked for, however many widths read them (the tests hold it).
        private(set) var oneLineFits = 0
        /// Per rendition and size, the width its text needs in its line limit, once searched: a failing
        /// cell's amount and a finding's `needs` (``GroupJudge/MemberSetting/neededWidth``).
        let neededWidths: RequiredWidthMemo

        init(member: GroupMember, model: CellModel, renditions: [Rendition], shapings: [TextShaping], sizes: Int) {
            self.member = member
            self.model = model
            self.renditions = renditions
            self.shapings = shapings
            sized = Array(repeating: Array(repeating: nil, count: renditions.count), count: sizes)
            neededWidths = RequiredWidthMemo(texts: renditions.count, sizes: sizes)
        }

        /// Rendition `rendition` at the size in place `sizeIndex`: its text as fitting reads it, and its
        /// one-line width (``GroupJudge/idealWidth(_:_:)``). Both depend on the size alone, not on the
        /// width, so they are worked out once per size and read at every width: a `stack` row's shares,
        /// a sibling's widest variant and a choice's pick all start from the one-line widths.
        mutating func atSize(_ rendition: Int, sizeIndex: Int) throws -> SizedText {
            if let done = sized[sizeIndex][rendition] { return done }
            let parameters = model.parameters(size: sizeIndex, slotWidth: 0)
            let text = try shapings[rendition].breakable(at: parameters.pointSize)
            let made = SizedText(text: text, idealWidth: GroupJudge.idealWidth(text, parameters))
            oneLineFits += 1
            sized[sizeIndex][rendition] = made
            return made
        }
    }

    /// A member's rendition at one size: its text as fitting reads it, and its one-line width in points.
    struct SizedText {
        var text: BreakableText
        var idealWidth: Double
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
                               shapings: shown.map { cells.shaping($0, shaper: shaper, keepingGlyphs: keepingGlyphs) },
                               sizes: sizes.count)
        }
        let rows = group.rows
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
                let sized = try variants.map { try texts.members[rowIndex][index].atSize($0, sizeIndex: sizeIndex) }
                var setting = GroupJudge.MemberSetting(
                    parameters: member.model.parameters(size: sizeIndex, slotWidth: 0),
                    variants: sized.map(\.text), idealWidths: sized.map(\.idealWidth),
                    judge: CellJudge(slot: member.model.slot, readableScale: matrix.readableScale),
                    scaled: scaled(member, variants: variants, sizeIndex: sizeIndex))
                let (memo, breakables, parameters) = (member.neededWidths, setting.variants, setting.parameters)
                setting.neededWidth = { variant in
                    memo.width(text: variants[variant], size: sizeIndex) { RequiredWidth.requiredWidth(breakables[variant], parameters) }
                }
                rowSettings.append(setting)
            }
            settings.append(rowSettings)
            shownVariants.append(rowVariants)
        }
        switch group.content {
        case .row(let row):
            return LaidOutCell(groupWidth: groupWidth,
                               outcome: GroupJudge.Outcome(row: try GroupJudge.judge(row, width: groupWidth, members: settings[0])),
                               variants: shownVariants, idealWidths: [])
        case .choice(let choice):
            // The ideal widths the choice was made by; a choice by height made none, its picture's caption still says them.
            let outcome = try GroupJudge.judge(choice, width: groupWidth, alternatives: settings)
            return LaidOutCell(groupWidth: groupWidth, outcome: outcome, variants: shownVariants,
                               idealWidths: outcome.idealWidths ?? GroupJudge.idealWidths(choice, alternatives: settings))
        }
    }

    /// A member's shown variants' texts drawn at a scale, in a share, as the judge asks for them where
    /// the member's slot lets it shrink (`.minimumScaleFactor`; ``GroupJudge/MemberSetting/scaled``);
    /// `nil` for a member that does not.
    private func scaled(_ member: MemberTexts, variants: [Int], sizeIndex: Int) -> GroupJudge.MemberSetting.Scaled? {
        guard member.model.slot.minimumScaleFactor != nil else { return nil }
        let model = member.model
        var shapings = variants.map { member.shapings[$0] }
        return { variant, scale, width in
            let scaled = model.parameters(size: sizeIndex, slotWidth: width, scale: scale)
            return (try shapings[variant].breakable(at: scaled.pointSize), scaled)
        }
    }

    /// Measures `group` in `language`, its members' texts taken from `renditions` (by key; every variant
    /// of the language). With `describingTightest`, the result also says the group at its tightest cell.
    func measure(_ group: MatrixGroup, language: String, renditions: [Rendition],
                 describingTightest: Bool = false) throws -> Result {
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
                result.failing.append(FailingCell(width: width, size: sizes[sizeIndex], verdict: outcome.verdict,
                                                  excessPoints: member.measurement.excessPoints))
                findings[outcome.verdict, default: Accumulator()].add(Cell(width, sizeIndex, laidOut), member.measurement.severity,
                                                                     size: sizes[sizeIndex])
            }
        }
        for verdict in findings.keys.sorted(by: Verdict.moreSevereFirst) {
            result.findings.append(try finding(group, language: language, verdict: verdict, findings[verdict]!, &texts))
        }
        if describingTightest, let width = widths.min(), let largest = sizes.indices.max(by: { sizes[$0] < sizes[$1] }) {
            let laidOut = try layOut(group, &texts, width: width, sizeIndex: largest)
            result.tightest = try detail(group, Cell(width, largest, laidOut), &texts).group
        }
        return result
    }

    /// One cell of the group, laid out and judged.
    private struct Cell {
        var width: Double
        var sizeIndex: Int
        /// The row shown: 0 for a row, the chosen alternative of a choice.
        var rowIndex: Int
        var outcome: GroupJudge.Outcome
        /// Per member of that row, the indices of its renditions shown in the cell.
        var variants: [[Int]]
        /// The width the group spans; a choice's every alternative's one-line width, and per alternative,
        /// per member, its renditions shown (empty for a row).
        var groupWidth: Double
        var idealWidths: [Double]
        var everyRowVariants: [[[Int]]]

        init(_ width: Double, _ sizeIndex: Int, _ laidOut: LaidOutCell) {
            self.width = width
            self.sizeIndex = sizeIndex
            rowIndex = laidOut.rowIndex
            outcome = laidOut.outcome
            variants = laidOut.variants[laidOut.rowIndex]
            groupWidth = laidOut.groupWidth
            idealWidths = laidOut.idealWidths
            everyRowVariants = laidOut.variants
        }
    }

    /// A verdict's failing cells: counted, listed, and the worst kept (``CellSeverity``: of one
    /// verdict, the larger miss, then more lines over the limit).
    private struct Accumulator {
        var count = 0
        var cells: [FindingCell] = []
        var worst: Cell?
        var worstSeverity: CellSeverity?

        /// Cells come width by width, size by size: on a tie the first (narrowest, smallest) stays.
        /// Amounts are compared as reports write them (``FailureRecord/rounded(_:)``), as a key's worst
        /// cell is: two cells that read the same are a tie, never the wider by a thousandth of a point.
        /// - Parameter measured: how bad the cell's failing member is there.
        mutating func add(_ cell: Cell, _ measured: CellSeverity, size: SizeCategory) {
            let severity = CellSeverity(verdict: measured.verdict, excessPoints: FailureRecord.rounded(measured.excessPoints),
                                        overflowLines: measured.overflowLines)
            count += 1
            cells.append(FindingCell(containerWidth: cell.width, size: size, excessPoints: severity.excessPoints))
            if worstSeverity.map({ severity.isWorse(than: $0) }) ?? true { (worst, worstSeverity) = (cell, severity) }
        }
    }

    /// The group in one cell as reports say it (``GroupFinding``: each shown member's needs and
    /// share), and the record of its worst member there, when one fails.
    private func detail(_ group: MatrixGroup, _ cell: Cell, _ texts: inout GroupTexts) throws -> (group: GroupFinding, record: FailureRecord?) {
        var details: [GroupFinding.Member] = []
        var record: FailureRecord?
        for (index, outcome) in cell.outcome.row.members.enumerated() {
            let member = texts.members[cell.rowIndex][index]
            let renditionIndex = cell.variants[index][outcome.variant]
            let rendition = member.renditions[renditionIndex]
            let pointSize = member.model.metrics(size: cell.sizeIndex).pointSize
            let text = try texts.members[cell.rowIndex][index].atSize(renditionIndex, sizeIndex: cell.sizeIndex).text
            let needs = member.neededWidths.width(text: renditionIndex, size: cell.sizeIndex) {
                RequiredWidth.requiredWidth(text, outcome.parameters)
            }
            details.append(GroupFinding.Member(key: rendition.key, variant: rendition.variant, text: rendition.text,
                                               needs: needs, given: outcome.given, file: rendition.file, line: rendition.line))
            guard index == cell.outcome.row.worstMember else { continue }
            // The failing member's lines as drawn, as the judge found it (at full size, or shrunk); its
            // amount what it needs less its share.
            let fit = CellJudge.Fit(verdict: outcome.verdict, scale: outcome.measurement.scale)
            let measurement = try CellJudge(slot: member.model.slot, readableScale: matrix.readableScale)
                .measurement(fit, text, outcome.parameters, scaled: { scale in
                    let scaled = member.model.parameters(size: cell.sizeIndex, slotWidth: outcome.given, scale: scale)
                    return (try texts.members[cell.rowIndex][index].shapings[renditionIndex].breakable(at: scaled.pointSize), scaled)
                }, neededWidth: { needs })
            let missing = outcome.verdict == .missingGlyphs
                ? try texts.members[cell.rowIndex][index].shapings[renditionIndex].missingCharacters(at: pointSize) : nil
            let result = CellResult(containerWidth: cell.width, slotWidth: outcome.given, size: sizes[cell.sizeIndex],
                                    measurement: measurement, verdict: outcome.verdict, missingCharacters: missing)
            record = FailureRecord(rendition: rendition, cell: result, style: member.member.slot.style,
                                   weight: member.model.font(for: rendition.language).weight, rule: group.label)
        }
        let summary = GroupFinding(kind: group.kind.rawValue, id: group.id, name: group.name,
                                   policy: texts.rows[cell.rowIndex].policy.rawValue, members: details,
                                   chosen: cell.outcome.chosen, idealFits: cell.outcome.idealFits, axes: group.choice?.axes,
                                   alternatives: group.choice == nil ? nil : try alternatives(cell, &texts))
        return (summary, record)
    }

    /// A choice's every alternative in `cell`: its members' texts (each at its widest variant shown
    /// there, as the one-line width counts it) and that one-line width, against the group's width.
    private func alternatives(_ cell: Cell, _ texts: inout GroupTexts) throws -> [GroupFinding.Alternative] {
        try cell.idealWidths.indices.map { row in
            let shown = try texts.members[row].indices.compactMap { member -> String? in
                let variants = cell.everyRowVariants[row][member]
                let widest = try variants.max { a, b in
                    try texts.members[row][member].atSize(a, sizeIndex: cell.sizeIndex).idealWidth
                        < texts.members[row][member].atSize(b, sizeIndex: cell.sizeIndex).idealWidth
                }
                return widest.map { texts.members[row][member].renditions[$0].text }
            }
            return GroupFinding.Alternative(texts: shown, needs: cell.idealWidths[row], given: cell.groupWidth)
        }
    }

    /// The finding of `verdict`'s cells: the failing member's worst cell as its record, and the row shown there.
    private func finding(_ group: MatrixGroup, language: String, verdict: Verdict, _ cells: Accumulator,
                         _ texts: inout GroupTexts) throws -> Finding {
        let (summary, found) = try detail(group, cells.worst!, &texts)
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
