/// Glyphs of words shaped alone, so that a word met again — in another text, another key, another
/// language's plural form — is not shaped again. Minikin's `LayoutCache` and Chrome's word cache do the
/// same; ``SpaceInteraction`` says when a font's words may be shaped apart from their neighbours.
///
/// A piece is a word (bytes up to the next space) or a run of spaces, in one *context*: font instance,
/// script and language, numbered by the ``Shaper``. One per ``Shaper`` (per worker), so nothing is
/// locked. An open-addressing table over one flat array: looking a word up hashes its bytes once and
/// allocates nothing.
struct WordShapeCache {
    /// One glyph as HarfBuzz gives it: font units; `cluster` is a UTF-8 offset (into the piece when
    /// cached, into the text once placed).
    struct Glyph: Equatable {
        // Five 32-bit fields, in this order: ``find`` copies stored glyphs as raw words.
        var glyph: UInt32
        var cluster: UInt32
        var xAdvance: Int32
        var xOffset: Int32
        var yOffset: Int32
    }

    /// What the cache knows of a piece.
    enum Found {
        /// Its glyphs, now appended.
        case found
        /// Shaped alone it would not match its run (see ``SpaceInteraction``): shape the run whole.
        case shapeRunWhole
        case missing
    }

    /// The cached pieces, one after the other, each as 32-bit words: context, byte count, glyph count
    /// (`UInt32.max`: ``Found/shapeRunWhole``), its bytes (padded to whole words), then five words
    /// per glyph. One piece lies in one or two cache lines: a look-up touches its slot and its piece,
    /// where separate arrays of entries, bytes and glyphs cost a cache miss each.
    private var storage: [UInt32] = []
    /// Per slot: the upper half of the piece's hash and its offset in `storage` plus one (0: empty).
    /// The count is a power of two.
    private var slots: [UInt64] = Array(repeating: 0, count: 1 << 15)
    private(set) var count = 0
    /// Words of storage kept before the cache starts again empty: bounds memory on huge catalogs.
    let storageLimit: Int

    init(storageLimit: Int = 1 << 22) {
        // `find` copies stored words into `Glyph`s byte for byte.
        precondition(MemoryLayout<Glyph>.size == 20 && MemoryLayout<Glyph>.stride == 20)
        self.storageLimit = storageLimit
        // Room for everything the cache may hold, from the start: the system hands out pages as they
        // are first written, so this costs no memory until used, and growing (copying every piece
        // kept, and touching new pages for the copy) never happens.
        storage.reserveCapacity(storageLimit + 4096)
    }

    /// FNV-1a over the piece's bytes, mixed with the context.
    static func hash(context: Int32, piece: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(UInt32(bitPattern: context))
        for byte in piece { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash ^ (hash >> 29)
    }

    /// Looks `piece` up; when found, appends its glyphs to `glyphs` with `clusterOffset` added.
    func find(context: Int32, piece: UnsafeBufferPointer<UInt8>, hash: UInt64,
              appendingTo glyphs: inout [Glyph], clusterOffset: UInt32) -> Found {
        let mask = slots.count - 1
        let tag = hash >> 32
        var slot = Int(truncatingIfNeeded: hash) & mask
        return storage.withUnsafeBufferPointer { words in
            while true {
                let entry = slots[slot]
                if entry == 0 { return .missing }
                if entry >> 32 == tag {
                    let at = Int(entry & 0xFFFF_FFFF) - 1
                    if words[at] == UInt32(bitPattern: context) && Int(words[at + 1]) == piece.count
                        && Self.same(words, at + 3, piece) {
                        let glyphCount = words[at + 2]
                        if glyphCount == UInt32.max { return .shapeRunWhole }
                        // The stored words are `Glyph`s as laid out in memory (five 32-bit fields):
                        // copied in one go, then their clusters moved to the piece's place.
                        let first = at + 3 + (piece.count + 3) / 4
                        let start = glyphs.count, count = Int(glyphCount)
                        glyphs.append(contentsOf: repeatElement(Glyph(glyph: 0, cluster: 0, xAdvance: 0, xOffset: 0, yOffset: 0),
                                                                count: count))
                        glyphs.withUnsafeMutableBufferPointer { all in
                            UnsafeMutableRawPointer(all.baseAddress! + start)
                                .copyMemory(from: words.baseAddress! + first, byteCount: count * MemoryLayout<Glyph>.stride)
                            if clusterOffset != 0 {
                                for g in start..<start + count { all[g].cluster &+= clusterOffset }
                            }
                        }
                        return .found
                    }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// Keeps `pieceGlyphs` (clusters relative to the piece), or `nil` for ``Found/shapeRunWhole``.
    mutating func insert(context: Int32, piece: UnsafeBufferPointer<UInt8>, hash: UInt64,
                         glyphs pieceGlyphs: UnsafeBufferPointer<Glyph>?) {
        if storage.count >= storageLimit { removeAll() }
        if (count + 1) * 2 > slots.count { grow() }
        let at = storage.count
        storage.append(UInt32(bitPattern: context))
        storage.append(UInt32(piece.count))
        storage.append(pieceGlyphs.map { UInt32($0.count) } ?? UInt32.max)
        var word: UInt32 = 0
        for (i, byte) in piece.enumerated() {
            word |= UInt32(byte) << (8 * UInt32(i & 3))
            if i & 3 == 3 { storage.append(word); word = 0 }
        }
        if piece.count & 3 != 0 { storage.append(word) }
        for glyph in pieceGlyphs ?? UnsafeBufferPointer(start: nil, count: 0) {
            storage.append(glyph.glyph)
            storage.append(glyph.cluster)
            storage.append(UInt32(bitPattern: glyph.xAdvance))
            storage.append(UInt32(bitPattern: glyph.xOffset))
            storage.append(UInt32(bitPattern: glyph.yOffset))
        }
        place(hash: hash, offset: at)
        count += 1
    }

    /// Whether the bytes stored from word `at` on are `piece`'s.
    private static func same(_ words: UnsafeBufferPointer<UInt32>, _ at: Int, _ piece: UnsafeBufferPointer<UInt8>) -> Bool {
        let stored = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(words)[(at * 4)...])
        for i in 0..<piece.count where stored[i] != piece[i] { return false }
        return true
    }

    private mutating func place(hash: UInt64, offset: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = (hash >> 32) << 32 | UInt64(offset + 1)
    }

    /// Doubles the slots; the stored pieces are re-hashed from their bytes and context.
    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        var at = 0
        let all = storage
        all.withUnsafeBufferPointer { words in
            let raw = UnsafeRawBufferPointer(words)
            while at < words.count {
                let context = Int32(bitPattern: words[at]), byteCount = Int(words[at + 1])
                let glyphCount = words[at + 2] == UInt32.max ? 0 : Int(words[at + 2])
                let bytes = UnsafeRawBufferPointer(rebasing: raw[((at + 3) * 4)..<((at + 3) * 4 + byteCount)])
                let hash = Self.hash(context: context, piece: bytes.assumingMemoryBound(to: UInt8.self))
                place(hash: hash, offset: at)
                at += 3 + (byteCount + 3) / 4 + 5 * glyphCount
            }
        }
    }

    private mutating func removeAll() {
        storage.removeAll(keepingCapacity: true)
        for i in slots.indices { slots[i] = 0 }
        count = 0
    }
}
