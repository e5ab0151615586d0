/// A budget's figures as the tools answer them: the tightest cell, the room there, what the
/// translation and the source need, the headroom.
enum BudgetWire {
    static func cell(_ cell: TextCell) -> WireJSON {
        .object([
            "screenWidth": .double(cell.screenWidth), "slotWidth": .double(PointFormat.rounded(cell.slotWidth)),
            "size": .string(cell.effectiveSize.rawValue), "style": .string(cell.style.rawValue),
            "pointSize": .double(cell.pointSize), "lineLimit": .optional(cell.lineLimit),
        ])
    }

    /// The room: points of line length (slot × lines; null when it wraps freely), lines, and about
    /// how many characters of the language that is.
    static func room(_ budget: KeyBudget) -> WireJSON {
        let points = budget.cell.budgetPoints
        return .object([
            "points": .optional(points.map({ PointFormat.rounded($0) })), "lines": .optional(budget.cell.lineLimit),
            "characters": .optional(budget.roomCharacters), "wrapsFreely": .bool(budget.cell.lineLimit == nil),
        ])
    }

    static let roomSchema = ToolSchema.object([
        "points": ToolSchema.number("Slot width × lines, in points; null for a slot that wraps freely.", nullable: true),
        "lines": ToolSchema.integer("The line limit; null wraps freely.", nullable: true),
        "characters": ToolSchema.integer("About how many characters of this language fill the room (an estimate).", nullable: true),
        "wrapsFreely": ToolSchema.boolean("No line limit: only the longest word must fit the width."),
    ], required: ["points", "lines", "characters", "wrapsFreely"])

    /// One budget row: where, how much room, what the texts need, how it fits.
    static func row(_ budget: KeyBudget) -> [String: WireJSON] {
        var row: [String: WireJSON] = [
            "variant": .string(budget.variant), "shown": .string(budget.translation), "source": .string(budget.source),
            "status": .string(budget.status.rawValue), "verdict": .string(budget.verdict.rawValue), "fits": .bool(budget.fits),
            "cell": cell(budget.cell), "room": room(budget),
            "needs": .optional(budget.requiredWidth.map({ PointFormat.rounded($0) })),
            "sourceNeeds": .optional(budget.sourceWidth.map({ PointFormat.rounded($0) })),
            "headroom": .optional(budget.headroomPoints.map({ PointFormat.rounded($0) })),
            "headroomCharacters": .optional(budget.headroomCharacters),
            "usedPercent": .optional(budget.usedPercent.map { ($0 * 10).rounded() / 10 }),
        ]
        if !budget.laidOut { row["laidOut"] = .bool(false) }
        if let scale = budget.scale { row["scale"] = .double(scale) }
        return row
    }

    static let rowProperties: [String: WireJSON] = [
        "variant": ToolSchema.string("The variant path (\"\", plural.one, device.ipad, count:plural.other)."),
        "shown": ToolSchema.string("The text as measured, format arguments filled with samples."),
        "source": ToolSchema.string("The source-language text at the same variant, as measured."),
        "status": ToolSchema.enumeration(["translated", "untranslated", "notTranslatable"], "Whether the text shown is a translation."),
        "verdict": ToolSchema.string("The verdict at the tightest cell."),
        "fits": ToolSchema.boolean("It fits the tightest cell, and so every cell."),
        "cell": ToolSchema.cell,
        "room": roomSchema,
        "needs": ToolSchema.number("The width the text needs at the cell's line limit, in points; null when none fits.", nullable: true),
        "sourceNeeds": ToolSchema.number("The width the source text needs there.", nullable: true),
        "headroom": ToolSchema.number("(slot width − needs) × lines, in points; negative when it does not fit.", nullable: true),
        "headroomCharacters": ToolSchema.integer("The headroom in characters of this language, about.", nullable: true),
        "usedPercent": ToolSchema.number("needs ÷ slot width, in percent.", nullable: true),
        "laidOut": ToolSchema.boolean("false for a text never laid out (the slot's \"layout\": false): no room, no figures; absent otherwise."),
        "scale": ToolSchema.number("Where the slot lets its text shrink: the scale the cell and figures are at (the smallest readable); absent otherwise."),
    ]
    static let rowRequired = ["variant", "shown", "source", "status", "verdict", "fits", "cell", "room", "needs",
                              "sourceNeeds", "headroom", "headroomCharacters", "usedPercent"]
}
