import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// `fitcheck init --update`: an older file's inferred rules dropped where the code gives them as written,
/// kept where a person changed them; a hand-written rule, every setting and every comment stay as they were.
@Suite struct InitUpdateTests {
    static let dispatcher = SlotsCommandTests.dispatcher

    static func read(_ folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("fitcheck.json"), encoding: .utf8)
    }

    static func write(_ text: String, _ path: String, in folder: URL) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(path))
    }

    /// The file an older `init` wrote into `folder`: today's small file with a rule per key the code
    /// places (what `slots --export` writes, as that `init` wrote them) at the top of its rules.
    static func oldGeneratedFile(_ folder: URL) throws {
        #expect(dispatcher.run(["init", folder.path]).status == 0)
        let export = folder.appendingPathComponent("exported.json")
        defer { try? FileManager.default.removeItem(at: export) }
        #expect(dispatcher.run(["slots", folder.path, "--export", export.path]).status == 0)
        let exported = try String(contentsOf: export, encoding: .utf8)
        let lines = exported.components(separatedBy: "\n")
        let rules = lines.filter { $0.hasPrefix("    { \"name\": ") }.map { $0.hasSuffix(",") ? $0 : $0 + "," }
        let groups = lines.filter { $0.hasPrefix("    { \"kind\": ") }.map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }
        var matrix = try read(folder).replacingOccurrences(of: "\"rules\": [\n", with: "\"rules\": [\n" + rules.joined(separator: "\n") + "\n")
        if !groups.isEmpty {
            matrix = matrix.replacingOccurrences(of: "  \"samples\": {", with: "  \"groups\": [\n" + groups.joined(separator: ",\n") + "\n  ],\n  \"samples\": {")
        }
        try write(matrix, "fitcheck.json", in: folder)
    }

    @Test func updateKeepsHandWrittenAndChangedRulesAndDropsTheRest() throws {
        let folder = try SlotsCommandTests.project()
        defer { TemporaryFolder.remove(folder) }
        try Self.oldGeneratedFile(folder)
        var matrix = try Self.read(folder)
        #expect(matrix.contains(#""match": "=Inbox""#) && matrix.contains(#""match": "=Use Inspection""#))
        // The user's own: a rule for "Done" (renamed, so it is theirs), a setting; and the toggle's inferred
        // rule changed by hand (a fixed 120 pt), still named as init named it.
        matrix = matrix.replacingOccurrences(of: #"{ "name": "toolbar button", "match": "=Done""#,
                                             with: #"{ "name": "my done button", "match": "=Done""#)
        matrix = matrix.replacingOccurrences(of: #""match": "=Use Inspection", "width": "100% - 123""#,
                                             with: #""match": "=Use Inspection", "width": "120""#)
        matrix = matrix.replacingOccurrences(of: #""languages": ["#, with: #""minimumCoverage": { "de": 0.5 }, "languages": ["#)
        try Self.write(matrix, "fitcheck.json", in: folder)
        // An old file still runs, with one line saying its inferred rules are frozen there.
        let old = Self.dispatcher.run(["--no-images", "--matrix", folder.appendingPathComponent("fitcheck.json").path])
        #expect(old.standardError.components(separatedBy: "\n").filter { $0.contains("frozen there") }.count == 1, "\(old.standardError)")

        let outcome = Self.dispatcher.run(["init", folder.path, "--update"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("2 inferred rules dropped (a run reads them from the code), 1 kept (changed by hand), 2 hand-written kept"),
                "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.contains(#"kept "Use Inspection" (renamed ", edited"): width "120" → code "100% - 123""#))
        #expect(outcome.standardOutput.contains(#"dropped "Inbox" (the code gives the same slot)"#))
        let updated = try Self.read(folder)
        #expect(updated.contains(#"{ "name": "my done button", "match": "=Done""#))
        #expect(updated.contains(#"{ "name": "toggle label, edited", "match": "=Use Inspection", "width": "120""#))
        #expect(updated.contains(#""minimumCoverage": { "de": 0.5 }"#))
        #expect(!updated.contains(#""match": "=Inbox""#) && !updated.contains(#""match": "=Archive everything?""#))
        // The rewritten file is a matrix that runs without the frozen note, and a second update changes nothing.
        _ = try Matrix.load(path: folder.appendingPathComponent("fitcheck.json").path)
        let run = Self.dispatcher.run(["--no-images", "--matrix", folder.appendingPathComponent("fitcheck.json").path])
        #expect(!run.standardError.contains("frozen there"), "\(run.standardError)")
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
