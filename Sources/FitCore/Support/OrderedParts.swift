import Dispatch
import Foundation

/// Work on a long list cut into consecutive parts, done on several threads and joined in order: the
/// result, and the error thrown (the first failing part's, in order), are those of doing the parts one
/// after another, whatever the threads' timing.
enum OrderedParts {
    /// `body` applied to the parts of `0 ..< count` (`partSize` items each, the last one shorter), on up
    /// to `jobs` threads; the parts' results joined in order. One thread does it all when `jobs` is 1 or
    /// there is one part.
    static func map<Element: Sendable>(count: Int, partSize: Int, jobs: Int,
                                       _ body: @Sendable (Range<Int>) throws -> [Element]) throws -> [Element] {
        let partSize = max(partSize, 1)
        let partCount = (count + partSize - 1) / partSize
        guard jobs > 1, partCount > 1 else { return try body(0 ..< count) }
        let parts = Parts<Element>(count: partCount)
        DispatchQueue.concurrentPerform(iterations: min(jobs, partCount)) { _ in
            while let index = parts.next() {
                parts.finish(index, Result { try body(index * partSize ..< min((index + 1) * partSize, count)) })
            }
        }
        var out: [Element] = []
        for result in parts.results { out += try result.get() }
        return out
    }
}

/// The parts of one ``OrderedParts/map(count:partSize:jobs:_:)``, handed out in order and collected by index.
private final class Parts<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var collected: [Result<[Element], Error>?]

    init(count: Int) { collected = Array(repeating: nil, count: count) }

    /// The next part to do; nil when every part is taken or one has failed (later parts are not needed:
    /// the first failure in order is the one thrown).
    func next() -> Int? {
        lock.withLock {
            guard nextIndex < collected.count else { return nil }
            if collected[..<nextIndex].contains(where: { if case .failure = $0 { true } else { false } }) { return nil }
            nextIndex += 1
            return nextIndex - 1
        }
    }

    func finish(_ index: Int, _ result: Result<[Element], Error>) {
        lock.withLock { collected[index] = result }
    }

    /// Every part's result in order, up to and including the first failure.
    var results: [Result<[Element], Error>] {
        lock.withLock {
            var out: [Result<[Element], Error>] = []
            for case let result? in collected {
                out.append(result)
                if case .failure = result { break }
            }
            return out
        }
    }
}
