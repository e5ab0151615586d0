import CPNG

/// Encodes a ``Canvas`` as a PNG of one byte per pixel with libpng: 8-bit greyscale when the picture has
/// no colour, else 8-bit palette (at most 256 colours; see ``IndexedImage``), never 32-bit RGBA. A
/// failure picture is mostly background, and a byte per pixel compresses to a fraction of four.
///
/// Uses libpng's simplified API (`png_image_write_to_memory`), which handles libpng's `longjmp`
/// error path inside C: Swift cannot `setjmp`. The output holds IHDR, sRGB, PLTE (and tRNS for
/// transparent palette colours), IDAT and IEND only — no time, text or varying gamma chunk — so the
/// same pixels give the same bytes on every run.
public enum PNGWriter {
    /// The PNG file bytes for `canvas`.
    /// - Throws: ``PNGError`` when the canvas is empty or libpng reports an error.
    public static func encode(_ canvas: Canvas) throws -> [UInt8] {
        guard canvas.width > 0, canvas.height > 0 else {
            throw PNGError("cannot encode an empty \(canvas.width)×\(canvas.height) image")
        }
        let indexed = IndexedImage(canvas)
        var format = PNGImage.formatGray
        var colormap = [UInt8]()
        if indexed.kind == .palette {
            let opaque = indexed.isOpaque
            format = opaque ? PNGImage.formatRGBColormap : PNGImage.formatRGBAColormap
            colormap.reserveCapacity(indexed.palette.count * 4)
            for color in indexed.palette {
                colormap += [color.red, color.green, color.blue]
                if !opaque { colormap.append(color.alpha) }
            }
        }
        // A byte per pixel, a filter byte per row and zlib/chunk overhead: enough in practice for one pass.
        var capacity = indexed.pixels.count + canvas.height + indexed.pixels.count / 100 + colormap.count + 1024
        for _ in 0..<2 {
            var image = PNGImage.describing(width: canvas.width, height: canvas.height, format: format)
            image.colormap_entries = png_uint_32(indexed.palette.count)
            // zlib level 3, no row filters: a picture of flat runs compresses about as well at a third of the time.
            image.flags = png_uint_32(PNG_IMAGE_FLAG_FAST)
            var output = [UInt8](repeating: 0, count: capacity)
            var written = png_alloc_size_t(capacity)
            let ok = output.withUnsafeMutableBytes { memory in
                indexed.pixels.withUnsafeBytes { source in
                    colormap.withUnsafeBytes { palette in
                        png_image_write_to_memory(&image, memory.baseAddress, &written, 0, source.baseAddress, 0,
                                                  palette.isEmpty ? nil : palette.baseAddress)
                    }
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
    // libpng's `PNG_FORMAT_…` macros are expressions Swift does not import.
    /// `PNG_FORMAT_RGBA`: what the reader decodes to.
    static let formatRGBA = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
    /// `PNG_FORMAT_GRAY`: one grey level per pixel.
    static let formatGray = png_uint_32(0)
    /// `PNG_FORMAT_RGB_COLORMAP` and `PNG_FORMAT_RGBA_COLORMAP`: a palette index per pixel.
    static let formatRGBColormap = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_COLORMAP)
    static let formatRGBAColormap = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA | PNG_FORMAT_FLAG_COLORMAP)

    static func describing(width: Int, height: Int, format: png_uint_32) -> png_image {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = format
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
