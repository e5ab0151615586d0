import CPNG

/// 8-bit RGBA pixels from a PNG file of any colour type, with libpng's simplified reading API
/// (`png_image_begin_read_from_memory`, `png_image_finish_read`). fitcheck writes PNGs and never reads
/// one: this is public for the tests, which look at the pictures written (`PNGReader` in Tests/TestSupport).
public enum PNGDecoder {
    /// The size of the PNG file `bytes` and its pixels, four bytes each (R, G, B, A), row after row.
    /// - Throws: ``PNGError`` when the bytes are not a PNG libpng can read.
    public static func decodeRGBA(_ bytes: [UInt8]) throws -> (width: Int, height: Int, pixels: [UInt8]) {
        var image = PNGImage.describing()
        defer { png_image_free(&image) }
        let begun = bytes.withUnsafeBytes { raw in
            png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count)
        }
        guard begun != 0 else { throw PNGError(PNGImage.message(image), "not a readable PNG") }
        image.format = PNGImage.formatRGBA
        let width = Int(image.width), height = Int(image.height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { raw in
            png_image_finish_read(&image, nil, raw.baseAddress, 0, nil)
        }
        guard finished != 0 else { throw PNGError(PNGImage.message(image), "PNG decoding failed") }
        return (width, height, pixels)
    }
}
