import Foundation
@testable import FitCore

/// Shared setup for the Render tests: the bundled fonts, texts shaped by the Shaper, and cells whose
/// line breaks are given by hand, so each picture shows exactly the layout a test wants.
enum RenderTestSupport {
    static let library: Result<FontLibrary, Error> = Result { try FontLibrary.bundled() }

    /// `text` shaped by the Shaper in `language` (a fresh Shaper: they are not shared between tests).
    static func shaped(_ text: String, language: String = "en") throws -> ShapedText {
        try Shaper(library: library.get()).shape(ShapingRequest(text: text, language: language))
    }

    /// A caption shaper for ``FailureImage/render``.
    static func captionShaper() throws -> (String) throws -> ShapedText {
        let shaper = Shaper(library: try library.get())
        return { try shaper.shape(ShapingRequest(text: $0, language: "en")) }
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
        return FitCore.Measurement(lines: lines, widestLineWidth: widest, height: Double(lines.count) * lineHeight,
                           verdict: failures.first ?? .fits, failures: failures, maxLines: parameters.maxLines,
                           excessPoints: extraLines > 0 ? hidden : max(0, widest - parameters.slotWidth),
                           overflowLines: extraLines)
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
