import Foundation
import Testing
import FitcheckTestSupport

/// A variable font is measured at the weight asked for (`wght`), not at its default instance.
/// Inter's variable font comes from Debian's fonts-inter-variable (a test dependency in the Makefile).
@Suite("Variable fonts")
struct VariableFontTests {
    static let inter = "/usr/share/fonts/truetype/inter-vf/Inter.var.ttf"

    static func width(weight: String) throws -> Double {
        let folder = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(folder) }
        let result = try FitcheckProcess.run(["measure", "Manage subscriptions", "--lang", "en", "--width", "500",
                                              "--font", inter, "--weight", weight, "--json"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Inter.var.ttf"))
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        return object?["width"] as? Double ?? 0
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: VariableFontTests.inter), "fonts-inter-variable absent"))
    func boldIsWiderThanRegularOnOneVariableFont() throws {
        let regular = try Self.width(weight: "400")
        let bold = try Self.width(weight: "700")
        #expect(regular > 100)
        #expect(bold > regular + 3)            // wght 700 really applied: about 176.9 → 185.3 pt
        #expect(try Self.width(weight: "400") == regular)   // the twin: the same weight, the same width
    }
}
