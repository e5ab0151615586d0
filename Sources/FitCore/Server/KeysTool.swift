import Foundation

/// `keys`: the keys of a language that need work, with everything a translator needs for each.
enum KeysTool {
    static let statuses = ["untranslated", "failing", "tight", "all"]

    static let definition = ToolDefinition(
        name: "fitcheck_keys", formerName: "keys", title: "Keys to translate or fix",
        description: """
            Lists a language's keys, tightest first: "untranslated" (shown as a fallback), "failing" (does not fit \
            somewhere), "tight" (fits, with less headroom than "headroomShare" of its room, default 0.1), or "all". \
            Each with its source, comment, the text shown, the stored values (apply's "expected") and its room. \
            Paged: "limit" (default 100) and the "nextCursor" of the previous page as "cursor".
            """,
        input: ToolSchema.object([
            "language": ToolSchema.string("A language tag (de, pt-BR, hi)."),
            "status": ToolSchema.enumeration(statuses, "Which keys (default all)."),
            "headroomShare": ToolSchema.number("For \"tight\": headroom under this share of the room (default 0.1)."),
            "key": ToolSchema.string("Only keys matching this glob (* ?) or prefix."),
            "cursor": ToolSchema.string("The nextCursor of the previous page."),
            "limit": ToolSchema.integer("Rows per page, 1–1000 (default 100)."),
        ], required: ["language"]),
        output: ToolSchema.object([
            "language": ToolSchema.string(), "status": ToolSchema.string(),
            "total": ToolSchema.integer("Rows matching, all pages together."),
            "keys": ToolSchema.array(ToolSchema.object(BudgetWire.rowProperties.merging([
                "key": ToolSchema.string(), "catalog": ToolSchema.string(), "comment": ToolSchema.string(nullable: true),
                "stored": StoredValues.schema,
            ]) { a, _ in a }, required: BudgetWire.rowRequired + ["key", "catalog", "comment", "stored"])),
            "nextCursor": ToolSchema.string("Pass as \"cursor\" for the next page; null on the last.", nullable: true),
            "warnings": ToolSchema.warnings,
        ], required: ["language", "status", "total", "keys", "nextCursor", "warnings"]),
        readOnly: true)

    static func call(_ arguments: ToolArguments, _ context: ToolContext) throws -> ToolOutput {
        let language = try arguments.language()
        let status = try arguments.string("status") ?? "all"
        guard statuses.contains(status) else { throw ToolArgumentError("\"status\" must be one of \(statuses.joined(separator: ", ")), got \(quoted: status)") }
        let share = try arguments.number("headroomShare", in: 0...1) ?? 0.1
        let pattern = try arguments.string("key").map { text -> KeyPattern in
            guard let pattern = KeyPattern(text) else { throw ToolArgumentError("\"key\" is empty") }
            return pattern
        }
        let limit = try arguments.integer("limit", in: 1...1000) ?? 100
        let (session, warnings) = context.workspace.session()
        guard session.languages.contains(language) else {
            throw InputError("language \(language) is not measured (languages: \(session.languages.joined(separator: " ")))")
        }
        // The cursor names this reading of the catalogs: after a change, paging starts again.
        let generation = String(UInt(bitPattern: ObjectIdentifier(session).hashValue), radix: 36)
        var offset = 0
        if let cursor = try arguments.string("cursor") {
            let parts = String(decoding: Data(base64Encoded: cursor) ?? Data(), as: UTF8.self).split(separator: ":")
            guard parts.count == 2, let start = Int(parts[1]), start >= 0 else { throw ToolArgumentError("\"cursor\" is not one this server gave") }
            guard parts[0] == generation else {
                throw ToolArgumentError("the catalogs changed since this cursor was given: start again without \"cursor\"")
            }
            offset = start
        }
        let budgets = try session.budgets(language: language) { context.cancellation.isCancelled }
        let matching = budgets.filter { budget in
            if let pattern, !pattern.matches(budget.key) { return false }
            switch status {
            case "untranslated": return budget.status == .untranslated
            case "failing": return !budget.fits
            case "tight":
                guard budget.fits, let headroom = budget.headroomPoints else { return false }
                let room = budget.cell.budgetPoints ?? budget.cell.slotWidth
                return headroom < share * room
            default: return true
            }
        }
        let page = matching.dropFirst(offset).prefix(limit)
        let rows = try page.map { budget -> WireJSON in
            let (catalog, entry) = try session.entry(budget.key)
            var row = BudgetWire.row(budget)
            row["key"] = .string(budget.key)
            row["catalog"] = .string(catalog.file)
            row["comment"] = .optional(entry.comment)
            row["stored"] = StoredValues.wire(entry: entry, language: language, renditionVariant: budget.variant)
            return .object(row)
        }
        let next = offset + page.count < matching.count ? Data("\(generation):\(offset + page.count)".utf8).base64EncodedString() : nil
        return ToolOutput(structured: .object([
            "language": .string(language), "status": .string(status), "total": .int(matching.count), "keys": .array(rows),
            "nextCursor": .optional(next), "warnings": .array(warnings.map(WireJSON.string)),
        ]), summary: ToolSummary.keys(total: matching.count, status: status, language: language, offset: offset,
                                      shown: page.count, more: next != nil))
    }
}
