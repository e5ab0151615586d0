/// What greedy line filling (``LineFitter``) made of a text in a slot: the lines, how many and how
/// wide, how much stood beyond the line limit, and where pieces had to be split. Facts only, in
/// points: the ``Judge`` says what they mean (a verdict and by how much).
public struct TextLayout: Sendable, Equatable {
    /// Lines as wrapped, in order, those beyond the line limit included. Empty when the lines were
    /// only counted (``LineFitter/layout(_:_:keepingLines:)``): ``lineCount`` still says how many.
    public var lines: [MeasuredLine]
    /// Number of lines the text needs at this width.
    public var lineCount: Int
    /// Width of the widest line (trailing white space excluded).
    public var widestLineWidth: Double
    /// Distance between baselines: the slot's leading, or the font's natural line height.
    public var lineHeight: Double
    /// Widths of the lines beyond the slot's line limit, summed in line order.
    public var widthBeyondLineLimit: Double
    /// When a grapheme cluster alone is wider than the slot (it sticks out, clipped): how much wider
    /// than the slot the widest piece holding such a cluster is; nil when every cluster fits.
    public var clusterExcess: Double?
    /// How much wider than the slot the widest piece that had to be split between grapheme clusters
    /// was; nil when no piece was split.
    public var splitPieceExcess: Double?
    /// The text is empty or white space only: nothing was laid out.
    public var isBlank: Bool
    /// The text has characters no font covers.
    public var hasMissingGlyphs: Bool
    /// The text has a control character no label shows (``CodePoint/isStrayControl(_:)``).
    public var hasControlCharacters: Bool = false

    /// Height of the whole block of lines.
    public var height: Double { Double(lineCount) * lineHeight }
}

/// One wrapped line.
public struct MeasuredLine: Sendable, Equatable {
    /// Clusters on this line: indices into ``ShapedText/clusters``, trailing white space included.
    public var clusterRange: Range<Int>
    /// Width in points, trailing white space excluded, letter-spacing included.
    public var width: Double
    /// True when the line ends inside a word (split at a grapheme boundary because the word was
    /// wider than the slot).
    public var endsMidWord: Bool

    public init(clusterRange: Range<Int>, width: Double, endsMidWord: Bool) {
        self.clusterRange = clusterRange
        self.width = width
        self.endsMidWord = endsMidWord
    }
}

extension MeasuredLine {
    /// The line's text in `shaped` (the text it was fitted from), trailing white space and line
    /// separator included.
    public func text(in shaped: ShapedText) -> String {
        let clusters = shaped.clusters[clusterRange]
        guard let first = clusters.map(\.utf8Offset).min(),
              let end = clusters.map({ $0.utf8Offset + $0.utf8Length }).max() else { return "" }
        let utf8 = Array(shaped.text.utf8)
        let lower = min(max(Int(first), 0), utf8.count)
        let upper = min(max(Int(end), lower), utf8.count)
        return String(decoding: utf8[lower ..< upper], as: UTF8.self)
    }
}
