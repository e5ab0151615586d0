/// A key whose inferred room cannot hold: its width is 0 pt or less at a width the matrix measures.
/// No real place gives a text no room, so the construct was misread (a storyboard scene drawn on an
/// iPad canvas, a chain of constraints whose constants add up past the phone): the key keeps the
/// default slot, with a warning naming the construct, rather than a rule `fitcheck` itself rejects
/// (a width ≤ 0 in the matrix file is bad input, exit 2, and stays so for hand-written rules).
public struct DefaultSlotFallback: Sendable, Hashable {
    /// The key, with the kind and slot its construct was read as.
    public var slot: KeySlot
    /// The narrowest container width (points) where the width is 0 pt or less, and what it gives there.
    public var containerWidth: Double
    public var room: Double

    public var key: String { slot.key }

    /// Where the construct is written: the nib object's place, else the line that set the width,
    /// else the key's first use (`path:line`).
    public var place: String {
        slot.sources["besideField"] ?? slot.sources["width"] ?? slot.evidence.first ?? "?"
    }

    /// `path:line: "key" (button): its room read there, "100% - 984", is -684 pt at container width 300 (notes);
    /// misread, so the key keeps the default slot`.
    public var warning: String {
        "\(place): \(StableJSON.text(key, pretty: false)) (\(slot.kind.title)): its room read there, \"\(slot.slot.width)\", is "
            + "\(MatrixField.format(room, decimals: 2)) pt at container width \(MatrixField.format(containerWidth))"
            + (slot.notes.isEmpty ? "" : " (\(slot.notes.joined(separator: "; ")))")
            + "; a place gives a text more than 0 pt, so the construct was misread: the key keeps the default slot"
    }

    /// The first (narrowest) of `containerWidths` at which `slot` has no room, or nil when it has room at each.
    static func at(_ slot: KeySlot, containerWidths: [Double]) -> DefaultSlotFallback? {
        for width in containerWidths.sorted() {
            let room = slot.slot.width.resolve(containerWidth: width)
            if room <= 0 { return DefaultSlotFallback(slot: slot, containerWidth: width, room: room) }
        }
        return nil
    }
}

extension SlotInferenceResult {
    /// Moves each group with a member that has no room at one of `containerWidths` (the matrix's widths
    /// less its insets) from ``groups`` to ``groupsFellBack``, its members taking the slots their places
    /// give them alone (``slotsOutsideGroup``); then each placed key whose slot has no room from ``slots``
    /// to ``fellBack``: it keeps the default slot.
    public mutating func keepDefaultSlotWhereNoRoom(containerWidths: [Double]) {
        var keptGroups: [MatrixGroup] = []
        for group in groups {
            guard let fallback = GroupFallback.at(group, containerWidths: containerWidths) else {
                keptGroups.append(group)
                continue
            }
            groupsFellBack.append(fallback)
            let own = slotsOutsideGroup[group.id] ?? []
            let ownKeys = Set(own.map(\.key))
            slots = (slots.filter { !ownKeys.contains($0.key) } + own).sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        }
        if keptGroups.count < groups.count {
            groups = MatrixGroup.markingAlone(keptGroups, shownAlone: Set(slots.map(\.key)))
        }
        var kept: [KeySlot] = []
        for slot in slots {
            if let fallback = DefaultSlotFallback.at(slot, containerWidths: containerWidths) {
                fellBack.append(fallback)
            } else {
                kept.append(slot)
            }
        }
        slots = kept
    }
}
