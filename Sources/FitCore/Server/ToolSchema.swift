/// Small builders for the JSON Schemas of the tools' inputs and outputs.
enum ToolSchema {
    static func object(_ properties: [String: WireJSON], required: [String] = [], description: String? = nil) -> WireJSON {
        var schema: [String: WireJSON] = ["type": .string("object"), "properties": .object(properties)]
        if !required.isEmpty { schema["required"] = .array(required.map(WireJSON.string)) }
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    static func type(_ name: String, _ description: String? = nil, nullable: Bool = false) -> WireJSON {
        var schema: [String: WireJSON] = ["type": nullable ? .array([.string(name), .string("null")]) : .string(name)]
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    static func string(_ description: String? = nil, nullable: Bool = false) -> WireJSON { type("string", description, nullable: nullable) }
    static func number(_ description: String? = nil, nullable: Bool = false) -> WireJSON { type("number", description, nullable: nullable) }
    static func integer(_ description: String? = nil, nullable: Bool = false) -> WireJSON { type("integer", description, nullable: nullable) }
    static func boolean(_ description: String? = nil) -> WireJSON { type("boolean", description) }

    static func enumeration(_ values: [String], _ description: String) -> WireJSON {
        .object(["type": .string("string"), "enum": .array(values.map(WireJSON.string)), "description": .string(description)])
    }

    static func array(_ items: WireJSON, _ description: String? = nil) -> WireJSON {
        var schema: [String: WireJSON] = ["type": .string("array"), "items": items]
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    /// The cell a figure was taken at.
    static let cell = object([
        "screenWidth": number("The matrix width, in points."),
        "slotWidth": number("The slot's width there, in points."),
        "size": string("The Dynamic Type size drawn (after the slot's cap)."),
        "style": string("The text style."),
        "pointSize": number("The font size, in points."),
        "lineLimit": integer("Lines the slot shows; null wraps freely.", nullable: true),
    ], required: ["screenWidth", "slotWidth", "size", "style", "pointSize", "lineLimit"])

    /// Warnings every answer from the catalogs may carry.
    static let warnings = array(string(), "A catalog or matrix that changed on disk but cannot be read: the answer comes from the last good copy.")
}
