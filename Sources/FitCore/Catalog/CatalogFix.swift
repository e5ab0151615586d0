import Foundation

/// One translation to write (`fitcheck apply`, the `apply_translations` tool): a key's value in one
/// language at one variant, written only when the value stored now is `expected`.
public struct CatalogFix: Sendable, Hashable {
    public var key: String
    public var language: String
    /// Which stored string: `""` for the localization's own, `plural.one`, `device.ipad`,
    /// `width.20/plural.few`, `count:plural.other` (a case of the substitution `count`).
    public var variant: String
    /// The value stored now, exactly (no samples filled in), or nil for "there is none".
    public var expected: String?
    public var value: String
    /// The state written with it (default `translated`).
    public var state: String
    /// The catalog file, when the key is in more than one.
    public var catalog: String?
    /// Where the fix was given (`fixes.jsonl:3`), for messages.
    public var origin: String

    public init(key: String, language: String, variant: String = "", expected: String?, value: String,
                state: String = "translated", catalog: String? = nil, origin: String = "") {
        self.key = key
        self.language = language
        self.variant = variant
        self.expected = expected
        self.value = value
        self.state = state
        self.catalog = catalog
        self.origin = origin
    }

    /// The states a fix may write: Xcode's own.
    public static let states = ["translated", "needs_review", "new", "stale"]

    /// The largest value accepted, in UTF-8 bytes: a translation is a label or a paragraph, and a
    /// megabyte pasted by mistake should be refused, not measured.
    public static let maximumValueBytes = 64 * 1024

    /// `fixes.jsonl:3: de · Save [plural.one]` — the fix named in a rejection.
    public var name: String {
        (origin.isEmpty ? "" : origin + ": ") + "\(language) · \(key)" + (variant.isEmpty ? "" : " [\(variant)]")
    }

    /// A fix from one JSON object: `key`, `language`, `expected` (a string or null) and `value` are
    /// required; `variant`, `state` and `catalog` optional; other members (a budget sheet's room,
    /// source and comment) are ignored, so a filled-in sheet is input as it is.
    /// - Throws: ``InputError`` naming the place and the member.
    public init(_ object: JSONObject, at value: JSONValue, origin: String) throws {
        func string(_ name: String) throws -> String? {
            guard let member = object.optional(name) else { return nil }
            return try member.string()
        }
        guard let key = try string("key") else { throw value.error("a fix needs \"key\"") }
        guard let language = try string("language") else { throw value.error("a fix needs \"language\"") }
        guard object["expected"] != nil else {
            throw value.error("a fix needs \"expected\": the value stored now, or null when there is none")
        }
        guard let text = try string("value") else { throw value.error("a fix needs \"value\"") }
        let state = try string("state") ?? "translated"
        guard Self.states.contains(state) else {
            throw value.error("\"state\" must be one of \(Self.states.joined(separator: ", ")), got \(quoted: state)")
        }
        guard ICULocale.isKnownLanguage(language) else { throw value.error("\"language\": " + Language.unknownMessage(language)) }
        guard text.utf8.count <= Self.maximumValueBytes else {
            throw value.error("\"value\" is \(text.utf8.count) bytes: at most \(Self.maximumValueBytes) are accepted")
        }
        self.init(key: key, language: language, variant: try string("variant") ?? "", expected: try string("expected"),
                  value: text, state: state, catalog: try string("catalog"), origin: origin)
    }

    /// The fixes of a JSON Lines text: one object per line; blank lines are skipped, and so are rows
    /// whose `value` is empty (a sheet's rows nobody filled in), counted in `unfilled`.
    /// - Throws: ``InputError`` at `file:line:column` for a line that is not a fix.
    public static func readLines(_ data: Data, file: String) throws -> (fixes: [CatalogFix], unfilled: Int) {
        var fixes: [CatalogFix] = [], unfilled = 0
        let lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let bytes = [UInt8](line.last == 0x0D ? line.dropLast() : line[...])
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            let place = "\(file):\(index + 1)"
            let value: JSONValue
            do {
                value = try JSONReader.parse(bytes, file: place)
            } catch let error as InputError {
                throw InputError(file: file, line: index + 1, column: error.column, error.message)
            }
            guard case .object(let object) = value.kind else {
                throw InputError(file: file, line: index + 1, "expected one JSON object per line, found \(value.kindName)")
            }
            do {
                let fix = try CatalogFix(object, at: value, origin: place)
                if fix.value.isEmpty { unfilled += 1 } else { fixes.append(fix) }
            } catch let error as InputError {
                throw InputError(file: file, line: index + 1, error.message)
            }
        }
        return (fixes, unfilled)
    }
}
