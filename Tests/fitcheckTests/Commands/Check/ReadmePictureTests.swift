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
        let report = folder.appendingPathComponent("report.json").path
        let run = try FitcheckProcess.run(["--matrix", "Matrix/default.json", "--lang", "de", "--key", "manage.",
                                           "--png-dir", pictures, "--report", "json:" + report], in: Repository.root.path)
        #expect(run.status == 1, "\(run.standardError)")
        let written = try FileManager.default.contentsOfDirectory(atPath: pictures + "/de")
            .filter { $0.hasPrefix("Demo_manage.cancel_selected_") }
        #expect(written.count == 1, "\(written)")
        let name = try #require(written.first)
        let image = try PNGReader.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: pictures + "/de/" + name))))
        #expect(image.pixels.contains { $0 != 255 })
        let readme = try String(contentsOfFile: Repository.path("README.md"), encoding: .utf8)
        #expect(readme.contains("`.fitcheck/report/de/\(name)`"), "README.md should name \(name)")

        // The figures README gives for that row are the run's: the share, what the German needs, by how much it misses.
        let json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any])
        let finding = try #require((json["findings"] as? [[String: Any]])?.first { $0["subject"] as? String == "group" })
        let members = try #require((finding["group"] as? [String: Any])?["members"] as? [[String: Any]])
        let german = try #require(members.first { $0["key"] as? String == "manage.cancel_selected" })
        let (given, needs, amount) = (try #require(german["given"] as? Double), try #require(german["needs"] as? Double),
                                      try #require(finding["over"] as? Double))
        #expect(abs(amount - (needs - given)) < 0.011, "amount \(amount), needs \(needs), given \(given)")
        let prose = readme.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let said = "is given \(PointFormat.text(given)) of 300 pt and needs \(PointFormat.text(needs)) on two lines: over by \(PointFormat.text(amount)) pt"
        let saysIt = prose.contains(said)
        #expect(saysIt, "README.md should say: \(said)")
    }
}
