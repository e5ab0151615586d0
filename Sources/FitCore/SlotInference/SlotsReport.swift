/// `fitcheck slots` output: JSON (`--json`) or text grouped by kind.
public enum SlotsReport {
    // {"schemaVersion": 3, "keys": [{"key","kind", the slot's fields (SlotFields: "width","lines","style","weight",…, as
    //           init's rule writes them),"stylePointSize","count","evidence","notes","platform","source","rule","sources","inheritedFrom","nib","objectID","frame"}],
    //  "ambiguous": [{"key","reason","evidence"}], "unplaced": [{"key","evidence","reasons"}], "notFound": [key], "stale": [key],
    //  "fellBack": [{"key","kind","width","containerWidth","room","place","evidence","notes"}],
    //  "groupsFellBack": [{"id","construct","keys","key","containerWidth","groupWidth","room","place","evidence"}],
    //  "skipped": [{"file","line","reason"}], "groups": [{"kind","id","members","policy","evidence",…}], "summary": {…}}
    /// The version of the `--json` document: raised when a field changes meaning or goes away (a new
    /// field alone keeps it). Matrix/README.md, "Slots from your code", describes the document. 2: a key's and a
    /// group member's slot fields are the rule's (``SlotFields``): `weight` and `pointSize` only where the code sets
    /// them (1 wrote the style's weight and its size at L there, now `stylePointSize`), `sfTracking`, `markdown`,
    /// `maxHeight` and `tracking` too. 3: each key names the vocabulary row that placed it (`rule`).
    public static let schemaVersion = 3

    public static func json(_ result: SlotInferenceResult) -> String {
        StableJSON.text(Document(result))
    }

    /// Keys grouped by kind, each kind with its room; then the ambiguous keys and the counts.
    public static func text(_ result: SlotInferenceResult) -> String {
        var text = summaryLine(result) + "\n"
        let groups = Dictionary(grouping: result.slots, by: \.kind)
        for kind in SlotKind.allCases {
            guard let slots = groups[kind] else { continue }
            text += "\n\(kind.title) (\(slots.count))\n"
            let quoted = slots.map { StableJSON.text($0.key, pretty: false) }
            let column = min(quoted.map(\.count).max() ?? 0, 40) + 2
            for (slot, key) in zip(slots, quoted) {
                text += "  " + key.padding(toLength: max(column, key.count + 2), withPad: " ", startingAt: 0)
                    + describe(slot.slot) + "  " + slot.evidence.joined(separator: ", ") + "\n"
                text += "      rule: \(slot.rule)\n"
                for note in slot.notes { text += "      note: \(note)\n" }
            }
        }
        if !result.groups.isEmpty {
            text += "\nrows and choices, measured together (\(result.groups.count))\n"
            for group in result.groups { text += "  " + GroupReport.line(group) + "\n" }
        }
        if !result.fellBack.isEmpty {
            text += "\nno room at a matrix width: misread, keep the default slot (\(result.fellBack.count))\n"
            for key in result.fellBack {
                text += "  \(StableJSON.text(key.key, pretty: false))  \(key.slot.kind.title): \"\(key.slot.slot.width)\" is "
                    + "\(MatrixField.format(key.room, decimals: 2)) pt at container width \(MatrixField.format(key.containerWidth))  \(key.place)\n"
            }
        }
        if !result.groupsFellBack.isEmpty {
            text += "\nno room for a member at a matrix width: misread, not measured together (\(result.groupsFellBack.count))\n"
            for fallback in result.groupsFellBack {
                text += "  " + GroupReport.line(fallback.group) + "\n      " + fallback.shortfall.inContainer + "\n"
            }
        }
        if !result.ambiguous.isEmpty {
            text += "\nambiguous, keep the default slot (\(result.ambiguous.count))\n"
            for key in result.ambiguous {
                text += "  \(StableJSON.text(key.key, pretty: false))  \(key.reason)  \(key.evidence.joined(separator: ", "))\n"
            }
        }
        return text
    }

    /// `288 catalog keys, 63 Swift files: 204 placed, 4 ambiguous, 79 in code where no slot kind applies, 1 not found in code`.
    public static func summaryLine(_ result: SlotInferenceResult) -> String {
        "\(result.catalogKeys.count) catalog keys, \(result.swiftFiles) Swift \(result.swiftFiles == 1 ? "file" : "files")"
            + (result.skipped.isEmpty ? "" : " (\(result.skipped.count) skipped)")
            + (result.nibFiles == 0 ? "" : ", \(result.nibFiles) \(result.nibFiles == 1 ? "nib" : "nibs")")
            + ": \(result.slots.count) placed, "
            + (result.fellBack.isEmpty ? "" : "\(result.fellBack.count) with no room at a matrix width (the default slot), ")
            + (result.groupsFellBack.isEmpty ? "" : "\(Set(result.groupsFellBack.flatMap(\.group.keys)).count) in "
                + "\(result.groupsFellBack.count) \(result.groupsFellBack.count == 1 ? "row or choice" : "rows and choices") "
                + "with no room for a member at a matrix width (their own slots), ")
            + "\(result.ambiguous.count) ambiguous, "
            + "\(result.unplaced.count) in code where no slot kind applies, \(result.notFound.count) not found in code"
            + (result.stale.isEmpty ? "" : ", \(result.stale.count) stale in the catalog")
            + (result.groups.isEmpty ? "" : "; \(result.groups.count) \(result.groups.count == 1 ? "row or choice" : "rows and choices")"
                + " of \(Set(result.groups.flatMap(\.keys)).count) keys measured together")
    }

