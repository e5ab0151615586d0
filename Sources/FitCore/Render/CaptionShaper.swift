/// Shapes caption text one character at a time: each scalar gets the glyph and advance of the first
/// font that covers it, with no kerning, ligatures or reordering.
///
/// Enough for captions (keys, language tags, numbers) until the caption is shaped with ``Shaper``;
/// never used for the text being measured.
public struct CaptionShaper {
    /// Font files to try in order, e.g. Noto Sans first, then the cell's own fonts.
    public var fonts: [String]
    private let rasterizer: GlyphRasterizer

    public init(fonts: [String], rasterizer: GlyphRasterizer) {
        self.fonts = fonts
        self.rasterizer = rasterizer
    }

    /// `text` as one left-to-right line, a cluster per Unicode scalar; uncovered scalars get glyph 0.
    public func shape(_ text: String) throws -> ShapedText {
        var clusters = [ShapedCluster](), runs = [ShapedRun]()
        var offset: Int32 = 0
        for scalar in text.unicodeScalars {
            var fontIndex = 0, glyphID: UInt32 = 0
            for (index, font) in fonts.enumerated() {
                if let glyph = try rasterizer.glyph(for: scalar, font: font) { fontIndex = index; glyphID = glyph; break }
            }
            let advance = fonts.isEmpty ? 0 : try rasterizer.advance(of: glyphID, font: fonts[fontIndex])
            let length = Int32(String(scalar).utf8.count)
            var flags: ShapedClusterFlags = [.graphemeStart]
            if scalar.properties.isWhitespace { flags.insert(.whitespace) }
            let glyph = ShapedGlyph(glyphID: glyphID, clusterIndex: Int32(clusters.count), xAdvance: advance,
                                    xOffset: 0, yOffset: 0)
            if let last = runs.last, last.fontIndex == fontIndex {
                runs[runs.count - 1].glyphs.append(glyph)
                runs[runs.count - 1].clusterRange = last.clusterRange.lowerBound..<clusters.count + 1
            } else {
                runs.append(ShapedRun(clusterRange: clusters.count..<clusters.count + 1, fontIndex: fontIndex,
                                      script: "Zyyy", isRightToLeft: false, glyphs: [glyph]))
            }
            clusters.append(ShapedCluster(utf8Offset: offset, utf8Length: length, advance: advance,
                                          graphemeStarts: 1, flags: flags))
            offset += length
        }
        let metrics = try fonts.first.map { try rasterizer.verticalMetrics(font: $0) } ?? (ascender: 0, descender: 0)
        return ShapedText(text: text, language: "en", clusters: clusters, runs: runs, missingCharacters: [],
                          fontsUsed: fonts, ascender: metrics.ascender, descender: metrics.descender, lineGap: 0)
    }
}
