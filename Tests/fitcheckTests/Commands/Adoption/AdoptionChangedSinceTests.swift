import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// `--changed-since REV` on a scratch git repository holding a copy of the demo catalog.
@Suite struct AdoptionChangedSinceTests {
    /// A git repository with the demo catalog committed; returns its folder and the catalog path.
    func repository() throws -> (URL, String) {
        let folder = try TemporaryFolder.make("changed")
        let catalog = try AdoptionFixture.copyDemo(to: folder)
        try git(["init", "-q"], in: folder)
        try git(["add", "Demo.xcstrings"], in: folder)
        try git(["commit", "-q", "-m", "catalog"], in: folder)
        return (folder, catalog)
    }

    func git(_ arguments: [String], in folder: URL) throws {
        let result = try FitcheckProcess.run(["git", "-c", "user.name=fitcheck", "-c", "user.email=fitcheck@example.com",
                                              "-c", "init.defaultBranch=main"] + arguments,
                                             in: folder.path, executable: "/usr/bin/env")
        #expect(result.status == 0, "git \(arguments): \(result.standardError)")
    }

    @Test func oneEditedTranslationMeasuresExactlyThatKey() throws {
        let (folder, catalog) = try repository()
        defer { TemporaryFolder.remove(folder) }
        try AdoptionFixture.setText("Jetzt für %@ im Jahr abonnieren", key: "button.subscribe", language: "de", in: catalog)

        let (outcome, report) = try AdoptionFixture.check(catalog: catalog, report: folder.appendingPathComponent("r.json").path,
                                                          ["--changed-since", "HEAD"])
        #expect(outcome.status == 1, "\(outcome.standardError)")   // button.subscribe still fails in Russian
        #expect(report?.keys.map(\.key) == ["button.subscribe"])
        // Every language of that key is measured (the key changed, not just its German text).
        #expect(report?.summary.languages.count == 9)
        #expect(report?.summary.cells == 9 * 40)

        // The twin: the whole catalog without --changed-since.
        let (_, whole) = try AdoptionFixture.check(catalog: catalog, report: folder.appendingPathComponent("r.json").path, [])
        #expect(whole?.keys.count == 125)
    }

    @Test func nothingChangedMeasuresNothingAndPasses() throws {
        let (folder, catalog) = try repository()
        defer { TemporaryFolder.remove(folder) }
        let (outcome, report) = try AdoptionFixture.check(catalog: catalog, report: folder.appendingPathComponent("r.json").path,
                                                          ["--changed-since", "HEAD"])
        #expect(outcome == CommandOutcome(status: 0, standardOutput: "fitcheck: no key changed since HEAD: nothing to measure\n"))
        #expect(report == nil)
    }

    /// A catalog added after the revision: every key is new.
    @Test func aCatalogNewSinceTheRevisionIsAllChanged() throws {
        let (folder, _) = try repository()
        defer { TemporaryFolder.remove(folder) }
        let added = try AdoptionFixture.copyDemo(to: folder, name: "Added.xcstrings")
        let (_, report) = try AdoptionFixture.check(catalog: added, report: folder.appendingPathComponent("r.json").path,
                                                    ["--changed-since", "HEAD", "--lang", "de", "--width", "375"])
        #expect(report?.keys.count == 125)
    }

    @Test func outsideAGitCheckoutOrAnUnknownRevisionIsOneLineOfBadInput() throws {
        let folder = try TemporaryFolder.make("not-git")
        defer { TemporaryFolder.remove(folder) }
        let catalog = try AdoptionFixture.copyDemo(to: folder)
        let (outside, _) = try AdoptionFixture.check(catalog: catalog, report: folder.appendingPathComponent("r.json").path,
                                                     ["--changed-since", "HEAD"])
        #expect(outside == CommandOutcome(status: 2, standardError:
            "fitcheck: \(catalog): not in a git checkout: --changed-since needs the catalog's git history\n"))

        let (repo, inRepo) = try repository()
        defer { TemporaryFolder.remove(repo) }
        let (unknown, _) = try AdoptionFixture.check(catalog: inRepo, report: repo.appendingPathComponent("r.json").path,
                                                     ["--changed-since", "no-such-branch"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasPrefix("fitcheck: --changed-since: unknown revision 'no-such-branch'"))
        #expect(unknown.standardError.split(separator: "\n").count == 1)
    }
}

/// `--changed-since` with an XLIFF export (issue 31): an edited `<target>` is a changed key. It read
/// the export as a legacy table before, found no key on either side and said "no key changed".
@Suite struct AdoptionChangedSinceXLIFFTests {
    @Test func anEditedTargetInAnXLIFFIsAChangedKey() throws {
        let folder = try TemporaryFolder.make("changed-xliff")
        defer { TemporaryFolder.remove(folder) }
        let xliff = folder.appendingPathComponent("de.xliff").path
        try FileManager.default.copyItem(atPath: Repository.fixture("Budget/de.xliff"), toPath: xliff)
        let tests = AdoptionChangedSinceTests()
        try tests.git(["init", "-q"], in: folder)
        try tests.git(["add", "de.xliff"], in: folder)
        try tests.git(["commit", "-q", "-m", "export"], in: folder)
        // Nothing edited: nothing to measure.
        let (same, _) = try AdoptionFixture.check(catalog: xliff, report: folder.appendingPathComponent("r.json").path,
                                                  ["--changed-since", "HEAD"])
        #expect(same.standardOutput == "fitcheck: no key changed since HEAD: nothing to measure\n", "\(same)")
        // One <target> edited: that key, and only it, is measured.
        var text = try String(contentsOfFile: xliff, encoding: .utf8)
        text = text.replacingOccurrences(of: "<target state=\"translated\">Sichern</target>",
                                         with: "<target state=\"translated\">Speichern</target>")
        try text.write(toFile: xliff, atomically: true, encoding: .utf8)
        let (outcome, report) = try AdoptionFixture.check(catalog: xliff, report: folder.appendingPathComponent("r.json").path,
                                                          ["--changed-since", "HEAD"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(report?.keys.map(\.key) == ["button.save"])
    }
}
