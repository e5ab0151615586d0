import CFreeType
import Foundation  // links libm for the rounding calls

/// Draws shaped glyphs into a ``Canvas`` with FreeType, at exactly the positions layout measured.
///
/// Layout is unhinted and fractional, so glyphs load with `FT_LOAD_NO_HINTING` and each is shifted
/// by its sub-pixel pen position (`FT_Set_Transform`) before antialiased rendering: a glyph lands
/// where its advances put it, not on the nearest whole pixel. One `FT_Face` per font file is kept
/// open for the rasterizer's life. FreeType faces are not thread-safe: use one rasterizer per worker.
public final class GlyphRasterizer {
    private var library: FT_Library?
    /// Open faces by font file path.
    private var faces: [String: FT_Face] = [:]
    /// The pixel size each face was last set to, in 1/64 pixel, to skip redundant `FT_Set_Char_Size`.
    private var faceSizes: [String: FT_F26Dot6] = [:]
    /// The strike size, in pixels per em, of each bitmap-only font (colour emoji).
    private var bitmapStrikes: [String: Double] = [:]

    /// - Throws: ``InputError`` when FreeType cannot start.
    public init() throws {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, library != nil else { throw InternalError("FreeType failed to initialise") }
        self.library = library
    }

    deinit {
        for face in faces.values { FT_Done_Face(face) }
        FT_Done_FreeType(library)
    }

    /// Draws one glyph with its origin (pen position on the baseline) at (`x`, `baseline`) pixels.
    /// - Parameters:
    ///   - glyphID: a glyph index in the font (as HarfBuzz gives it), not a character.
    ///   - pixelSize: the em size in pixels (point size × scale).
    ///   - variations: the variable font's instance the glyph was shaped in (``ShapedRun/variations``).
    ///   - inkColumns: pixel columns drawn in `color`; others in `outsideColor` (see ``Canvas/blend``).
    public func draw(glyph glyphID: UInt32, font: String, variations: [FontVariation] = [], pixelSize: Double,
                     x: Double, baseline: Double, color: PixelColor, outsideColor: PixelColor? = nil,
                     inkColumns: Range<Int>? = nil, into canvas: inout Canvas) throws {
        let face = try sizedFace(font, variations: variations, pixelSize: pixelSize)
        if let strike = bitmapStrikes[font] {
            try drawColor(glyph: glyphID, face: face, strike: strike, font: font, pixelSize: pixelSize,
                          x: x, baseline: baseline, into: &canvas)
            return
        }
        let originX = x.rounded(.down), originY = baseline.rounded(.down)
        // FreeType's y axis points up, the canvas's down: a baseline 0.3 px lower is a shift of -0.3.
        var delta = FT_Vector(x: FT_Pos(((x - originX) * 64).rounded()), y: FT_Pos(-((baseline - originY) * 64).rounded()))
        FT_Set_Transform(face, nil, &delta)
        guard FT_Load_Glyph(face, glyphID, Int32(FT_LOAD_NO_HINTING)) == 0,
              FT_Render_Glyph(face.pointee.glyph, FT_RENDER_MODE_NORMAL) == 0,
              let slot = face.pointee.glyph else { return }  // an empty or broken glyph draws nothing
        let bitmap = slot.pointee.bitmap
        guard let buffer = bitmap.buffer, bitmap.rows > 0, bitmap.width > 0 else { return }
        let pitch = Int(bitmap.pitch)
        let rows = Int(bitmap.rows)
        let coverage = UnsafeBufferPointer(start: buffer, count: abs(pitch) * rows)
        canvas.blend(coverage: coverage, maskWidth: Int(bitmap.width), maskHeight: rows, rowPitch: pitch,
                     x: Int(originX) + Int(slot.pointee.bitmap_left), y: Int(originY) - Int(slot.pointee.bitmap_top),
                     color: color, outsideColor: outsideColor, inkColumns: inkColumns)
    }

    /// A glyph of a colour bitmap font (Noto Color Emoji: PNG strikes at 109 px): loaded in colour
    /// from its strike and scaled to `pixelSize`, its pixels composited as they are (an emoji is
    /// not tinted red past the slot's edge).
    private func drawColor(glyph glyphID: UInt32, face: FT_Face, strike: Double, font: String, pixelSize: Double,
                           x: Double, baseline: Double, into canvas: inout Canvas) throws {
        guard FT_Load_Glyph(face, glyphID, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph else { return }
        let bitmap = slot.pointee.bitmap
        guard let buffer = bitmap.buffer, bitmap.rows > 0, bitmap.width > 0,
              bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue) else { return }
        let scale = pixelSize / strike
        let rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        canvas.composite(premultipliedBGRA: UnsafeBufferPointer(start: buffer, count: abs(pitch) * rows),
                         width: Int(bitmap.width), height: rows, rowPitch: pitch, scale: scale,
                         x: x + Double(slot.pointee.bitmap_left) * scale,
                         y: baseline - Double(slot.pointee.bitmap_top) * scale)
    }

