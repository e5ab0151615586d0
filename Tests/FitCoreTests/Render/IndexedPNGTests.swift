import Testing
@testable import FitCore
import FitcheckTestSupport

/// Pictures are written a byte per pixel (issue 20): 8-bit palette, or 8-bit grey when there is no
/// colour, never 32-bit RGBA; decoded back they show what was drawn.
@Suite struct IndexedPNGTests {
    /// A typical failure: a German label two lines long in a one-line slot, at 2×.
    static func typicalPicture() throws -> Canvas {
        let shaped = try RenderTestSupport.shaped("Benachrichtigungen für neue Nachrichten verwalten", language: "de")
        let parameters = FitParameters(pointSize: 17, slotWidth: 358, maxLines: 1, lineHeight: 22)
        let cell = FailureCell(key: "settings.notifications", language: "de", variant: "", containerWidth: 390,
                               textSize: "body L", shaped: shaped, measurement: Judge.measure(shaped, parameters),
                               parameters: parameters)
        #expect(cell.measurement.lines.count == 2)
        return try FailureImage.render(cell, rasterizer: try GlyphRasterizer(),
                                       shapeCaption: RenderTestSupport.captionShaper())
    }

    /// Per pixel, the squared distance between two canvases' colours over the four channels.
    static func distances(_ a: Canvas, _ b: Canvas) -> [Int] {
        stride(from: 0, to: a.pixels.count, by: 4).map { i in
            (0..<4).reduce(0) { sum, c in
                let d = Int(a.pixels[i + c]) - Int(b.pixels[i + c])
                return sum + d * d
            }
        }
    }

    @Test func aFailurePictureIsAPaletteImageShowingWhatWasDrawn() throws {
        let canvas = try Self.typicalPicture()
        let png = try PNGWriter.encode(canvas)
        let header = try PNGReader.header(png)
        #expect(header.colorType == PNGReader.Header.palette)
        #expect(header.bitDepth == 8)
        #expect(header.width == canvas.width && header.height == canvas.height)
        #expect(png.count < 30 * 1024)
        #expect(PNGRoundTripTests.chunkTypes(png).contains("PLTE"))

        // The same look: every pixel as drawn, but for antialiasing shades the palette has no room
        // for, each drawn as a close neighbour.
        let decoded = try PNGReader.decode(png)
        let distances = Self.distances(decoded, canvas)
        // (Measured: 2 % of the pixels, edge shades, at most 6 levels off in a channel.)
        let changed = distances.filter { $0 > 0 }.count
        #expect(changed < canvas.width * canvas.height * 3 / 100)
        #expect(distances.max() ?? 0 <= 3 * 8 * 8)
        // Text where the text is: ink in the slot, red below the line limit.
        let slot = try #require(PixelRegions.slotOutline(decoded))
        let inside = PixelRegions.count(decoded, x: slot.minX..<slot.maxX + 1, y: slot.minY..<slot.maxY + 1)
        let below = PixelRegions.count(decoded, x: 0..<decoded.width, y: slot.maxY + 1..<decoded.height)
        #expect(inside.dark > 1000)
        #expect(below.red > 1000)
        // Twin: the old encoding (a byte per channel) would hold four times the samples; the palette
        // file is smaller than the raw pixels' palette indices alone.
        #expect(png.count < canvas.width * canvas.height)
    }

    @Test func aPictureWithoutColourIsWrittenInGrey() throws {
        var canvas = Canvas(width: 40, height: 20)
        canvas.fill(x: 5, y: 5, width: 20, height: 4, color: PixelColor(red: 90, green: 90, blue: 90))
        canvas.fill(x: 5, y: 12, width: 20, height: 4, color: PixelColor(red: 20, green: 20, blue: 20))
        let png = try PNGWriter.encode(canvas)
        #expect(try PNGReader.header(png).colorType == PNGReader.Header.gray)
        #expect(try PNGReader.decode(png).pixels == canvas.pixels)
        // Twin: one coloured pixel makes it a palette image, still exact.
        canvas.fill(x: 30, y: 2, width: 1, height: 1, color: .overflow)
        let coloured = try PNGWriter.encode(canvas)
        #expect(try PNGReader.header(coloured).colorType == PNGReader.Header.palette)
        #expect(try PNGReader.decode(coloured).pixels == canvas.pixels)
    }

    @Test func thousandsOfColoursBecomeTheClosest256() throws {
        // 10,000 different colours, as a colour emoji's shading might bring.
        var rgba = [UInt8]()
        for y in 0..<100 {
            for x in 0..<100 { rgba += [UInt8(x * 255 / 99), UInt8(y * 255 / 99), UInt8((x + y) * 255 / 198), 255] }
        }
        let canvas = try #require(Canvas(width: 100, height: 100, rgba: rgba))
        let png = try PNGWriter.encode(canvas)
        #expect(try PNGReader.header(png).colorType == PNGReader.Header.palette)
        let decoded = try PNGReader.decode(png)
        let distances = Self.distances(decoded, canvas)
        let meanDistance = Double(distances.reduce(0, +)) / Double(distances.count)
        // A shade or two per channel on average, not a different picture.
        #expect(meanDistance < 3 * 12 * 12)
        #expect(distances.filter { $0 > 0 }.count > 5000)   // it was quantised, not stored exactly
        // The same canvas gives the same bytes.
        #expect(try PNGWriter.encode(canvas) == png)
    }

    @Test func theHeaderOfSomethingElseIsAnError() {
        #expect(throws: PNGError.self) { try PNGReader.header(Array("GIF89a, not a PNG at all, no".utf8)) }
    }
}
