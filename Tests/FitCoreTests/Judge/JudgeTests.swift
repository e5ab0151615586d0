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
        #expect(CellJudge.verdict(CellJudge.Fit(verdict: fitted), fallback: status == .untranslated) == expected)
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

    /// A run fails on the verdicts its matrix lists, never on `fits`; without a list, on the
    /// `error`-level verdicts: every failure but `untranslated`, `shrinks` and `duplicateKey`, unless `levels` makes it an error.
    @Test func theRunFailsOnTheVerdictsOfFailOn() {
        let judge = Judge(failOn: [.overflow, .fits])
        #expect(judge.failsRun(.overflow))
        #expect(!judge.failsRun(.fits) && !judge.failsRun(.untranslated))
        #expect(Judge().failOn == Set(Verdict.allCases.filter { $0.isFailure && ![.untranslated, .shrinks, .duplicateKey].contains($0) }))
        #expect(Judge().failsRun(.unreadableTable) && !Judge().failsRun(.duplicateKey))
        #expect(Judge().failsRun(.brokenWord) && !Judge().failsRun(.untranslated))
        let strict = Judge(levels: VerdictLevels([.untranslated: .error]))
        #expect(strict.failsRun(.untranslated) && strict.level(of: .untranslated) == .error)
        #expect(Judge(levels: VerdictLevels([.brokenWord: .warning])).failOn == Judge.defaultFailOn.subtracting([.brokenWord]))
        #expect(Judge(failOn: [.overflow], levels: VerdictLevels([.brokenWord: .warning])).level(of: .brokenWord) == .warning)
    }

    /// A language's coverage: a warning by default, failing only when `failOn` lists untranslated;
    /// an error that fails below its `minimumCoverage` or with nothing translated; new below 10 %.
    @Test(arguments: [
        // translated of 100, minimum, nothing translated → level, fails, detail
        (90, nil, false, FindingLevel.warning, false, nil),
        (9, nil, false, .warning, false, "a new language"),
        (10, nil, false, .warning, false, nil),
        (94, 0.95, false, .error, true, "below the minimum coverage of 95 %, which fails the run"),
        (95, 0.95, false, .warning, false, nil),
        (0, nil, true, .error, true, "nothing translated: every key shows the source text, which fails the run"),
    ] as [(Int, Double?, Bool, FindingLevel, Bool, String?)])
    func aLanguagesCoverage(translated: Int, minimum: Double?, nothing: Bool, level: FindingLevel, fails: Bool, detail: String?) {
        let coverage = LanguageCoverage(catalog: "L.xcstrings", language: "de", translated: translated, total: 100,
                                        missing: (translated..<100).map { "k\($0)" })
        let rules = CoverageRules(minimum: minimum.map { ["de": $0] } ?? [:])
        let judged = Judge().coverage(coverage, rules: rules, nothingTranslated: nothing)
        #expect(judged.level == level && judged.fails == fails && judged.detail == detail)
        // `*` stands for every language without its own minimum.
        #expect(Judge().coverage(coverage, rules: CoverageRules(minimum: ["*": 0.99]), nothingTranslated: false).fails)
        #expect(!Judge().coverage(coverage, rules: CoverageRules(minimum: ["*": 0.99, "de": 0]), nothingTranslated: false).fails)
        #expect(Judge(failOn: [.untranslated]).coverage(coverage, rules: CoverageRules(), nothingTranslated: false).fails)
    }
}
