import Testing
@testable import FitCore
import FitcheckTestSupport

/// The wrappers of Native/ against each other and against what the libraries are known to give:
/// HarfBuzz and FreeType agree on a font's glyphs and advances, clusters are byte offsets into the
/// whole text, and the ICU iterator asks for a bigger buffer rather than cutting its answer.
@Suite struct NativeWrapperTests {
    static let notoSans = Repository.path("Fonts/NotoSans-Regular.ttf")

    @Test func harfBuzzFaceOpensFontsOnly() throws {
        let face = try #require(HarfBuzzFace(path: Self.notoSans, index: 0))
        #expect(face.unitsPerEm == 1000)
        #expect(face.tableLength(HarfBuzzFont.tag("GPOS")) > 0)
        #expect(HarfBuzzFace(path: Repository.path("Fonts/OFL.txt"), index: 0) == nil)
        #expect(HarfBuzzFace(path: Repository.path("Fonts/no such font.ttf"), index: 0) == nil)
    }

    /// `item` is shaped with the rest of the text as context; clusters count from the text's start.
    @Test func bufferShapesAnItemOfTheText() throws {
        let font = try #require(HarfBuzzFont(path: Self.notoSans, index: 0))
        let buffer = HarfBuzzBuffer()
        var text = "xé AV"   // é is two UTF-8 bytes: "AV" is bytes 4..<6
        var glyphs: [(glyph: UInt32, cluster: UInt32, advance: Int32)] = []
        text.withUTF8 { utf8 in
            buffer.shape(utf8, item: 4..<6, font: font, script: HarfBuzzFont.tag("Latn"), isRightToLeft: false,
                         language: HarfBuzzLanguage("en"))
        }
        buffer.forEachGlyph { glyph, cluster, xAdvance, _, _ in glyphs.append((glyph, cluster, xAdvance)) }
        #expect(glyphs.map(\.cluster) == [4, 5])
        #expect(glyphs.map(\.glyph) == [font.nominalGlyph(0x41), font.nominalGlyph(0x56)])
        // Kerned: A before V is narrower than A alone.
        var alone = "A"
        var aloneAdvance: Int32 = 0
        alone.withUTF8 { utf8 in
            buffer.shape(utf8, item: 0..<1, font: font, script: HarfBuzzFont.tag("Latn"), isRightToLeft: false,
                         language: HarfBuzzLanguage("en"))
        }
        buffer.forEachGlyph { _, _, xAdvance, _, _ in aloneAdvance = xAdvance }
        #expect(glyphs[0].advance < aloneAdvance)
    }

    @Test func freeTypeAndHarfBuzzAgreeOnGlyphsAndAdvances() throws {
        let library = try FreeTypeLibrary()
        let face = try #require(FreeTypeFace(library: library, path: Self.notoSans, index: 0))
        let font = try #require(HarfBuzzFont(path: Self.notoSans, index: 0))
        #expect(face.unitsPerEm == 1000)
        #expect(face.isScalable)
        let buffer = HarfBuzzBuffer()
        for scalar in "Wil€".unicodeScalars {
            let glyph = face.glyphIndex(for: scalar.value)
            #expect(glyph != 0 && glyph == font.nominalGlyph(scalar.value))
            var text = String(scalar)
            var advance: Int32 = 0
            text.withUTF8 { buffer.shape($0, item: 0..<Int32($0.count), font: font, script: HarfBuzzFont.tag("Latn"),
                                         isRightToLeft: false, language: HarfBuzzLanguage("en")) }
            buffer.forEachGlyph { _, _, xAdvance, _, _ in advance = xAdvance }
            #expect(face.unscaledAdvance(of: glyph) == Int(advance), "\(scalar)")
        }
        #expect(face.glyphIndex(for: 0x0915) == 0)   // क: not in Noto Sans
    }

    @Test func renderedGlyphIsLentWithItsMetrics() throws {
        let face = try #require(FreeTypeFace(library: try FreeTypeLibrary(), path: Self.notoSans, index: 0))
        #expect(face.setPixelSize(20 * 64))
        let size = face.withUnsafeRenderedGlyph(face.glyphIndex(for: 0x48), shiftX: 0, shiftY: 0) { bitmap in
            (bitmap.width, bitmap.rows, bitmap.pixels.count == abs(bitmap.pitch) * bitmap.rows, bitmap.pixels.contains(255))
        }
        let (width, rows, sized, inked) = try #require(size)
        #expect((10...16).contains(width) && (13...16).contains(rows), "H at 20 px: \(width)×\(rows)")
        #expect(sized && inked)
        // The space has no outline: nothing is lent.
        #expect(face.withUnsafeRenderedGlyph(face.glyphIndex(for: 0x20), shiftX: 0, shiftY: 0) { _ in true } == nil)
    }

    @Test func breakIteratorAsksForRoomItLacks() throws {
        let iterator = try ICUBreakIterator(.line, locale: "en")
        var text = "one two three four"
        var offsets = [Int32](repeating: 0, count: 2), mandatory = [UInt8](repeating: 0, count: 2)
        let count = text.withUTF8 { utf8 in
            offsets.withUnsafeMutableBufferPointer { offsets in
                mandatory.withUnsafeMutableBufferPointer { iterator.boundaries(utf8, offsets: offsets, mandatory: $0) }
            }
        }
        #expect(count == 4)   // after "one ", "two ", "three ", and the end
        #expect(offsets == [4, 8])
        #expect(mandatory == [0, 0])
    }
}
