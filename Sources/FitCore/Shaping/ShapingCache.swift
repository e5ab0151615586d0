import Foundation

/// Shaped texts by request, shared by all workers, so each unique text is shaped once per run.
///
/// Bounded in two generations: new entries go into the current one; when it holds half the
/// capacity it becomes the previous one and the older generation is dropped. A hit in the previous
/// generation moves the entry forward, so texts in use survive (least-recently-used, roughly) at
/// O(1) per call. Shaping happens outside the lock: two workers may shape the same text at once,
/// which costs time but never changes the result.
public final class ShapingCache: @unchecked Sendable {
    public let capacity: Int
    private let lock = NSLock()
    private var current: [ShapingRequest: ShapedText] = [:]
    private var previous: [ShapingRequest: ShapedText] = [:]

    public init(capacity: Int = 50_000) {
        self.capacity = max(capacity, 2)
    }

    /// The shaped text for `request`, shaping it with `shaper` when not cached.
    public func shaped(_ request: ShapingRequest, using shaper: Shaper) throws -> ShapedText {
        if let hit = lookUp(request) { return hit }
        let shaped = try shaper.shape(request)
        store(shaped, for: request)
        return shaped
    }

    /// Number of cached texts.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return current.count + previous.count
    }

    private func lookUp(_ request: ShapingRequest) -> ShapedText? {
        lock.lock()
        defer { lock.unlock() }
        if let hit = current[request] { return hit }
        guard !previous.isEmpty, let hit = previous.removeValue(forKey: request) else { return nil }
        insert(hit, for: request)
        return hit
    }

    private func store(_ shaped: ShapedText, for request: ShapingRequest) {
        lock.lock()
        defer { lock.unlock() }
        insert(shaped, for: request)
    }

    // Call with the lock held.
    private func insert(_ shaped: ShapedText, for request: ShapingRequest) {
        if current.count >= capacity / 2 {
            previous = current
            current = [:]
        }
        current[request] = shaped
    }
}
