import Foundation
import Testing
@testable import FitCore

/// FailureImageWriter: pictures only for failures, one per failing cell, safe names, an index of them all.
@Suite struct FailureImageWriterTests {
    /// A fresh folder path under the system's temporary folder that does not exist yet.
    static func freshDirectory() -> String {
        let path = NSTemporaryDirectory() + "fitcheck-render-\(UUID().uuidString)/failures"
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
        let directory = Self.freshDirectory()
        let writer = try FailureImageWriter(directory: directory, library: RenderTestSupport.library.get())
        try writer.finish()
        #expect(!FileManager.default.fileExists(atPath: directory))
        #expect(!FileManager.default.fileExists(atPath: (directory as NSString).deletingLastPathComponent))
        // Twin: one failure does create the folder, its picture and the index.
        _ = try writer.write(cell("settings.manage"))
        try writer.finish()
        #expect(Self.files(under: directory).count == 2)
    }

    @Test func onePicturePerFailingCellInALanguageFolderEachDecodingToItsSize() throws {
        let directory = Self.freshDirectory()
        let writer = try FailureImageWriter(directory: directory, library: RenderTestSupport.library.get())
        let cells = [try cell("settings.manage"), try cell("settings.manage", width: 320),
                     try cell("onboarding.title", language: "fr"), try cell("onboarding.title", variant: "plural.one")]
        let paths = try cells.map { try writer.write($0) }
        try writer.finish()
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
        let again = try FailureImageWriter(directory: Self.freshDirectory(), library: RenderTestSupport.library.get())
        let repeated = try again.write(cells[0])
        #expect(try Data(contentsOf: URL(fileURLWithPath: repeated)) == Data(contentsOf: URL(fileURLWithPath: paths[0])))
    }

    @Test func theIndexListsEachPictureOnceGroupedByKey() throws {
        let directory = Self.freshDirectory()
        let writer = try FailureImageWriter(directory: directory, library: RenderTestSupport.library.get())
        let cells = [try cell("b.<script>"), try cell("a.first"), try cell("b.<script>", width: 320)]
        let paths = try cells.map { try writer.write($0) }
        try writer.finish()
        let html = try String(contentsOfFile: directory + "/index.html", encoding: .utf8)
        for path in paths {
            let relative = String(path.dropFirst(directory.count + 1))
            #expect(html.components(separatedBy: "src=\"\(relative)\"").count - 1 == 1)
        }
        #expect(html.components(separatedBy: "<h2>").count - 1 == 2)
        #expect(html.contains("<h2>b.&lt;script&gt;</h2>"))
        #expect(!html.contains("<script>"))
        // Grouped in key order: a.first before b.<script>.
        let first = try #require(html.range(of: "a.first"))
        let second = try #require(html.range(of: "b.&lt;script&gt;"))
        #expect(first.lowerBound < second.lowerBound)
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
}

extension FileManager {
    func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
