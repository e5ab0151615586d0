/// Rows and choices read from the app's Swift sources (``GroupInference``, ``UIKitGroups``) are the
/// matrix's own groups (``MatrixGroup``, Groups/README.md) with the code's evidence: the construct, the
/// lines that make the group and each member, notes, and which fields the code states
/// (``StatedFields``). The others hold what the matrix `fitcheck init` writes would give them — the
/// row's control, else the platform's default slot (``defaultSlot(_:)``) —, and writers leave them out.
extension MatrixGroup {
    /// A row read from code; `width` `nil` where the code states none.
    static func inferred(_ construct: GroupConstruct, row: RowGroup, width: WidthExpression?, evidence: [String],
                         notes: [String] = [], platform: Platform) -> MatrixGroup {
        let base = row.control?.width ?? defaultSlot(platform).width
        return MatrixGroup(width: width ?? base, evidence: evidence, content: .row(row), construct: construct,
                           notes: notes, stated: width == nil ? [] : .width)
    }

    /// A `ViewThatFits` read from code; `width` `nil` where the code states none.
    static func inferred(choice alternatives: [ChoiceAlternative], axes: ChoiceAxes, width: WidthExpression?,
                         evidence: [String], notes: [String] = [], platform: Platform) -> MatrixGroup {
        let slot = defaultSlot(platform)
        let alternatives = alternatives.map { alternative -> ChoiceAlternative in
            guard case .single(var member) = alternative else { return alternative }
            if !member.stated.contains(.text) { member.slot = slot }
            return .single(member)
        }
        return MatrixGroup(width: width ?? slot.width, evidence: evidence,
                           content: .choice(ChoiceGroup(alternatives: alternatives, axes: axes)),
                           construct: .viewThatFits, notes: notes, stated: width == nil ? [] : .width)
    }

    /// The `defaultSlot` of the matrix `fitcheck init` writes: the width less the margins, body, wrapping
    /// (``SlotMetrics/margin`` on iOS, ``MacSlotMetrics/windowMargin`` on a Mac).
    static func defaultSlot(_ platform: Platform) -> Slot {
        let margin = platform == .macOS ? MacSlotMetrics.windowMargin : SlotMetrics.margin
        return Slot(width: WidthExpression(percent: 100, offset: -2 * margin), style: .body, platform: platform)
    }

    /// Per key, the lines that show it as a member, in every place the group is written (the same
    /// picker in two views is one group): those uses are measured in the group, not alone.
    var memberPlaces: [String: Set<String>] {
        Dictionary(grouping: members, by: \.key).mapValues { Set($0.flatMap(\.evidence)) }
    }

    /// The group with `transform` applied to each member, in ``members``' order.
    func mappingMembers(_ transform: (Int, GroupMember) -> GroupMember) -> MatrixGroup {
        var group = self
        var index = 0
        func map(_ row: RowGroup) -> RowGroup {
            var row = row
            row.members = row.members.map { member in
                defer { index += 1 }
                return transform(index, member)
            }
            return row
        }
        switch content {
        case .row(let row): group.content = .row(map(row))
        case .choice(var choice):
            choice.alternatives = choice.alternatives.map { alternative in
                switch alternative {
                case .single(let member):
                    defer { index += 1 }
                    return .single(transform(index, member))
                case .row(let row): return .row(map(row))
                }
            }
            group.content = .choice(choice)
        }
        return group
    }

    /// This group, found again in another place (the same id: the same members in the same order), with
    /// that place's evidence too.
    func adding(placesOf other: MatrixGroup) -> MatrixGroup {
        let others = other.members
        var group = mappingMembers { index, member in
            var member = member
            for line in others[index].evidence where !member.evidence.contains(line) { member.evidence.append(line) }
            return member
        }
        group.evidence = Array(Set(evidence + other.evidence)).sorted(by: UseResolver.pathOrder)
        return group
    }

    /// `groups` with each id once, in first-seen order: a group found again (the same members in the
    /// same order) takes the later place's evidence too (``adding(placesOf:)``). Two groups with one id
    /// would stop the run when the slots are read back as a matrix.
    static func mergingSameID(_ groups: [MatrixGroup]) -> [MatrixGroup] {
        var result: [MatrixGroup] = []
        var position: [String: Int] = [:]
        for group in groups {
            if let earlier = position[group.id] {
                result[earlier] = result[earlier].adding(placesOf: group)
            } else {
                position[group.id] = result.count
                result.append(group)
            }
        }
        return result
    }

