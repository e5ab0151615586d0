import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// What a run does with a group it cannot measure whole, short of an error: an inferred group whose
/// key has gone is skipped with a warning (never exit 2); a group whose members have text only in
/// some languages is measured in those and says which it skipped.
@Suite("Groups a run skips, and says so")
struct GroupWarningsTests {
    /// A catalog of `strings` (key → language → text), source language English.
    static func catalog(_ strings: [String: [String: String]]) -> String {
        let entries = strings.sorted { $0.key < $1.key }.map { key, texts in
            let localizations = texts.sorted { $0.key < $1.key }.map { language, text in
                "\"\(language)\": { \"stringUnit\": { \"state\": \"translated\", \"value\": \"\(text)\" } }"
            }
            return "\"\(key)\": { \"localizations\": { \(localizations.joined(separator: ", ")) } }"
        }
        return "{ \"sourceLanguage\": \"en\", \"strings\": { \(entries.joined(separator: ", ")) }, \"version\": \"1.0\" }"
    }

    /// Writes the catalogs and the matrix into `folder`, and runs it.
    static func run(_ matrix: String, catalogs: [String: String], in folder: URL) throws -> RunOutcome {
        for (name, text) in catalogs { _ = try MatrixTestSupport.write(text, name: name, in: folder) }
        let loaded = try Matrix.load(path: try MatrixTestSupport.write(matrix, in: folder))
        return try MatrixRun(matrix: loaded, selection: RunSelection(), fonts: try FontLibrary.bundled(), toolVersion: "test").run()
    }

    /// Two 12-character German texts in a 100 pt row: 50 pt each cannot hold either.
    static let tight = ["en": "OK", "de": "Abbrechen jetzt"]

    /// A group `fitcheck init` wrote (it has `evidence`) whose member was renamed since: skipped with
    /// a warning naming the matrix's place, the run goes on and measures the other group.
    @Test func anInferredGroupWhoseKeyHasGoneIsSkippedWithAWarning() throws {
        let folder = try TemporaryFolder.make("inferred-gone")
        defer { TemporaryFolder.remove(folder) }
        let outcome = try Self.run("""
            { "catalogs": ["App.xcstrings"], "widths": [100], "sizes": ["L"], "languages": ["en", "de"],
              "defaultSlot": { "width": "100%", "lines": 1 },
              "groups": [{ "kind": "row", "members": ["a", "renamed"], "evidence": ["App.swift:3"] },
                         { "kind": "row", "name": "kept", "members": ["a", "b"] }] }
            """, catalogs: ["App.xcstrings": Self.catalog(["a": Self.tight, "b": Self.tight])], in: folder)
        let warning = try #require(outcome.warnings.first { $0.contains("'renamed'") })
        #expect(warning.hasPrefix(folder.appendingPathComponent("matrix.json").path + ":3:"), "\(warning)")
        #expect(warning.hasSuffix("no catalog has the key 'renamed' (renamed since fitcheck init?); groups[0] (\(MatrixGroup.derivedID(kind: .row, keys: ["a", "renamed"]))) is skipped"), "\(warning)")
        #expect(outcome.report.summary.groups == GroupSummary(measured: 1, failing: 1))
        #expect(Set(outcome.report.findings.compactMap { $0.group?.name }) == ["kept"])
    }

    /// The twin: the same group written by hand (no `evidence`) is a misspelt member, exit 2.
    @Test func theSameGroupWrittenByHandIsAnError() throws {
        let folder = try TemporaryFolder.make("hand-gone")
        defer { TemporaryFolder.remove(folder) }
        #expect(throws: InputError.self) {
            _ = try Self.run("""
                { "catalogs": ["App.xcstrings"], "widths": [100], "sizes": ["L"], "languages": ["en"],
                  "groups": [{ "kind": "row", "members": ["a", "renamed"] }] }
                """, catalogs: ["App.xcstrings": Self.catalog(["a": Self.tight])], in: folder)
        }
    }

    /// With `--catalog` (other catalogs than the matrix's), a group none of whose keys those catalogs
    /// have is about another part of the app: left out silently, as a rule that matches no key. One
    /// with some of its keys there but not all is measured by no one: left out with a warning.
    @Test func withOtherCatalogsAGroupMissingSomeKeysIsLeftOutWithAWarning() throws {
        let folder = try TemporaryFolder.make("replaced-catalogs")
        defer { TemporaryFolder.remove(folder) }
        for (name, keys) in [("App.xcstrings", ["a", "b"]), ("Other.xcstrings", ["a", "c"])] {
            _ = try MatrixTestSupport.write(Self.catalog(Dictionary(uniqueKeysWithValues: keys.map { ($0, Self.tight) })),
                                            name: name, in: folder)
        }
        let matrix = try Matrix.load(path: try MatrixTestSupport.write("""
            { "catalogs": ["App.xcstrings"], "widths": [100], "sizes": ["L"], "languages": ["en", "de"],
              "defaultSlot": { "width": "100%", "lines": 1 },
              "groups": [{ "kind": "row", "name": "pair", "members": ["a", "b"] },
                         { "kind": "row", "name": "elsewhere", "members": ["x", "y"] },
                         { "kind": "row", "name": "kept", "members": ["a", "c"] }] }
            """, in: folder))
        let other = folder.appendingPathComponent("Other.xcstrings").path
        let outcome = try MatrixRun(matrix: matrix, selection: RunSelection(catalogs: [other]), fonts: try FontLibrary.bundled(),
                                    toolVersion: "test").run()
        #expect(Set(outcome.report.findings.compactMap { $0.group?.name }) == ["kept"])
        let id = MatrixGroup.derivedID(kind: .row, keys: ["a", "b"])
        #expect(outcome.warnings.filter { $0.contains("groups[") } == [
            "groups[0] \"pair\" (\(id)) is not measured: the catalogs read have \"a\" but not \"b\""], "\(outcome.warnings)")
    }

    /// Member "b" comes from a catalog with English alone: no German text of it is shown anywhere.
    /// The row is measured in English (where it fails, so it was measured), skipped in German with a
    /// warning naming the language and the key it lacks.
    @Test func aGroupIsMeasuredOnlyWhereEveryMemberHasText() throws {
        let folder = try TemporaryFolder.make("partial-languages")
        defer { TemporaryFolder.remove(folder) }
        let long = ["en": "Abbrechen jetzt", "de": "Abbrechen jetzt"]
        let outcome = try Self.run("""
            { "catalogs": ["A.xcstrings", "B.xcstrings"], "widths": [100], "sizes": ["L"], "languages": ["en", "de"],
              "defaultSlot": { "width": "100%", "lines": 1 },
              "groups": [{ "kind": "row", "name": "pair", "members": ["a", "b"] }] }
            """, catalogs: ["A.xcstrings": Self.catalog(["a": long]),
                            "B.xcstrings": Self.catalog(["b": ["en": "Abbrechen jetzt"]])], in: folder)
        #expect(Set(outcome.report.findings.filter { $0.group != nil }.map(\.language)) == ["en"])
        #expect(outcome.report.summary.groups == GroupSummary(measured: 1, failing: 1))
        let id = MatrixGroup.derivedID(kind: .row, keys: ["a", "b"])
        #expect(outcome.warnings.contains("groups[0] \"pair\" (\(id)) is measured only where every member has text; skipped: de (no \"b\")"),
                "\(outcome.warnings)")
    }
}
