import CPNG

/// Decodes a PNG (any colour type libpng reads) into an RGBA ``Canvas``.
///
/// Used by the tests to check what an image shows, and by anyone who needs to look at a written
/// picture. Built on libpng's simplified read API, which keeps libpng's `longjmp` inside C.
public enum PNGReader {
    /// The pixels of the PNG file `bytes`, converted to 8-bit RGBA.
    /// - Throws: ``PNGError`` when the bytes are not a PNG libpng can read.
    public static func decode(_ bytes: [UInt8]) throws -> Canvas {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
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
        guard finished != 0, let canvas = Canvas(width: width, height: height, rgba: pixels) else {
            throw PNGError(PNGImage.message(image), "PNG decoding failed")
        }
        return canvas
    }
}
