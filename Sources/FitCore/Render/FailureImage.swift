/// How a failure picture is drawn: its scale and the limits that keep it small.
public struct FailureImageStyle: Sendable, Hashable {
    /// Pixels per point (2 = a Retina screen).
    public var scale: Double
    /// The largest picture, in pixels. A text that needs more is cut with a visible mark.
    public var maxWidth: Int
    public var maxHeight: Int
    /// Caption text size and the margin around everything, in points.
    public var captionPointSize: Double
    public var marginPoints: Double

    public init(scale: Double = 2, maxWidth: Int = 2400, maxHeight: Int = 2400,
                captionPointSize: Double = 11, marginPoints: Double = 12) {
        self.scale = scale
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.captionPointSize = captionPointSize
        self.marginPoints = marginPoints
    }
}

/// The picture of a failing cell, or of a group's row: a caption, the slot (each share of the row)
/// drawn to scale, and each text drawn exactly as it was measured — the same shaped glyphs at the
/// same positions, broken into the same lines.
///
/// What a slot shows is drawn in ink. What it does not show is drawn in red: lines below the line
/// limit, and every pixel left or right of the slot's edges. When lines are cut off, the last
/// visible line ends in `…` where a `UILabel` with tail truncation puts it, and the part of that line
/// the ellipsis hides follows it in red. Right-to-left lines are right-aligned; glyphs are drawn in
/// visual order (runs reordered by UAX #9 rule L2). A word split to fit is marked at the split.
///
/// In a row, each share is outlined (a failing member's in red) around its text's slot (filled);
/// a member's text is drawn within its share, red past its slot's edges; text running past a share
/// between two others is cut at the share's edge with a red dashed mark, as the picture's own edges cut.
public enum FailureImage {
    /// Draws `cell`: a ``Picture`` of the cell alone.
    /// - Parameters:
    ///   - rasterizer: draws the glyphs; FreeType faces are cached in it, so reuse one per worker.
    ///   - shapeCaption: shapes a caption line for drawing (the Shaper, in English); also gives the
    ///     `…` when none of the text's own fonts has one.
    public static func render(_ cell: FailureCell, style: FailureImageStyle = FailureImageStyle(),
                              rasterizer: GlyphRasterizer,
                              shapeCaption: (String) throws -> ShapedText) throws -> Canvas {
        try render(Picture(cell: cell), style: style, rasterizer: rasterizer, shapeCaption: shapeCaption)
    }

    /// Draws `picture` (see ``render(_:style:rasterizer:shapeCaption:)-(FailureCell,_,_,_)``).
    public static func render(_ picture: Picture, style: FailureImageStyle = FailureImageStyle(),
                              rasterizer: GlyphRasterizer,
                              shapeCaption: (String) throws -> ShapedText) throws -> Canvas {
        try PictureLayout(picture, style: style, rasterizer: rasterizer, shapeCaption: shapeCaption)
            .draw(rasterizer: rasterizer, shapeCaption: shapeCaption)
    }
}
