import Foundation
import Testing
import FitCore
@testable import fitcheck

/// Issue 5 end to end: a picture for every failing cell and no other, each a real picture, listed
/// in `index.html`, and named by the text and JSON reports.
@Suite struct FailureImagesEndToEndTests {
    let run = DemoRun.narrow

    /// A green run (one key that fits everywhere) leaves the pictures folder uncreated.
    @Test func aGreenRunCreatesNoFolderAndNoFile() throws {
        let folder = try CheckHarness.temporaryFolder()
        defer { CheckHarness.remove(folder) }
        let pictures = folder + "/png"
        let outcome = CheckHarness.run(["--matrix", CheckHarness.demoMatrix, "--width", "300", "--width", "320",
                                        "--key", "tight.badge.new", "--png-dir", pictures])
        #expect(outcome.status == 0)
        #expect(!FileManager.default.fileExists(atPath: pictures))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)

        // The twin: the same run on a failing key writes its pictures.
        let red = CheckHarness.run(["--matrix", CheckHarness.demoMatrix, "--width", "300", "--width", "320",
                                    "--key", "settings.terms", "--png-dir", pictures])
        #expect(red.status == 1)
        #expect(CheckHarness.files(under: pictures).keys.sorted().filter { $0.hasSuffix(".png") }.count == 1)
    }

    /// 14 failing cells, 14 PNG files, one per cell, each the cell's own.
    @Test func exactlyOnePicturePerFailingCell() throws {
        let report = try run.json()
        #expect(report.failureCount == 14)
        let files = CheckHarness.files(under: run.pictures)
        // Report paths are relative to the repository.
        let pictures = ReportPaths(matrixFile: CheckHarness.demoMatrix).relative(run.pictures)
        let pngs = Set(files.keys.filter { $0.hasSuffix(".png") }.map { pictures + "/" + $0 })
        #expect(pngs.count == report.failureCount)
        let named = report.failures.compactMap { $0["image"] as? String }
        #expect(named.count == report.failureCount)
        #expect(Set(named) == pngs)
        #expect(Set(files.keys) == Set(files.keys.filter { $0.hasSuffix(".png") } + ["index.html"]))
        // Pictures go in a folder per language.
        for failure in report.failures {
            let language = try #require(failure["language"] as? String)
            #expect((failure["image"] as? String)?.hasPrefix(pictures + "/" + language + "/") == true)
        }
    }

    /// Each picture decodes to a size that holds the slot at 2×, within the bounds, with dark ink
    /// (the text) and red (the overflow, or the edge that was crossed).
    @Test func eachPictureDecodesWithInkAndOverflowColour() throws {
        let report = try run.json()
        #expect(!report.failures.isEmpty)
        for failure in report.failures {
            let path = try #require(failure["image"] as? String)
            let bytes = try #require(FileManager.default.contents(atPath: path), "\(path)")
            let canvas = try PNGReader.decode([UInt8](bytes))
            let slotWidth = try #require(failure["slotWidth"] as? Double)
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

    /// The contact sheet links every picture.
    @Test func indexListsEveryPicture() throws {
        let report = try run.json()
        let index = try CheckHarness.read(run.pictures + "/index.html")
        #expect(index.contains("<h1>14 failures in 6 keys</h1>"))
        for failure in report.failures {
            let path = try #require(failure["image"] as? String)
            let relative = String(path.dropFirst(ReportPaths(matrixFile: CheckHarness.demoMatrix).relative(run.pictures).count + 1))
            #expect(index.contains("<img src=\"\(relative)\""), "\(relative)")
        }
        #expect(index.components(separatedBy: "<img ").count - 1 == report.failureCount)
    }

    /// The text report shows each failing key's worst cell with its picture; the path is the one the
    /// JSON report gives that cell, and the file is there.
    @Test func theTextReportPointsToThePictures() throws {
        let report = try run.json()
        let text = try run.report("report.txt")
        let imageLines = text.split(separator: "\n").filter { $0.hasPrefix("  image: ") }
            .map { String($0.dropFirst("  image: ".count)) }
        #expect(imageLines.count == report.failingKeys.count)
        let named = Set(report.failures.compactMap { $0["image"] as? String })
        for path in imageLines {
            #expect(named.contains(path), "\(path)")
            #expect(FileManager.default.fileExists(atPath: path), "\(path)")
        }
    }

    /// The folder holds exactly the latest run's failures: pictures of an earlier run into the same
    /// folder are removed, and after a green run the folder is gone.
    @Test func aLaterRunLeavesNoPictureOfAnEarlierOne() throws {
        let folder = try CheckHarness.temporaryFolder()
        defer { CheckHarness.remove(folder) }
        let pictures = folder + "/png"
        func run(_ key: String) -> Int32 {
            CheckHarness.run(["--matrix", CheckHarness.demoMatrix, "--width", "300", "--key", key, "--png-dir", pictures]).status
        }
        #expect(run("settings.terms") == 1)
        #expect(CheckHarness.files(under: pictures).count == 2)  // de AX1, and index.html
        #expect(run("title.notifications_off") == 1)   // hi xxxL and AX1; the de picture is gone
        #expect(CheckHarness.files(under: pictures).keys.filter { $0.hasSuffix(".png") }.count == 2)
        #expect(!CheckHarness.files(under: pictures).keys.contains { $0.contains("settings.terms") })
        #expect(run("tight.badge.new") == 0)
        #expect(!FileManager.default.fileExists(atPath: pictures))
    }

    /// Only what fitcheck named is removed: a user's own files in the folder stay, and so does the folder.
    @Test func aUsersOwnFilesInThePictureFolderStay() throws {
        let folder = try CheckHarness.temporaryFolder()
        defer { CheckHarness.remove(folder) }
        let pictures = folder + "/png"
        try FileManager.default.createDirectory(atPath: pictures + "/de", withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: pictures + "/notes.txt"))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: pictures + "/de/screenshot.png"))
        let red = CheckHarness.run(["--matrix", CheckHarness.demoMatrix, "--width", "300", "--key", "settings.terms",
                                    "--png-dir", pictures]).status
        #expect(red == 1)
        #expect(CheckHarness.files(under: pictures).count == 4)   // the two of the user's, one picture, index.html
        let green = CheckHarness.run(["--matrix", CheckHarness.demoMatrix, "--width", "300", "--key", "tight.badge.new",
                                      "--png-dir", pictures]).status
        #expect(green == 0)
        #expect(CheckHarness.files(under: pictures).keys.sorted() == ["de/screenshot.png", "notes.txt"])
    }

    /// `--png-scale` sets pixels per point: the same failing cell at 1× is about half as wide as at 2×.
    @Test func theScaleIsConfigurable() throws {
        let folder = try CheckHarness.temporaryFolder()
        defer { CheckHarness.remove(folder) }
        func width(_ scale: String) throws -> Int {
            let pictures = folder + "/png" + scale
            let status = CheckHarness.run(["--matrix", CheckHarness.demoMatrix, "--width", "300", "--key", "settings.terms",
                                           "--png-dir", pictures, "--png-scale", scale]).status
            #expect(status == 1)
            let png = CheckHarness.files(under: pictures).first { $0.key.hasSuffix(".png") }
            return try PNGReader.decode([UInt8](try #require(png?.value))).width
        }
        let one = try width("1"), two = try width("2")
        #expect(one > 100)
        #expect(abs(Double(two) / Double(one) - 2) < 0.1)
        #expect(CheckHarness.run(["--matrix", CheckHarness.demoMatrix, "--png-scale", "9"]).status == 2)
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
