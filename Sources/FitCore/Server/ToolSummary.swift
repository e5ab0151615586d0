/// The one-line summaries a tool result carries as its second text block: the answer in words, for a
/// person reading the transcript and for clients that show only text. The JSON block before it holds
/// every figure; a summary names the few that decide.
enum ToolSummary {
    /// `room`: `'button.add' in de: 1 variant; tightest cell 320 pt at AX5: fits, 88 % of the width used`.
    static func room(key: String, language: String, _ budgets: [KeyBudget]) -> String {
        let tightest = budgets.first.map { "; tightest cell " + cell($0) } ?? ""
        return "\(quoted: key) in \(language): \(count(budgets.count, "variant"))\(tightest)"
    }

    /// `check_translation`: `fits in all 24 cells`, or `does not fit: 3 of 24 cells fail (overflow; 320 pt: AX1, AX2)`.
    static func check(_ trial: CandidateTrial) -> String {
        guard !trial.fits else { return "fits in all \(count(trial.cellsMeasured, "cell"))" }
        let verdicts = trial.failures.map(\.rawValue).joined(separator: ", ")
        let places = trial.failingAt.isEmpty ? "" : "; \(trial.failingAtDescription)"
        return "does not fit: \(trial.failingCells) of \(count(trial.cellsMeasured, "cell")) fail (\(verdicts)\(places))"
    }

    /// `check_translation` of a candidate whose format specifiers differ from the source's.
    static func formatMismatch(source: [String], translation: [String]) -> String {
        "formatMismatch: the candidate's specifiers (\(list(translation))) are not the source's (\(list(source))); not measured"
    }

    /// `measure`: `fits: 2 lines, the widest 212.4 pt in 240 pt`.
    static func measure(verdict: Verdict, lineWidths: [Double], width: Double) -> String {
        let widest = lineWidths.max().map { ", the widest \(PointFormat.text($0)) pt" } ?? ""
        return "\(verdict.rawValue): \(count(lineWidths.count, "line"))\(widest) in \(PointFormat.text(width)) pt"
    }

    /// `keys`: `42 failing keys in de; 1–100 on this page, more with nextCursor`.
    static func keys(total: Int, status: String, language: String, offset: Int, shown: Int, more: Bool) -> String {
        let page = shown == 0 ? "none on this page" : "\(offset + 1)–\(offset + shown) on this page"
        return "\(total) \(status == "all" ? "" : status + " ")key\(total == 1 ? "" : "s") in \(language); \(page)"
            + (more ? ", more with nextCursor" : "")
    }

    /// `apply_translations`: `wrote 2 of 3 fixes to 1 catalog; 1 refused`, or in a dry run
    /// `dry run, nothing written: 2 of 3 fixes would be written to 1 catalog; 1 refused`.
    static func apply(_ outcome: CatalogApply.Outcome, fixes: Int, dryRun: Bool) -> String {
        let refused = outcome.rejected.isEmpty ? "" : "; \(outcome.rejected.count) refused"
        let files = count(outcome.written.count, "catalog")
        guard !dryRun else {
            return "dry run, nothing written: \(outcome.applied) of \(count(fixes, "fix", "fixes")) would be written to \(files)\(refused)"
        }
        return "wrote \(outcome.applied) of \(count(fixes, "fix", "fixes")) to \(files)\(refused)"
    }

    /// `320 pt at AX5: fits, 88 % of the width used`.
    private static func cell(_ budget: KeyBudget) -> String {
        let used = budget.usedPercent.map { ", \(PointFormat.text(($0 * 10).rounded() / 10)) % of the width used" } ?? ""
        return "\(PointFormat.text(budget.cell.screenWidth)) pt at \(budget.cell.effectiveSize.rawValue): \(budget.verdict.rawValue)\(used)"
    }

    private static func count(_ number: Int, _ noun: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
    }

    private static func list(_ specifiers: [String]) -> String { specifiers.isEmpty ? "none" : specifiers.joined(separator: " ") }
}
