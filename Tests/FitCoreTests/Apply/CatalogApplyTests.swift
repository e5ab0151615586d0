import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// `apply` on copies of the demo catalog with the default matrix: compare-and-swap, the fit and
/// specifier checks, all or nothing per catalog, a file changed meanwhile, an interrupted write.
@Suite struct CatalogApplyTests {
    /// A copy of the demo catalog and a small second catalog in a scratch folder.
    private struct Project {
        let folder: URL
        let demo: String
        let widget: String

        init() throws {
            folder = try TemporaryFolder.make("apply")
            demo = folder.appendingPathComponent("Demo.xcstrings").path
            widget = folder.appendingPathComponent("Widget.xcstrings").path
            try FileManager.default.copyItem(atPath: Repository.demoCatalog, toPath: demo)
            try Data(Self.widgetCatalog.utf8).write(to: URL(fileURLWithPath: widget))
        }

        static let widgetCatalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "widget.next" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Nächste"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """

        func apply(_ fixes: [CatalogFix], allowOverflow: Bool = false, dryRun: Bool = false, lockTimeout: Double = 30,
                   beforeRename: @escaping (String) throws -> Void = { _ in }) throws -> CatalogApply.Outcome {
            let session = try BudgetSession(matrix: try Matrix.load(path: Repository.demoMatrix),
                                            selection: RunSelection(languages: ["de", "fr"], catalogs: [demo, widget]),
                                            fonts: try ShapingTestSupport.library.get())
            var apply = CatalogApply(session: session, allowOverflow: allowOverflow, dryRun: dryRun)
            apply.beforeRename = beforeRename
            apply.lockTimeout = lockTimeout
            return try apply.apply(fixes)
        }

