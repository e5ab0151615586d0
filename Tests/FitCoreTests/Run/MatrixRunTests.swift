import Testing
@testable import FitCore
import FitcheckTestSupport

/// The matrix run shapes each text once and fits it at every width and size by arithmetic.
@Suite("Matrix run")
struct MatrixRunTests {
    static func run(keys: [String], languages: [String], widths: [Double]? = nil, sizes: [SizeCategory]? = nil,
                    jobs: Int = 1) throws -> RunOutcome {
        let matrix = try Matrix.load(path: Repository.demoMatrix)
        let selection = RunSelection(widths: widths, sizes: sizes, languages: languages,
                                     keys: keys.compactMap { KeyPattern("=" + $0) }, jobs: jobs)
        return try MatrixRun(matrix: matrix, selection: selection, fonts: try FontLibrary.bundled(),
                             toolVersion: "test").run()
    }

    /// Widths are arithmetic: ten widths cost the native calls of one. Sizes are not, where the
    /// font's shapes follow the size (the title's 20, 22 and 26 pt blend Inter and Inter Display,
    /// 34 pt is Inter Display), so each size is measured once, whatever the widths.
    @Test(arguments: ["de", "hi"])
    func fortyCellsCostTheNativeCallsOfFour(language: String) throws {
        // title.notifications_off: one plain string. Hindi needs ICU for breaks; German may not.
        let one = try Self.run(keys: ["title.notifications_off"], languages: [language], widths: [375], sizes: [.L])
        let four = try Self.run(keys: ["title.notifications_off"], languages: [language], widths: [375])
        let forty = try Self.run(keys: ["title.notifications_off"], languages: [language])
        #expect(one.report.summary.cells == 1)
        #expect(forty.report.summary.cells == 10 * 4)
        #expect(one.statistics.shapeCalls >= 1)
        #expect(forty.statistics == four.statistics)
        #expect(four.statistics.shapeCalls <= 4 * 2 * one.statistics.shapeCalls)
    }

    @Test func shapingCallsGrowWithTexts() throws {
        // The twin: two languages are two texts, so more HarfBuzz calls than one — the count is real.
        let one = try Self.run(keys: ["title.notifications_off"], languages: ["hi"])
        let two = try Self.run(keys: ["title.notifications_off"], languages: ["hi", "de"])
        #expect(two.report.summary.cells == 2 * 10 * 4)
        #expect(two.statistics.shapeCalls > one.statistics.shapeCalls)
    }

    @Test func workersDoNotChangeTheReport() throws {
        let one = try Self.run(keys: ["settings.terms", "tight.tab.settings", "title.notifications_off"],
                               languages: ["de", "uk", "hi"], jobs: 1)
        let two = try Self.run(keys: ["settings.terms", "tight.tab.settings", "title.notifications_off"],
                               languages: ["de", "uk", "hi"], jobs: 2)
        #expect(one.report.failingCells.count > 0)
        #expect(one.report == two.report)
    }
}
