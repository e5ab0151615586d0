import Foundation

/// Shaped texts by request, shared by all workers, so each unique short text (a label that comes back
/// across keys) is shaped once per run; longer texts are shaped each time (see ``longestText``).
///
/// Bounded in two generations: new entries go into the current one; when it holds half the
/// capacity it becomes the previous one and the older generation is dropped. A hit in the previous
/// generation moves the entry forward, so texts in use survive (least-recently-used, roughly) at
/// O(1) per call. Shaping happens outside the lock: two workers may shape the same text at once,
/// which costs time but never changes the result.
public final class ShapingCache: @unchecked Sendable {
    public let capacity: Int
    /// Texts longer than this, in UTF-8 bytes, are shaped without the cache: what comes back across
    /// keys is labels ("Cancel", "Done"), while sentences and paragraphs are nearly all unique, so
    /// hashing and keeping them cost time and memory and saved nothing (Minikin caches words, too).
    public let longestText: Int
    private let lock = NSLock()
    private var current: [Key: ShapedText] = [:]
    private var previous: [Key: ShapedText] = [:]

    public init(capacity: Int = 50_000, longestText: Int = 80) {
        self.capacity = max(capacity, 2)
        self.longestText = longestText
    }

    /// The shaped text for `request`, shaping it with `shaper` when not cached
    /// (``Shaper/shape(_:keepingGlyphs:cache:)``). What is kept is the shaping by design
    /// (``FontLibrary/designRequest(for:)``): every size between the two optical designs is blended
    /// from one entry.
    public func shaped(_ request: ShapingRequest, using shaper: Shaper) throws -> ShapedText {
        try shaper.shape(request, cache: self)
    }

    /// `design`, a request of ``FontLibrary/designRequest(for:)``, shaped with its glyphs before its
    /// blend: from the cache, else shaped with `shaper` and kept.
    func shapedDesign(_ design: ShapingRequest, using shaper: Shaper) throws -> ShapedText {
        guard design.text.utf8.count <= longestText else { return try shaper.shapeDesigns(design) }
        // The request (a whole paragraph, at times) is hashed here once; the look-ups in both
        // generations and the insertion after shaping hash only the stored number.
        let key = Key(design)
        if let hit = lookUp(key) { return hit }
        let shaped = try shaper.shapeDesigns(design)
        store(shaped, for: key)
        return shaped
    }

    /// Number of cached texts.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return current.count + previous.count
    }

    private func lookUp(_ key: Key) -> ShapedText? {
        lock.lock()
        defer { lock.unlock() }
        if let hit = current[key] { return hit }
        guard !previous.isEmpty, let hit = previous.removeValue(forKey: key) else { return nil }
        insert(hit, for: key)
        return hit
    }

    private func store(_ shaped: ShapedText, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        insert(shaped, for: key)
    }

    // Call with the lock held.
    private func insert(_ shaped: ShapedText, for key: Key) {
        if current.count >= capacity / 2 {
            previous = current
            current = [:]
        }
        current[key] = shaped
    }

    /// A request with its hash worked out once: dictionaries hash the number, and compare the
    /// requests themselves only when the numbers are equal.
    struct Key: Hashable {
        let request: ShapingRequest
        let hash: Int

        init(_ request: ShapingRequest) {
            self.request = request
            self.hash = request.hashValue
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        static func == (a: Key, b: Key) -> Bool { a.hash == b.hash && a.request == b.request }
    }
}
