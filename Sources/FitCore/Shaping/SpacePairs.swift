/// The glyphs a font's `GPOS` pair positioning (lookup type 2, also behind an extension, type 9) may
/// position against the space: read from the raw table, since HarfBuzz has no call that lists a pair
/// lookup's pairs, and its `hb_ot_layout_lookup_collect_glyphs` leaves out what a class-based pair
/// (format 2) gives every glyph of class 0 — the space, in most fonts.
///
/// A pair is listed when its value records are not all zero: the adjustment may still be zero at a
/// given instance of a variable font (Inter lists `, space` with only variation deltas, zero at
/// `wght` 400), which ``Shaper`` finds out by shaping the pair at the instance.
struct SpacePairs: Equatable {
    /// Glyphs `g` of a pair (g, space) whose values are not null: a word ending with `g` may be
    /// adjusted by the space after it.
    var before: Set<UInt32> = []
    /// Glyphs `g` of a pair (space, g) whose values are not null.
    var after: Set<UInt32> = []
    /// Glyphs `g` of a pair (space, g) in a subtable whose second value record is not empty: HarfBuzz
    /// then skips `g` as the first glyph of the lookup's next pair, whatever the values, so a word
    /// starting with `g` is never shaped alone.
    var afterAlways: Set<UInt32> = []
    /// The lookup flags of the lookups with such pairs, or'ed.
    var flags: UInt16 = 0

    var isEmpty: Bool { before.isEmpty && after.isEmpty && afterAlways.isEmpty }

    mutating func formUnion(_ other: SpacePairs) {
        before.formUnion(other.before)
        after.formUnion(other.after)
        afterAlways.formUnion(other.afterAlways)
        flags |= other.flags
    }

    /// The pairs of `gpos` (the raw table) with glyph `space`, per lookup index (lookups without
    /// any left out); `nil` when they cannot be listed: a table that does not read, or a pair of the
    /// space with every glyph of class 0.
    static func read(gpos bytes: UnsafeRawBufferPointer, space: UInt32) -> [Int: SpacePairs]? {
        let table = BigEndianBytes(bytes: bytes)
        guard bytes.count > 0 else { return [:] }
        guard let listOffset = table.u16(8), let count = table.u16(listOffset) else { return nil }
        var pairs: [Int: SpacePairs] = [:]
        for i in 0..<count {
            guard let offset = table.u16(listOffset + 2 + 2 * i) else { return nil }
            let lookup = listOffset + offset
            guard let type = table.u16(lookup), let flag = table.u16(lookup + 2),
                  let subtables = table.u16(lookup + 4) else { return nil }
            guard type == 2 || type == 9 else { continue }
            var found = SpacePairs()
            for s in 0..<subtables {
                guard let subtableOffset = table.u16(lookup + 6 + 2 * s) else { return nil }
                var subtable = lookup + subtableOffset
                if type == 9 {   // extension: format 1, the lookup type, a 32-bit offset
                    guard table.u16(subtable) == 1, let extended = table.u16(subtable + 2),
                          let target = table.u32(subtable + 4) else { return nil }
                    guard extended == 2 else { continue }
                    subtable += target
                }
                guard found.readPairs(table, at: subtable, space: space) else { return nil }
            }
            guard !found.isEmpty else { continue }
            found.flags = UInt16(flag)
            pairs[i] = found
        }
        return pairs
    }

