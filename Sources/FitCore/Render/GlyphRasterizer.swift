import Foundation  // links libm for the rounding calls

/// Draws shaped glyphs into a ``Canvas`` with FreeType, at exactly the positions layout measured.
///
/// Layout is unhinted and fractional, so glyphs load unhinted and each is shifted by its sub-pixel
/// pen position before antialiased rendering (``FreeTypeFace/withUnsafeRenderedGlyph(_:shiftX:shiftY:_:)``):
/// a glyph lands where its advances put it, not on the nearest whole pixel. One ``FreeTypeFace`` per
/// font file is kept open for the rasterizer's life. FreeType faces are not thread-safe: use one
/// rasterizer per worker.
public final class GlyphRasterizer {
    private let library: FreeTypeLibrary
    /// Open faces by font file path.
    private var faces: [String: FreeTypeFace] = [:]
    /// The pixel size each face was last set to, in 1/64 pixel, to skip redundant size changes.
    private var faceSizes: [String: Int] = [:]
    /// The strike size, in pixels per em, of each bitmap-only font (colour emoji).
    private var bitmapStrikes: [String: Double] = [:]

    /// - Throws: ``InputError`` when FreeType cannot start.
    public init() throws {
        library = try FreeTypeLibrary()
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
        // An empty or broken glyph draws nothing.
        face.withUnsafeRenderedGlyph(glyphID, shiftX: Int(((x - originX) * 64).rounded()),
                                     shiftY: Int(-((baseline - originY) * 64).rounded())) { bitmap in
            canvas.blend(coverage: bitmap.pixels, maskWidth: bitmap.width, maskHeight: bitmap.rows, rowPitch: bitmap.pitch,
                         x: Int(originX) + bitmap.left, y: Int(originY) - bitmap.top,
                         color: color, outsideColor: outsideColor, inkColumns: inkColumns)
        }
    }

    /// A glyph of a colour bitmap font (Noto Color Emoji: PNG strikes at 109 px): loaded in colour
    /// from its strike and scaled to `pixelSize`, its pixels composited as they are (an emoji is
    /// not tinted red past the slot's edge).
    private func drawColor(glyph glyphID: UInt32, face: FreeTypeFace, strike: Double, font: String, pixelSize: Double,
                           x: Double, baseline: Double, into canvas: inout Canvas) throws {
        face.withUnsafeColorGlyph(glyphID) { bitmap in
            let scale = pixelSize / strike
            canvas.composite(premultipliedBGRA: bitmap.pixels, width: bitmap.width, height: bitmap.rows,
                             rowPitch: bitmap.pitch, scale: scale,
                             x: x + Double(bitmap.left) * scale, y: baseline - Double(bitmap.top) * scale)
        }
    }

    /// The glyph a font maps `scalar` to, or `nil` when the font does not cover it.
    public func glyph(for scalar: Unicode.Scalar, font: String) throws -> UInt32? {
        let index = try face(font).glyphIndex(for: scalar.value)
        return index == 0 ? nil : index
    }

    /// A glyph's unhinted advance, in ems.
    public func advance(of glyphID: UInt32, font: String) throws -> Double {
        let face = try face(font)
        guard let advance = face.unscaledAdvance(of: glyphID) else { return 0 }
        return Double(advance) / Double(max(1, face.unitsPerEm))
    }

    /// The font's units per em (the denominator of every advance in font units).
    public func unitsPerEm(font: String) throws -> Int {
        try face(font).unitsPerEm
    }

    /// The font's ascender and descender (positive, below the baseline), in ems.
    public func verticalMetrics(font: String) throws -> (ascender: Double, descender: Double) {
        let face = try face(font)
        let unitsPerEm = Double(max(1, face.unitsPerEm))
        return (Double(face.ascender) / unitsPerEm, -Double(face.descender) / unitsPerEm)
    }

    // MARK: - Faces

    /// `name` is a font file, or a face of a collection as a shaped text names it (`file.ttc#3`); a
    /// variable font's instance is a face of its own, its axes set once.
    private func face(_ name: String, variations: [FontVariation] = []) throws -> FreeTypeFace {
        let key = Self.key(name, variations)
        if let face = faces[key] { return face }
        var path = name, index = 0
        if let hash = name.lastIndex(of: "#"), let number = Int(name[name.index(after: hash)...]),
           !FileManager.default.fileExists(atPath: name) {
            path = String(name[..<hash])
            index = number
        }
        guard let face = FreeTypeFace(library: library, path: path, index: index) else {
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
    private func setVariations(_ variations: [FontVariation], of face: FreeTypeFace, path: String) throws {
        do throws(FreeTypeFace.VariationError) {
            try face.setVariations(variations.map { ($0.tag, $0.value) })
        } catch .unreadableAxes {
            throw InputError(file: path, "FreeType cannot read this font's variation axes")
        } catch {
            throw InputError(file: path, "FreeType cannot set this font's variation axes")
        }
    }

    private func sizedFace(_ path: String, variations: [FontVariation] = [], pixelSize: Double) throws -> FreeTypeFace {
        let face = try face(path, variations: variations)
        // A font of bitmap strikes only (colour emoji): its one strike is selected once and scaled when drawn.
        if !face.isScalable, face.strikeCount > 0 {
            if bitmapStrikes[path] == nil {
                guard let strike = face.selectFirstStrike() else { throw InputError(file: path, "FreeType cannot select a bitmap size") }
                bitmapStrikes[path] = strike
            }
            return face
        }
        let size = Int((pixelSize * 64).rounded())
        let sizeKey = Self.key(path, variations)
        if faceSizes[sizeKey] != size {
            // 72 dpi makes one point one pixel; the caller has already multiplied by the scale.
            guard face.setPixelSize(size) else {
                throw InputError(file: path, "FreeType cannot set size \(pixelSize) px")
            }
            faceSizes[sizeKey] = size
        }
        return face
    }
}
