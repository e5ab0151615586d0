import Foundation

/// The budgets as JSON: one sheet per language, rows tightest first, sorted keys; lengths in points
/// rounded to 1/100, shares in percent to 1/10. Absent figures (no width fits, free-wrapping slot)
/// are left out.
public enum BudgetJSONWriter {
    public static func render(_ sheet: BudgetSheet, languages: [String]? = nil) -> String {
        let languages = languages ?? sheet.languages
        let document = Document(
            renditions: languages.reduce(0) { $0 + sheet.rows(language: $1).count },
            doNotFit: languages.reduce(0) { $0 + sheet.rows(language: $1).filter(\.doesNotFit).count },
            sheets: languages.map { language in Sheet(language: language, rows: sheet.rows(language: language).map(Row.init)) })
        return StableJSON.text(document)
    }

    private struct Document: Encodable {
        var renditions: Int
        var doNotFit: Int
        var sheets: [Sheet]
    }

    private struct Sheet: Encodable {
        var language: String
        var rows: [Row]
    }

    private struct Row: Encodable {
        var key: String
        var variant: String
        var comment: String?
        var source: String
        var translation: String
        var status: String
        /// Slot width × line limit, in points; absent for a free-wrapping slot.
        var budget: Double?
        var usedPercent: Double?
        var fits: Bool
        var verdict: String
        var headroom: Double?
        var headroomCharacters: Int?
        var needs: Double?
        var sourceNeeds: Double?
        var slotWidth: Double
        var lines: Int?
        var screenWidth: Double
        var size: String
        var pointSize: Double
        var rule: String
        var seedBudgetCharacters: Int?
        var translationCharacters: Int?
        /// `false` for a text never laid out (no figures); absent otherwise.
        var laidOut: Bool?
        /// The scale the figures are at, where the slot lets its text shrink; absent otherwise.
        var scale: Double?

        init(_ budget: KeyBudget) {
            key = budget.key
            variant = budget.variant
            comment = budget.comment
            source = budget.source
            translation = budget.translation
            status = budget.status.rawValue
            self.budget = budget.cell.budgetPoints.map(Self.points)
            usedPercent = budget.usedPercent.map { ($0 * 10).rounded() / 10 }
            fits = budget.fits
            verdict = budget.verdict.rawValue
            headroom = budget.headroomPoints.map(Self.points)
            headroomCharacters = budget.headroomCharacters
            needs = budget.requiredWidth.map(Self.points)
            sourceNeeds = budget.sourceWidth.map(Self.points)
            slotWidth = Self.points(budget.cell.slotWidth)
            lines = budget.cell.lineLimit
            screenWidth = budget.cell.screenWidth
            size = budget.cell.effectiveSize.rawValue
            pointSize = budget.cell.pointSize
            rule = budget.rule
            seedBudgetCharacters = budget.seed?.budget
            translationCharacters = budget.seed?.translationCharacters
            laidOut = budget.laidOut ? nil : false
            scale = budget.scale
        }

        static func points(_ value: Double) -> Double { PointFormat.rounded(value) }
    }
}
