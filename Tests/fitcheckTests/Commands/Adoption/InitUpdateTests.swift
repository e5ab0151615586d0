import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// `fitcheck init --update`: the rules init inferred from code are inferred again and rewritten; a
/// hand-written rule, every setting and every comment stay as they were.
@Suite struct InitUpdateTests {
    static let dispatcher = SlotsCommandTests.dispatcher

    static func read(_ folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("fitcheck.json"), encoding: .utf8)
    }

    static func write(_ text: String, _ path: String, in folder: URL) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(path))
    }

    @Test func updateRewritesInferredRulesAndKeepsHandWrittenOnes() throws {
        let folder = try SlotsCommandTests.project()
        defer { TemporaryFolder.remove(folder) }
        #expect(Self.dispatcher.run(["init", folder.path]).status == 0)
        var matrix = try Self.read(folder)
        // The user's own: a rule for "Done" (renamed, so it is theirs), a setting, and a comment.
        matrix = matrix.replacingOccurrences(of: #"{ "name": "toolbar button", "match": "=Done""#,
                                             with: #"{ "name": "my done button", "match": "=Done""#)
        matrix = matrix.replacingOccurrences(of: #""languages": ["#, with: #""minimumCoverage": { "de": 0.5 }, "languages": ["#)
        try Self.write(matrix, "fitcheck.json", in: folder)
        // The code changes: the toggle's text gets a line limit, and "Inbox" is no longer shown.
        var source = SlotsCommandTests.source.replacingOccurrences(of: "Toggle(isOn: $isOn) { Text(text) }",
                                                                   with: "Toggle(isOn: $isOn) { Text(text).lineLimit(1) }")
        source = source.replacingOccurrences(of: ".navigationTitle(\"Inbox\")", with: "")
        try Self.write(source, "App/Sources/InboxView.swift", in: folder)

        let outcome = Self.dispatcher.run(["init", folder.path, "--update"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("0 inferred rules added, 1 removed, 1 changed, 1 unchanged; 1 keys keep their hand-written rule"),
                "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.contains(#"removed "Inbox""#))
        #expect(outcome.standardOutput.contains(#"changed "Use Inspection": lines null → 1"#))
        #expect(outcome.standardOutput.contains(#"kept "Done": its hand-written rule"#))
        let updated = try Self.read(folder)
        #expect(updated.contains(#"{ "name": "my done button", "match": "=Done""#))
        #expect(updated.contains(#""minimumCoverage": { "de": 0.5 }"#))
        #expect(!updated.contains(#""match": "=Inbox""#))
        #expect(updated.contains(#""match": "=Use Inspection", "width": "100% - 123", "lines": 1"#))
        // The rewritten file is a matrix, and a second update changes nothing.
        _ = try Matrix.load(path: folder.appendingPathComponent("fitcheck.json").path)
        let again = Self.dispatcher.run(["init", folder.path, "--update"])
        #expect(again.standardOutput.hasPrefix("fitcheck: nothing to change in"), "\(again.standardOutput)")
        #expect(try Self.read(folder) == updated)
    }

    @Test func updateNeedsAnExistingMatrix() throws {
        let folder = try SlotsCommandTests.project()
        defer { TemporaryFolder.remove(folder) }
        let outcome = Self.dispatcher.run(["init", folder.path, "--update"])
        #expect(outcome.status == 2 && outcome.standardError.contains("nothing to update"), "\(outcome.standardError)")
    }

    @Test func initSaysWhereThePlacedKeysCameFrom() throws {
        let folder = try SlotsCommandTests.project()
        defer { TemporaryFolder.remove(folder) }
        let outcome = Self.dispatcher.run(["init", folder.path])
        #expect(outcome.standardOutput.contains("placed on iOS: SwiftUI 4, UIKit 0, AppKit 0, nibs 0"), "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.contains("kept the default slot: 0 in code where no slot kind applies; 1 not found in code"))
    }
}
