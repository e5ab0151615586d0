/// A slot's fields as a matrix rule writes them (Matrix/README.md, "Rules"): the one writer of slot fields.
/// `fitcheck init` (and `init --update`, and `--changed-since`, which reads what `init` would write) writes
/// each inferred rule and each group member's text from this list, one line of JSON in its order;
/// `fitcheck slots --json` writes each key and group member from the same list. So neither can leave out a
/// field the other writes, and a rule read back over the `defaultSlot` `init` writes (the width less the
/// margins, body, wrapping freely) is the slot it was written from (`SlotWriterTests`).
///
/// `width`, `lines` and `style` are always written; every other field only where the slot differs from
/// what that reading would give it (`sfTracking` follows `font`: a named family has no SF tracking).
public struct SlotFields: Sendable, Equatable {
    /// One field's value, as JSON has it.
    public enum Value: Sendable, Equatable {
        case text(String), number(Double), integer(Int), bool(Bool), null
    }

    public struct Field: Sendable, Equatable {
        public var name: String
        public var value: Value
    }

    /// In the order a rule lists them.
    public var fields: [Field]

    /// Every name a slot field may have, in rule order.
    public static let names = ["width", "lines", "maxHeight", "style", "weight", "largestSize", "pointSize", "scaled",
                               "tracking", "font", "sfTracking", "markdown", "minimumScaleFactor", "layout"]

    /// The fields of a group member's text: no `width` (its share is the row's), no `maxHeight` and no
    /// `layout` (a matrix's group member has neither).
    public static let memberNames = names.filter { !["width", "maxHeight", "layout"].contains($0) }

    /// `slot`'s fields; `member`: only those a group member may set (``memberNames``).
    public init(_ slot: Slot, member: Bool = false) {
        var fields: [Field] = []
        func add(_ name: String, _ value: Value) { fields.append(Field(name: name, value: value)) }
        add("width", .text(slot.width.description))
        add("lines", slot.maxLines.map { .integer($0) } ?? .null)
        if let height = slot.maxHeight { add("maxHeight", .number(height)) }
        add("style", .text(slot.style.rawValue))
        if let weight = slot.weight { add("weight", .text(weight.name)) }
        if let largest = slot.largestSize { add("largestSize", .text(largest.rawValue)) }
        if let size = slot.pointSize { add("pointSize", .number(size)) }
        if slot.scaled, slot.pointSize != nil { add("scaled", .bool(true)) }
        if slot.tracking != 0 { add("tracking", .number(slot.tracking)) }
        if let family = slot.font { add("font", .text(family)) }
        if !slot.sfTracking || slot.font != nil { add("sfTracking", .bool(slot.sfTracking)) }
        if !slot.markdown { add("markdown", .bool(false)) }
        if let factor = slot.minimumScaleFactor { add("minimumScaleFactor", .number(factor)) }
        if !slot.layout { add("layout", .bool(false)) }
        self.fields = member ? fields.filter { Self.memberNames.contains($0.name) } : fields
    }

    /// Each field as a matrix file writes it on one line: `"lines": 1`, `"style": "body"`.
    public var matrixMembers: [String] {
        fields.map { field in
            let value: String
            switch field.value {
            case .text(let text): value = StableJSON.text(text, pretty: false)
            case .number(let number): value = MatrixField.format(number)
            case .integer(let number): value = String(number)
            case .bool(let flag): value = flag ? "true" : "false"
            case .null: value = "null"
            }
            return StableJSON.text(field.name, pretty: false) + ": " + value
        }
    }

    /// Writes each field into `container` (`fitcheck slots --json`).
    public func encode(into container: inout KeyedEncodingContainer<SlotFieldKey>) throws {
        for field in fields {
            let key = SlotFieldKey(field.name)
            switch field.value {
            case .text(let text): try container.encode(text, forKey: key)
            case .number(let number): try container.encode(number, forKey: key)
            case .integer(let number): try container.encode(number, forKey: key)
            case .bool(let flag): try container.encode(flag, forKey: key)
            case .null: try container.encodeNil(forKey: key)
            }
        }
    }
}

/// A JSON member name, for documents whose members are listed at run time (``SlotFields``).
public struct SlotFieldKey: CodingKey, Sendable {
    public var stringValue: String
    public var intValue: Int? { nil }
    public init(_ name: String) { stringValue = name }
    public init?(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { nil }
}
