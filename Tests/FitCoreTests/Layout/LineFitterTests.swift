import Testing
@testable import FitCore
import FitcheckTestSupport

/// Every synthetic character is 0.5 em: 5 pt at 10 pt. Slot widths below are in characters.
private let size = 10.0
private let character = 5.0

private func fit(_ text: String, characters: Double, maxLines: Int? = nil, maxHeight: Double? = nil,
                 lineHeight: Double? = 12, tracking: Double = 0,
                 advances: [Character: Double] = [:], missing: Set<Character> = []) -> (ShapedText, Measurement) {
    let shaped = SyntheticText.make(text, advances: advances, missing: missing)
    let parameters = FitParameters(pointSize: size, slotWidth: characters * character, maxLines: maxLines,
                                   maxHeight: maxHeight, lineHeight: lineHeight, tracking: tracking)
    return (shaped, Judge.measure(shaped, parameters))
}

@Suite struct LineFitterTests {
    // text                          width  lines (trailing white space stays on its line)
    static let wrapping: [(String, Double, [String])] = [
        ("hello world",                 11, ["hello world"]),
        ("hello world",                 10, ["hello ", "world"]),
        ("hello world",                  5, ["hello ", "world"]),
        ("a bb ccc dddd",                6, ["a bb ", "ccc ", "dddd"]),
        ("one two three four",           9, ["one two ", "three ", "four"]),
        ("one two three four",          10, ["one two ", "three four"]),
        ("Donau-Dampf",                  8, ["Donau-", "Dampf"]),
        ("Donau-Dampf",                 11, ["Donau-Dampf"]),
        ("  indented",                  10, ["  indented"]),
        ("  indented",                   9, ["  ", "indented"]),
    ]

    @Test(arguments: wrapping)
    func wrapsGreedily(text: String, width: Double, expected: [String]) {
        let (shaped, measurement) = fit(text, characters: width)
        #expect(SyntheticText.lines(shaped, measurement) == expected)
        #expect(measurement.verdict == .fits)
        #expect(measurement.lineWidths.allSatisfy { $0 <= width * character })
    }

    @Test func trailingSpacesHangButInnerSpacesCount() {
        // "abc   " is 6 characters but only 3 count: it fits a 3-character slot.
        let (shaped, hanging) = fit("abc   def", characters: 3)
        #expect(SyntheticText.lines(shaped, hanging) == ["abc   ", "def"])
        #expect(hanging.lineWidths == [15, 15])
        #expect(hanging.verdict == .fits)
        // Twin: between words the same spaces count, so the line is 9 characters wide.
        let (_, inner) = fit("abc   def", characters: 9)
        #expect(inner.lineWidths == [45])
        let (_, tooNarrow) = fit("abc   def", characters: 8.9)
        #expect(tooNarrow.lineCount == 2)
    }

    @Test func mandatoryBreaksStartNewLinesAndEmptyLinesCount() {
        let (shaped, two) = fit("ab\ncd", characters: 40)
        #expect(SyntheticText.lines(shaped, two) == ["ab\n", "cd"])
        let (shaped3, three) = fit("ab\n\ncd", characters: 40)
        #expect(SyntheticText.lines(shaped3, three) == ["ab\n", "\n", "cd"])
        #expect(three.lineWidths == [10, 0, 10])
        #expect(three.height == 36)
        let (_, separator) = fit("ab\u{2028}cd", characters: 40)
        #expect(separator.lineCount == 2)
        // Twin: without the break it is one line.
        let (_, one) = fit("ab cd", characters: 40)
        #expect(one.lineCount == 1)
    }

    @Test func aWordWiderThanTheSlotIsBrokenBetweenGraphemesAndSaysByHowMuch() {
        // 21 characters (105 pt) into 10 (50 pt): 55 pt too wide.
        let (shaped, measurement) = fit("Donaudampfschifffahrt ab", characters: 10)
        #expect(SyntheticText.lines(shaped, measurement) == ["Donaudampf", "schifffahr", "t ab"])
        #expect(measurement.lines.map(\.endsMidWord) == [true, true, false])
        #expect(measurement.verdict == .brokenWord)
        #expect(measurement.failures == [.brokenWord])
        #expect(measurement.excessPoints == 55)
        #expect(measurement.widestLineWidth == 50)
        // Twin: a slot as wide as the word takes it whole.
        let (_, whole) = fit("Donaudampfschifffahrt ab", characters: 21)
        #expect(whole.verdict == .fits)
        #expect(whole.excessPoints == 0)
    }

    @Test func aWordIsNeverBrokenInsideAGraphemeCluster() {
        // "क्षि" is one grapheme spread over four clusters; each is 5 pt, so the grapheme is 20 pt.
        let (shaped, measurement) = fit("कक्षि", characters: 3)
        #expect(SyntheticText.lines(shaped, measurement) == ["क", "क्षि"])
        #expect(measurement.failures == [.clipped, .brokenWord])
        // The amount of clipped is the piece's, as for a broken word: 25 pt of word in a 15 pt slot.
        #expect(measurement.failurePoints[.clipped] == 10)
    }

