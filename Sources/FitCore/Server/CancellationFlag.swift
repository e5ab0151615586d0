import Foundation

/// Set when the client cancels a request (`notifications/cancelled`); the tool asks it between
/// steps of its work and stops.
public final class CancellationFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    public init() {}

    public var isCancelled: Bool { lock.withLock { cancelled } }

    func cancel() { lock.withLock { cancelled = true } }
}
