import Foundation

/// For a language and a plural category, the integer to show: the widest one (longest as the language
/// writes it, then largest) up to a bound that selects that category under the language's CLDR rules.
/// ru `one` → 999,991-ish, `few` → 999,994-ish; hi `one` → 1; en `one` → 1.
///
/// CLDR rules look at the last two digits (`i % 10`, `i % 100`), at small values and at round millions
/// (`fr many`), so candidates are 0…200, the largest number up to the bound for each last-two-digit ending,
/// and the largest multiple of each power of ten: about 300 ICU calls per language, cached.
/// `zero` is 0 where the language has no CLDR `zero` (Apple uses an explicit `zero` case for 0).
/// A category no integer selects (ru `other`, en `few`) has no sample: nil.
final class PluralSamples: @unchecked Sendable {
    let bound: Int64
    private let lock = NSLock()
    private var table: [String: [String: Int64]] = [:]

    init(bound: Int64) {
        self.bound = max(0, bound)
    }

    func number(for category: String, language: String) -> Int64? {
        let best = categories(language)
        if let n = best[category] { return n }
        return category == "zero" ? 0 : nil
    }

    /// The plural categories `language` has, in CLDR order: those an integer selects, and `other`
    /// (which every plural variation needs).
    func categoryNames(_ language: String) -> [String] {
        let names = Set(categories(language).keys).union(["other"])
        return Variation.pluralOrder.filter(names.contains)
    }

    /// Works out the tables of `languages` at once, `jobs` at a time: about 400 ICU calls each, which
    /// expansion would otherwise make one language at a time, under the lock, when it first meets them.
    func prepare(_ languages: [String], jobs: Int) {
        let missing = lock.withLock { languages.filter { table[$0] == nil } }
        let computed = (try? OrderedParts.map(count: missing.count, partSize: 1, jobs: jobs) { range in
            range.map { (missing[$0], compute(missing[$0])) }
        }) ?? []
        lock.withLock {
            for (language, categories) in computed where table[language] == nil { table[language] = categories }
        }
    }

    private func categories(_ language: String) -> [String: Int64] {
        lock.lock()
        defer { lock.unlock() }
        if let known = table[language] { return known }
        let result = compute(language)
        table[language] = result
        return result
    }

    private func compute(_ language: String) -> [String: Int64] {
        let locale = ICULocale.identifier(language)
        var best: [String: (number: Int64, width: Int)] = [:]
        let numbers = candidates()
        // One ICU call for all candidates. When ICU fails there is no table: no category has a sample.
        let answers = LocaleNumbers.pluralCategoriesAndWidths(of: numbers, locale: locale) ?? []
        for (n, (category, width)) in zip(numbers, answers) {
            if let current = best[category], (current.width, current.number) >= (width, n) { continue }
            best[category] = (n, width)
        }
        return best.mapValues(\.number)
    }

    private func candidates() -> [Int64] {
        var set = Set<Int64>((0...min(200, bound)).map { $0 })
        for ending in Int64(0)..<100 where bound >= ending {
            set.insert(bound - ((bound - ending) % 100))
        }
        var power: Int64 = 10
        while power <= bound {
            set.insert(bound - bound % power)
            if power > Int64.max / 10 { break }
            power *= 10
        }
        return set.sorted()
    }
}
