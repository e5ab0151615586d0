/// What `GSUB`'s single (type 1) and alternate (type 3) substitution lookups may turn each glyph
/// into, per lookup: with ``closure(of:lookups:)``, the glyphs a glyph may end as once those lookups
/// have run, whatever the context. Read from the raw table.
struct GlyphSuccessors: Sendable {
    /// Per lookup index: glyph → the glyphs it may become.
    private(set) var byLookup: [Int: [UInt32: [UInt32]]] = [:]

    /// `nil` when a single or alternate subtable does not read.
    init?(gsub bytes: UnsafeRawBufferPointer) {
        guard bytes.count > 0 else { return }
        let table = BigEndianBytes(bytes: bytes)
        guard let listOffset = table.u16(8), let count = table.u16(listOffset) else { return nil }
        for i in 0..<count {
            guard let offset = table.u16(listOffset + 2 + 2 * i) else { return nil }
            let lookup = listOffset + offset
            guard let type = table.u16(lookup), let subtables = table.u16(lookup + 4) else { return nil }
            var map: [UInt32: [UInt32]] = [:]
            for s in 0..<subtables {
                guard let subtableOffset = table.u16(lookup + 6 + 2 * s) else { return nil }
                var subtable = lookup + subtableOffset, subtableType = type
                if type == 7 {   // extension: format 1, the type it extends, a 32-bit offset
                    guard let extended = table.u16(subtable + 2), let target = table.u32(subtable + 4) else { return nil }
                    subtableType = extended
                    subtable += target
                }
                guard subtableType == 1 || subtableType == 3 else { continue }
                guard let format = table.u16(subtable), let coverageOffset = table.u16(subtable + 2),
                      let coverage = OpenTypeCoverage(table, at: subtable + coverageOffset) else { return nil }
                for (index, glyph) in coverage.glyphs.enumerated() {
                    switch (subtableType, format) {
                    case (1, 1):   // a delta added to the glyph ID, modulo 65536
                        guard let delta = table.u16(subtable + 4) else { return nil }
                        map[UInt32(glyph), default: []].append(UInt32((glyph + delta) & 0xFFFF))
                    case (1, 2):   // a substitute per coverage index
                        guard let substitute = table.u16(subtable + 6 + 2 * index) else { return nil }
                        map[UInt32(glyph), default: []].append(UInt32(substitute))
                    case (3, 1):   // a set of alternates per coverage index
                        guard let setOffset = table.u16(subtable + 6 + 2 * index),
                              let alternates = table.u16(subtable + setOffset) else { return nil }
                        for a in 0..<alternates {
                            guard let alternate = table.u16(subtable + setOffset + 2 + 2 * a) else { return nil }
                            map[UInt32(glyph), default: []].append(UInt32(alternate))
                        }
                    default:
                        return nil
                    }
                }
            }
            if !map.isEmpty { byLookup[i] = map }
        }
    }

    /// What any of `lookups` may turn each glyph into, in one table.
    func combined(lookups: Set<Int>) -> [UInt32: [UInt32]] {
        var combined: [UInt32: [UInt32]] = [:]
        for lookup in lookups.sorted() {
            for (glyph, next) in byLookup[lookup] ?? [:] { combined[glyph, default: []].append(contentsOf: next) }
        }
        return combined
    }

    /// `glyphs` with every glyph `successors` may turn them into, and those into, and so on.
    static func closure(of glyphs: Set<UInt32>, successors: [UInt32: [UInt32]]) -> Set<UInt32> {
        guard !successors.isEmpty else { return glyphs }
        var result = glyphs, pending: [UInt32] = []
        for glyph in glyphs where successors[glyph] != nil { pending.append(glyph) }
        while let glyph = pending.popLast() {
            for next in successors[glyph] ?? [] where result.insert(next).inserted { pending.append(next) }
        }
        return result
    }
}
