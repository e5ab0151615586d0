/// The flat sheet as CSV (RFC 4180: comma-separated, fields with a comma, quote or line break
/// quoted, quotes doubled, CRLF line ends), one row per key and variant, tightest first. The columns
/// a translator reads come first; the measurement details after.
public enum BudgetCSVWriter {
    // language,key,variant,comment,source,translation,budget_pt,used_percent,fits,…
    public static let columns = [
        "language", "key", "variant", "comment", "source", "translation", "budget_pt", "used_percent", "fits",
        "headroom_pt", "headroom_chars", "needs_pt", "source_needs_pt", "slot_width_pt", "lines",
        "screen_width_pt", "size", "point_size_pt", "verdict", "status", "seed_budget_chars", "translation_chars",
    ]

    public static func render(_ budgets: [KeyBudget]) -> String {
        var out = row(columns)
        for budget in budgets {
            out += row([
                budget.language, budget.key, budget.variant, budget.comment ?? "", budget.source, budget.translation,
                budget.cell.budgetPoints.map(PointFormat.text) ?? "", budget.usedPercent.map(percent) ?? "",
                budget.fits ? "yes" : "no",
                budget.headroomPoints.map(PointFormat.text) ?? "", budget.headroomCharacters.map(String.init) ?? "",
                budget.requiredWidth.map(PointFormat.text) ?? "", budget.sourceWidth.map(PointFormat.text) ?? "",
                PointFormat.text(budget.cell.slotWidth), budget.cell.lineLimit.map(String.init) ?? "",
                PointFormat.text(budget.cell.screenWidth), budget.cell.effectiveSize.rawValue,
                PointFormat.text(budget.cell.pointSize), budget.verdict.rawValue, budget.status.rawValue,
                budget.seed.map { String($0.budget) } ?? "", budget.seed.map { String($0.translationCharacters) } ?? "",
            ])
        }
        return out
    }

    /// Percent with one decimal: `109.2`.
    static func percent(_ value: Double) -> String {
        guard value.isFinite else { return "inf" }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }

    private static func row(_ fields: [String]) -> String {
        fields.map(quoted).joined(separator: ",") + "\r\n"
    }

    private static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
