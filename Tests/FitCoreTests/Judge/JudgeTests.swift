import Testing
@testable import FitCore

/// A cell's verdict: what fitting found, or `untranslated` for a fallback text unless something more
/// severe applies (the fallback is shown, and a text that cannot be drawn is worse).
@Suite struct JudgeRenditionTests {
    //  fitted            status           judged
    static let table: [(Verdict, RenditionStatus, Verdict)] = [
        (.fits,           .translated,     .fits),
        (.overflow,       .translated,     .overflow),
        (.fits,           .notTranslatable, .fits),
        (.fits,           .untranslated,   .untranslated),
        (.overflow,       .untranslated,   .untranslated),
        (.brokenWord,     .untranslated,   .untranslated),
        (.missingGlyphs,  .untranslated,   .missingGlyphs),
        (.zeroLines,      .untranslated,   .zeroLines),
    ]

    @Test(arguments: table)
    func judged(fitted: Verdict, status: RenditionStatus, expected: Verdict) {
        let rendition = Rendition(key: "k", language: "de", variant: "", text: "Text", status: status, file: "a.xcstrings", line: 1)
        #expect(Judge.verdict(fitted, of: rendition) == expected)
    }
}

/// The judge's rules on layouts, as a table: what the line fitter found → the verdict, every failure
/// and the amount reported. The precedence is the verdicts' severity order.
@Suite struct JudgeLayoutTests {
    /// A layout of `lines` lines at 20 pt leading, in a slot of 100 pt × `maxLines` lines and
    /// `maxHeight` points.
    static func layout(lines: Int, beyond: Double = 0, cluster: Double? = nil, split: Double? = nil,
                       blank: Bool = false, missing: Bool = false) -> TextLayout {
        TextLayout(lines: [], lineCount: lines, widestLineWidth: 90, lineHeight: 20, widthBeyondLineLimit: beyond,
                   clusterExcess: cluster, splitPieceExcess: split, isBlank: blank, hasMissingGlyphs: missing)
    }

    //  layout                                               maxLines maxHeight  verdict         failures                          excess
    static let table: [(TextLayout, Int?, Double?, Verdict, [Verdict], Double)] = [
        (layout(lines: 1),                                    1,       nil,       .fits,          [],                               0),
        (layout(lines: 3, beyond: 70),                        2,       nil,       .overflow,      [.overflow],                      70),
        (layout(lines: 3),                                    nil,     50,        .overflow,      [.overflow],                      10),
        (layout(lines: 2, cluster: 4),                        nil,     nil,       .clipped,       [.clipped],                       4),
        (layout(lines: 2, split: 30),                         nil,     nil,       .brokenWord,    [.brokenWord],                    30),
        (layout(lines: 3, beyond: 8, cluster: 4, split: 30),  2,       nil,       .overflow,      [.overflow, .clipped, .brokenWord], 8),
        (layout(lines: 2, cluster: 4, split: 30),             nil,     nil,       .clipped,       [.clipped, .brokenWord],          4),
        (layout(lines: 1, missing: true),                     1,       nil,       .missingGlyphs, [.missingGlyphs],                 0),
        (layout(lines: 0, blank: true, missing: true),        1,       nil,       .zeroLines,     [.zeroLines, .missingGlyphs],     0),
        (layout(lines: 2),                                    2,       40,        .fits,          [],                               0),
    ]

    @Test(arguments: table)
    func judged(layout: TextLayout, maxLines: Int?, maxHeight: Double?, verdict: Verdict, failures: [Verdict], excess: Double) {
        let parameters = FitParameters(pointSize: 17, slotWidth: 100, maxLines: maxLines, maxHeight: maxHeight, lineHeight: 20)
        let measurement = Judge.measurement(layout, parameters)
        #expect(Judge.verdict(layout, parameters) == verdict)
        #expect(measurement.verdict == verdict)
        #expect(measurement.failures == failures)
        #expect(measurement.excessPoints == excess)
        #expect(measurement.height == Double(layout.lineCount) * 20)
    }

    /// A run fails on the verdicts its matrix lists, never on `fits`.
    @Test func theRunFailsOnTheVerdictsOfFailOn() {
        let judge = Judge(failOn: [.overflow, .fits])
        #expect(judge.failsRun(.overflow))
        #expect(!judge.failsRun(.fits) && !judge.failsRun(.untranslated))
        #expect(Judge().failOn == Set(Verdict.allCases.filter(\.isFailure)))
        #expect(Judge().failsRun(.brokenWord))
    }
}
