import Foundation

/// glibc's `malloc_trim`: gives the heap's free pages back to the operating system. Looked up at run
/// time with `dlsym`, once: it is not in Swift's Glibc module, and absent on macOS, where
/// ``trim()`` does nothing.
enum MallocTrim {
    private typealias Trim = @convention(c) (Int) -> Int32

    private static let function: Trim? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: Trim.self)
    }()

    /// `malloc_trim(0)` where the C library has it: frees as much as it can, keeping no padding.
    static func trim() {
        _ = function?(0)
    }
}
