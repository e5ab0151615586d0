/// One `<constraint>` of a nib: `first.firstAttribute (=, ≤, ≥) multiplier × second.secondAttribute +
/// constant` at a priority. A missing `firstItem` is the view whose `<constraints>` hold it; a missing
/// `secondItem` makes it a constant (`width ≥ 60`). Placeholder constraints (`placeholder="YES"`, removed
/// at build time) are not read.
public struct NibConstraint: Sendable, Equatable {
    public enum Relation: String, Sendable {
        case equal, lessThanOrEqual, greaterThanOrEqual
    }

    public var id: String
    /// The view (or layout guide) id on the left.
    public var firstItem: String
    public var firstAttribute: NibAttribute
    public var relation: Relation
    public var secondItem: String?
    public var secondAttribute: NibAttribute?
    public var multiplier: Double
    public var constant: Double
    /// 1…1000; 1000 when the nib writes none.
    public var priority: Double
    /// The line the constraint starts on.
    public var line: Int

    /// Reads `element` held by the view `owner`; nil for a placeholder or an attribute fitcheck does not know.
    init?(_ element: NibElement, owner: String) {
        guard element["placeholder"] != "YES",
              let first = element["firstAttribute"].flatMap(NibAttribute.init(nib:)) else { return nil }
        id = element["id"] ?? ""
        firstItem = element["firstItem"] ?? owner
        firstAttribute = first
        relation = element["relation"].flatMap(Relation.init(rawValue:)) ?? .equal
        if let second = element["secondAttribute"] {
            guard let attribute = NibAttribute(nib: second) else { return nil }
            secondAttribute = attribute
            secondItem = element["secondItem"] ?? owner
        }
        multiplier = element["multiplier"].flatMap(Self.multiplier) ?? 1
        constant = element.number("constant") ?? 0
        priority = element.number("priority") ?? 1000
        line = element.line
    }

    /// `0.5`, `2/3` or `16:9` (a ratio, as Interface Builder writes aspect ratios).
    static func multiplier(_ text: String) -> Double? {
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator)).compactMap { Double($0) }
            guard parts.count == 2, parts[1] != 0 else { return nil }
            return parts[0] / parts[1]
        }
        return Double(text)
    }
}
