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
        return try CandidatePicture.png(trial, candidate: candidate, variant: nil, session: session,
                                        fonts: try ShapingTestSupport.library.get())
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

    /// The demo (`make run`'s matrix) in German, the whole of it: `manage.cancel_selected` shares the
    /// "manage bar" row 50/50 with `manage.back`.
    static let demo = Result { try BudgetSession(matrix: try Matrix.load(path: Repository.demoMatrix), selection: RunSelection(),
                                                 fonts: try FontLibrary.bundled()) }

    /// A member's candidate picture, decoded from its PNG, with the picture's model and layout.
    static func groupPicture(_ candidate: String) throws -> (trial: CandidateTrial, image: Canvas, picture: Picture, layout: PictureLayout) {
        let session = try demo.get()
        let trial = try session.trial(key: "manage.cancel_selected", language: "de", candidate: candidate)
        let fonts = try FontLibrary.bundled()
        let image = try PNGReader.decode(try CandidatePicture.png(trial, candidate: candidate, variant: nil, session: session, fonts: fonts))
        let picture = try CandidatePicture.picture(trial, candidate: candidate, variant: nil, session: session,
                                                   shaper: Shaper(library: fonts))
        let layout = try PictureLayout(picture, style: FailureImageStyle(), rasterizer: try GlyphRasterizer(),
                                       shapeCaption: try RenderTestSupport.captionShaper())
        #expect((image.width, image.height) == (layout.width, layout.height))
        return (trial, image, picture, layout)
    }

    /// A long German candidate for the cancel button fails in its row: the picture is the row at the
    /// trial's worst cell, both buttons inked in their shares, the overflow red only in the candidate's.
    @Test func aMembersCandidateIsDrawnInItsWholeRow() throws {
        let candidate = "Alle ausgewählten Abonnements sofort und endgültig kündigen"
        let (trial, image, picture, layout) = try Self.groupPicture(candidate)
        let group = try #require(trial.group)
        #expect(!group.fits)
        try #require(picture.shares.count == 2)
        #expect(picture.shares.map { $0.cell?.key } == ["manage.back", "manage.cancel_selected"])
        #expect(picture.shares.map { $0.cell?.shaped.text } == ["Zurück", candidate])
        #expect(picture.shares.map(\.marked) == [false, true])
        #expect(picture.captionLines[0] == "group manage bar (row-a6b75016)")
        #expect(picture.captionLines[1] == "de · container \(FailureCell.points(group.width)) · row 268 pt, equal shares · \(group.size.rawValue)")
        // The amount the trial gives the group (its needs − its share), 228.88 pt at 300 pt · xxxL.
        let amount = try #require(group.amount)
        #expect(picture.captionLines[2].hasPrefix("overflow by \(PointFormat.text(amount)) pt · ")
                && picture.captionLines[2].hasSuffix(" · manage.cancel_selected"))

        let rows = Int(layout.blockTop) - 2..<image.height
        #expect(PixelRegions.count(image, x: layout.slotColumns(0), y: rows).dark > 300)
        #expect(PixelRegions.count(image, x: layout.slotColumns(1), y: rows).dark > 300)
        #expect(PixelRegions.count(image, x: layout.shareColumns(1), y: rows).red > 1000)
        #expect(PixelRegions.count(image, x: layout.shareColumns(0), y: rows).red == 0)
    }

    /// The twin: a short candidate fits its row — the same row drawn, no share marked, no red below
    /// the caption; and a key in no group keeps its picture of one share, its slot.
    @Test func aFittingMembersRowHasNoRedAndASoloKeyStaysAlone() throws {
        let (trial, image, picture, layout) = try Self.groupPicture("Kündigen")
        #expect(trial.group?.fits == true)
        #expect(picture.shares.map { $0.cell?.key } == ["manage.back", "manage.cancel_selected"])
        #expect(picture.shares.map(\.marked) == [false, false])
        let rows = Int(layout.blockTop) - 2..<image.height
        #expect(PixelRegions.count(image, x: 0..<image.width, y: rows).red == 0)
        #expect(PixelRegions.count(image, x: layout.slotColumns(0), y: rows).dark > 100)
        #expect(PixelRegions.count(image, x: layout.slotColumns(1), y: rows).dark > 100)

        let session = try Self.demo.get()
        let solo = try session.trial(key: "button.add", language: "de", candidate: "Ein neues Abonnement hinzufügen")
        #expect(solo.group == nil)
        let alone = try CandidatePicture.picture(solo, candidate: "Ein neues Abonnement hinzufügen", variant: nil, session: session,
                                                 shaper: Shaper(library: try FontLibrary.bundled()))
        #expect(alone.shares.count == 1 && alone.captionLines[0] == "button.add")
    }
}
