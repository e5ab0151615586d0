import Testing
@testable import FitCore

/// A cell's verdict: what fitting found, or `untranslated` for a fallback text unless something more
/// severe applies (the fallback is shown, and a text that cannot be drawn is worse).
@Suite struct CellJudgeTests {
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
        #expect(CellJudge.verdict(fitted, of: rendition) == expected)
    }
}
