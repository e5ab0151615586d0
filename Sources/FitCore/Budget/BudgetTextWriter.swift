/// `fitcheck budget` for people: one line per key and language, tightest first.
public enum BudgetTextWriter {
    // Translator budgets: 612 renditions in 9 languages, tightest first; 24 do not fit.
    //  109%  -11 pt ≈ -2 chars  de  tight.chip.new  needs 131 pt of 120 pt × 1 line (source 98.5 pt)
    //        · 300 pt caption1/xxxL 18 pt · overflow · seed budget 14 chars, has 16
    public static func render(_ sheet: BudgetSheet) -> String {
        let count = sheet.budgets.count
        var out = "Translator budgets: \(count) rendition\(count == 1 ? "" : "s") in "
            + "\(sheet.languages.count) language\(sheet.languages.count == 1 ? "" : "s"), tightest first; "
            + "\(sheet.overBudget.count) do\(sheet.overBudget.count == 1 ? "es" : "") not fit.\n"
        for budget in sheet.budgets { out += line(budget) + "\n" }
        return out
    }

    /// One budget on one line.
    public static func line(_ budget: KeyBudget) -> String {
        // On one line whatever the key holds (a key that is its text may hold a line break: shown as ⏎).
        let key = budget.variant.isEmpty ? budget.key.oneLine : "\(budget.key.oneLine) [\(budget.variant)]"
        return [figures(budget), budget.language, key, needs(budget), cell(budget), verdict(budget)]
            .joined(separator: "  ") + (seed(budget).map { " · " + $0 } ?? "")
    }

    /// `109%  -11 pt ≈ -2 chars`, right-aligned so that the columns line up.
    static func figures(_ budget: KeyBudget) -> String {
        guard budget.laidOut else { return "   —  never laid out       " }
        guard let used = budget.usedPercent, let headroom = budget.headroomPoints else {
            return "   —  no width fits        "
        }
        let percent = "\(Int(used.rounded()))%"
        let room = points(headroom) + (budget.headroomCharacters.map { " ≈ \($0) char\(abs($0) == 1 ? "" : "s")" } ?? "")
        return String(repeating: " ", count: max(5 - percent.count, 0)) + percent + "  " + room.padded(22)
    }

    /// `needs 131 pt of 120 pt × 1 line (source 98.5 pt)`; free-wrapping slots name the longest word.
    static func needs(_ budget: KeyBudget) -> String {
        guard budget.laidOut else { return "never laid out (\"layout\": false): no room, judged on its translation alone" }
        let source = budget.sourceWidth.map { " (source \(points($0)))" } ?? ""
        guard let required = budget.requiredWidth else {
            return "no width fits \(lines(budget.cell.lineLimit ?? 0)): mandatory line breaks need more"
        }
        guard let limit = budget.cell.lineLimit else {
            return "longest word needs \(points(required)) of \(points(budget.cell.slotWidth)), wraps freely" + source
        }
        let width = limit == 1 ? points(required) : "\(points(required)) × \(limit)"
        return "needs \(width) of \(points(budget.cell.slotWidth)) × \(lines(limit))" + source
    }

    /// `at 300 pt: caption1/xxxL 18 pt`, and where the slot lets its text shrink, the size the figures
    /// are at: `at 375 pt: body/L 12.75 pt (shrunk to 75 %)`.
    static func cell(_ budget: KeyBudget) -> String {
        cell(budget.cell) + (budget.scale.map { " (shrunk to \(PointFormat.text($0 * 100)) %)" } ?? "")
    }

    /// `at 300 pt: caption1/xxxL 18 pt`
    static func cell(_ cell: TextCell) -> String {
        "at \(points(cell.screenWidth)): \(cell.style.rawValue)/\(cell.effectiveSize.rawValue) \(points(cell.pointSize))"
    }

    static func verdict(_ budget: KeyBudget) -> String {
        budget.fits ? "fits" : budget.verdict.rawValue
    }

    /// `seed budget 14 chars, has 16` for `tight.` keys.
    static func seed(_ budget: KeyBudget) -> String? {
        budget.seed.map { "seed budget \($0.budget) chars, has \($0.translationCharacters)" }
    }

    static func points(_ value: Double) -> String { PointFormat.text(value) + " pt" }

    static func lines(_ count: Int) -> String { "\(count) line\(count == 1 ? "" : "s")" }
}

extension String {
    /// Padded with spaces to `width` characters.
    func padded(_ width: Int) -> String { self + String(repeating: " ", count: max(width - count, 0)) }
}
