/// Which catalog keys a rule applies to.
///
/// Three forms:
/// - with `*` (any run of characters, dots included) or `?` (one character): a glob that must match
///   the whole key — `tight.*`, `*.title`, `tab.?`;
/// - starting with `=`: exactly the rest — `=Save` matches `Save` and not `Saved`;
/// - anything else: a prefix — `tight.` matches every key that starts with `tight.`.
///
/// So `tight.` and `tight.*` mean the same. Characters are compared as Swift `Character`s
/// (grapheme clusters), case-sensitively, as keys are.
public struct KeyPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let text: String
    private let kind: Kind

    private enum Kind: Hashable {
        case exact(String)
        case prefix(String)
        case glob([Character])
    }

    /// - Returns: `nil` for an empty pattern (use `*` to match every key).
    public init?(_ text: String) {
        guard !text.isEmpty else { return nil }
        self.text = text
        if text.hasPrefix("=") {
            kind = .exact(String(text.dropFirst()))
        } else if text.contains("*") || text.contains("?") {
            kind = .glob(Array(text))
        } else {
            kind = .prefix(text)
        }
    }

    /// A glob over the whole key, and nothing else: `*` and `?` are the wildcards, every other
    /// character stands for itself (no prefix form, no `=`), so `CFBundleGetInfoString` names that
    /// key only. How `exclude` names keys. `nil` for an empty pattern.
    public init?(glob text: String) {
        guard !text.isEmpty else { return nil }
        self.text = text
        kind = .glob(Array(text))
    }

    /// Why `text` is not a glob fitcheck reads, or `nil`: shell character classes (`[ab]`) and
    /// alternatives (`{a,b}`) are not wildcards here, and a pattern holding one would quietly
    /// match nothing.
    public static func unsupportedGlobSyntax(_ text: String) -> String? {
        if let open = text.firstIndex(of: "["), text[open...].contains("]") {
            return "character classes ([…]) are not supported; use * and ?"
        }
        if let open = text.firstIndex(of: "{"), let close = text[open...].firstIndex(of: "}"),
           text[open..<close].contains(",") {
            return "alternatives ({a,b}) are not supported; list each pattern"
        }
        return nil
    }

    /// True when `key` is one of the keys this pattern names.
    public func matches(_ key: String) -> Bool {
        switch kind {
        case .exact(let exact): return key == exact
        case .prefix(let prefix): return key.hasPrefix(prefix)
        case .glob(let pattern): return KeyPattern.glob(pattern, matches: Array(key))
        }
    }

    public var description: String { text }

    /// Linear-time glob matching: on a mismatch, let the last `*` swallow one more character.
    private static func glob(_ pattern: [Character], matches key: [Character]) -> Bool {
        var p = 0, k = 0
        var star: Int?, starKey = 0
        while k < key.count {
            if p < pattern.count && (pattern[p] == "?" || pattern[p] == key[k]) {
                p += 1
                k += 1
            } else if p < pattern.count && pattern[p] == "*" {
                star = p
                starKey = k
                p += 1
            } else if let star {
                p = star + 1
                starKey += 1
                k = starKey
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
