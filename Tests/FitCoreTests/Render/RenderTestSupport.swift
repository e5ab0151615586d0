import Foundation
@testable import FitCore

/// Shared setup for the Render tests: the bundled fonts, and cells built by hand from real glyphs
/// (Noto Sans via FreeType), so pictures can be checked without the Shaper or the LineFitter.
enum RenderTestSupport {
    /// The package's `Fonts/` folder.
    static let fonts = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fonts")
    static let latinFont = fonts.appendingPathComponent("NotoSans-Regular.ttf").path

    /// `text` shaped a character at a time in Noto Sans, with a break opportunity after each space.
    static func shapedLatin(_ text: String, rasterizer: GlyphRasterizer) throws -> ShapedText {
        var shaped = try CaptionShaper(fonts: [latinFont], rasterizer: rasterizer).shape(text)
        for index in shaped.clusters.indices.dropFirst() where shaped.clusters[index - 1].flags.contains(.whitespace) {
            shaped.clusters[index].flags.insert(.breakBefore)
        }
        shaped.lineGap = 0.0
        return shaped
    }

    /// A measurement of `shaped` broken before the given cluster indices, judged as the LineFitter would:
    /// `overflow` past `maxLines`, `clipped` when a line is wider than the slot.
    static func measure(_ shaped: ShapedText, breaks: [Int], _ parameters: FitParameters) -> FitCore.Measurement {
        let bounds = [0] + breaks + [shaped.clusters.count]
        let lines = zip(bounds, bounds.dropFirst()).map { start, end in
            let content = shaped.clusters[start..<end].reversed().drop { $0.flags.contains(.whitespace) }
            return MeasuredLine(clusterRange: start..<end, width: content.reduce(0) { $0 + $1.advance } * parameters.pointSize,
                                endsMidWord: false)
        }
        let widest = lines.map(\.width).max() ?? 0
        let extraLines = max(0, lines.count - (parameters.maxLines ?? lines.count))
        var failures = [Verdict]()
        if extraLines > 0 { failures.append(.overflow) }
        if widest > parameters.slotWidth { failures.append(.clipped) }
        let hidden = lines.suffix(extraLines).reduce(0) { $0 + $1.width }
        let lineHeight = shaped.naturalLineHeight * parameters.pointSize
        return FitCore.Measurement(lines: lines, width: widest, height: Double(lines.count) * lineHeight,
                           verdict: failures.first ?? .fits, failures: failures, maxLines: parameters.maxLines,
                           overflowPoints: extraLines > 0 ? hidden : max(0, widest - parameters.slotWidth),
                           overflowLines: extraLines)
    }

    /// One glyph of `hb-shape --output-format=json` output: glyph, cluster (UTF-8 bytes), offsets and advance.
    struct HBGlyph: Decodable { var g: UInt32; var cl: Int32; var dx: Double; var dy: Double; var ax: Double }

    /// A fixture of HarfBuzz's own shaping (see Fixtures/Render/README.md) as a ``ShapedText``:
    /// one run in `font`, a cluster per distinct `cl`, a break opportunity after each space.
    static func hbShaped(fixture: String, text: String, font: String, language: String, rightToLeft: Bool,
                         rasterizer: GlyphRasterizer) throws -> ShapedText {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Render/\(fixture)")
        let glyphs = try JSONDecoder().decode([HBGlyph].self, from: Data(contentsOf: url))
        let path = fonts.appendingPathComponent(font).path
        let unitsPerEm = Double(try rasterizer.unitsPerEm(font: path))
        let offsets = Array(Set(glyphs.map(\.cl))).sorted()
        let bytes = Array(text.utf8)
        var clusters = offsets.enumerated().map { index, offset in
            let end = index + 1 < offsets.count ? offsets[index + 1] : Int32(bytes.count)
            let advance = glyphs.filter { $0.cl == offset }.reduce(0) { $0 + $1.ax } / unitsPerEm
            let flags: ShapedClusterFlags = bytes[Int(offset)] == 0x20 ? [.graphemeStart, .whitespace] : [.graphemeStart]
            return ShapedCluster(utf8Offset: offset, utf8Length: end - offset, advance: advance, graphemeStarts: 1, flags: flags)
        }
        for index in clusters.indices.dropFirst() where clusters[index - 1].flags.contains(.whitespace) {
            clusters[index].flags.insert(.breakBefore)
        }
        let shapedGlyphs = glyphs.map { glyph in
            ShapedGlyph(glyphID: glyph.g, clusterIndex: Int32(offsets.firstIndex(of: glyph.cl)!), xAdvance: glyph.ax / unitsPerEm,
                        xOffset: glyph.dx / unitsPerEm, yOffset: glyph.dy / unitsPerEm)
        }
        let metrics = try rasterizer.verticalMetrics(font: path)
        return ShapedText(text: text, language: language, clusters: clusters,
                          runs: [ShapedRun(clusterRange: 0..<clusters.count, fontIndex: 0, script: rightToLeft ? "Arab" : "Deva",
                                           isRightToLeft: rightToLeft, glyphs: shapedGlyphs)],
                          missingCharacters: [], fontsUsed: [path], ascender: metrics.ascender,
                          descender: metrics.descender, lineGap: 0)
    }

    /// Cluster indices where a new word starts (after a space).
    static func wordStarts(_ shaped: ShapedText) -> [Int] {
        shaped.clusters.indices.filter { shaped.clusters[$0].flags.contains(.breakBefore) }
    }

    static func cell(_ key: String, _ shaped: ShapedText, breaks: [Int], _ parameters: FitParameters,
                     language: String = "en", variant: String = "") -> FailureCell {
        FailureCell(key: key, language: language, variant: variant, containerWidth: 390, textSize: "body L",
                    shaped: shaped, measurement: measure(shaped, breaks: breaks, parameters), parameters: parameters)
    }
}
