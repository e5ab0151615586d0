import Foundation

/// What `fitcheck measure` prints about one measured text: text for people, or one JSON object for
/// tools, from the request and what came of it.
public struct MeasureReport {
    public var request: MeasureRequest
    public var result: MeasuredText

    public init(request: MeasureRequest, result: MeasuredText) {
        self.request = request
        self.result = result
    }

    /// Distance between baselines, in points: the style's leading, else the font's natural one.
    private var lineHeight: Double {
        result.parameters.lineHeight ?? result.shaped.naturalLineHeight * result.parameters.pointSize
    }

    /// File names of the fonts used (not paths: the output is the same on every machine).
    private var fonts: [String] {
        result.shaped.fontsUsed.map { URL(fileURLWithPath: $0).lastPathComponent }
    }

    /// `FitCore.` because Foundation has a `Measurement` too.
    private var measurement: FitCore.Measurement { result.measurement }

    // MARK: - Text

    // de · width 200 pt · 17 pt body/L · line height 22 pt · max 2 lines · tracking -0.44 pt
    //   141.22 pt │ Einstellungen für
    //    70.55 pt │ verwalten   (beyond the limit)
    // overflow: 3 lines > 2 (+70.55 pt)
    // fonts: NotoSans-Regular.ttf
    public func text() -> String {
        var header = [request.language, "width \(points(request.width))"]
        if let style = request.style, let category = request.category {
            header.append("\(points(request.size)) \(style.rawValue)/\(category.rawValue)")
        } else {
            header.append(points(request.size))
        }
        header.append("line height \(points(lineHeight))")
        if let lines = request.lines { header.append("max \(lines) line" + (lines == 1 ? "" : "s")) }
        if result.parameters.tracking != 0 { header.append("tracking \(points(result.parameters.tracking))") }
        var out = header.joined(separator: " · ") + "\n"
        let widths = measurement.lineWidths.map(points)
        let column = widths.map(\.count).max() ?? 0
        for (number, (width, text)) in zip(widths, result.lineTexts).enumerated() {
            let shown = text.trimmingCharacters(in: .whitespacesAndNewlines)
            let mark = number >= measurement.visibleLineCount ? "   (beyond the limit)" : ""
            out += "  " + String(repeating: " ", count: column - width.count) + width + " │ " + shown + mark + "\n"
        }
        out += verdictLine() + "\n"
        let others = measurement.failures.dropFirst().map { failure in
            measurement.failurePoints[failure].map { "\(failure.rawValue) (+\(points($0)))" } ?? failure.rawValue
        }
        if !others.isEmpty { out += "also: " + others.joined(separator: ", ") + "\n" }
        out += "fonts: " + (fonts.isEmpty ? "none" : fonts.joined(separator: ", ")) + "\n"
        if result.shaped.text != request.text { out += "drawn as Markdown: \(result.shaped.text)\n" }
        return out
    }

    /// The verdict and by how much, in words.
    private func verdictLine() -> String {
        let amount = points(measurement.excessPoints)
        switch measurement.verdict {
        case .fits:
            let count = measurement.lineCount
            return "fits: \(count) line\(count == 1 ? "" : "s"), widest \(points(measurement.widestLineWidth)) of "
                + "\(points(request.width)), \(points(measurement.height)) tall"
        case .overflow:
            if let limit = measurement.maxLines, measurement.lineCount > limit {
                return "overflow: \(measurement.lineCount) lines > \(limit) (+\(amount))"
            }
            return "overflow: \(points(measurement.height)) tall, \(amount) too tall"
        case .clipped:
            return "clipped: a grapheme cluster is \(amount) wider than the slot and cannot be wrapped"
        case .brokenWord:
            return "brokenWord: a word is \(amount) wider than the slot and was split between grapheme clusters"
        case .shrinks:
            return "shrinks: drawn at \(CountFormat.percent(measurement.scale ?? 0)) of its size to fit"
        case .zeroLines:
            return "zeroLines: nothing to measure (empty or white space only)"
        case .missingGlyphs:
            let missing = result.shaped.missingCharacters.map(CodePoint.described).joined(separator: ", ")
            return "missingGlyphs: fitcheck's font set has no font for " + (missing.isEmpty ? "some characters" : missing)
        case .controlCharacter:
            let controls = CodePoint.strayControls(in: request.text).map(CodePoint.name).joined(separator: ", ")
            return "controlCharacter: " + controls + " in the text, which no label shows"
        case .untranslated:
            return "untranslated"
        case .formatMismatch, .unreadableTable, .duplicateKey:
            return measurement.verdict.rawValue   // a catalog's or a table's verdict: `measure` never gives it
        }
    }

