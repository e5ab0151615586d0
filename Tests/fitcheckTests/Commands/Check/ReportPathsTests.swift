import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// No report holds an absolute path: catalog files and pictures are written relative to the
/// repository (git top level, else the matrix's folder), however they were named on the command line.
@Suite struct ReportPathsTests {
    @Test func noReportFormatHoldsTheAbsoluteTemporaryPath() throws {
        let folder = try TemporaryFolder.make("paths")
        defer { TemporaryFolder.remove(folder) }
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let catalog = try AdoptionFixture.copyDemo(to: app, name: "Localizable.xcstrings")
        #expect(AdoptionFixture.dispatcher.run(["init", folder.path]).status == 0)
        let absolute = ReportPaths(base: folder.path).base
        let out = folder.appendingPathComponent("out").path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let formats = ["json", "junit", "sarif", "github", "text"]
        // Everything named by its absolute path: the catalog, the picture folder, the reports.
        let run = try FitcheckProcess.run(["--catalog", ReportPaths(base: catalog).base, "--png-dir", out + "/pictures",
                                           "--lang", "de", "--lang", "ru"] + formats.flatMap { ["--report", "\($0):\(out)/report.\($0)"] }
                                          + ["--report", "text"],
                                          in: folder.path, environment: FitcheckProcess.withoutHome)
        #expect(run.status == 1, "\(run.standardError)")
        for format in formats {
            let text = try String(contentsOfFile: "\(out)/report.\(format)", encoding: .utf8)
            #expect(!text.isEmpty)
            #expect(!text.contains(absolute), "\(format) holds \(absolute)")
            #expect(!text.contains(folder.path), "\(format) holds \(folder.path)")
            #expect(text.contains("App/Localizable.xcstrings"), "\(format)")
        }
        #expect(!run.standardOutput.contains(absolute) && !run.standardOutput.contains(folder.path))
        let report = try RunReport.load(path: out + "/report.json")
        #expect(report.findings.contains { $0.image?.hasPrefix("out/pictures/") == true })
        // The twin: the relative form of the same path is what reports hold.
        #expect(ReportPaths(base: folder.path).relative(catalog) == "App/Localizable.xcstrings")
        #expect(ReportPaths(base: app.path).relative(folder.path + "/fitcheck.json") == "../fitcheck.json")
    }
}
