import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// A matrix's `groups`: what a row and a choice read into, and every mistake as one line naming the
/// file, the place and the field.
@Suite("Groups in the matrix")
struct GroupMatrixTests {
    /// A matrix at widths 320 and 375 with `groups` as given (JSON text of the array).
    static func matrix(_ groups: String, widths: String = "[320, 375]") throws -> Matrix {
        try MatrixTestSupport.load("""
            { "widths": \(widths), "sizes": ["L"], "languages": ["en"],
              "defaultSlot": { "width": "100% - 32", "lines": 2 },
              "groups": \(groups) }
            """)
    }

    @Test func aRowReadsItsMembersPolicyAndControl() throws {
        let matrix = try Self.matrix("""
            [{ "kind": "row", "control": "buttons", "id": "actions",
               "members": ["back", { "key": "cancel", "weight": "semibold", "lines": 2, "alsoAlone": true }] }]
            """)
        let group = try #require(matrix.groups.first)
        #expect(group.id == "actions")
        #expect(group.label == "groups[0] (actions)")
        guard case .row(let row) = group.content else { Issue.record("not a row"); return }
        #expect(row.policy == .equal)
        #expect(row.spacing == 8)
        #expect(row.control == .buttons)
        #expect(row.members.map(\.key) == ["back", "cancel"])
        #expect(row.members.map(\.inset) == [12, 12])
        #expect(row.members[0].slot.maxLines == 1)          // the control's
        #expect(row.members[1].slot.maxLines == 2)          // the member's own
        #expect(row.members[1].slot.weight == .semibold)
        #expect(group.width.description == "100% - 32")
        // Measured only in the row, unless it says alsoAlone.
        #expect(matrix.slots.resolve(key: "back").slot.layout == false)
        #expect(matrix.slots.resolve(key: "back").source == "measured in groups[0] (actions)")
        #expect(matrix.slots.resolve(key: "cancel").slot.layout == true)
    }

