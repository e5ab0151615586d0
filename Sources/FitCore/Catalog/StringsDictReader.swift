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
        /// Entries of a well-formed file that are not what a stringsdict entry is (a rule without
        /// `NSStringLocalizedFormatKey`, a width or device rule; a value of the wrong type): the device
        /// cannot use them, the file's other entries read as written.
        public var broken: [BrokenEntry] = []
    }

    /// One entry the device cannot use, and what is wrong with it there.
    public struct BrokenEntry: Sendable {
        public var key: String
        /// 1-based line of its `<key>`.
        public var line: Int
        public var damage: TableDamage
    }

    static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// - Throws: ``InputError`` when the file cannot be opened, or when a well-formed property list is
    ///   not a dictionary at its top. An entry that is not a stringsdict rule is a ``BrokenEntry``.
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
        var items: [Item] = [], broken: [BrokenEntry] = []
        for member in root.members {
            do {
                items.append(Item(key: member.key, node: try node(member.value), line: member.keyLine))
            } catch let error as InputError {
                broken.append(BrokenEntry(key: member.key, line: member.keyLine, damage: entryDamage(error, line: member.keyLine)))
            }
        }
        return Reading(items: items, damage: nil, keys: root.members.map { ($0.key, $0.keyLine) }, broken: broken)
    }

    /// An entry's problem as table damage: `expected X for 'path', found Y` read into its two halves.
    private static func entryDamage(_ error: InputError, line: Int) -> TableDamage {
        var expected = "a stringsdict rule", found = error.message
        if error.message.hasPrefix("expected "), let split = error.message.range(of: ", found ", options: .backwards) {
            expected = String(error.message[error.message.index(error.message.startIndex, offsetBy: 9)..<split.lowerBound])
            found = String(error.message[split.upperBound...])
        }
        return TableDamage(line: error.line ?? line, column: error.column ?? 1, expected: expected, found: found, effect: .dropsEntry)
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
            throw value.error("expected NSStringLocalizedFormatKey, NSStringVariableWidthRuleType or NSStringDeviceSpecificRuleType "
                              + "in \(quoted: value.path), found a rule with none of them")
        }
        var result = LocalizationNode(stringUnit: StringUnit(state: "translated", value: try format.string()))
        for member in rule.members where member.key != "NSStringLocalizedFormatKey" {
            guard case .object(let variable) = member.value.kind else { continue }
            let type = try variable.optional("NSStringFormatSpecTypeKey")?.string()
            guard type == nil || type == "NSStringPluralRuleType" else {
                throw member.value.error("expected NSStringPluralRuleType as NSStringFormatSpecTypeKey in \(quoted: member.value.path), "
                                         + "found \(quoted: type ?? "")")
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
