/// `room`: how much room a key has in a language before anyone writes it.
enum RoomTool {
    static let definition = ToolDefinition(
        name: "fitcheck_room", formerName: "room", title: "Room for a translation",
        description: """
            The room a key has in one language: for each of its variants (plural forms, devices), the tightest \
            cell of the matrix (narrowest width, largest text size), the room there in points, lines and about \
            how many characters, what the source text needs there, and how the current text fits; and the rows \
            and choices (groups) the key shares with other keys, each sibling with its text in the language.
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
            "groups": ToolSchema.array(groupSchema, "The rows and choices the key is a member of (empty when none)."),
            "fontsChanged": ToolSchema.boolean("Font files changed since the server started: restart it to measure with them."),
            "warnings": ToolSchema.warnings,
        ], required: ["key", "language", "catalog", "comment", "rows", "groups", "fontsChanged", "warnings"]),
        readOnly: true)

    static func call(_ arguments: ToolArguments, _ context: ToolContext) throws -> ToolOutput {
        let key = try arguments.requiredString("key"), language = try arguments.language()
        let (warm, warnings) = context.workspace.session()
        // A language no catalog has yet: the room the source text has there.
        let session = warm.languages.contains(language) ? warm : try warm.newLanguage(language)
        let (catalog, entry) = try session.entry(key)
        let budgets = try session.budgets(key: key, language: language)
        guard !budgets.isEmpty else {
            if entry.isStale { throw InputError("key \(quoted: key) is stale (extractionState stale: no longer in the code): it is not measured") }
            throw InputError("key \(quoted: key) in \(language): no cell of the matrix shows it (or the language is not measured: "
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
            "comment": .optional(entry.comment), "rows": .array(rows),
            "groups": .array(GroupSiblings.of(key: key, in: session.matrix.groups).map { groupWire($0, language: language, session) }),
            "fontsChanged": .bool(fontsChanged),
            "warnings": .array(notes.map(WireJSON.string)),
        ]), summary: ToolSummary.room(key: key, language: language, budgets))
    }
}

extension RoomTool {
    /// A group the key is in, each sibling with the text it shows in `language` (its tightest variant).
    static func groupWire(_ group: GroupSiblings, language: String, _ session: BudgetSession) -> WireJSON {
        let siblings = group.siblings.map { sibling -> WireJSON in
            let shown = (try? session.budgets(key: sibling, language: language))?.first
            return .object(["key": .string(sibling), "shown": .optional(shown?.translation), "source": .optional(shown?.source),
                            "status": .optional(shown?.status.rawValue)])
        }
        var object: [String: WireJSON] = ["id": .string(group.id), "kind": .string(group.kind.rawValue),
                                          "name": .optional(group.name), "policy": .optional(group.policy?.rawValue),
                                          "alternative": .optional(group.alternative), "inMoreList": .bool(group.inMoreList),
                                          "siblings": .array(siblings)]
        object["summary"] = .string(group.summary)
        return .object(object)
    }

    static let groupSchema = ToolSchema.object([
        "id": ToolSchema.string("The group's id (the matrix's, or derived from its kind and keys)."),
        "kind": ToolSchema.enumeration(["row", "choice"], "A row shares one width; a choice (ViewThatFits) shows the first alternative that fits."),
        "name": ToolSchema.string("The group's name in the matrix.", nullable: true),
        "policy": ToolSchema.string("How the row shares its width: equal, fixed or stack.", nullable: true),
        "alternative": ToolSchema.integer("In a choice: the position (from 0) of the alternative holding the key.", nullable: true),
        "inMoreList": ToolSchema.boolean("A tab in the More list of a bar of six or more, not in the bar."),
        "siblings": ToolSchema.array(ToolSchema.object([
            "key": ToolSchema.string(), "shown": ToolSchema.string("Its text in the language, as measured.", nullable: true),
            "source": ToolSchema.string("Its source text.", nullable: true),
            "status": ToolSchema.string("translated, untranslated or notTranslatable.", nullable: true),
        ], required: ["key", "shown", "source", "status"]), "The other members, side by side with the key first."),
        "summary": ToolSchema.string("The group in one line."),
    ], required: ["id", "kind", "name", "policy", "alternative", "inMoreList", "siblings", "summary"])
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
