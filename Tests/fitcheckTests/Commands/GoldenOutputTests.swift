import Foundation
import Testing
import FitcheckTestSupport

/// What `fitcheck budget`, `measure` and `try` print on the demo, byte for byte: each file in
/// `Tests/fitcheckTests/Golden/` is the whole output of one command line of the built binary.
///
/// After a change that is meant to change an output, re-record and read the diff before committing:
/// `RECORD_SNAPSHOTS=1 swift test --skip-build --filter GoldenOutputTests`.
@Suite struct GoldenOutputTests {
    static let golden = GoldenFiles(Repository.root.appendingPathComponent("Tests/fitcheckTests/Golden"))
    static let demo = ["--matrix", Repository.demoMatrix]

    /// Golden file, command line, exit status.
    static let cases: [(String, [String], Int32)] = [
        ("budget.txt", ["budget"] + demo, 0),
        ("budget.json", ["budget", "--format", "json"] + demo, 0),
        ("try-fits.txt", ["try", "--key", "tight.tab.settings", "--lang", "de", "Optionen"] + demo, 0),
        ("try-fits.json", ["try", "--key", "tight.tab.settings", "--lang", "de", "Optionen", "--json"] + demo, 0),
        ("try-too-long.txt", ["try", "--key", "tight.tab.settings", "--lang", "de", "Einstellungen und Datenschutz"] + demo, 1),
        ("try-too-long.json", ["try", "--key", "tight.tab.settings", "--lang", "de", "Einstellungen und Datenschutz",
                               "--json"] + demo, 1),
        ("measure-de.txt", ["measure", "Benachrichtigungen für neue Nachrichten verwalten", "--lang", "de",
                            "--width", "200", "--lines", "2"], 1),
        ("measure-de.json", ["measure", "Benachrichtigungen für neue Nachrichten verwalten", "--lang", "de",
                             "--width", "200", "--lines", "2", "--json"], 1),
        ("measure-hi.txt", ["measure", "नमस्ते दुनिया, यह एक लंबा वाक्य है", "--lang", "hi", "--width", "120"], 0),
        ("measure-hi.json", ["measure", "नमस्ते दुनिया, यह एक लंबा वाक्य है", "--lang", "hi", "--width", "120", "--json"], 0),
    ]

    @Test(arguments: cases)
    func standardOutputIsTheGoldenFile(_ name: String, _ arguments: [String], _ status: Int32) throws {
        let folder = try TemporaryFolder.make(name)
        defer { TemporaryFolder.remove(folder) }
        let result = try FitcheckProcess.run(arguments, in: folder.path, environment: FitcheckProcess.withoutHome)
        #expect(result.status == status, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        #expect(Self.golden.check(result.standardOutput, golden: name) == nil)
    }

    /// `--format csv --output FOLDER`: one sheet per language of the matrix, each its golden file.
    @Test func csvSheetsAreTheGoldenFiles() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let result = try FitcheckProcess.run(["budget", "--format", "csv", "--output", folder.path] + Self.demo,
                                             in: folder.path, environment: FitcheckProcess.withoutHome)
        #expect(result.status == 0, "\(result.standardError)")
        let sheets = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(sheets == ["de", "en", "es", "fr", "hi", "it", "pt-BR", "ru", "uk"].map { "budget.\($0).csv" })
        for sheet in sheets {
            let text = try String(contentsOfFile: folder.appendingPathComponent(sheet).path, encoding: .utf8)
            #expect(Self.golden.check(text, golden: sheet) == nil)
        }
    }
}
