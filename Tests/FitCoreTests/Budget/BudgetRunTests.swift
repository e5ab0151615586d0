import Testing
@testable import FitCore

/// Budgets on the demo catalog and the default matrix agree with the matrix run.
@Suite struct BudgetRunTests {
    /// A translation fails somewhere in the matrix exactly when it does not fit its tightest cell:
    /// the budgets that do not fit are the renditions the run reports failing.
    @Test func whatDoesNotFitItsBudgetIsWhatTheMatrixRunFails() throws {
        let matrix = try Matrix.load(path: MatrixTestSupport.defaultMatrixPath)
        let fonts = try ShapingTestSupport.library.get()
        let selection = RunSelection(languages: ["de", "ru", "uk", "hi"], jobs: 2)
        let sheet = try BudgetRun(matrix: matrix, selection: selection, fonts: fonts).run()
        let report = try MatrixRun(matrix: matrix, selection: selection, fonts: fonts, toolVersion: "test").run().report
        let failing = Set(report.failingCells.map { "\($0.key)|\($0.language)|\($0.variant)" })
        let overBudget = Set(sheet.overBudget.map { "\($0.key)|\($0.language)|\($0.variant)" })
        #expect(!failing.isEmpty)
        #expect(overBudget == failing)
        // Tightest first, and every budget over 100 % is one that does not fit.
        let used = sheet.budgets.map { $0.usedPercent ?? .infinity }
        #expect(used == used.sorted(by: >))
        #expect(sheet.budgets.filter { ($0.usedPercent ?? .infinity) > 100 + 1e-9 }.allSatisfy { !$0.fits })
    }

    @Test func tryingTheCatalogsOwnTranslationGivesItsBudget() throws {
        let matrix = try Matrix.load(path: MatrixTestSupport.defaultMatrixPath)
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
