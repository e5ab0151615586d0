/// The budgets of a run: every selected key in every selected language, tightest first.
public struct BudgetSheet: Sendable, Hashable, Codable {
    /// Tightest first (``KeyBudget/tighterFirst(_:_:)``).
    public var budgets: [KeyBudget]
    /// The languages asked for, in the order given.
    public var languages: [String]
    /// The rows and choices the run measured: the file's and those inferred from the code, as a run
    /// uses them (a member's sheet row names its group and siblings).
    public var groups: [MatrixGroup] = []

    public init(budgets: [KeyBudget], languages: [String], groups: [MatrixGroup] = []) {
        self.budgets = budgets.sorted(by: KeyBudget.tighterFirst)
        self.languages = languages
        self.groups = groups
    }

    private enum CodingKeys: String, CodingKey { case budgets, languages }

    /// Budgets whose translation does not fit its tightest cell.
    public var overBudget: [KeyBudget] { budgets.filter(\.doesNotFit) }

    /// One language's rows, tightest first: the flat sheet for its translators.
    public func rows(language: String) -> [KeyBudget] { budgets.filter { $0.language == language } }
}
