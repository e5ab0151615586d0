/// A top-level list of a matrix file (`rules`, `groups`) as `init --update` rewrites it: read with each
/// element's bytes as written, then written back whole in its place — or added after the file's last
/// member when it had none — every other byte of the file as it was.
struct MatrixListEdit {
    let bytes: [UInt8]
    let root: LocatedJSON
    /// The list, when the file has it, and its elements.
    let list: LocatedJSON?
    let elements: [LocatedJSON]
    let name: String

    /// - Throws: ``InputError`` when the file is not a JSON object, or its `name` is not a list
    ///   (`what`: `"rules"`, `"groups"`, said in the error).
    init(_ bytes: [UInt8], file: String, list name: String, of what: String) throws {
        self.bytes = bytes
        self.name = name
        root = try LocatedJSON.read(bytes, file: file)
        guard root.isObject else { throw InputError(file: file, "expected an object at the top of the matrix file") }
        list = root[name]
        if let list {
            guard case .array(let items) = list.kind else { throw InputError(file: file, "\(name): expected a list of \(what)") }
            elements = items
        } else {
            elements = []
        }
    }

    /// The bytes of `value` as written.
    func text(_ value: LocatedJSON) -> String { String(decoding: bytes[value.start..<value.end], as: UTF8.self) }

    /// The file with the list's items replaced by `items` (each on a line of its own); a file without
    /// the list gets it after its last member, unless `addingWhenMissing` is false.
    func replaced(with items: [String], addingWhenMissing: Bool = true) -> [UInt8] {
        let text = items.isEmpty ? "[]" : "[\n" + items.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]"
        var edits = ByteEdits()
        if let list {
            edits.replace(list.start..<list.end, with: text)
        } else if addingWhenMissing {
            if let last = root.members.last {
                edits.insert(",\n  \"\(name)\": " + text, at: last.value.end)
            } else {
                edits.insert("\n  \"\(name)\": " + text + "\n", at: root.start + 1)
            }
        }
        return edits.applied(to: bytes)
    }
}
