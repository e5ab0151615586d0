import Testing
@testable import FitCore

/// One amount per verdict, the one every report gives (check, budget, try, the picture, JSON):
/// `overflow` of a line limit is the width the text needs within its limit minus the slot's width
/// (budget's ``RequiredWidth``), not the width of the lines beyond the limit; `clipped` and
/// `brokenWord` are the widest unbreakable piece minus the slot's width.
@Suite struct JudgeAmountTests {
    static func parameters(width: Double, lines: Int?) -> FitParameters {
        FitParameters(pointSize: 17, slotWidth: width, maxLines: lines, lineHeight: 22)
    }

    static func breakable(_ text: String, _ language: String = "de") throws -> BreakableText {
        BreakableText(try ShapingTestSupport.shaper().shape(ShapingRequest(text: text, language: language)))
    }

    //  text                                                   width  lines
    static let overflowing: [(String, Double, Int)] = [
        ("Benachrichtigungen für neue Nachrichten verwalten",  120,   1),
        ("Benachrichtigungen für neue Nachrichten verwalten",  150,   2),
        ("Abonnements und Zahlungen verwalten",                 60,   1),
    ]

    @Test(arguments: overflowing)
    func overflowIsTheWidthNeededMinusTheSlot(text: String, width: Double, lines: Int) throws {
        let text = try Self.breakable(text)
        let parameters = Self.parameters(width: width, lines: lines)
        let needed = try #require(RequiredWidth.requiredWidth(text, parameters))
        let measured = Judge.measureWithAmount(text, parameters)
        #expect(measured.verdict == .overflow)
        #expect(abs(measured.excessPoints - (needed - width)) < 1e-9)
        #expect(abs((measured.failurePoints[.overflow] ?? 0) - (needed - width)) < 1e-9)
        // Twin: the layout alone says the width of the lines beyond the limit, another figure.
        #expect(abs(Judge.measure(text, parameters).excessPoints - measured.excessPoints) > 1)
        // Fits at the slot width plus the amount, and not half a point below it.
        #expect(Judge.measure(text, Self.parameters(width: width + measured.excessPoints, lines: lines)).verdict == .fits)
        #expect(Judge.measure(text, Self.parameters(width: width + measured.excessPoints - 0.5, lines: lines)).verdict != .fits)
    }

    @Test func clippedAndBrokenWordAreTheWidestPieceMinusTheSlot() throws {
        let word = try Self.breakable("Datenschutzeinstellungen")
        let pieceWidth = try #require(RequiredWidth.requiredWidth(word, Self.parameters(width: 0, lines: nil)))
        let broken = Judge.measureWithAmount(word, Self.parameters(width: 100, lines: nil))
        #expect(broken.verdict == .brokenWord)
        #expect(abs(broken.excessPoints - (pieceWidth - 100)) < 1e-9)
        // A slot narrower than one letter: the letter is clipped; the amount is still the word's.
        let clipped = Judge.measureWithAmount(word, Self.parameters(width: 4, lines: nil))
        #expect(clipped.verdict == .clipped)
        #expect(abs(clipped.excessPoints - (pieceWidth - 4)) < 1e-9)
    }

    @Test func aHeightLimitIsTheHeightOver() throws {
        let text = try Self.breakable("Benachrichtigungen für neue Nachrichten verwalten")
        var parameters = Self.parameters(width: 120, lines: nil)
        parameters.maxHeight = 30
        let measured = Judge.measureWithAmount(text, parameters)
        #expect(measured.verdict == .overflow)
        #expect(abs(measured.excessPoints - (measured.height - 30)) < 1e-9)
    }

    @Test func aTextThatFitsHasNoAmountAndNoSearch() throws {
        let text = try Self.breakable("OK")
        var searched = false
        let measured = Judge.withAmount(Judge.measure(text, Self.parameters(width: 100, lines: 1)),
                                        Self.parameters(width: 100, lines: 1)) { searched = true; return 0 }
        #expect(measured.verdict == .fits && measured.excessPoints == 0 && !searched)
    }
}
