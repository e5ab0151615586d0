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

    static func cell(_ key: String, _ shaped: ShapedText, breaks: [Int], _ parameters: FitParameters,
                     language: String = "en", variant: String = "") -> FailureCell {
        FailureCell(key: key, language: language, variant: variant, containerWidth: 390, textSize: "body L",
                    shaped: shaped, measurement: measure(shaped, breaks: breaks, parameters), parameters: parameters)
    }
}
