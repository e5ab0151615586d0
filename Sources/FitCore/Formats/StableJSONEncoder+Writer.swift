import Foundation

/// Writing a tree of ``StableJSONEncoder/Node``s as JSON bytes (``StableJSONEncoder``).
extension StableJSONEncoder {
    /// Writes a tree as `JSONEncoder` lays it out: pretty output indents by two spaces, puts
    /// `" : "` between key and value, and writes an empty container as an opening line, an empty line
    /// and the closing bracket.
    struct Writer {
        let context: Context
        var pretty: Bool { context.pretty }
        var bytes: [UInt8] = []

        init(context: Context) {
            self.context = context
            bytes.reserveCapacity(256)   // most objects are a few hundred bytes: fewer regrowths
        }

        mutating func write(_ node: Node, level: Int) {
            // A node is written once: its children are let go as they are written, so that a large
            // document is not held twice (as children and as the text they make).
            if let members = node.members {
                node.members = nil
                var sorted = sortedDroppingRepeats(members)
                open(UInt8(ascii: "{"))
                for index in sorted.indices {
                    member(sorted[index].key, at: index, level: level)
                    write(sorted[index].value, level: level + 1)
                    sorted[index].value = context.placeholder
                }
                close(UInt8(ascii: "}"), level: level)
            } else if var items = node.items {
                node.items = nil
                array(items.count, level: level) { writer, index in
                    writer.write(items[index], level: level + 1)
                    items[index] = writer.context.placeholder
                }
            } else {
                scalar(node.scalar ?? .null)
            }
        }

        /// An array of `count` items at `level`, the `index`-th written by `item`.
        mutating func array(_ count: Int, level: Int, _ item: (inout Writer, _ index: Int) -> Void) {
            open(UInt8(ascii: "["))
            for index in 0..<count {
                separate(index, level: level + 1)
                item(&self, index)
            }
            close(UInt8(ascii: "]"), level: level)
        }

        /// The key of the `index`-th member of an object at `level`, with what goes before and after it.
        mutating func member(_ key: String, at index: Int, level: Int) {
            separate(index, level: level + 1)
            string(key)
            colon()
        }

        /// ``member(_:at:level:)`` for a key known to need no escape (a field name in the source).
        mutating func member(_ key: StaticString, at index: Int, level: Int) {
            separate(index, level: level + 1)
            bytes.append(0x22)
            bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
            bytes.append(0x22)
            colon()
        }

        /// Bytes of a layout of the caller's own (brackets, separators, white space), as they are.
        mutating func layout(_ text: StaticString) {
            bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }

        /// `value` at nesting depth `level`, in this writer's layout.
        mutating func value<T: Encodable>(_ value: T, level: Int) throws {
            write(try StableJSONEncoder.node(for: value, codingPath: [], level: level, context: context), level: level)
        }

        private mutating func colon() {
            if pretty { bytes.append(0x20); bytes.append(0x3A); bytes.append(0x20) } else { bytes.append(0x3A) }
        }

        /// A number as ``StableJSONEncoder/number(_:)`` writes it. Lengths in a report are rounded to
        /// 0.01 pt: a value that is exactly the double of k / 100 is written from k's digits, as
        /// `description` (the shortest text that reads back the same) writes it — below 1e13, two texts
        /// with at most two decimals never read back as one double, and none takes an exponent. Not -0,
        /// which `description` writes with its sign.
        mutating func number(_ value: Double) {
            if abs(value) < 1e13, value != 0 || value.sign == .plus {
                let hundredths = (value * 100).rounded()
                if hundredths / 100 == value {
                    integer(Int64(hundredths) / 100, negative: hundredths < 0)
                    let fraction = Int(abs(Int64(hundredths)) % 100)
                    if fraction != 0 {
                        bytes.append(UInt8(ascii: "."))
                        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
                        if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
                    }
                    return
                }
            }
            scalar(StableJSONEncoder.number(value))
        }

