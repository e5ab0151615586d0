import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// `exclude` in a matrix and `--exclude` on the command line: keys never measured, counted in the
/// summary and listed nowhere else. Fixture: the Mac app under Fixtures/MacProject.
@Suite("Excluded keys")
struct ExcludeTests {
    static let project = Repository.fixture("MacProject/Clipper")
    static let catalogs = ["InfoPlist.xcstrings", "Localizable.xcstrings"].map { project + "/" + $0 }

    /// A macOS matrix over the fixture's catalogs with `exclude` as given (JSON text of the array).
    static func matrix(exclude: String?) throws -> Matrix {
        let text = """
            { "platform": "macOS", "widths": [220, 480], "languages": ["en", "de", "fr"],
              "catalogs": [\(catalogs.map { "\"\($0)\"" }.joined(separator: ", "))],
              \(exclude.map { "\"exclude\": \($0)," } ?? "")
              "defaultSlot": { "width": "100% - 40" } }
            """
        return try MatrixTestSupport.load(text)
    }

    static func run(_ matrix: Matrix, _ selection: RunSelection = RunSelection()) throws -> RunReport {
        try MatrixRun(matrix: matrix, selection: selection, fonts: try FontLibrary.bundled(), toolVersion: "test").run().report
    }

    //  pattern                  key                         excluded
    static let globs: [(String, String, Bool)] = [
        ("CFBundleGetInfoString", "CFBundleGetInfoString",   true),
        ("CFBundleGetInfoString", "CFBundleGetInfoStringX",  false),   // a glob is the whole key, not a prefix
        ("touchbar.*",            "touchbar.clear",          true),
        ("touchbar.*",            "menu.touchbar.clear",     false),
        ("*.title",               "IQv-IB-iLA.title",        true),
        ("tab.?",                 "tab.1",                   true),
        ("tab.?",                 "tab.12",                  false),
        ("=Save",                 "=Save",                   true),    // = is a character here
        ("=Save",                 "Save",                    false),
    ]

    @Test(arguments: globs)
    func anExcludeGlobMatchesTheWholeKey(pattern: String, key: String, excluded: Bool) throws {
        #expect(KeyPattern(glob: pattern)?.matches(key) == excluded)
    }

