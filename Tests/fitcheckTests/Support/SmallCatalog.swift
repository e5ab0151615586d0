import Foundation

/// A small String Catalog and matrix written to a temporary folder: plain strings, plurals with
/// Russian `few`/`many`, a device variation, a `tight.` key, and no width variants, so that the
/// renditions can be counted straight from the JSON.
struct SmallCatalog {
    let folder: String
    var matrix: String { folder + "/matrix.json" }
    var catalog: String { folder + "/Small.xcstrings" }

    static let widths = [320, 375, 430]
    static let sizes = ["S", "L", "AX1"]
    static let languages = ["en", "de", "ru"]

    /// - Parameters:
    ///   - extraLocalizations: more localizations by key (e.g. an untranslated `fr`).
    ///   - matrixChanges: fields to set in the matrix (e.g. `failOn`).
    init(in folder: String, extraLocalizations: [String: [String: Any]] = [:],
         matrixChanges: [String: Any] = [:]) throws {
        self.folder = folder
        var strings = Self.strings
        for (key, localizations) in extraLocalizations {
            var entry = strings[key] as? [String: Any] ?? [:]
            var existing = entry["localizations"] as? [String: Any] ?? [:]
            existing.merge(localizations) { _, new in new }
            entry["localizations"] = existing
            strings[key] = entry
        }
        try CheckHarness.writeJSON(["sourceLanguage": "en", "version": "1.0", "strings": strings], to: catalog)
        var matrixObject: [String: Any] = [
            "catalogs": ["Small.xcstrings"], "widths": Self.widths, "sizes": Self.sizes, "languages": Self.languages,
            "rules": [["match": "tight.", "width": "50% - 24", "lines": 1, "style": "caption1"]],
        ]
        matrixObject.merge(matrixChanges) { _, new in new }
        try CheckHarness.writeJSON(matrixObject, to: matrix)
    }

    static func unit(_ value: String, state: String = "translated") -> [String: Any] {
        ["stringUnit": ["state": state, "value": value]]
    }

    static func plural(_ cases: [String: String]) -> [String: Any] {
        ["variations": ["plural": cases.mapValues { unit($0) }]]
    }

    static var strings: [String: Any] { [
        "greeting": ["localizations": ["en": unit("Hello"), "de": unit("Hallo"), "ru": unit("Привет")]],
        "items.count": ["localizations": [
            "en": plural(["one": "%lld item", "other": "%lld items"]),
            "de": plural(["one": "%lld Eintrag", "other": "%lld Einträge"]),
            "ru": plural(["one": "%lld элемент", "few": "%lld элемента", "many": "%lld элементов",
                          "other": "%lld элемента"]),
        ]],
        "device.hint": ["localizations": [
            "en": ["variations": ["device": ["iphone": unit("Tap to open"), "other": unit("Click to open")]]],
            "de": ["variations": ["device": ["iphone": unit("Zum Öffnen tippen"), "other": unit("Zum Öffnen klicken")]]],
            "ru": ["variations": ["device": ["iphone": unit("Коснитесь"), "other": unit("Нажмите")]]],
        ]],
        "tight.ok": ["localizations": ["en": unit("OK"), "de": unit("OK"), "ru": unit("ОК")]],
    ] }

    /// Renditions per language, counted from the catalog file with JSONSerialization: the leaves
    /// (string units) of each key's localization, through every variation.
    func renditionsFromTheRawJSON(languages: [String]) throws -> [String: Int] {
        let data = try Data(contentsOf: URL(fileURLWithPath: catalog))
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else { throw HarnessError("not a catalog: \(catalog)") }
        func leaves(_ node: Any?) -> Int {
            guard let node = node as? [String: Any] else { return 0 }
            if node["stringUnit"] != nil { return 1 }
            let variations = node["variations"] as? [String: Any] ?? [:]
            return variations.values.reduce(0) { sum, kind in
                sum + ((kind as? [String: Any])?.values.reduce(0) { $0 + leaves($1) } ?? 0)
            }
        }
        var counts: [String: Int] = [:]
        for language in languages {
            counts[language] = strings.values.reduce(0) { sum, entry in
                sum + leaves(((entry as? [String: Any])?["localizations"] as? [String: Any])?[language])
            }
        }
        return counts
    }
}
