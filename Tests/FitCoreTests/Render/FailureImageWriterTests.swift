import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// FailureImageWriter: pictures only for failures, safe names, and the report page showing them.
@Suite struct FailureImageWriterTests {
    /// A fresh folder path in `scratch` that does not exist yet, nor its parent.
    static func freshDirectory(in scratch: URL) -> String {
        let path = scratch.appendingPathComponent("run-\(UUID().uuidString.prefix(8))/failures").path
        #expect(!FileManager.default.fileExists(atPath: path))
        return path
    }

    static func files(under directory: String) -> [String] {
        (FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? [])
            .filter { !$0.hasSuffix("/") && !FileManager.default.isDirectory(directory + "/" + $0) }.sorted()
    }

    func cell(_ key: String, language: String = "de", width: Double = 390, variant: String = "") throws -> FailureCell {
        let shaped = try RenderTestSupport.shaped("Abonnement verwalten", language: "de")
        var cell = RenderTestSupport.cell(key, shaped, breaks: [11], FitParameters(pointSize: 17, slotWidth: 90, maxLines: 1),
                                          language: language, variant: variant)
        cell.containerWidth = width
        return cell
    }

    @Test func aGreenRunCreatesNoFolderAndNoFile() throws {
        let scratch = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(scratch) }
        let directory = Self.freshDirectory(in: scratch)
        let writer = try FailureImageWriter(directory: directory, library: RenderTestSupport.library.get())
        try PageReporter.write(ReportFixture.build([]), pictures: writer)
        #expect(!FileManager.default.fileExists(atPath: directory))
        #expect(!FileManager.default.fileExists(atPath: (directory as NSString).deletingLastPathComponent))
        // Twin: one failure does create the folder, its picture and the page.
        _ = try writer.write(cell("settings.manage"))
        try PageReporter.write(ReportFixture.report(), pictures: writer)
        #expect(Self.files(under: directory).count == 2)
    }

    @Test func onePicturePerFailingCellInALanguageFolderEachDecodingToItsSize() throws {
        let scratch = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(scratch) }
        let directory = Self.freshDirectory(in: scratch)
        let writer = try FailureImageWriter(directory: directory, library: RenderTestSupport.library.get())
        let cells = [try cell("settings.manage"), try cell("settings.manage", width: 320),
                     try cell("onboarding.title", language: "fr"), try cell("onboarding.title", variant: "plural.one")]
        let paths = try cells.map { try writer.write($0) }
        try PageReporter.write(ReportFixture.report(), pictures: writer)
        let files = Self.files(under: directory)
        #expect(files.filter { $0.hasSuffix(".png") }.count == 4)
        #expect(files.contains("index.html"))
        #expect(files.filter { $0.hasPrefix("de/") }.count == 3)
        #expect(files.filter { $0.hasPrefix("fr/") }.count == 1)
        for (path, cell) in zip(paths, cells) {
            #expect(path.hasPrefix(directory + "/" + cell.language + "/"))
            let image = try PNGReader.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            let expected = try FailureImage.render(cell, rasterizer: try GlyphRasterizer(),
                                                   shapeCaption: RenderTestSupport.captionShaper())
            #expect(image.width == expected.width && image.height == expected.height)
            // The file holds what was drawn, as the PNG encoder stores it (a palette of 256 colours).
            #expect(image.pixels == (try PNGReader.decode(PNGWriter.encode(expected))).pixels)
        }
        // Writing the same failures again gives the same bytes.
        let again = try FailureImageWriter(directory: Self.freshDirectory(in: scratch), library: RenderTestSupport.library.get())
        let repeated = try again.write(cells[0])
        #expect(try Data(contentsOf: URL(fileURLWithPath: repeated)) == Data(contentsOf: URL(fileURLWithPath: paths[0])))
    }

    @Test func thePageShowsEachFindingWithItsPictureEscaped() throws {
        let scratch = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(scratch) }
        let directory = Self.freshDirectory(in: scratch)
        let writer = try FailureImageWriter(directory: directory, library: RenderTestSupport.library.get())
        var report = ReportFixture.report()
        #expect(report.findings.count > 3)
        // Pictures for the first two findings, written as the run would (a cell each).
        let paths = [try writer.write(cell("b.<script>")), try writer.write(cell("a.first", width: 320))]
        report.findings[0].image = paths[0]
        report.findings[1].image = paths[1]
        try PageReporter.write(report, pictures: writer)
        let html = try String(contentsOfFile: directory + "/index.html", encoding: .utf8)
        // The findings are the page's data, once: a row per finding, the script builds the cards.
        let data = try ReportPageData.read(html)
        let rows = try #require(data["findings"] as? [[Any]])
        #expect(rows.count == report.findings.count)
        let drawn = rows.compactMap { ($0.last as? [String: Any])?["i"] as? [Any] }
        #expect(drawn.count == 2)
        for path in paths {
            let relative = String(path.dropFirst(directory.count + 1))
            // The page reserves the picture's room at point size (2x pixels / 2).
            let canvas = try PNGReader.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            let width = Int((Double(canvas.width) / 2).rounded()), height = Int((Double(canvas.height) / 2).rounded())
            #expect(drawn.contains { $0.first as? String == relative && $0[1] as? Int == width && $0[2] as? Int == height },
                    "\(relative)")
        }
        // Every key kept whole in the data, and nothing of it reaches the page as markup: the fixture's
        // odd key (quotes, <b>, &) and a key "b.<script>" end no element.
        let subjects = try #require(data["subjects"] as? [[Any]]).compactMap { $0.first as? String }
        #expect(subjects.contains(ReportFixture.oddKey.replacingOccurrences(of: "\n", with: "⏎")))
        #expect(!html.contains("<b>") && html.components(separatedBy: "<script").count - 1 == 2)
        #expect(html.components(separatedBy: "</script>").count - 1 == 2)
        // Twin: a later green run removes the page and the pictures.
        let green = try FailureImageWriter(directory: directory, library: RenderTestSupport.library.get())
        try PageReporter.write(ReportFixture.build([]), pictures: green)
        #expect(!FileManager.default.fileExists(atPath: directory))
    }

    @Test func fileNamesForAnyKeyAreSafeDistinctAndStable() throws {
        let keys = ["/", "..", "../../etc/passwd", "a/b", "🎉 party", String(repeating: "long.key.", count: 34),
                    "सेटिंग्स", "सहेजें", "Title", "title", "a b", "a_b", "", ".hidden", "CON", "naïve"]
        let base = try cell("x")
        var names = [String]()
        for key in keys {
            var cell = base
            cell.key = key
            names.append(FailureImageWriter.fileName(for: cell))
        }
        for name in names {
            #expect(name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0)) }, "\(name)")
            #expect(!name.hasPrefix(".") && name.hasSuffix(".png"))
            #expect(name.utf8.count <= 160)
        }
        #expect(Set(names).count == keys.count)
        // Stable: FNV-1a, not Swift's per-process seeded Hasher. "a" is FNV-1a-64's published test vector.
        #expect(StableHash.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(FailureImageWriter.fileName(for: base) == FailureImageWriter.fileName(for: try cell("x")))
        #expect(FailureImageWriter.fileName(for: base).hasPrefix("x_w390_body_L_"))
        var folded = base
        folded.key = "naïve"
        #expect(FailureImageWriter.fileName(for: folded).hasPrefix("naive_"))
    }

    /// The caption says the amount as every report does (two decimals, the run's figure): `overflow by
    /// 156.96 pt`, not a figure rounded otherwise.
    @Test func theCaptionSaysTheAmountAsTheReportsDo() throws {
        var cell = try cell("c4z-RD-3UN.title")
        cell.measurement.excessPoints = 156.956
        #expect(cell.verdictLine.hasPrefix("overflow by \(PointFormat.text(156.956)) pt"), "\(cell.verdictLine)")
        #expect(cell.verdictLine.hasPrefix("overflow by 156.96 pt"))
    }

    /// The same key in two catalogs (an app's Localizable and a framework's, or InfoPlist beside
    /// Localizable) at the same width and size: two pictures, each named after its catalog, both on disk.
    @Test func theSameKeyInTwoCatalogsGetsTwoPictures() throws {
        let scratch = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(scratch) }
        let directory = Self.freshDirectory(in: scratch)
        let writer = try FailureImageWriter(directory: directory, library: RenderTestSupport.library.get())
        var app = try cell("Save"), settings = try cell("Save")
        app.file = "App/Localizable.xcstrings"
        settings.file = "Settings/Localizable.xcstrings"
        var other = try cell("Save")
        other.file = "App/InfoPlist.xcstrings"
        let names = [app, settings, other].map(FailureImageWriter.fileName(for:))
        #expect(Set(names).count == 3)
        #expect(names[0].hasPrefix("Localizable_Save_w390_body_L_") && names[2].hasPrefix("InfoPlist_Save_"))
        for cell in [app, settings, other] { try writer.write(cell) }
        #expect(writer.count == 3)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/de").count == 3)
    }
}

extension FileManager {
    func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
