import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// A slot with `minimumScaleFactor` (SwiftUI's `.minimumScaleFactor`, UIKit's
/// `adjustsFontSizeToFitWidth`): the text shrinks before it is cut. Fits when it shrinks a little,
/// `shrinks` (a warning, with the scale) below the readable scale, `overflow` below the app's factor.
@Suite("Text that shrinks to fit")
struct ShrinkToFitTests {
    static let text = "Synchronise every device"

    /// The text's width on one line, body 17 pt, as a run measures it.
    static func oneLineWidth() throws -> Double {
        let measurer = TextMeasurer(shaper: Shaper(library: try FontLibrary.bundled()))
        return try measurer.measure(text, language: "en", parameters: FitParameters(pointSize: 17, slotWidth: 10_000),
                                    sfTracking: true).measurement.widestLineWidth
    }

    /// Keys `a`, `b`, `c` show the same text on one line in slots 0.9, 0.6 and 0.4 of its width;
    /// `slot` is added to each rule, `top` to the matrix.
    static func run(slot: String, top: String = "") throws -> RunOutcome {
        let folder = try TemporaryFolder.make("shrink")
        defer { TemporaryFolder.remove(folder) }
        let unit = #"{"localizations":{"en":{"stringUnit":{"state":"translated","value":"\#(text)"}}}}"#
        let catalogPath = try MatrixTestSupport.write(#"{"sourceLanguage":"en","version":"1.0","strings":{"a":\#(unit),"b":\#(unit),"c":\#(unit)}}"#,
                                                      name: "App.xcstrings", in: folder)
        let width = try oneLineWidth()
        func rule(_ key: String, _ share: Double) -> String {
            #"{ "match": "=\#(key)", "width": "\#(MatrixField.format((width * share * 100).rounded() / 100))", "lines": 1\#(slot) }"#
        }
        let matrixPath = try MatrixTestSupport.write("""
            { "widths": [400], "sizes": ["L"], "languages": ["en"], "catalogs": ["\(catalogPath)"]\(top),
              "rules": [ \(rule("a", 0.9)), \(rule("b", 0.6)), \(rule("c", 0.4)) ] }
            """, in: folder)
        return try MatrixRun(matrix: try Matrix.load(path: matrixPath), selection: RunSelection(languages: ["en"]),
                             fonts: try FontLibrary.bundled(), toolVersion: "test").run()
    }

    static func verdicts(_ outcome: RunOutcome) -> [String] {
        outcome.report.findings.map { "\($0.key) \($0.verdict.rawValue)" }.sorted()
    }

    @Test func withoutAFactorEveryNarrowSlotOverflows() throws {
        #expect(Self.verdicts(try Self.run(slot: "")) == ["a overflow", "b overflow", "c overflow"])
    }

    @Test func aFactorLetsTheTextShrinkAndWarnsBelowTheReadableScale() throws {
        let outcome = try Self.run(slot: #", "minimumScaleFactor": 0.5"#)
        // a: fits at about 0.9 (readable); b: fits at about 0.6, below 0.75; c: would need 0.4 < 0.5: cut.
        #expect(Self.verdicts(outcome) == ["b shrinks", "c overflow"])
        let shrinks = try #require(outcome.report.findings.first { $0.verdict == .shrinks })
        #expect(shrinks.level == .warning)
        #expect(!shrinks.fails)
        let scale = try #require(shrinks.worst?.scale)
        #expect(scale >= 0.55 && scale <= 0.61)
        #expect(shrinks.worst?.problem.hasPrefix("shrinks to \(CountFormat.percent(scale)) of its size") == true)
    }

    @Test func theReadableScaleComesFromTheMatrix() throws {
        let outcome = try Self.run(slot: #", "minimumScaleFactor": 0.5"#, top: #", "readableScale": 0.5"#)
        #expect(Self.verdicts(outcome) == ["c overflow"])
    }

    @Test func theScaleSearchFindsTheLargestScaleThatFits() {
        #expect(ShrinkToFit.scaleNeeded(minimum: 0.5) { $0 <= 0.731 } == 0.73)
        #expect(ShrinkToFit.scaleNeeded(minimum: 0.5) { $0 <= 0.4 } == nil)
        #expect(ShrinkToFit.judge(.overflow, minimum: 0.5, readableScale: 0.75) { $0 <= 0.8 } == (.fits, 0.8))
        #expect(ShrinkToFit.judge(.zeroLines, minimum: 0.5, readableScale: 0.75) { _ in true } == (.zeroLines, nil))
    }

    @Test func readableScaleMustBeAScale() {
        #expect(throws: InputError.self) {
            try MatrixTestSupport.load(#"{ "widths": [320], "sizes": ["L"], "languages": ["en"], "readableScale": 1.5 }"#)
        }
    }
}