    @Test func excludedKeysAreNotMeasuredAndOnlyCounted() throws {
        let all = try Self.run(try Self.matrix(exclude: nil))
        let report = try Self.run(try Self.matrix(exclude: #"["CFBundleGetInfoString", "NSHumanReadableCopyright", "touchbar.*"]"#))
        #expect(all.summary.excluded == nil)
        #expect(report.summary.excluded == 3)
        let gone: Set = ["CFBundleGetInfoString", "NSHumanReadableCopyright", "touchbar.clear"]
        #expect(Set(all.keys.map(\.key)).isSuperset(of: gone))
        #expect(report.keys.allSatisfy { !gone.contains($0.key) })
        #expect(report.findings.allSatisfy { !gone.contains($0.key) })
        #expect(all.findings.contains { $0.key == "touchbar.clear" })   // its German breaks a word at 220 pt
        #expect(report.summary.keys == all.summary.keys - 3)
        // 3 languages × 2 widths × 1 size per excluded key.
        #expect(report.summary.cells == all.summary.cells - 3 * 3 * 2)
        let text = TextReporter().render(report)
        #expect(text.contains("\n  excluded: 3 entries (exclude in the matrix, --exclude)\n"))
        #expect(!text.contains("touchbar") && !text.contains("CFBundleGetInfoString"))
        #expect(!TextReporter().render(all).contains("excluded"))
    }

    @Test func commandLineExclusionsAddToTheMatrixs() throws {
        let matrix = try Self.matrix(exclude: #"["touchbar.*"]"#)
        let report = try Self.run(matrix, RunSelection(exclude: [KeyPattern(glob: "NS*")!, KeyPattern(glob: "CFBundle*")!]))
        // CFBundleName, CFBundleGetInfoString, NSHumanReadableCopyright and touchbar.clear.
        #expect(report.summary.excluded == 4)
        #expect(report.keys.allSatisfy { !$0.key.hasPrefix("CFBundle") && !$0.key.hasPrefix("NS") && !$0.key.hasPrefix("touchbar.") })
        // And the run's fingerprint says so: shards of runs with other exclusions do not merge.
        let plain = try Self.run(matrix)
        #expect(report.selection != plain.selection)
    }

    @Test func excludingEveryKeyIsAnErrorNotAGreenRun() throws {
        let matrix = try Self.matrix(exclude: #"["*"]"#)
        #expect(throws: InputError("nothing to measure: every selected key is excluded (exclude: *)")) {
            try Self.run(matrix)
        }
    }

    @Test func shardsOfAnExcludingRunMergeWithTheirCount() throws {
        let matrix = try Self.matrix(exclude: #"["touchbar.*", "NS*"]"#)
        let whole = try Self.run(matrix)
        var merger = ReportMerger()
        for index in 1...2 {
            let part = try Self.run(matrix, RunSelection(shard: RunReport.Shard(index: index, count: 2)))
            try merger.add(try RunReport.decode(Data(JSONReporter().render(part).utf8), source: "part\(index).json"), source: "part\(index).json")
        }
        let merged = try merger.finish()
        #expect(merged.summary.excluded == 2)
        #expect(JSONReporter().render(merged).contains("\"excluded\" : 2"))
        #expect(merged.summary == whole.summary)
    }

    @Test func budgetsLeaveExcludedKeysOut() throws {
        let matrix = try Self.matrix(exclude: #"["touchbar.*"]"#)
        let run = BudgetRun(matrix: matrix, selection: RunSelection(), fonts: try FontLibrary.bundled())
        let sheet = try run.run()
        #expect(!sheet.budgets.isEmpty)
        #expect(sheet.budgets.allSatisfy { $0.key != "touchbar.clear" })
        #expect(throws: InputError("key 'touchbar.clear' is excluded (exclude: touchbar.*): fitcheck does not measure it")) {
            try run.trial(key: "touchbar.clear", language: "de", candidate: "Löschen")
        }
        // `--exclude` too, and an excluded key gets no XLIFF maxwidth.
        var tight = matrix
        tight.rules = [SlotRule(index: 0, name: nil, pattern: KeyPattern("tight.")!,
                                slot: Slot(width: WidthExpression("50% - 30")!, maxLines: 1, platform: .macOS))]
        let excluding = BudgetRun(matrix: tight, selection: RunSelection(exclude: [KeyPattern(glob: "tight.button.pin")!]),
                                  fonts: try FontLibrary.bundled())
        #expect(excluding.maxWidth(forKey: "tight.button.clear") != nil)
        #expect(excluding.maxWidth(forKey: "tight.button.pin") == nil)
        #expect(try excluding.run().budgets.allSatisfy { $0.key != "tight.button.pin" })
    }

    @Test(arguments: [
        (#"["ok", 3]"#, "exclude[1]: expected a non-empty string, got 3"),
        (#"["ok", ""]"#, #"exclude[1]: expected a non-empty string, got """#),
        (#"["touchbar.[ab]*"]"#, #"exclude[0]: 'touchbar.[ab]*': character classes ([…]) are not supported; use * and ?"#),
        (#"["{CFBundleGetInfoString,NSHumanReadableCopyright}"]"#,
         #"exclude[0]: '{CFBundleGetInfoString,NSHumanReadableCopyright}': alternatives ({a,b}) are not supported; list each pattern"#),
        (#"["a*", "a*"]"#, #"exclude[1]: "a*" is listed twice"#),
        (#""touchbar.*""#, #"exclude: expected an array, got "touchbar.*""#),
    ])
    func aBadExcludeIsOneLineNamingTheField(exclude: String, message: String) throws {
        do {
            _ = try Self.matrix(exclude: exclude)
            Issue.record("loaded a matrix with exclude \(exclude)")
        } catch let error as InputError {
            #expect(error.message == message)
            #expect(error.file?.hasSuffix("matrix.json") == true && error.line != nil)
        }
    }
}
