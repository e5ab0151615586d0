import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// `--changed-since` with rows and choices: a change to one member's text re-measures its whole
/// group (the finding of a sibling that did not change shows), a change elsewhere measures no group.
@Suite struct GroupChangedSinceTests {
    let scratch = AdoptionChangedSinceTests()

    /// The default matrix's "manage bar": „Zurück“ beside „Ausgewählte Abonnements kündigen“. Only
    /// „Zurück“ changes; the row fails by its unchanged sibling, and says so.
    @Test func aSiblingsChangeRemeasuresTheRow() throws {
        let (folder, catalog) = try scratch.repository()
        defer { TemporaryFolder.remove(folder) }
        try AdoptionFixture.setText("Zurückgehen", key: "manage.back", language: "de", in: catalog)
        let (outcome, report) = try AdoptionFixture.check(catalog: catalog, report: folder.appendingPathComponent("r.json").path,
                                                          ["--changed-since", "HEAD"])
        #expect(outcome.status == 1, "\(outcome.standardError)")
        let row = try #require(report?.findings.first { $0.group?.name == "manage bar" && $0.language == "de" })
        #expect(row.worst?.key == "manage.cancel_selected")
        #expect(row.group?.members.first?.text == "Zurückgehen")
        #expect(report?.summary.groups?.measured == 1)
    }

    /// The twin: a change to a key in no group measures that key and no group.
    @Test func anUnrelatedChangeMeasuresNoGroup() throws {
        let (folder, catalog) = try scratch.repository()
        defer { TemporaryFolder.remove(folder) }
        try AdoptionFixture.setText("Jetzt für %@ im Jahr abonnieren", key: "button.subscribe", language: "de", in: catalog)
        let (_, report) = try AdoptionFixture.check(catalog: catalog, report: folder.appendingPathComponent("r.json").path,
                                                    ["--changed-since", "HEAD"])
        let found = try #require(report)
        #expect(found.keys.map(\.key) == ["button.subscribe"])
        #expect(!found.findings.contains { $0.group != nil })
        #expect((found.summary.groups?.measured ?? 0) == 0)
    }
}