    // MARK: - JSON

    /// One object, sorted keys; lengths in points rounded to 1/1000.
    public func json() -> String {
        let object = JSONReport(
            inputs: Inputs(request),
            lines: measurement.lineCount,
            lineWidths: measurement.lineWidths.map(Self.rounded),
            lineTexts: result.lineTexts,
            width: Self.rounded(measurement.widestLineWidth),
            height: Self.rounded(measurement.height),
            lineHeight: Self.rounded(lineHeight),
            tracking: Self.rounded(result.parameters.tracking),
            verdict: measurement.verdict.rawValue,
            failures: measurement.failures.map(\.rawValue),
            over: Self.rounded(measurement.excessPoints),
            overflowLines: measurement.overflowLines,
            overByVerdict: Dictionary(uniqueKeysWithValues: measurement.failurePoints.map { ($0.key.rawValue, Self.rounded($0.value)) }),
            fonts: fonts,
            missingCharacters: result.shaped.missingCharacters.map(CodePoint.name),
            drawnText: result.shaped.text == request.text ? nil : result.shaped.text)
        return StableJSON.text(object)
    }

    private struct JSONReport: Encodable {
        var inputs: Inputs
        var lines: Int
        var lineWidths: [Double]
        var lineTexts: [String]
        var width: Double
        var height: Double
        /// Distance between baselines, in points.
        var lineHeight: Double
        /// Letter-spacing applied, in points (SF tracking included).
        var tracking: Double
        var verdict: String
        var failures: [String]
        /// Points by which the reported verdict misses (0 when it fits).
        var over: Double
        var overflowLines: Int
        /// `over` of each verdict met.
        var overByVerdict: [String: Double]
        var fonts: [String]
        var missingCharacters: [String]
        /// The text as drawn, when its Markdown made it differ from the input (`**Pro**` → `Pro`).
        var drawnText: String?
    }

    /// The request as the command line gave it: `json` is the option that asked for this form (always
    /// true), `markdown` is there only as false (`--no-markdown`), `style` and `category` only when the
    /// size came from them, `font` only when given.
    private struct Inputs: Encodable {
        var text: String
        var language: String
        var width: Double
        var size: Double
        var style: TextStyle?
        var category: SizeCategory?
        var leading: Double?
        var lines: Int?
        var tracking: Double
        var sfTracking: Bool
        var markdown: Bool?
        var weight: Int
        var font: String?
        var json = true

        init(_ request: MeasureRequest) {
            (text, language, width, size) = (request.text, request.language, request.width, request.size)
            (style, category, leading, lines) = (request.style, request.category, request.leading, request.lines)
            (tracking, sfTracking, markdown) = (request.tracking, request.sfTracking, request.markdown ? nil : false)
            (weight, font) = (request.weight.rawValue, request.font)
        }
    }

    // MARK: - Numbers

    /// `141.22 pt`: at most two decimals, no trailing zeros, as every report prints points.
    private func points(_ value: Double) -> String { PointFormat.text(value) + " pt" }

    private static func rounded(_ value: Double) -> Double { PointFormat.rounded(value, places: 3) }

}
