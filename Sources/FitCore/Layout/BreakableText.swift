/// A shaped text cut into the pieces between line-break opportunities, with running sums of advances
/// and letter-spacing gaps, so that fitting it at any width and point size is arithmetic only.
///
/// Built once per ``ShapedText``; ``LineFitter`` reads nothing else. The width of any run of clusters
/// on one line is `ems × pointSize + tracking × gaps`, each looked up from the running sums in O(1).
///
/// Letter-spacing goes where ``LetterSpacingGaps`` says: between neighbouring grapheme clusters that
/// both take it, never after the last grapheme of a line — nor, in a script whose letters join, at the
/// spaces between its words, whatever the spaces' own flags say.
public struct BreakableText: Sendable, Equatable {
    /// One piece between two break opportunities: typically a word with the white space after it.
    public struct Piece: Sendable, Equatable {
        /// The piece's clusters: indices into ``ShapedText/clusters``, trailing white space included.
        public var clusterRange: Range<Int>
        /// Index of the first trailing white-space (or line-separator) cluster; the visible part of
        /// the piece is `clusterRange.lowerBound ..< visibleEnd`.
        public var visibleEnd: Int
        /// Width of the visible part, in ems (trailing white space excluded, no letter-spacing).
        public var width: Double
        /// Width of the trailing white space, in ems. It hangs at a line end.
        public var trailingWhitespaceWidth: Double
        /// Gaps between grapheme clusters of the visible part that take letter-spacing.
        public var trackableGaps: Int
        /// A line must break before this piece (it follows `\n`, U+2028, …).
        public var mandatoryBreakBefore: Bool
        /// Where the piece's split points sit in the text's one array of them
        /// (``BreakableText/graphemeSplits(of:)``): one array per text, not one per word.
        var splitRange: Range<Int>

        /// True when the piece is white space only (it can only hang).
        public var isWhitespace: Bool { visibleEnd == clusterRange.lowerBound }
    }

    /// The pieces, in logical order; together they cover every cluster exactly once.
    public var pieces: [Piece] { storage.pieces }
    /// Cluster indices inside the piece's visible part, after its first cluster, where a grapheme
    /// cluster starts: the only places the piece may be split when it is wider than a line.
    public func graphemeSplits(of piece: Piece) -> ArraySlice<Int> { storage.graphemeSplits[piece.splitRange] }
    /// Number of clusters in the shaped text.
    public var clusterCount: Int { storage.clusterCount }
    /// True when there is nothing visible to measure: no clusters, or white space and line breaks only.
    public var isBlank: Bool { storage.isBlank }
    /// True when some cluster contains a character no font covers.
    public var hasMissingGlyphs: Bool { storage.hasMissingGlyphs }
    /// True when the text holds a control character no label shows (``CodePoint/isStrayControl(_:)``):
    /// judged `controlCharacter` whatever the width.
    public var hasControlCharacters: Bool { storage.hasControlCharacters }
    /// The primary font's natural line height, in ems.
    public var naturalLineHeight: Double { storage.naturalLineHeight }
    /// When the text could stand on one line (it is not blank, has no mandatory break and no cluster
    /// of negative width), the end of its visible part: the whole text's width on one line is
    /// `width(from: 0, to: oneLineVisibleEnd, …)`. Nil otherwise.
    public var oneLineVisibleEnd: Int? { storage.oneLineVisibleEnd }

    /// Everything, in one immutable object: a copy of the text (every cell of the matrix takes one)
    /// costs one retain, not one per array.
    private let storage: Storage

    public init(_ text: ShapedText) {
        let clusters = text.clusters
        // One entry per cluster boundary: the sums before cluster `i` and cluster `i`'s own gap, side by
        // side (one array, one allocation, one cache line per look-up instead of three).
        var sums: [ClusterSums] = []
        sums.reserveCapacity(clusters.count + 1)
        sums.append(ClusterSums(ems: 0, gaps: 0, gapBefore: 0))
        // Whether the grapheme that the previous cluster ends in takes letter-spacing; nil at the start.
        var previousGraphemeTrackable: Bool? = nil
        var blank = true
        var missing = false
        for cluster in clusters {
            let before = LetterSpacingGaps.before(cluster, previousTrackable: &previousGraphemeTrackable)
            let inside = LetterSpacingGaps.inside(cluster)
            let last = sums.count - 1
            sums[last].gapBefore = before
            sums.append(ClusterSums(ems: sums[last].ems + cluster.advance, gaps: sums[last].gaps + before + inside,
                                    gapBefore: 0))
            if !BreakableText.hangs(cluster) { blank = false }
            if cluster.flags.contains(.missingGlyph) { missing = true }
        }

        // Pieces start at cluster 0 and before every cluster where a break is allowed or required:
        // counted first, so that the pieces take one allocation.
        let breakFlags: ShapedClusterFlags = [.breakBefore, .mandatoryBreakBefore]
        var pieceCount = clusters.isEmpty ? 0 : 1
        for index in clusters.indices.dropFirst() where !clusters[index].flags.isDisjoint(with: breakFlags) {
            pieceCount += 1
        }
        var pieces: [Piece] = []
        pieces.reserveCapacity(pieceCount)
        var graphemeSplits: [Int] = []
        graphemeSplits.reserveCapacity(clusters.count)
        var start = 0
        while start < clusters.count {
            var end = start + 1
            while end < clusters.count && clusters[end].flags.isDisjoint(with: breakFlags) { end += 1 }
            var visibleEnd = end
            while visibleEnd > start, BreakableText.hangs(clusters[visibleEnd - 1]) { visibleEnd -= 1 }
            let firstSplit = graphemeSplits.count
            for index in start + 1 ..< max(start + 1, visibleEnd) where clusters[index].flags.contains(.graphemeStart) {
                graphemeSplits.append(index)
            }
            pieces.append(Piece(
                clusterRange: start ..< end,
                visibleEnd: visibleEnd,
                width: sums[visibleEnd].ems - sums[start].ems,
                trailingWhitespaceWidth: sums[end].ems - sums[visibleEnd].ems,
                trackableGaps: BreakableText.gaps(from: start, to: visibleEnd, sums),
                mandatoryBreakBefore: start > 0 && clusters[start].flags.contains(.mandatoryBreakBefore),
                splitRange: firstSplit ..< graphemeSplits.count))
            start = end
        }
        // The visible end of the last piece with something visible: where one line of the whole text ends.
        var oneLineVisibleEnd = pieces.last { !$0.isWhitespace }?.visibleEnd
        if blank || pieces.contains(where: \.mandatoryBreakBefore) || clusters.contains(where: { $0.advance < 0 }) {
            oneLineVisibleEnd = nil
        }
        storage = Storage(pieces: pieces, clusterCount: clusters.count, isBlank: blank, hasMissingGlyphs: missing,
                          hasControlCharacters: text.text.unicodeScalars.contains(where: CodePoint.isStrayControl),
                          naturalLineHeight: text.naturalLineHeight, sums: sums,
                          graphemeSplits: graphemeSplits, oneLineVisibleEnd: oneLineVisibleEnd)
    }

