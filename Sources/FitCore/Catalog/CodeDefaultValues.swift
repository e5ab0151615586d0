import Foundation

/// The default values an app's Swift code passes with its keys: what the device shows for a key its
/// table does not have (CoreFoundation's `CFBundleCopyLocalizedString`: the value passed, else the
/// key). Literal calls only:
/// - `NSLocalizedString("key", tableName: "T", value: "Default", comment: …)`,
/// - `String(localized: "key", defaultValue: "Default", table: "T")`,
/// - `LocalizedStringResource("key", defaultValue: "Default", table: "T")`,
/// - `Bundle.main.localizedString(forKey: "key", value: "Default", table: "T")`.
/// A call without a table name is the `Localizable` table's. An empty default value counts as none.
enum CodeDefaultValues {
    /// Key → default value, for the keys of table `table` among `keys`, from the `.swift` files under
    /// `folder` (files that cannot be read or lexed are passed over: this only names what the device shows).
    static func find(keys: Set<String>, table: String, in folder: String) -> [String: String] {
        guard !keys.isEmpty, let paths = try? SwiftSourceFile.paths(in: folder) else { return [:] }
        var found: [String: String] = [:]
        for path in paths {
            guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(path)),
                  let file = try? SwiftSourceFile(path: path, source: [UInt8](data)) else { continue }
            for (key, value, tableName) in calls(in: file) where tableName == table && keys.contains(key) && !value.isEmpty {
                if found[key] == nil { found[key] = value }
            }
        }
        return found
    }

    /// Every literal call in `file` that passes a key and a default value: (key, value, table).
    static func calls(in file: SwiftSourceFile) -> [(String, String, String)] {
        var result: [(String, String, String)] = []
        for paren in file.tokens.indices where file.isSymbol(paren, "(") {
            guard let callee = file.callee(ofParen: paren) else { continue }
            let arguments = file.arguments(ofParen: paren)
            func literal(_ label: String?) -> String? {
                guard let argument = arguments.first(where: { $0.label == label }), argument.value.count == 1 else { return nil }
                return file.tokens[argument.value.lowerBound].literal?.plainText
            }
            let labels: (key: String?, value: String, table: String)
            switch callee.name {
            case "NSLocalizedString": labels = (nil, "value", "tableName")
            case "String" where !callee.member: labels = ("localized", "defaultValue", "table")
            case "LocalizedStringResource": labels = (nil, "defaultValue", "table")
            case "localizedString" where callee.member: labels = ("forKey", "value", "table")
            default: continue
            }
            guard let key = literal(labels.key), let value = literal(labels.value) else { continue }
            result.append((key, value, literal(labels.table) ?? "Localizable"))
        }
        return result
    }
}
