import Foundation
import Testing
import FitcheckTestSupport
import FitCore
@testable import fitcheck

/// One German cell, one amount (issue 31: it read "+172 pt" in check, "90.7 pt over" in budget and
/// "overflow by 463.8 pt" on its picture): the built `fitcheck`'s check (JSON and text), budget and
/// try give the same amount for the same cell — for an overflow, the width the text needs within its
/// line limit minus the slot's width — and the worst cell is the one with the largest amount.
@Suite struct OneAmountEndToEndTests {
    static let german = "Eine Überschrift, die in keine schmale Zeile je hineinpasst"

    @Test func checkBudgetAndTryAgreeOnTheAmount() throws {
        let folder = try TemporaryFolder.make("one-amount").path
        defer { TemporaryFolder.remove(folder) }
        let app = try SmallCatalog(in: folder, extraLocalizations: ["tight.title": [
            "en": SmallCatalog.unit("Title"), "de": SmallCatalog.unit(Self.german), "ru": SmallCatalog.unit("Заголовок"),
        ]])
        let check = try FitcheckProcess.run(["--matrix", app.matrix, "--lang", "de", "--key", "tight.title", "--no-images",
                                             "--report", "json", "--report", "text:\(folder)/report.txt"], in: folder)
        #expect(check.status == 1)
        let finding = try #require(try ReportJSON(check.standardOutput).findings.first { $0["verdict"] as? String == "overflow" })
        let amount = try #require(finding["over"] as? Double)
        let worst = try #require(finding["worst"] as? [String: Any])
        let cells = try #require(finding["failingCells"] as? [[String: Any]])
        // The worst cell is the largest amount.
        #expect(amount == cells.compactMap { $0["over"] as? Double }.max())

        // budget: the tightest cell's needed width minus its slot width is the amount check gives that cell.
        let budget = try FitcheckProcess.run(["budget", "--matrix", app.matrix, "--lang", "de", "--key", "tight.title",
                                              "--format", "json"], in: folder)
        let row = try #require(((try CheckHarness.json(budget.standardOutput)["sheets"] as? [[String: Any]])?.first?["rows"]
            as? [[String: Any]])?.first)
        let required = try #require(row["needs"] as? Double), slot = try #require(row["slotWidth"] as? Double)
        let budgetCell = try #require(cells.first {
            $0["width"] as? Double == row["screenWidth"] as? Double && $0["size"] as? String == row["size"] as? String
        })
        #expect(abs((budgetCell["over"] as? Double ?? 0) - (required - slot)) < 0.011)

        // try, with the catalog's own text: the same cell, the same amount (its headroom, negated).
        let trial = try FitcheckProcess.run(["try", "--matrix", app.matrix, "--key", "tight.title", "--lang", "de",
                                             Self.german, "--json"], in: folder)
        let tried = try CheckHarness.json(trial.standardOutput)
        #expect(tried["screenWidth"] as? Double == row["screenWidth"] as? Double)
        #expect(abs(-(tried["headroom"] as? Double ?? 0) - (budgetCell["over"] as? Double ?? 0)) < 0.011)

        // The text report says the worst cell's amount.
        let text = try CheckHarness.read(folder + "/report.txt")
        #expect(text.contains("(+\(PointFormat.text(amount)) pt)"))
        #expect(worst["slotWidth"] as? Double != nil)
    }
}
