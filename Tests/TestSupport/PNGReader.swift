import FitCore

/// Decodes a PNG (any colour type libpng reads, FitCore's `PNGDecoder`) into an RGBA `Canvas`: how
/// the tests check what a written picture shows. fitcheck itself never reads a PNG.
public enum PNGReader {
    /// The pixels of the PNG file `bytes`, converted to 8-bit RGBA.
    /// - Throws: ``PNGError`` when the bytes are not a PNG libpng can read.
    public static func decode(_ bytes: [UInt8]) throws -> Canvas {
        let image = try PNGDecoder.decodeRGBA(bytes)
        guard let canvas = Canvas(width: image.width, height: image.height, rgba: image.pixels) else {
            throw PNGError("PNG decoding failed")
        }
        return canvas
    }

    /// What a PNG file's header (IHDR) says: its size and how its pixels are stored.
    public struct Header: Sendable, Equatable {
        public var width: Int
        public var height: Int
        /// Bits per sample (per palette index, grey level or channel).
        public var bitDepth: Int
        /// PNG colour type: 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
        public var colorType: Int

        public static let gray = 0, palette = 3, rgba = 6
    }

    /// The header of the PNG file `bytes`, read from its first chunk.
    /// - Throws: ``PNGError`` when the bytes do not start with a PNG signature and an IHDR chunk.
    public static func header(_ bytes: [UInt8]) throws -> Header {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 29, Array(bytes.prefix(8)) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw PNGError("not a PNG file (no signature and IHDR chunk)")
        }
        func integer(at offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return Header(width: integer(at: 16), height: integer(at: 20), bitDepth: Int(bytes[24]), colorType: Int(bytes[25]))
    }
}
