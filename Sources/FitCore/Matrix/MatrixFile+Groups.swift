/// Reads a matrix's `groups` (Matrix/README.md, "Rows and choices") into ``MatrixGroup``s. Mistakes are
/// one ``InputError`` each, at the field: an unknown field, a member twice in a row, a stated width under
/// `equal`, a share that leaves a member no room at some matrix width, an empty choice. A key no
/// catalog has is found when the catalogs are read (``RunPlan``), at the member's ``MatrixPlace``.
extension MatrixFile {
    /// Text fields a group, a row alternative and a member may set for their members (as a rule does).
    static let groupTextFields = ["lines", "style", "weight", "pointSize", "largestSize", "tracking", "sfTracking",
                                  "font", "scaled", "markdown", "minimumScaleFactor"]
    static let rowFields = ["members", "policy", "spacing", "control"]
    static let groupFields = ["kind", "id", "name", "width", "evidence", "alternatives", "in"] + rowFields + groupTextFields
    static let alternativeRowFields = ["kind"] + rowFields + groupTextFields
    static let columnFields = ["kind", "members"] + groupTextFields
    static let memberFields = ["key", "variant", "width", "layoutPriority", "fixedSize", "inset", "alsoAlone"]
        + groupTextFields

    /// The `groups` list, checked against every matrix width (`widths`, in `insets`).
    static func groups(_ list: MatrixField, defaultSlot: Slot, widths: [Double], insets: ContainerInsets) throws -> [MatrixGroup] {
        var ids: [String: MatrixField] = [:]
        return try list.elements(nonEmpty: false).enumerated().map { index, field in
            let group = try self.group(field, index: index, defaultSlot: defaultSlot)
            if ids[group.id] != nil {
                throw field.error("the id \(quoted: group.id) is \(ids[group.id]!.path)'s too; each group needs its own")
            }
            ids[group.id] = field
            try checkRoom(group, field: field, widths: widths, insets: insets)
            return group
        }
    }

    private static func group(_ field: MatrixField, index: Int, defaultSlot: Slot) throws -> MatrixGroup {
        let members = try field.object(known: groupFields)
        guard let kindField = field.member("kind", of: members) else {
            throw field.error("missing field \"kind\": \"row\" or \"choice\"")
        }
        let kindName = try kindField.string()
        guard let kind = MatrixGroup.Kind(rawValue: kindName) else {
            throw kindField.error("unknown group kind \(quoted: kindName); valid: row, choice")
        }
        let control = try field.member("control", of: members).map(rowControl)
        if kind == .choice, let control = field.member("control", of: members) {
            throw control.error("a choice has no control; give it to a row among its alternatives")
        }
        // The group's own slot: the default slot, the control's estimates, then the group's fields.
        let base = control.map { $0.slot(over: defaultSlot) } ?? defaultSlot
        let slot = try self.slot(field, inheriting: base, known: groupFields)
        let id = try field.member("id", of: members).map { try $0.string() }
        let name = try field.member("name", of: members).map { try $0.string() }
        let evidence = try field.member("evidence", of: members).map { list in
            try list.elements(nonEmpty: false).map { try $0.string() }
        } ?? []
        let content: MatrixGroup.Content
        switch kind {
        case .row:
            if let alternatives = field.member("alternatives", of: members) {
                throw alternatives.error("a row has no alternatives (a choice has); its keys are its \"members\"")
            }
            if let axes = field.member("in", of: members) {
                throw axes.error("a row has no \"in\": it is ViewThatFits(in:)'s, a choice's")
            }
            content = .row(try row(field, members: members, slot: slot, control: control))
        case .choice:
            for name in rowFields where field.member(name, of: members) != nil {
                throw field.member(name, of: members)!.error(
                    "a choice has no \(name); a row among its \"alternatives\" has")
            }
            guard let list = field.member("alternatives", of: members) else {
                throw field.error("missing field \"alternatives\": the views of the ViewThatFits, in order")
            }
            let items = try list.elements(nonEmpty: false)
            guard !items.isEmpty else {
                throw list.error("an empty choice: list its alternatives, a key or a row each, in the order ViewThatFits tries them")
            }
            let axes = try field.member("in", of: members).map { axes in
                let name = try axes.string()
                guard let value = ChoiceAxes(rawValue: name) else {
                    throw axes.error("unknown axes \(quoted: name) (ViewThatFits(in:)); valid: "
                                     + ChoiceAxes.allCases.map(\.rawValue).joined(separator: ", "))
                }
                return value
            } ?? .both
            var singles: [String: MatrixField] = [:]
            content = .choice(ChoiceGroup(alternatives: try items.map { item in
                let alternative = try self.alternative(item, slot: slot)
                if case .single(let member) = alternative {
                    if let earlier = singles[member.key] {
                        throw item.error("\(quoted: member.key) is \(earlier.path) too: an alternative listed twice is never shown")
                    }
                    singles[member.key] = item
                }
                return alternative
            }, axes: axes))
        }
        return MatrixGroup(id: id, name: name, index: index, width: slot.width, evidence: evidence, content: content,
                           stated: field.member("width", of: members) == nil ? [] : .width)
    }

