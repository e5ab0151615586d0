import Testing
@testable import FitCore
import FitcheckTestSupport

/// GitHub workflow commands: one annotation per finding, at its line; errors take the 10 `::error`
/// slots (a step shows 10 of each kind), most severe first, warnings the 10 `::warning` slots.
@Suite struct GitHubReporterTests {
    let report = ReportFixture.report()
    var lines: [String] { GitHubReporter().render(report).split(separator: "\n").map(String.init) }

    @Test func matchesTheGoldenFile() {
        #expect(GoldenFiles.reports.check(GitHubReporter().render(report), golden: "github.txt") == nil)
        #expect(GoldenFiles.reports.difference(GitHubReporter().render(ReportFixture.reportWithPlantedFailure()),
                                    golden: "github.txt") != nil)
    }

    @Test func annotatesEachFindingOnce() {
        #expect(lines.count == report.findings.count)
        #expect(lines.count == 8)
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("::error file=") })
        #expect(lines.last == "::warning file=App/Localizable.xcstrings,line=44,title=fitcheck untranslated::hi: 3 of 4 keys translated; 1 untranslated (missing: promo.banner)")
        let planted = GitHubReporter().render(ReportFixture.reportWithPlantedFailure()).split(separator: "\n")
        #expect(planted.count == 9)
        #expect(GitHubReporter().render(ReportFixture.build([])) == "")
    }

    @Test func pointsAtTheKeysFileAndLine() {
        let manage = lines.filter { $0.contains("::settings.manage:") }
        #expect(manage == [
            "::error file=App/Localizable.xcstrings,line=12,title=fitcheck overflow::settings.manage: de · 320 pt · AX1 · body: 3 lines > 2 (+31 pt) “Abonnement verwalten und Zahlungsmethoden ändern” (fails in 2 cells: AX1 at 320, 375 pt)%0Aimage: fitcheck-images/de-320-AX1.png",
        ])
        let odd = lines.filter { $0.hasPrefix("::error file=Shared/Settings%2C legacy.xcstrings,line=57,") }
        #expect(odd.count == 2)
    }

    @Test func writesTenErrorsAtMostTheMostSevereFirst() {
        let many = ReportFixture.reportWithOverflowingKeys(25)
        #expect(many.findings.count == 25)
        let lines = GitHubReporter().render(many).split(separator: "\n").map(String.init)
        let errors = lines.filter { $0.hasPrefix("::error ") }
        #expect(errors.count == 10)
        // Key n overflows by n + 1 pt: the largest misses first.
        #expect(errors.first?.contains("::many.00024: ") == true)
        #expect(errors.last?.contains("::many.00015: ") == true)
        #expect(lines.last == "::notice title=fitcheck::15 more errors not annotated (a step shows 10 error and 10 warning annotations); the text and JSON reports list every finding")
        #expect(lines.count == 11)
        // The twin: at the limit, no notice.
        let ten = GitHubReporter().render(ReportFixture.reportWithOverflowingKeys(10)).split(separator: "\n")
        #expect(ten.count == 10)
        #expect(!ten.contains { $0.hasPrefix("::notice") })
    }

    /// Warnings never take an error's slot, whatever their number: 25 errors and 12 languages'
    /// coverage give 10 `::error`s (the largest misses), 10 `::warning`s and a notice counting the rest.
    @Test func errorsTakeTheErrorSlotsAndWarningsTheirOwn() {
        var many = ReportFixture.reportWithOverflowingKeys(25)
        for index in 0..<12 {
            let language = "l\(index < 10 ? "0" : "")\(index)"
            let coverage = LanguageCoverage(catalog: ReportFixture.app, language: language, translated: 1, total: 2 + index,
                                            missing: (0...index).map { "many.\($0)" }, file: ReportFixture.app, line: 100)
            many.findings.append(Finding(subject: .language(catalog: ReportFixture.app), verdict: .untranslated,
                                         level: .warning, fails: false, file: ReportFixture.app, line: 100,
                                         language: language, coverage: coverage))
        }
        many.summary.count(many.findings)
        let lines = GitHubReporter().render(many).split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 10)
        #expect(lines.prefix(10).allSatisfy { $0.hasPrefix("::error ") })
        let warnings = lines.filter { $0.hasPrefix("::warning ") }
        #expect(warnings.count == 10)
        // The language missing most keys first.
        #expect(warnings.first?.contains("::l11: 1 of 13 keys translated") == true)
        #expect(lines.last == "::notice title=fitcheck::15 more errors and 2 more warnings not annotated (a step shows 10 error and 10 warning annotations); the text and JSON reports list every finding")
        // The twin: with warnings alone, they still take warning slots, not error ones.
        var onlyWarnings = many
        onlyWarnings.findings.removeAll { $0.level == .error }
        #expect(!GitHubReporter().render(onlyWarnings).contains("::error "))
    }

    @Test func escapesMessagesAndPropertiesTheWayGitHubReads() {
        let reporter = GitHubReporter()
        #expect(reporter.data("100%\r\nnext: a,b") == "100%25%0D%0Anext: a,b")
        #expect(reporter.property("100%\r\nnext: a,b") == "100%25%0D%0Anext%3A a%2Cb")
        let odd = lines.first { $0.contains("line=57") } ?? ""
        #expect(odd.contains("::say \"hi\" <b> & 100%25, a:b⏎next: "))
    }
}
