extension Matrix {
    /// The matrix with each slot's (a group member's too) ``Slot/font`` family kept where `hasFamily` finds it loaded, and
    /// dropped (the text measured in the default fonts) where not, with one note per missing family
    /// naming the rules that ask for it.
    public func withFontFamilies(loaded hasFamily: (String) -> Bool) -> (matrix: Matrix, notes: [String]) {
        var result = self
        var missing: [String: [String]] = [:]
        func check(_ slot: inout Slot, _ place: String) {
            guard let family = slot.font, !hasFamily(family) else { return }
            missing[family, default: []].append(place)
            slot.font = nil
        }
        check(&result.defaultSlot, "defaultSlot")
        for index in result.rules.indices { check(&result.rules[index].slot, result.rules[index].label) }
        for index in result.groups.indices {
            let label = result.groups[index].label
            func checked(_ row: RowGroup) -> RowGroup {
                var row = row
                for member in row.members.indices { check(&row.members[member].slot, "\(label) \(row.members[member].key)") }
                return row
            }
            switch result.groups[index].content {
            case .row(let row): result.groups[index].content = .row(checked(row))
            case .choice(var choice):
                choice.alternatives = choice.alternatives.map { alternative in
                    switch alternative {
                    case .single(var member):
                        check(&member.slot, "\(label) \(member.key)")
                        return .single(member)
                    case .row(let row): return .row(checked(row))
                    }
                }
                result.groups[index].content = .choice(choice)
            }
        }
        let notes = missing.keys.sorted().map { family -> String in
            let places = missing[family] ?? []
            let shown = places.prefix(3).joined(separator: ", ") + (places.count > 3 ? " and \(places.count - 3) more" : "")
            return "font family \(quoted: family) (\(shown)) is not loaded: measured in the default fonts, without SF tracking; "
                + "pass its font files with --fonts to measure it"
        }
        return (result, notes)
    }
}
