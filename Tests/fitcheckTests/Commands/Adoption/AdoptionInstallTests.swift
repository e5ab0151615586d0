import Foundation
import Testing
import FitCore
@testable import fitcheck

/// `make install-files` into a scratch prefix (what `make install` runs after the release build),
/// then the installed binary, run from an unrelated folder, measures the demo like the checkout.
@Suite struct AdoptionInstallTests {
    @Test func theInstalledBinaryMeasuresTheDemoLikeTheCheckout() throws {
        let prefix = try AdoptionFixture.scratchFolder("prefix")
        let elsewhere = try AdoptionFixture.scratchFolder("elsewhere")
        defer {
            try? FileManager.default.removeItem(at: prefix)
            try? FileManager.default.removeItem(at: elsewhere)
        }
        let make = try AdoptionFixture.run("/usr/bin/env", ["make", "-s", "install-files", "PREFIX=\(prefix.path)",
                                                            "BIN=\(AdoptionFixture.builtBinary)"], in: AdoptionFixture.packageRoot)
        #expect(make.status == 0, "\(make.error)")
        let installed = prefix.appendingPathComponent("bin/fitcheck").path
        let share = prefix.appendingPathComponent("share/fitcheck").path
        let environment = AdoptionFixture.plainEnvironment

        let version = try AdoptionFixture.run(installed, ["--version"], in: elsewhere, environment: environment)
        // No fitcheck.json here: no matrix (the demo is one explicit --matrix away).
        #expect(version.output.hasPrefix("\(Dispatcher.version)\nfonts:  \(share)/Fonts\nmatrix: none (run `fitcheck init` or pass --matrix)\n\n"))
        // The font table, with the installed Inter files found (nothing marked missing).
        #expect(version.output.contains("Inter.var.ttf + InterDisplay.var.ttf"))
        #expect(!version.output.contains("MISSING"))

        // The same command in both places; the checkout's report goes to the scratch folder too.
        let installedPath = elsewhere.appendingPathComponent("installed.json").path
        let checkoutPath = elsewhere.appendingPathComponent("checkout.json").path
        let there = try AdoptionFixture.run(installed, ["--matrix", share + "/Matrix/default.json", "--no-images",
                                                        "--report", "json:" + installedPath],
                                            in: elsewhere, environment: environment)
        let here = try AdoptionFixture.run(AdoptionFixture.builtBinary, ["--matrix", "Matrix/default.json", "--no-images",
                                                                         "--report", "json:" + checkoutPath],
                                           in: AdoptionFixture.packageRoot, environment: environment)
        #expect(there.status == 1 && here.status == 1, "\(there.error)\(here.error)")
        let installedReport = try String(contentsOfFile: installedPath, encoding: .utf8)
        let checkoutReport = try String(contentsOfFile: checkoutPath, encoding: .utf8)
        // Paths relative to the repository (the checkout: Matrix/demo/…), else the matrix's folder
        // (share/fitcheck/Matrix: demo/…); nothing else differs.
        #expect(installedReport.contains("\"demo/Demo.xcstrings\""))
        #expect(!installedReport.contains(share))
        #expect(installedReport.replacingOccurrences(of: "\"demo/Demo.xcstrings\"", with: "\"Matrix/demo/Demo.xcstrings\"")
                == checkoutReport)
        #expect(checkoutReport.contains("\"failures\" : 14"))
    }

    @Test func fitcheckHomeOverridesTheInstalledLayout() throws {
        let elsewhere = try AdoptionFixture.scratchFolder("home")
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        var environment = AdoptionFixture.plainEnvironment
        environment["FITCHECK_HOME"] = elsewhere.path
        let version = try AdoptionFixture.run(AdoptionFixture.builtBinary, ["--version"], in: elsewhere, environment: environment)
        #expect(version.output.contains("fonts:  not found (set FITCHECK_HOME)"))
        let run = try AdoptionFixture.run(AdoptionFixture.builtBinary, ["--no-images"], in: elsewhere, environment: environment)
        #expect(run.status == 2)
        #expect(run.error == "fitcheck: " + MatrixArgument.noMatrix + "\n")
    }
}
