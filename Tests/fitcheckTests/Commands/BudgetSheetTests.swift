import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// `fitcheck budget --format jsonl|md`: the sheets for agents and reviewers, and the jsonl sheet fed
/// back to `fitcheck apply` once filled in.
@Suite struct BudgetSheetTests {
    let dispatcher = Dispatcher(commands: [BudgetCommand.command, ApplyCommand.command], defaultCommand: nil)

    @Test func theJSONLinesSheetIsApplysInputWithTheStoredValueAndTheRoom() throws {
        let arguments = ["budget", "--format", "jsonl", "--lang", "de", "--key", "button.", "--matrix", Repository.demoMatrix]
        let outcome = dispatcher.run(arguments)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        // Deterministic bytes.
        #expect(dispatcher.run(arguments).standardOutput == outcome.standardOutput)
        let rows = try outcome.standardOutput.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(rows.count > 5)
        let catalog = try XCStringsReader.read(file: Repository.demoCatalog)
        for row in rows {
            let key = try #require(row["key"] as? String)
            #expect(row["language"] as? String == "de" && row["value"] as? String == "" && row["variant"] as? String == "")
            let stored = catalog.entries.first { $0.key == key }?.localizations["de"]?.stringUnit?.value
            #expect(row["expected"] as? String == stored)
            #expect(((row["room"] as? [String: Any])?["slotWidth"] as? Double ?? 0) > 0)
            #expect(row["source"] is String && row["fits"] is Bool)
        }
        // Tightest first.
        let used = rows.compactMap { $0["usedPercent"] as? Double }
        #expect(used == used.sorted(by: >))
    }

