import CHarfBuzz
import FitCore
import Foundation

/// The floor: what shaping the catalog's unique texts once costs, with nothing else around it.
///
/// Two figures, both on one thread:
/// - `hb_shape` alone: one HarfBuzz call per unique (text, language, font, optical size), on the primary
///   font of the language (Inter, Noto Sans Devanagari for Hindi) at the nearest weight, no
///   itemization, no ICU.
/// - fitcheck's ``Shaper``: the same texts through the whole shaping stage (font fallback per script,
///   HarfBuzz per run, ICU line breaks and grapheme clusters) — what the shaping cache saves per hit.
enum ShapingFloor {
    /// Seconds for `hb_shape` over `requests`, each once.
    static func harfBuzzAlone(_ requests: [ShapingRequest], fontsDirectory: String) -> Double {
        var fonts: [String: OpaquePointer] = [:]
        func font(_ request: ShapingRequest) -> OpaquePointer? {
            let file = fontFile(language: request.language, weight: request.font.weight.rawValue)
            if let font = fonts[file] { return font }
            guard let blob = hb_blob_create_from_file_or_fail(fontsDirectory + "/" + file) else { return nil }
            defer { hb_blob_destroy(blob) }
            let face = hb_face_create(blob, 0)
            defer { hb_face_destroy(face) }
            let font = hb_font_create(face)
            fonts[file] = font
            return font
        }
        // Fonts are opened before the clock starts: the floor is shaping only.
        let shaped = requests.map { (request: $0, font: font($0), language: hb_language_from_string($0.language, -1)) }
        let buffer = hb_buffer_create()
        defer {
            hb_buffer_destroy(buffer)
            for font in fonts.values { hb_font_destroy(font) }
        }
        let start = DispatchTime.now().uptimeNanoseconds
        for item in shaped {
            guard let font = item.font else { continue }
            hb_buffer_clear_contents(buffer)
            var text = item.request.text
            text.withUTF8 { utf8 in
                utf8.withMemoryRebound(to: CChar.self) { chars in
                    hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
                }
            }
            hb_buffer_set_language(buffer, item.language)
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(font, buffer, nil, 0)
        }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Seconds for fitcheck's ``Shaper`` over `requests`, each once, and what it did: runs shaped
    /// whole, words shaped alone, words taken from its word cache.
    static func shaper(_ requests: [ShapingRequest], library: FontLibrary) throws -> (seconds: Double, statistics: ShapingStatistics) {
        let shaper = Shaper(library: library)
        let start = DispatchTime.now().uptimeNanoseconds
        for request in requests { _ = try shaper.shape(request) }
        return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, shaper.statistics)
    }

    /// The bundled font file a language's text is mostly drawn with, at the nearest weight: Inter
    /// (its default instance; one shaping, though a blended size costs fitcheck two) or Noto Sans
    /// Devanagari.
    static func fontFile(language: String, weight: Int) -> String {
        guard language == "hi" else { return "Inter.var.ttf" }
        let style = weight >= 700 ? "Bold" : weight >= 600 ? "SemiBold" : "Regular"
        return "NotoSansDevanagari-\(style).ttf"
    }
}
