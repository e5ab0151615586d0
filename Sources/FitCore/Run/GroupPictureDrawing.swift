extension PictureDrawing {
    /// A group finding's picture: the group laid out again in its worst cell exactly as the run laid it
    /// out, drawn by ``GroupMeasurer/picture(_:language:renditions:width:subject:focus:)``; the finding's
    /// member says the reports' verdict and amount.
    func groupPicture(_ record: FailureRecord, _ finding: Finding, shaper: Shaper) throws -> Picture {
        guard let found = finding.group, let group = run.matrix.groups.first(where: { $0.id == found.id }) else {
            throw InternalError("no group for the finding of \(record.key) · \(record.language)")
        }
        let width = runWidth(record.containerWidth)
        let measurer = GroupMeasurer(matrix: run.matrix, fonts: run.fonts, widths: [width], sizes: [record.size],
                                     picker: WidthVariantPicker(groupRenditions), shaper: shaper)
        return try measurer.picture(group, language: record.language, renditions: groupRenditions, width: width,
                                    subject: finding.subjectLabel,
                                    focus: GroupPictureFocus(key: record.key, variant: record.variant,
                                                             reported: (record.verdict, record.excessPoints)))
    }
}

/// The member a group's picture is about: its cell names the picture's file and its verdict line goes
/// in the caption. A run's finding names its failing member with the verdict and amount the reports
/// give (`reported`); a candidate (`check_translation`) names its key, judged where it is drawn.
struct GroupPictureFocus {
    var key: String
    /// The member's variant; `nil`: whichever of the key's variants the cell shows.
    var variant: String?
    /// The reports' verdict and amount; `nil`: the cell's own.
    var reported: (verdict: Verdict, excessPoints: Double)?
}

extension GroupMeasurer {
    /// A group's picture in one cell: the group laid out exactly as it is measured (``layOut(_:_:width:sizeIndex:)``:
    /// the same shares, variants and choice) at container width `width` and the measurer's one size,
    /// then every member of the row shown drawn in its share — its own style, weight and line limit,
    /// its text shaped with its glyphs by the member's ``KeyCells`` — the failing ones marked. A choice
    /// draws the alternative shown and is captioned with the ones tried.
    ///
    /// - Parameters:
    ///   - renditions: the members' texts in `language` (every variant).
    ///   - subject: how the caption names the group (``Finding/subjectLabel``).
    ///   - focus: the member the picture is about. With reported figures it must be shown in the cell;
    ///     without, when it is not (a choice's other alternative), the row's worst member, else its first.
    func picture(_ group: MatrixGroup, language: String, renditions: [Rendition], width: Double, subject: String,
                 focus: GroupPictureFocus) throws -> Picture {
        guard let size = sizes.first else { throw InternalError("\(group.label): a picture without a size") }
        var texts = texts(group, language: language, renditions: renditions, keepingGlyphs: true)
        let laidOut = try layOut(group, &texts, width: width, sizeIndex: 0)
        let row = texts.rows[laidOut.rowIndex]

        var shares: [Picture.Share] = []
        var focused: FailureCell?
        var cells: [FailureCell] = []
        for (index, outcome) in laidOut.outcome.row.members.enumerated() {
            let member = texts.members[laidOut.rowIndex][index]
            let variant = laidOut.variants[laidOut.rowIndex][index][outcome.variant]
            let rendition = member.renditions[variant]
            let isFocus = rendition.key == focus.key && (focus.variant.map { $0 == rendition.variant } ?? true)
            let reported = isFocus ? focus.reported : nil
            let cell = try PictureDrawing.drawnCell(rendition, &texts.members[laidOut.rowIndex][index].shapings[variant],
                                                    outcome.parameters, containerWidth: width,
                                                    textSize: "\(member.member.slot.style.rawValue) \(size.rawValue)",
                                                    verdict: reported?.verdict, excessPoints: reported?.excessPoints)
            if isFocus, focused == nil { focused = cell }
            cells.append(cell)
            shares.append(Picture.Share(cell: cell, inset: member.member.inset, width: outcome.given + member.member.insets,
                                        marked: reported != nil || cell.verdict.isFailure))
        }
        if focused == nil, focus.reported == nil {
            focused = laidOut.outcome.row.worstMember.map { cells[$0] } ?? cells.first
        }
        guard let focused else {
            throw InternalError("the group \(group.id) does not show \(focus.key) · \(language) in its worst cell")
        }
        if row.hasMoreItem, let share = RowShares.shares(of: row, width: laidOut.groupWidth).first {
            shares.append(Picture.Share(cell: nil, label: "More", width: share, marked: false))
        }
        let caption = GroupPictureCaption(subject: subject, kind: group.kind, policy: row.policy,
                                          language: language, containerWidth: width, groupWidth: laidOut.groupWidth,
                                          size: size, verdictLine: focused.verdictLine, failingKey: focused.key,
                                          chosen: laidOut.outcome.chosen, idealFits: laidOut.outcome.idealFits,
                                          alternatives: alternatives(texts, laidOut), axes: group.choice?.axes ?? .both)
        return Picture(captionLines: caption.lines, shares: shares, spacing: row.spacing,
                       rightToLeft: shares.first?.cell?.shaped.runs.first?.isRightToLeft ?? false,
                       axis: row.policy == .column ? .column : .row, namedAfter: focused)
    }

    /// A choice's alternatives as its caption names them: each one's texts (the first variant shown)
    /// and its ideal width in the cell.
    private func alternatives(_ texts: GroupTexts, _ laidOut: LaidOutCell) -> [GroupPictureCaption.Alternative] {
        zip(texts.members.indices, laidOut.idealWidths).map { rowIndex, ideal in
            let shown = texts.members[rowIndex].indices.map { index -> String in
                let member = texts.members[rowIndex][index]
                return laidOut.variants[rowIndex][index].first.map { member.renditions[$0].text } ?? member.member.key
            }
            return GroupPictureCaption.Alternative(texts: shown, idealWidth: ideal)
        }
    }
}
