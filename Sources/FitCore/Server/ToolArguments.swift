/// A tool call's `arguments`, read against the tool's input schema: each getter throws
/// ``ToolArgumentError`` naming the argument and what it must be.
struct ToolArguments {
    let object: JSONObject

    /// Arguments not in the schema are refused: a misspelt name should not be quietly ignored.
    init(_ object: JSONObject, allowed: Set<String>) throws {
        self.object = object
        if let stray = object.members.first(where: { !allowed.contains($0.key) }) {
            throw ToolArgumentError("unknown argument \(quoted: stray.key) (arguments: \(allowed.sorted().joined(separator: ", ")))")
        }
    }

    func string(_ name: String) throws -> String? {
        guard let value = object.optional(name) else { return nil }
        guard case .string(let text) = value.kind else { throw ToolArgumentError("\"\(name)\" must be a string, got \(value.kindName)") }
        return text
    }

    func requiredString(_ name: String) throws -> String {
        guard let text = try string(name) else { throw ToolArgumentError("\"\(name)\" is required") }
        return text
    }

    /// A language tag ICU knows.
    func language(_ name: String = "language") throws -> String {
        let tag = try requiredString(name)
        guard ICULocale.isKnownLanguage(tag) else { throw ToolArgumentError("\"\(name)\": " + Language.unknownMessage(tag)) }
        return tag
    }

    func bool(_ name: String) throws -> Bool? {
        guard let value = object.optional(name) else { return nil }
        guard case .bool(let flag) = value.kind else { throw ToolArgumentError("\"\(name)\" must be true or false, got \(value.kindName)") }
        return flag
    }

    func number(_ name: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let value = object.optional(name) else { return nil }
        guard case .number(let number) = value.kind, range.contains(number) else {
            throw ToolArgumentError("\"\(name)\" must be a number from \(PointFormat.text(range.lowerBound)) to \(PointFormat.text(range.upperBound))")
        }
        return number
    }

    func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let value = object.optional(name) else { return nil }
        guard let whole = value.wholeNumber, range.contains(whole) else {
            throw ToolArgumentError("\"\(name)\" must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return whole
    }

    /// A candidate or value text: at most 64 KB.
    func text(_ name: String) throws -> String {
        let text = try requiredString(name)
        guard text.utf8.count <= CatalogFix.maximumValueBytes else {
            throw ToolArgumentError("\"\(name)\" is \(text.utf8.count) bytes: at most \(CatalogFix.maximumValueBytes) (64 KB) are accepted")
        }
        return text
    }
}

/// Arguments that do not match a tool's input schema.
struct ToolArgumentError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

