import Foundation
import Testing
import FitcheckTestSupport

/// The machine's fonts are used only when asked for: measurements do not depend on what happens to be
/// installed, unless `--system-fonts` says so.
@Suite("System fonts on request")
struct SystemFontsTests {
    /// U+2D30 TIFINAGH LETTER YA: not in the default font set; DejaVu Sans (Debian's fonts-dejavu-core) has it.
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    @Test func aCharacterOnlyTheMachineHasIsMissingByDefault() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let result = try FitcheckProcess.run(["measure", "ⴰ", "--lang", "en", "--width", "100", "--json"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("\"verdict\" : \"missingGlyphs\""))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: SystemFontsTests.dejaVu), "fonts-dejavu-core absent"))
    func systemFontsCoverItWhenAskedFor() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let result = try FitcheckProcess.run(["measure", "ⴰ", "--lang", "en", "--width", "100", "--json", "--system-fonts"],
                                             in: folder)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("DejaVuSans.ttf"))
    }
}

/// A text fitcheck's fonts cannot draw fails as `missingGlyphs`, and every report names the characters.
@Suite struct MissingGlyphsMessageTests {
    @Test func theReportNamesTheCharactersAndTheFontSet() throws {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let catalog = """
            {"sourceLanguage":"en","version":"1.0","strings":{"hello":{"localizations":{
              "en":{"stringUnit":{"state":"translated","value":"Hello"}},
              "ja":{"stringUnit":{"state":"translated","value":"こんにちは"}},
              "zgh":{"stringUnit":{"state":"translated","value":"ⴰⵣⵓⵍ"}}}}}}
            """
        try catalog.write(toFile: folder + "/L.xcstrings", atomically: true, encoding: .utf8)
        try """
            {"catalogs":["L.xcstrings"],"widths":[375],"sizes":["L"],"languages":["en","ja","zgh"]}
            """.write(toFile: folder + "/m.json", atomically: true, encoding: .utf8)
        let result = try FitcheckProcess.run(["--matrix", "m.json", "--no-images"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("missing glyphs: fitcheck's font set has no font for U+2D30 ⴰ, U+2D63 ⵣ, U+2D53 ⵓ, U+2D4D ⵍ"),
                "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("box"))
        // Twin: Japanese, which the set covers, is not reported.
        #expect(!result.standardOutput.contains("ja ·") && !result.standardOutput.contains("ja:"))
    }
}
