/// Which lookups of a `GSUB` or `GPOS` table the contextual lookups of that table call (their
/// SequenceLookupRecords): a lookup that no feature lists may still be applied, nested in one that
/// a feature lists. Read from the raw table; HarfBuzz has no call for it.
struct NestedLookups {
    /// Per lookup index: the lookups it calls.
    private(set) var called: [Int: Set<Int>] = [:]

    /// `nil` when the table does not read.
    init?(table bytes: UnsafeRawBufferPointer, isPositioning: Bool) {
        guard bytes.count > 0 else { return }
        let table = BigEndianBytes(bytes: bytes)
        guard let listOffset = table.u16(8), let count = table.u16(listOffset) else { return nil }
        let (context, chained, extensionType) = isPositioning ? (7, 8, 9) : (5, 6, 7)
        for i in 0..<count {
            guard let offset = table.u16(listOffset + 2 + 2 * i) else { return nil }
            let lookup = listOffset + offset
            guard let type = table.u16(lookup), let subtables = table.u16(lookup + 4) else { return nil }
            for s in 0..<subtables {
                guard let subtableOffset = table.u16(lookup + 6 + 2 * s) else { return nil }
                var subtable = lookup + subtableOffset, subtableType = type
                if type == extensionType {   // format 1, the type it extends, a 32-bit offset
                    guard let extended = table.u16(subtable + 2), let target = table.u32(subtable + 4) else { return nil }
                    subtableType = extended
                    subtable += target
                }
                guard subtableType == context || subtableType == chained else { continue }
                var records: [Int] = []
                guard Self.lookupRecords(table, at: subtable, chained: subtableType == chained, into: &records) else { return nil }
                if !records.isEmpty { called[i, default: []].formUnion(records) }
            }
        }
    }

    /// Appends the lookup indices of a (chained) context subtable's SequenceLookupRecords
    /// (sequence index, lookup index); false when it does not read.
    private static func lookupRecords(_ table: BigEndianBytes, at subtable: Int, chained: Bool, into records: inout [Int]) -> Bool {
        guard let format = table.u16(subtable) else { return false }
        /// Reads `count` records of 4 bytes from `at`.
        func read(_ at: Int, _ count: Int) -> Bool {
            for r in 0..<count {
                guard let lookup = table.u16(at + 4 * r + 2) else { return false }
                records.append(lookup)
            }
            return true
        }
        /// A rule: (context) glyph count, record count, input − 1 values, records; (chained) backtrack
        /// count and values, input count and input − 1 values, lookahead count and values, record count, records.
        func rule(_ at: Int) -> Bool {
            if chained {
                guard let backtrack = table.u16(at) else { return false }
                var p = at + 2 + 2 * backtrack
                guard let input = table.u16(p) else { return false }
                p += 2 + 2 * max(input - 1, 0)
                guard let lookahead = table.u16(p) else { return false }
                p += 2 + 2 * lookahead
                guard let count = table.u16(p) else { return false }
                return read(p + 2, count)
            }
            guard let input = table.u16(at), let count = table.u16(at + 2) else { return false }
            return read(at + 4 + 2 * max(input - 1, 0), count)
        }
        /// Rule sets (formats 1 and 2): a count of sets from `at`, each a count of rules.
        func ruleSets(_ at: Int) -> Bool {
            guard let sets = table.u16(at) else { return false }
            for s in 0..<sets {
                guard let setOffset = table.u16(at + 2 + 2 * s) else { return false }
                guard setOffset != 0 else { continue }   // no rules for this glyph or class
                let set = subtable + setOffset
                guard let rules = table.u16(set) else { return false }
                for r in 0..<rules {
                    guard let ruleOffset = table.u16(set + 2 + 2 * r), rule(set + ruleOffset) else { return false }
                }
            }
            return true
        }
        switch (format, chained) {
        case (1, _):
            return ruleSets(subtable + 4)   // coverage, then the sets
        case (2, false):
            return ruleSets(subtable + 6)   // coverage, class definition, then the sets
        case (2, true):
            return ruleSets(subtable + 10)  // coverage, three class definitions, then the sets
        case (3, false):
            guard let input = table.u16(subtable + 2), let count = table.u16(subtable + 4) else { return false }
            return read(subtable + 6 + 2 * input, count)
        case (3, true):
            guard let backtrack = table.u16(subtable + 2) else { return false }
            var p = subtable + 4 + 2 * backtrack
            guard let input = table.u16(p) else { return false }
            p += 2 + 2 * input
            guard let lookahead = table.u16(p) else { return false }
            p += 2 + 2 * lookahead
            guard let count = table.u16(p) else { return false }
            return read(p + 2, count)
        default:
            return false
        }
    }

    /// `lookups` with every lookup they call, and those call, and so on.
    func closure(of lookups: Set<Int>) -> Set<Int> {
        var result = lookups, pending = Array(lookups)
        while let lookup = pending.popLast() {
            for callee in called[lookup] ?? [] where result.insert(callee).inserted { pending.append(callee) }
        }
        return result
    }

    /// Per lookup: the lookups that call it.
    func callers() -> [Int: Set<Int>] {
        var callers: [Int: Set<Int>] = [:]
        for (caller, callees) in called { for callee in callees { callers[callee, default: []].insert(caller) } }
        return callers
    }
}
