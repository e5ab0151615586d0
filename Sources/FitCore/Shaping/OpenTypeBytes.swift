/// Reading OpenType layout tables from their raw bytes, where HarfBuzz has no call for what is needed.

/// Big-endian reads from a font table, bounds-checked: `nil` past the end.
struct BigEndianBytes {
    let bytes: UnsafeRawBufferPointer

    func u16(_ at: Int) -> Int? {
        guard at >= 0, at + 2 <= bytes.count else { return nil }
        return Int(bytes[at]) << 8 | Int(bytes[at + 1])
    }

    func u32(_ at: Int) -> Int? {
        guard let high = u16(at), let low = u16(at + 2) else { return nil }
        return high << 16 | low
    }

    /// Whether the `count` bytes from `at` are all zero.
    func allZero(_ at: Int, count: Int) -> Bool? {
        guard at >= 0, count >= 0, at + count <= bytes.count else { return nil }
        for i in at..<(at + count) where bytes[i] != 0 { return false }
        return true
    }
}

/// An OpenType coverage table: its glyphs in coverage-index order.
struct OpenTypeCoverage {
    let glyphs: [Int]

    init?(_ table: BigEndianBytes, at offset: Int) {
        guard let format = table.u16(offset), let count = table.u16(offset + 2) else { return nil }
        var glyphs: [Int] = []
        switch format {
        case 1:
            for i in 0..<count {
                guard let glyph = table.u16(offset + 4 + 2 * i) else { return nil }
                glyphs.append(glyph)
            }
        case 2:   // ranges: start, end, start coverage index
            for i in 0..<count {
                guard let start = table.u16(offset + 4 + 6 * i), let end = table.u16(offset + 6 + 6 * i),
                      start <= end else { return nil }
                glyphs.append(contentsOf: start...end)
            }
        default:
            return nil
        }
        self.glyphs = glyphs
    }
}
