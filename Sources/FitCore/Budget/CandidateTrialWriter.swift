import Foundation

/// The answer of `fitcheck try`, as text for people or one JSON object (sorted keys) for agents.
public enum CandidateTrialWriter {
    // tight.tab.settings · de · "Einstellungen"
    // does not fit: needs 81.3 pt of 75 pt × 1 line: 108%, over by 6.3 pt (≈ 1 char)
    // worst cell: at 300 pt: caption2/L 11 pt; fails 8 of 40 cells (overflow)
    // seed budget (tight.): 14 chars; the candidate has 13
    public static func text(_ trial: CandidateTrial) -> String {
        let budget = trial.budget
        var out = "\(budget.key) · \(budget.language) · \"\(budget.translation)\"\n"
        let needs = BudgetTextWriter.needs(budget)
        if let used = budget.usedPercent, let headroom = budget.headroomPoints {
            let chars = budget.headroomCharacters.map { " (≈ \(abs($0)) char\(abs($0) == 1 ? "" : "s"))" } ?? ""
            let room = headroom >= 0 ? "headroom \(BudgetTextWriter.points(headroom))\(chars)"
                : "over by \(BudgetTextWriter.points(-headroom))\(chars)"
            out += (trial.fits ? "fits" : "does not fit") + ": \(needs): \(Int(used.rounded()))%, \(room)\n"
        } else {
            out += (trial.fits ? "fits" : "does not fit") + ": \(needs)\n"   // never laid out, or no width fits
        }
        out += "worst cell: \(BudgetTextWriter.cell(budget)); "
        out += trial.fits ? "fits all \(trial.cellsMeasured) cells\n"
            : "fails \(trial.failingCells) of \(trial.cellsMeasured) cells (\(trial.failures.map(\.rawValue).joined(separator: ", ")))\n"
                + "fails at \(trial.failingAtDescription)\n"
        // Each group the key is a member of, once: the one its room above is a share of says so.
        let measured = trial.groups.first { $0.label == budget.group }
        let room = budget.groupRoom ?? "the room is its share of the \(measured?.kind ?? "group")"
        if let group = budget.group, measured == nil {
            out += "in \(group): \(room)\n"   // not measured again: a sibling has no text in the language
        }
        for group in trial.groups { out += group.description(room: group.label == budget.group ? room : nil) }
        if let seed = budget.seed {
            out += "seed budget (\(SeedCharacterBudget.keyPrefix)): \(seed.budget) chars; the candidate has "
                + "\(seed.translationCharacters) (the measured budget above decides)\n"
        }
        return out
    }

    public static func json(_ trial: CandidateTrial) -> String {
        let budget = trial.budget
        let object = JSONTrial(
            key: budget.key, language: budget.language, candidate: budget.translation, fits: trial.fits,
            verdict: budget.verdict.rawValue, failures: trial.failures.map(\.rawValue),
            cellsMeasured: trial.cellsMeasured, failingCells: trial.failingCells,
            needs: budget.requiredWidth.map(rounded), slotWidth: rounded(budget.cell.slotWidth),
            lines: budget.cell.lineLimit, budget: budget.cell.budgetPoints.map(rounded),
            usedPercent: budget.usedPercent.map { ($0 * 10).rounded() / 10 },
            headroom: budget.headroomPoints.map(rounded), headroomCharacters: budget.headroomCharacters,
            screenWidth: budget.cell.screenWidth, size: budget.cell.effectiveSize.rawValue,
            pointSize: budget.cell.pointSize, seedBudgetCharacters: budget.seed?.budget,
            candidateCharacters: budget.seed?.translationCharacters, group: trial.group,
            otherGroups: trial.groups.count > 1 ? Array(trial.groups.dropFirst()) : nil,
            failingAt: trial.failingAt.map { JSONPlace(width: $0.width, size: $0.size.rawValue) })
        return StableJSON.text(object)
    }

    private static func rounded(_ value: Double) -> Double { PointFormat.rounded(value) }

    private struct JSONTrial: Encodable {
        var key: String
        var language: String
        var candidate: String
        var fits: Bool
        var verdict: String
        var failures: [String]
        var cellsMeasured: Int
        var failingCells: Int
        var needs: Double?
        var slotWidth: Double
        var lines: Int?
        var budget: Double?
        var usedPercent: Double?
        var headroom: Double?
        var headroomCharacters: Int?
        var screenWidth: Double
        var size: String
        var pointSize: Double
        var seedBudgetCharacters: Int?
        var candidateCharacters: Int?
        /// The group the key is measured in, when it is a member, measured again with the candidate
        /// (``GroupTrial``): the room tried is its share there.
        var group: GroupTrial?
        /// Further groups the key is a member of, when it is in more than one.
        var otherGroups: [GroupTrial]?
        /// Every failing cell: screen width and text size.
        var failingAt: [JSONPlace]
    }

    private struct JSONPlace: Encodable {
        var width: Double
        var size: String
    }
}
