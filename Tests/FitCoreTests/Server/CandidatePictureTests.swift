import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// The MCP server's candidate picture (`check_translation` with `"picture": true`) shapes its text as
/// the check does: through ``TextShaping`` made from the key's cell model — the text as the slot
/// draws it (Markdown parsed), in the font the slot sets.
@Suite struct CandidatePictureTests {
    /// A session on one key, `upgrade`, in a 20 pt one-line slot (every candidate fails: a picture).
    static func session(markdown: Bool, weight: String, in folder: URL) throws -> BudgetSession {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let catalog = #"{"sourceLanguage":"en","version":"1.0","strings":{"upgrade":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Upgrade"}}}}}}"#
        try catalog.write(to: folder.appendingPathComponent("Test.xcstrings"), atomically: true, encoding: .utf8)
        let matrix = """
            {"catalogs":["Test.xcstrings"],"widths":[390],"sizes":["L"],"languages":["en"],"markdown":\(markdown),
             "insets":{"leading":0,"trailing":0},
             "rules":[{"match":"=upgrade","width":"20","lines":1,"weight":"\(weight)"}]}
            """
        let path = folder.appendingPathComponent("matrix.json").path
        try matrix.write(toFile: path, atomically: true, encoding: .utf8)
        return try BudgetSession(matrix: try Matrix.load(path: path), selection: RunSelection(),
                                 fonts: try ShapingTestSupport.library.get())
    }

    static func picture(_ candidate: String, _ session: BudgetSession) throws -> [UInt8] {
        let trial = try session.trial(key: "upgrade", language: "en", candidate: candidate)
        #expect(!trial.fits)
        return try CandidatePicture.png(trial.budget, session: session, fonts: try ShapingTestSupport.library.get())
    }

    @Test func theCandidateIsDrawnAsItsSlotDrawsIt() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        // `**Pro**` in a SwiftUI slot is "Pro" in bold: the same picture as "Pro" in a bold slot.
        let markdown = try Self.picture("**Pro**", Self.session(markdown: true, weight: "regular", in: folder.appendingPathComponent("md")))
        let bold = try Self.picture("Pro", Self.session(markdown: false, weight: "bold", in: folder.appendingPathComponent("bold")))
        #expect(markdown == bold)
        let canvas = try PNGReader.decode(markdown)
        #expect(Set(canvas.pixels).count > 2)   // drawn, not blank
        // The twin: where the slot draws text as written, the asterisks are drawn (another picture),
        // and so is a regular "Pro".
        let written = folder.appendingPathComponent("written")
        #expect(try Self.picture("**Pro**", Self.session(markdown: false, weight: "regular", in: written)) != markdown)
        #expect(try Self.picture("Pro", Self.session(markdown: true, weight: "regular", in: folder.appendingPathComponent("regular"))) != markdown)
    }
}
