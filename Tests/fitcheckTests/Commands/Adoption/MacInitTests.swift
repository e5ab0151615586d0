import Foundation
import Testing
import FitCore
@testable import fitcheck
import FitcheckTestSupport

/// `fitcheck init` in a Mac app's folder (Tests/FitCoreTests/Fixtures/MacProject: an AppKit app with
/// an Xcode project for macosx, an Info.plist, a storyboard and three catalogs), then `fitcheck`.
@Suite struct MacInitTests {
    static let fixture = Repository.fixtures.appendingPathComponent("MacProject")
    static let dispatcher = Dispatcher(commands: [CheckCommand.command, InitCommand.command, BudgetCommand.command],
                                       defaultCommand: "check")

    /// A copy of the fixture in a scratch folder (init writes fitcheck.json and .gitignore into it);
    /// the caller removes the scratch folder, its parent.
    static func project() throws -> URL {
        let folder = try TemporaryFolder.make("mac")
        let copy = folder.appendingPathComponent("Clipper")
        try FileManager.default.copyItem(at: fixture, to: copy)
        return copy
    }

    @Test func initWritesTheMacMatrixAndSaysWhy() throws {
        let folder = try Self.project()
        defer { TemporaryFolder.remove(folder.deletingLastPathComponent()) }
        let outcome = Self.dispatcher.run(["init", folder.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError == "")
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("  platform: macOS (Clipper.xcodeproj/project.pbxproj: SDKROOT = macosx)"), "\(outcome.standardOutput)")
        // The storyboard's window and menu titles: placed from the nib, checked for their translation only.
        #expect(lines.contains("  placed on macOS: SwiftUI 0, UIKit 0, AppKit 0, nibs 2"), "\(outcome.standardOutput)")
        let matrix = try Matrix.load(path: folder.appendingPathComponent("fitcheck.json").path)
        #expect(matrix.platform == .macOS)
        #expect(matrix.widths == [220, 260, 320, 480, 640, 960])
        #expect(matrix.sizes == [.L])
        #expect(matrix.exclude.map(\.text) == ["CFBundleGetInfoString", "NSHumanReadableCopyright", "touchbar.*"])
        #expect(matrix.catalogs == ["Clipper/InfoPlist.xcstrings", "Clipper/Localizable.xcstrings", "Clipper/Main.xcstrings"])
        #expect(matrix.languages == ["en", "de", "fr"])

        // `fitcheck` there, no flags: exit 1 (the one-line buttons), the three keys left out counted.
        let run = try FitcheckProcess.run(["--no-images", "--report", "json:r.json", "--report", "text"],
                                          in: folder.path, environment: FitcheckProcess.withoutHome)
        #expect(run.status == 1, "\(run.standardError)")
        let report = try RunReport.load(path: folder.appendingPathComponent("r.json").path)
        #expect(report.summary.excluded == 3)
        #expect(report.summary.sizes == [.L])
        #expect(report.summary.widths == [220, 260, 320, 480, 640, 960])
        #expect(report.findings.allSatisfy { $0.key.hasPrefix("tight.") }, "\(report.findings.map(\.key))")
        #expect(report.findings.allSatisfy { ($0.worst?.slotWidth ?? 0) <= 130 })   // 50% - 30 at 220 and 260 (320 for the longest)
        #expect(run.standardOutput.contains("\n  excluded: 3 entries (exclude in the matrix, --exclude)\n"))
    }

    /// Everything that can fail is checked before anything is written: without fitcheck's fonts (a
    /// `FITCHECK_HOME` with no `Fonts/`), `init` exits 2 naming the folder, and neither `fitcheck.json`
    /// nor `.gitignore` exists afterwards.
    @Test func initWithoutFitchecksFontsWritesNothing() throws {
        let folder = try Self.project()
        defer { TemporaryFolder.remove(folder.deletingLastPathComponent()) }
        let home = try TemporaryFolder.make("home")
        defer { TemporaryFolder.remove(home) }
        let run = try FitcheckProcess.run(["init", folder.path], in: folder.path,
                                          environment: ["FITCHECK_HOME": home.path])
        #expect(run.status == 2)
        #expect(run.standardError.contains("cannot find fitcheck's Fonts/ folder"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("fitcheck.json").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".gitignore").path))
    }

