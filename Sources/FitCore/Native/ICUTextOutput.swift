/// Text that the ICU shim writes into a caller's buffer as UTF-8, returning the length it needs.
enum ICUTextOutput {
    /// Calls `body` with a buffer of `capacity` bytes (and room for a NUL) and reads what it wrote;
    /// retries once with the length it asked for. A negative return (an ICU error) gives `""`.
    static func read(capacity: Int, _ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String {
        var size = capacity
        for _ in 0..<2 {
            var buffer = [CChar](repeating: 0, count: size + 1)
            let needed = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, Int32(size)) }
            if needed < 0 { return "" }
            if Int(needed) <= size {
                return String(decoding: buffer[0..<Int(needed)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            size = Int(needed)
        }
        return ""
    }
}
