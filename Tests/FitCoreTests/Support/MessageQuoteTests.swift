import Testing
@testable import FitCore

/// How messages quote input text: one line, escaped, cut (issue 39: a key with a newline printed raw,
/// sometimes kilobytes of it).
@Suite struct MessageQuoteTests {
    @Test(arguments: [
        ("Save", "'Save'"),
        ("Line one\nLine two", #"'Line one\nLine two'"#),
        ("a\tb\r\nc", #"'a\tb\r\nc'"#),
        ("bell\u{7} nul\u{0} del\u{7F} c1\u{85} sep\u{2028}", #"'bell\u{7} nul\u{0} del\u{7F} c1\u{85} sep\u{2028}'"#),
        // The format characters translators use are no controls: kept as they are.
        ("\u{2067}שלום\u{2069} \u{200E}x", "'\u{2067}שלום\u{2069} \u{200E}x'"),
    ])
    func escapesWhatWouldBreakTheLine(_ text: String, _ quoted: String) {
        #expect(MessageQuote.quote(text) == quoted)
        #expect("key \(quoted: text)" == "key " + quoted)
        // A JSON string as written: the same, in double quotes.
        #expect(MessageQuote.quote(text, mark: "\"") == "\"" + quoted.dropFirst().dropLast() + "\"")
    }

    @Test func cutsAfterEightyCharactersWithAnEllipsis() {
        let quoted = MessageQuote.quote(String(repeating: "x", count: 5000))
        #expect(quoted == "'" + String(repeating: "x", count: 80) + "…'")
        // An escape is never cut in half: it counts as written, and goes whole or not at all.
        let escapes = MessageQuote.quote(String(repeating: "ab\n", count: 40))
        #expect(escapes.hasSuffix(#"ab\n…'"#) && escapes.count <= 80 + 3)
        // A field path leading a message: cut the same way, without quotation marks.
        #expect(MessageQuote.cut("samples.keys." + String(repeating: "k", count: 500)) == "samples.keys." + String(repeating: "k", count: 67) + "…")
        // Eighty exactly is not cut.
        #expect(MessageQuote.quote(String(repeating: "y", count: 80)) == "'" + String(repeating: "y", count: 80) + "'")
    }

    @Test func aWholeMessageIsMadeOneLine() {
        #expect(MessageQuote.oneLine("a.xcstrings:3: bad\nthing\u{7}") == #"a.xcstrings:3: bad\nthing\u{7}"#)
        let plain = "nothing to escape: 'é' ✓"
        #expect(MessageQuote.oneLine(plain) == plain)
        #expect(InputError(file: "dir\nname/a.json", line: 1, "x").description == #"dir\nname/a.json:1: x"#)
    }
}
