/// A text shaped once, independent of width and point size.
///
/// All advances are in **ems** (font units divided by the font's units per em), so the width at a
/// point size is `advance × pointSize`. Fitting at any width or size reads only this value: it never
/// calls HarfBuzz or ICU again. Clusters are in **logical** order (the order of the text), also for
/// right-to-left runs; ``runs`` keep the glyphs in visual order for drawing.
public struct ShapedText: Sendable, Equatable {
    /// The text that was shaped.
    public var text: String
    /// The BCP-47 language it was shaped for (affects shaping and line breaking).
    public var language: String
    /// HarfBuzz clusters in logical order, with break and spacing facts attached.
    public var clusters: [ShapedCluster]
    /// Runs of one font, script and direction, in logical order, each with its glyphs.
    public var runs: [ShapedRun]
    /// Characters that no available font covers, in order of first appearance.
    public var missingCharacters: [Unicode.Scalar]
    /// The fonts that were used, primary font first: file paths, a face of a collection after the
    /// first as `file#index` (`NotoSansCJK-Regular.ttc#3`).
    public var fontsUsed: [String]
    /// Vertical metrics of the primary font, in ems, for line height when no text-style table applies.
    public var ascender: Double
    public var descender: Double   // positive, below the baseline
    public var lineGap: Double
    /// Where a text design run was shaped in its display design too, for a size between the two
    /// designs (``OpticalDesigns``): its stretches, with both designs' widths, so that
    /// ``blended(displayShare:)`` gives any such size's advances by arithmetic. Empty in a text
    /// shaped for one size.
    var opticalStretches: [OpticalDesigns.Stretch] = []

    public init(text: String, language: String, clusters: [ShapedCluster], runs: [ShapedRun],
                missingCharacters: [Unicode.Scalar], fontsUsed: [String],
                ascender: Double, descender: Double, lineGap: Double) {
        self.text = text
        self.language = language
        self.clusters = clusters
        self.runs = runs
        self.missingCharacters = missingCharacters
        self.fontsUsed = fontsUsed
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }

    /// Natural line height in ems: ascender + descender + line gap.
    public var naturalLineHeight: Double { ascender + descender + lineGap }
}

/// One HarfBuzz cluster: the smallest piece of text whose glyphs cannot be separated.
public struct ShapedCluster: Sendable, Equatable {
    /// Start of the cluster in the text, in UTF-8 bytes.
    public var utf8Offset: Int32
    /// Length of the cluster in the text, in UTF-8 bytes.
    public var utf8Length: Int32
    /// Sum of the advances of the cluster's glyphs, in ems.
    public var advance: Double
    /// Number of grapheme clusters that start inside this cluster (0 inside an aksara, 2 for a
    /// ligature of two letters). Letter-spacing is counted per grapheme.
    public var graphemeStarts: UInt16
    public var flags: ShapedClusterFlags

    public init(utf8Offset: Int32, utf8Length: Int32, advance: Double, graphemeStarts: UInt16,
                flags: ShapedClusterFlags) {
        self.utf8Offset = utf8Offset
        self.utf8Length = utf8Length
        self.advance = advance
        self.graphemeStarts = graphemeStarts
        self.flags = flags
    }
}

/// Facts about a cluster that line fitting and letter-spacing need.
public struct ShapedClusterFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// UAX #14 allows a line break before this cluster.
    public static let breakBefore = ShapedClusterFlags(rawValue: 1 << 0)
    /// A line must break before this cluster (after `\n`, U+2028, U+2029, …).
    public static let mandatoryBreakBefore = ShapedClusterFlags(rawValue: 1 << 1)
    /// The cluster is white space: it hangs at the end of a line and does not count towards its width.
    public static let whitespace = ShapedClusterFlags(rawValue: 1 << 2)
    /// A grapheme cluster starts at this cluster, so a word may be split here as a last resort.
    public static let graphemeStart = ShapedClusterFlags(rawValue: 1 << 3)
    /// Letter-spacing may be added after this cluster's graphemes (false for Devanagari, Arabic, …).
    public static let trackable = ShapedClusterFlags(rawValue: 1 << 4)
    /// The cluster contains a character no font covers.
    public static let missingGlyph = ShapedClusterFlags(rawValue: 1 << 5)
    /// A line break (mandatory) character itself, such as `\n`; it has no width.
    public static let lineSeparator = ShapedClusterFlags(rawValue: 1 << 6)
}

/// A run of text in one font, script and direction, with its glyphs in visual order.
public struct ShapedRun: Sendable, Equatable {
    /// The clusters of this run: indices into ``ShapedText/clusters``.
    public var clusterRange: Range<Int>
    /// Index into ``ShapedText/fontsUsed``.
    public var fontIndex: Int
    /// ISO 15924 script code, e.g. "Latn", "Deva", "Arab".
    public var script: String
    public var isRightToLeft: Bool
    /// Glyphs in visual (drawing) order.
    public var glyphs: [ShapedGlyph]
    /// The variable font's instance the glyphs were shaped in (weight, slant, optical size); empty
    /// for a static font, and when the glyphs were not kept.
    public var variations: [FontVariation]

    public init(clusterRange: Range<Int>, fontIndex: Int, script: String, isRightToLeft: Bool,
                glyphs: [ShapedGlyph], variations: [FontVariation] = []) {
        self.clusterRange = clusterRange
        self.fontIndex = fontIndex
        self.script = script
        self.isRightToLeft = isRightToLeft
        self.glyphs = glyphs
        self.variations = variations
    }
}

/// One positioned glyph, in ems.
public struct ShapedGlyph: Sendable, Equatable {
    public var glyphID: UInt32
    /// Index into ``ShapedText/clusters`` of the cluster this glyph belongs to.
    public var clusterIndex: Int32
    public var xAdvance: Double
    public var xOffset: Double
    public var yOffset: Double

    public init(glyphID: UInt32, clusterIndex: Int32, xAdvance: Double, xOffset: Double, yOffset: Double) {
        self.glyphID = glyphID
        self.clusterIndex = clusterIndex
        self.xAdvance = xAdvance
        self.xOffset = xOffset
        self.yOffset = yOffset
    }
}
