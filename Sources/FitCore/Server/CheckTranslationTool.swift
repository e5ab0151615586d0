import Foundation

/// `check_translation`: does this candidate fit, everywhere the matrix shows the key?
enum CheckTranslationTool {
    static let definition = ToolDefinition(
        name: "fitcheck_check_translation", formerName: "check_translation", title: "Check a candidate translation",
        description: """
            Measures a candidate as the key's text in one language in every cell of the matrix where the key is \
            shown, as `fitcheck check` would: whether it fits, every failing cell with its verdict and by how much, \
            and its format specifiers compared with the source's. With "variant", only that stored string is \
            replaced (a plural form: plural.few); without, the whole localization. "picture": true adds a PNG of \
            the tightest cell (for a group member: the group's row at its worst cell, else its tightest).
            """,
        input: ToolSchema.object([
            "key": ToolSchema.string("The catalog key, exactly."),
            "language": ToolSchema.string("A language tag (de, pt-BR, hi)."),
            "text": ToolSchema.string("The candidate, format specifiers as stored (%@, %lld); at most 64 KB."),
            "variant": ToolSchema.string("Replace only this stored string: plural.one, device.ipad, count:plural.other."),
            "picture": ToolSchema.boolean("Also return the tightest cell's picture (PNG); a group member's: its whole row."),
        ], required: ["key", "language", "text"]),
        output: ToolSchema.object([
            "key": ToolSchema.string(), "language": ToolSchema.string(), "text": ToolSchema.string(),
            "variant": ToolSchema.string("The variant measured (\"\" when the whole localization was replaced).", nullable: true),
            "fits": ToolSchema.boolean("True when every cell fits and the specifiers match the source's."),
            "verdict": ToolSchema.string("formatMismatch, or the most severe verdict met (fits when none)."),
            "cellsMeasured": ToolSchema.integer(),
            "failingCells": ToolSchema.array(ToolSchema.object([
                "width": ToolSchema.number("The matrix width, in points."), "size": ToolSchema.string("The size category."),
                "verdict": ToolSchema.string(), "over": ToolSchema.number("By how much it misses, in points (README, \"Words\")."),
            ], required: ["width", "size", "verdict", "over"])),
            "tightest": ToolSchema.type("object", "The tightest cell: room, needs, headroom (absent for a format mismatch).", nullable: true),
            "specifiers": ToolSchema.object([
                "source": ToolSchema.array(ToolSchema.string()), "translation": ToolSchema.array(ToolSchema.string()),
                "match": ToolSchema.boolean(),
            ], required: ["source", "translation", "match"]),
            "group": ToolSchema.type("object", """
                The row or choice the key is a member of, measured again with the candidate beside its siblings' texts \
                (null for a key in no group): id, kind, name, fits, cellsMeasured, failingCells, failures, the cell described \
                (width, size: the worst failing, else the tightest; over: by how much it misses there, in points), policy, chosen and idealFits (a choice's alternative \
                shown), in (a choice's ViewThatFits axes, only when not both: vertical shows the first), members (key, text, needs, given in points), alternatives (a choice's every one: texts, needs on one line, given), failingAt. Its cells are counted in cellsMeasured.
                """, nullable: true),
            "warnings": ToolSchema.warnings,
        ], required: ["key", "language", "text", "variant", "fits", "verdict", "cellsMeasured", "failingCells", "tightest", "specifiers", "warnings"]),
        readOnly: true)

    static func call(_ arguments: ToolArguments, _ context: ToolContext) throws -> ToolOutput {
        let key = try arguments.requiredString("key"), language = try arguments.language()
        let text = try arguments.text("text"), variant = try arguments.string("variant")
        if let variant { do { _ = try VariantAddress(variant) } catch let error as InputError { throw ToolArgumentError(error.message) } }
        let (session, warnings) = context.workspace.session()
        let (catalog, entry) = try session.entry(key)
        let source = sourceSpecifiers(entry, catalog: catalog, variant: variant)
        var result: [String: WireJSON] = [
            "key": .string(key), "language": .string(language), "text": .string(text), "variant": .optional(variant),
            "warnings": .array(warnings.map(WireJSON.string)),
        ]
        let trial: CandidateTrial
        do {
            trial = try session.trial(key: key, language: language, candidate: text, variant: variant)
        } catch let mismatch as CandidateFormatMismatch {
            result["fits"] = .bool(false)
            result["verdict"] = .string(Verdict.formatMismatch.rawValue)
            result["cellsMeasured"] = .int(0)
            result["failingCells"] = .array([])
            result["tightest"] = .null
            result["specifiers"] = .object(["source": strings(mismatch.mismatch.source), "translation": strings(mismatch.mismatch.translation),
                                            "match": .bool(false)])
            return ToolOutput(structured: .object(result),
                              summary: ToolSummary.formatMismatch(source: mismatch.mismatch.source, translation: mismatch.mismatch.translation))
        }
        result["fits"] = .bool(trial.fits)
        result["verdict"] = .string((trial.failures.first ?? .fits).rawValue)
        result["cellsMeasured"] = .int(trial.cellsMeasured)
        result["failingCells"] = .array(trial.failingAt.map { place in
            .object(["width": .double(place.width), "size": .string(place.size.rawValue), "verdict": .string(place.verdict.rawValue),
                     "over": .double(PointFormat.rounded(place.excessPoints))])
        })
        result["tightest"] = .object(BudgetWire.row(trial.budget))
        result["group"] = trial.group.map { WireJSON(encoding: $0) } ?? .null
        let own = FormatArguments(FormatString(parsing: text, as: .formatted)).written
        result["specifiers"] = .object(["source": strings(source), "translation": strings(own), "match": .bool(true)])
        var output = ToolOutput(structured: .object(result), summary: ToolSummary.check(trial))
        if try arguments.bool("picture") == true {
            output.images.append(try CandidatePicture.png(trial, candidate: text, variant: variant, session: session,
                                                          fonts: context.workspace.fonts))
        }
        return output
    }

