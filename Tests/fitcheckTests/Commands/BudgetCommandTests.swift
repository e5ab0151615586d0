import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// `fitcheck budget`, `fitcheck try` and `fitcheck --catalog file.xliff` end to end, on the demo
/// catalog and the default matrix, with the bundled fonts.
@Suite struct BudgetCommandTests {
    static let xliff = Repository.fixture("Budget/de.xliff")

    let dispatcher = Dispatcher(commands: [CheckCommand.command, BudgetCommand.command, TryCommand.command],
                                defaultCommand: CheckCommand.command.name)

    private func run(_ arguments: [String]) -> CommandOutcome {
        dispatcher.run(arguments + ["--matrix", Repository.demoMatrix])
    }

    @Test func budgetOnTheDemoListsTheTightestKeysFirst() throws {
        let outcome = run(["budget"])
        #expect(outcome.status == 0)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        let percents = lines.dropFirst().compactMap { line in
            Int(line.prefix(5).trimmingCharacters(in: .whitespaces).dropLast())
        }
        #expect(percents.count == lines.count - 1)
        #expect(percents.count > 1000)
        #expect(percents == percents.sorted(by: >))
        #expect(percents.first! > 100)  // twin: some translations do not fit their tightest cell…
        #expect(percents.last! < 100)   // …and most do
        let header = try #require(lines.first)
        #expect(header.hasPrefix("Translator budgets: \(percents.count) renditions in 9 languages, tightest first; "))
        #expect(!header.contains("; 0 do not fit"))
    }

    @Test func theJSONSheetHasOneSheetPerLanguageAndCountsWhatDoesNotFit() throws {
        let outcome = run(["budget", "--format", "json", "--lang", "de", "--lang", "uk", "--key", "tight."])
        #expect(outcome.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let sheets = try #require(object["sheets"] as? [[String: Any]])
        #expect(sheets.map { $0["language"] as? String } == ["de", "uk"])
        let rows = sheets.flatMap { ($0["rows"] as? [[String: Any]]) ?? [] }
        #expect(rows.count == object["renditions"] as? Int)
        #expect(rows.allSatisfy { ($0["key"] as? String)?.hasPrefix("tight.") == true })
        #expect(rows.allSatisfy { $0["seedBudgetCharacters"] is Int })
        let notFitting = rows.filter { $0["fits"] as? Bool == false }.count
        #expect(notFitting > 0)
        #expect(object["doNotFit"] as? Int == notFitting)
    }

    @Test func csvGoesToOneFilePerLanguageInAFolder() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let outcome = run(["budget", "--format", "csv", "--lang", "de", "--lang", "hi", "--output", folder])
        #expect(outcome == CommandOutcome(status: 0))
        let german = try String(contentsOfFile: folder + "/budget.de.csv", encoding: .utf8)
        #expect(german.hasPrefix("language,key,variant,comment,source,translation,budget_pt,used_percent,fits,"))
        let rows = german.components(separatedBy: "\r\n").dropFirst().filter { !$0.isEmpty }
        #expect(rows.count > 50)
        #expect(rows.allSatisfy { $0.hasPrefix("de,") })
        #expect(FileManager.default.fileExists(atPath: folder + "/budget.hi.csv"))
    }

    /// A folder for the one-piece text report is said plainly, and nothing is made or written
    /// (a folder that is not there is made: `OneVocabularyTests.anOutputFolderIsMade`).
    @Test func outputFoldersAreExplained() throws {
        let scratch = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(scratch) }
        let folder = scratch + "/out"
        let missing = run(["budget", "--lang", "de", "--output", folder + "/"])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("is a folder"))
        #expect(!FileManager.default.fileExists(atPath: folder))
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let text = run(["budget", "--lang", "de", "--output", folder])
        #expect(text.status == 2)
        #expect(text.standardError.contains("is a folder"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func xliffFormatWritesTheAnnotatedCopy() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let output = folder + "/de.xliff"
        let outcome = run(["budget", "--format", "xliff", "--catalog", Self.xliff, "--output", output])
        #expect(outcome == CommandOutcome(status: 0))
        let written = try String(contentsOfFile: output, encoding: .utf8)
        #expect(written.components(separatedBy: "size-unit=\"point\"").count - 1 == 4)
        // Bad input: xliff output needs the one XLIFF to annotate.
        #expect(run(["budget", "--format", "xliff"]).status == 2)
    }

    @Test func tryExits0WhenTheCandidateFitsAnd1WhenItDoesNotSayingByHowMuch() throws {
        // The tab's room is its share of the five-tab bar (60 pt at 300 pt): "Optionen" fits it.
        let fits = run(["try", "--key", "tight.tab.settings", "--lang", "de", "Optionen"])
        #expect(fits.status == 0)
        #expect(fits.standardOutput.contains("fits: needs "))
        #expect(fits.standardOutput.contains("fits all 40 cells"))
        #expect(fits.standardOutput.contains("seed budget (tight.): 11 chars; the candidate has 8"))
        #expect(fits.standardOutput.contains("in groups[2] \"tab bar\" (row-"))

        let long = ["try", "--key", "tight.tab.settings", "--lang", "de", "Einstellungen und Konto"]
        let tooLong = run(long)
        #expect(tooLong.status == 1)
        let json = run(long + ["--json"])
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let headroom = try #require(object["headroom"] as? Double)
        #expect(headroom < 0)
        #expect(object["fits"] as? Bool == false)
        #expect(tooLong.standardOutput.contains("does not fit: needs "))
        #expect(tooLong.standardOutput.contains("over by \(PointFormat.text(-headroom)) pt (≈ "))
        let failing = try #require(tooLong.standardOutput.firstMatch(of: /fails (\d+) of 40 cells \(overflow\)/))
        #expect(Int(failing.1).map { $0 > 0 && $0 <= 40 } == true)
        // Where it fails: every failing cell's width and size, in the text and the JSON.
        let places = try #require(object["failingAt"] as? [[String: Any]])
        #expect(places.count == Int(failing.1))
        #expect(tooLong.standardOutput.contains("fails at 300 pt: "))
        let narrowest = places.filter { $0["width"] as? Double == 300 }.compactMap { $0["size"] as? String }
        #expect(tooLong.standardOutput.contains("fails at 300 pt: " + Set(narrowest).sorted {
            SizeCategory(rawValue: $0)! < SizeCategory(rawValue: $1)! }.joined(separator: ", ")))
        // The twin: a candidate that fits lists nowhere.
        let fitting = try #require(try JSONSerialization.jsonObject(with: Data(run(["try", "--key", "tight.tab.settings", "--lang", "de",
                                                                                     "Optionen", "--json"]).standardOutput.utf8)) as? [String: Any])
        #expect((fitting["failingAt"] as? [Any])?.isEmpty == true)
        // A tab of the bar: measured again in its row, beside the other tabs' German titles.
        let group = try #require(fitting["group"] as? [String: Any])
        #expect(group["name"] as? String == "tab bar" && group["kind"] as? String == "row" && group["fits"] as? Bool == true)
        #expect((group["members"] as? [[String: Any]])?.count == 5)
    }

    @Test func tryChecksTheCandidatesSpecifiersAgainstTheSource() throws {
        // The source is `Delete %@?`: a candidate reading an integer is a format mismatch, not measured.
        let wrong = run(["try", "--key", "alert.delete.title", "--lang", "de", "%d löschen?"])
        #expect(wrong.status == 1)
        #expect(wrong.standardOutput == "alert.delete.title · de · \"%d löschen?\"\n"
                + "format mismatch: specifiers %d differ from the source's %@ (the candidate is not measured)\n")
        let json = run(["try", "--key", "alert.delete.title", "--lang", "de", "%d löschen?", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(object["verdict"] as? String == "formatMismatch" && object["fits"] as? Bool == false)
        #expect(json.status == 1)
        // A dropped argument too; the twin with the source's specifier is measured.
        #expect(run(["try", "--key", "alert.delete.title", "--lang", "de", "Löschen?"]).status == 1)
        let right = run(["try", "--key", "alert.delete.title", "--lang", "de", "%@ löschen?"])
        #expect(right.status == 0 && right.standardOutput.contains("fits all"))
    }

    @Test func tryWithBadInputExits2() {
        let unknown = run(["try", "--key", "no.such.key", "--lang", "de", "x"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasPrefix("fitcheck: no key 'no.such.key' in the catalogs ("))
        #expect(run(["try", "--key", "tight.tab.settings", "--lang", "de"]).status == 2)
        #expect(run(["try", "--key", "tight.tab.settings", "--lang", "xx-nope", "x"]).status == 2)
    }

    /// The translations inside an XLIFF export are checked before import, as if in the catalog.
    @Test func checkReadsAnXLIFFExport() {
        let outcome = run(["--catalog", Self.xliff, "--no-images", "--report", "text"])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.contains("tight.badge.count"))
        #expect(outcome.standardOutput.contains("welcome.body"))
        // Twin: a key whose translation fits everywhere passes.
        #expect(run(["--catalog", Self.xliff, "--no-images", "--key", "=button.save"]).status == 0)
    }
}
