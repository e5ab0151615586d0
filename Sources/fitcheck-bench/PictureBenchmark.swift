import FitCore
import Foundation

/// What drawing failure pictures costs (issue 20): a typical two-line cell drawn and encoded again and
/// again, each time from its shaped text to the PNG's bytes.
///
///   fitcheck-bench pictures [--count 200] [--scale 2]
struct PictureBenchmark {
    var count: Int
    var scale: Double

    /// Figures of one kind of picture.
    struct Result {
        var label: String
        var pictures: Int
        var width: Int
        var height: Int
        /// Thread CPU milliseconds per picture (drawing and PNG encoding), the median of the pictures:
        /// what a picture costs whatever else the machine runs.
        var medianMilliseconds: Double
        /// Wall milliseconds per picture, the median.
        var medianWallMilliseconds: Double
        /// Of the median CPU time, PNG encoding (the median of the encodings).
        var encodingMilliseconds: Double
        var bytes: Int
    }

    /// Typical cells: a German label two lines long where it has one (overflow), a Hindi one, and
    /// a Russian text clipped in a narrow slot.
    static let cells: [(label: String, text: String, language: String, slotWidth: Double, maxLines: Int?)] = [
        ("de, 2 lines in 1", "Benachrichtigungen für neue Nachrichten und Erwähnungen verwalten", "de", 358, 1),
        ("hi, 2 lines in 1", "नए संदेशों और उल्लेखों के लिए सूचनाएँ प्रबंधित करें और सदस्यता बदलें", "hi", 358, 1),
        ("ru, clipped word", "Достопримечательности", "ru", 140, 1),
    ]

    func run() throws -> [Result] {
        let fonts = try FontLibrary.bundled()
        let shaper = Shaper(library: fonts)
        let rasterizer = try GlyphRasterizer()
        let style = FailureImageStyle(scale: scale)
        var results: [Result] = []
        for cell in Self.cells {
            let shaped = try shaper.shape(ShapingRequest(text: cell.text, language: cell.language))
            let parameters = FitParameters(pointSize: 17, slotWidth: cell.slotWidth, maxLines: cell.maxLines, lineHeight: 22)
            let failing = FailureCell(key: "settings.notifications.manage", language: cell.language, variant: "",
                                      containerWidth: 390, textSize: "body L", shaped: shaped,
                                      measurement: Judge.measure(shaped, parameters), parameters: parameters)
            var times: [Double] = [], wallTimes: [Double] = [], encodings: [Double] = []
            var bytes = 0, width = 0, height = 0
            for _ in 0..<max(1, count) {
                let start = Clock.threadCPUSeconds(), wallStart = Clock.now()
                let canvas = try FailureImage.render(failing, style: style, rasterizer: rasterizer) { caption in
                    try shaper.shape(ShapingRequest(text: caption, language: "en"))
                }
                let drawn = Clock.threadCPUSeconds()
                let png = try PNGWriter.encode(canvas)
                let end = Clock.threadCPUSeconds()
                (times, wallTimes, encodings) = (times + [end - start], wallTimes + [Clock.now() - wallStart],
                                                 encodings + [end - drawn])
                bytes = png.count
                (width, height) = (canvas.width, canvas.height)
            }
            func median(_ values: [Double]) -> Double { 1000 * values.sorted()[values.count / 2] }
            results.append(Result(label: cell.label, pictures: times.count, width: width, height: height,
                                  medianMilliseconds: median(times), medianWallMilliseconds: median(wallTimes),
                                  encodingMilliseconds: median(encodings), bytes: bytes))
        }
        return results
    }

    static func markdown(_ results: [Result], scale: Double) -> String {
        var out = "\n## Failure pictures at \(format(scale, 0))× (drawing and PNG encoding, one thread; medians)\n\n"
        out += "| cell | pictures drawn | size (px) | CPU ms each | of which PNG encoding | wall ms each | KB each |\n"
        out += "|---|---:|---:|---:|---:|---:|---:|\n"
        for r in results {
            out += "| \(r.label) | \(r.pictures) | \(r.width)×\(r.height) | \(format(r.medianMilliseconds, 2)) "
                + "| \(format(r.encodingMilliseconds, 2)) | \(format(r.medianWallMilliseconds, 2)) "
                + "| \(format(Double(r.bytes) / 1024, 1)) |\n"
        }
        return out
    }
}
