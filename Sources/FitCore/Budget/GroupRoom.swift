/// The room a group's member has in one language, where it depends on its siblings' texts: what
/// `budget` and `try` give the member instead of the share the matrix alone gives
/// (``RowShares/shareExpression(of:member:groupWidth:)``, exact for `equal` and `fixed` rows).
///
/// - A `stack` row (an `HStack`): SwiftUI's algorithm (``RowShares``) with the siblings' one-line
///   widths in the language, each at its widest variant, and the member taken as wanting all it can
///   get: the room is the share its siblings leave it. A short sibling keeps its natural width.
/// - A `proportional` row (`UIStackView` `.fillProportionally`): every text fits while the intrinsic
///   widths add up to the row less its spacing, so the room is what the siblings' leave.
/// - A choice (`ViewThatFits`): the alternative holding the key (the first that does). Unless it is the
///   last, it is shown only when its one-line width fits the proposal, so the room is the group's width
///   less the other members' one-line widths (or stated widths), the insets and the spacing, on one
///   line. The last alternative is shown when none fits, laid out in the proposal with the member's own
///   line limit: its share, as for a row. A choice `in: .vertical` shows its first alternative laid out
///   in the width whatever its one-line width (``ChoiceAxes``): every alternative's room is its share,
///   as a row's.
struct GroupRoom {
    let group: MatrixGroup
    /// The row holding the key (a choice's alternative as a row), and the member's place among its
    /// shown members.
    let row: RowGroup
    let member: Int
    /// For a choice: the alternative holding the key, and how many there are.
    let alternative: Int?
    let alternatives: Int

    /// The first group where `key` is a shown member, as ``SlotResolver`` gives it its share; `nil`
    /// when there is none or the room does not depend on the language (an `equal` or `fixed` row, a
    /// choice's last alternative).
    init?(key: String, groups: [MatrixGroup]) {
        for group in groups {
            let rows = group.rows
            for (index, row) in rows.enumerated() {
                guard let member = row.shownMembers.firstIndex(where: { $0.key == key }) else { continue }
                // Shown only when its one-line width fits: a choice's alternative but the last, by width.
                let byWidth = group.choice?.axes.checksWidth ?? false
                let onOneLine = byWidth && index < rows.count - 1
                guard onOneLine || (!byWidth && row.sharesDependOnTexts) else { return nil }
                self.group = group
                self.row = row
                self.member = member - row.shownMembers.startIndex
                self.alternative = onOneLine ? index : nil
                self.alternatives = rows.count
                return
            }
        }
        return nil
    }

    /// What the room is, for the sheets: `room for alternative 1 of 2 on one line (ViewThatFits shows
    /// it when its one-line width fits)`, or `room: its HStack share beside its siblings' de texts`.
    func note(language: String) -> String {
        if let alternative {
            return "room for alternative \(alternative + 1) of \(alternatives) on one line (ViewThatFits shows it when its one-line width fits)"
        }
        if row.policy == .proportional { return "room: its stack view share beside its siblings' \(language) texts (proportional)" }
        return "room: its HStack share beside its siblings' \(language) texts (stack)"
    }

    /// The member's room in a group `groupWidth` wide, its siblings' one-line widths `siblings` (per
    /// shown member, in order; the member's own is not read).
    func room(groupWidth: Double, siblings: [Double]) -> Double {
        let members = Array(row.shownMembers)
        if row.policy == .column { return groupWidth - members[member].insets }  // one under the other
        if alternative != nil {
            let others = members.indices.filter { $0 != member }
                .reduce(0) { $0 + (members[$1].fixedWidth ?? siblings[$1] + members[$1].insets) }
            let own = members[member].fixedWidth.map { $0 - members[member].insets }
            return own ?? groupWidth - others - row.spacing * Double(max(members.count - 1, 0)) - members[member].insets
        }
        if row.policy == .proportional {  // every text fits while the intrinsic widths add up to the room
            let others = members.indices.filter { $0 != member }.reduce(0) { $0 + siblings[$1] + members[$1].insets }
            return groupWidth - row.spacing * Double(max(row.shareCount - 1, 0)) - others - members[member].insets
        }
        var ideals = siblings
        ideals[member] = groupWidth   // wants all it can get
        return RowShares.textWidths(of: row, width: groupWidth, idealWidths: ideals)[member]
    }
}

extension BudgetContext {
    /// `cells` (of `rendition`'s key, in its member slot) with the room its group leaves it in the
    /// rendition's language, where that depends on the siblings' texts (``GroupRoom``); unchanged
    /// otherwise. A choice's room is on one line.
    func groupRoomCells(_ cells: [TextCell], of rendition: Rendition) throws -> (cells: [TextCell], note: String?) {
        guard let room = GroupRoom(key: rendition.key, groups: matrix.groups) else { return (cells, nil) }
        let members = Array(room.row.shownMembers)
        let models = members.map { CellModel(slot: $0.slot, sizes: plan.sizes, matrix: matrix) }
        var adjusted: [TextCell] = []
        for var cell in cells {
            guard let sizeIndex = plan.sizes.firstIndex(of: cell.size) else { continue }
            let groupWidth = room.group.width.resolve(containerWidth: matrix.containerWidth(for: cell.screenWidth))
            let siblings = try members.indices.map { index in
                index == room.member ? 0 : try widestOneLine(members[index].key, language: rendition.language,
                                                             model: models[index], sizeIndex: sizeIndex)
            }
            cell.slotWidth = max(0, room.room(groupWidth: groupWidth, siblings: siblings))
            if room.alternative != nil {
                cell.maxLines = 1
                cell.maxHeight = nil
            }
            adjusted.append(cell)
        }
        return (adjusted, room.note(language: rendition.language))
    }

    /// The widest one-line width of `key`'s texts in `language` (every variant), set as `model` sets
    /// it at the size in place `sizeIndex`: a sibling's ideal width.
    private func widestOneLine(_ key: String, language: String, model: CellModel, sizeIndex: Int) throws -> Double {
        let parameters = model.parameters(size: sizeIndex, slotWidth: 0)
        return try memberRenditions(key: key, language: language).map { rendition in
            GroupJudge.idealWidth(BreakableText(try shape(rendition, model: model, pointSize: parameters.pointSize)), parameters)
        }.max() ?? 0
    }
}