    /// The source's specifiers as written, at the variant (else its own text).
    private static func sourceSpecifiers(_ entry: CatalogEntry, catalog: Catalog, variant: String?) -> [String] {
        let node = entry.localizations[catalog.sourceLanguage]
        let address = variant.flatMap { try? VariantAddress($0) }
        let raw = node.flatMap { address?.unit(in: $0) ?? $0.stringUnit ?? $0.leaves.last }?.value ?? entry.key
        return FormatArguments(FormatString(parsing: raw, as: .formatted)).written
    }

    private static func strings(_ list: [String]) -> WireJSON { .array(list.map(WireJSON.string)) }
}

/// The picture of a candidate, drawn as `check` draws a failing cell, by the same paths. A key in no
/// group: its tightest cell, the candidate alone in its slot (``PictureDrawing/keyCell(_:size:containerWidth:matrix:fonts:shaper:parameters:verdict:excessPoints:)``,
/// judged there: no reported figures). A member of a row or choice: the group as the trial laid it out
/// with the candidate in it, at the cell its ``GroupTrial`` describes (the worst failing one, else the
/// tightest) — the whole row, every member in its share, the failing ones marked, as `check` draws a
/// group finding (``GroupMeasurer/picture(_:language:renditions:width:subject:focus:)``).
enum CandidatePicture {
    /// The PNG of ``picture(_:candidate:variant:session:shaper:)``.
    static func png(_ trial: CandidateTrial, candidate: String, variant: String?, session: BudgetSession,
                    fonts: FontLibrary) throws -> [UInt8] {
        let shaper = Shaper(library: fonts)
        let canvas = try FailureImage.render(try picture(trial, candidate: candidate, variant: variant, session: session, shaper: shaper),
                                             rasterizer: try GlyphRasterizer()) { caption in
            try shaper.shape(ShapingRequest(text: caption, language: "en"))
        }
        return try PNGWriter.encode(canvas)
    }

    /// The picture of `trial`, the trial of `candidate` (at `variant`, as ``BudgetSession/trial(key:language:candidate:variant:)`` measured it).
    static func picture(_ trial: CandidateTrial, candidate: String, variant: String?, session: BudgetSession,
                        shaper: Shaper) throws -> Picture {
        let budget = trial.budget, context = session.context
        let (every, measured) = try session.candidateRenditions(key: budget.key, language: budget.language,
                                                                candidate: candidate, variant: variant)
        if let tried = trial.group, let group = session.matrix.groups.first(where: { $0.id == tried.id }),
           let texts = context.groupTexts(group, key: budget.key, language: budget.language, candidates: every,
                                          renditions: session.renditions) {
            // The trial's width as the matrix gives it (reports round widths to 0.01 pt).
            let width = PictureDrawing.runWidth(tried.width, in: context.plan.widths)
            let measurer = GroupMeasurer(matrix: session.matrix, fonts: context.library, widths: [width], sizes: [tried.size],
                                         picker: WidthVariantPicker(texts), shaper: shaper)
            return try measurer.picture(group, language: budget.language, renditions: texts, width: width,
                                        subject: Finding.groupLabel(id: group.id, name: group.name),
                                        focus: GroupPictureFocus(key: budget.key))
        }
        guard let rendition = measured.first(where: { $0.variant == budget.variant }) else {
            throw InternalError("no rendition of the candidate for \(budget.key) · \(budget.language) \(budget.variant)")
        }
        // The key cells and the shaping path of the check, with glyphs.
        return Picture(cell: try PictureDrawing.keyCell(rendition, size: budget.cell.size, containerWidth: budget.cell.screenWidth,
                                                        matrix: session.matrix, fonts: context.library, shaper: shaper,
                                                        parameters: budget.cell.parameters))
    }
}
