import Foundation

/// Reads a legacy `.stringsdict` (XML property list) into localization nodes, one per key:
/// - `NSStringLocalizedFormatKey` with `%#@var@` references → a string unit plus a substitution per
///   variable (`NSStringPluralRuleType`, value type from `NSStringFormatValueTypeKey`, cases zero…other);
/// - `NSStringVariableWidthRuleType` → `width` variations; `NSStringDeviceSpecificRuleType` → `device`
///   variations. Rule values may be strings or further rules (a width rule inside a device branch).
///
/// A file that is not a well-formed property list is not an error but ``TableDamage``: Apple's
/// parser drops the whole file (the device has none of its entries, and the same key's `.strings`
/// entry shows instead). Its keys are still named, from its top-level `<key>`s as far as they can be
/// found (``PropertyListKeyScan``).
public enum StringsDictReader {
    /// One key, its node, and the 1-based line its key stands on.
    public struct Item: Sendable {
        public var key: String
        public var node: LocalizationNode
        public var line: Int
    }

    /// What reading one file found.
    public struct Reading: Sendable {
        /// The entries, in file order (empty when the file is damaged).
        public var items: [Item]
        /// Where the file stops being a property list; nil when it is one.
        public var damage: TableDamage?
        /// Every top-level key the file holds and the 1-based line of its `<key>`: the items' keys, or,
        /// in a damaged file, those found by scanning it.
        public var keys: [(key: String, line: Int)]
    }

    static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// - Throws: ``InputError`` when the file cannot be opened, or when a well-formed property list
    ///   does not hold what a stringsdict holds (a rule without its format key).
    public static func read(file: String) throws -> Reading {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw InputError(file: file, "cannot read the stringsdict file")
        }
        let root: JSONObject
        do {
            root = try PropertyListReader.parse(data, file: file).object()
        } catch let error as InputError where error.file == file {
            let damage = TableDamage(line: error.line ?? 1, column: error.column ?? 1, expected: expectation(error.message),
                                     found: error.message.hasPrefix("expected a <plist>") ? "no value" : reason(error.message),
                                     effect: .dropsFile)
            return Reading(items: [], damage: damage, keys: PropertyListKeyScan.topLevelKeys(data))
        }
        let items = try root.members.map { Item(key: $0.key, node: try node($0.value), line: $0.keyLine) }
        return Reading(items: items, damage: nil, keys: items.map { ($0.key, $0.line) })
    }

    /// What the property-list reader expected, from its message (`expected X: reason`, or a bare reason).
    private static func expectation(_ message: String) -> String {
        guard message.hasPrefix("expected ") else { return "a well-formed property list" }
        let rest = message.dropFirst("expected ".count)
        return String(rest.split(separator: ":", maxSplits: 1).first ?? rest)
    }

    private static func reason(_ message: String) -> String {
        guard message.hasPrefix("expected "), let colon = message.firstIndex(of: ":") else { return message }
        return message[message.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }

    static func node(_ value: JSONValue) throws -> LocalizationNode {
        if case .string(let text) = value.kind { return LocalizationNode(stringUnit: StringUnit(state: "translated", value: text)) }
        let rule = try value.object()
        if let width = rule.optional("NSStringVariableWidthRuleType") {
            return LocalizationNode(variations: [Variation(axis: "width", cases: try cases(width))])
        }
        if let device = rule.optional("NSStringDeviceSpecificRuleType") {
            return LocalizationNode(variations: [Variation(axis: "device", cases: try cases(device))])
        }
        guard let format = rule.optional("NSStringLocalizedFormatKey") else {
            throw value.error("expected NSStringLocalizedFormatKey, NSStringVariableWidthRuleType or NSStringDeviceSpecificRuleType in `\(value.path)`")
        }
        var result = LocalizationNode(stringUnit: StringUnit(state: "translated", value: try format.string()))
        for member in rule.members where member.key != "NSStringLocalizedFormatKey" {
            guard case .object(let variable) = member.value.kind else { continue }
            let type = try variable.optional("NSStringFormatSpecTypeKey")?.string()
            guard type == nil || type == "NSStringPluralRuleType" else {
                throw member.value.error("unsupported NSStringFormatSpecTypeKey \"\(type ?? "")\" in `\(member.value.path)`")
            }
            let plural = try variable.members.filter { pluralCategories.contains($0.key) }.map {
                Variation.Case(name: $0.key, node: try node($0.value))
            }
            let spec = try variable.optional("NSStringFormatValueTypeKey")?.string() ?? "@"
            result.substitutions[member.key] = Substitution(
                argNum: nil, formatSpecifier: spec,
                node: LocalizationNode(variations: [Variation(axis: "plural", cases: plural)]))
        }
        return result
    }

    private static func cases(_ value: JSONValue) throws -> [Variation.Case] {
        try value.object().members.map { Variation.Case(name: $0.key, node: try node($0.value)) }
    }
}
