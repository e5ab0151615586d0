/// One entry of the ``LexCache``: a header (the build that wrote it), then each token as its kind, its
/// text, line and column, and a string literal's segments; numbers as LEB128, texts as a length and
/// UTF-8 bytes.
enum LexCacheEntry {
    static func encode(_ tokens: [SwiftToken], header: [UInt8]) -> [UInt8] {
        var bytes = header
        bytes.reserveCapacity(header.count + tokens.count * 12)
        func number(_ value: Int) {
            var rest = UInt64(max(0, value))
            repeat {
                let low = UInt8(rest & 0x7f)
                rest >>= 7
                bytes.append(rest == 0 ? low : low | 0x80)
            } while rest != 0
        }
        func text(_ string: String) {
            number(string.utf8.count)
            bytes.append(contentsOf: string.utf8)
        }
        number(tokens.count)
        for token in tokens {
            bytes.append(kindCode(token.kind))
            text(token.text)
            number(token.line)
            number(token.column)
            guard let literal = token.literal else { bytes.append(0); continue }
            bytes.append(1)
            number(literal.segments.count)
            for segment in literal.segments {
                switch segment {
                case .text(let value): bytes.append(0); text(value)
                case .interpolation: bytes.append(1)
                }
            }
        }
        return bytes
    }

    /// The tokens of `bytes`, or `nil` when it is not an entry of `header`'s build, or is cut short.
    static func decode(_ bytes: [UInt8], header: [UInt8]) -> [SwiftToken]? {
        guard bytes.count >= header.count, bytes[..<header.count].elementsEqual(header) else { return nil }
        var position = header.count
        func byte() -> UInt8? {
            guard position < bytes.count else { return nil }
            defer { position += 1 }
            return bytes[position]
        }
        func number() -> Int? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while let next = byte() {
                value |= UInt64(next & 0x7f) << shift
                if next & 0x80 == 0 { return value <= UInt64(Int.max) ? Int(value) : nil }
                shift += 7
                if shift > 56 { return nil }
            }
            return nil
        }
        func text() -> String? {
            guard let count = number(), count <= bytes.count - position else { return nil }
            defer { position += count }
            return String(decoding: bytes[position..<position + count], as: UTF8.self)
        }
        guard let count = number(), count <= bytes.count else { return nil }
        var tokens: [SwiftToken] = []
        tokens.reserveCapacity(count)
        for _ in 0..<count {
            guard let code = byte(), let kind = kind(code), let value = text(), let line = number(), let column = number(),
                  let hasLiteral = byte() else { return nil }
            var literal: SwiftStringLiteral?
            if hasLiteral == 1 {
                guard let segmentCount = number(), segmentCount <= bytes.count else { return nil }
                var segments: [SwiftStringLiteral.Segment] = []
                for _ in 0..<segmentCount {
                    switch byte() {
                    case 0: guard let part = text() else { return nil }; segments.append(.text(part))
                    case 1: segments.append(.interpolation)
                    default: return nil
                    }
                }
                literal = SwiftStringLiteral(segments: segments)
            } else if hasLiteral != 0 {
                return nil
            }
            tokens.append(SwiftToken(kind: kind, text: value, line: line, column: column, literal: literal))
        }
        return position == bytes.count ? tokens : nil
    }

    private static func kindCode(_ kind: SwiftToken.Kind) -> UInt8 {
        switch kind {
        case .identifier: return 0
        case .number: return 1
        case .string: return 2
        case .punctuation: return 3
        case .operator: return 4
        }
    }

    private static func kind(_ code: UInt8) -> SwiftToken.Kind? {
        switch code {
        case 0: return .identifier
        case 1: return .number
        case 2: return .string
        case 3: return .punctuation
        case 4: return .operator
        default: return nil
        }
    }
}
