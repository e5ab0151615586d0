/// The catalog's keys, looked up the way Xcode extracts them from code: a literal without
/// interpolation is its own key; an interpolated one (`"\(count) Solves"`) is the key with a format
/// specifier in each interpolation's place (`"%lld Solves"`; `%@` for text, `%lld` for integers,
/// `%lf` / `%f` for floating point — the specifier depends on the value's type, which a lexer
/// cannot know, so any one specifier matches an interpolation).
public struct CatalogKeyIndex: Sendable {
    public let keys: Set<String>
    /// Keys holding format specifiers, by their text between specifiers (joined with U+0000).
    private var byTextParts: [String: [String]] = [:]

    /// - Parameter keys: the catalog's keys; the empty key is left out (nothing is shown for it:
    ///   `Picker("", …)` and `Text("")` are how code says "no text").
    public init(keys: some Sequence<String>) {
        self.keys = Set(keys).subtracting([""])
        for key in self.keys {
            guard let parts = CatalogKeyIndex.textParts(ofFormat: key), parts.count > 1 else { continue }
            byTextParts[parts.joined(separator: "\u{0}"), default: []].append(key)
        }
        for key in byTextParts.keys { byTextParts[key]?.sort() }
    }

    /// The catalog keys `literal` can be: none, one, or (for an interpolation that several keys
    /// fit, e.g. `%@ min` and `%lld min`) more than one, sorted.
    public func keys(for literal: SwiftStringLiteral) -> [String] {
        if let plain = literal.plainText { return keys.contains(plain) ? [plain] : [] }
        // In an interpolated literal a `%` of the text is written `%%` in the key.
        return byTextParts[literal.textParts.joined(separator: "\u{0}")] ?? []
    }

    /// The text between a format string's specifiers (`%%` read as `%`); `nil` when a `%` starts
    /// no specifier Xcode writes for an interpolation.
    static func textParts(ofFormat format: String) -> [String]? {
        var parts = [""]
        let scalars = Array(format.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%" else {
                parts[parts.count - 1].unicodeScalars.append(scalar)
                index += 1
                continue
            }
            var next = index + 1
            if next < scalars.count, scalars[next] == "%" {
                parts[parts.count - 1] += "%"
                index = next + 1
                continue
            }
            // Positional `1$`, then flags, width, precision, length, conversion.
            while next < scalars.count, "0123456789$-+ #.".unicodeScalars.contains(scalars[next]) { next += 1 }
            while next < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[next]) { next += 1 }
            guard next < scalars.count, "@dDiuUxXoOfFeEgGaAcCsSp".unicodeScalars.contains(scalars[next]) else { return nil }
            parts.append("")
            index = next + 1
        }
        return parts
    }
}
