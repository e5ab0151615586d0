import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// Issue 40: keys the catalog itself marks stale (`extractionState: stale`, Xcode no longer finds them
/// in code) are counted apart, not as "not found in code" — that count is for keys the catalog still
/// believes are used.
@Suite struct SlotsStaleKeysTests {
    static let catalog = """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "Inbox" : { }, "Never used" : { },
          "Old title" : { "extractionState" : "stale" }, "Old button" : { "extractionState" : "stale" },
          "Done" : { "extractionState" : "stale" }
        } }
        """

    @Test func staleKeysAreCountedApart() throws {
        let folder = try SlotsCommandTests.project()
        defer { TemporaryFolder.remove(folder) }
        try Data(Self.catalog.utf8).write(to: folder.appendingPathComponent("App/Localizable.xcstrings"))

        let text = SlotsCommandTests.dispatcher.run(["slots", folder.path])
        #expect(text.status == 0, "\(text.standardError)")
        // "Done" is stale in the catalog but shown in code: placed. "Never used" is the one not found.
        #expect(text.standardOutput.contains("1 not found in code, 2 stale in the catalog"), "\(text.standardOutput)")

        let outcome = SlotsCommandTests.dispatcher.run(["slots", folder.path, "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        #expect(json["notFound"] as? [String] == ["Never used"])
        #expect(json["stale"] as? [String] == ["Old button", "Old title"])
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["notFound"] as? Int == 1 && summary["stale"] as? Int == 2)
        #expect((json["keys"] as? [[String: Any]])?.contains { $0["key"] as? String == "Done" } == true)
    }
}
