import Testing
@testable import FitCore

/// The seed's character budget: 1.35 × the source length, with a floor of source + 3.
@Suite struct SeedCharacterBudgetTests {
    // source length  budget
    static let table: [(Int, Int)] = [
        (0, 3), (2, 5), (8, 11), (9, 13), (10, 14), (20, 27), (100, 135),
    ]

    @Test(arguments: table)
    func budget(sourceLength: Int, budget: Int) {
        #expect(SeedCharacterBudget.budget(forSourceLength: sourceLength) == budget)
    }

    @Test func countsGraphemeClustersAndSaysWhetherATranslationIsWithin() {
        let within = SeedCharacterBudget(source: "Settings", translation: "Einstellung")  // 8 → 11, has 11
        #expect(within.budget == 11 && within.translationCharacters == 11 && within.fits)
        let over = SeedCharacterBudget(source: "Settings", translation: "Einstellungen")
        #expect(!over.fits)
        #expect(SeedCharacterBudget(source: "OK", translation: "सेव करें").translationCharacters == 5)
    }
}
