/// `apply_translations`: `fitcheck apply` as a tool; offered only when the server was started with
/// `--allow-write`.
enum ApplyTool {
    static let fixSchema = ToolSchema.object([
        "key": ToolSchema.string(), "language": ToolSchema.string(),
        "variant": ToolSchema.string("Which stored string (default \"\"): plural.one, device.ipad, count:plural.other."),
        "expected": ToolSchema.string("The value stored now, exactly; null when none is stored.", nullable: true),
        "value": ToolSchema.string("The new text (at most 64 KB)."),
        "state": ToolSchema.enumeration(CatalogFix.states, "The state written (default translated)."),
        "catalog": ToolSchema.string("The catalog file, when the key is in several."),
    ], required: ["key", "language", "expected", "value"])

    static let definition = ToolDefinition(
        name: "fitcheck_apply_translations", formerName: "apply_translations", title: "Write translations into the catalogs",
        description: """
            Writes fixes into the app's catalogs, as `fitcheck apply` does: each only when the stored value is \
            still "expected" (compare-and-swap), its format specifiers match the source's, and it fits every cell \
            (unless "allowOverflow"). One refused fix leaves its whole catalog unwritten; the others are written. \
            .xcstrings files keep Xcode's formatting byte for byte. "dryRun" writes nothing: it returns the diff, and \
            "wouldWrite"/"wouldApply" in place of "written"/"applied".
            """,
        input: ToolSchema.object([
            "fixes": ToolSchema.array(fixSchema, "The fixes, in order."),
            "dryRun": ToolSchema.boolean("Write nothing; return the unified diff of what would be written."),
            "allowOverflow": ToolSchema.boolean("Write fixes that do not fit too (never a format mismatch)."),
        ], required: ["fixes"]),
        output: ToolSchema.object([
            "dryRun": ToolSchema.boolean("Nothing was written: \"wouldWrite\" and \"wouldApply\" say what a real call would."),
            "written": ToolSchema.array(ToolSchema.string(), "Files written (empty in a dry run)."),
            "wouldWrite": ToolSchema.array(ToolSchema.string(), "In a dry run, the files a real call would write (else empty)."),
            "applied": ToolSchema.integer("Fixes written (0 in a dry run)."),
            "wouldApply": ToolSchema.integer("In a dry run, the fixes a real call would write (else 0)."),
            "rejected": ToolSchema.array(ToolSchema.object([
                "key": ToolSchema.string(), "language": ToolSchema.string(), "variant": ToolSchema.string(),
                "reason": ToolSchema.enumeration(FixRejection.Reason.allCases.map(\.rawValue), "Why."),
                "message": ToolSchema.string(),
            ], required: ["key", "language", "variant", "reason", "message"])),
            "unwritten": ToolSchema.array(ToolSchema.string(), "Catalogs left as they were because a fix of theirs was refused."),
            "diff": ToolSchema.string("The unified diff, in a dry run.", nullable: true),
            "warnings": ToolSchema.warnings,
        ], required: ["dryRun", "written", "wouldWrite", "applied", "wouldApply", "rejected", "unwritten", "diff", "warnings"]),
        readOnly: false)

    static func call(_ arguments: ToolArguments, _ context: ToolContext) throws -> ToolOutput {
        guard let list = arguments.object.optional("fixes"), case .array(let items) = list.kind else {
            throw ToolArgumentError("\"fixes\" must be an array of fixes")
        }
        let fixes = try items.enumerated().map { index, item -> CatalogFix in
            guard case .object(let object) = item.kind else { throw ToolArgumentError("fixes[\(index)] must be an object") }
            do { return try CatalogFix(object, at: item, origin: "fixes[\(index)]") }
            catch let error as InputError { throw ToolArgumentError("fixes[\(index)]: \(error.message)") }
        }
        let dryRun = try arguments.bool("dryRun") ?? false
        let (session, warnings) = context.workspace.session()
        let outcome = try CatalogApply(session: session, allowOverflow: try arguments.bool("allowOverflow") ?? false, dryRun: dryRun)
            .apply(fixes)
        let files = WireJSON.array(outcome.written.map(WireJSON.string))
        return ToolOutput(structured: .object([
            "dryRun": .bool(dryRun),
            "written": dryRun ? .array([]) : files, "wouldWrite": dryRun ? files : .array([]),
            "applied": .int(dryRun ? 0 : outcome.applied), "wouldApply": .int(dryRun ? outcome.applied : 0),
            "rejected": .array(outcome.rejected.map { rejection in
                .object(["key": .string(rejection.fix.key), "language": .string(rejection.fix.language),
                         "variant": .string(rejection.fix.variant), "reason": .string(rejection.reason.rawValue),
                         "message": .string(rejection.description)])
            }),
            "unwritten": .array(outcome.unwritten.map(WireJSON.string)), "diff": dryRun ? .string(outcome.diff) : .null,
            "warnings": .array((warnings + outcome.warnings).map(WireJSON.string)),
        ]), summary: ToolSummary.apply(outcome, fixes: fixes.count, dryRun: dryRun))
    }
}
