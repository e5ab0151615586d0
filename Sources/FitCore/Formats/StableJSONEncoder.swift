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
}
