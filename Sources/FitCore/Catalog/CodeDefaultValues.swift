import Foundation

/// The default values an app's Swift code passes with its keys: what the device shows for a key its
/// table does not have (CoreFoundation's `CFBundleCopyLocalizedString`: the value passed, else the
/// key). Literal calls only, as ``KeyLiteralReader`` reads them:
/// - `NSLocalizedString("key", tableName: "T", value: "Default", comment: …)`,
/// - `String(localized: "key", defaultValue: "Default", table: "T")`,
/// - `LocalizedStringResource("key", defaultValue: "Default", table: "T")` (and `.init(…)` so typed),
/// - `Bundle.main.localizedString(forKey: "key", value: "Default", table: "T")`.
/// A call without a table name is the `Localizable` table's. An empty default value counts as none.
enum CodeDefaultValues {
    /// Key → default value, for the keys of table `table` among `keys`, from the `.swift` files under
    /// `folder` (files that cannot be read or lexed are passed over: this only names what the device shows).
    static func find(keys: Set<String>, table: String, in folder: String) -> [String: String] {
        uses(keys: keys, table: table, in: folder).defaults
    }

    /// The default values of ``find(keys:table:in:)``, and which of `keys` the code writes as a string
    /// literal anywhere (a key it may look up without a default value), or may make from an interpolated
    /// literal that begins with text (`"intent.\(name)"` for `intent.open`: its written parts begin and
    /// end the key); `written` is nil where the folder has no Swift file (a catalog alone says nothing of
    /// the code).
    static func uses(keys: Set<String>, table: String, in folder: String) -> (defaults: [String: String], written: Set<String>?) {
        guard !keys.isEmpty, let paths = try? SwiftSourceFile.paths(in: folder), !paths.isEmpty else { return ([:], nil) }
        var found: [String: String] = [:]
        var written = Set<String>()
        for path in paths {
            guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(path)),
                  let file = try? SwiftSourceFile(path: path, source: [UInt8](data)) else { continue }
            for (key, value, tableName) in calls(in: file) where tableName == table && keys.contains(key) && !value.isEmpty {
                if found[key] == nil { found[key] = value }
            }
            var patterns: [(prefix: String, suffix: String)] = []
            for token in file.tokens {
                guard let literal = token.literal else { continue }
                if let text = literal.plainText {
                    if keys.contains(text) { written.insert(text) }
                } else if case .text(let prefix)? = literal.segments.first {
                    // `"intent.\(name).title"`: a key made at run time from its written parts.
                    let suffix: String
                    if case .text(let last)? = literal.segments.last { suffix = last } else { suffix = "" }
                    patterns.append((prefix, suffix))
                }
            }
            for key in keys where !written.contains(key) && patterns.contains(where: { pattern in
                key.count > pattern.prefix.count + pattern.suffix.count && key.hasPrefix(pattern.prefix) && key.hasSuffix(pattern.suffix)
            }) {
                written.insert(key)
            }
        }
        return (found, written)
    }

    /// Every literal call in `file` that passes a key and a default value: (key, value, table).
    static func calls(in file: SwiftSourceFile) -> [(String, String, String)] {
        var result: [(String, String, String)] = []
        file.tree.walk { node in
            guard let spelled = KeyLiteralReader.key(node, literalIsKey: false), let value = spelled.defaultValue else { return }
            result.append((spelled.key, value, spelled.table ?? "Localizable"))
        }
        return result
    }
}
