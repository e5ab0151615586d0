import Testing
@testable import FitCore

/// The words the reports share: a cell label, and per verdict what is wrong and by how much.
@Suite struct FailureDescriptionTests {
    func record(_ verdict: Verdict, lines: Int = 3, maxLines: Int? = 2, overflow: Double = 31.004,
                variant: String = "") -> FailureRecord {
        FailureRecord(key: "k", language: "de", variant: variant, text: "Zeile eins\nZeile zwei", samples: [],
                      status: "translated", state: nil, containerWidth: 300, slotWidth: 268, size: .AX1, style: .body,
                      weight: .regular, verdict: verdict, alsoFails: nil, lines: lines, maxLines: maxLines,
                      excessPoints: overflow, overflowLines: 1, lineWidths: nil, rule: "default", file: "L.xcstrings",
                      line: 3, image: nil, device: nil)
    }

    @Test func theIssuesExampleReadsAsWritten() {
        #expect(record(.overflow).headline == "de · 300 pt · AX1 · body: 3 lines > 2 (+31 pt)")
        #expect(record(.overflow, variant: "plural.few").cellLabel == "de (plural.few) · 300 pt · AX1 · body")
        #expect(record(.overflow, maxLines: nil, overflow: 12).problem == "3 lines, taller than the slot (+12 pt)")
    }

    @Test func eachVerdictHasItsOwnPhrase() {
        let phrases = Verdict.allCases.map { record($0).problem }
        #expect(Set(phrases).count == Verdict.allCases.count)
        #expect(record(.brokenWord, overflow: 14.5).problem == "word broken across lines: 14.5 pt too wide for the 268 pt slot")
        #expect(record(.clipped, overflow: 3).problem == "clipped: an unbreakable piece is 3 pt wider than the 268 pt slot")
    }

    @Test func quotedTextIsOneLineAndCut() {
        #expect(record(.overflow).quotedText() == "“Zeile eins⏎Zeile zwei”")
        #expect(record(.overflow).quotedText(limit: 6) == "“Zeile…”")
    }

    @Test("Every kind of line break is one ⏎; CR LF is one break", arguments: [
        ("one\r\ntwo", "one⏎two"), ("one\ntwo", "one⏎two"), ("one\rtwo", "one⏎two"),
        ("a\r\r\nb\n\rc", "a⏎⏎b⏎⏎c"), ("\n", "⏎"), ("é\n🙂 x", "é⏎🙂 x"), ("no break at all", "no break at all"),
    ])
    func lineBreaksShowAsOneSymbol(_ text: String, _ shown: String) {
        #expect(text.oneLine == shown)
    }

    @Test func pointsPrintWithAtMostTwoDecimals() {
        let table: [(Double, String)] = [(31, "31"), (31.5, "31.5"), (12.345, "12.35"), (0.05, "0.05"),
                                         (0.000001, "0"), (-2.25, "-2.25"), (287.999999, "288")]
        for (points, text) in table { #expect(PointFormat.text(points) == text, "\(points)") }
        #expect(PointFormat.text(31.07) != "31.1")
    }
}