    /// The glyph a font maps `scalar` to, or `nil` when the font does not cover it.
    public func glyph(for scalar: Unicode.Scalar, font: String) throws -> UInt32? {
        let index = FT_Get_Char_Index(try face(font), FT_ULong(scalar.value))
        return index == 0 ? nil : index
    }

    /// A glyph's unhinted advance, in ems.
    public func advance(of glyphID: UInt32, font: String) throws -> Double {
        let face = try face(font)
        // With FT_LOAD_NO_SCALE the advance is in font units (FT_Get_Advance is not in the CFreeType shim).
        guard FT_Load_Glyph(face, glyphID, Int32(FT_LOAD_NO_SCALE)) == 0, let slot = face.pointee.glyph else { return 0 }
        return Double(slot.pointee.advance.x) / Double(max(1, face.pointee.units_per_EM))
    }

    /// The font's units per em (the denominator of every advance in font units).
    public func unitsPerEm(font: String) throws -> Int {
        Int(try face(font).pointee.units_per_EM)
    }

    /// The font's ascender and descender (positive, below the baseline), in ems.
    public func verticalMetrics(font: String) throws -> (ascender: Double, descender: Double) {
        let face = try face(font)
        let unitsPerEm = Double(max(1, face.pointee.units_per_EM))
        return (Double(face.pointee.ascender) / unitsPerEm, -Double(face.pointee.descender) / unitsPerEm)
    }

    // MARK: - Faces

    /// `name` is a font file, or a face of a collection as a shaped text names it (`file.ttc#3`); a
    /// variable font's instance is a face of its own, its axes set once.
    private func face(_ name: String, variations: [FontVariation] = []) throws -> FT_Face {
        let key = Self.key(name, variations)
        if let face = faces[key] { return face }
        var path = name, index = 0
        if let hash = name.lastIndex(of: "#"), let number = Int(name[name.index(after: hash)...]),
           !FileManager.default.fileExists(atPath: name) {
            path = String(name[..<hash])
            index = number
        }
        var face: FT_Face?
        guard FT_New_Face(library, path, index, &face) == 0, let face else {
            throw InputError(file: path, "FreeType cannot open this font file")
        }
        if !variations.isEmpty { try setVariations(variations, of: face, path: path) }
        faces[key] = face
        return face
    }

    /// The key of a face and instance in ``faces``: the name alone for the default instance.
    private static func key(_ name: String, _ variations: [FontVariation]) -> String {
        variations.isEmpty ? name : name + "@" + variations.map { "\($0.tag)=\($0.value)" }.joined(separator: ",")
    }

    /// Moves `face` to the instance `variations` name; axes they do not name keep their defaults.
    private func setVariations(_ variations: [FontVariation], of face: FT_Face, path: String) throws {
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else {
            throw InputError(file: path, "FreeType cannot read this font's variation axes")
        }
        defer { FT_Done_MM_Var(library, master) }
        let axes = UnsafeBufferPointer(start: master.pointee.axis, count: Int(master.pointee.num_axis))
        var coordinates = axes.map { $0.def }
        for (index, axis) in axes.enumerated() {
            let tag = String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: axis.tag >> $0) }, as: UTF8.self)
            if let variation = variations.first(where: { $0.tag == tag }) {
                coordinates[index] = FT_Fixed((variation.value * 65536).rounded())
            }
        }
        guard FT_Set_Var_Design_Coordinates(face, FT_UInt(coordinates.count), &coordinates) == 0 else {
            throw InputError(file: path, "FreeType cannot set this font's variation axes")
        }
    }

    private func sizedFace(_ path: String, variations: [FontVariation] = [], pixelSize: Double) throws -> FT_Face {
        let face = try face(path, variations: variations)
        // A font of bitmap strikes only (colour emoji): its one strike is selected once and scaled when drawn.
        if face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0, face.pointee.num_fixed_sizes > 0 {
            if bitmapStrikes[path] == nil {
                guard FT_Select_Size(face, 0) == 0 else { throw InputError(file: path, "FreeType cannot select a bitmap size") }
                bitmapStrikes[path] = Double(face.pointee.available_sizes[0].y_ppem) / 64
            }
            return face
        }
        let size = FT_F26Dot6((pixelSize * 64).rounded())
        let sizeKey = Self.key(path, variations)
        if faceSizes[sizeKey] != size {
            // 72 dpi makes one point one pixel; the caller has already multiplied by the scale.
            guard FT_Set_Char_Size(face, 0, size, 72, 72) == 0 else {
                throw InputError(file: path, "FreeType cannot set size \(pixelSize) px")
            }
            faceSizes[sizeKey] = size
        }
        return face
    }
}
