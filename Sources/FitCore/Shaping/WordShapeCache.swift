/// Glyphs of words shaped alone, so that a word met again — in another text, another key, another
/// language's plural form — is not shaped again. Minikin's `LayoutCache` and Chrome's word cache do the
/// same; ``SpaceInteraction`` says when a font's words may be shaped apart from their neighbours.
///
/// A piece is a word (bytes up to the next space) or a run of spaces, in one *context*: font instance,
/// script and language, numbered by the ``Shaper``. One per ``Shaper`` (per worker), so nothing is
/// locked. An open-addressing table over flat arrays: looking a word up hashes its bytes once and
/// compares them with `memcmp`-like loops, with no allocation per look-up.
struct WordShapeCache {
    /// One glyph as HarfBuzz gives it: font units; `cluster` is a UTF-8 offset (into the piece when
    /// cached, into the text once placed).
    struct Glyph: Equatable {
        var glyph: UInt32
        var cluster: UInt32
        var xAdvance: Int32
        var xOffset: Int32
        var yOffset: Int32
    }

    /// What the cache knows of a piece.
    enum Found {
        /// Its glyphs: a range of ``glyphs``.
        case glyphs(Range<Int>)
        /// Shaped alone it would not match its run (see ``SpaceInteraction``): shape the run whole.
        case shapeRunWhole
        case missing
    }

    /// Glyphs of all cached pieces, piece after piece.
    private(set) var glyphs: [Glyph] = []
    private var bytes: [UInt8] = []
    private var entries: [Entry] = []
    /// Indices into `entries`, -1 where empty; the count is a power of two.
    private var slots: [Int32] = Array(repeating: -1, count: 1024)
    /// Glyphs (and bytes) kept before the cache starts again empty: bounds memory on huge catalogs.
    let glyphLimit: Int

    private struct Entry {
        var hash: UInt64
        var context: Int32
        var byteStart: Int32
        var byteCount: Int32
        var glyphStart: Int32
        /// -1: ``Found/shapeRunWhole``.
        var glyphCount: Int32
    }

    init(glyphLimit: Int = 1 << 20) {
        self.glyphLimit = glyphLimit
    }

    /// Number of cached pieces.
    var count: Int { entries.count }

    /// FNV-1a over the piece's bytes, mixed with the context.
    static func hash(context: Int32, piece: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(UInt32(bitPattern: context))
        for byte in piece { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash ^ (hash >> 29)
    }

    func find(context: Int32, piece: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Found {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { return .missing }
            let entry = entries[index]
            if entry.hash == hash && entry.context == context && same(entry, piece) {
                guard entry.glyphCount >= 0 else { return .shapeRunWhole }
                return .glyphs(Int(entry.glyphStart)..<Int(entry.glyphStart + entry.glyphCount))
            }
            slot = (slot + 1) & mask
        }
    }

    /// Keeps `pieceGlyphs` (clusters relative to the piece), or `nil` for ``Found/shapeRunWhole``.
    mutating func insert(context: Int32, piece: UnsafeBufferPointer<UInt8>, hash: UInt64,
                         glyphs pieceGlyphs: ArraySlice<Glyph>?) {
        if glyphs.count + bytes.count >= glyphLimit { removeAll() }
        if (entries.count + 1) * 2 > slots.count { grow() }
        let entry = Entry(hash: hash, context: context, byteStart: Int32(bytes.count), byteCount: Int32(piece.count),
                          glyphStart: Int32(glyphs.count), glyphCount: Int32(pieceGlyphs?.count ?? -1))
        bytes.append(contentsOf: piece)
        if let pieceGlyphs { glyphs.append(contentsOf: pieceGlyphs) }
        place(Int32(entries.count), hash: hash)
        entries.append(entry)
    }

    private func same(_ entry: Entry, _ piece: UnsafeBufferPointer<UInt8>) -> Bool {
        guard Int(entry.byteCount) == piece.count else { return false }
        return bytes.withUnsafeBufferPointer { stored in
            let start = Int(entry.byteStart)
            for i in 0..<piece.count where stored[start + i] != piece[i] { return false }
            return true
        }
    }

    private mutating func place(_ index: Int32, hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = index
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        for (index, entry) in entries.enumerated() { place(Int32(index), hash: entry.hash) }
    }

    private mutating func removeAll() {
        glyphs.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        for i in slots.indices { slots[i] = -1 }
    }
}
