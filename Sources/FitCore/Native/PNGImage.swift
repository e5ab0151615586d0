import CPNG

/// libpng's `png_image`, the control structure of its simplified API, shared by ``PNGEncoder`` and
/// ``PNGDecoder``: that API handles libpng's `longjmp` error path inside C, since Swift cannot `setjmp`.
enum PNGImage {
    // libpng's `PNG_FORMAT_…` macros are expressions Swift does not import.
    /// `PNG_FORMAT_RGBA`: what the decoder decodes to.
    static let formatRGBA = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
    /// `PNG_FORMAT_GRAY`: one grey level per pixel.
    static let formatGray = png_uint_32(0)
    /// `PNG_FORMAT_RGB_COLORMAP` and `PNG_FORMAT_RGBA_COLORMAP`: a palette index per pixel.
    static let formatRGBColormap = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_COLORMAP)
    static let formatRGBAColormap = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA | PNG_FORMAT_FLAG_COLORMAP)

    /// A `png_image` of this libpng version, empty (to read into) or of the given size and format.
    static func describing(width: Int = 0, height: Int = 0, format: png_uint_32 = 0) -> png_image {
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
