import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// `--changed-since REV` re-measures the keys whose slot evidence changed, not only those whose text
/// did: a new `.lineLimit(1)` on a long text fails the pull request that adds it, before anyone runs
/// `fitcheck init --update`; a line moved by an edit elsewhere changes nothing.
@Suite struct ChangedSlotsTests {
    static let long = "Your subscription renews automatically every month until you cancel it in Settings"

    static let catalog = """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "Short note" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Notiz" } } } },
          "\(long)" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated",
            "value" : "Ihr Abonnement verlängert sich jeden Monat automatisch, bis Sie es in den Einstellungen kündigen" } } } }
        } }
        """

    static func source(lineLimit: Bool, movedDown: Bool = false) -> String {
        """
        import SwiftUI
        \(movedDown ? "// The plan the user pays for.\n" : "")struct PlanView: View {
            var body: some View {
                VStack {
                    Text("Short note")
                    Text("\(long)")\(lineLimit ? ".lineLimit(1)" : "")
                }
            }
        }
        """
    }

    /// A git repository with the catalog, the view and the matrix `init` wrote, committed.
    func repository() throws -> URL {
        let folder = try TemporaryFolder.make("changed-slots")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data(Self.catalog.utf8).write(to: folder.appendingPathComponent("App/Localizable.xcstrings"))
        try Data(Self.source(lineLimit: false).utf8).write(to: folder.appendingPathComponent("App/PlanView.swift"))
        #expect(SlotsCommandTests.dispatcher.run(["init", folder.path]).status == 0)
        try git(["init", "-q"], in: folder)
        try git(["add", "-A"], in: folder)
        try git(["commit", "-q", "-m", "app"], in: folder)
        return folder
    }

    func git(_ arguments: [String], in folder: URL) throws {
        let result = try FitcheckProcess.run(["git", "-c", "user.name=fitcheck", "-c", "user.email=fitcheck@example.com",
                                              "-c", "init.defaultBranch=main"] + arguments,
                                             in: folder.path, executable: "/usr/bin/env")
        #expect(result.status == 0, "git \(arguments): \(result.standardError)")
    }

    func check(_ folder: URL) throws -> (CommandOutcome, RunReport?) {
        let report = folder.appendingPathComponent("r.json").path
        try? FileManager.default.removeItem(atPath: report)
        let outcome = SlotsCommandTests.dispatcher.run(["--matrix", folder.appendingPathComponent("fitcheck.json").path, "--no-images",
                                                        "--report", "json:" + report, "--changed-since", "HEAD"])
        return (outcome, FileManager.default.fileExists(atPath: report) ? try RunReport.load(path: report) : nil)
    }

    @Test func aNewLineLimitOnALongTextFailsThePullRequestThatAddsIt() throws {
        let folder = try repository()
        defer { TemporaryFolder.remove(folder) }
        // The twin: nothing changed, nothing measured.
        let (unchanged, none) = try check(folder)
        #expect(unchanged.status == 0 && none == nil, "\(unchanged.standardOutput)\(unchanged.standardError)")

        // The pull request: a comment moves every line down, and the long text gets `.lineLimit(1)`.
        try Data(Self.source(lineLimit: true, movedDown: true).utf8).write(to: folder.appendingPathComponent("App/PlanView.swift"))
        let (outcome, report) = try check(folder)
        #expect(outcome.status == 1, "\(outcome.standardError)")
        #expect(report?.keys.map(\.key) == [Self.long])  // "Short note" only moved: not measured
        // Measured in the slot the code gives now: every run reads the code, so nothing is frozen to say.
        #expect(!outcome.standardError.contains("init --update"), "\(outcome.standardError)")
        // The matrix itself is not rewritten.
        #expect(try String(contentsOf: folder.appendingPathComponent("fitcheck.json"), encoding: .utf8).contains(#""lines": null"#))
    }

    @Test func onlyMovedLinesChangeNoKey() throws {
        let folder = try repository()
        defer { TemporaryFolder.remove(folder) }
        try Data(Self.source(lineLimit: false, movedDown: true).utf8).write(to: folder.appendingPathComponent("App/PlanView.swift"))
        let (outcome, report) = try check(folder)
        #expect(outcome.status == 0 && report == nil, "\(outcome.standardOutput)\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("no key changed since HEAD"))
    }

    // MARK: - Nibs

    /// An AppKit `.xib` with one fixed-frame checkbox `width` points wide.
    static func nib(width: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="12121" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="260"/>
                    <subviews>
                        <button fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="20" y="200" width="\(width)" height="18"/>
                            <buttonCell key="cell" type="check" title="Launch on Login" bezelStyle="regularSquare" imagePosition="left" id="boxCell">
                                <font key="font" metaFont="system"/>
                            </buttonCell>
                        </button>
                    </subviews>
                </customView>
            </objects>
        </document>
        """
    }

    /// A Mac app built in Interface Builder: `Base.lproj/Prefs.xib` and its German table, with the
    /// matrix `init` wrote, committed.
    func nibRepository() throws -> URL {
        let folder = try TemporaryFolder.make("changed-nib")
        for (path, text) in ["App/Base.lproj/Prefs.xib": Self.nib(width: 200),
                             "App/de.lproj/Prefs.strings": "\"boxCell.title\" = \"Beim Anmelden öffnen\";\n"] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        #expect(SlotsCommandTests.dispatcher.run(["init", folder.path, "--platform", "macos"]).status == 0)
        try git(["init", "-q"], in: folder)
        try git(["add", "-A"], in: folder)
        try git(["commit", "-q", "-m", "app"], in: folder)
        return folder
    }

    @Test func aNibsTableUnchangedSinceTheRevisionChangesNoKey() throws {
        let folder = try nibRepository()
        defer { TemporaryFolder.remove(folder) }
        // The English text is the nib's own: read at the revision too, it is the same.
        let (outcome, report) = try check(folder)
        #expect(outcome.status == 0 && report == nil, "\(outcome.standardOutput)\(outcome.standardError)")
    }

    @Test func aNibFrameMadeNarrowerReMeasuresItsKey() throws {
        let folder = try nibRepository()
        defer { TemporaryFolder.remove(folder) }
        try Data(Self.nib(width: 60).utf8).write(to: folder.appendingPathComponent("App/Base.lproj/Prefs.xib"))
        let (outcome, report) = try check(folder)
        #expect(outcome.status == 1, "\(outcome.standardError)")
        // Listed once per file that gives it a text (the Base nib's English, the German table).
        #expect(Set(report?.keys.map(\.key) ?? []) == ["boxCell.title"])
    }
}
