import Foundation
import Testing
import FitcheckTestSupport
@testable import fitcheck

/// Issue 40: the README shows only what fitcheck accepts. Every `fitcheck …` line of its `sh` code
/// blocks is run, in order, by the shell (redirections and loops as written), with the built binary
/// first on PATH, in a scratch copy of the repository's `Matrix/` folder — the demo app: `fitcheck init`
/// there writes the `fitcheck.json` the next lines use. Each must be accepted: exit status 0 or 1,
/// never 2 (bad input: an option or argument the program does not know) nor 3.
@Suite struct ReadmeCommandsTests {
    /// The lines of the README's `sh` blocks that run fitcheck, comments cut, in README order.
    static func commands() throws -> [String] {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        var commands: [String] = []
        var inShell = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") { inShell = !inShell && trimmed == "```sh"; continue }
            guard inShell else { continue }
            // `fitcheck …   # what it does`: a comment starts at " # ".
            let command = (trimmed.range(of: " # ").map { String(trimmed[..<$0.lowerBound]) } ?? trimmed)
                .trimmingCharacters(in: .whitespaces)
            if command.contains("fitcheck") && !command.hasPrefix("make ") { commands.append(command) }
        }
        return commands
    }

    @Test func everyReadmeCommandIsAccepted() throws {
        let commands = try Self.commands()
        // The blocks of Usage, For translators and agents, and Adopting fitcheck.
        #expect(commands.count >= 15, "\(commands)")
        let binary = try #require(FitcheckProcess.binary)
        let scratch = try TemporaryFolder.make("readme")
        defer { TemporaryFolder.remove(scratch) }
        try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("Matrix"),
                                         to: scratch.appendingPathComponent("Matrix"))
        let path = URL(fileURLWithPath: binary).deletingLastPathComponent().path
        let environment: [String: String?] = ["PATH": path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                                              "FITCHECK_PROGRESS_INTERVAL": "1000000"]
        for command in commands {
            let result = try FitcheckProcess.run(["-c", command + " < /dev/null"], in: scratch.path, timeout: 300,
                                                 executable: "/bin/sh", environment: environment)
            #expect(result.status == 0 || result.status == 1, "\(command): exit \(result.status): \(result.standardError)")
        }
    }

    /// `check --help` said `--matrix` defaults to Matrix/default.json when there is no fitcheck.json; a
    /// run there stops (exit 2) and says to run `fitcheck init`. The help says what happens.
    @Test func theMatrixHelpSaysWhatARunWithoutOneDoes() throws {
        let line = try #require(CheckCommand.command.help.split(separator: "\n").first { $0.contains("--matrix PATH") })
        #expect(!line.contains("Matrix/default.json"), "\(line)")
        let folder = try TemporaryFolder.make("no-matrix")
        defer { TemporaryFolder.remove(folder) }
        let run = try FitcheckProcess.run(["--no-images"], in: folder.path)
        #expect(run.status == 2 && run.standardError == "fitcheck: " + MatrixArgument.noMatrix + "\n", "\(run.standardError)")
    }

    /// The README said a `--key` matching no key exits 1 ("zero is loud"); it is bad input, exit 2, as
    /// for a `--lang` no catalog has. The README's sentence names the status the program gives.
    @Test func theReadmeGivesTheStatusOfAKeyMatchingNothing() throws {
        let outcome = CheckHarness.check(["--key", "no.such.key*"])
        #expect(outcome.status == 2 && outcome.standardError.hasPrefix("fitcheck: no key matches --key"), "\(outcome)")
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let zero = try #require(readme.components(separatedBy: "**Zero is loud.**").dropFirst().first?.components(separatedBy: "\n\n").first)
        let keySentence = try #require(zero.components(separatedBy: ". ").first { $0.contains("`--key` matching no key") })
        #expect(keySentence.contains("exit 2") && !keySentence.contains("exit 1"), "\(keySentence)")
    }
}
