import Foundation

/// The sheets for translators (`fitcheck budget --format jsonl|md`): a language's strings tightest
/// first, each with its source, comment, current text, state and room.
///
/// - `jsonl`, for agents: one row per stored string (what `fitcheck apply` writes), in `apply`'s input
///   shape — `key`, `language`, `variant`, `expected` (the value stored now, or null), `value` empty — plus
///   what to write it from (`source`, `comment`, `currentState`, `room`, `needs`, `fits`…). Fill in
///   `value` and give the file to `fitcheck apply`: rows left empty are skipped.
/// - `md`, for a human reviewer: the flat document of the seed article, a table per language.
///
/// Both are deterministic: the same catalogs and matrix give the same bytes.
public enum BudgetSheetWriters {
    /// One JSON object per line, sorted keys, rows tightest first. A plural form the language has and
    /// the catalog lacks for it (Russian `few` and `many` where only the source's `one` and `other`
    /// exist) gets a row of its own beside its siblings, `expected` null: `apply` inserts it.
    public static func jsonLines(_ session: BudgetSession, languages: [String]) throws -> String {
        var out = ""
        let plurals = PluralSamples(bound: session.matrix.samples.pluralBound)
        for language in languages {
            var seen: Set<[String]> = []
            for budget in try session.budgets(language: language) {
                let (catalog, entry) = try session.entry(budget.key)
                for address in VariantAddress.units(ofRendition: budget.variant) {
                    for variant in [address] + otherPluralForms(of: address, language: language, plurals) {
                        guard seen.insert([catalog.file, budget.key, variant.description]).inserted else { continue }
                        let unit = entry.localizations[language].flatMap(variant.unit(in:))
                        var row = Row(budget, catalog: catalog.file, variant: variant.description, stored: unit)
                        let groups = GroupSiblings.of(key: budget.key, in: session.matrix.groups)
                        if !groups.isEmpty { row.groups = groups }
                        out += StableJSON.text(row, pretty: false) + "\n"
                    }
                }
            }
        }
        return out
    }

    /// `address` with its last step, when it is a plural form, turned into each other form `language` has.
    private static func otherPluralForms(of address: VariantAddress, language: String, _ plurals: PluralSamples) -> [VariantAddress] {
        guard let last = address.steps.last, last.axis == "plural" else { return [] }
        return plurals.categoryNames(language).filter { $0 != last.name }.map { name in
            var other = address
            other.steps[other.steps.count - 1].name = name
            return other
        }
    }

    /// A row: `apply`'s input and the room to write it in.
    private struct Row: Encodable {
        var catalog: String
        var key: String
        var language: String
        var variant: String
        /// Written as `null` when nothing is stored: `apply` needs the member.
        var expected: StoredValue
        var value = ""
        var currentState: String?
        var comment: String?
        var source: String
        /// The text measured (format arguments filled with samples).
        var shown: String
        var status: String
        var room: Room
        var needs: Double?
        var sourceNeeds: Double?
        var usedPercent: Double?
        var fits: Bool
        var verdict: String
        /// The rows and choices the key is a member of, with its siblings there; left out when none.
        var groups: [GroupSiblings]?
        /// How the room was worked out when it depends on the siblings' texts (``KeyBudget/groupRoom``).
        var groupRoom: String?

        struct Room: Encodable {
            var points: Double?
            var lines: Int?
            var characters: Int?
            var slotWidth: Double
            var screenWidth: Double
            var size: String
            var pointSize: Double
        }

        init(_ budget: KeyBudget, catalog: String, variant: String, stored: StringUnit?) {
            self.catalog = catalog
            key = budget.key
            language = budget.language
            self.variant = variant
            expected = StoredValue(value: stored?.value)
            currentState = stored?.state
            comment = budget.comment
            source = budget.source
            shown = budget.translation
            status = budget.status.rawValue
            let points = budget.cell.budgetPoints
            room = Room(points: points.map { PointFormat.rounded($0) }, lines: budget.cell.lineLimit,
                        characters: budget.roomCharacters,
                        slotWidth: PointFormat.rounded(budget.cell.slotWidth), screenWidth: budget.cell.screenWidth,
                        size: budget.cell.effectiveSize.rawValue, pointSize: budget.cell.pointSize)
            needs = budget.requiredWidth.map { PointFormat.rounded($0) }
            sourceNeeds = budget.sourceWidth.map { PointFormat.rounded($0) }
            usedPercent = budget.usedPercent.map { ($0 * 10).rounded() / 10 }
            fits = budget.fits
            verdict = budget.verdict.rawValue
            groupRoom = budget.groupRoom
        }
    }

    /// A value that is written `null` when absent, where a plain optional would be left out.
    private struct StoredValue: Encodable {
        var value: String?

        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            if let value { try container.encode(value) } else { try container.encodeNil() }
        }
    }

    /// A Markdown table per language: key, variant, comment, source, translation, state, room, verdict.
    /// A key in a row or choice the run measured (``BudgetSheet/groups``) says so under it, with its siblings.
    public static func markdown(_ sheet: BudgetSheet, languages: [String]) -> String {
        var out = ""
        for language in languages {
            let rows = sheet.rows(language: language)
            let failing = rows.filter(\.doesNotFit).count
            if !out.isEmpty { out += "\n" }
            out += "# \(language): \(rows.count) string\(rows.count == 1 ? "" : "s"), tightest first; \(failing) do\(failing == 1 ? "es" : "") not fit\n\n"
            out += "| key | variant | comment | source | translation | state | room | needs | fits |\n"
            out += "|---|---|---|---|---|---|---|---|---|\n"
            for budget in rows {
                let room = budget.cell.budgetPoints.map { "\(BudgetTextWriter.points($0)) (\(BudgetTextWriter.lines(budget.cell.lineLimit ?? 1)))" }
                    ?? "\(BudgetTextWriter.points(budget.cell.slotWidth)) wide, wraps"
                let chars = budget.roomCharacters.map { " ≈ \($0) chars" } ?? ""
                let needs = budget.requiredWidth.map { BudgetTextWriter.points($0) } ?? "no width fits"
                let inGroups = GroupSiblings.of(key: budget.key, in: sheet.groups).map { "<br>in " + $0.summary }.joined()
                    + (budget.groupRoom.map { "<br>" + $0 } ?? "")
                let cells = [
                    "`\(budget.key)`" + inGroups, budget.variant, budget.comment ?? "", budget.source,
                    budget.status == .untranslated ? "_(untranslated: shows \(budget.translation))_" : budget.translation,
                    budget.state ?? "", room + chars + " at \(PointFormat.text(budget.cell.screenWidth)) pt \(budget.cell.effectiveSize.rawValue)",
                    needs, budget.fits ? "yes" : "**no** (\(budget.verdict.rawValue))",
                ]
                out += "| " + cells.map(cell).joined(separator: " | ") + " |\n"
            }
        }
        return out
    }

    /// A table cell: `|` escaped, line breaks as `<br>`.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\r\n", with: "<br>")
            .replacingOccurrences(of: "\n", with: "<br>")
    }
}
