import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// Every command judges a cell the same way (``CellJudge``): on one matrix with a slot that lets its
/// text shrink (`minimumScaleFactor`), one whose text is never laid out (`"layout": false`), a row's
/// members and a plural key, `check`, `try`, `budget`, `apply --dry-run` and the MCP tool
/// `check_translation` say the same verdict and amount for every cell of the stored texts.
@Suite struct AgreementTests {
    static let dispatcher = Dispatcher(commands: [CheckCommand.command, TryCommand.command, BudgetCommand.command,
                                                  ApplyCommand.command], defaultCommand: CheckCommand.command.name)

    /// Key → language → the stored text (a plural key: variant → text).
    static let texts: [String: [String: [String: String]]] = [
        "title.welcome": ["en": ["": "Welcome to your subscriptions"], "de": ["": "Willkommen bei deinen Abonnements"]],
        "a11y.chart": ["en": ["": "Chart of your monthly spending over the last twelve months, by category"],
                       "de": ["": "Diagramm deiner monatlichen Ausgaben in den letzten zwölf Monaten, nach Kategorie"]],
        "count.items": ["en": ["plural.one": "%lld item", "plural.other": "%lld items"],
                        "de": ["plural.one": "%lld Element", "plural.other": "%lld Elemente"]],
        "bar.back": ["en": ["": "Back"], "de": ["": "Zurück"]],
        "bar.delete": ["en": ["": "Delete all subscriptions"], "de": ["": "Alle Abonnements löschen"]],
    ]
    static let members: Set<String> = ["bar.back", "bar.delete"]

    static let matrix = """
        { "catalogs": ["App.xcstrings"], "widths": [320, 375], "sizes": ["L", "AX1"], "languages": ["en", "de"],
          "rules": [
            { "match": "title.", "width": "200", "lines": 1, "minimumScaleFactor": 0.5 },
            { "match": "a11y.", "width": "100", "lines": 1, "layout": false },
            { "match": "count.", "width": "90", "lines": 1 },
            { "match": "bar.", "lines": 1 } ],
          "groups": [ { "name": "bar", "kind": "row", "lines": 1, "members": ["bar.back", "bar.delete"] } ] }
        """

