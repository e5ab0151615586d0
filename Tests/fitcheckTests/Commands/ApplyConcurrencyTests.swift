import Foundation
import Testing
import FitCore
import FitcheckTestSupport

/// `fitcheck apply` processes writing one catalog at once: each fix of each is written (the
/// ``CatalogLock`` makes the compare-and-swap and the rename one step per writer), none is lost.
@Suite struct ApplyConcurrencyTests {
    /// Eight fixes to eight keys of the demo catalog's German, each short enough to fit.
    static let fixes: [(key: String, expected: String, value: String)] = [
        ("button.cancel", "Abbrechen", "Abbruch"), ("button.delete", "Löschen", "Entfernen"),
        ("button.done", "Fertig", "OK"), ("button.edit", "Bearbeiten", "Ändern"),
        ("button.save", "Speichern", "Sichern"), ("button.not_now", "Nicht jetzt", "Später"),
        ("category.music", "Musik", "Musik & Audio"), ("form.notes", "Notizen", "Notizen & mehr"),
    ]

    @Test(.enabled(if: FitcheckProcess.binary != nil, "the fitcheck binary is not built"))
    func concurrentAppliesOfDifferentFixesAreAllWritten() throws {
        let folder = try TemporaryFolder.make("apply-concurrent")
        defer { TemporaryFolder.remove(folder) }
        let catalog = folder.appendingPathComponent("Demo.xcstrings").path
        try FileManager.default.copyItem(atPath: Repository.demoCatalog, toPath: catalog)
        var files: [String] = []
        for (index, fix) in Self.fixes.enumerated() {
            let file = folder.appendingPathComponent("fix\(index).jsonl").path
            let line = "{\"key\":\"\(fix.key)\",\"language\":\"de\",\"expected\":\"\(fix.expected)\",\"value\":\"\(fix.value)\"}\n"
            try line.write(toFile: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        let results = LockedResults(), paths = files
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let result = try? FitcheckProcess.run(["apply", paths[index], "--matrix", Repository.demoMatrix, "--catalog", catalog,
                                                   "--allow-overflow"], in: folder.path)
            results.set(index, result)
        }
        for (index, result) in results.all(files.count).enumerated() {
            #expect(result?.status == 0, "apply \(index): \(result?.standardOutput ?? "")\(result?.standardError ?? "")")
            #expect(result?.standardOutput.contains("1 of 1 fix written") == true)
        }
        let written = try XCStringsReader.read(file: catalog)
        for fix in Self.fixes {
            let stored = written.entries.first { $0.key == fix.key }?.localizations["de"]?.stringUnit?.value
            #expect(stored == fix.value, "\(fix.key): lost (stored \(stored ?? "nil"))")
        }
        // Nothing left beside the catalog: no temporary file, no lock file.
        #expect(FitcheckProcess.listing(folder.path).filter { $0.hasPrefix(".") } == [])
    }

    private final class LockedResults: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [Int: FitcheckProcess.Result] = [:]
        func set(_ index: Int, _ result: FitcheckProcess.Result?) { lock.withLock { results[index] = result } }
        func all(_ count: Int) -> [FitcheckProcess.Result?] { lock.withLock { (0..<count).map { results[$0] } } }
    }
}
