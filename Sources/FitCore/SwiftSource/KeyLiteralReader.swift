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

    /// The names the localizing calls are written with (`String`, `NSLocalizedString`, `init`,
    /// `localizedString`…): an expression naming none of them spells no key through a call.
    static let callNames: Set<String> = Set(calls.keys.map { spelling in String(spelling.drop { $0 == "." }.prefix { $0 != "(" }) })

    /// A call spelling a key: the expression passed as the key (a literal, or a name holding one),
    /// the call's arguments, its spelling, and whether the call localizes the key — `.init("…")`
    /// without `table:` is only the literal its typed position takes (`String` or a key).
    public struct Wrapped: Sendable, Hashable {
        public var key: SwiftNode
        public var arguments: [SwiftArgument]
        public var spelling: String
        public var localizes: Bool
    }

    public static func wrapped(_ node: SwiftNode) -> Wrapped? {
        let spelling: String
        let arguments: [SwiftArgument]
        switch node.kind {
        case .call(let call):
            switch call.callee.kind {
            case .name("String") where call.arguments.first?.label == "localized": spelling = "String(localized:)"
            case .name(let name) where name != "String": spelling = name
            case .implicitMember("init"): spelling = ".init"
            default: return nil
            }
            arguments = call.arguments
        case .chain(let chain):
            guard let last = chain.links.last, let called = last.arguments else { return nil }
            if last.name == "init", chain.links.count == 1, case .name(let type) = chain.base.kind {
                spelling = type  // `LocalizedStringKey.init("Key")`
            } else if last.name == "localizedString", called.first?.label == "forKey" {
                spelling = "localizedString(forKey:)"  // `Bundle.main.localizedString(forKey:value:table:)`
            } else {
                return nil
            }
            arguments = called
        default:
            return nil
        }
        guard let labels = calls[spelling], let first = arguments.first, first.label == labels.key else { return nil }
        let localizes = spelling != ".init" || arguments.contains { $0.label == "table" }
        return Wrapped(key: first.value, arguments: arguments, spelling: spelling, localizes: localizes)
    }

    /// The key `node` spells; `literalIsKey` when a bare string there is a key (a `Text("…")` title,
    /// a `LocalizedStringKey` parameter).
    public static func key(_ node: SwiftNode, literalIsKey: Bool = true) -> KeyLiteral? {
        if case .string(let literal) = node.kind {
            guard literalIsKey, let key = literal.plainText else { return nil }
            return KeyLiteral(key: key, spelling: "literal")
        }
        guard let wrapped = wrapped(node), let labels = calls[wrapped.spelling] else { return nil }
        func text(_ label: String?) -> String? {
            guard let argument = wrapped.arguments.first(where: { $0.label == label }), case .string(let literal) = argument.value.kind else { return nil }
            return literal.plainText
        }
        guard let key = text(labels.key) else { return nil }
        let value = text(labels.value)
        return KeyLiteral(key: key, table: text(labels.table), defaultValue: value?.isEmpty == true ? nil : value, spelling: wrapped.spelling)
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
