import Testing
@testable import FitCore
import FitcheckTestSupport

/// PNGWriter and PNGReader: what is written reads back as the same pixels, in the same bytes every time.
@Suite struct PNGRoundTripTests {
    /// A small canvas where every pixel differs, alpha included.
    static func gradient(width: Int, height: Int) -> Canvas {
        var rgba = [UInt8]()
        for y in 0..<height {
            for x in 0..<width {
                rgba += [UInt8(x * 37 % 256), UInt8(y * 53 % 256), UInt8((x + y) * 11 % 256), UInt8(255 - x * 3 % 256)]
            }
        }
        return Canvas(width: width, height: height, rgba: rgba)!
    }

    @Test func writtenPixelsReadBackUnchanged() throws {
        let canvas = Self.gradient(width: 13, height: 7)
        let decoded = try PNGReader.decode(try PNGWriter.encode(canvas))
        #expect(decoded.width == 13)
        #expect(decoded.height == 7)
        #expect(decoded.pixels == canvas.pixels)
        // Twin: a canvas that differs in one pixel does not read back equal.
        var other = canvas
        other.fill(x: 4, y: 3, width: 1, height: 1, color: .white)
        #expect(try PNGReader.decode(try PNGWriter.encode(other)).pixels != canvas.pixels)
    }

    @Test func sameCanvasGivesSameBytesWithoutVaryingChunks() throws {
        let canvas = Self.gradient(width: 40, height: 30)
        let first = try PNGWriter.encode(canvas)
        #expect(first == (try PNGWriter.encode(canvas)))
        #expect(Array(first.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let chunks = Self.chunkTypes(first)
        #expect(chunks.first == "IHDR")
        #expect(chunks.last == "IEND")
        #expect(chunks.contains("IDAT"))
        #expect(!chunks.contains("tIME") && !chunks.contains("tEXt") && !chunks.contains("gAMA"))
    }

    @Test func garbageIsAnErrorNotACrash() {
        #expect(throws: PNGError.self) { try PNGReader.decode(Array("not a png".utf8)) }
        #expect(throws: PNGError.self) { try PNGWriter.encode(Canvas(width: 0, height: 5)) }
    }

    /// Chunk type names in file order.
    static func chunkTypes(_ png: [UInt8]) -> [String] {
        var types = [String](), offset = 8
        while offset + 8 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }
}