    /// Adds the space's pairs of one PairPos subtable (format 1 or 2); false when they cannot be listed.
    private mutating func readPairs(_ table: BigEndianBytes, at subtable: Int, space: UInt32) -> Bool {
        guard let format = table.u16(subtable), let coverageOffset = table.u16(subtable + 2),
              let format1 = table.u16(subtable + 4), let format2 = table.u16(subtable + 6),
              let coverage = OpenTypeCoverage(table, at: subtable + coverageOffset) else { return false }
        let size1 = 2 * format1.nonzeroBitCount, size2 = 2 * format2.nonzeroBitCount
        switch format {
        case 1:
            // Per first glyph (in coverage order) a pair set: count, then (second glyph, value 1, value 2).
            guard let setCount = table.u16(subtable + 8) else { return false }
            let glyphs = coverage.glyphs
            for (index, first) in glyphs.enumerated() where index < setCount {
                guard let setOffset = table.u16(subtable + 10 + 2 * index),
                      let records = table.u16(subtable + setOffset) else { return false }
                let recordSize = 2 + size1 + size2
                for r in 0..<records {
                    let record = subtable + setOffset + 2 + r * recordSize
                    guard let second = table.u16(record).map(UInt32.init),
                          let null = table.allZero(record + 2, count: size1 + size2) else { return false }
                    if UInt32(first) == space {
                        if format2 != 0 { afterAlways.insert(second) } else if !null { after.insert(second) }
                    } else if second == space && !null {
                        before.insert(UInt32(first))
                    }
                }
            }
            return true
        case 2:
            // Class 1 × class 2 records of (value 1, value 2).
            guard let classDef1Offset = table.u16(subtable + 8), let classDef2Offset = table.u16(subtable + 10),
                  let class1Count = table.u16(subtable + 12), let class2Count = table.u16(subtable + 14),
                  let classes1 = ClassDefinition(table, at: subtable + classDef1Offset),
                  let classes2 = ClassDefinition(table, at: subtable + classDef2Offset) else { return false }
            let recordSize = size1 + size2
            func isNull(_ c1: Int, _ c2: Int) -> Bool? {
                table.allZero(subtable + 16 + (c1 * class2Count + c2) * recordSize, count: recordSize)
            }
            // (g, space): the space's column, every row.
            let spaceColumn = classes2.classOf(space)
            var rows = Set<Int>()
            if spaceColumn < class2Count {
                for c1 in 0..<class1Count {
                    guard let null = isNull(c1, spaceColumn) else { return false }
                    if !null { rows.insert(c1) }
                }
            }
            if !rows.isEmpty {
                var rowOf: [UInt32: Int] = [:]
                classes1.forEach { glyph, value in rowOf[glyph] = value }
                for glyph in coverage.glyphs where UInt32(glyph) != space && rows.contains(rowOf[UInt32(glyph)] ?? 0) {
                    before.insert(UInt32(glyph))
                }
            }
            // (space, g): the space's row, when the space is covered.
            guard coverage.glyphs.contains(Int(space)) else { return true }
            if format2 != 0 { return false }   // every glyph after the space is skipped: no list
            let spaceRow = classes1.classOf(space)
            guard spaceRow < class1Count else { return true }
            for c2 in 0..<class2Count {
                guard let null = isNull(spaceRow, c2) else { return false }
                guard !null else { continue }
                if c2 == 0 { return false }   // class 0: every glyph not listed
                after.formUnion(classes2.glyphs(ofClass: c2))
            }
            return true
        default:
            return false
        }
    }
}

/// An OpenType class definition table: glyph → class (0 for a glyph it does not list), read in place.
private struct ClassDefinition {
    private let table: BigEndianBytes
    private let offset: Int
    private let format: Int
    private let count: Int

    init?(_ table: BigEndianBytes, at offset: Int) {
        guard let format = table.u16(offset), format == 1 || format == 2,
              let count = table.u16(offset + (format == 1 ? 4 : 2)) else { return nil }
        self.table = table
        self.offset = offset
        self.format = format
        self.count = count
    }

    /// Each listed glyph with its class: format 1 is a start glyph, a count and a class per glyph;
    /// format 2 ranges of (start, end, class). Unreadable entries are left out.
    func forEach(_ body: (UInt32, Int) -> Void) {
        if format == 1 {
            guard let start = table.u16(offset + 2) else { return }
            for i in 0..<count {
                guard let value = table.u16(offset + 6 + 2 * i) else { return }
                body(UInt32(start + i), value)
            }
        } else {
            for i in 0..<count {
                guard let start = table.u16(offset + 4 + 6 * i), let end = table.u16(offset + 6 + 6 * i),
                      let value = table.u16(offset + 8 + 6 * i), start <= end else { return }
                for glyph in start...end { body(UInt32(glyph), value) }
            }
        }
    }

    func classOf(_ glyph: UInt32) -> Int {
        if format == 1 {
            guard let start = table.u16(offset + 2), Int(glyph) >= start, Int(glyph) < start + count else { return 0 }
            return table.u16(offset + 6 + 2 * (Int(glyph) - start)) ?? 0
        }
        for i in 0..<count {
            guard let start = table.u16(offset + 4 + 6 * i), let end = table.u16(offset + 6 + 6 * i) else { return 0 }
            if Int(glyph) >= start && Int(glyph) <= end { return table.u16(offset + 8 + 6 * i) ?? 0 }
        }
        return 0
    }

    func glyphs(ofClass value: Int) -> [UInt32] {
        var glyphs: [UInt32] = []
        forEach { glyph, c in if c == value { glyphs.append(glyph) } }
        return glyphs
    }
}
