/// `room`: how much room a key has in a language before anyone writes it.
enum RoomTool {
    static let definition = ToolDefinition(
        name: "room", title: "Room for a translation",
        description: """
            The room a key has in one language: for each of its variants (plural forms, devices), the tightest \
            cell of the matrix (narrowest width, largest text size), the room there in points, lines and about \
            how many characters, what the source text needs there, and how the current text fits.
            """,
        input: ToolSchema.object([
            "key": ToolSchema.string("The catalog key, exactly."),
            "language": ToolSchema.string("A language tag (de, pt-BR, hi)."),
        ], required: ["key", "language"]),
        output: ToolSchema.object([
            "key": ToolSchema.string(), "language": ToolSchema.string(), "catalog": ToolSchema.string("The catalog file."),
            "comment": ToolSchema.string("The comment for translators.", nullable: true),
            "rows": ToolSchema.array(ToolSchema.object(BudgetWire.rowProperties.merging([
                "stored": StoredValues.schema,
            ]) { a, _ in a }, required: BudgetWire.rowRequired + ["stored"]), "A row per variant, tightest first."),
            "fontsChanged": ToolSchema.boolean("Font files changed since the server started: restart it to measure with them."),
            "warnings": ToolSchema.warnings,
        ], required: ["key", "language", "catalog", "comment", "rows", "fontsChanged", "warnings"]),
        readOnly: true)

    static func call(_ arguments: ToolArguments, _ context: ToolContext) throws -> ToolOutput {
        let key = try arguments.requiredString("key"), language = try arguments.language()
        let (session, warnings) = context.workspace.session()
        let (catalog, entry) = try session.entry(key)
        let budgets = try session.budgets(key: key, language: language)
        guard !budgets.isEmpty else {
            if entry.isStale { throw InputError("key '\(key)' is stale (extractionState stale: no longer in the code): it is not measured") }
            throw InputError("key '\(key)' in \(language): no cell of the matrix shows it (or the language is not measured: "
                             + "languages \(session.languages.joined(separator: " ")))")
        }
        var notes = warnings
        let fontsChanged = context.workspace.fontsChanged
        if fontsChanged { notes.append("font files changed since the server started: restart it to measure with them") }
        let rows = budgets.map { budget -> WireJSON in
            var row = BudgetWire.row(budget)
            row["stored"] = StoredValues.wire(entry: entry, language: language, renditionVariant: budget.variant)
            return .object(row)
        }
        return ToolOutput(structured: .object([
            "key": .string(key), "language": .string(language), "catalog": .string(catalog.file),
            "comment": .optional(entry.comment), "rows": .array(rows), "fontsChanged": .bool(fontsChanged),
            "warnings": .array(notes.map(WireJSON.string)),
        ]))
    }
}

/// The stored strings a rendition is made of, with their raw values: what `apply` compares
/// (`expected`) and writes (`variant`).
enum StoredValues {
    static func wire(entry: CatalogEntry, language: String, renditionVariant: String) -> WireJSON {
        .array(VariantAddress.units(ofRendition: renditionVariant).map { address in
            let unit = entry.localizations[language].flatMap(address.unit(in:))
            return .object(["variant": .string(address.description), "value": .optional(unit?.value), "state": .optional(unit?.state)])
        })
    }

    static let schema = ToolSchema.array(ToolSchema.object([
        "variant": ToolSchema.string("The stored string's variant, as apply takes it."),
        "value": ToolSchema.string("Its raw value (apply's \"expected\"); null when none is stored.", nullable: true),
        "state": ToolSchema.string("Its state.", nullable: true),
    ], required: ["variant", "value", "state"]), "The stored strings the text is made of (one, or the text and its substitution cases).")
}
