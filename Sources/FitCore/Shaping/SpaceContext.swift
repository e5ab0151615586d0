/// Where a chained context lookup reads the space as context (backtrack or lookahead), the glyphs a
/// word must start or end with for one of its rules to match across the space: a word whose first
/// glyphs match a start pattern, or whose last glyphs match an end pattern, may be changed by the
/// space beside it (and by what lies beyond), so it is shaped in its run.
///
/// A rule whose backtrack glyph `k` may be the space reads the word after that space from its first
/// glyph: backtrack `k − 1` … `0`, then the first input glyph. One whose lookahead glyph `k` may be
/// the space reads the word before it up to its last glyph: the last input glyph, then lookahead
/// `0` … `k − 1`. Inter's `calt` reads the space beside brackets, `×`, `*` and `x`: only words that
/// start or end that way are shaped in their run, where the lookup's glyphs taken whole are nearly
/// every glyph of the font. Only format 3 subtables (coverages) are read this way.
struct SpaceContext: Sendable, Equatable {
    /// Per rule reading a space before the word: the glyphs each of the word's first glyphs must be.
    var starts: [[GlyphBits]] = []
    /// Per rule reading a space after the word: the glyphs each of the word's last glyphs must be.
    var ends: [[GlyphBits]] = []

    /// The patterns of lookup `index` of `bytes` (a raw `GSUB` or `GPOS`); `nil` when a subtable is
    /// not a format 3 chained context, or does not read.
    static func read(table bytes: UnsafeRawBufferPointer, lookup index: Int, isPositioning: Bool, space: UInt32) -> SpaceContext? {
        let table = BigEndianBytes(bytes: bytes)
        guard let listOffset = table.u16(8), let offset = table.u16(listOffset + 2 + 2 * index) else { return nil }
        let lookup = listOffset + offset
        let (chained, extensionType) = isPositioning ? (8, 9) : (6, 7)
        guard let type = table.u16(lookup), let subtables = table.u16(lookup + 4) else { return nil }
        var context = SpaceContext()
        for s in 0..<subtables {
            guard let subtableOffset = table.u16(lookup + 6 + 2 * s) else { return nil }
            var subtable = lookup + subtableOffset, subtableType = type
            if type == extensionType {
                guard let extended = table.u16(subtable + 2), let target = table.u32(subtable + 4) else { return nil }
                subtableType = extended
                subtable += target
            }
            guard subtableType == chained, table.u16(subtable) == 3 else { return nil }
            // Format 3: backtrack count and coverages, input count and coverages, lookahead count and coverages.
            func coverages(at p: Int) -> (sets: [GlyphBits], next: Int)? {
                guard let count = table.u16(p) else { return nil }
                var sets: [GlyphBits] = []
                for c in 0..<count {
                    guard let coverageOffset = table.u16(p + 2 + 2 * c),
                          let coverage = OpenTypeCoverage(table, at: subtable + coverageOffset) else { return nil }
                    sets.append(GlyphBits(coverage.glyphs.map(UInt32.init)))
                }
                return (sets, p + 2 + 2 * count)
            }
            guard let backtrack = coverages(at: subtable + 2), let input = coverages(at: backtrack.next),
                  let lookahead = coverages(at: input.next), let first = input.sets.first, let last = input.sets.last
            else { return nil }
            for (k, set) in backtrack.sets.enumerated() where set.contains(space) {
                context.starts.append(backtrack.sets[0..<k].reversed() + [first])
            }
            for (k, set) in lookahead.sets.enumerated() where set.contains(space) {
                context.ends.append([last] + lookahead.sets[0..<k])
            }
        }
        return context
    }

    /// Whether `glyphs` (a word's, in order) may be changed by a rule reading a space before or after
    /// it. A rule changes only its input glyphs (``SpaceInteraction`` uses these patterns only where
    /// the lookups it calls substitute one glyph for one); a word shorter than a pattern does not
    /// hold that input, which lies in a word further on and is checked there, with the space beside
    /// that word at another place of the rule.
    func reads(_ glyphs: UnsafeBufferPointer<WordShapeCache.Glyph>) -> Bool {
        let n = glyphs.count
        for pattern in starts where n >= pattern.count {
            if pattern.indices.allSatisfy({ pattern[$0].contains(glyphs[$0].glyph) }) { return true }
        }
        for pattern in ends where n >= pattern.count {
            let first = n - pattern.count
            if pattern.indices.allSatisfy({ pattern[$0].contains(glyphs[first + $0].glyph) }) { return true }
        }
        return false
    }

    mutating func formUnion(_ other: SpaceContext) {
        starts += other.starts
        ends += other.ends
    }
}

/// A set of glyphs as bits, one per glyph ID: a look-up is a shift and a mask (a word shaped for the
/// word cache is checked against every pattern of ``SpaceContext``).
struct GlyphBits: Sendable, Equatable {
    private var words: [UInt64] = []

    init<S: Sequence>(_ glyphs: S) where S.Element == UInt32 {
        for glyph in glyphs {
            let word = Int(glyph >> 6)
            if word >= words.count { words.append(contentsOf: repeatElement(0, count: word + 1 - words.count)) }
            words[word] |= 1 << UInt64(glyph & 63)
        }
    }

    func contains(_ glyph: UInt32) -> Bool {
        let word = Int(glyph >> 6)
        return word < words.count && words[word] & (1 << UInt64(glyph & 63)) != 0
    }

    /// The glyphs, in order.
    var glyphs: [UInt32] {
        var glyphs: [UInt32] = []
        for (w, word) in words.enumerated() where word != 0 {
            for bit in 0..<64 where word & (1 << UInt64(bit)) != 0 { glyphs.append(UInt32(w * 64 + bit)) }
        }
        return glyphs
    }
}
