import Foundation
import Testing
import FitCore
import FitcheckTestSupport

/// README.md describes the picture of the demo's manage bar in German by the file `make run` writes
/// (`.fitcheck/report/de/…`): the demo's own output, never a copy kept in the repository that could
/// go stale. The same command as `make run`, narrowed to that row and language.
@Suite struct ReadmePictureTests {
    @Test func theReadmeNamesThePictureMakeRunDraws() throws {
        let folder = try TemporaryFolder.make("readme-picture")
        defer { TemporaryFolder.remove(folder) }
        let pictures = folder.appendingPathComponent("report").path
        let run = try FitcheckProcess.run(["--matrix", "Matrix/default.json", "--lang", "de", "--key", "manage.",
                                           "--png-dir", pictures], in: Repository.root.path)
        #expect(run.status == 1, "\(run.standardError)")
        let written = try FileManager.default.contentsOfDirectory(atPath: pictures + "/de")
            .filter { $0.hasPrefix("Demo_manage.cancel_selected_") }
        #expect(written.count == 1, "\(written)")
        let name = try #require(written.first)
        let image = try PNGReader.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: pictures + "/de/" + name))))
        #expect(image.pixels.contains { $0 != 255 })
        let readme = try String(contentsOfFile: Repository.path("README.md"), encoding: .utf8)
        #expect(readme.contains("`.fitcheck/report/de/\(name)`"), "README.md should name \(name)")
    }
}
