import CFreeType

/// A FreeType face (`FT_Face`), owned: one face of a font file, at one size and variable-font
/// instance at a time, whose glyphs it loads, renders and measures. Not thread-safe.
final class FreeTypeFace {
    private let face: FT_Face
    /// The library the face was opened with: freed only after its faces.
    private let library: FreeTypeLibrary

    /// Face `index` of the font file at `path`; `nil` when FreeType cannot open it.
    init?(library: FreeTypeLibrary, path: String, index: Int) {
        var face: FT_Face?
        guard library.withUnsafeLibrary({ FT_New_Face($0, path, index, &face) }) == 0, let face else { return nil }
        self.face = face
        self.library = library
    }

    deinit { FT_Done_Face(face) }

    // MARK: - Metrics

    /// `head`'s units per em, as the face gives it (0 for a font of bitmaps alone).
    var unitsPerEm: Int { Int(face.pointee.units_per_EM) }
    /// The ascender, in font units (positive, above the baseline).
    var ascender: Int { Int(face.pointee.ascender) }
    /// The descender, in font units (negative, below the baseline).
    var descender: Int { Int(face.pointee.descender) }

    /// The glyph the face's cmap maps `scalar` to; 0 when it maps none. The corresponding C function
    /// is `FT_Get_Char_Index`.
    func glyphIndex(for scalar: UInt32) -> UInt32 {
        FT_Get_Char_Index(face, FT_ULong(scalar))
    }

    /// A glyph's advance in font units, unscaled and unhinted (`FT_LOAD_NO_SCALE`); `nil` when it
    /// does not load.
    func unscaledAdvance(of glyph: UInt32) -> Int? {
        guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE)) == 0, let slot = face.pointee.glyph else { return nil }
        return Int(slot.pointee.advance.x)
    }

    // MARK: - Sizes and instances

    /// Whether the face has outlines (false for a font of bitmap strikes alone: colour emoji).
    var isScalable: Bool { face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 }
    /// The number of bitmap strikes.
    var strikeCount: Int { Int(face.pointee.num_fixed_sizes) }

    /// Selects the first bitmap strike and returns its size in pixels per em; `nil` when FreeType
    /// cannot select it.
    func selectFirstStrike() -> Double? {
        guard FT_Select_Size(face, 0) == 0 else { return nil }
        return Double(face.pointee.available_sizes[0].y_ppem) / 64
    }

    /// Sets the em size to `size` 1/64 pixels (at 72 dpi, a point is a pixel); false when FreeType
    /// cannot. The corresponding C function is `FT_Set_Char_Size`.
    func setPixelSize(_ size: Int) -> Bool {
        FT_Set_Char_Size(face, 0, FT_F26Dot6(size), 72, 72) == 0
    }

    /// Why ``setVariations(_:)`` failed.
    enum VariationError: Error {
        /// The face's variation axes do not read (not a variable font).
        case unreadableAxes
        /// FreeType refused the coordinates.
        case notSet
    }

    /// Moves the face to the instance `variations` name (axis tag and value in the axis's units);
    /// axes they do not name keep their defaults, and a tag named twice takes its first value.
    func setVariations(_ variations: [(tag: String, value: Double)]) throws(VariationError) {
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { throw .unreadableAxes }
        defer { library.withUnsafeLibrary { _ = FT_Done_MM_Var($0, master) } }
        let axes = UnsafeBufferPointer(start: master.pointee.axis, count: Int(master.pointee.num_axis))
        var coordinates = axes.map { $0.def }
        for (index, axis) in axes.enumerated() {
            let tag = String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: axis.tag >> $0) }, as: UTF8.self)
            if let variation = variations.first(where: { $0.tag == tag }) {
                coordinates[index] = FT_Fixed((variation.value * 65536).rounded())
            }
        }
        guard FT_Set_Var_Design_Coordinates(face, FT_UInt(coordinates.count), &coordinates) == 0 else { throw .notSet }
    }

    // MARK: - Glyph bitmaps

    /// A glyph's bitmap as FreeType left it in the face's slot: valid only inside the closure it is
    /// lent to, until the face loads another glyph.
    struct Bitmap {
        /// `abs(pitch) × rows` bytes: coverage (one byte per pixel) or premultiplied BGRA.
        var pixels: UnsafeBufferPointer<UInt8>
        var width: Int
        var rows: Int
        /// Bytes from one row to the next (negative: rows stored bottom up).
        var pitch: Int
        /// From the pen position to the bitmap's left edge, pixels.
        var left: Int
        /// From the baseline up to the bitmap's top edge, pixels.
        var top: Int
    }

    /// Renders a glyph unhinted and antialiased, its origin shifted by (`shiftX`, `shiftY`) 1/64
    /// pixels (y up), and lends its coverage bitmap to `body`; `nil` (and `body` not called) for an
    /// empty or broken glyph.
    @discardableResult
    func withUnsafeRenderedGlyph<R>(_ glyph: UInt32, shiftX: Int, shiftY: Int,
                                    _ body: (Bitmap) throws -> R) rethrows -> R? {
        var delta = FT_Vector(x: FT_Pos(shiftX), y: FT_Pos(shiftY))
        FT_Set_Transform(face, nil, &delta)
        guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_HINTING)) == 0,
              FT_Render_Glyph(face.pointee.glyph, FT_RENDER_MODE_NORMAL) == 0,
              let slot = face.pointee.glyph, let bitmap = Self.bitmap(slot) else { return nil }
        return try body(bitmap)
    }

    /// Loads a glyph of a colour bitmap font (`FT_LOAD_COLOR`) and lends its premultiplied BGRA
    /// bitmap, at the strike's size, to `body`; `nil` when the glyph has no colour bitmap.
    @discardableResult
    func withUnsafeColorGlyph<R>(_ glyph: UInt32, _ body: (Bitmap) throws -> R) rethrows -> R? {
        guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph,
              slot.pointee.bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue),
              let bitmap = Self.bitmap(slot) else { return nil }
        return try body(bitmap)
    }

    private static func bitmap(_ slot: FT_GlyphSlot) -> Bitmap? {
        let bitmap = slot.pointee.bitmap
        guard let buffer = bitmap.buffer, bitmap.rows > 0, bitmap.width > 0 else { return nil }
        let pitch = Int(bitmap.pitch), rows = Int(bitmap.rows)
        return Bitmap(pixels: UnsafeBufferPointer(start: buffer, count: abs(pitch) * rows), width: Int(bitmap.width),
                      rows: rows, pitch: pitch, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top))
    }
}
