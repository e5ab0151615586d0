import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// Issue 40, "one vocabulary": `--json` on every command that prints (the older spellings kept), a
/// report written only to files still says one line on standard error, and `--output DIR/` makes its
/// folder.
@Suite struct OneVocabularyTests {
    let dispatcher = Dispatcher(commands: [CheckCommand.command, BudgetCommand.command, TryCommand.command,
                                           MergeCommand.command, SlotsCommand.command],
                                defaultCommand: CheckCommand.command.name)

    private func demo(_ arguments: [String]) -> CommandOutcome {
        dispatcher.run(arguments + ["--matrix", Repository.demoMatrix])
    }

    /// `fitcheck --json` is `--report json`; `budget --json` is `--format json`; `merge --json` is
    /// `merge --report json`. The same bytes, whichever spelling.
    @Test func jsonIsSpelledOneWayEverywhere() throws {
        let narrow = ["--lang", "de", "--width", "300", "--key", "tight.", "--no-images"]
        let check = demo(narrow + ["--json"])
        #expect(check.status == 1, "\(check.standardError)")
        #expect(check.standardOutput == demo(narrow + ["--report", "json"]).standardOutput)
        #expect(check.standardOutput.hasPrefix("{"))

        let budget = demo(["budget", "--lang", "de", "--key", "tight.", "--json"])
        #expect(budget.status == 0, "\(budget.standardError)")
        #expect(budget.standardOutput == demo(["budget", "--lang", "de", "--key", "tight.", "--format", "json"]).standardOutput)
        #expect(budget.standardOutput.hasPrefix("{"))
        let clash = demo(["budget", "--json", "--format", "csv"])
        #expect(clash.status == 2 && clash.standardError.contains("--json"), "\(clash)")

        let folder = try TemporaryFolder.make("vocab-merge")
        defer { TemporaryFolder.remove(folder) }
        let shard = folder.appendingPathComponent("shard.json").path
        #expect(demo(narrow + ["--report", "json:" + shard]).status == 1)
        let merged = dispatcher.run(["merge", shard, "--json"])
        #expect(merged.standardOutput == dispatcher.run(["merge", shard, "--report", "json"]).standardOutput)
        #expect(merged.standardOutput.hasPrefix("{"))
    }

    /// `--report json:r.json` alone: nothing on standard output, so the headline goes to standard
    /// error, one line naming the file; with a report on standard output, nothing more is said.
    @Test func aReportOnlyToFilesStillSaysOneLine() throws {
        let folder = try TemporaryFolder.make("vocab-report")
        defer { TemporaryFolder.remove(folder) }
        let path = folder.appendingPathComponent("r.json").path
        let narrow = ["--lang", "de", "--width", "300", "--key", "tight.", "--no-images"]
        let alone = demo(narrow + ["--report", "json:" + path])
        #expect(alone.status == 1)
        #expect(alone.standardOutput == "")
        let lines = alone.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(alone.standardError)")
        #expect(lines.first?.hasPrefix("fitcheck: ") == true)
        #expect(lines.first?.contains("cells fail") == true)
        #expect(lines.first?.hasSuffix("(report: \(path))") == true, "\(alone.standardError)")

        let shown = demo(narrow + ["--report", "json:" + path, "--report", "text"])
        #expect(shown.standardError == "")
        let merged = dispatcher.run(["merge", path, "--report", "sarif:" + folder.appendingPathComponent("r.sarif").path])
        #expect(merged.standardOutput == "" && merged.standardError.split(separator: "\n").count == 1, "\(merged)")
    }

    /// `--output sheets/` makes the folder (and its parents) and writes a sheet per language in it.
    @Test func anOutputFolderIsMade() throws {
        let scratch = try TemporaryFolder.make("vocab-output")
        defer { TemporaryFolder.remove(scratch) }
        let folder = scratch.appendingPathComponent("out/sheets").path
        let outcome = demo(["budget", "--format", "md", "--lang", "de", "--lang", "hi", "--key", "tight.", "--output", folder + "/"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["budget.de.md", "budget.hi.md"])
    }

    /// One name per quantity (Report README, "Words"): what a text needs, by how much it misses. The
    /// old names (`amount`, `excess`, `excessPoints`, `requiredWidth`, `required_width_pt`,
    /// `failurePoints`, "gets") appear in no output; `needs` and `over` do, in each.
    @Test func everyOutputUsesOneNamePerQuantity() throws {
        let measure = Dispatcher(commands: [MeasureCommand.command(makeMeasurer: { _, _ in
            TextMeasurer { SyntheticText.make($0.text, language: $0.language) }
        })], defaultCommand: nil)
        let outputs: [(String, String)] = [
            ("check", demo(["--lang", "ru", "--width", "300", "--key", "button.", "--key", "paywall.", "--no-images", "--cells", "--json", "--report", "sarif", "--report", "text"]).standardOutput),
            ("budget", demo(["budget", "--lang", "de", "--key", "tight.", "--json"]).standardOutput),
            ("csv", demo(["budget", "--lang", "de", "--key", "tight.", "--format", "csv"]).standardOutput),
            ("try", demo(["try", "--key", "tight.tab.settings", "--lang", "de", "Benachrichtigungseinstellungen", "--json"]).standardOutput),
            ("try text", demo(["try", "--key", "tight.tab.settings", "--lang", "de", "Benachrichtigungseinstellungen"]).standardOutput),
            ("measure", measure.run(["measure", "Benachrichtigungen verwalten", "--lang", "de", "--width", "100", "--lines", "1", "--json"]).standardOutput),
        ]
        let old = ["\"amount\"", "\"excess\"", "\"excessPoints\"", "\"requiredWidth\"", "required_width_pt", "\"failurePoints\"",
                   "\"sourceWidth\"", ", gets ", " too long"]
        for (name, output) in outputs {
            #expect(!output.isEmpty, "\(name)")
            for word in old { #expect(!output.contains(word), "\(name) says \(word)") }
        }
        #expect(outputs[0].1.contains("\"over\" : ") && outputs[0].1.contains("\"needs\" : ") && outputs[0].1.contains("given 268 pt"))
        #expect(outputs[1].1.contains("\"needs\" : ") && outputs[2].1.contains(",needs_pt,"))
        #expect(outputs[3].1.contains("\"over\" : ") && outputs[3].1.contains("\"needs\" : ") && outputs[4].1.contains("over by "))
        #expect(outputs[5].1.contains("\"over\" : "))
    }
}
