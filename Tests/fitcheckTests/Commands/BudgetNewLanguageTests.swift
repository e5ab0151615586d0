import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// Issue 40: a team planning Japanese asks for its room before any Japanese exists. `budget --lang ja`
/// and the server's `room` answered "no catalog has language 'ja'"; they give the room the source
/// text has (status untranslated, the source shown), while `check` still refuses the language.
@Suite struct BudgetNewLanguageTests {
    let dispatcher = Dispatcher(commands: [CheckCommand.command, BudgetCommand.command], defaultCommand: CheckCommand.command.name)

    @Test func budgetForALanguageNoCatalogHasYet() throws {
        let outcome = dispatcher.run(["budget", "--lang", "ja", "--key", "tight.", "--json", "--matrix", Repository.demoMatrix])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let sheets = try #require(object["sheets"] as? [[String: Any]])
        #expect(sheets.map { $0["language"] as? String } == ["ja"])
        let rows = try #require(sheets.first?["rows"] as? [[String: Any]])
        #expect(rows.count > 10)
        #expect(rows.allSatisfy { $0["status"] as? String == "untranslated" && $0["translation"] as? String == $0["source"] as? String })
        #expect(rows.allSatisfy { ($0["budget"] as? Double ?? 0) > 0 })
        // The check still refuses it: measuring Japanese that does not exist would measure English.
        let check = dispatcher.run(["--lang", "ja", "--no-images", "--matrix", Repository.demoMatrix])
        #expect(check.status == 2 && check.standardError.contains("no catalog has language 'ja'"))
    }

    @Test func roomForALanguageNoCatalogHasYet() throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try fixture.start()
        defer { server.stop() }
        _ = try server.initialize("2025-11-25")
        let room = try #require(try server.call(2, "room", ["key": "button.add", "language": "ja"]).structured, "no structured answer")
        let row = try #require((room["rows"] as? [[String: Any]])?.first)
        #expect(row["shown"] as? String == "Add Subscription" && row["status"] as? String == "untranslated")
        #expect(((row["room"] as? [String: Any])?["points"] as? Double ?? 0) > 0)
    }
}
