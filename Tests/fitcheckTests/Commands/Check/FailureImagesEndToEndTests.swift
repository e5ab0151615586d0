import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// Issues 5 and 20 end to end: a picture per finding (of its worst cell) up to a limit, each a real
/// picture, shown on the report page `index.html`, and named by the text and JSON reports.
@Suite struct FailureImagesEndToEndTests {
    let run = DemoRun.narrow

    /// A green run (one key that fits everywhere) leaves the pictures folder uncreated.
    @Test func aGreenRunCreatesNoFolderAndNoFile() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let pictures = folder + "/png"
        let outcome = CheckHarness.run(["--matrix", Repository.demoMatrix, "--width", "300", "--width", "320",
                                        "--key", "tight.badge.new", "--png-dir", pictures])
        #expect(outcome.status == 0)
        #expect(!FileManager.default.fileExists(atPath: pictures))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)

        // The twin: the same run on a failing key writes its pictures.
        let red = CheckHarness.run(["--matrix", Repository.demoMatrix, "--width", "300", "--width", "320",
                                    "--key", "settings.terms", "--png-dir", pictures])
        #expect(red.status == 1)
        // settings.terms fails in German at both widths: one finding, one picture (of the worse cell).
        #expect(CheckHarness.files(under: pictures).keys.sorted().filter { $0.hasSuffix(".png") }.count == 1)
    }

    /// One picture per finding, of its worst cell: as many PNG files as findings (the demo's narrow
    /// run has no untranslated finding), each named by its finding and by the failing cell it shows.
    @Test func exactlyOnePicturePerFinding() throws {
        let report = try run.json()
        #expect(report.failureCount == 10)   // cells of keys failing alone; groups fail in cells of their own
        #expect(report.findingCount > 0)
        #expect(report.findings.allSatisfy { $0["verdict"] as? String != "untranslated" })
        let files = CheckHarness.files(under: run.pictures)
        // Report paths are relative to the repository.
        let pictures = ReportPaths(matrixFile: Repository.demoMatrix).relative(run.pictures)
        let pngs = Set(files.keys.filter { $0.hasSuffix(".png") }.map { pictures + "/" + $0 })
        #expect(pngs.count == report.findingCount)
        let named = report.findings.compactMap { $0["image"] as? String }
        #expect(named.count == report.findingCount)
        #expect(Set(named) == pngs)
        // The failing cell a picture shows is the finding's worst: the same width and size (a key's
        // cells are in failures[]; a group's picture shows its failing member in its share).
        let keyFindings = report.findings.filter { $0["subject"] as? String == "key" }
        for finding in keyFindings {
            let image = try #require(finding["image"] as? String)
            let cells = report.failures.filter { $0["image"] as? String == image }
            #expect(cells.count == 1, "\(image)")
            let worst = try #require(finding["worst"] as? [String: Any])
            #expect(cells.first?["width"] as? Double == worst["width"] as? Double)
            #expect(cells.first?["size"] as? String == worst["size"] as? String)
        }
        #expect(report.failures.compactMap { $0["image"] as? String }.count == keyFindings.count)
        #expect(Set(files.keys) == Set(files.keys.filter { $0.hasSuffix(".png") } + ["index.html"]))
        // Pictures go in a folder per language.
        for finding in report.findings {
            let language = try #require(finding["language"] as? String)
            #expect((finding["image"] as? String)?.hasPrefix(pictures + "/" + language + "/") == true)
        }
        let drawn = try #require(report.object["pictures"] as? [String: Any])
        #expect(drawn["written"] as? Int == report.findingCount)
        #expect(drawn["leftOut"] as? Int == 0)
        #expect(drawn["limit"] as? Int == 300)
        #expect(drawn["mode"] as? String == "findings")
    }

    /// Each picture decodes to a size that holds the slot at 2×, within the bounds, with dark ink
    /// (the text) and red (the overflow, or the edge that was crossed); 8-bit palette, not RGBA.
    @Test func eachPictureDecodesWithInkAndOverflowColour() throws {
        let report = try run.json()
        #expect(!report.findings.isEmpty)
        for finding in report.findings {
            let path = try #require(finding["image"] as? String)
            let bytes = [UInt8](try #require(FileManager.default.contents(atPath: path), "\(path)"))
            #expect(try PNGReader.header(bytes).colorType == PNGReader.Header.palette, "\(path)")
            let canvas = try PNGReader.decode(bytes)
            let worst = try #require(finding["worst"] as? [String: Any])
            let slotWidth = try #require(worst["slotWidth"] as? Double)
            #expect(canvas.width >= Int(slotWidth * 2), "\(path)")
            #expect(canvas.height >= 60 && canvas.width <= 2400 && canvas.height <= 2400, "\(path)")
            var ink = 0, red = 0
            for y in 0..<canvas.height {
                for x in 0..<canvas.width {
                    guard let pixel = canvas.pixel(x: x, y: y) else { continue }
                    if pixel.red < 90 && pixel.green < 90 && pixel.blue < 90 { ink += 1 }
                    if pixel.red > 180 && pixel.green < 90 && pixel.blue < 90 { red += 1 }
                }
            }
            #expect(ink > 200, "\(path): \(ink) ink pixels")
            #expect(red > 50, "\(path): \(red) overflow pixels")
        }
    }

    /// The report page shows every picture, one per finding card; there is no other page.
    @Test func theReportPageShowsEveryPicture() throws {
        let report = try run.json()
        let page = try CheckHarness.read(run.pictures + "/index.html")
        #expect(page.contains(ReportPage.marker))
        let pictures = ReportPaths(matrixFile: Repository.demoMatrix).relative(run.pictures)
        let shown = try ReportPageData.pictures(page)
        for finding in report.findings {
            let path = try #require(finding["image"] as? String)
            let relative = String(path.dropFirst(pictures.count + 1))
            #expect(shown.contains(relative), "\(relative)")
        }
        #expect(shown.count == report.findingCount)
        #expect(try ReportPageData.findings(page).count == report.findingCount)
        // Self-contained: nothing is fetched from elsewhere.
        #expect(!page.contains("http://") && !page.contains("https://") && !page.contains("<link"))
        #expect(page.components(separatedBy: "<script").count - 1 == 2 && !page.contains("<script src"))
    }

    /// `--max-images N` keeps the N most severe findings' pictures (the verdict first, then how much
    /// they miss by), and the report says how many were left out.
    @Test func theLimitKeepsTheMostSevereFindingsAndCountsTheRest() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let outcome = CheckHarness.run(["--matrix", Repository.demoMatrix] + DemoRun.narrowArguments
            + ["--max-images", "3", "--png-dir", folder + "/png", "--report", "json", "--report", "text:\(folder)/report.txt"])
        #expect(outcome.status == 1)
        let report = try ReportJSON(outcome.standardOutput)
        let pngs = CheckHarness.files(under: folder + "/png").keys.filter { $0.hasSuffix(".png") }
        #expect(pngs.count == 3)
        let drawn = report.findings.filter { $0["image"] != nil }
        #expect(drawn.count == 3)
        let pictures = try #require(report.object["pictures"] as? [String: Any])
        #expect(pictures["written"] as? Int == 3)
        #expect(pictures["leftOut"] as? Int == report.findingCount - 3)
        // The drawn ones are the most severe: no finding left out is more severe than one drawn.
        func severity(_ finding: [String: Any]) -> (Int, Double, Int) {
            let ranks = ["zeroLines": 0, "missingGlyphs": 1, "untranslated": 2, "overflow": 3, "clipped": 4, "brokenWord": 5]
            let worst = finding["worst"] as? [String: Any] ?? [:]
            return (ranks[finding["verdict"] as? String ?? ""] ?? 9, -(worst["overflow"] as? Double ?? 0),
                    -(worst["overflowLines"] as? Int ?? 0))
        }
        let leastDrawn = drawn.map(severity).max { $0 < $1 }!
        for finding in report.findings where finding["image"] == nil {
            #expect(!(severity(finding) < leastDrawn), "\(finding["key"] ?? "")")
        }
        let text = try CheckHarness.read(folder + "/report.txt")
        #expect(text.contains("3 pictures written; \(report.findingCount - 3) more left out"), "\(text)")
        // The page has a card for every finding, pictures or not, and says what was left out.
        let page = try CheckHarness.read(folder + "/png/index.html")
        #expect(try ReportPageData.findings(page).count == report.findingCount)
        #expect(try ReportPageData.pictures(page).count == 3)
        #expect(page.contains("\(report.findingCount - 3) more left out by the limit of 3"))
    }

    /// `--images all` draws every failing cell (up to the limit), `--images none` and `--no-images`
    /// nothing; a bad value is refused before anything is measured.
    @Test func theImagesOptionChoosesWhatIsDrawn() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        func run(_ extra: [String], into name: String) throws -> (pngs: Int, report: ReportJSON, status: Int32) {
            let outcome = CheckHarness.run(["--matrix", Repository.demoMatrix] + DemoRun.narrowArguments + extra
                + ["--png-dir", folder + "/" + name, "--report", "json"])
            let pngs = CheckHarness.files(under: folder + "/" + name).keys.filter { $0.hasSuffix(".png") }.count
            return (pngs, try ReportJSON(outcome.standardOutput.isEmpty ? "{}" : outcome.standardOutput), outcome.status)
        }
        let all = try run(["--images", "all"], into: "all")
        // Every failing cell of a key (failures[]); more than the keys' findings.
        #expect(all.pngs == all.report.failureCount
                && all.pngs > all.report.findings.filter { $0["subject"] as? String == "key" }.count)
        #expect(all.report.failures.allSatisfy { $0["image"] != nil })
        let capped = try run(["--images", "all", "--max-images", "5"], into: "capped")
        #expect(capped.pngs == 5)
        #expect((capped.report.object["pictures"] as? [String: Any])?["leftOut"] as? Int == capped.report.failureCount - 5)
        for none in [["--images", "none"], ["--no-images"]] {
            let result = try run(none, into: "none")
            #expect(result.status == 1)
            #expect(result.pngs == 0)
            #expect(!FileManager.default.fileExists(atPath: folder + "/none"))
            #expect(result.report.object["pictures"] == nil)
        }
        for bad in [["--images", "some"], ["--max-images", "0"], ["--max-images", "x"], ["--no-images", "--images", "all"]] {
            let outcome = CheckHarness.run(["--matrix", Repository.demoMatrix, "--png-dir", folder + "/bad"] + bad)
            #expect(outcome.status == 2, "\(bad)")
            #expect(outcome.standardError.split(separator: "\n").count == 1, "\(outcome.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/bad"))
    }

    /// The text report shows each finding's picture; the path is the one the JSON report gives that
    /// finding, and the file is there.
    @Test func theTextReportPointsToThePictures() throws {
        let report = try run.json()
        let text = try run.report("report.txt")
        let imageLines = text.split(separator: "\n").filter { $0.hasPrefix("  image: ") }
            .map { String($0.dropFirst("  image: ".count)) }
        let named = Set(report.findings.compactMap { $0["image"] as? String })
        #expect(imageLines.count == named.count)
        for path in imageLines {
            #expect(named.contains(path), "\(path)")
            #expect(FileManager.default.fileExists(atPath: path), "\(path)")
        }
    }

    /// The folder holds exactly the latest run's failures: pictures of an earlier run into the same
    /// folder are removed, and after a green run the folder is gone.
    @Test func aLaterRunLeavesNoPictureOfAnEarlierOne() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let pictures = folder + "/png"
        func run(_ key: String) -> Int32 {
            CheckHarness.run(["--matrix", Repository.demoMatrix, "--width", "300", "--key", key, "--png-dir", pictures]).status
        }
        #expect(run("settings.terms") == 1)
        #expect(CheckHarness.files(under: pictures).count == 2)  // de AX1, and index.html
        #expect(run("title.notifications_off") == 1)   // hi xxxL and AX1; the de picture is gone
        // One finding (its cells at two sizes): one picture, and the earlier run's is gone.
        #expect(CheckHarness.files(under: pictures).keys.filter { $0.hasSuffix(".png") }.count == 1)
        #expect(!CheckHarness.files(under: pictures).keys.contains { $0.contains("settings.terms") })
        #expect(run("tight.badge.new") == 0)
        #expect(!FileManager.default.fileExists(atPath: pictures))
    }

    /// Only what fitcheck named is removed: a user's own files in the folder stay, and so does the folder.
    @Test func aUsersOwnFilesInThePictureFolderStay() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let pictures = folder + "/png"
        try FileManager.default.createDirectory(atPath: pictures + "/de", withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: pictures + "/notes.txt"))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: pictures + "/de/screenshot.png"))
        let red = CheckHarness.run(["--matrix", Repository.demoMatrix, "--width", "300", "--key", "settings.terms",
                                    "--png-dir", pictures]).status
        #expect(red == 1)
        #expect(CheckHarness.files(under: pictures).count == 4)   // the two of the user's, one picture, index.html
        let green = CheckHarness.run(["--matrix", Repository.demoMatrix, "--width", "300", "--key", "tight.badge.new",
                                      "--png-dir", pictures]).status
        #expect(green == 0)
        #expect(CheckHarness.files(under: pictures).keys.sorted() == ["de/screenshot.png", "notes.txt"])
    }

    /// `--png-scale` sets pixels per point: the same failing cell at 1× is about half as wide as at 2×.
    @Test func theScaleIsConfigurable() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        func width(_ scale: String) throws -> Int {
            let pictures = folder + "/png" + scale
            let status = CheckHarness.run(["--matrix", Repository.demoMatrix, "--width", "300", "--key", "settings.terms",
                                           "--png-dir", pictures, "--png-scale", scale]).status
            #expect(status == 1)
            let png = CheckHarness.files(under: pictures).first { $0.key.hasSuffix(".png") }
            return try PNGReader.decode([UInt8](try #require(png?.value))).width
        }
        let one = try width("1"), two = try width("2")
        #expect(one > 100)
        #expect(abs(Double(two) / Double(one) - 2) < 0.1)
        #expect(CheckHarness.run(["--matrix", Repository.demoMatrix, "--png-scale", "9"]).status == 2)
    }

    /// `--no-images` writes no picture and names none.
    @Test func noImagesMeansNoPicturesAndNoPaths() throws {
        let outcome = CheckHarness.check(["--width", "300", "--key", "settings.terms", "--report", "json"])
        #expect(outcome.status == 1)
        let report = try ReportJSON(outcome.standardOutput)
        #expect(report.failureCount == 1)
        #expect(report.failures.allSatisfy { $0["image"] == nil })
    }
}
