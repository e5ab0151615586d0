import Testing
import FitCore
@testable import fitcheck
import FitcheckTestSupport

/// `fitcheck measure` end to end, with synthetic shaping: every character 0.5 em wide.
@Suite struct MeasureCommandTests {
    let dispatcher = Dispatcher(commands: [
        MeasureCommand.command(makeMeasurer: { _, _ in TextMeasurer { SyntheticText.make($0.text, language: $0.language) } }),
    ])

    /// SF tracking is on by default: −26/1000 em at 17 pt between the 8 graphemes' 7 gaps.
    @Test func theDefaultAddsSFTracking() {
        let outcome = dispatcher.run(["measure", "hi there", "--lang", "en", "--width", "100"])
        #expect(outcome == CommandOutcome(status: 0, standardOutput: """
            en · width 100 pt · 17 pt body/L · line height 22 pt · tracking -0.44 pt
              64.91 pt │ hi there
            fits: 1 line, widest 64.91 pt of 100 pt, 22 pt tall
            fonts: Synthetic.ttf

            """))
        let both = dispatcher.run(["measure", "hi there", "--lang", "en", "--width", "100", "--sf-tracking", "--no-sf-tracking"])
        #expect(both.status == 2)
    }

    /// A text's Markdown is measured as SwiftUI draws it (the markup gone); `--no-markdown` measures
    /// the characters as written.
    @Test func markdownIsMeasuredAsDrawnUnlessTurnedOff() {
        let outcome = dispatcher.run(["measure", "**hi** there", "--lang", "en", "--width", "100", "--no-sf-tracking"])
        #expect(outcome == CommandOutcome(status: 0, standardOutput: """
            en · width 100 pt · 17 pt body/L · line height 22 pt
              68 pt │ hi there
            fits: 1 line, widest 68 pt of 100 pt, 22 pt tall
            fonts: Synthetic.ttf
            drawn as Markdown: hi there

            """))
        let json = dispatcher.run(["measure", "[hi](https://x.y) there", "--lang", "en", "--width", "100", "--json"])
        #expect(json.standardOutput.contains(#""drawnText" : "hi there""#))
        let raw = dispatcher.run(["measure", "**hi** there", "--lang", "en", "--width", "100", "--no-sf-tracking",
                                  "--lines", "1", "--no-markdown"])
        #expect(raw.status == 1)
        #expect(raw.standardOutput.contains("51 pt │ **hi**"))
        #expect(!raw.standardOutput.contains("drawn as Markdown"))
        let plain = dispatcher.run(["measure", "hi there", "--lang", "en", "--width", "100", "--json"])
        #expect(!plain.standardOutput.contains("drawnText") && !plain.standardOutput.contains("markdown"))
    }

    @Test func fitsWithTheDefaultStyleBodyAtL() {
        let outcome = dispatcher.run(["measure", "hi there", "--lang", "en", "--width", "100", "--no-sf-tracking"])
        #expect(outcome == CommandOutcome(status: 0, standardOutput: """
            en · width 100 pt · 17 pt body/L · line height 22 pt
              68 pt │ hi there
            fits: 1 line, widest 68 pt of 100 pt, 22 pt tall
            fonts: Synthetic.ttf

            """))
    }

    @Test func overflowSaysLinesAndPoints() {
        let outcome = dispatcher.run(["measure", "hello world", "--lang=de", "--width=30", "--size=10", "--lines=1", "--no-sf-tracking"])
        #expect(outcome == CommandOutcome(status: 1, standardOutput: """
            de · width 30 pt · 10 pt · line height 13 pt · max 1 line
              25 pt │ hello
              25 pt │ world   (beyond the limit)
            overflow: 2 lines > 1 (+25 pt)
            fonts: Synthetic.ttf

            """))
    }

    /// 16 characters of 5 pt with 15 gaps of 0.25 pt: 83.75 pt, 43.75 pt more than the slot.
    /// 8 characters would be 41.75 pt, so each line takes 7 (36.5 pt).
    @Test func jsonIsOneObjectWithSortedKeys() {
        let outcome = dispatcher.run(["measure", "Donaudampfschiff", "--lang", "de", "--width", "40", "--size", "10",
                                      "--tracking", "0.25", "--json", "--no-sf-tracking"])
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "")
        #expect(outcome.standardOutput == """
            {
              "failures" : [
                "brokenWord"
              ],
              "fonts" : [
                "Synthetic.ttf"
              ],
              "height" : 39,
              "inputs" : {
                "json" : true,
                "language" : "de",
                "sfTracking" : false,
                "size" : 10,
                "text" : "Donaudampfschiff",
                "tracking" : 0.25,
                "weight" : 400,
                "width" : 40
              },
              "lineHeight" : 13,
              "lineTexts" : [
                "Donauda",
                "mpfschi",
                "ff"
              ],
              "lineWidths" : [
                36.5,
                36.5,
                10.25
              ],
              "lines" : 3,
              "missingCharacters" : [

              ],
              "over" : 43.75,
              "overByVerdict" : {
                "brokenWord" : 43.75
              },
              "overflowLines" : 0,
              "tracking" : 0.25,
              "verdict" : "brokenWord",
              "width" : 36.5
            }

            """)
    }

    /// `--size` takes what `check --size` takes too: a size category, with the style from `--style`.
    @Test func sizeTakesACategoryAsCheckDoes() {
        let byCategory = dispatcher.run(["measure", "hi", "--lang", "en", "--width", "100", "--style", "title1", "--category", "AX1"])
        let bySize = dispatcher.run(["measure", "hi", "--lang", "en", "--width", "100", "--style", "title1", "--size", "ax1"])
        #expect(bySize.status == 0 && bySize == byCategory)
        #expect(bySize.standardOutput.contains("title1/AX1"))
    }

    @Test func emptyTextIsZeroLinesAndFails() {
        let outcome = dispatcher.run(["measure", "", "--lang", "en", "--width", "100"])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.contains("zeroLines: nothing to measure (empty or white space only)\n"))
    }

    @Test func sfTrackingIsShownAndApplied() {
        // body at AX5 is 53 pt: +6/1000 em = 0.318 pt per gap, one gap in "hi".
        let outcome = dispatcher.run(["measure", "hi", "--lang", "en", "--width", "500", "--category", "ax5", "--sf-tracking"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix("en · width 500 pt · 53 pt body/AX5 · line height 62 pt · tracking 0.32 pt\n  53.32 pt │ hi\n"))
    }

    // arguments after `measure`                                        the one line on standard error
    static let badInput: [([String], String)] = [
        ([],                                                             "missing TEXT to measure"),
        (["a", "b", "--lang", "de", "--width", "9"],                     "expected one TEXT, got 2 arguments (quote a text with spaces)"),
        (["a", "--width", "9"],                                          "missing --lang (the text's language, e.g. de)"),
        (["a", "--lang", "xx", "--width", "9"],                          "unknown language 'xx' (a BCP-47 tag such as de, pt-BR, hi)"),
        (["a", "--lang", "de"],                                          "missing --width (the slot width, in points)"),
        (["a", "--lang", "de", "--width", "0"],                          "--width must be a number of points > 0 and ≤ 100000, got '0'"),
        (["a", "--lang", "de", "--width", "-5"],                         "--width must be a number of points > 0 and ≤ 100000, got '-5'"),
        (["a", "--lang", "de", "--width", "100001"],                     "--width must be a number of points > 0 and ≤ 100000, got '100001'"),
        (["a", "--lang", "de", "--width", "nan"],                        "--width must be a number of points > 0 and ≤ 100000, got 'nan'"),
        (["a", "--lang", "de", "--width", "1e400"],                      "--width must be a number of points > 0 and ≤ 100000, got '1e400'"),
        (["a", "--lang", "de", "--width", "9", "--size", "0"],
         "--size must be a number of points > 0 and ≤ 1000 or a size category xS…AX5, got '0'"),
        (["a", "--lang", "de", "--width", "9", "--size", "1001"],
         "--size must be a number of points > 0 and ≤ 1000 or a size category xS…AX5, got '1001'"),
        (["a", "--lang", "de", "--width", "9", "--size", "XXL+"],
         "--size must be a number of points > 0 and ≤ 1000 or a size category xS…AX5, got 'XXL+'"),
        (["a", "--lang", "de", "--width", "9", "--size", "9", "--style", "body"], "give either --size in points or --style/--category, not both"),
        (["a", "--lang", "de", "--width", "9", "--size", "AX1", "--category", "L"], "give the size category once: --size AX1 or --category L"),
        (["a", "--lang", "de", "--width", "9", "--style", "big"],
         "unknown style 'big' (valid: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2)"),
        (["a", "--lang", "de", "--width", "9", "--category", "XXL+"],
         "unknown category 'XXL+' (valid: xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5)"),
        (["a", "--lang", "de", "--width", "9", "--lines", "0"],          "--lines must be a whole number from 1 to 10000, got '0'"),
        (["a", "--lang", "de", "--width", "9", "--lines", "1.5"],        "--lines must be a whole number from 1 to 10000, got '1.5'"),
        // The MCP tool's limit too (MeasureRequest.lineLimits): one place for both.
        (["a", "--lang", "de", "--width", "9", "--lines", "10001"],      "--lines must be a whole number from 1 to 10000, got '10001'"),
        (["a", "--lang", "de", "--width", "9", "--weight", "heavy"],
         "--weight must be regular, medium, semibold, bold or a number from 1 to 1000, got 'heavy'"),
        (["a", "--lang", "de", "--width", "9", "--font", "/nonexistent/SF-Pro.ttf"], "--font: no such font file '/nonexistent/SF-Pro.ttf'"),
        (["a", "--lang", "de", "--width", "9", "--colour", "red"],       "unknown option --colour (see 'fitcheck measure --help')"),
    ]

    @Test(arguments: badInput)
    func badInputIsOneLineAndStatusTwo(arguments: [String], message: String) {
        let outcome = dispatcher.run(["measure"] + arguments)
        #expect(outcome == CommandOutcome(status: 2, standardError: "fitcheck: \(message)\n"))
    }

    @Test func helpVersionAndUnknownCommands() {
        #expect(dispatcher.run(["measure", "--help"]).standardOutput.contains("Usage: fitcheck measure TEXT --lang LANG --width PT"))
        #expect(dispatcher.run(["measure", "-h"]).status == 0)
        // One line (issue 40); with --verbose the fonts folder and matrix a run from here uses (issue 9).
        #expect(dispatcher.run(["--version"]) == CommandOutcome(status: 0, standardOutput: "fitcheck 0.1.0\n"))
        #expect(dispatcher.run(["measure", "--version"]) == CommandOutcome(status: 0, standardOutput: "fitcheck 0.1.0\n"))
        #expect(dispatcher.run(["--version", "--verbose"]).standardOutput.hasPrefix("fitcheck 0.1.0\nfonts:  "))
        #expect(dispatcher.run(["--verbose", "--version"]).standardOutput.hasPrefix("fitcheck 0.1.0\nfonts:  "))
        #expect(dispatcher.run(["--help"]).standardOutput.contains("  measure  Measure one text in one slot"))
        #expect(dispatcher.run(["frob"]) == CommandOutcome(status: 2, standardError: "fitcheck: unknown command 'frob' (commands: measure)\n"))
        #expect(dispatcher.run([]).status == 2)
    }
}
