import Testing
@testable import FitCore
import FitcheckTestSupport

/// A key's budget at its tightest cell, on real shaping: the arithmetic of share and headroom.
@Suite struct KeyBudgetTests {
    /// "Benachrichtigung" in a fixed 120 pt one-line chip at caption1 (12 pt at L, 16 pt at xxxL is
    /// capped at L). Letter-spacing is chosen from the shaped text so that the word needs exactly
    /// 131 pt: 131 / 120 is 109 %, and 11 pt too many.
    @Test func aTranslationNeeding131PointsInA120PointSlotUses109PercentWithMinus11Points() throws {
        let word = "Benachrichtigung"
        let shaped = try ShapingTestSupport.shaper().shape(ShapingRequest(text: word, language: "de"))
        let breakable = BreakableText(shaped)
        let ems = breakable.ems(from: 0, to: breakable.clusterCount)
        let gaps = breakable.gaps(from: 0, to: breakable.clusterCount)
        let tracking = (131 - ems * 12) / Double(gaps)
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let matrix = try BudgetTestSupport.matrix(
            key: "tight.chip.alerts", english: "Alerts", german: word,
            rule: #"{ "match": "tight.", "width": "120", "lines": 1, "style": "caption1", "largestSize": "L", "tracking": \#(tracking) }"#,
            in: folder)
        let sheet = try BudgetRun(matrix: matrix, selection: RunSelection(), fonts: try ShapingTestSupport.library.get()).run()
        let german = try #require(sheet.rows(language: "de").first)

        #expect(abs(try #require(german.requiredWidth) - 131) < 1e-9)
        #expect(german.cell.slotWidth == 120)
        #expect(german.cell.budgetPoints == 120)
        #expect(Int(try #require(german.usedPercent).rounded()) == 109)
        #expect(abs(try #require(german.headroomPoints) + 11) < 1e-9)
        #expect(german.verdict == .overflow)
        #expect(BudgetTextWriter.line(german).hasPrefix(" 109%  -11 pt ≈ -"))
        #expect(BudgetTextWriter.line(german).contains("needs 131 pt of 120 pt × 1 line"))
        // Headroom in characters: -11 pt over the German average advance at 12 pt, rounded down.
        #expect(german.headroomCharacters == Int((-11 / german.averageAdvance).rounded(.down)))
        #expect(german.averageAdvance > 3 && german.averageAdvance < 12)

        // Twin: the English source fits the same cell with room to spare, and is listed after.
        let english = try #require(sheet.rows(language: "en").first)
        #expect(english.verdict == .fits)
        #expect(try #require(english.headroomPoints) > 0)
        #expect(german.sourceWidth == english.requiredWidth)
        #expect(sheet.budgets.map(\.language) == ["de", "en"])
        #expect(sheet.overBudget.count == 1)
    }

    /// A text 9.46 pt too long is at least a character too long (issue 31: it said "≈ 0 chars" where a
    /// character is wider than that), and the header counts what does not fit, not what is untranslated.
    @Test func aRowShortOfRoomIsAtLeastOneCharacterShortAndUntranslatedRowsFit() throws {
        // "Abbrechen" in title1 (28 pt at L) in a slot 9.46 pt narrower than it needs (measured first).
        let word = "Abbrechen"
        let fonts = try ShapingTestSupport.library.get()
        func sheet(german: String, state: String, width: Double = 300) throws -> BudgetSheet {
            let rule = #"{ "match": "tight.", "width": "\#(width)", "lines": 1, "style": "title1", "largestSize": "L" }"#
            let folder = try TemporaryFolder.make()
            defer { TemporaryFolder.remove(folder) }
            let matrix = try BudgetTestSupport.matrix(key: "tight.cancel", english: "Cancel", german: german, germanState: state,
                                                      rule: rule, in: folder)
            return try BudgetRun(matrix: matrix, selection: RunSelection(), fonts: fonts).run()
        }
        let needs = try #require(try sheet(german: word, state: "translated").rows(language: "de").first?.requiredWidth)
        let tooLong = try sheet(german: word, state: "translated", width: needs - 9.46)
        let german = try #require(tooLong.rows(language: "de").first)
        #expect(abs(try #require(german.headroomPoints) + 9.46) < 0.01)
        #expect(german.averageAdvance > 9.46)   // less than one character's advance short
        #expect(german.headroomCharacters == -1)
        #expect(BudgetTextWriter.line(german).contains("-9.46 pt ≈ -1 char "), "\(BudgetTextWriter.line(german))")
        #expect(BudgetTextWriter.render(tooLong).contains("; 1 does not fit."))

        // German left untranslated (the English text, state new): it fits, and the header says so.
        let untranslated = try sheet(german: "Cancel", state: "new", width: needs - 9.46)
        #expect(untranslated.rows(language: "de").first?.verdict == .untranslated)
        #expect(BudgetTextWriter.render(untranslated).hasPrefix("Translator budgets: 2 renditions in 2 languages, tightest first; 0 do not fit."),
                "\(BudgetTextWriter.render(untranslated))")
    }

    /// A two-line slot counts both lines: the budget is width × 2 and so is the headroom.
    @Test func aTwoLineSlotBudgetsBothLines() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let matrix = try BudgetTestSupport.matrix(
            key: "title.welcome", english: "Welcome to your subscriptions",
            german: "Willkommen bei deinen Abonnements", rule: #"{ "match": "title.", "width": "200", "lines": 2, "style": "title2" }"#,
            in: folder)
        let sheet = try BudgetRun(matrix: matrix, selection: RunSelection(languages: ["de"]),
                                  fonts: try ShapingTestSupport.library.get()).run()
        let budget = try #require(sheet.budgets.first)
        let required = try #require(budget.requiredWidth)
        #expect(budget.cell.budgetPoints == 400)
        #expect(budget.cell.pointSize == 28)  // title2 at xxxL, the largest size of the matrix
        #expect(abs(try #require(budget.headroomPoints) - (200 - required) * 2) < 1e-9)
        #expect(try #require(budget.usedPercent) == required / 200 * 100)
    }

    /// A free-wrapping slot has no line budget: its constraint is the longest word.
    @Test func aFreeWrappingSlotReportsTheLongestWord() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let matrix = try BudgetTestSupport.matrix(key: "body.text", english: "Short words only",
                                                  german: "Benachrichtigungseinstellungen sind hier", rule: "", in: folder)
        let sheet = try BudgetRun(matrix: matrix, selection: RunSelection(languages: ["de"]),
                                  fonts: try ShapingTestSupport.library.get()).run()
        let budget = try #require(sheet.budgets.first)
        #expect(budget.cell.lineLimit == nil)
        #expect(budget.cell.budgetPoints == nil)
        #expect(BudgetTextWriter.needs(budget).hasPrefix("longest word needs"))
        // The word alone on a line, shaped and tracked at the cell's size.
        let word = try TextMeasurer(shaper: ShapingTestSupport.shaper()).measure(
            "Benachrichtigungseinstellungen", language: "de",
            parameters: FitParameters(pointSize: budget.cell.pointSize, slotWidth: 10_000, tracking: budget.cell.tracking))
        #expect(abs(try #require(budget.requiredWidth) - word.measurement.widestLineWidth) < 1e-9)
    }
}
