import FitCore
import Foundation

/// The command line as the process got it: bytes, checked to be UTF-8 before they become strings.
///
/// Swift's `CommandLine.arguments` repairs invalid UTF-8 with U+FFFD, so a file name in another
/// encoding would turn into a path that names nothing, and the error would blame the file. Here it is
/// refused with its own one line instead.
enum RawArguments {
    /// The arguments of this process after the program name.
    static func current() throws -> [String] {
        let raw = (1..<Int(CommandLine.argc)).map { index -> [UInt8] in
            guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
            return Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
                                             count: strlen(pointer)))
        }
        return try decode(raw)
    }

    /// Each argument as a string.
    /// - Throws: ``InputError`` naming the first argument (1-based) that is not valid UTF-8, shown with
    ///   U+FFFD in place of its bad bytes, and the first bad byte.
    static func decode(_ arguments: [[UInt8]]) throws -> [String] {
        try arguments.enumerated().map { index, bytes in
            let text = String(decoding: bytes, as: UTF8.self)
            // The byte that breaks UTF-8 is 0x80 or more: always two hex digits.
            guard let invalid = UTF8Validation.firstInvalidByte(bytes) else { return text }
            throw InputError("argument \(index + 1) (\(quoted: text)) is not valid UTF-8 (byte 0x\(String(invalid.byte, radix: 16, uppercase: true)) "
                             + "at offset \(invalid.offset)); paths and texts on the command line must be UTF-8")
        }
    }
}