        /// An integer's digits, with a minus sign when `negative` (also for a zero whole part of a
        /// negative number).
        mutating func integer(_ value: Int64, negative: Bool = false) {
            if negative || value < 0 { bytes.append(UInt8(ascii: "-")) }
            var magnitude = value.magnitude
            var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                         UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var count = 0
            withUnsafeMutableBytes(of: &digits) { buffer in
                repeat {
                    buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                    magnitude /= 10
                    count += 1
                } while magnitude > 0
                bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[(20 - count)...]))
            }
        }

        /// `true` or `false`.
        mutating func bool(_ value: Bool) { bytes.append(contentsOf: (value ? "true" : "false").utf8) }

        mutating func scalar(_ value: Node.Scalar) {
            switch value {
            case .null: bytes.append(contentsOf: "null".utf8)
            case .bool(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
            case .number(let text): bytes.append(contentsOf: text.utf8)
            case .string(let text): string(text)
            case .written(let written): bytes.append(contentsOf: written)
            }
        }

        /// Members in UTF-8 order of their keys; of a repeated key, the last one encoded.
        mutating func sortedDroppingRepeats(_ members: [(key: String, value: Node)]) -> [(key: String, value: Node)] {
            let keys = members.map(\.key)
            let order: [Int]
            if let known = context.orders[keys],
               zip(known.keys, keys).allSatisfy({ Self.compareUTF8($0, $1) == 0 }) {
                order = known.order
            } else {
                order = keys.indices.sorted { a, b in
                    let byKey = Self.compareUTF8(keys[a], keys[b])
                    return byKey != 0 ? byKey < 0 : a < b
                }
                if context.orders.count < 1_024 { context.orders[keys] = (keys, order) }
            }
            var sorted: [(key: String, value: Node)] = []
            sorted.reserveCapacity(members.count)
            for index in order {
                if let last = sorted.last, last.key == members[index].key { sorted.removeLast() }
                sorted.append(members[index])
            }
            return sorted
        }

        /// `a` and `b` compared byte by byte as UTF-8: negative, zero or positive.
        static func compareUTF8(_ a: String, _ b: String) -> Int {
            var a = a, b = b
            return a.withUTF8 { x in
                b.withUTF8 { y in
                    let common = min(x.count, y.count)
                    if common > 0, let p = x.baseAddress, let q = y.baseAddress {
                        let order = memcmp(p, q, common)
                        if order != 0 { return Int(order) }
                    }
                    return x.count - y.count
                }
            }
        }

        mutating func open(_ bracket: UInt8) {
            bytes.append(bracket)
            if pretty { bytes.append(0x0A) }
        }

        mutating func separate(_ index: Int, level: Int) {
            if index > 0 {
                bytes.append(0x2C)
                if pretty { bytes.append(0x0A) }
            }
            indent(level)
        }

        mutating func close(_ bracket: UInt8, level: Int) {
            if pretty {
                bytes.append(0x0A)
                indent(level)
            }
            bytes.append(bracket)
        }

        private mutating func indent(_ level: Int) {
            if pretty { bytes.append(contentsOf: repeatElement(0x20, count: 2 * level)) }
        }

        /// A string with `"`, `\` and control characters escaped; slashes and the rest as they are.
        mutating func string(_ text: String) {
            bytes.append(0x22)
            // Copied in runs between the bytes to escape: most strings are one run.
            var text = text
            text.withUTF8 { utf8 in
                var start = 0
                for index in 0..<utf8.count {
                    let byte = utf8[index]
                    guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                    if start < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index])) }
                    escape(byte)
                    start = index + 1
                }
                if start < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...])) }
            }
            bytes.append(0x22)
        }

        private mutating func escape(_ byte: UInt8) {
            switch byte {
            case 0x22, 0x5C: bytes.append(0x5C); bytes.append(byte)
            case 0x0A: bytes.append(0x5C); bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(0x5C); bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(0x5C); bytes.append(UInt8(ascii: "t"))
            case 0x08: bytes.append(0x5C); bytes.append(UInt8(ascii: "b"))
            case 0x0C: bytes.append(0x5C); bytes.append(UInt8(ascii: "f"))
            default:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            }
        }
    }
}
