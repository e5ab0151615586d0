import Testing
@testable import FitCore

/// Inline Markdown as SwiftUI's `Text` draws a key: what is drawn, and which stretches are styled.
/// Each case: the catalog text, the drawn text, and the styled stretches as `text:style` (s strong,
/// e emphasis, c code, x strikethrough, l link), in order.
@Suite struct InlineMarkdownTests {
    static let cases: [(String, String, [String])] = [
        // Plain text, and what looks like markup but is not.
        ("Upgrade to Pro", "Upgrade to Pro", []),
        ("snake_case_name", "snake_case_name", []),
        ("2 * 3 * 4", "2 * 3 * 4", []),
        ("**unclosed", "**unclosed", []),
        ("a ** b", "a ** b", []),
        ("100% _sure", "100% _sure", []),
        ("[not a link]", "[not a link]", []),
        ("[label] (https://x.y)", "[label] (https://x.y)", []),
        ("`unclosed", "`unclosed", []),
        ("C:\\Users", "C:\\Users", []),
        ("<b>bold</b>", "<b>bold</b>", []),
        // Strong, emphasis, both.
        ("**Pro**", "Pro", ["Pro:s"]),
        ("__Pro__", "Pro", ["Pro:s"]),
        ("*Pro*", "Pro", ["Pro:e"]),
        ("_Pro_", "Pro", ["Pro:e"]),
        ("Get **Pro** now", "Get Pro now", ["Pro:s"]),
        ("***both***", "both", ["both:se"]),
        ("**a *b* c**", "a b c", ["a :s", "b:se", " c:s"]),
        ("*a **b** c*", "a b c", ["a :e", "b:se", " c:e"]),
        ("**Pro**s and *con*s", "Pros and cons", ["Pro:s", "con:e"]),
        ("*_mixed_*", "mixed", ["mixed:e"]),
        ("foo*bar*", "foobar", ["bar:e"]),
        ("foo_bar_", "foo_bar_", []),
        ("**foo*", "*foo", ["foo:e"]),
        ("*foo**", "foo*", ["foo:e"]),
        ("**%@** left", "%@ left", ["%@:s"]),
        // Strikethrough: the markers go.
        ("~~old~~ new", "old new", ["old:x"]),
        ("~old~", "old", ["old:x"]),
        ("~~~no~~~", "~~~no~~~", []),
        ("~5 min", "~5 min", []),
        // Code spans.
        ("Run `make`", "Run make", ["make:c"]),
        ("`` a`b ``", "a`b", ["a`b:c"]),
        ("`*not emphasis*`", "*not emphasis*", ["*not emphasis*:c"]),
        ("`\\*`", "\\*", ["\\*:c"]),
        // Links: the label alone, its own markup kept.
        ("[Privacy](https://example.com)", "Privacy", ["Privacy:l"]),
        ("Read our [Privacy Policy](https://example.com/privacy \"Privacy\").", "Read our Privacy Policy.", ["Privacy Policy:l"]),
        ("[**Terms**](https://x.y)", "Terms", ["Terms:sl"]),
        ("[a](<https://x.y/a b>)", "a", ["a:l"]),
        ("[a](https://x.y/(b))", "a", ["a:l"]),
        ("![Logo](logo.png)", "Logo", ["Logo:l"]),
        ("Visit <https://example.com>", "Visit https://example.com", ["https://example.com:l"]),
        ("[outer [inner](a)](b)", "[outer inner](b)", ["inner:l"]),
        // Escapes and entities.
        ("\\*Pro\\*", "*Pro*", []),
        ("\\_\\_init\\_\\_", "__init__", []),
        ("\\[x\\](y)", "[x](y)", []),
        ("a \\q", "a \\q", []),
        ("Tom &amp; Jerry", "Tom & Jerry", []),
        ("&#8212; &#x2014;", "— —", []),
        ("&unknown; & co", "&unknown; & co", []),
        // White space and line breaks as written.
        ("**one**\ntwo", "one\ntwo", ["one:s"]),
        ("  **pad**  ", "  pad  ", ["pad:s"]),
        // Other scripts.
        ("**Подписка** Pro", "Подписка Pro", ["Подписка:s"]),
        ("**सदस्यता**", "सदस्यता", ["सदस्यता:s"]),
    ]

    @Test("Drawn text and styled runs", arguments: cases)
    func parses(_ source: String, _ drawn: String, _ runs: [String]) {
        let styled = InlineMarkdown.parse(source)
        #expect(styled.text == drawn)
        #expect(Self.describe(styled) == runs)
    }

    @Test func plainTextComesBackUnchanged() {
        let text = "Einstellungen für Benachrichtigungen"
        #expect(InlineMarkdown.parse(text) == StyledText(plain: text))
    }

    @Test func runsAreUTF8RangesOfTheDrawnText() {
        let styled = InlineMarkdown.parse("Grüße **über** alles")
        #expect(styled.runs == [StyleRun(utf8Range: 8..<13, style: .strong)])   // "Grüße " is 8 bytes
    }

    @Test func shapingRunsLeaveOutLinksAndStrikethrough() {
        let styled = InlineMarkdown.parse("[**a**](x) [b](y) ~~c~~ `d`")
        #expect(styled.shapingRuns.map(\.style) == [.strong, .code])
    }

    static func describe(_ styled: StyledText) -> [String] {
        let bytes = Array(styled.text.utf8)
        return styled.runs.map { run in
            let text = String(decoding: bytes[Int(run.utf8Range.lowerBound)..<Int(run.utf8Range.upperBound)], as: UTF8.self)
            var code = ""
            if run.style.contains(.strong) { code += "s" }
            if run.style.contains(.emphasis) { code += "e" }
            if run.style.contains(.code) { code += "c" }
            if run.style.contains(.strikethrough) { code += "x" }
            if run.style.contains(.link) { code += "l" }
            return "\(text):\(code)"
        }
    }
}
