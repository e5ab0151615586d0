/// A text as it is drawn: its characters, and the stretches of it drawn in another style than the
/// slot's (bold, italic, monospaced), as SwiftUI's `Text` draws a key's inline Markdown.
public struct StyledText: Sendable, Hashable {
    /// The characters drawn, markup removed (`**Pro**` → `Pro`).
    public var text: String
    /// Styled stretches, in text order, never overlapping, never empty; the rest of the text is plain.
    public var runs: [StyleRun]

    public init(text: String, runs: [StyleRun] = []) {
        self.text = text
        self.runs = runs
    }

    /// `text` drawn as it is, in one style.
    public init(plain text: String) {
        self.init(text: text)
    }

    /// The runs whose style changes the shapes or advances (bold, italic, code): what shaping reads.
    /// Strikethrough and links change neither, so they are left out (and do not split the cache key).
    public var shapingRuns: [StyleRun] {
        runs.compactMap { run in
            let style = run.style.intersection(.shaping)
            return style.isEmpty ? nil : StyleRun(utf8Range: run.utf8Range, style: style)
        }
    }
}

/// A stretch of a drawn text in one inline style.
public struct StyleRun: Sendable, Hashable {
    /// Where it stands in the drawn text, in UTF-8 bytes.
    public var utf8Range: Range<Int32>
    public var style: InlineStyle

    public init(utf8Range: Range<Int32>, style: InlineStyle) {
        self.utf8Range = utf8Range
        self.style = style
    }
}

/// The inline styles of SwiftUI's Markdown (Foundation's `InlinePresentationIntent`, plus links).
public struct InlineStyle: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `**strong**` or `__strong__`: drawn at the bold weight (a semibold headline's too).
    public static let strong = InlineStyle(rawValue: 1 << 0)
    /// `*emphasis*` or `_emphasis_`: drawn italic.
    public static let emphasis = InlineStyle(rawValue: 1 << 1)
    /// `` `code` ``: drawn in a monospaced font.
    public static let code = InlineStyle(rawValue: 1 << 2)
    /// `~~strikethrough~~`: a line through the text, no change of width.
    public static let strikethrough = InlineStyle(rawValue: 1 << 3)
    /// `[label](url)`: the label, in the accent colour, no change of width.
    public static let link = InlineStyle(rawValue: 1 << 4)

    /// The styles that change how a text is shaped.
    public static let shaping: InlineStyle = [.strong, .emphasis, .code]
}
