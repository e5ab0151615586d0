import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// `make install-files` into a scratch prefix (what `make install` runs after the release build),
/// then the installed binary, run from an unrelated folder, measures the demo like the checkout.
@Suite struct AdoptionInstallTests {
    @Test func theInstalledBinaryMeasuresTheDemoLikeTheCheckout() throws {
        let prefix = try TemporaryFolder.make("prefix")
        let elsewhere = try TemporaryFolder.make("elsewhere")
        defer {
            TemporaryFolder.remove(prefix)
            TemporaryFolder.remove(elsewhere)
        }
        let binary = try #require(FitcheckProcess.binary)
        let make = try FitcheckProcess.run(["make", "-s", "install-files", "PREFIX=\(prefix.path)", "BIN=\(binary)"],
                                           in: Repository.root.path, executable: "/usr/bin/env")
        #expect(make.status == 0, "\(make.standardError)")
        let installed = prefix.appendingPathComponent("bin/fitcheck").path
        let share = prefix.appendingPathComponent("share/fitcheck").path
        let environment = FitcheckProcess.withoutHome

        let version = try FitcheckProcess.run(["--version", "--verbose"], in: elsewhere.path, executable: installed, environment: environment)
        // No fitcheck.json here: no matrix (the demo is one explicit --matrix away).
        #expect(version.standardOutput.hasPrefix("\(Dispatcher.version)\nfonts:  \(share)/Fonts\nmatrix: none (run `fitcheck init` or pass --matrix)\n\n"))
        // The font table, with the installed Inter files found (nothing marked missing).
        #expect(version.standardOutput.contains("Inter.var.ttf + InterDisplay.var.ttf"))
        #expect(!version.standardOutput.contains("MISSING"))

        // The same command in both places; the checkout's report goes to the scratch folder too.
        let installedPath = elsewhere.appendingPathComponent("installed.json").path
        let checkoutPath = elsewhere.appendingPathComponent("checkout.json").path
        let there = try FitcheckProcess.run(["--matrix", share + "/Matrix/default.json", "--no-images", "--report", "json:" + installedPath],
                                            in: elsewhere.path, executable: installed, environment: environment)
        let here = try FitcheckProcess.run(["--matrix", "Matrix/default.json", "--no-images", "--report", "json:" + checkoutPath],
                                           in: Repository.root.path, environment: environment)
        #expect(there.status == 1 && here.status == 1, "\(there.standardError)\(here.standardError)")
        let installedReport = try String(contentsOfFile: installedPath, encoding: .utf8)
        let checkoutReport = try String(contentsOfFile: checkoutPath, encoding: .utf8)
        // Paths relative to the repository (the checkout: Matrix/demo/…), else the matrix's folder
        // (share/fitcheck/Matrix: demo/…); nothing else differs.
        #expect(installedReport.contains("\"demo/Demo.xcstrings\""))
        #expect(!installedReport.contains(share))
        #expect(installedReport.replacingOccurrences(of: "\"demo/Demo.xcstrings\"", with: "\"Matrix/demo/Demo.xcstrings\"")
                == checkoutReport)
        #expect(checkoutReport.contains("\"failures\" : 10"))
    }

    @Test func fitcheckHomeOverridesTheInstalledLayout() throws {
        let elsewhere = try TemporaryFolder.make("home")
        defer { TemporaryFolder.remove(elsewhere) }
        let environment: [String: String?] = ["FITCHECK_HOME": elsewhere.path]
        let version = try FitcheckProcess.run(["--version", "--verbose"], in: elsewhere.path, environment: environment)
        #expect(version.standardOutput.contains("fonts:  not found (set FITCHECK_HOME)"))
        let run = try FitcheckProcess.run(["--no-images"], in: elsewhere.path, environment: environment)
        #expect(run.status == 2)
        #expect(run.standardError == "fitcheck: " + MatrixArgument.noMatrix + "\n")
    }
}