    @Test func aGraphemeWiderThanTheSlotIsClipped() {
        // "W" is 3 em: 30 pt, in a 20 pt slot.
        let (_, measurement) = fit("W", characters: 4, advances: ["W": 3])
        #expect(measurement.verdict == .clipped)
        #expect(measurement.excessPoints == 10)
        #expect(measurement.widestLineWidth == 30)
        // Inside a word the word is broken around it, and both failures are listed.
        let (shaped, mixed) = fit("aWa", characters: 4, advances: ["W": 3])
        #expect(SyntheticText.lines(shaped, mixed) == ["a", "W", "a"])
        #expect(mixed.failures == [.clipped, .brokenWord])
        #expect(mixed.verdict == .clipped)
        // One amount for both: how much wider than the slot the piece "aWa" is.
        #expect(mixed.failurePoints == [.clipped: 20, .brokenWord: 20])
        // Twin: wide enough, it fits.
        let (_, fits) = fit("W", characters: 6, advances: ["W": 3])
        #expect(fits.verdict == .fits)
    }

    @Test func moreLinesThanTheLimitOverflowBy() {
        let (_, measurement) = fit("one two three four", characters: 9, maxLines: 2)
        #expect(measurement.lineCount == 3)
        #expect(measurement.visibleLineCount == 2)
        #expect(measurement.verdict == .overflow)
        #expect(measurement.overflowLines == 1)
        #expect(measurement.excessPoints == 20)   // "four"
        let (_, twoBeyond) = fit("one two three four", characters: 5, maxLines: 2)
        #expect(twoBeyond.overflowLines == 2)
        #expect(twoBeyond.excessPoints == 45)     // "three" + "four"
        // Twin: at the limit it fits.
        let (_, atLimit) = fit("one two three four", characters: 10, maxLines: 2)
        #expect(atLimit.verdict == .fits)
        #expect(atLimit.overflowLines == 0)
    }

    @Test func tallerThanTheMaximumHeightOverflows() {
        let (_, measurement) = fit("one two three four", characters: 10, maxHeight: 20, lineHeight: 12)
        #expect(measurement.height == 24)
        #expect(measurement.verdict == .overflow)
        #expect(measurement.excessPoints == 4)
        #expect(measurement.overflowLines == 1)
        let (_, fits) = fit("one two three four", characters: 10, maxHeight: 24, lineHeight: 12)
        #expect(fits.verdict == .fits)
    }

    @Test(arguments: ["", "   ", "\n", " \n "])
    func nothingToMeasureIsZeroLines(text: String) {
        let (_, measurement) = fit(text, characters: 10)
        #expect(measurement.verdict == .zeroLines)
        #expect(measurement.lineCount == 0)
        #expect(measurement.height == 0)
    }

    @Test func oneVisibleCharacterIsNotZeroLines() {
        let (_, measurement) = fit(" . ", characters: 10)
        #expect(measurement.verdict == .fits)
        #expect(measurement.lineCount == 1)
    }

    @Test func missingGlyphsOutrankOtherFailures() {
        let (_, measurement) = fit("tofu ☐ here and there", characters: 5, maxLines: 1, missing: ["☐"])
        #expect(measurement.verdict == .missingGlyphs)
        #expect(measurement.failures == [.missingGlyphs, .overflow])
        #expect(measurement.excessPoints == 0)
        #expect(measurement.failurePoints[.overflow] == 65)  // "☐", "here", "and", "there": 13 characters
        let (_, covered) = fit("tofu ☐ here", characters: 20)
        #expect(covered.verdict == .fits)
    }

    @Test func heightIsLinesTimesTheNaturalLineHeightWithoutLeading() {
        // Synthetic font: ascender 0.9 + descender 0.3 + line gap 0.1 = 1.3 em = 13 pt at 10 pt.
        let (_, measurement) = fit("one two", characters: 3, lineHeight: nil)
        #expect(measurement.lineCount == 2)
        #expect(abs(measurement.height - 26) < 1e-9)
    }
}

