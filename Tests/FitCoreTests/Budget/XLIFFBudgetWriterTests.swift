import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// The XLIFF copy with budgets: byte-identical to the input apart from the added attributes.
@Suite struct XLIFFBudgetWriterTests {
    let path = Repository.fixture("Budget/de.xliff")

    private func annotated() throws -> (input: Data, output: Data, run: BudgetRun) {
        let matrix = try Matrix.load(path: Repository.demoMatrix)
        let run = BudgetRun(matrix: matrix, selection: RunSelection(), fonts: try ShapingTestSupport.library.get())
        let input = try #require(FileManager.default.contents(atPath: path))
        return (input, try XLIFFBudgetWriter.annotate(input, file: path, maxWidth: run.maxWidth(forKey:)), run)
    }

    @Test func onlyTheAttributesAreAddedAndOnlyWhereAKeyHasALineBudget() throws {
        let (input, output, _) = try annotated()
        let text = String(decoding: output, as: UTF8.self)
        let added = try Regex(#" maxwidth="[0-9]+" size-unit="point""#)
        #expect(text.matches(of: added).count == 4)
        #expect(text.replacing(added, with: "").utf8.elementsEqual(input))
        // Twin: the units without a line budget (free-wrapping slots) have no maxwidth.
        #expect(String(decoding: input, as: UTF8.self).components(separatedBy: "<trans-unit ").count - 1 == 9)
    }

    /// Default matrix, narrowest width 300 pt: tab labels a fifth of the tab bar → 60 pt × 1 (their share
    /// in the `tab bar` group); chips 50 % − 24 → 126 pt × 1;
    /// buttons 100 % − 32 → 268 pt × 2 = 536.
    @Test func maxwidthIsTheBudgetAtTheTightestCell() throws {
        let (_, output, run) = try annotated()
        let text = String(decoding: output, as: UTF8.self)
        #expect(text.contains(#"<trans-unit id="button.save" maxwidth="536" size-unit="point" xml:space="preserve">"#) == false)
        #expect(text.contains(#"<trans-unit id="button.save" xml:space="preserve" maxwidth="536" size-unit="point">"#))
        #expect(text.contains(#"<trans-unit id="tight.tab.settings" xml:space="preserve" maxwidth="60" size-unit="point">"#))
        #expect(text.contains(#"<trans-unit id="tight.badge.count|==|plural.other" xml:space="preserve" maxwidth="126" size-unit="point">"#))
        #expect(text.contains(#"<trans-unit id="settings.privacy" xml:space="preserve">"#))
        #expect(run.maxWidth(forKey: "settings.privacy") == nil)
    }

    @Test func anExistingMaxwidthIsReplacedInPlace() throws {
        let input = Data(#"<xliff><file source-language="en"><body><trans-unit size-unit="char" id="tight.x" maxwidth="12"/></body></file></xliff>"#.utf8)
        let output = try XLIFFBudgetWriter.annotate(input, file: "x.xliff") { _ in 99 }
        #expect(String(decoding: output, as: UTF8.self)
            == #"<xliff><file source-language="en"><body><trans-unit size-unit="point" id="tight.x" maxwidth="99"/></body></file></xliff>"#)
    }
}
