import Foundation
import Testing

/// The machine's fonts are used only when asked for: measurements do not depend on what happens to be
/// installed, unless `--system-fonts` says so.
@Suite("System fonts on request")
struct SystemFontsTests {
    /// U+2D30 TIFINAGH LETTER YA: not in the default font set; DejaVu Sans (Debian's fonts-dejavu-core) has it.
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    @Test func aCharacterOnlyTheMachineHasIsMissingByDefault() throws {
        let folder = try FitcheckProcess.scratchFolder()
        defer { FitcheckProcess.removeScratch(folder) }
        let result = try FitcheckProcess.run(["measure", "ⴰ", "--lang", "en", "--width", "100", "--json"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("\"verdict\" : \"missingGlyphs\""))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: SystemFontsTests.dejaVu), "fonts-dejavu-core absent"))
    func systemFontsCoverItWhenAskedFor() throws {
        let folder = try FitcheckProcess.scratchFolder()
        defer { FitcheckProcess.removeScratch(folder) }
        let result = try FitcheckProcess.run(["measure", "ⴰ", "--lang", "en", "--width", "100", "--json", "--system-fonts"],
                                             in: folder)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("DejaVuSans.ttf"))
    }
}