/// ``Judge/measure(_:_:keepingLines:)`` without lines (a matrix run's fast path for cells that fit) keeps no lines but
/// says everything else exactly as ``LineFitter/fit(_:_:)`` does.
@Suite struct LineCountingTests {
    @Test func countingAgreesWithTheFullFitOnPseudoRandomTextsAndSlots() {
        var seed: UInt64 = 7
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        let alphabet = Array("aaaaeeeiounrstlW☐     -\n")
        var multiLine = 0, overflowing = 0, failing = 0, oneLine = 0, standing = 0, wrappedFits = 0, wordTooWide = 0
        for _ in 0 ..< 300 {
            let text = String((0 ..< next(60)).map { _ in alphabet[next(alphabet.count)] })
            let breakable = BreakableText(SyntheticText.make(text, advances: ["W": 2], missing: ["☐"]))
            let parameters = FitParameters(
                pointSize: Double(8 + next(10)), slotWidth: Double(1 + next(1200)) / 10,
                maxLines: next(3) == 0 ? nil : next(4), maxHeight: next(3) == 0 ? Double(next(60)) : nil,
                lineHeight: next(2) == 0 ? nil : Double(10 + next(10)), tracking: Double(next(3)) - 1)
            let full = Judge.measure(breakable, parameters)
            let counted = Judge.measure(breakable, parameters, keepingLines: false)
            let cell = "\(text.debugDescription) in \(parameters)"
            #expect(counted.lines.isEmpty, "\(cell)")
            #expect(counted.lineCount == full.lines.count, "\(cell)")
            #expect(counted.visibleLineCount == full.visibleLineCount, "\(cell)")
            #expect(counted.widestLineWidth == full.widestLineWidth, "\(cell)")
            #expect(counted.height == full.height, "\(cell)")
            #expect(counted.verdict == full.verdict, "\(cell)")
            #expect(counted.failures == full.failures, "\(cell)")
            #expect(counted.excessPoints == full.excessPoints, "\(cell)")
            #expect(counted.overflowLines == full.overflowLines, "\(cell)")
            #expect(counted.failurePoints == full.failurePoints, "\(cell)")
            // The verdict alone (what a matrix run asks of every cell) is the full fit's.
            #expect(Judge.verdict(breakable, parameters) == full.verdict, "\(cell)")
            // The one-line shortcut gives what the piece-by-piece pass gives.
            let piecewise = Judge.measurement(LineFitter.layout(breakable, parameters, oneLineShortcut: false), parameters)
            #expect(piecewise == full, "\(cell)")
            // The one-line test a matrix run asks first: true only for a cell that fits, and true for
            // every cell that fits on one line without negative letter-spacing.
            let stands = LineFitter.fitsOnOneLine(breakable, parameters)
            if stands { #expect(full.verdict == .fits && full.lineCount == 1, "\(cell)") }
            if full.verdict == .fits && full.lineCount == 1 && breakable.oneLineVisibleEnd != nil && parameters.tracking >= 0 {
                #expect(stands, "\(cell)")
                standing += 1
            }
            // Without line or height limit, the widest word alone says whether the cell fits.
            let widest = breakable.widestPiece(pointSize: parameters.pointSize, tracking: parameters.tracking)
            var free = parameters
            free.maxLines = nil
            free.maxHeight = nil
            let freeVerdict = Judge.verdict(breakable, free)
            #expect(LineFitter.fitsWrappingFreely(breakable, free, widestPiece: widest) == (freeVerdict == .fits), "\(cell)")
            if freeVerdict == .fits && Judge.measure(breakable, free).lineCount > 1 { wrappedFits += 1 }
            if freeVerdict == .brokenWord || freeVerdict == .clipped { wordTooWide += 1 }
            #expect(!LineFitter.fitsWrappingFreely(breakable, parameters, widestPiece: widest) || full.verdict == .fits, "\(cell)")
            if full.lineCount == 1 && full.verdict == .fits { oneLine += 1 }
            if full.lineCount > 1 { multiLine += 1 }
            if full.failures.contains(.overflow) { overflowing += 1 }
            if full.verdict != .fits { failing += 1 }
        }
        // The texts and slots cover wrapping, overflow and other failures, not only one-line fits.
        #expect(multiLine > 50)
        #expect(overflowing > 20)
        #expect(failing > 50)
        #expect(oneLine > 15)
        #expect(standing > 10)
        #expect(wrappedFits > 10)
        #expect(wordTooWide > 10)
    }

    /// The one-line shortcut takes a text whole only when all of it fits: a hair narrower than the
    /// text, it wraps like the piece-by-piece pass; exactly as wide, it stands on one line.
    @Test func oneLineShortcutStopsAtTheSlotWidth() {
        let breakable = BreakableText(SyntheticText.make("one two"))
        let whole = Judge.measure(breakable, FitParameters(pointSize: size, slotWidth: 1000)).widestLineWidth
        let exact = Judge.measure(breakable, FitParameters(pointSize: size, slotWidth: whole))
        #expect(exact.lineCount == 1)
        let narrower = FitParameters(pointSize: size, slotWidth: whole - 0.01)
        #expect(Judge.measure(breakable, narrower).lineCount == 2)
        #expect(Judge.measure(breakable, narrower) == Judge.measurement(LineFitter.layout(breakable, narrower, oneLineShortcut: false), narrower))
    }

    @Test func keepingLinesAgainCountsThem() {
        let breakable = BreakableText(SyntheticText.make("one two three four"))
        var counted = Judge.measure(breakable, FitParameters(pointSize: size, slotWidth: 9 * character), keepingLines: false)
        #expect(counted.lineCount == 3)
        #expect(counted.lineWidths.isEmpty)
        // Twin: lines set later (as a test fixture may) are what the count says.
        counted.lines = [MeasuredLine(clusterRange: 0 ..< 18, width: 90, endsMidWord: false)]
        #expect(counted.lineCount == 1)
    }
}
