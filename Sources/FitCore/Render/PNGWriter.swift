import CPNG

/// Encodes a ``Canvas`` as an 8-bit RGBA PNG with libpng.
///
/// Uses libpng's simplified API (`png_image_write_to_memory`), which handles libpng's `longjmp`
/// error path inside C: Swift cannot `setjmp`. The output holds IHDR, sRGB, IDAT and IEND only — no
/// time, text or varying gamma chunk — so the same pixels give the same bytes on every run.
public enum PNGWriter {
    /// The PNG file bytes for `canvas`.
    /// - Throws: ``PNGError`` when the canvas is empty or libpng reports an error.
    public static func encode(_ canvas: Canvas) throws -> [UInt8] {
        guard canvas.width > 0, canvas.height > 0 else {
            throw PNGError("cannot encode an empty \(canvas.width)×\(canvas.height) image")
        }
        // Raw size plus a filter byte per row and zlib/chunk overhead: enough in practice for one pass.
        var capacity = canvas.pixels.count + canvas.height + canvas.pixels.count / 100 + 1024
        for _ in 0..<2 {
            var image = PNGImage.describing(width: canvas.width, height: canvas.height)
            var output = [UInt8](repeating: 0, count: capacity)
            var written = png_alloc_size_t(capacity)
            let ok = output.withUnsafeMutableBytes { memory in
                canvas.pixels.withUnsafeBytes { source in
                    png_image_write_to_memory(&image, memory.baseAddress, &written, 0, source.baseAddress, 0, nil)
                }
            }
            png_image_free(&image)
            if ok != 0 { return Array(output.prefix(Int(written))) }
            // On a too-small buffer libpng reports the size it needs; any other failure leaves it unchanged.
            guard Int(written) > capacity else { throw PNGError(PNGImage.message(image), "PNG encoding failed") }
            capacity = Int(written)
        }
        throw PNGError("PNG encoding failed: buffer size kept growing")
    }
}

/// A PNG could not be written or read.
public struct PNGError: Error, CustomStringConvertible, Sendable {
    public var description: String
    init(_ description: String) { self.description = description }
    init(_ libpngMessage: String?, _ fallback: String) {
        description = libpngMessage.map { "\(fallback): \($0)" } ?? fallback
    }
}

/// Helpers for libpng's `png_image` control structure, shared by writer and reader.
enum PNGImage {
    /// `PNG_FORMAT_RGBA`: the macro is an expression Swift does not import.
    static let formatRGBA = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

    static func describing(width: Int, height: Int) -> png_image {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = formatRGBA
        return image
    }

    /// libpng's message after a failed call, if it left one.
    static func message(_ image: png_image) -> String? {
        var copy = image.message
        let text = withUnsafeBytes(of: &copy) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? nil : text
    }
}