    @Test func platformChoosesAndABadOneIsBadInput() throws {
        let folder = try Self.project()
        defer { TemporaryFolder.remove(folder.deletingLastPathComponent()) }
        #expect(Self.dispatcher.run(["init", folder.path, "--platform", "watchos"])
                == CommandOutcome(status: 2, standardError: "fitcheck: --platform must be ios or macos, got 'watchos'\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("fitcheck.json").path))
        let outcome = Self.dispatcher.run(["init", folder.path, "--platform", "ios"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("\n  platform: iOS (--platform; the project's files say macOS: "
            + "Clipper.xcodeproj/project.pbxproj: SDKROOT = macosx)\n"), "\(outcome.standardOutput)")
        let matrix = try Matrix.load(path: folder.appendingPathComponent("fitcheck.json").path)
        #expect(matrix.platform == .iOS)
        #expect(matrix.exclude.isEmpty)
        #expect(matrix.sizes == (try Matrix.load(path: Repository.demoMatrix)).sizes)
    }

    /// A project with an iOS and a macOS target: the majority's matrix, and a line naming the other.
    @Test func aProjectForBothSaysWhatItChoseAndTheOther() throws {
        let folder = try Self.project()
        defer { TemporaryFolder.remove(folder.deletingLastPathComponent()) }
        let ios = folder.appendingPathComponent("ClipperTouch.xcodeproj")
        try FileManager.default.createDirectory(at: ios, withIntermediateDirectories: true)
        try "\t\t\t\tSDKROOT = iphoneos;\n".write(to: ios.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        let outcome = Self.dispatcher.run(["init", folder.path])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.contains("\n  platform: macOS (Clipper.xcodeproj/project.pbxproj: SDKROOT = macosx); "
            + "iOS too (1 against 4): `fitcheck init --platform ios` (after removing fitcheck.json) writes its matrix instead\n"),
            "\(outcome.standardOutput)")
    }

    @Test func excludeOnTheCommandLineAddsToTheMatrixs() throws {
        let folder = try Self.project()
        defer { TemporaryFolder.remove(folder.deletingLastPathComponent()) }
        #expect(Self.dispatcher.run(["init", folder.path]).status == 0)
        let matrix = folder.appendingPathComponent("fitcheck.json").path
        let report = folder.appendingPathComponent("r.json").path
        let outcome = Self.dispatcher.run(["--matrix", matrix, "--no-images", "--report", "json:" + report,
                                           "--exclude", "tight.*", "--exclude", "CFBundleName"])
        #expect(outcome.status == 0, "\(outcome.standardError)")   // the one-line buttons were what failed
        #expect(try RunReport.load(path: report).summary.excluded == 3 + 2 + 1)

        for (glob, message) in [("", "--exclude: the pattern is empty"),
                                ("tight.[ab]", "--exclude 'tight.[ab]': character classes ([…]) are not supported; use * and ?")] {
            for command in [[String](), ["budget"]] {
                let bad = Self.dispatcher.run(command + ["--matrix", matrix, "--exclude", glob])
                #expect(bad == CommandOutcome(status: 2, standardError: "fitcheck: \(message)\n"), "\(command) \(glob)")
            }
        }
        // budget leaves them out too.
        let budget = Self.dispatcher.run(["budget", "--matrix", matrix, "--format", "csv", "--exclude", "tight.*"])
        #expect(budget.status == 0, "\(budget.standardError)")
        #expect(!budget.standardOutput.contains("tight.") && !budget.standardOutput.contains("touchbar.")
                && !budget.standardOutput.contains("NSHumanReadableCopyright"))
        #expect(budget.standardOutput.contains("history.empty"))
    }

    @Test func aMacMatrixTakesNoSize() throws {
        let folder = try Self.project()
        defer { TemporaryFolder.remove(folder.deletingLastPathComponent()) }
        #expect(Self.dispatcher.run(["init", folder.path]).status == 0)
        let matrix = folder.appendingPathComponent("fitcheck.json").path
        #expect(Self.dispatcher.run(["--matrix", matrix, "--no-images", "--size", "AX1"]) == CommandOutcome(status: 2, standardError:
            "fitcheck: --size: \(matrix) is a macOS matrix: macOS has no Dynamic Type, each text style has one size\n"))
    }
}
