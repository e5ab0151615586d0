/// The budgets of a run: every selected key in every selected language, tightest first.
public struct BudgetSheet: Sendable, Hashable, Codable {
    /// Tightest first (``KeyBudget/tighterFirst(_:_:)``).
    public var budgets: [KeyBudget]
    /// The languages asked for, in the order given.
    public var languages: [String]

    public init(budgets: [KeyBudget], languages: [String]) {
        self.budgets = budgets.sorted(by: KeyBudget.tighterFirst)
        self.languages = languages
    }

    /// Budgets whose translation does not fit its tightest cell.
    public var overBudget: [KeyBudget] { budgets.filter(\.doesNotFit) }

    /// One language's rows, tightest first: the flat sheet for its translators.
    public func rows(language: String) -> [KeyBudget] { budgets.filter { $0.language == language } }
}
