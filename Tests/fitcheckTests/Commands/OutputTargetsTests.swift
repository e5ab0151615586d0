import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// An output path that is an input, or two outputs to one place, is refused before any work: exit 2,
/// one line naming both, every file as it was.
@Suite struct OutputTargetsTests {
    let dispatcher = Dispatcher(commands: [CheckCommand.command, MergeCommand.command, BudgetCommand.command],
                                defaultCommand: CheckCommand.command.name)

    /// Runs `arguments` on a copy of the demo (matrix `default.json`, catalog `demo/Demo.xcstrings`),
    /// from inside the copy; checks exit 2, `message` in the error, and every file unchanged.
    func refuses(_ arguments: (_ matrix: String, _ catalog: String) -> [String], saying message: String,
                 before: (String) throws -> Void = { _ in }) throws {
        let folder = try TemporaryFolder.make("output-targets")
        defer { TemporaryFolder.remove(folder) }
        let (matrix, catalog) = try CheckHarness.copyDemo(into: folder.path)
        try before(folder.path)
        let files = CheckHarness.files(under: folder.path)
        let outcome = dispatcher.run(arguments(matrix, catalog))
        #expect(outcome.status == CommandOutcome.badInput, "\(outcome.standardError)")
        #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
        #expect(outcome.standardError.split(separator: "\n").count == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(CheckHarness.files(under: folder.path) == files)
    }

    @Test func aReportOverTheCatalogIsRefused() throws {
        try refuses({ matrix, catalog in ["--matrix", matrix, "--no-images", "--report", "json:" + catalog] },
                    saying: "--report json:")
        // Named otherwise: through a symbolic link, and relative with `..`.
        try refuses({ matrix, catalog in ["--matrix", matrix, "--no-images", "--report", "json:" + URL(fileURLWithPath: matrix).deletingLastPathComponent().path + "/demo/../link.xcstrings"] },
                    saying: "would overwrite the catalog") { folder in
            try FileManager.default.createSymbolicLink(atPath: folder + "/link.xcstrings", withDestinationPath: "demo/Demo.xcstrings")
        }
    }

    @Test func aReportOverTheMatrixIsRefused() throws {
        try refuses({ matrix, _ in ["--matrix", matrix, "--no-images", "--report", "junit:" + matrix] },
                    saying: "would overwrite the matrix")
    }

    @Test func aBaselineUpdatedOverTheCatalogIsRefused() throws {
        try refuses({ matrix, catalog in ["--matrix", matrix, "--no-images", "--update-baseline", catalog] },
                    saying: "would overwrite the catalog")
    }

    @Test func aReportOverTheBaselineReadIsRefused() throws {
        try refuses({ matrix, _ in
            let baseline = URL(fileURLWithPath: matrix).deletingLastPathComponent().appendingPathComponent("baseline.json").path
            return ["--matrix", matrix, "--no-images", "--baseline", baseline, "--report", "json:" + baseline]
        }, saying: "would overwrite the baseline") { folder in
            try Data("{\"version\": 1, \"findings\": []}".utf8).write(to: URL(fileURLWithPath: folder + "/baseline.json"))
        }
    }

    @Test func twoReportsToStandardOutputAreRefused() throws {
        try refuses({ matrix, _ in ["--matrix", matrix, "--no-images", "--report", "json", "--report", "sarif"] },
                    saying: "--report json and --report sarif both go to standard output")
    }

    @Test func twoReportsToOneFileAreRefused() throws {
        try refuses({ matrix, _ in
            let folder = URL(fileURLWithPath: matrix).deletingLastPathComponent().path
            return ["--matrix", matrix, "--no-images", "--report", "json:\(folder)/x.json", "--report", "sarif:\(folder)/demo/../x.json"]
        }, saying: "write the same file")
    }

    @Test func aBudgetOverTheCatalogIsRefused() throws {
        try refuses({ matrix, catalog in ["budget", "--matrix", matrix, "--format", "csv", "--output", catalog] },
                    saying: "would overwrite the catalog")
    }

    @Test func aMergedReportOverAShardIsRefused() throws {
        try refuses({ matrix, _ in
            let shard = URL(fileURLWithPath: matrix).deletingLastPathComponent().appendingPathComponent("shard.json").path
            return ["merge", shard, "--report", "json:" + shard]
        }, saying: "would overwrite the shard report") { folder in
            try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/shard.json"))
        }
    }
}
