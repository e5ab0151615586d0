/// Which characters each face has a glyph for, kept per block of 256 code points as blocks are met:
/// choosing fonts asks for every character of every text, and a bit test is far cheaper than a
/// HarfBuzz call. Exactly what ``HarfBuzzFont/covers(_:)`` says, since it is filled from it.
///
/// One per ``Shaper`` (per worker): nothing is shared, so nothing is locked.
struct CoverageCache {
    /// Blocks kept per face: the Basic Multilingual Plane. Beyond it, HarfBuzz is asked each time.
    private static let blocksPerFace = 256
    /// Four words (256 bits) per face and block, face by face.
    private var bits: [UInt64] = []
    /// Whether a face's block has been filled in.
    private var known: [Bool] = []

    /// The last block asked for, known to be filled in: a text asks for the same block and face
    /// scalar after scalar.
    private var lastSlot = -1

    /// Whether `face` (an index into ``FontLibrary/faces``) covers `scalar`; `font` is that face's font.
    mutating func covers(_ scalar: UInt32, face: Int, font: () -> HarfBuzzFont) -> Bool {
        guard scalar < 0x1_0000 else { return font().covers(scalar) }
        let slot = face * Self.blocksPerFace + Int(scalar >> 8)
        if slot != lastSlot {
            fill(slot, scalar: scalar, font: font)
            lastSlot = slot
        }
        let bit = Int(scalar & 0xFF)
        return bits[slot * 4 + bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    /// Makes sure the block of `slot` is known.
    private mutating func fill(_ slot: Int, scalar: UInt32, font: () -> HarfBuzzFont) {
        let face = slot / Self.blocksPerFace
        if slot >= known.count {
            let count = (face + 1) * Self.blocksPerFace
            known.append(contentsOf: repeatElement(false, count: count - known.count))
            bits.append(contentsOf: repeatElement(0, count: count * 4 - bits.count))
        }
        if !known[slot] {
            let words = font().coverage(ofBlockFrom: scalar & ~0xFF)
            for i in 0..<4 { bits[slot * 4 + i] = words[i] }
            known[slot] = true
        }
    }
}
