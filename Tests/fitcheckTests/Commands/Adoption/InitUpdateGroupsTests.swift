import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// `fitcheck init --update` with rows and choices: of the groups an older init inferred (with evidence),
/// one the code makes no more is dropped, one a person changed is kept without its evidence; a
/// hand-written group (no evidence) stays byte for byte, and what was kept and dropped is said.
@Suite struct InitUpdateGroupsTests {
    static let dispatcher = SlotsCommandTests.dispatcher

    @Test func updateKeepsChangedAndHandWrittenGroupsAndDropsTheRest() throws {
        let folder = try SlotsGroupsCommandTests.project()
        defer { TemporaryFolder.remove(folder) }
        try InitUpdateTests.oldGeneratedFile(folder)
        let path = folder.appendingPathComponent("fitcheck.json")
        var matrix = try String(contentsOf: path, encoding: .utf8)
        #expect(matrix.contains(#""name": "segmented picker""#) && matrix.contains(#""name": "HStack""#))
        // The user's own group, written by hand (no evidence); the buttons' row given a spacing by hand.
        let mine = #"{ "kind": "row", "name": "mine", "members": ["Title", "Back"],  "spacing": 4 }"#
        matrix = matrix.replacingOccurrences(of: "\"groups\": [\n", with: "\"groups\": [\n    \(mine),\n")
        let buttons = try #require(matrix.components(separatedBy: "\n").first { $0.contains("\"Cancel Selected Subscriptions\"") && $0.contains("\"evidence\"") })
        matrix = matrix.replacingOccurrences(of: buttons, with: buttons.replacingOccurrences(of: "\"members\": [", with: "\"spacing\": 20, \"members\": ["))
        try Data(matrix.utf8).write(to: path)
        // The code changes: the picker gets a third segment (a new group: the old one is made no more).
        let source = SlotsGroupsCommandTests.source.replacingOccurrences(of: "Text(\"Week\").tag(1)",
                                                                         with: "Text(\"Week\").tag(1)\n                Text(\"Title\").tag(2)")
        try Data(source.utf8).write(to: folder.appendingPathComponent("App/ManageView.swift"))

        let outcome = Self.dispatcher.run(["init", folder.path, "--update"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let out = outcome.standardOutput
        #expect(out.contains("groups: 1 inferred dropped, 1 kept (changed by hand), 1 hand-written kept"), "\(out)")
        #expect(out.contains(#"dropped group row-"#) && out.contains(#""Day", "Week")"#), "\(out)")
        #expect(out.contains(#"kept group row-"#) && out.contains("spacing 20 → code (none)"), "\(out)")
        let updated = try String(contentsOf: path, encoding: .utf8)
        #expect(updated.contains("    " + mine + ",\n"))
        let groups = try Matrix.load(path: path.path).groups
        #expect(groups.count == 2 && groups.allSatisfy(\.evidence.isEmpty), "\(updated)")
        #expect(groups.contains { $0.name == "mine" })
        // A second update changes nothing.
        let again = Self.dispatcher.run(["init", folder.path, "--update"])
        #expect(again.standardOutput.hasPrefix("fitcheck: nothing to change in"), "\(again.standardOutput)")
        #expect(try String(contentsOf: path, encoding: .utf8) == updated)
    }
}
