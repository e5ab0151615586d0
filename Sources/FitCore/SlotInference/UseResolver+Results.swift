/// What the resolver gives back: each placed key's slot (its tightest use), the ambiguous and unplaced
/// keys, and the order of evidence places.
extension UseResolver {
    /// The widths the uses of `key` written at `lines` (a group's member lines) would have had alone, with
    /// their kind and count: where the group is placed (a `Form` in a 600 pt window, a list row). A text
    /// beside siblings of stated widths has the row back: the group spans it, and its shares give the
    /// siblings their widths (taken twice, a text of a `fixed` row read as having less than nothing).
    func widthsAlone(of key: String, at lines: Set<String>) -> [(kind: SlotKind, count: Int?, width: WidthExpression)] {
        (uses[key] ?? []).filter { !lines.isDisjoint(with: $0.evidence) }.map { use in
            var width = use.slot.width
            if let beside = use.refinements.besideField { width.offset += beside }
            return (use.kind, use.count, width)
        }
    }

    /// `grouped` holds, per key, the lines where it is a member of a group (``GroupInference``): those
    /// uses are measured in their group, not alone; a key with no other use gets no slot. `only`: these
    /// keys' slots alone.
    func slots(excluding grouped: [String: Set<String>] = [:], only keys: Set<String>? = nil) -> [KeySlot] {
        uses.compactMap { key, used -> KeySlot? in
            if let keys, !keys.contains(key) { return nil }
            let all = used.filter { use in grouped[key].map { $0.isDisjoint(with: use.evidence) } ?? true }
            guard !all.isEmpty else { return nil }
            // A use that is laid out wins over text that is only spoken or replaced.
            let shown = all.filter(\.kind.isLaidOut)
            let uses = shown.isEmpty ? all : shown
            let ordered = uses.sorted { a, b in
                let (roomA, roomB) = (SlotMetrics.room(of: a.slot), SlotMetrics.room(of: b.slot))
                if roomA != roomB { return roomA < roomB }
                if a.kind != b.kind { return a.kind < b.kind }
                if a.evidence != b.evidence { return a.evidence.lexicographicallyPrecedes(b.evidence) }
                return a.rule < b.rule
            }
            let tightest = ordered[0]
            // The kinds the system draws take nothing from the app's modifiers.
            let origins = tightest.kind.isSystemDrawn ? tightest.refinements.origins.filter { $0.key == "displayMode" }
                : tightest.refinements.origins.merging(tightest.refinements.font.origins) { first, _ in first }
            let declaration = origins["fontDeclaration"].map { [$0.source] } ?? []
            let evidence = Array(Set(all.flatMap(\.evidence) + declaration)).sorted(by: UseResolver.pathOrder)
            var notes = Array(Set(tightest.notes)).sorted()
            let kinds = Set(all.map(\.kind)).subtracting([tightest.kind]).sorted()
            if !kinds.isEmpty { notes.append("also used as: " + kinds.map(\.rawValue).joined(separator: ", ")) }
            if let elsewhere = unplaced[key] { notes += elsewhere.sorted().map { "also shown as a \($0)" } }
            var slot = KeySlot(key: key, kind: tightest.kind, count: tightest.count, slot: tightest.slot, evidence: evidence, notes: notes,
                               sources: origins.mapValues(\.source), inheritedFrom: origins.filter(\.value.inherited).mapValues(\.source),
                               source: tightest.source, rule: tightest.rule)
            slot.shownAt = Self.shownAt(tightest: tightest, all: all)
            return slot
        }.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    /// Where a key's uses show it: the tightest use's place first, then every other place once, in path
    /// order (a place used twice with two kinds keeps the tighter's).
    static func shownAt(tightest: KeyUse, all: [KeyUse]) -> [KeySlot.ShownUse] {
        var result = [KeySlot.ShownUse(place: tightest.place, kind: tightest.kind)]
        var seen: Set<String> = [tightest.place]
        for use in all.sorted(by: { $0.place != $1.place ? pathOrder($0.place, $1.place) : $0.kind < $1.kind })
        where seen.insert(use.place).inserted {
            result.append(KeySlot.ShownUse(place: use.place, kind: use.kind))
        }
        return result.filter { !$0.place.isEmpty }
    }

    /// Keys with only ambiguous evidence.
    func ambiguousKeys() -> [AmbiguousKey] {
        ambiguous.filter { uses[$0.key] == nil }
            .map { AmbiguousKey(key: $0.key, reason: $0.value.reason, evidence: $0.value.evidence.sorted(by: UseResolver.pathOrder)) }
            .sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    /// Keys written in code whose place is not one of the kinds, with where they are written.
    func unplacedKeys() -> [String: [String]] {
        var result: [String: [String]] = [:]
        for (key, lines) in seen where uses[key] == nil && ambiguous[key] == nil {
            result[key] = lines.sorted(by: UseResolver.pathOrder)
        }
        return result
    }

    /// Why the `keys` have no slot, where the code says so.
    func unplacedReasons(of keys: some Sequence<String>) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for key in keys { if let reasons = unplaced[key] { result[key] = reasons.sorted() } }
        return result
    }

    /// `path:line:column` (or `path:line`) in path order, then by line and column (``SourcePlace``).
    static func pathOrder(_ a: String, _ b: String) -> Bool {
        let place = { (text: String) in SourcePlace(parsing: text) ?? SourcePlace(path: text, line: 0) }
        let (x, y) = (place(a), place(b))
        if x != y { return x < y }
        return a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}
