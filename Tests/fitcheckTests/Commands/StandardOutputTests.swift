import Foundation
import Testing
import FitCore
import FitcheckTestSupport

/// Standard output that cannot be written — a full disk (`> /dev/full`, ENOSPC) or a closed
/// descriptor (`>&-`, EBADF) — is an error message and exit 4, never a crash, for every command that
/// prints (`serve` too, whose client is then gone); `apply` says the catalog was written all the same.
@Suite(.enabled(if: FitcheckProcess.binary != nil, "the fitcheck binary is not built"))
struct StandardOutputTests {
    /// How standard output is spoiled, as a shell redirection, and the error it gives.
    static let spoiled = [("> /dev/full", "No space left on device"), (">&-", "Bad file descriptor")]

    /// Runs fitcheck with `arguments` through `sh -c 'exec fitcheck … REDIRECTION'`.
    static func run(_ arguments: [String], _ redirection: String, in folder: String) throws -> FitcheckProcess.Result {
        try FitcheckProcess.run(["-c", "exec \"$0\" \"$@\" \(redirection)", FitcheckProcess.binary!] + arguments,
                                in: folder, executable: "/bin/sh")
    }

    static func expectOutputFailure(_ result: FitcheckProcess.Result, _ reason: String) {
        #expect(!result.crashed && !result.hung, "crashed with status \(result.status)")
        #expect(result.status == 4, "\(result.standardError)")
        #expect(result.standardError.contains("fitcheck: cannot write standard output: \(reason)"), "\(result.standardError)")
    }

    @Test(arguments: spoiled)
    func checkMeasureAndBudget(_ redirection: String, _ reason: String) throws {
        let folder = try TemporaryFolder.make("stdout")
        defer { TemporaryFolder.remove(folder) }
        let matrix = Repository.demoMatrix
        for arguments in [
            ["--matrix", matrix, "--no-images", "--lang", "de", "--width", "320", "--size", "L", "--key", "button.*"],
            ["measure", "Abo hinzufügen", "--lang", "de", "--width", "100"],
            ["budget", "--matrix", matrix, "--lang", "de", "--key", "button.*"],
        ] {
            Self.expectOutputFailure(try Self.run(arguments, redirection, in: folder.path), reason)
        }
        #expect(FitcheckProcess.listing(folder.path).isEmpty)
    }

    @Test(arguments: spoiled)
    func applySaysTheCatalogWasWritten(_ redirection: String, _ reason: String) throws {
        let folder = try TemporaryFolder.make("stdout-apply")
        defer { TemporaryFolder.remove(folder) }
        let catalog = folder.appendingPathComponent("Demo.xcstrings").path
        try FileManager.default.copyItem(atPath: Repository.demoCatalog, toPath: catalog)
        let fixes = folder.appendingPathComponent("fixes.jsonl").path
        try "{\"key\":\"button.add\",\"language\":\"de\",\"expected\":\"Abo hinzufügen\",\"value\":\"Hinzufügen\"}\n"
            .write(toFile: fixes, atomically: true, encoding: .utf8)
        let result = try Self.run(["apply", fixes, "--matrix", Repository.demoMatrix, "--catalog", catalog], redirection, in: folder.path)
        Self.expectOutputFailure(result, reason)
        #expect(result.standardError.contains("(this file was written all the same: \(catalog))"), "\(result.standardError)")
        #expect(try String(contentsOfFile: catalog, encoding: .utf8).contains("\"value\" : \"Hinzufügen\""))
    }

    /// `serve` answers on standard output as it goes: the first answer it cannot write ends the session
    /// (exit 4, one line) instead of a crash.
    @Test(arguments: spoiled)
    func serveStopsWhenItCannotAnswer(_ redirection: String, _ reason: String) throws {
        let folder = try TemporaryFolder.make("stdout-serve")
        defer { TemporaryFolder.remove(folder) }
        let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#
        let result = try FitcheckProcess.run(
            ["-c", "printf '%s\\n' \"$1\" | \"$0\" serve --matrix \"$2\" \(redirection)",
             FitcheckProcess.binary!, initialize, Repository.demoMatrix],
            in: folder.path, executable: "/bin/sh")
        Self.expectOutputFailure(result, reason)
        #expect(FitcheckProcess.listing(folder.path).isEmpty)
    }
}
