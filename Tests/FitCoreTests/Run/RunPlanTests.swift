import Testing
@testable import FitCore

/// The plan is a pure function of what the load stage read (``RunInputs``): a test makes it from a
/// catalog built in memory, at a path where no file is, and nothing is read.
@Suite struct RunPlanTests {
    static let file = "/nowhere/App.xcstrings"
    static let matrix = Matrix(file: "/nowhere/fitcheck.json", widths: [375, 320], sizes: [.L, .xS], languages: ["de", "fr"],
                               catalogs: [file])

    static func entry(_ key: String, _ texts: [String: String]) -> CatalogEntry {
        CatalogEntry(key: key, file: file, line: 1,
                     localizations: texts.mapValues { LocalizationNode(stringUnit: StringUnit(value: $0)) })
    }

    static let catalog = Catalog(file: file, sourceLanguage: "en", entries: [
        entry("settings.title", ["en": "Settings", "de": "Einstellungen", "fr": "Réglages"]),
        entry("settings.done", ["en": "Done", "de": "Fertig", "fr": "OK"]),
        entry("tab.home", ["en": "Home", "de": "Start", "fr": "Accueil"]),
        entry(" ", ["en": ""]),   // Xcode's empty key: skipped whatever the selection
    ], languages: ["en", "de", "fr"])

    static func inputs(_ selection: RunSelection = RunSelection(), changedKeys: Set<String>? = nil) -> RunInputs {
        RunInputs(matrix: matrix, selection: selection, paths: [file], catalogs: [catalog], changedKeys: changedKeys)
    }

    @Test func aPlanIsMadeFromValuesAlone() throws {
        let plan = try RunPlan(Self.inputs(RunSelection(exclude: [KeyPattern("tab.*")!])))
        #expect(plan.widths == [320, 375])
        #expect(plan.sizes == [.xS, .L])
        #expect(plan.languages == ["de", "fr"])
        #expect(plan.entryCount == 4)
        #expect(plan.skipped == 1)
        #expect(plan.excluded == 1)
        #expect(plan.changed == nil)
        // and expands into renditions without a file: 2 keys × 2 languages
        let selected = try RunRenditions(expanding: plan)
        #expect(selected.renditions.map { "\($0.key) \($0.language)" }.sorted()
                == ["settings.done de", "settings.done fr", "settings.title de", "settings.title fr"])
    }

    @Test func gitsChangedKeysAreNarrowedByKey() throws {
        let selection = RunSelection(keys: [KeyPattern("settings.*")!], changedSince: "HEAD~1")
        let plan = try RunPlan(Self.inputs(selection, changedKeys: ["settings.done", "tab.home"]))
        #expect(plan.changed == ["settings.done"])
        #expect(throws: NothingChanged.self) { try RunPlan(Self.inputs(selection, changedKeys: ["tab.home"])) }
    }

    @Test func aLanguageNoCatalogHasIsNamed() {
        #expect(throws: InputError("no catalog has language 'ja' (catalogs have: de en fr)")) {
            try RunPlan(Self.inputs(RunSelection(languages: ["de", "ja"])))
        }
        // A plan made from values checks the selection too, as the load stage does before it reads.
        #expect(throws: InputError("--lang: unknown language 'xx' (a BCP-47 tag such as de, pt-BR, hi)")) {
            try RunPlan(Self.inputs(RunSelection(languages: ["xx"])))
        }
    }

    /// The load stage checks the selection before it reads: a bad option is named, not the missing file.
    @Test func theSelectionIsCheckedBeforeAnyFileIsRead() {
        #expect(throws: InputError("--lang: unknown language 'xx' (a BCP-47 tag such as de, pt-BR, hi)")) {
            try RunInputs.load(matrix: Self.matrix, selection: RunSelection(languages: ["xx"]))
        }
        #expect(throws: InputError.self) { try RunInputs.load(matrix: Self.matrix, selection: RunSelection()) }
    }
}
