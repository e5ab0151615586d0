/// Inline Markdown as SwiftUI's `Text` draws a localized key: what is shown, and in which style.
///
/// `Text("…")` with a catalog key renders its value as Markdown with inline syntax only (Foundation's
/// `AttributedString(markdown:)` with `.inlineOnlyPreservingWhitespace`: CommonMark inlines, GitHub's
/// strikethrough; white space and line breaks kept as written). This parser follows CommonMark 0.29's
/// inline rules for what a catalog string can hold:
///
/// - `**strong**`, `__strong__` → bold; `*emphasis*`, `_emphasis_` → italic; nested and combined
///   (`***both***`, `**a *b* c**`), by CommonMark's delimiter-run algorithm: flanking, the rule of 3,
///   and `_` never opening or closing inside a word, so `snake_case_name` stays literal.
/// - `~~strikethrough~~` (and `~one~`, as cmark-gfm allows): the markers go, the width does not change.
/// - `` `code` `` → monospaced; backslashes are literal inside; one space on each side is stripped
///   when both are there; an unmatched backtick run is drawn as written.
/// - `[label](url "title")` → the label alone (its own markup applies); `![alt](src)` → the alt text;
///   `<https://…>` → the address. A bracket that starts no link is drawn as written.
/// - `\*`, `\_`, `` \` ``, `\[` … (a backslash before ASCII punctuation) draw the character itself;
///   a backslash before anything else is drawn. Entities (`&amp;`, `&#8212;`) draw their character.
/// - Delimiters that match nothing are drawn as written (`2 * 3`, `**unclosed`).
///
/// Not handled, as SwiftUI's inline-only parsing ignores it or catalogs do not hold it: block syntax
/// (`# `, `- ` lists, which inline-only parsing draws as written), raw HTML (drawn as written), reference links.
public enum InlineMarkdown {
    /// `text` as drawn, with its styled runs. A text without markup comes back unchanged, with no runs.
    public static func parse(_ text: String) -> StyledText {
        // Fast path: no character that could start markup.
        guard text.utf8.contains(where: { markupBytes.contains($0) }) else { return StyledText(plain: text) }
        var parser = InlineMarkdownParser(Array(text.unicodeScalars))
        return parser.run()
    }

    /// ASCII bytes that can start inline markup: `\ ` * _ ~ [ ] ! < &`.
    private static let markupBytes: Set<UInt8> = Set("\\`*_~[]!<&".utf8)
}
