import Foundation

/// Encodes `Encodable` values into the bytes ``StableJSON`` promises — the same bytes as Foundation's
/// `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes` (and `.prettyPrinted` when asked), held
/// to it by a test. Keys are compared as UTF-8 bytes, each object shape is sorted once, and a value
/// that conforms to ``StableJSONWritable`` writes itself.
///
/// Each value's members are collected into ``Node``s and written, keys in UTF-8 order (a key encoded
/// twice keeps its last value, as with `JSONEncoder`), as soon as the value has encoded itself: what
/// is kept is bytes, not a tree of the whole document (a 10,000-key report has 5 million values).
/// One difference: two keys spelled differently but canonically equivalent (NFC and NFD "é") are both
/// written, where `JSONEncoder` keeps one; fitcheck's keys are field names, language tags and verdicts.
struct StableJSONEncoder {
    var pretty: Bool

    func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let context = Context(pretty: pretty)
        let root = try Self.node(for: value, codingPath: [], level: 0, context: context)
        var writer = Writer(context: context)
        writer.write(root, level: 0)
        return writer.bytes
    }

    /// What the encoders of one document share: the layout, and the sorted order of each object shape.
    final class Context {
        let pretty: Bool
        /// Sorted order by key sequence: the objects of one type come with the same keys in the same
        /// order, so each shape is sorted once. The keys are kept to be compared byte for byte on a hit
        /// (a dictionary of strings takes canonically equivalent spellings, NFC and NFD, for one key).
        var orders: [[String]: (keys: [String], order: [Int])] = [:]
        /// What stands in for a child once it is written.
        let placeholder = Node(.null)

        init(pretty: Bool) { self.pretty = pretty }
    }

    // MARK: - The tree

    /// One value on its way to the writer: a scalar, or a container that nested encoders fill in.
    final class Node {
        /// `written`: an object or array already written out, at its level.
        enum Scalar { case null, bool(Bool), number(String), string(String), written([UInt8]) }
        // Unchecked: a node is filled and read by one thread, one access at a time, and the checks
        // cost more than the writes.
        @exclusivity(unchecked) var scalar: Scalar?
        @exclusivity(unchecked) var items: [Node]?
        /// In the order encoded; sorted (and repeated keys dropped) when written.
        @exclusivity(unchecked) var members: [(key: String, value: Node)]?

        init(_ scalar: Scalar? = nil) { self.scalar = scalar }

        func makeObject() { if members == nil { scalar = nil; items = nil; members = [] } }
        func makeArray() { if items == nil { scalar = nil; members = nil; items = [] } }
    }

    /// The node of `value`: scalars directly, a ``StableJSONWritable`` as it writes itself, the rest
    /// through its own `encode(to:)`. URLs and `Data` are written as `JSONEncoder` writes them
    /// (absolute string; Base64).
    static func node<T: Encodable>(for value: T, codingPath: [CodingKey], level: Int, context: Context) throws -> Node {
        switch value {
        case let writable as StableJSONWritable:
            var writer = Writer(context: context)
            try writable.writeJSON(to: &writer, level: level)
            return Node(.written(writer.bytes))
        case let text as String: return Node(.string(text))
        case let number as Double: return Node(Self.number(number))
        case let integer as Int: return Node(.number(String(integer)))
        case let flag as Bool: return Node(.bool(flag))
        case let number as Float: return Node(Self.number(number))
        case let url as URL: return Node(.string(url.absoluteString))
        case let data as Data: return Node(.string(data.base64EncodedString()))
        default: break
        }
        let node = Node()
        try value.encode(to: Encoder(node: node, codingPath: codingPath, level: level, context: context))
        // A value that encodes nothing is an empty object, as with `JSONEncoder`.
        if node.scalar == nil && node.items == nil && node.members == nil { node.makeObject() }
        guard node.scalar == nil else { return node }
        // Complete now: written out, so that its members' nodes can go.
        var writer = Writer(context: context)
        writer.write(node, level: level)
        return Node(.written(writer.bytes))
    }

    /// Numbers as `JSONEncoder` writes them: the shortest text that reads back the same, without a
    /// trailing `.0`; non-finite ones as the strings `inf`, `-inf`, `nan` (``StableJSON``'s strategy).
    static func number<F: BinaryFloatingPoint & CustomStringConvertible>(_ value: F) -> Node.Scalar {
        if value.isNaN { return .string("nan") }
        if value.isInfinite { return .string(value < 0 ? "-inf" : "inf") }
        let text = value.description
        let utf8 = text.utf8
        if utf8.count > 2, utf8.last == UInt8(ascii: "0"), utf8[utf8.index(utf8.endIndex, offsetBy: -2)] == UInt8(ascii: ".") {
            return .number(String(decoding: utf8.dropLast(2), as: UTF8.self))
        }
        return .number(text)
    }

    // MARK: - Encoder and containers

    struct Encoder: Swift.Encoder {
        let node: Node
        var codingPath: [CodingKey]
        /// Nesting depth of `node` in the document (its indentation when pretty).
        let level: Int
        let context: Context
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            node.makeObject()
            return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath, level: level, context: context))
        }

        func unkeyedContainer() -> UnkeyedEncodingContainer {
            node.makeArray()
            return UnkeyedContainer(node: node, codingPath: codingPath, level: level, context: context)
        }

        func singleValueContainer() -> SingleValueEncodingContainer {
            SingleValueContainer(node: node, codingPath: codingPath, level: level, context: context)
        }
    }

    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        var codingPath: [CodingKey]
        let level: Int
        let context: Context

        private func put(_ child: Node, _ key: Key) { node.members?.append((key.stringValue, child)) }

        mutating func encodeNil(forKey key: Key) throws { put(Node(.null), key) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { put(Node(.bool(value)), key) }
        mutating func encode(_ value: String, forKey key: Key) throws { put(Node(.string(value)), key) }
        mutating func encode(_ value: Double, forKey key: Key) throws { put(Node(StableJSONEncoder.number(value)), key) }
        mutating func encode(_ value: Float, forKey key: Key) throws { put(Node(StableJSONEncoder.number(value)), key) }
        mutating func encode(_ value: Int, forKey key: Key) throws { put(Node(.number(String(value))), key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { put(Node(.number(String(value))), key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { put(Node(.number(String(value))), key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { put(Node(.number(String(value))), key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { put(Node(.number(String(value))), key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { put(Node(.number(String(value))), key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { put(Node(.number(String(value))), key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { put(Node(.number(String(value))), key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { put(Node(.number(String(value))), key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { put(Node(.number(String(value))), key) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            // The coding path is not extended: nothing fitcheck encodes reads it, and building it
            // took an array per value.
            put(try StableJSONEncoder.node(for: value, codingPath: codingPath, level: level + 1, context: context), key)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                            forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let child = Node()
            put(child, key)
            return Encoder(node: child, codingPath: codingPath, level: level + 1, context: context).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
            let child = Node()
            put(child, key)
            return Encoder(node: child, codingPath: codingPath, level: level + 1, context: context).unkeyedContainer()
        }

        mutating func superEncoder() -> Swift.Encoder { superEncoder(named: "super") }
        mutating func superEncoder(forKey key: Key) -> Swift.Encoder { superEncoder(named: key.stringValue) }

        private func superEncoder(named name: String) -> Swift.Encoder {
            let child = Node()
            node.members?.append((name, child))
            return Encoder(node: child, codingPath: codingPath, level: level + 1, context: context)
        }
    }

    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let node: Node
        var codingPath: [CodingKey]
        let level: Int
        let context: Context
        var count: Int { node.items?.count ?? 0 }

        private func add(_ child: Node) { node.items?.append(child) }

        mutating func encodeNil() throws { add(Node(.null)) }
        mutating func encode(_ value: Bool) throws { add(Node(.bool(value))) }
        mutating func encode(_ value: String) throws { add(Node(.string(value))) }
        mutating func encode(_ value: Double) throws { add(Node(StableJSONEncoder.number(value))) }
        mutating func encode(_ value: Float) throws { add(Node(StableJSONEncoder.number(value))) }
        mutating func encode(_ value: Int) throws { add(Node(.number(String(value)))) }
        mutating func encode(_ value: Int8) throws { add(Node(.number(String(value)))) }
        mutating func encode(_ value: Int16) throws { add(Node(.number(String(value)))) }
        mutating func encode(_ value: Int32) throws { add(Node(.number(String(value)))) }
        mutating func encode(_ value: Int64) throws { add(Node(.number(String(value)))) }
        mutating func encode(_ value: UInt) throws { add(Node(.number(String(value)))) }
        mutating func encode(_ value: UInt8) throws { add(Node(.number(String(value)))) }
        mutating func encode(_ value: UInt16) throws { add(Node(.number(String(value)))) }
        mutating func encode(_ value: UInt32) throws { add(Node(.number(String(value)))) }
        mutating func encode(_ value: UInt64) throws { add(Node(.number(String(value)))) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            add(try StableJSONEncoder.node(for: value, codingPath: codingPath, level: level + 1, context: context))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let child = Node()
            add(child)
            return Encoder(node: child, codingPath: codingPath, level: level + 1, context: context).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
            let child = Node()
            add(child)
            return Encoder(node: child, codingPath: codingPath, level: level + 1, context: context).unkeyedContainer()
        }

        mutating func superEncoder() -> Swift.Encoder {
            let child = Node()
            add(child)
            return Encoder(node: child, codingPath: codingPath, level: level + 1, context: context)
        }
    }

    struct SingleValueContainer: SingleValueEncodingContainer {
        let node: Node
        var codingPath: [CodingKey]
        let level: Int
        let context: Context

        private func set(_ scalar: Node.Scalar) { node.items = nil; node.members = nil; node.scalar = scalar }

        mutating func encodeNil() throws { set(.null) }
        mutating func encode(_ value: Bool) throws { set(.bool(value)) }
        mutating func encode(_ value: String) throws { set(.string(value)) }
        mutating func encode(_ value: Double) throws { set(StableJSONEncoder.number(value)) }
        mutating func encode(_ value: Float) throws { set(StableJSONEncoder.number(value)) }
        mutating func encode(_ value: Int) throws { set(.number(String(value))) }
        mutating func encode(_ value: Int8) throws { set(.number(String(value))) }
        mutating func encode(_ value: Int16) throws { set(.number(String(value))) }
        mutating func encode(_ value: Int32) throws { set(.number(String(value))) }
        mutating func encode(_ value: Int64) throws { set(.number(String(value))) }
        mutating func encode(_ value: UInt) throws { set(.number(String(value))) }
        mutating func encode(_ value: UInt8) throws { set(.number(String(value))) }
        mutating func encode(_ value: UInt16) throws { set(.number(String(value))) }
        mutating func encode(_ value: UInt32) throws { set(.number(String(value))) }
        mutating func encode(_ value: UInt64) throws { set(.number(String(value))) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            let child = try StableJSONEncoder.node(for: value, codingPath: codingPath, level: level, context: context)
            node.scalar = child.scalar
            node.items = child.items
            node.members = child.members
        }
    }

    // MARK: - Writing

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
