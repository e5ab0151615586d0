import Foundation
import Testing
import FitcheckTestSupport

/// Checks the demo catalog on its own terms, with `JSONSerialization` rather than fitcheck's catalog
/// reader, so that a mistake in either cannot hide the other's.
@Suite("Demo catalog")
struct DemoCatalogTests {
    static let languages = ["en", "de", "es", "fr", "it", "pt-BR", "ru", "uk", "hi"]

    static func demo() throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: Repository.demoCatalog))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func strings(_ catalog: [String: Any]) -> [String: [String: Any]] {
        catalog["strings"] as? [String: [String: Any]] ?? [:]
    }

    /// Every problem that keeps a key from being fully translated into `languages`, one line each.
    static func translationProblems(_ catalog: [String: Any], languages: [String]) -> [String] {
        var problems: [String] = []
        for (key, entry) in strings(catalog).sorted(by: { $0.key < $1.key }) {
            let localizations = entry["localizations"] as? [String: Any] ?? [:]
            for language in languages {
                guard let node = localizations[language] else {
                    problems.append("\(key): no \(language)")
                    continue
                }
                let units = stringUnits(node)
                if units.isEmpty { problems.append("\(key): \(language) has no text") }
                for unit in units where unit["state"] as? String != "translated" || (unit["value"] as? String ?? "").isEmpty {
                    problems.append("\(key): \(language) has a unit that is not translated")
                }
            }
        }
        return problems
    }

    /// Every `stringUnit` under a localization node, through variations and substitutions.
    static func stringUnits(_ node: Any) -> [[String: Any]] {
        guard let object = node as? [String: Any] else { return [] }
        var units: [[String: Any]] = []
        if let unit = object["stringUnit"] as? [String: Any] { units.append(unit) }
        for (_, axis) in object["variations"] as? [String: [String: Any]] ?? [:] {
            for (_, child) in axis { units += stringUnits(child) }
        }
        for (_, substitution) in object["substitutions"] as? [String: Any] ?? [:] {
            units += stringUnits(substitution)
        }
        return units
    }

    /// The plural categories `language` uses anywhere in the catalog (variations or substitutions).
    static func pluralCategories(_ catalog: [String: Any], language: String) -> Set<String> {
        func collect(_ node: Any) -> Set<String> {
            guard let object = node as? [String: Any] else { return [] }
            var found = Set<String>()
            let variations = object["variations"] as? [String: [String: Any]] ?? [:]
            if let plural = variations["plural"] { found.formUnion(plural.keys) }
            for (_, axis) in variations { for (_, child) in axis { found.formUnion(collect(child)) } }
            for (_, substitution) in object["substitutions"] as? [String: Any] ?? [:] { found.formUnion(collect(substitution)) }
            return found
        }
        return strings(catalog).values.reduce(into: Set<String>()) { result, entry in
            if let node = (entry["localizations"] as? [String: Any])?[language] { result.formUnion(collect(node)) }
        }
    }

    /// A copy of the catalog with one key's localization for `language` removed.
    static func removing(_ language: String, from key: String, in catalog: [String: Any]) -> [String: Any] {
        var copy = catalog
        var all = strings(catalog)
        var entry = all[key] ?? [:]
        var localizations = entry["localizations"] as? [String: Any] ?? [:]
        localizations[language] = nil
        entry["localizations"] = localizations
        all[key] = entry
        copy["strings"] = all
        return copy
    }

    // MARK: - Size and completeness

    @Test func hasAtLeast80Keys() throws {
        let count = Self.strings(try Self.demo()).count
        #expect(count >= 80, "\(count) keys")
        #expect(Self.strings(["strings": ["a": [:], "b": [:]]]).count == 2)
    }

    @Test func everyKeyIsTranslatedIntoAllNineLanguages() throws {
        let catalog = try Self.demo()
        #expect(Self.translationProblems(catalog, languages: Self.languages) == [])
        // Twins: a missing language, and a unit left in state `new`, are both caught.
        #expect(Self.translationProblems(Self.removing("uk", from: "button.save", in: catalog), languages: Self.languages)
                == ["button.save: no uk"])
        let untranslated: [String: Any] = ["strings": ["k": ["localizations": ["en": ["stringUnit": ["state": "new", "value": "K"]]]]]]
        #expect(Self.translationProblems(untranslated, languages: ["en"]) == ["k: en has a unit that is not translated"])
    }

    @Test func everyKeyHasACommentForTranslators() throws {
        let uncommented = Self.strings(try Self.demo()).filter { ($0.value["comment"] as? String ?? "").isEmpty }.keys
        #expect(uncommented.sorted() == [])
        #expect(Self.strings(["strings": ["k": [:]]]).filter { ($0.value["comment"] as? String ?? "").isEmpty }.count == 1)
    }

    // MARK: - The variations a realistic app has

    @Test func russianAndUkrainianUseFewAndManyAndHindiHasPlurals() throws {
        let catalog = try Self.demo()
        for language in ["ru", "uk"] {
            #expect(Self.pluralCategories(catalog, language: language).isSuperset(of: ["one", "few", "many", "other"]), "\(language)")
        }
        #expect(Self.pluralCategories(catalog, language: "hi").isSuperset(of: ["one", "other"]))
        #expect(Self.pluralCategories(catalog, language: "en") == ["one", "other"])
        // Twin: a language the catalog does not have has no plural categories.
        #expect(Self.pluralCategories(catalog, language: "ja").isEmpty)
    }

    @Test func hasSubstitutionsIncludingOneWithTwo() throws {
        let counts = Self.strings(try Self.demo()).compactMap { _, entry -> Int? in
            let english = (entry["localizations"] as? [String: Any])?["en"] as? [String: Any]
            return (english?["substitutions"] as? [String: Any])?.count
        }
        #expect(counts.count >= 2)
        #expect(counts.contains { $0 >= 2 })
    }

    @Test func hasADeviceVariationTightKeysAndEveryFormatSpecifier() throws {
        let catalog = try Self.demo()
        let entries = Self.strings(catalog)
        let devices = entries.values.filter { entry in
            let english = (entry["localizations"] as? [String: Any])?["en"] as? [String: Any]
            return (english?["variations"] as? [String: Any])?["device"] != nil
        }
        #expect(!devices.isEmpty)
        #expect(entries.keys.filter { $0.hasPrefix("tight.") }.count >= 10)
        let english = entries.values.flatMap { entry in
            Self.stringUnits((entry["localizations"] as? [String: Any])?["en"] ?? [:]).compactMap { $0["value"] as? String }
        }.joined(separator: "\n")
        for specifier in ["%@", "%lld", "%.2f", "%1$@", "%2$lld", "%%", "%#@"] {
            #expect(english.contains(specifier), "\(specifier)")
        }
        #expect(!english.contains("%ld "))  // twin: a specifier the demo does not use is not found
    }

    // MARK: - Written the way Xcode writes it

    @Test func isFormattedAsXcodeWritesIt() throws {
        let text = try String(contentsOfFile: Repository.demoCatalog, encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"))
        #expect(text.hasSuffix("\n  },\n  \"version\" : \"1.0\"\n}"))
        let keys = Self.topLevelKeys(text)
        #expect(keys.count == Self.strings(try Self.demo()).count)
        #expect(keys == keys.sorted())
        #expect(Self.topLevelKeys("    \"b\" : {\n    \"a\" : {\n") == ["b", "a"])  // twin: unsorted input stays unsorted
    }

    /// The keys of `strings`, in file order: the lines indented by exactly four spaces.
    static func topLevelKeys(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("    \""), !line.hasPrefix("     "), line.hasSuffix("\" : {") else { return nil }
            return String(line.dropFirst(5).dropLast(5))
        }
    }
}
