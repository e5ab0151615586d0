/// Translator budgets from the matrix: the driver behind `fitcheck budget` and `fitcheck try`.
///
/// catalogs → renditions (the selection's, and the source language's) → per rendition: slot →
/// tightest cell → shaping, once → the width the source and the translation need (``RequiredWidth``)
/// and the verdict there → ``KeyBudget``s, tightest first.
///
/// The estimate in characters uses each language's average advance per grapheme over all of its
/// texts in the catalogs (not just the selected keys), so that `budget --key` and `try` agree with
/// a full `budget`.
public struct BudgetRun: Sendable {
    public var matrix: Matrix
    public var selection: RunSelection
    public var fonts: FontLibrary

    public init(matrix: Matrix, selection: RunSelection, fonts: FontLibrary) {
        self.matrix = matrix
        self.selection = selection
        self.fonts = fonts
    }

    /// Every selected rendition's budget.
    /// - Throws: ``InputError`` for bad catalogs and for a selection that leaves nothing.
    public func run() throws -> BudgetSheet {
        let plan = try RunPlan(RunInputs.load(matrix: matrix, selection: selection, hasFamily: fonts.hasFamily))
        let renditions = try RunRenditions(expanding: plan)
        let context = try BudgetContext(matrix: plan.matrix, fonts: fonts, plan: plan, renditions: renditions.all)
        var budgets: [KeyBudget] = []
        for rendition in renditions.renditions {
            if let budget = try context.budget(rendition) { budgets.append(budget) }
        }
        let languages = selection.languages ?? Array(Set(renditions.renditions.map(\.language))).sorted()
        return BudgetSheet(budgets: budgets, languages: languages, groups: plan.matrix.groups)
    }

    /// The XLIFF `maxwidth` of `key`: its budget at the tightest cell of its slot (the selection's
    /// widths and sizes), in whole points, rounded down. `nil` for a free-wrapping slot, or a key
    /// the selection's `--key` patterns or the exclusions leave out.
    public func maxWidth(forKey key: String) -> Int? {
        if !selection.keys.isEmpty && !selection.keys.contains(where: { $0.matches(key) }) { return nil }
        if RunPlan.exclude(matrix, selection).contains(where: { $0.matches(key) }) { return nil }
        let model = CellModel(slot: matrix.slots.resolve(key: key).slot, sizes: RunPlan.sizes(matrix, selection),
                              matrix: matrix)
        guard let budget = TextCell.tightest(model.cells(screenWidths: RunPlan.widths(matrix, selection)))?
            .budgetPoints, budget.isFinite else { return nil }
        return Int((budget + LineFitter.tolerance).rounded(.down))
    }

    /// This run with the matrix a run measures: the file's with the slots the code gives (``CodeSlots``),
    /// for ``maxWidth(forKey:)``.
    /// - Throws: ``InputError`` for bad catalogs or source files.
    public func measuringCodeSlots() throws -> BudgetRun {
        var run = self
        run.matrix = try RunInputs.load(matrix: matrix, selection: selection, hasFamily: fonts.hasFamily).matrix
        return run
    }

    /// How `candidate` fits as `key`'s text in `language`, across every cell of the matrix. Format
    /// arguments are filled with the matrix's samples, as for the catalog's own text; `%#@name@`
    /// refers to the substitutions the key already has in that language (else in the source).
    /// - Throws: ``InputError`` when the key or language is not in the catalogs, or the candidate
    ///   is not a valid format string.
    public func trial(key: String, language: String, candidate: String) throws -> CandidateTrial {
        var narrowed = selection
        narrowed.languages = [language]
        narrowed.keys = []
        return try BudgetSession(matrix: matrix, selection: narrowed, fonts: fonts)
            .trial(key: key, language: language, candidate: candidate)
    }
}
