/// Where the inferred keys and groups are shown, as a run's findings carry it (``ShownPlaces``).
extension SlotInferenceResult {
    /// Each placed key's places (its uses in code, or its nib's view), each unplaced key's lines, and each
    /// group's, with the names
    /// reports give nib strings and groups. `root` is the folder the inference read, as the run names
    /// files (evidence paths are relative to it).
    public func shownPlaces(root: String) -> ShownPlaces {
        var places = ShownPlaces(groups: groups, root: root)
        for slot in slots {
            if let nib = slot.nib {
                let file = ShownPlaces.joined(root, SourcePlace(path: nib.nib, line: nib.line)).path
                places.keys[slot.key] = [.nib(file: file, line: nib.line, objectID: nib.objectID)]
                places.keyNames[slot.key] = Self.name(of: nib)
            } else {
                let shown = slot.shownAt.compactMap { use in
                    SourcePlace(parsing: use.place).map { ShownPlace.swift(ShownPlaces.joined(root, $0), kind: use.kind.rawValue) }
                }
                if !shown.isEmpty { places.keys[slot.key] = shown }
            }
        }
        // A key the code writes where no slot kind applies (a menu item, a picker option, a plain string)
        // keeps the default slot, and its findings the lines that write it (kind `unplaced`).
        for (key, lines) in unplaced where places.keys[key] == nil {
            let shown = lines.compactMap(SourcePlace.init(parsing:)).map { ShownPlace.swift(ShownPlaces.joined(root, $0), kind: "unplaced") }
            if !shown.isEmpty { places.keys[key] = shown }
        }
        return places
    }

    /// A nib string as reports name it: its source text and where the nib shows it,
    /// `"Save to" (PrefGeneral.xib:691, 2rJ-mg-OuU)`.
    static func name(of nib: NibPlace) -> String {
        return "\"\(MessageQuote.cut(nib.text))\" (\(ShownPlaces.fileName(nib.nib)):\(nib.line), \(nib.objectID))"
    }
}
