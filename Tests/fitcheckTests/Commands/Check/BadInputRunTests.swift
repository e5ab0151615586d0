import Foundation
import Testing
import FitcheckTestSupport

/// Whole runs under stress: interrupted by SIGINT or SIGTERM they leave no half-written file, and
/// repeated with any number of workers they write the same bytes. Catalogs are generated.
@Suite struct BadInputRunTests {
    /// A one-language matrix whose 80 pt one-line slot every generated text overflows.
    static let narrowMatrix = """
        { "widths": [320, 375], "sizes": ["L", "AX1"], "languages": ["en", "hi"],
          "defaultSlot": { "width": "80", "lines": 1 } }
        """

    /// `count` keys in English and Hindi, each text different, none fitting 80 pt on one line.
    static func catalog(keys count: Int) -> String {
        let words = ["Manage", "subscription", "settings", "renewal", "Überweisung", "payment", "history", "devices"]
        let entries = (0..<count).map { index -> String in
            let text = (0..<(3 + index % 5)).map { words[(index * 7 + $0) % words.count] }.joined(separator: " ")
            return "\"key.\(index)\":{\"localizations\":{"
                + "\"en\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(text) \(index)\"}},"
                + "\"hi\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"सदस्यता प्रबंधित करें \(index)\"}}}}"
        }
        return "{\"sourceLanguage\":\"en\",\"strings\":{\(entries.joined(separator: ","))},\"version\":\"1.0\"}"
    }

    /// Writes the matrix and a catalog of `keys` keys into `folder`; the arguments naming them, for a
    /// run in `folder`.
    static func inputs(keys: Int, in folder: String) throws -> [String] {
        try Data(narrowMatrix.utf8).write(to: URL(fileURLWithPath: folder + "/matrix.json"))
        try Data(catalog(keys: keys).utf8).write(to: URL(fileURLWithPath: folder + "/Many.xcstrings"))
        // Relative: reports name the catalog as given, and runs in different folders must agree.
        return ["--matrix", "matrix.json", "--catalog", "Many.xcstrings"]
    }

    // MARK: - Interruption

    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func anInterruptedRunLeavesNoPartialFile(_ signal: Int32, _ status: Int32) throws {
        guard let binary = FitcheckProcess.binary else { throw FitcheckProcess.ProcessError.noBinary }
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        // 3,000 keys × 2 languages × 4 cells, every one failing and drawn: minutes of work.
        let arguments = try Self.inputs(keys: 3000, in: folder)
            + ["--report", "json:report.json", "--png-dir", "pictures", "--jobs", "2"]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Interrupt while pictures are being written: once the first one is there, plus ~0.3 s.
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline,
              !FitcheckProcess.listing(folder).contains(where: { $0.hasSuffix(".png") }) {
            Thread.sleep(forTimeInterval: 0.02)
        }
        Thread.sleep(forTimeInterval: 0.3)
        #expect(process.isRunning, "the run ended before it could be interrupted")
        kill(process.processIdentifier, signal)
        // A run that ignores the signal would go on for minutes: give it 30 s, then stop it.
        let stop = Date().addingTimeInterval(30)
        while process.isRunning, Date() < stop { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            Issue.record("the run went on after the signal")
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()

        #expect(process.terminationReason == .exit, "killed by the signal instead of handling it")
        #expect(process.terminationStatus == status)
        let files = FitcheckProcess.listing(folder)
        #expect(files.filter { $0.hasSuffix(".tmp") }.isEmpty, "temporary files left: \(files.filter { $0.hasSuffix(".tmp") })")
        #expect(!files.contains("report.json"), "a report from an interrupted run")
        #expect(!files.contains("pictures/index.html"), "a contact sheet from an interrupted run")
        let pictures = files.filter { $0.hasSuffix(".png") }
        #expect(!pictures.isEmpty)
        for picture in pictures { #expect(BadInputTests.isWholePNG(folder + "/" + picture), "\(picture) is cut short") }
    }

    // MARK: - Determinism

    /// Runs the narrow matrix on `keys` keys with `jobs` workers; returns every file written, by
    /// relative path, with its bytes.
    static func outputs(keys: Int, jobs: Int, catalog: String? = nil) throws -> [String: Data] {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        var arguments = try inputs(keys: keys, in: folder)
        if let catalog { try Data(catalog.utf8).write(to: URL(fileURLWithPath: folder + "/Many.xcstrings")) }
        arguments += ["--jobs", String(jobs), "--report", "json:out/report.json", "--report", "sarif:out/report.sarif",
                      "--report", "junit:out/report.xml", "--png-dir", "out/pictures"]
        try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
        let result = try FitcheckProcess.run(arguments, in: folder)
        #expect(result.status == 1 && !result.crashed)
        var files: [String: Data] = [:]
        for path in FitcheckProcess.listing(folder + "/out") {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/out/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = FileManager.default.contents(atPath: folder + "/out/" + path)
            }
        }
        return files
    }

    @Test func repeatedRunsAndAnyNumberOfWorkersWriteTheSameBytes() throws {
        let serial = try Self.outputs(keys: 12, jobs: 1)
        let parallel = try Self.outputs(keys: 12, jobs: 2)
        let again = try Self.outputs(keys: 12, jobs: 2)
        // 12 keys × 2 languages × 2 widths × 2 sizes, all failing: 24 findings (a key × language each),
        // 24 pictures (one per finding), 3 reports and the report page.
        #expect(serial.count == 24 + 4)
        #expect(serial.keys.sorted() == parallel.keys.sorted())
        for (path, bytes) in serial {
            #expect(parallel[path] == bytes, "\(path) differs between --jobs 1 and --jobs 2")
            #expect(again[path] == bytes, "\(path) differs between two runs")
        }
        // Twin: one changed text changes the bytes (the comparison is not vacuous).
        let changed = try Self.outputs(keys: 12, jobs: 2,
                                       catalog: Self.catalog(keys: 12).replacingOccurrences(of: "करें 7\"", with: "करें 7!\""))
        #expect(changed.keys.sorted() == serial.keys.sorted())
        #expect(changed.filter { serial[$0.key] != $0.value }.count >= 2)
    }
}