    /// A key's slot follows the matrix's groups as they are now: what they say of their members is
    /// worked out when they are set (``Matrix/groupMembers``), not each time a key asks, and a run
    /// that keeps only some groups (`--key`, a member no catalog has) changes them after reading.
    @Test func slotsFollowTheGroupsWhenTheyChange() throws {
        var matrix = try Self.matrix(#"[{ "kind": "row", "id": "actions", "members": ["back", "cancel"] }]"#)
        let groups = matrix.groups
        #expect(matrix.slots.resolve(key: "back").source == "measured in groups[0] (actions)")
        matrix.groups.removeAll()
        #expect(matrix.slots.resolve(key: "back").source == "defaultSlot")
        #expect(matrix.slots.resolve(key: "back").slot.layout == true)
        #expect(matrix.slots.memberSlots.isEmpty)
        matrix.groups = groups
        #expect(matrix.slots.resolve(key: "cancel").source == "measured in groups[0] (actions)")
        #expect(matrix.slots.memberSlots.keys.sorted() == ["back", "cancel"])
    }

    @Test func aChoiceReadsItsAlternativesInOrder() throws {
        let matrix = try Self.matrix("""
            [{ "kind": "choice", "name": "restore",
               "alternatives": [{ "kind": "row", "policy": "stack", "members": ["a", "b"] }, "short", { "key": "shorter" }] }]
            """)
        let group = try #require(matrix.groups.first)
        guard case .choice(let choice) = group.content else { Issue.record("not a choice"); return }
        #expect(choice.alternatives.count == 3)
        #expect(choice.alternatives.map { $0.members.map(\.key) } == [["a", "b"], ["short"], ["shorter"]])
        #expect(group.keys == ["a", "b", "short", "shorter"])
        #expect(group.id == MatrixGroup.derivedID(kind: .choice, keys: ["(", "a", "b", ")", "short", "shorter"]))
    }

    /// The derived id is FNV-1a 64 over the kind and keys, each followed by U+001F: pinned, since
    /// baselines and `fitcheck init` rely on it staying the same.
    @Test func aDerivedIDIsStableAndFollowsTheMembers() throws {
        let id = MatrixGroup.derivedID(kind: .row, keys: ["back", "cancel"])
        let hash = String(StableHash.fnv1a64("row\u{1F}back\u{1F}cancel\u{1F}"), radix: 16)
        #expect(id == "row-" + (String(repeating: "0", count: 16 - hash.count) + hash).prefix(8))
        #expect(id != MatrixGroup.derivedID(kind: .row, keys: ["cancel", "back"]))
        #expect(id != MatrixGroup.derivedID(kind: .choice, keys: ["back", "cancel"]))
        let matrix = try Self.matrix(#"[{ "kind": "row", "members": ["back", "cancel"] }]"#)
        #expect(matrix.groups[0].id == id)
    }

    @Test(arguments: [
        (#"[{ "kind": "column", "members": ["a", "b"] }]"#, #"groups[0].kind: unknown group kind 'column'; valid: row, choice"#),
        (#"[{ "kind": "row", "members": ["a", "a"] }]"#, #"groups[0].members[1]: 'a' is groups[0].members[0] too: a member is listed once"#),
        (#"[{ "kind": "row", "members": ["a"] }]"#, "groups[0].members: a row has at least two members, got 1; a key alone needs no group"),
        (#"[{ "kind": "choice", "alternatives": [] }]"#, "groups[0].alternatives: an empty choice: list its alternatives, a key or a row each, in the order ViewThatFits tries them"),
        (#"[{ "kind": "row", "members": ["a", "b"], "widht": 3 }]"#, #"groups[0]: unknown field 'widht'"#),
        (#"[{ "kind": "row", "members": ["a", { "key": "b", "width": 40 }] }]"#, #"groups[0].members[1]: a member with a width needs policy "fixed" or "stack""#),
        (#"[{ "kind": "row", "policy": "fixed", "members": ["a", { "key": "b", "width": 300 }] }]"#, #"groups[0].members[0]: 'a' gets -20 pt at width 320"#),
        (#"[{ "kind": "row", "control": "segmented", "members": ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r"] }]"#, #"groups[0].members[0]: 'a' gets 0 pt at width 320"#),
        (#"[{ "kind": "row", "id": "x", "members": ["a", "b"] }, { "kind": "row", "id": "x", "members": ["c", "d"] }]"#, #"groups[1]: the id 'x' is groups[0]'s too"#),
        (#"[{ "kind": "choice", "alternatives": ["a", "a"] }]"#, #"groups[0].alternatives[1]: 'a' is groups[0].alternatives[0] too"#),
        (#"[{ "kind": "choice", "policy": "equal", "alternatives": ["a"] }]"#, "groups[0].policy: a choice has no policy"),
        (#"[{ "kind": "row", "members": ["a", { "key": "b", "variant": "plural" }] }]"#, "groups[0].members[1].variant: variant 'plural': each step is axis.case"),
    ])
    func aBadGroupIsOneLineNamingTheFileAndPlace(groups: String, message: String) throws {
        do {
            _ = try Self.matrix(groups)
            Issue.record("accepted: \(groups)")
        } catch let error as InputError {
            #expect(error.description.contains("matrix.json:"), "\(error)")
            #expect(error.description.contains(message), "\(error)")
            #expect(!error.description.contains("\n"))
        }
    }

    /// A key no catalog has is found when the catalogs are read: one line at the member, exit 2.
    @Test func aMemberNoCatalogHasIsAnError() throws {
        let folder = try TemporaryFolder.make("groups")
        defer { TemporaryFolder.remove(folder) }
        let path = try MatrixTestSupport.write("""
            { "widths": [375], "sizes": ["L"], "languages": ["en", "de"], "catalogs": ["\(Repository.demoCatalog)"],
              "groups": [{ "kind": "row", "members": ["button.subscribe",
                "button.subscrbe"] }] }
            """, in: folder)
        let matrix = try Matrix.load(path: path)
        do {
            _ = try MatrixRun(matrix: matrix, selection: RunSelection(), fonts: try FontLibrary.bundled(), toolVersion: "t").run()
            Issue.record("a misspelt member was accepted")
        } catch let error as InputError {
            #expect(error.description.hasPrefix(path + ":3:5: groups[0].members[1]: no catalog has the key 'button.subscrbe'"),
                    "\(error)")
        }
    }
}
