/// One value of a matrix file together with where it stands (`rules[2].width`), so that every
/// error names the file and the field in one line:
/// `Matrix/default.json: widths[3]: expected a number > 0, got "abc"`.
struct MatrixField {
    /// The matrix file, as the user named it.
    let file: String
    /// The field path, `""` for the whole document.
    let path: String
    let value: MatrixJSONValue

    /// An ``InputError`` for this field.
    func error(_ message: String) -> InputError {
        InputError(file: file, path.isEmpty ? message : "\(path): \(message)")
    }

    /// An error saying what was expected and what the file holds instead.
    func expected(_ what: String) -> InputError {
        error("expected \(what), got \(value.shown)")
    }

    // MARK: - Children

    /// The member `name` of an object field.
    func member(_ name: String, of members: [String: MatrixJSONValue]) -> MatrixField? {
        members[name].map { MatrixField(file: file, path: path.isEmpty ? name : "\(path).\(name)", value: $0) }
    }

    /// The members of an object, rejecting any name not in `known` (a typo would otherwise be
    /// silently ignored). Members named `comment` are always allowed: JSON has no comments.
    func object(known: [String]) throws -> [String: MatrixJSONValue] {
        guard case .object(let members) = value else { throw expected("an object") }
        for name in members.keys.sorted() where name != "comment" && !known.contains(name) {
            throw error("unknown field \"\(name)\"; known fields: \(known.joined(separator: ", "))")
        }
        return members
    }

    /// The members of an object whose names are free (language tags, key patterns), in name order;
    /// `comment` is skipped here too.
    func entries() throws -> [(name: String, field: MatrixField)] {
        guard case .object(let members) = value else { throw expected("an object") }
        return members.filter { $0.key != "comment" }.sorted { $0.key < $1.key }.map { name, value in
            (name, MatrixField(file: file, path: path.isEmpty ? name : "\(path).\(name)", value: value))
        }
    }

    /// The elements of an array field, each with its index in the path.
    func elements(nonEmpty: Bool) throws -> [MatrixField] {
        guard case .array(let items) = value else { throw expected("an array") }
        if nonEmpty && items.isEmpty { throw error("must list at least one value") }
        return items.enumerated().map { MatrixField(file: file, path: "\(path)[\($0.offset)]", value: $0.element) }
    }

    // MARK: - Scalars

    func string(nonEmpty: Bool = true) throws -> String {
        guard case .string(let text) = value, !(nonEmpty && text.isEmpty) else {
            throw expected(nonEmpty ? "a non-empty string" : "a string")
        }
        return text
    }

    /// A finite number in `range`; `what` describes the range for the message.
    func number(_ what: String, in range: ClosedRange<Double>) throws -> Double {
        guard case .number(let number) = value, number.isFinite, range.contains(number) else { throw expected(what) }
        return number
    }

    /// A whole number in `range`.
    func integer(_ what: String, in range: ClosedRange<Int>) throws -> Int {
        guard case .number(let number) = value, number == number.rounded(),
              number >= Double(range.lowerBound), number <= Double(range.upperBound) else { throw expected(what) }
        return Int(number)
    }

    func bool() throws -> Bool {
        guard case .bool(let flag) = value else { throw expected("true or false") }
        return flag
    }

    var isNull: Bool { value == .null }
}
