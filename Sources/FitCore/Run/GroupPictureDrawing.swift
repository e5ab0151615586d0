extension PictureDrawing {
    /// A group finding's picture: the group laid out again in its worst cell exactly as the run laid it
    /// out (``GroupMeasurer/layOut(_:_:width:sizeIndex:)``: the same shares, variants and choice), then
    /// every member of the row shown drawn in its share — its own style, weight and line limit, its
    /// text shaped with its glyphs by the member's ``KeyCells`` — the failing ones marked. A choice
    /// draws the alternative shown and is captioned with the ones tried.
    func groupPicture(_ record: FailureRecord, _ finding: Finding, shaper: Shaper) throws -> Picture {
        guard let found = finding.group, let group = run.matrix.groups.first(where: { $0.id == found.id }) else {
            throw InternalError("no group for the finding of \(record.key) · \(record.language)")
        }
        let width = runWidth(record.containerWidth)
        let measurer = GroupMeasurer(matrix: run.matrix, fonts: run.fonts, widths: [width], sizes: [record.size],
                                     picker: WidthVariantPicker(groupRenditions), shaper: shaper)
        var texts = measurer.texts(group, language: record.language, renditions: groupRenditions, keepingGlyphs: true)
        let laidOut = try measurer.layOut(group, &texts, width: width, sizeIndex: 0)
        let row = texts.rows[laidOut.rowIndex]

        var shares: [Picture.Share] = []
        var failing: FailureCell?
        for (index, outcome) in laidOut.outcome.row.members.enumerated() {
            let member = texts.members[laidOut.rowIndex][index]
            let variant = laidOut.variants[laidOut.rowIndex][index][outcome.variant]
            let rendition = member.renditions[variant]
            // The finding's own member says the reports' verdict and amount.
            let isRecord = rendition.key == record.key && rendition.variant == record.variant
            let cell = try Self.drawnCell(rendition, &texts.members[laidOut.rowIndex][index].shapings[variant],
                                          outcome.parameters, containerWidth: width,
                                          textSize: "\(member.member.slot.style.rawValue) \(record.size.rawValue)",
                                          verdict: isRecord ? record.verdict : nil,
                                          excessPoints: isRecord ? record.excessPoints : nil)
            if isRecord { failing = cell }
            shares.append(Picture.Share(cell: cell, inset: member.member.inset, width: outcome.given + member.member.insets,
                                        marked: isRecord || cell.verdict.isFailure))
        }
        guard let failing else {
            throw InternalError("the group \(group.id) does not show \(record.key) · \(record.language) in its worst cell")
        }
        if row.hasMoreItem, let share = RowShares.shares(of: row, width: laidOut.groupWidth).first {
            shares.append(Picture.Share(cell: nil, label: "More", width: share, marked: false))
        }
        let caption = GroupPictureCaption(subject: finding.subjectLabel, kind: group.kind, policy: row.policy,
                                          language: record.language, containerWidth: width, groupWidth: laidOut.groupWidth,
                                          size: record.size, verdictLine: failing.verdictLine, failingKey: record.key,
                                          chosen: laidOut.outcome.chosen, idealFits: laidOut.outcome.idealFits,
                                          alternatives: alternatives(texts, laidOut), axes: group.choice?.axes ?? .both)
        return Picture(captionLines: caption.lines, shares: shares, spacing: row.spacing,
                       rightToLeft: shares.first?.cell?.shaped.runs.first?.isRightToLeft ?? false,
                       axis: row.policy == .column ? .column : .row, namedAfter: failing)
    }

    /// A choice's alternatives as its caption names them: each one's texts (the first variant shown)
    /// and its ideal width in the cell.
    private func alternatives(_ texts: GroupMeasurer.GroupTexts, _ laidOut: GroupMeasurer.LaidOutCell)
        -> [GroupPictureCaption.Alternative] {
        zip(texts.members.indices, laidOut.idealWidths).map { rowIndex, ideal in
            let shown = texts.members[rowIndex].indices.map { index -> String in
                let member = texts.members[rowIndex][index]
                return laidOut.variants[rowIndex][index].first.map { member.renditions[$0].text } ?? member.member.key
            }
            return GroupPictureCaption.Alternative(texts: shown, idealWidth: ideal)
        }
    }
}
