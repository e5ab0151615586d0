import Testing
@testable import FitCore
import FitcheckTestSupport

/// Budgets on the demo catalog and the default matrix agree with the matrix run.
@Suite struct BudgetRunTests {
    /// A translation fails somewhere in the matrix exactly when it does not fit its tightest cell:
    /// the budgets that do not fit are the renditions the run reports failing.
    @Test func whatDoesNotFitItsBudgetIsWhatTheMatrixRunFails() throws {
        let matrix = try Matrix.load(path: Repository.demoMatrix)
        let fonts = try ShapingTestSupport.library.get()
        let selection = RunSelection(languages: ["de", "ru", "uk", "hi"], jobs: 2)
        let sheet = try BudgetRun(matrix: matrix, selection: selection, fonts: fonts).run()
        let report = try MatrixRun(matrix: matrix, selection: selection, fonts: fonts, toolVersion: "test").run().report
        // Keys alone; a group's members (budgeted in their share) are GroupRunTests' business: a choice's
        // first alternative is over budget wherever the fallback is shown instead.
        let members = Set(matrix.groups.flatMap(\.keys))
        let failing = Set(report.failingCells.map { "\($0.key)|\($0.language)|\($0.variant)" })
        let overBudget = Set(sheet.overBudget.filter { !members.contains($0.key) }.map { "\($0.key)|\($0.language)|\($0.variant)" })
        #expect(!failing.isEmpty)
        #expect(overBudget == failing)
        // Tightest first, and every budget over 100 % is one that does not fit.
        let used = sheet.budgets.map { $0.usedPercent ?? .infinity }
        #expect(used == used.sorted(by: >))
        #expect(sheet.budgets.filter { ($0.usedPercent ?? .infinity) > 100 + 1e-9 }.allSatisfy { !$0.fits })
    }

    @Test func tryingTheCatalogsOwnTranslationGivesItsBudget() throws {
        let matrix = try Matrix.load(path: Repository.demoMatrix)
        let run = BudgetRun(matrix: matrix, selection: RunSelection(), fonts: try ShapingTestSupport.library.get())
        let own = try #require(try BudgetRun(matrix: matrix, selection: RunSelection(languages: ["uk"], keys: [KeyPattern("=tight.tab.settings")!]),
                                             fonts: try ShapingTestSupport.library.get()).run().budgets.first)
        let trial = try run.trial(key: "tight.tab.settings", language: "uk", candidate: own.translation)
        #expect(trial.budget.requiredWidth == own.requiredWidth)
        #expect(trial.budget.cell == own.cell)
        #expect(trial.budget.averageAdvance == own.averageAdvance)
        #expect(!trial.fits && trial.failingCells > 0)
        // Twin: a short candidate fits every cell.
        let short = try run.trial(key: "tight.tab.settings", language: "uk", candidate: "Опції")
        #expect(short.fits && short.failingCells == 0 && short.cellsMeasured == 40)
    }
}

/// One row per line, whatever a key holds; the sample defaults stated where people read them.
@Suite struct BudgetTextAndSampleDefaultsTests {
    @Test func aKeyHoldingALineBreakStaysOneRow() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let matrix = try BudgetTestSupport.matrix(key: "Line one\\nline two", english: "Line one\\nline two",
                                                  german: "Zeile eins\\nZeile zwei", rule: "", in: folder)
        let sheet = try BudgetRun(matrix: matrix, selection: RunSelection(), fonts: try ShapingTestSupport.library.get()).run()
        #expect(sheet.budgets.count == 2)
        let text = BudgetTextWriter.render(sheet)
        // A headline and one line per budget.
        #expect(text.split(separator: "\n").count == 1 + sheet.budgets.count, "\(text)")
        #expect(text.contains("Line one⏎line two"))
    }

    @Test func matrixReadmeStatesTheDefaultsRunsUse() throws {
        let readme = try String(contentsOfFile: Repository.path("Matrix/README.md"), encoding: .utf8)
        let standard = SampleValues()
        #expect(readme.contains("| `integer` | `%d`, `%lld`, … outside plural variants | `\(standard.defaultInteger)` (shown `1,234`) |"))
        #expect(readme.contains("| `double` | `%f`, `%.2f`, … | `\(standard.defaultDouble)`"))
        #expect(readme.contains("| `string` | `%@`, `%s` | `\"\(standard.defaultString)\"`; `\"\(standard.gluedString)\"` where the source text"))
        #expect(readme.contains("| `\(standard.pluralBound)` (1,000,000) |"))
        #expect(SampleValues.defaultsDescription.contains("integers 1,234, floating-point numbers 1,234.5678"))
        #expect(SampleValues.defaultsDescription.contains("up to 1,000,000"))
    }
}
