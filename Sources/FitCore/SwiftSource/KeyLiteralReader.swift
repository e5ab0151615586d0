/// A localized key in every way Swift spells one, read once: the key, its table (nil: the
/// `Localizable` table) and the default value where the code gives one.
/// - `"Key"` in a position whose type localizes it (the caller knows the position);
/// - `LocalizedStringKey("Key")`, `LocalizedStringResource("Key", defaultValue: "…", table: "T")`;
/// - `String(localized: "Key", defaultValue: "…", table: "T")`;
/// - `NSLocalizedString("Key", tableName: "T", value: "…", comment: …)`;
/// - `Bundle.main.localizedString(forKey: "Key", value: "…", table: "T")`;
/// - `.init("Key", table: "T")` in a typed position (`Toggle(.init("Mode", table: "ModeSettings"), isOn:)`).
/// `Text(verbatim: "…")` shows its text as it is: never a key. An interpolated literal is no key here.
public struct KeyLiteral: Sendable, Hashable {
    public var key: String
    public var table: String?
    public var defaultValue: String?
    /// How it was written: `literal`, `LocalizedStringKey`, `LocalizedStringResource`, `String(localized:)`,
    /// `NSLocalizedString`, `localizedString(forKey:)`, `.init`.
    public var spelling: String
}

public enum KeyLiteralReader {
    /// The labels of each localizing call: where its key, table and default value are passed.
    static let calls: [String: (key: String?, table: String, value: String)] = [
        "LocalizedStringKey": (nil, "table", "defaultValue"),
        "LocalizedStringResource": (nil, "table", "defaultValue"),
        "String(localized:)": ("localized", "table", "defaultValue"),
        "NSLocalizedString": (nil, "tableName", "value"),
        "localizedString(forKey:)": ("forKey", "table", "value"),
        ".init": (nil, "table", "defaultValue"),
    ]

    /// The key `node` spells; `literalIsKey` when a bare string there is a key (a `Text("…")` title,
    /// a `LocalizedStringKey` parameter).
    public static func key(_ node: SwiftNode, literalIsKey: Bool = true) -> KeyLiteral? {
        switch node.kind {
        case .string(let literal):
            guard literalIsKey, let key = literal.plainText else { return nil }
            return KeyLiteral(key: key, spelling: "literal")
        case .call(let call):
            let spelling: String
            switch call.callee.kind {
            case .name("String") where call.arguments.first?.label == "localized": spelling = "String(localized:)"
            case .name(let name) where name != "String": spelling = name
            case .implicitMember("init"): spelling = ".init"
            default: return nil
            }
            return read(call.arguments, spelling: spelling)
        case .chain(let chain):
            guard let last = chain.links.last, let arguments = last.arguments else { return nil }
            // `LocalizedStringKey.init("Key")`
            if last.name == "init", chain.links.count == 1, case .name(let type) = chain.base.kind { return read(arguments, spelling: type) }
            // `Bundle.main.localizedString(forKey: "Key", value: "…", table: "T")`
            guard last.name == "localizedString", arguments.first?.label == "forKey" else { return nil }
            return read(arguments, spelling: "localizedString(forKey:)")
        default:
            return nil
        }
    }

    static func read(_ arguments: [SwiftArgument], spelling: String) -> KeyLiteral? {
        guard let labels = calls[spelling] else { return nil }
        func text(_ label: String?) -> String? {
            guard let argument = arguments.first(where: { $0.label == label }), case .string(let literal) = argument.value.kind else { return nil }
            return literal.plainText
        }
        guard let keyArgument = arguments.first, keyArgument.label == labels.key, let key = text(labels.key) else { return nil }
        let value = text(labels.value)
        return KeyLiteral(key: key, table: text(labels.table), defaultValue: value?.isEmpty == true ? nil : value, spelling: spelling)
    }

    /// The key a view's title argument shows: its first unlabelled argument (a bare literal is a
    /// key there), nil for `Text(verbatim:)` and a call whose first argument is labelled otherwise.
    public static func title(of call: SwiftCall) -> KeyLiteral? {
        guard let first = call.arguments.first, first.label == nil else { return nil }
        return key(first.value)
    }

    /// The key spelled by the expression spanning exactly `range` of `file`.
    public static func key(of range: Range<Int>, in file: SwiftSourceFile, literalIsKey: Bool = true) -> KeyLiteral? {
        file.tree.node(spanning: range).flatMap { key($0, literalIsKey: literalIsKey) }
    }
}