        func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }
    }

    private func changedLines(_ old: Data, _ new: Data) -> [String] {
        UnifiedDiff.diff(String(decoding: old, as: UTF8.self), String(decoding: new, as: UTF8.self), oldName: "a", newName: "b")
            .split(separator: "\n").filter { ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++") }
            .map(String.init)
    }

    @Test func aFixThatFitsIsWrittenAsOneChangedLine() throws {
        let project = try Project()
        defer { TemporaryFolder.remove(project.folder) }
        let before = try project.bytes(project.demo)
        let outcome = try project.apply([CatalogFix(key: "button.add", language: "de", expected: "Abo hinzufügen", value: "Hinzufügen")])
        #expect(outcome.rejected.isEmpty && outcome.applied == 1 && outcome.written == [project.demo])
        #expect(changedLines(before, try project.bytes(project.demo)) == [
            "-            \"value\" : \"Abo hinzufügen\"", "+            \"value\" : \"Hinzufügen\""])
    }

    @Test func aStoredValueOtherThanExpectedIsRefusedAndNothingWritten() throws {
        let project = try Project()
        defer { TemporaryFolder.remove(project.folder) }
        let before = try project.bytes(project.demo)
        let outcome = try project.apply([
            CatalogFix(key: "button.add", language: "de", expected: "Hinzufügen", value: "Neu"),
            CatalogFix(key: "button.cancel", language: "de", expected: "Abbrechen", value: "Zurück"),
        ])
        #expect(outcome.rejected.map(\.reason) == [.changed])
        #expect(outcome.rejected.first?.description.contains("expected \"Hinzufügen\", stored \"Abo hinzufügen\"") == true)
        #expect(outcome.unwritten == [project.demo] && outcome.written.isEmpty)
        #expect(try project.bytes(project.demo) == before)
    }

    @Test func aFixThatOverflowsIsRefusedUnlessAllowed() throws {
        let project = try Project()
        defer { TemporaryFolder.remove(project.folder) }
        let long = CatalogFix(key: "button.add", language: "de", expected: "Abo hinzufügen",
                              value: "Ein neues Abonnement mit allen seinen Zahlungen und Erinnerungen hinzufügen und speichern")
        let refused = try project.apply([long])
        #expect(refused.rejected.map(\.reason) == [.doesNotFit])
        #expect(refused.rejected.first?.message.contains("fails") == true)
        let allowed = try project.apply([long], allowOverflow: true)
        #expect(allowed.rejected.isEmpty && allowed.written == [project.demo])
        #expect(try String(contentsOfFile: project.demo, encoding: .utf8).contains(long.value))
    }

    @Test func specifiersThatDifferFromTheSourceAreAlwaysRefused() throws {
        let project = try Project()
        defer { TemporaryFolder.remove(project.folder) }
        let before = try project.bytes(project.demo)
        let outcome = try project.apply([CatalogFix(key: "alert.delete.title", language: "fr", expected: "Supprimer %@ ?",
                                                    value: "Supprimer %d ?")], allowOverflow: true)
        #expect(outcome.rejected.map(\.reason) == [.formatMismatch])
        #expect(outcome.rejected.first?.message.contains("%d") == true)
        #expect(try project.bytes(project.demo) == before)
    }

    @Test func aControlCharacterIsRefusedEvenWithAllowOverflowAndTheFormatCharactersTranslatorsNeedAreWritten() throws {
        let project = try Project()
        defer { TemporaryFolder.remove(project.folder) }
        let before = try project.bytes(project.demo)
        let outcome = try project.apply([
            CatalogFix(key: "button.add", language: "de", expected: "Abo hinzufügen", value: "Abo\u{0}hinzu\u{7}fügen"),
            CatalogFix(key: "button.cancel", language: "de", expected: "Abbrechen", value: "Zurück"),
        ], allowOverflow: true)
        #expect(outcome.rejected.map(\.reason) == [.badValue])
        #expect(outcome.rejected.first?.message.hasPrefix("the value holds the control characters U+0000, U+0007, which no label shows") == true,
                "\(outcome.rejected)")
        #expect(outcome.unwritten == [project.demo])
        #expect(try project.bytes(project.demo) == before)
        // Tab, line feed, the bidirectional marks and isolates are not controls: written.
        let marks = "\u{2067}Abo\u{2069}\u{200E} hinzu\u{200F}fügen\u{2066}\u{2068}\t\n"
        let written = try project.apply([CatalogFix(key: "button.add", language: "de", expected: "Abo hinzufügen", value: marks)],
                                        allowOverflow: true)
        #expect(written.rejected.isEmpty && written.written == [project.demo], "\(written.rejected)")
    }

    @Test func oneRefusedFixLeavesItsCatalogWhileOthersAreWritten() throws {
        let project = try Project()
        defer { TemporaryFolder.remove(project.folder) }
        let demo = try project.bytes(project.demo)
        let outcome = try project.apply([
            CatalogFix(key: "button.add", language: "de", expected: "Abo hinzufügen", value: "Hinzufügen"),
            CatalogFix(key: "button.cancel", language: "de", expected: "Falsch", value: "Zurück"),
            CatalogFix(key: "widget.next", language: "de", expected: "Nächste", value: "Als Nächstes"),
        ])
        #expect(outcome.rejected.count == 1 && outcome.unwritten == [project.demo] && outcome.written == [project.widget])
        #expect(try project.bytes(project.demo) == demo)
        #expect(try String(contentsOfFile: project.widget, encoding: .utf8).contains("\"value\" : \"Als Nächstes\""))
    }

    @Test func aFileChangedBetweenReadAndWriteIsNotWritten() throws {
        let project = try Project()
        defer { TemporaryFolder.remove(project.folder) }
        // Xcode saves the catalog while apply works.
        let saved = Data((Project.widgetCatalog + "\n").utf8)
        let outcome = try project.apply([CatalogFix(key: "widget.next", language: "de", expected: "Nächste", value: "Weiter")]) { path in
            try saved.write(to: URL(fileURLWithPath: path))
        }
        #expect(outcome.rejected.map(\.reason) == [.notWritable])
        #expect(outcome.rejected.first?.message.contains("changed on disk since it was read") == true)
        #expect(try project.bytes(project.widget) == saved)
    }

    @Test func anInterruptedWriteLeavesTheOriginalAndNoTemporaryFile() throws {
        struct Interrupted: Error {}
        let project = try Project()
        defer { TemporaryFolder.remove(project.folder) }
        let before = try project.bytes(project.widget)
        #expect(throws: Interrupted.self) {
            try project.apply([CatalogFix(key: "widget.next", language: "de", expected: "Nächste", value: "Weiter")]) { _ in
                throw Interrupted()
            }
        }
        #expect(try project.bytes(project.widget) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.folder.path).sorted() == ["Demo.xcstrings", "Widget.xcstrings"])
    }

    @Test func aCatalogAnotherWriterHoldsIsNotWrittenAfterTheWait() throws {
        let project = try Project()
        defer { TemporaryFolder.remove(project.folder) }
        let before = try project.bytes(project.widget)
        let other = try CatalogLock(project.widget, timeout: 1)
        let outcome = try project.apply([CatalogFix(key: "widget.next", language: "de", expected: "Nächste", value: "Weiter")],
                                        lockTimeout: 0.2)
        other.release()
        #expect(outcome.rejected.map(\.reason) == [.notWritable])
        let message = "catalog is being written by another fitcheck (pid \(getpid()) on \(ProcessIdentity.host))"
        #expect(outcome.rejected.first?.message.contains(message) == true, "\(outcome.rejected)")
        #expect(try project.bytes(project.widget) == before)
    }

    /// A lock file left by a writer killed with `kill -9` holds no lock: the next run takes it and
    /// removes it.
    @Test func aLockFileLeftByAKilledWriterDoesNotStopTheNext() throws {
        let project = try Project()
        defer { TemporaryFolder.remove(project.folder) }
        let left = project.folder.appendingPathComponent(".Widget.xcstrings.fitcheck-lock").path
        try Data("999999 elsewhere\n".utf8).write(to: URL(fileURLWithPath: left))
        #expect(CatalogLock.path(of: project.widget) == left)
        let outcome = try project.apply([CatalogFix(key: "widget.next", language: "de", expected: "Nächste", value: "Weiter")],
                                        lockTimeout: 1)
        #expect(outcome.rejected.isEmpty && outcome.written == [project.widget])
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.folder.path).sorted() == ["Demo.xcstrings", "Widget.xcstrings"])
    }

    @Test func aDryRunWritesNothingAndGivesTheDiff() throws {
        let project = try Project()
        defer { TemporaryFolder.remove(project.folder) }
        let before = try project.bytes(project.widget)
        let outcome = try project.apply([CatalogFix(key: "widget.next", language: "fr", expected: nil, value: "Suivant")], dryRun: true)
        #expect(outcome.rejected.isEmpty && outcome.written == [project.widget])
        #expect(try project.bytes(project.widget) == before)
        #expect(outcome.diff.contains("+        \"fr\" : {\n+          \"stringUnit\" : {\n+            \"state\" : \"translated\",\n+            \"value\" : \"Suivant\""))
        #expect(outcome.diff.hasPrefix("--- a/\(project.widget)\n+++ b/\(project.widget)\n@@ -"))
    }
}
