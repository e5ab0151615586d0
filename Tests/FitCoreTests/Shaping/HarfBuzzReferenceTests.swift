import Foundation
import Testing
@testable import FitCore

/// Single-line widths agree with HarfBuzz's own command-line shaper (`hb-shape`, package
/// `libharfbuzz-bin`) on the same bundled font: the shaper adds no error of its own.
@Suite struct HarfBuzzReferenceTests {
    static let hbShape = ["/usr/bin/hb-shape", "/usr/local/bin/hb-shape", "/opt/homebrew/bin/hb-shape"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Glyph IDs (visual order) and the sum of advances in font units, as `hb-shape` reports them.
    /// - Parameters:
    ///   - faceIndex: the face of a collection (`.ttc`).
    ///   - variations: axis settings, e.g. `wght=600`.
    static func reference(font: String, text: String, language: String, faceIndex: UInt32 = 0,
                          variations: String? = nil) throws -> (glyphs: [UInt32], advance: Int)? {
        guard let hbShape else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: hbShape)
        process.arguments = ["--font-funcs=ot", "--output-format=json", "--no-glyph-names",
                             "--language=\(language)", "--face-index=\(faceIndex)"]
            + (variations.map { ["--variations=\($0)"] } ?? []) + [font, text]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let glyphs = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return (glyphs.compactMap { ($0["g"] as? NSNumber)?.uint32Value },
                glyphs.reduce(0) { $0 + (($1["ax"] as? NSNumber)?.intValue ?? 0) })
    }

    @Test("Width equals hb-shape's within 0.01 pt at 17 pt",
          .enabled(if: HarfBuzzReferenceTests.hbShape != nil, "hb-shape not found (install libharfbuzz-bin)"), arguments: [
        ("en", "The quick brown fox — AVATAR, Toffee, WAVE."),
        ("de", "Schriftgrößenänderung für Wörterbücher"),
        ("hi", "सब्सक्रिप्शन रद्द करें"),
        ("ar", "إلغاء الاشتراك في الخدمة"),
    ])
    func widthMatchesHarfBuzz(_ language: String, _ text: String) throws {
        let shaped = try ShapingTestSupport.shaper().shape(ShapingRequest(text: text, language: language))
        #expect(shaped.fontsUsed.count == 1, "one font, so hb-shape sees the same runs")
        let font = try #require(shaped.fontsUsed.first)
        let reference = try #require(try Self.reference(font: font, text: text, language: language))
        let library = try ShapingTestSupport.library.get()
        let upem = try #require(library.faces.first { $0.path == font }).font.unitsPerEm
        let size = 17.0   // points
        let ours = ShapingTestSupport.width(shaped) * size
        let theirs = Double(reference.advance) / upem * size
        print("\(language): \(String(format: "%.4f", ours)) pt vs hb-shape \(String(format: "%.4f", theirs)) pt")
        #expect(abs(ours - theirs) < 0.01)
        #expect(shaped.runs.flatMap(\.glyphs).map(\.glyphID) == reference.glyphs)
    }

    @Test func kerningIsOn() throws {
        // Twin of the above: a width that is off is caught. "AV" kerns, so it is narrower than A + V.
        let shaper = try ShapingTestSupport.shaper()
        let pair = ShapingTestSupport.width(try shaper.shape(ShapingRequest(text: "AV", language: "en")))
        let a = ShapingTestSupport.width(try shaper.shape(ShapingRequest(text: "A", language: "en")))
        let v = ShapingTestSupport.width(try shaper.shape(ShapingRequest(text: "V", language: "en")))
        #expect((a + v - pair) * 17 > 0.01)
    }
}
