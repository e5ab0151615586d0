import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// `fitcheck init --update` with rows and choices: the groups init inferred (with evidence) are inferred
/// again and rewritten, a hand-written group (no evidence) stays byte for byte, and what changed is said.
@Suite struct InitUpdateGroupsTests {
    static let dispatcher = SlotsCommandTests.dispatcher

    @Test func updateRewritesInferredGroupsAndKeepsHandWrittenOnes() throws {
        let folder = try SlotsGroupsCommandTests.project()
        defer { TemporaryFolder.remove(folder) }
        #expect(Self.dispatcher.run(["init", folder.path]).status == 0)
        let path = folder.appendingPathComponent("fitcheck.json")
        var matrix = try String(contentsOf: path, encoding: .utf8)
        // The user's own group, written by hand (no evidence).
        let mine = #"{ "kind": "row", "name": "mine", "members": ["Title", "Back"],  "spacing": 4 }"#
        matrix = matrix.replacingOccurrences(of: "\"groups\": [\n", with: "\"groups\": [\n    \(mine),\n")
        try Data(matrix.utf8).write(to: path)
        // The code changes: the picker gets a third segment (a new group: its members changed), the
        // buttons' row gets a spacing (the same group, changed).
        var source = SlotsGroupsCommandTests.source.replacingOccurrences(of: "Text(\"Week\").tag(1)",
                                                                         with: "Text(\"Week\").tag(1)\n                Text(\"Title\").tag(2)")
        source = source.replacingOccurrences(of: "HStack {", with: "HStack(spacing: 20) {")
        try Data(source.utf8).write(to: folder.appendingPathComponent("App/ManageView.swift"))

        let outcome = Self.dispatcher.run(["init", folder.path, "--update"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let out = outcome.standardOutput
        #expect(out.contains("groups: 1 added, 1 removed, 1 changed, 0 unchanged; 1 written by hand kept"), "\(out)")
        #expect(out.contains(#"added group row-"#) && out.contains(#""Day", "Week", "Title")"#), "\(out)")
        #expect(out.contains(#"removed group row-"#) && out.contains(#""Day", "Week")"#), "\(out)")
        #expect(out.contains(#"changed group row-"#) && out.contains("spacing (none) → 20"), "\(out)")
        let updated = try String(contentsOf: path, encoding: .utf8)
        #expect(updated.contains("    " + mine + ",\n"))
        let groups = try Matrix.load(path: path.path).groups
        #expect(groups.count == 3)
        #expect(groups.contains { $0.name == "mine" && $0.evidence.isEmpty })
        #expect(groups.contains { $0.keys == ["Day", "Week", "Title"] })
        // A second update changes nothing.
        let again = Self.dispatcher.run(["init", folder.path, "--update"])
        #expect(again.standardOutput.contains("groups: 0 added, 0 removed, 0 changed, 2 unchanged"), "\(again.standardOutput)")
        #expect(try String(contentsOf: path, encoding: .utf8) == updated)
    }
}
