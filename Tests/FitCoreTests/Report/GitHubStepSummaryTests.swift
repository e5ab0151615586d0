import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// The Markdown summary a GitHub step appends to `$GITHUB_STEP_SUMMARY`: totals, the errors first,
/// findings by language, then the warnings, a line per finding up to a limit.
@Suite struct GitHubStepSummaryTests {
    let report = ReportFixture.report()

    @Test func countsFindingsByLanguageAndListsEachOne() {
        let markdown = GitHubStepSummary().render(report)
        let lines = markdown.components(separatedBy: "\n")
        #expect(lines.first == "## fitcheck: 7 errors · 1 warning — findings in 6 of 8 keys · 3 languages")
        // Errors lead: their heading comes before the table, the warnings after it.
        let errors = lines.firstIndex(of: "### Errors"), warnings = lines.firstIndex(of: "### Warnings")
        let table = lines.firstIndex { $0.hasPrefix("| language |") }
        #expect(errors != nil && table != nil && warnings != nil)
        if let errors, let table, let warnings { #expect(errors < table && table < warnings) }
        #expect(lines.last { $0.hasPrefix("- **") } == "- **untranslated** `hi coverage` hi: 3 of 4 keys translated; 1 untranslated · missing: promo.banner · App/Localizable.xcstrings:44")
        #expect(lines.contains("| language | findings | zeroLines | missingGlyphs | untranslated | overflow | clipped | brokenWord | failing cells |"))
        #expect(lines.contains("| de | 4 | 0 | 0 | 0 | 3 | 1 | 0 | 6 of 32 |"))
        #expect(lines.contains("| hi | 3 | 0 | 1 | 1 | 0 | 0 | 1 | 6 of 24 |"))
        let findingLines = lines.filter { $0.hasPrefix("- **") }
        #expect(findingLines.count == report.findings.count)
        // Most severe first: the empty text, then the missing glyphs.
        #expect(findingLines.first?.hasPrefix("- **zeroLines** `empty.label` en: nothing to measure") == true)
        #expect(findingLines.contains { $0.hasPrefix("- **overflow** `settings.manage` de · 320 pt · AX1 · body: 3 lines \\> 2 \\(\\+31 pt\\)") })
        #expect(!markdown.contains("more findings"))
    }

    @Test func listsFindingsUpToItsLimitAndCountsTheRest() {
        let many = ReportFixture.reportWithOverflowingKeys(250)
        let lines = GitHubStepSummary().render(many).components(separatedBy: "\n")
        #expect(lines.filter { $0.hasPrefix("- **overflow** ") }.count == 200)
        #expect(lines.contains("… and 50 more findings (the JSON and text reports list every finding)."))
        #expect(GitHubStepSummary(findingLimit: 300).render(many).components(separatedBy: "\n")
            .filter { $0.hasPrefix("- **") }.count == 250)
    }

    @Test func aGreenRunIsOneLine() {
        let green = ReportFixture.build(ReportFixture.cells().filter { !$0.verdict.isFailure })
        #expect(GitHubStepSummary().render(green) == "## fitcheck: all 76 cells fit · 7 keys · 3 languages\n\n")
    }

    @Test func keysAndTextsShowAsWritten() {
        #expect(GitHubStepSummary.escaped("a|b *c* [d](e) <f>") == #"a\|b \*c\* \[d\]\(e\) \<f\>"#)
        #expect(GitHubStepSummary.code("say `hi`") == "`` say `hi` ``")
        #expect(GitHubStepSummary.code("plain.key") == "`plain.key`")
        #expect(GitHubStepSummary.code("a`b") == "``a`b``")
    }

    @Test func appendsToTheFileAndKeepsWhatWasThere() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let path = folder.appendingPathComponent("summary.md").path
        try Data("# Build\n\n".utf8).write(to: URL(fileURLWithPath: path))
        try GitHubStepSummary().append(report, to: path)
        try GitHubStepSummary().append(report, to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("# Build\n\n## fitcheck: 7 errors"))
        #expect(text.components(separatedBy: "## fitcheck: 7 errors").count == 3)
    }
}
