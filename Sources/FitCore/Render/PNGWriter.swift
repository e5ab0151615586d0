/// Encodes a ``Canvas`` as a PNG of one byte per pixel (``PNGEncoder``, libpng): 8-bit greyscale when
/// the picture has no colour, else 8-bit palette (at most 256 colours; see ``IndexedImage``), never
/// 32-bit RGBA. A failure picture is mostly background, and a byte per pixel compresses to a fraction
/// of four. The same pixels give the same bytes on every run.
public enum PNGWriter {
    /// The PNG file bytes for `canvas`.
    /// - Throws: ``PNGError`` when the canvas is empty or libpng reports an error.
    public static func encode(_ canvas: Canvas) throws -> [UInt8] {
        guard canvas.width > 0, canvas.height > 0 else {
            throw PNGError("cannot encode an empty \(canvas.width)×\(canvas.height) image")
        }
        let indexed = IndexedImage(canvas)
        var kind = PNGEncoder.Pixels.gray
        if indexed.kind == .palette {
            let opaque = indexed.isOpaque
            var colormap = [UInt8]()
            colormap.reserveCapacity(indexed.palette.count * 4)
            for color in indexed.palette {
                colormap += [color.red, color.green, color.blue]
                if !opaque { colormap.append(color.alpha) }
            }
            kind = .palette(colormap: colormap, entries: indexed.palette.count, hasAlpha: !opaque)
        }
        return try PNGEncoder.encode(indexed.pixels, width: canvas.width, height: canvas.height, as: kind)
    }
}