    /// Per key, the lines where `groups` show it as a member.
    static func memberPlaces(_ groups: [MatrixGroup]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for group in groups { result.merge(group.memberPlaces) { $0.union($1) } }
        return result
    }

    /// `groups` with ``GroupMember/alsoAlone`` set on the members whose key is `shownAlone` elsewhere.
    static func markingAlone(_ groups: [MatrixGroup], shownAlone: Set<String>) -> [MatrixGroup] {
        groups.map { group in
            group.mappingMembers { _, member in
                var member = member
                if shownAlone.contains(member.key) { member.alsoAlone = true }
                return member
            }
        }
    }

    /// The width of the place a group without a width of its own is in, from the room its members would
    /// have had alone there (the walk out from each text knows the window, the `Form`, the list): the
    /// widest text, button or label slot among them; on macOS, a segmented control's segments put back
    /// together (``MacSlotMetrics``: row ÷ n − 16 each). `nil` leaves the control's estimate.
    static func placeWidth(of group: MatrixGroup, platform: Platform,
                           alone: (String, Set<String>) -> [(kind: SlotKind, count: Int?, width: WidthExpression)]) -> WidthExpression? {
        var widths: [WidthExpression] = []
        let places = group.memberPlaces
        for member in group.members where member.fixedWidth == nil {
            for use in alone(member.key, places[member.key] ?? []) {
                switch use.kind {
                case .text, .button, .label, .uikitLabel, .uikitButton, .uikitButtonConfiguration:
                    widths.append(use.width)
                case .segment where platform == .macOS && use.width.percent == 0:
                    let parts = Double(use.count ?? 2)
                    widths.append(WidthExpression(percent: 0, offset: (use.width.offset + MacSlotMetrics.segmentPadding) * parts))
                default:
                    break
                }
            }
        }
        return widths.max { $0.resolve(containerWidth: 375) < $1.resolve(containerWidth: 375) }
    }
}

extension RowGroup {
    /// A row read from code. `spacing` `nil` leaves the control's estimate (else SwiftUI's 8 pt); a
    /// control gives its members their insets (theirs are dropped) and, where the code sets none, their text.
    static func inferred(members: [GroupMember], policy: RowPolicy, spacing: Double?, control: RowControl?,
                         platform: Platform) -> RowGroup {
        let base = control.map { $0.slot(over: MatrixGroup.defaultSlot(platform)) } ?? MatrixGroup.defaultSlot(platform)
        let members = members.map { member in
            var member = member
            if let control {
                member.inset = control.inset
                member.stated.remove(.inset)
            }
            if !member.stated.contains(.text) { member.slot = base }
            return member
        }
        let unstated = policy == .column ? 0 : control?.spacing ?? RowGroup.defaultSpacing
        return RowGroup(members: members, policy: policy, spacing: spacing ?? unstated, control: control,
                        stated: spacing == nil ? [] : .spacing)
    }
}

extension GroupMember {
    /// A member read from code: `key`, written at `line` (`path:line`).
    static func inferred(key: String, line: String) -> GroupMember {
        var member = GroupMember(key: key)
        member.evidence = [line]
        return member
    }

    /// The line that writes the key as this member.
    var line: String { evidence.first ?? "" }

    /// The text the code sets on the member (`.font`, `.lineLimit`, `.bold()`), over the row's; `nil`
    /// when it sets none (``StatedFields/text``).
    var text: Slot? {
        get { stated.contains(.text) ? slot : nil }
        set {
            if let newValue { slot = newValue; stated.insert(.text) } else { stated.remove(.text) }
        }
    }

    /// `.layoutPriority(N)` as the code states it.
    mutating func setLayoutPriority(_ priority: Double?) {
        guard let priority else { return }
        layoutPriority = priority
        stated.insert(.layoutPriority)
    }

    /// Points inside the member on each side, where the code says (a bordered button's).
    mutating func setInset(_ inset: Double) {
        self.inset = inset
        stated.insert(.inset)
    }
}