    /// A choice's alternative: a key, a member object, or a row (`"kind": "row"`).
    private static func alternative(_ field: MatrixField, slot: Slot) throws -> ChoiceAlternative {
        guard case .object = field.value.kind else { return .single(try member(field, slot: slot, inset: 0)) }
        let members = try field.object(known: Array(Set(alternativeRowFields + columnFields + memberFields)).sorted())
        guard let kindField = field.member("kind", of: members) else {
            // A member object: no row field belongs here.
            _ = try field.object(known: memberFields)
            return .single(try member(field, slot: slot, inset: 0))
        }
        let kind = try kindField.string()
        if kind == "column" { return .row(try column(field, slot: slot)) }
        guard kind == "row" else {
            throw kindField.error("an alternative is a key, a member, a row or a column: \"kind\" must be \"row\" or \"column\", got \(quoted: kind)")
        }
        _ = try field.object(known: alternativeRowFields)
        let control = try field.member("control", of: members).map(rowControl)
        var base = control.map { $0.slot(over: slot) } ?? slot
        base.width = slot.width   // an alternative spans the choice's width
        let rowSlot = try self.slot(field, inheriting: base, known: alternativeRowFields)
        return .row(try row(field, members: members, slot: rowSlot, control: control))
    }

    /// A choice's `VStack` alternative: its members one under the other, each in the whole width.
    private static func column(_ field: MatrixField, slot: Slot) throws -> RowGroup {
        let members = try field.object(known: columnFields)
        let columnSlot = try self.slot(field, inheriting: slot, known: columnFields)
        guard let list = field.member("members", of: members) else {
            throw field.error("missing field \"members\": the column's keys, from the top")
        }
        let items = try list.elements(nonEmpty: false)
        guard items.count >= 2 else {
            throw list.error("a column has at least two members, got \(items.count); a key alone is an alternative by itself")
        }
        var seen: [String: MatrixField] = [:]
        let parsed = try items.map { item in
            let member = try self.member(item, slot: columnSlot, inset: 0)
            if let earlier = seen[member.key] { throw item.error("\(quoted: member.key) is \(earlier.path) too: a member is listed once") }
            if member.fixedWidth != nil { throw item.error("a column's member has the whole width: no \"width\"") }
            seen[member.key] = item
            return member
        }
        return RowGroup(members: parsed, policy: .column, spacing: 0)
    }

