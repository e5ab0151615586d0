import Testing
@testable import FitCore

@Suite("LocaleNumbers and PluralSamples: numbers as each language writes and counts them")
struct LocaleNumbersTests {
    @Test("1234567 in German, Hindi (Indian grouping) and English",
          arguments: [("de", "1.234.567"), ("hi", "12,34,567"), ("en", "1,234,567"), ("fr", "1\u{202F}234\u{202F}567")])
    func grouping(language: String, expected: String) {
        #expect(LocaleNumbers.format(integer: 1_234_567, locale: ICULocale.identifier(language)) == expected)
    }

    @Test("decimal separators follow the language")
    func decimals() {
        #expect(LocaleNumbers.format(double: 1234.5, minFraction: 2, maxFraction: 2, locale: "de") == "1.234,50")
        #expect(LocaleNumbers.format(double: 1234.5, minFraction: 2, maxFraction: 2, locale: "en") == "1,234.50")
        // `%.400f` is what the catalog asks for: hundreds of digits, never an empty sample.
        let long = LocaleNumbers.format(double: 1234.5, minFraction: 400, maxFraction: 400, locale: "de")
        #expect(long.hasPrefix("1.234,5") && long.count == "1.234,".count + 400)
    }

    @Test("plural samples come from the right CLDR category",
          arguments: [("ru", "one"), ("ru", "few"), ("ru", "many"), ("hi", "one"), ("hi", "other"),
                      ("en", "one"), ("en", "other"), ("ar", "two"), ("fr", "many")])
    func pluralCategory(language: String, category: String) throws {
        let samples = PluralSamples(bound: 1_000_000)
        let number = try #require(samples.number(for: category, language: language))
        #expect(LocaleNumbers.pluralCategory(of: number, locale: ICULocale.identifier(language)) == category)
        #expect(number <= 1_000_000)
    }

    @Test("the widest number wins, within the bound")
    func widest() {
        let samples = PluralSamples(bound: 1_000_000)
        #expect(samples.number(for: "one", language: "en") == 1)
        #expect(samples.number(for: "one", language: "hi") == 1)
        #expect(samples.number(for: "other", language: "hi") == 1_000_000)
        #expect(samples.number(for: "few", language: "ru") == 999_994)
        #expect(samples.number(for: "many", language: "ru") == 1_000_000)
        #expect(samples.number(for: "one", language: "ru") == 999_991)
        #expect(PluralSamples(bound: 30).number(for: "few", language: "ru") == 24)
        // Apple's explicit zero case is 0 even where CLDR has no zero; a category no integer selects has none.
        #expect(samples.number(for: "zero", language: "en") == 0)
        #expect(samples.number(for: "few", language: "en") == nil)
    }

    /// The batch call plural samples are chosen with says, number by number, what the single calls say.
    @Test(arguments: ["en", "ru", "uk", "hi", "fr", "ar", "pt_BR", "pl", "ja"])
    func batchAgreesWithSingleCalls(locale: String) throws {
        let numbers = Array(Int64(0)...260) + [999_991, 999_994, 1_000_000, 12_345_678, 9_999_999_999]
        let batch = try #require(LocaleNumbers.pluralCategoriesAndWidths(of: numbers, locale: locale))
        for (n, answer) in zip(numbers, batch) {
            #expect(answer.category == LocaleNumbers.pluralCategory(of: n, locale: locale), "\(locale) \(n)")
            #expect(answer.width == LocaleNumbers.format(integer: n, locale: locale).unicodeScalars.count, "\(locale) \(n)")
        }
        // Not one answer for all: categories and widths vary (the comparison can see a wrong one).
        #expect(Set(batch.map(\.category)).count >= (locale == "ja" ? 1 : 2))   // Japanese has "other" only
        #expect(Set(batch.map(\.width)).count >= 4)
    }

    /// The sample formatter's cache gives what formatting gives: -0.0 and 0.0 are cached apart.
    @Test func cachedSamplesAreTheFormattedOnes() throws {
        let spec = try #require(try FormatString(parsing: "%.1f").specifiers.first?.spec)
        let fresh = (SampleFormatter().format(.double(-0.0), as: spec, locale: "en"),
                     SampleFormatter().format(.double(0.0), as: spec, locale: "en"))
        #expect(fresh.0 != fresh.1)   // ICU prints the sign of zero: the cache must keep them apart
        let shared = SampleFormatter()
        #expect(shared.format(.double(0.0), as: spec, locale: "en") == fresh.1)
        #expect(shared.format(.double(-0.0), as: spec, locale: "en") == fresh.0)
    }
}