    /// Width in ems of clusters `start ..< end`, without letter-spacing.
    @inline(__always)
    public func ems(from start: Int, to end: Int) -> Double {
        start < end ? storage.sums[end].ems - storage.sums[start].ems : 0
    }

    /// Letter-spacing gaps between the grapheme clusters of `start ..< end` when they stand on one
    /// line: none before the first grapheme and none after the last.
    @inline(__always)
    public func gaps(from start: Int, to end: Int) -> Int {
        BreakableText.gaps(from: start, to: end, storage.sums)
    }

    @inline(__always)
    private static func gaps(from start: Int, to end: Int, _ sums: [ClusterSums]) -> Int {
        start < end ? sums[end].gaps - sums[start].gaps - sums[start].gapBefore : 0
    }

    /// The running sums at one cluster boundary `i` (before cluster `i`; the text's end is the last).
    private struct ClusterSums: Sendable, Equatable {
        /// Advances of clusters `0 ..< i`, in ems.
        var ems: Double
        /// Tracked gaps that end at or before cluster `i - 1`.
        var gaps: Int
        /// 1 when a tracked gap separates cluster `i`'s first grapheme from the one before (0 at the end).
        var gapBefore: Int
    }

    /// Width in points of clusters `start ..< end` on one line, at `pointSize` with `tracking` points
    /// of letter-spacing.
    @inline(__always)
    public func width(from start: Int, to end: Int, pointSize: Double, tracking: Double) -> Double {
        ems(from: start, to: end) * pointSize + Double(gaps(from: start, to: end)) * tracking
    }

    /// Width in points of the widest piece standing alone on a line (its visible part): a slot at
    /// least this wide never splits a word. O(pieces), so worked out once per point size.
    public func widestPiece(pointSize: Double, tracking: Double) -> Double {
        var widest = -Double.infinity
        for piece in storage.pieces where !piece.isWhitespace {
            widest = max(widest, piece.width * pointSize + Double(piece.trackableGaps) * tracking)
        }
        return widest
    }

    /// White space and line separators hang at a line end and do not count towards its width.
    private static func hangs(_ cluster: ShapedCluster) -> Bool {
        !cluster.flags.isDisjoint(with: [.whitespace, .lineSeparator])
    }

    public static func == (lhs: BreakableText, rhs: BreakableText) -> Bool {
        let a = lhs.storage, b = rhs.storage
        return a === b || (a.pieces == b.pieces && a.clusterCount == b.clusterCount && a.isBlank == b.isBlank
            && a.hasMissingGlyphs == b.hasMissingGlyphs && a.hasControlCharacters == b.hasControlCharacters
            && a.naturalLineHeight == b.naturalLineHeight
            && a.sums == b.sums
            && a.graphemeSplits == b.graphemeSplits)
    }

    /// The immutable contents of a ``BreakableText``.
    private final class Storage: Sendable {
        let pieces: [Piece]
        let clusterCount: Int
        let isBlank: Bool
        let hasMissingGlyphs: Bool
        let hasControlCharacters: Bool
        let naturalLineHeight: Double
        /// Per cluster boundary (count + 1 entries): the running sums widths and gaps are read from.
        let sums: [ClusterSums]
        /// Every piece's split points, piece after piece (``Piece/splitRange``).
        let graphemeSplits: [Int]
        let oneLineVisibleEnd: Int?

        init(pieces: [Piece], clusterCount: Int, isBlank: Bool, hasMissingGlyphs: Bool, hasControlCharacters: Bool,
             naturalLineHeight: Double,
             sums: [ClusterSums], graphemeSplits: [Int], oneLineVisibleEnd: Int?) {
            self.pieces = pieces
            self.clusterCount = clusterCount
            self.isBlank = isBlank
            self.hasMissingGlyphs = hasMissingGlyphs
            self.hasControlCharacters = hasControlCharacters
            self.naturalLineHeight = naturalLineHeight
            self.sums = sums
            self.graphemeSplits = graphemeSplits
            self.oneLineVisibleEnd = oneLineVisibleEnd
        }
    }
}