    @Test func aFilledInSheetIsAppliedAsItIs() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let demo = folder.appendingPathComponent("Demo.xcstrings").path
        try FileManager.default.copyItem(atPath: Repository.demoCatalog, toPath: demo)
        let sheet = dispatcher.run(["budget", "--format", "jsonl", "--lang", "de", "--key", "=button.add",
                                    "--matrix", Repository.demoMatrix, "--catalog", demo])
        #expect(sheet.status == 0)
        let filled = sheet.standardOutput.replacingOccurrences(of: "\"value\":\"\"", with: "\"value\":\"Hinzufügen\"")
        let fixes = folder.appendingPathComponent("de.jsonl").path
        try filled.write(toFile: fixes, atomically: true, encoding: .utf8)
        let applied = dispatcher.run(["apply", fixes, "--matrix", Repository.demoMatrix, "--catalog", demo])
        #expect(applied.status == 0, "\(applied.standardOutput)\(applied.standardError)")
        #expect(applied.standardOutput.contains("1 of 1 fix written"))
        #expect(try String(contentsOfFile: demo, encoding: .utf8).contains("\"value\" : \"Hinzufügen\""))
        // Applied twice, the sheet's expected value is no longer stored: refused, exit 1, nothing written.
        let again = dispatcher.run(["apply", fixes, "--matrix", Repository.demoMatrix, "--catalog", demo])
        #expect(again.status == 1 && again.standardOutput.contains("refused: ") && again.standardOutput.contains("changed"))
    }

    @Test func aDryRunPrintsTheDiffAndExitsAsARealRunWould() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let demo = folder.appendingPathComponent("Demo.xcstrings").path
        try FileManager.default.copyItem(atPath: Repository.demoCatalog, toPath: demo)
        let before = try Data(contentsOf: URL(fileURLWithPath: demo))
        let fixes = folder.appendingPathComponent("fixes.jsonl").path
        try """
            {"key":"button.add","language":"de","expected":"Abo hinzufügen","value":"Hinzufügen"}
            {"key":"button.add","language":"ja","expected":null,"value":"追加"}

            """.write(toFile: fixes, atomically: true, encoding: .utf8)
        let dry = dispatcher.run(["apply", fixes, "--dry-run", "--matrix", Repository.demoMatrix, "--catalog", demo])
        #expect(dry.status == 0)
        #expect(dry.standardOutput.hasPrefix("--- a/\(demo)\n+++ b/\(demo)\n@@ "))
        #expect(dry.standardOutput.contains("+            \"value\" : \"Hinzufügen\""))
        #expect(dry.standardOutput.contains("+        \"ja\" : {"))
        #expect(dry.standardError.contains("2 of 2 fixes would be written (dry run: nothing written)"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: demo)) == before)
        // --json (issue 40): the same as one object; a dry run says wouldWrite, never written.
        let json = dispatcher.run(["apply", fixes, "--dry-run", "--json", "--matrix", Repository.demoMatrix, "--catalog", demo])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(json.status == 0 && object["fixes"] as? Int == 2 && object["applied"] as? Int == 2 && object["dryRun"] as? Bool == true)
        #expect(object["wouldWrite"] as? [String] == [demo] && object["written"] == nil && object["diff"] as? String == dry.standardOutput)
        #expect((object["refused"] as? [Any])?.isEmpty == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: demo)) == before)
        // Bad input: one line naming the file and line, exit 2.
        try "{\"key\": \"button.add\"}\n".write(toFile: fixes, atomically: true, encoding: .utf8)
        let bad = dispatcher.run(["apply", fixes, "--matrix", Repository.demoMatrix, "--catalog", demo])
        #expect(bad.status == 2 && bad.standardError.contains("fixes.jsonl:1") && bad.standardError.contains("\"language\""))
    }

    @Test func aLanguageWithMorePluralFormsGetsARowForEachAndApplyInsertsThem() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let catalog = folder.appendingPathComponent("Files.xcstrings").path
        try """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld files" : {
                  "localizations" : {
                    "en" : {
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
                        }
                      }
                    }
                  }
                },
                "Save" : { "localizations" : { "ru" : { "stringUnit" : { "state" : "translated", "value" : "Сохранить" } } } }
              },
              "version" : "1.0"
            }
            """.write(toFile: catalog, atomically: true, encoding: .utf8)
        let sheet = dispatcher.run(["budget", "--format", "jsonl", "--lang", "ru", "--key", "=%lld files", "--catalog", catalog])
        #expect(sheet.status == 0, "\(sheet.standardError)")
        let rows = try sheet.standardOutput.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(Set(rows.compactMap { $0["variant"] as? String }) == ["plural.one", "plural.few", "plural.many", "plural.other"])
        #expect(rows.allSatisfy { $0["expected"] is NSNull && $0["value"] as? String == "" })
        let forms = ["plural.one": "%lld файл", "plural.few": "%lld файла", "plural.many": "%lld файлов", "plural.other": "%lld файла"]
        let filled = try rows.map { row -> String in
            var row = row
            row["value"] = forms[row["variant"] as? String ?? ""]
            return String(decoding: try JSONSerialization.data(withJSONObject: row, options: [.sortedKeys]), as: UTF8.self)
        }.joined(separator: "\n")
        let fixes = folder.appendingPathComponent("ru.jsonl").path
        try filled.write(toFile: fixes, atomically: true, encoding: .utf8)
        let applied = dispatcher.run(["apply", fixes, "--catalog", catalog])
        #expect(applied.status == 0, "\(applied.standardOutput)\(applied.standardError)")
        let written = try XCStringsReader.read(file: catalog).entries.first { $0.key == "%lld files" }
        #expect(written?.localizations["ru"]?.variations.first?.cases.map(\.name) == ["one", "few", "many", "other"])
        // Xcode's order in the file: few, many, one, other.
        let text = try String(contentsOfFile: catalog, encoding: .utf8)
        let ru = try #require(text.range(of: "\"ru\" : {"))
        let block = text[ru.upperBound...]
        let order = ["\"few\" : {", "\"many\" : {", "\"one\" : {", "\"other\" : {"].compactMap { block.range(of: $0)?.lowerBound }
        #expect(order.count == 4 && order == order.sorted())
    }

    @Test func theMarkdownSheetIsATablePerLanguage() throws {
        let outcome = dispatcher.run(["budget", "--format", "md", "--lang", "de", "--lang", "hi", "--key", "tight.", "--matrix", Repository.demoMatrix])
        #expect(outcome.status == 0)
        let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        let headers = lines.filter { $0.hasPrefix("# ") }
        #expect(headers.count == 2 && headers[0].hasPrefix("# de: ") && headers[1].hasPrefix("# hi: "))
        #expect(lines.contains("| key | variant | comment | source | translation | state | room | needs | fits |"))
        let rows = lines.filter { $0.hasPrefix("| `tight.") }
        #expect(rows.count > 4 && rows.allSatisfy { $0.contains(" | translated | ") || $0.contains("untranslated") })
        #expect(rows.contains { $0.hasSuffix("| **no** (overflow) |") })   // twin: something does not fit
    }
}