    /// A row's members, policy and spacing.
    private static func row(_ field: MatrixField, members: [String: JSONValue], slot: Slot,
                            control: RowControl?) throws -> RowGroup {
        guard let list = field.member("members", of: members) else {
            throw field.error("missing field \"members\": the row's keys, from the leading edge")
        }
        let items = try list.elements(nonEmpty: false)
        guard items.count >= 2 else {
            throw list.error("a row has at least two members, got \(items.count); a key alone needs no group")
        }
        let policy = try field.member("policy", of: members).map { policyField in
            let name = try policyField.string()
            guard let policy = RowPolicy(rawValue: name), RowPolicy.sideBySide.contains(policy) else {
                throw policyField.error("unknown policy \(quoted: name); valid: \(RowPolicy.sideBySide.map(\.rawValue).joined(separator: ", "))"
                                        + (name == "column" ? " (a VStack is a choice's alternative {\"kind\": \"column\"})" : ""))
            }
            return policy
        } ?? control?.policy ?? .equal
        let spacing = try field.member("spacing", of: members)?.number("points between members, 0…1000", in: 0...1000)
            ?? control?.spacing ?? RowGroup.defaultSpacing
        var seen: [String: MatrixField] = [:]
        let parsed = try items.map { item in
            let member = try self.member(item, slot: slot, inset: control?.inset ?? 0)
            if let earlier = seen[member.key] {
                throw item.error("\(quoted: member.key) is \(earlier.path) too: a member is listed once")
            }
            seen[member.key] = item
            if member.fixedWidth != nil, policy == .equal || policy == .proportional {
                throw item.error("a member with a width needs policy \"fixed\" or \"stack\"; under \"\(policy.rawValue)\" "
                                 + (policy == .equal ? "every member gets the same share" : "each member's share follows its text's width"))
            }
            return member
        }
        if policy == .fixed, !parsed.contains(where: { $0.fixedWidth != nil }) {
            throw (field.member("policy", of: members) ?? field).error("policy \"fixed\" needs a member with a \"width\"")
        }
        return RowGroup(members: parsed, policy: policy, spacing: spacing, control: control,
                        stated: field.member("spacing", of: members) == nil ? [] : .spacing)
    }

    /// A member: a key, or an object with `key` and the member's own fields.
    private static func member(_ field: MatrixField, slot: Slot, inset defaultInset: Double) throws -> GroupMember {
        let place = MatrixPlace(file: field.file, path: field.path, line: field.value.line, column: field.value.column)
        if case .string = field.value.kind {
            return GroupMember(key: try field.string(nonEmpty: false), inset: defaultInset, slot: slot, place: place)
        }
        guard case .object = field.value.kind else { throw field.expected("a key or a member object like {\"key\": \"…\"}") }
        let members = try field.object(known: memberFields)
        guard let keyField = field.member("key", of: members) else { throw field.error("missing field \"key\"") }
        var member = GroupMember(key: try keyField.string(nonEmpty: false), inset: defaultInset, slot: slot, place: place)
        if let width = field.member("width", of: members) {
            member.fixedWidth = try width.number("a width in points, 0 < w ≤ 10000", in: .ulpOfOne...WidthExpression.maximumPoints)
        }
        var memberSlot = try self.slot(field, inheriting: slot, known: memberFields)
        memberSlot.width = slot.width
        member.slot = memberSlot
        if let variant = field.member("variant", of: members) {
            let text = try variant.string()
            do { _ = try VariantAddress(text) } catch let error as InputError { throw variant.error(error.message) }
            member.variant = text
        }
        if let priority = field.member("layoutPriority", of: members) {
            member.layoutPriority = try priority.number("a layout priority, -1000…1000", in: -1000...1000)
        }
        if let fixedSize = field.member("fixedSize", of: members) { member.fixedSize = try fixedSize.bool() }
        if let inset = field.member("inset", of: members) {
            member.inset = try inset.number("points of padding on each side, 0…1000", in: 0...1000)
        }
        if let alone = field.member("alsoAlone", of: members) { member.alsoAlone = try alone.bool() }
        if field.member("layoutPriority", of: members) != nil { member.stated.insert(.layoutPriority) }
        if field.member("inset", of: members) != nil { member.stated.insert(.inset) }
        if groupTextFields.contains(where: { field.member($0, of: members) != nil }) { member.stated.insert(.text) }
        return member
    }

    private static func rowControl(_ field: MatrixField) throws -> RowControl {
        let name = try field.string()
        guard let control = RowControl(rawValue: name) else {
            throw field.error("unknown control \(quoted: name); valid: \(RowControl.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return control
    }

    /// Every member must have room at every matrix width: its share less its insets > 0 pt
    /// (``MatrixGroup/shortfall(containerWidth:)``).
    private static func checkRoom(_ group: MatrixGroup, field: MatrixField, widths: [Double], insets: ContainerInsets) throws {
        for width in widths.sorted() {  // narrowest first: the width that goes wrong first
            guard let shortfall = group.shortfall(containerWidth: insets.containerWidth(for: width)) else { continue }
            let message = shortfall.description(atWidth: width) + "; a member must get more than 0 pt"
            throw shortfall.member.place?.error(message) ?? field.error(message)
        }
    }
}
