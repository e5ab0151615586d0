import CPNG

/// PNG bytes from 8-bit pixels with libpng's simplified writing API (`png_image_write_to_memory`).
///
/// The output holds IHDR, sRGB, PLTE (and tRNS for transparent palette colours), IDAT and IEND only —
/// no time, text or varying gamma chunk — so the same pixels give the same bytes on every run.
enum PNGEncoder {
    /// What a pixel's byte is.
    enum Pixels {
        /// A grey level.
        case gray
        /// An index into `colormap`: `entries` colours of 3 bytes (RGB) or, `hasAlpha`, 4 (RGBA).
        case palette(colormap: [UInt8], entries: Int, hasAlpha: Bool)
    }

    /// The PNG file of `width` × `height` pixels, one byte each, row after row.
    /// - Throws: ``PNGError`` when libpng reports an error.
    static func encode(_ pixels: [UInt8], width: Int, height: Int, as kind: Pixels) throws -> [UInt8] {
        var format = PNGImage.formatGray
        var colormap: [UInt8] = []
        var entries = 0
        if case .palette(let map, let count, let hasAlpha) = kind {
            format = hasAlpha ? PNGImage.formatRGBAColormap : PNGImage.formatRGBColormap
            colormap = map
            entries = count
        }
        // A byte per pixel, a filter byte per row and zlib/chunk overhead: enough in practice for one pass.
        var capacity = pixels.count + height + pixels.count / 100 + colormap.count + 1024
        for _ in 0..<2 {
            var image = PNGImage.describing(width: width, height: height, format: format)
            image.colormap_entries = png_uint_32(entries)
            // zlib level 3, no row filters: a picture of flat runs compresses about as well at a third of the time.
            image.flags = png_uint_32(PNG_IMAGE_FLAG_FAST)
            var output = [UInt8](repeating: 0, count: capacity)
            var written = png_alloc_size_t(capacity)
            let ok = output.withUnsafeMutableBytes { memory in
                pixels.withUnsafeBytes { source in
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
