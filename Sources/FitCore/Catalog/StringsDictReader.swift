import Foundation

/// Reads a legacy `.stringsdict` (XML property list) into localization nodes, one per key:
/// - `NSStringLocalizedFormatKey` with `%#@var@` references → a string unit plus a substitution per
///   variable (`NSStringPluralRuleType`, value type from `NSStringFormatValueTypeKey`, cases zero…other);
/// - `NSStringVariableWidthRuleType` → `width` variations; `NSStringDeviceSpecificRuleType` → `device`
///   variations. Rule values may be strings or further rules (a width rule inside a device branch).
public enum StringsDictReader {
    /// One key, its node, and the 1-based line its key stands on.
    public struct Item: Sendable {
        public var key: String
        public var node: LocalizationNode
        public var line: Int
    }

    static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    public static func read(file: String) throws -> [Item] {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw InputError(file: file, "cannot read the stringsdict file")
        }
        let root = try PropertyListReader.parse(data, file: file).object()
        return try root.members.map { Item(key: $0.key, node: try node($0.value), line: $0.keyLine) }
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