    /// What `fitcheck init` says about the placed keys: per platform, how many each of SwiftUI, UIKit,
    /// AppKit code and nibs placed; then why the others keep the default slot, the commonest reasons
    /// first (`menu item 30`).
    public static func placementLines(_ result: SlotInferenceResult, platform: Platform) -> [String] {
        let bySource = result.slots.reduce(into: [SlotSource: Int]()) { $0[$1.source, default: 0] += 1 }
        var lines = ["placed on \(platform.rawValue): " + SlotSource.allCases.map { "\($0.rawValue) \(bySource[$0] ?? 0)" }
            .joined(separator: ", ")]
        var reasons: [String: Int] = [:]
        for key in result.unplaced.keys {
            let said = Set((result.unplacedReasons[key] ?? []).map { reason in
                reason.range(of: " at ", options: .backwards).map { String(reason[..<$0.lowerBound]) } ?? reason
            })
            for reason in said.isEmpty ? ["written only as a string, never shown by a known place"] : Array(said) {
                reasons[reason, default: 0] += 1
            }
        }
        let top = reasons.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(5).map { "\($0.key) \($0.value)" }
        // First the keys whose room was misread: the run would have stopped on them.
        var kept: [String] = []
        if !result.fellBack.isEmpty {
            let kinds = result.fellBack.reduce(into: [String: Int]()) { $0[$1.slot.kind.title, default: 0] += 1 }
                .sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)" }
            kept.append("\(result.fellBack.count) whose room read is 0 pt or less at a matrix width, so misread "
                        + "(\(kinds.joined(separator: ", ")); each a warning naming its place)")
        }
        if !result.groupsFellBack.isEmpty {
            let constructs = result.groupsFellBack.reduce(into: [String: Int]()) { $0[$1.group.construct?.title ?? $1.group.kind.rawValue, default: 0] += 1 }
                .sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)" }
            lines.append("not measured together: \(result.groupsFellBack.count) \(result.groupsFellBack.count == 1 ? "row or choice" : "rows and choices") "
                         + "with no room for a member at a matrix width, so misread (\(constructs.joined(separator: ", ")); their "
                         + "\(Set(result.groupsFellBack.flatMap(\.group.keys)).count) keys keep their own slots; each a warning naming its place)")
        }
        kept.append("\(result.unplaced.count) in code where no slot kind applies"
                    + (top.isEmpty ? "" : " (\(top.joined(separator: ", ")))"))
        if !result.ambiguous.isEmpty { kept.append("\(result.ambiguous.count) ambiguous") }
        if !result.skipped.isEmpty { kept.append("\(result.skipped.count) files skipped") }
        kept.append("\(result.notFound.count) not found in code" + (result.stale.isEmpty ? "" : ", \(result.stale.count) stale in the catalog"))
        lines.append("kept the default slot: " + kept.joined(separator: "; "))
        return lines
    }

    /// `1 line · 100% / 4 · caption2 medium 10 pt · up to L`.
    public static func describe(_ slot: Slot) -> String {
        guard slot.layout else { return "not laid out: translation and specifiers only" }
        var parts = [slot.maxLines.map { $0 == 1 ? "1 line" : "\($0) lines" } ?? "wraps", "\(slot.width)"]
        var font = slot.style.rawValue
        if let weight = slot.weight, weight != slot.style.defaultWeight { font += " \(weight.name)" }
        if let size = slot.pointSize { font += " \(MatrixField.format(size)) pt" }
        parts.append(font)
        if let largest = slot.largestSize, slot.pointSize == nil { parts.append("up to \(largest.rawValue)") }
        return parts.joined(separator: " · ")
    }

    // MARK: - JSON document

    private struct Document: Encodable {
        var schemaVersion = SlotsReport.schemaVersion
        var keys: [KeyEntry]
        var ambiguous: [Ambiguous]
        var unplaced: [Unplaced]
        var notFound: [String]
        var fellBack: [FellBack]
        var groupsFellBack: [GroupFellBack]
        var stale: [String]
        var skipped: [Skipped]
        var groups: [GroupReport.Entry]
        var summary: Summary

        init(_ result: SlotInferenceResult) {
            keys = result.slots.map(KeyEntry.init)
            ambiguous = result.ambiguous.map { Ambiguous(key: $0.key, reason: $0.reason, evidence: $0.evidence) }
            unplaced = result.unplaced.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                .map { Unplaced(key: $0, evidence: result.unplaced[$0] ?? [], reasons: result.unplacedReasons[$0] ?? []) }
            notFound = result.notFound
            fellBack = result.fellBack.map {
                FellBack(key: $0.key, kind: $0.slot.kind.rawValue, width: $0.slot.slot.width.description, containerWidth: $0.containerWidth,
                         room: $0.room, place: $0.place, evidence: $0.slot.evidence, notes: $0.slot.notes)
            }
            groupsFellBack = result.groupsFellBack.map {
                GroupFellBack(id: $0.group.id, construct: $0.group.construct?.rawValue ?? "", keys: $0.group.keys, key: $0.shortfall.member.key,
                              containerWidth: $0.shortfall.containerWidth, groupWidth: $0.shortfall.groupWidth, room: $0.shortfall.room,
                              place: $0.place, evidence: $0.group.evidence)
            }
            stale = result.stale
            skipped = result.skipped.map { Skipped(file: $0.path, line: $0.line, reason: $0.reason) }
            groups = result.groups.map(GroupReport.Entry.init)
            summary = Summary(catalogKeys: result.catalogKeys.count, placed: result.slots.count, fellBack: result.fellBack.count,
                              groupsFellBack: result.groupsFellBack.count,
                              ambiguous: result.ambiguous.count, unplaced: result.unplaced.count,
                              notFound: result.notFound.count, stale: result.stale.count, swiftFiles: result.swiftFiles,
                              skippedFiles: result.skipped.count,
                              byKind: Dictionary(uniqueKeysWithValues: result.byKind.map { ($0.key.rawValue, $0.value) }))
        }
    }

    private struct KeyEntry: Encodable {
        var slot: KeySlot
        init(_ slot: KeySlot) { self.slot = slot }

        /// A nib view's frame, in the nib's coordinates.
        struct Frame: Encodable { var x, y, width, height: Double }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: SlotFieldKey.self)
            func key(_ name: String) -> SlotFieldKey { SlotFieldKey(name) }
            try container.encode(slot.key, forKey: key("key"))
            try container.encode(slot.kind.rawValue, forKey: key("kind"))
            // The slot as init's rule writes it: one writer for both.
            try SlotFields(slot.slot).encode(into: &container)
            // Not a rule's field: the size the style has on the platform where the slot fixes none (iOS: at L).
            if slot.slot.pointSize == nil { try container.encode(slot.slot.typeMetrics(at: .L).pointSize, forKey: key("stylePointSize")) }
            try container.encodeIfPresent(slot.count, forKey: key("count"))
            try container.encode(slot.evidence, forKey: key("evidence"))
            try container.encode(slot.notes, forKey: key("notes"))
            try container.encode(slot.slot.platform.rawValue, forKey: key("platform"))
            try container.encode(slot.source.rawValue, forKey: key("source"))
            try container.encode(slot.rule, forKey: key("rule"))
            if !slot.sources.isEmpty { try container.encode(slot.sources, forKey: key("sources")) }
            if !slot.inheritedFrom.isEmpty { try container.encode(slot.inheritedFrom, forKey: key("inheritedFrom")) }
            if let nib = slot.nib {
                try container.encode(nib.nib, forKey: key("nib"))
                try container.encode(nib.objectID, forKey: key("objectID"))
                if let frame = nib.frame {
                    try container.encode(Frame(x: frame.x, y: frame.y, width: frame.width, height: frame.height), forKey: key("frame"))
                }
            }
        }
    }

    private struct Ambiguous: Encodable { var key: String; var reason: String; var evidence: [String] }
    private struct Unplaced: Encodable { var key: String; var evidence: [String]; var reasons: [String] }
    /// A key whose room read is 0 pt or less at `containerWidth`: it keeps the default slot.
    private struct FellBack: Encodable {
        var key, kind, width: String
        var containerWidth, room: Double
        var place: String
        var evidence, notes: [String]
    }
    /// A group read from code with a member (`key`) whose room is 0 pt or less at `containerWidth`: its
    /// members keep their own slots.
    private struct GroupFellBack: Encodable {
        var id, construct: String
        var keys: [String]
        var key: String
        var containerWidth, groupWidth, room: Double
        var place: String
        var evidence: [String]
    }
    private struct Skipped: Encodable { var file: String; var line: Int?; var reason: String }
    private struct Summary: Encodable {
        var catalogKeys: Int
        var placed: Int
        var fellBack: Int
        var groupsFellBack: Int
        var ambiguous: Int
        var unplaced: Int
        var notFound: Int
        var stale: Int
        var swiftFiles: Int
        var skippedFiles: Int
        var byKind: [String: Int]
    }
}
