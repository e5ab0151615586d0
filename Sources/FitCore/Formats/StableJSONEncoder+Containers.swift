/// The `Swift.Encoder` and its keyed, unkeyed and single-value containers (``StableJSONEncoder``):
/// each value encodes itself into a ``StableJSONEncoder/Node``.
extension StableJSONEncoder {
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
}
