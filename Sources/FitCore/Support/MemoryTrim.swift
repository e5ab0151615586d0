import Foundation

/// Gives freed heap memory back to the operating system, where the C library allows it (glibc's
/// `malloc_trim`; elsewhere nothing). Called once a large, short-lived structure is gone, so that
/// the peak memory of a run is not the sum of its phases.
enum MemoryTrim {
    private typealias Trim = @convention(c) (Int) -> Int32

    /// `malloc_trim`, looked up once: it is not in Swift's Glibc module, and absent on macOS.
    private static let trim: Trim? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: Trim.self)
    }()

    static func releaseFreePages() {
        _ = trim?(0)
    }
}