    /// The catalog of ``texts``, English the source.
    static var catalog: String {
        func unit(_ text: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(text)"}}"# }
        let entries = texts.keys.sorted().map { key in
            let localizations = texts[key]!.keys.sorted().map { language -> String in
                let variants = texts[key]![language]!
                if let text = variants[""] { return "\"\(language)\":\(unit(text))" }
                let cases = variants.keys.sorted().map { "\"\($0.dropFirst("plural.".count))\":\(unit(variants[$0]!))" }
                return "\"\(language)\":{\"variations\":{\"plural\":{\(cases.joined(separator: ","))}}}"
            }
            return "\"\(key)\":{\"localizations\":{\(localizations.joined(separator: ","))}}"
        }
        return "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\(entries.joined(separator: ","))}}"
    }

    /// A failing cell as a command says it: where, the verdict, by how much (points, to 0.01).
    struct Cell: Hashable, CustomStringConvertible {
        var width: Double
        var size: String
        var verdict: String
        var amount: Double

        init(_ width: Double, _ size: String, _ verdict: String, _ amount: Double) {
            self.width = width
            self.size = size
            self.verdict = verdict
            self.amount = (amount * 100).rounded() / 100
        }

        var description: String { "\(Int(width)) \(size) \(verdict) \(amount)" }
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func cells(_ list: Any?, verdict: String? = nil, amount: String) -> Set<Cell> {
        Set(((list as? [[String: Any]]) ?? []).map { cell in
            Cell(cell["width"] as? Double ?? 0, cell["size"] as? String ?? "", verdict ?? cell["verdict"] as? String ?? "",
                 cell[amount] as? Double ?? 0)
        })
    }

    @Test func everyCommandJudgesEveryCellAlike() throws {
        let folder = try TemporaryFolder.make("agreement")
        defer { TemporaryFolder.remove(folder) }
        let matrix = folder.appendingPathComponent("matrix.json").path
        try Self.matrix.write(toFile: matrix, atomically: true, encoding: .utf8)
        try Self.catalog.write(toFile: folder.appendingPathComponent("App.xcstrings").path, atomically: true, encoding: .utf8)
        let report = folder.appendingPathComponent("report.json").path
        func run(_ arguments: [String]) -> CommandOutcome { Self.dispatcher.run(arguments + ["--matrix", matrix]) }

        // check: every failing cell of a key (key · language · variant), and of the group.
        let checked = run(["--images", "none", "--cells", "--report", "json:" + report])
        #expect(checked.status <= 1, "\(checked.standardError)")
        let checkReport = try Self.object(try String(contentsOfFile: report, encoding: .utf8))
        var keyCells: [String: Set<Cell>] = [:]
        for failure in (checkReport["failures"] as? [[String: Any]]) ?? [] where failure["verdict"] as? String != "untranslated" {
            let place = "\(failure["key"]!) \(failure["language"]!) \(failure["variant"]!)"
            keyCells[place, default: []].insert(Cell(failure["width"] as? Double ?? 0, failure["size"] as? String ?? "",
                                                      failure["verdict"] as? String ?? "", failure["over"] as? Double ?? 0))
        }
        var groupCells: [String: Set<Cell>] = [:]
        for finding in (checkReport["findings"] as? [[String: Any]]) ?? [] where finding["subject"] as? String == "group" {
            groupCells[finding["language"] as! String, default: []]
                .formUnion(Self.cells(finding["failingCells"], verdict: finding["verdict"] as? String, amount: "over"))
        }
        // The matrix is not trivial: the plural key and the row fail somewhere; text never laid out never does.
        #expect(keyCells.keys.contains { $0.hasPrefix("count.items de") })
        #expect(!(groupCells["de"] ?? []).isEmpty)
        #expect(!keyCells.keys.contains { $0.hasPrefix("a11y.") })

        // The MCP server and try, with each stored text as the candidate.
        let server = try ServeProcess(["--matrix", matrix], in: folder.path)
        defer { server.stop() }
        _ = try server.initialize("2025-11-25")
        var id = 2
        var refusedExpected: Set<String> = []
        for (key, languages) in Self.texts {
            for (language, variants) in languages {
                for (variant, text) in variants {
                    let own = keyCells["\(key) \(language) \(variant)"] ?? []
                    let group = Self.members.contains(key) ? groupCells[language] ?? [] : []
                    let expected = Self.members.contains(key) ? group : own
                    if !expected.isEmpty { refusedExpected.insert("\(language) · \(key)" + (variant.isEmpty ? "" : " [\(variant)]")) }
                    var arguments: [String: Any] = ["key": key, "language": language, "text": text]
                    if !variant.isEmpty { arguments["variant"] = variant }
                    id += 1
                    let answer = try #require(try server.call(id, "check_translation", arguments).structured)
                    #expect(Self.cells(answer["failingCells"], amount: "over") == expected, "check_translation \(key) \(language) \(variant)")
                    #expect(answer["fits"] as? Bool == expected.isEmpty, "check_translation \(key) \(language) \(variant)")
                    guard variant.isEmpty else { continue }   // try replaces the whole localization
                    let tried = run(["try", "--key", key, "--lang", language, text, "--json"])
                    #expect(tried.status == (expected.isEmpty ? 0 : 1), "try \(key) \(language): \(tried.standardError)")
                    let trial = try Self.object(tried.standardOutput)
                    let places = Set(((trial["failingAt"] as? [[String: Any]]) ?? []).map { "\(Int($0["width"] as? Double ?? 0)) \($0["size"]!)" })
                    #expect(places == Set(expected.map { "\(Int($0.width)) \($0.size)" }), "try \(key) \(language)")
                    #expect(Set(trial["failures"] as? [String] ?? []) == Set(expected.map(\.verdict)), "try \(key) \(language)")
                }
            }
        }

        // budget: the verdict at each text's tightest cell is the check's there, and no text that fits
        // is told to lose characters.
        let budget = run(["budget", "--format", "json"])
        #expect(budget.status == 0, "\(budget.standardError)")
        for sheet in (try Self.object(budget.standardOutput)["sheets"] as? [[String: Any]]) ?? [] {
            let language = sheet["language"] as! String
            for row in (sheet["rows"] as? [[String: Any]]) ?? [] {
                let key = row["key"] as! String, variant = row["variant"] as! String, verdict = row["verdict"] as! String
                let place = "\(Int(row["screenWidth"] as? Double ?? 0)) \(row["size"]!)"
                let failing = Self.members.contains(key) ? groupCells[language] ?? [] : keyCells["\(key) \(language) \(variant)"] ?? []
                let there = failing.first { "\(Int($0.width)) \($0.size)" == place }?.verdict ?? "fits"
                if Self.members.contains(key) {
                    // A member's own room: where it does not fit, neither does its row.
                    if verdict != "fits" { #expect(there != "fits", "budget \(key) \(language) at \(place)") }
                } else {
                    #expect(verdict == there, "budget \(key) \(language) \(variant) at \(place)")
                }
                if verdict == "fits" { #expect((row["headroomCharacters"] as? Int ?? 0) >= 0, "budget \(key) \(language)") }
            }
        }

        // apply --dry-run of the stored texts: refused exactly where the check fails.
        let fixes = folder.appendingPathComponent("fixes.jsonl").path
        var lines: [String] = []
        for (key, languages) in Self.texts.sorted(by: { $0.key < $1.key }) {
            for (language, variants) in languages.sorted(by: { $0.key < $1.key }) {
                for (variant, text) in variants.sorted(by: { $0.key < $1.key }) {
                    let fix: [String: Any] = ["key": key, "language": language, "variant": variant, "expected": text, "value": text]
                    lines.append(String(decoding: try JSONSerialization.data(withJSONObject: fix, options: [.sortedKeys]), as: UTF8.self))
                }
            }
        }
        try lines.joined(separator: "\n").write(toFile: fixes, atomically: true, encoding: .utf8)
        let applied = run(["apply", "--dry-run", fixes])
        let refused = Set((applied.standardOutput + applied.standardError).split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("refused: "), let colon = line.range(of: ": ", range: line.index(line.startIndex, offsetBy: 9)..<line.endIndex),
                  let reason = line.range(of: ": doesNotFit") else { return nil }
            return String(line[colon.upperBound..<reason.lowerBound])
        })
        #expect(refused == refusedExpected, "apply --dry-run: \(applied.standardError)")
        #expect(applied.status == (refusedExpected.isEmpty ? 0 : 1))
    }
}
