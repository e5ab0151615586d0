/// One value of a matrix file together with where it stands (`rules[2].width`, line and column),
/// so that every error names the file, the place and the field in one line:
/// `Matrix/default.json:4:22: widths[3]: expected a number > 0, got "abc"`.
struct MatrixField {
    /// The matrix file, as the user named it.
    let file: String
    /// The field path, `""` for the whole document.
    let path: String
    /// The value, read by the shared position-aware JSON reader.
    let value: JSONValue

    /// An ``InputError`` for this field, at the value's line and column.
    func error(_ message: String) -> InputError {
        InputError(file: file, line: value.line, column: value.column,
                   path.isEmpty ? message : "\(MessageQuote.cut(path)): \(message)")
    }

    /// An error saying what was expected and what the file holds instead.
    func expected(_ what: String) -> InputError {
        error("expected \(what), got \(shown)")
    }

    /// How an error message shows the value: strings quoted, containers by kind.
    var shown: String {
        switch value.kind {
        case .null: return "null"
        case .bool(let flag): return String(flag)
        case .number(let number): return Self.format(number)
        case .string(let text): return MessageQuote.quote(text, mark: "\"")
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// `12` for whole numbers, `12.5` otherwise: what a user typed, not `12.0`. With `decimals`,
    /// rounded first, for computed values (`-4.1`, not `-4.100000000000001`).
    static func format(_ value: Double, decimals: Int? = nil) -> String {
        if let decimals, value.isFinite {
            var scale = 1.0
            for _ in 0..<decimals { scale *= 10 }
            return format((value * scale).rounded() / scale)
        }
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    // MARK: - Children

    /// The member `name` of an object field.
    func member(_ name: String, of members: [String: JSONValue]) -> MatrixField? {
        members[name].map { MatrixField(file: file, path: path.isEmpty ? name : "\(path).\(name)", value: $0) }
    }

    /// The members of an object, rejecting any name not in `known` (a typo would otherwise be
    /// silently ignored). Members named `comment` are always allowed: JSON has no comments.
    func object(known: [String]) throws -> [String: JSONValue] {
        let members = try dictionary()
        guard case .object(let object) = value.kind else { return members }
        for member in object.members where member.key != "comment" && !known.contains(member.key) {
            // Point at the misspelt name itself, not at the object around it.
            let field = path.isEmpty ? "" : "\(MessageQuote.cut(path)): "
            throw InputError(file: file, line: member.keyLine, column: member.keyColumn,
                             field + "unknown field \(quoted: member.key); known fields: \(known.joined(separator: ", "))")
        }
        return members
    }

    /// The members of an object whose names are free (language tags, key patterns), in name order;
    /// `comment` is skipped here too.
    func entries() throws -> [(name: String, field: MatrixField)] {
        let members = try dictionary()
        return members.filter { $0.key != "comment" }.sorted { $0.key < $1.key }.map { name, value in
            (name, MatrixField(file: file, path: path.isEmpty ? name : "\(path).\(name)", value: value))
        }
    }

    /// An object's members by name (with a repeated name, the last one wins, as JSON readers do).
    private func dictionary() throws -> [String: JSONValue] {
        guard case .object(let object) = value.kind else { throw expected("an object") }
        return Dictionary(object.members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// The elements of an array field, each with its index in the path.
    func elements(nonEmpty: Bool) throws -> [MatrixField] {
        guard case .array(let items) = value.kind else { throw expected("an array") }
        if nonEmpty && items.isEmpty { throw error("must list at least one value") }
        return items.enumerated().map { MatrixField(file: file, path: "\(path)[\($0.offset)]", value: $0.element) }
    }

    // MARK: - Scalars

    func string(nonEmpty: Bool = true) throws -> String {
        guard case .string(let text) = value.kind, !(nonEmpty && text.isEmpty) else {
            throw expected(nonEmpty ? "a non-empty string" : "a string")
        }
        return text
    }

    /// A finite number in `range`; `what` describes the range for the message.
    func number(_ what: String, in range: ClosedRange<Double>) throws -> Double {
        guard case .number(let number) = value.kind, number.isFinite, range.contains(number) else { throw expected(what) }
        return number
    }

    /// A whole number in `range`.
    func integer(_ what: String, in range: ClosedRange<Int>) throws -> Int {
        guard case .number(let number) = value.kind, number == number.rounded(),
              number >= Double(range.lowerBound), number <= Double(range.upperBound) else { throw expected(what) }
        return Int(number)
    }

    func bool() throws -> Bool {
        guard case .bool(let flag) = value.kind else { throw expected("true or false") }
        return flag
    }

    var isNull: Bool { value.isNull }
}
