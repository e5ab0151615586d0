import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// One writer of slots (``SlotFields``): the fields `fitcheck init` writes in a key's rule (and a group
/// member's) are the fields `fitcheck slots --json` writes for it, for every key of the corpus's apps; and
/// a rule read back is the slot it was written from. Before, `init` dropped a member's `font` and
/// `minimumScaleFactor` and every key's `markdown: false`; `slots --json` a member's `pointSize` and
/// `largestSize` and every key's `sfTracking`.
@Suite struct SlotWriterTests {
    /// A JSON object's members named in `names`, as JSON values.
    static func fields(_ object: [String: Any], _ names: [String]) -> [String: NSObject] {
        var result: [String: NSObject] = [:]
        for name in names { if let value = object[name] { result[name] = value as? NSObject ?? NSNull() } }
        return result
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// `key: field: init X, slots Y` for each slot field the two writers give differently.
    static func differences(key: String, initWrites: [String: Any], slotsWrites: [String: Any], names: [String]) -> [String] {
        let (a, b) = (fields(initWrites, names), fields(slotsWrites, names))
        return names.compactMap { name in
            a[name] == b[name] ? nil
                : "\(key): \(name): init \(a[name].map { "\($0)" } ?? "(none)"), slots \(b[name].map { "\($0)" } ?? "(none)")"
        }
    }

    /// Slot inference on a corpus app as `init` runs it (keys with no room at a starter width fall back),
    /// and the platform it is measured on.
    static func inferred(_ app: String) throws -> (result: SlotInferenceResult, platform: Platform) {
        let folder = Corpus.folder.appendingPathComponent(app).path
        let platform = ProjectPlatform.detect(in: folder).platform
        var result = try SlotInference.infer(folder: folder, catalogs: [], platform: platform)
        result.keepDefaultSlotWhereNoRoom(containerWidths: try ProjectInit.starterContainerWidths(platform))
        return (result, platform)
    }

    /// Every placed key and every group member of each app: the same fields, and the rule reads back as the slot.
    @Test(.enabled(if: Corpus.appsAvailable, Comment(rawValue: Corpus.absent)), arguments: Corpus.apps)
    func initAndSlotsWriteTheSameFields(_ app: String) throws {
        let (result, platform) = try Self.inferred(app)
        let document = try Self.object(SlotsReport.json(result))
        let keys = try #require(document["keys"] as? [[String: Any]])
        #expect(keys.count == result.slots.count && !keys.isEmpty)
        var found: [String] = []
        for (slot, entry) in zip(result.slots, keys) {
            let rule = CodeSlotsFile.rule(slot)
            found += Self.differences(key: slot.key, initWrites: try Self.object(rule), slotsWrites: entry, names: SlotFields.names)
            let read = try MatrixFile.inferredRule(rule, index: 0, file: "fitcheck.json", defaultSlot: MatrixGroup.defaultSlot(platform))
            if read.slot != slot.slot { found.append("\(slot.key): the rule reads back as \(read.slot), not \(slot.slot)") }
        }
        let groups = try #require(document["groups"] as? [[String: Any]])
        for (group, entry) in zip(result.groups, groups) {
            let written = try Self.object(GroupReport.matrixEntry(group))
            let members = (written["members"] as? [Any] ?? []) + (written["alternatives"] as? [Any] ?? []).flatMap { alternative in
                (alternative as? [String: Any])?["members"] as? [Any] ?? [alternative]
            }
            let initMembers = members.compactMap { $0 as? [String: Any] }
            for member in try #require(entry["members"] as? [[String: Any]]) {
                let key = member["key"] as? String ?? ""
                let same = initMembers.first { $0["key"] as? String == key } ?? [:]
                found += Self.differences(key: "\(group.id) \(key)", initWrites: same, slotsWrites: member, names: SlotFields.memberNames)
            }
        }
        #expect(found.isEmpty, "\(app): \(found.count) differences:\n\(found.prefix(20).joined(separator: "\n"))")
    }

    /// A slot setting every field: each is written by both writers, and a dropped one is named.
    @Test func everyFieldIsWrittenAndADroppedOneIsNamed() throws {
        var slot = Slot(width: WidthExpression(percent: 50, offset: -24), maxLines: 2, maxHeight: 60, style: .footnote,
                        weight: .semibold, largestSize: .xxxL, tracking: 0.5, sfTracking: true, pointSize: 15, markdown: false,
                        layout: false, font: "Avenir Next", scaled: true, minimumScaleFactor: 0.75)
        slot.platform = .iOS
        let keySlot = KeySlot(key: "all", kind: .text, count: nil, slot: slot, evidence: ["A.swift:1"], notes: [])
        let rule = try Self.object(CodeSlotsFile.rule(keySlot))
        #expect(Set(SlotFields.names).subtracting(rule.keys).isEmpty, "init's rule lacks \(Set(SlotFields.names).subtracting(rule.keys))")
        let read = try MatrixFile.inferredRule(CodeSlotsFile.rule(keySlot), index: 0, file: "fitcheck.json",
                                               defaultSlot: MatrixGroup.defaultSlot(.iOS))
        #expect(read.slot == slot)
        var result = SlotInferenceResult(catalogKeys: ["all"], slots: [keySlot], ambiguous: [], unplaced: [:], swiftFiles: 1, skipped: [])
        result.groups = []
        let entry = try #require((try Self.object(SlotsReport.json(result))["keys"] as? [[String: Any]])?.first)
        #expect(Self.differences(key: "all", initWrites: rule, slotsWrites: entry, names: SlotFields.names).isEmpty)
        // A writer that drops a field (planted: slots' minimumScaleFactor, init's font) is caught, by name.
        var dropped = entry
        dropped["minimumScaleFactor"] = nil
        #expect(Self.differences(key: "all", initWrites: rule, slotsWrites: dropped, names: SlotFields.names)
                == ["all: minimumScaleFactor: init 0.75, slots (none)"])
        var lacking = rule
        lacking["font"] = nil
        #expect(Self.differences(key: "all", initWrites: lacking, slotsWrites: entry, names: SlotFields.names)
                == ["all: font: init (none), slots Avenir Next"])
    }
}
