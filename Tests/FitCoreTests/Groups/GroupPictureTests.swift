import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// A group finding's picture, read back from the PNG the run wrote: a row draws every member in its
/// share, the failing one marked; a choice draws the alternative shown, captioned with those tried.
@Suite("Group pictures")
struct GroupPictureTests {
    /// The picture the demo run (`make run`'s matrix, narrowed to `keys` and `language`) writes for the
    /// group `name`'s finding, decoded from its PNG; the picture's model and layout (where each share
    /// is), made again as the run made them.
    static func groupPicture(_ name: String, keys: [String], language: String) throws -> (Canvas, Picture, PictureLayout) {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let fonts = try FontLibrary.bundled()
        let run = MatrixRun(matrix: try Matrix.load(path: Repository.demoMatrix),
                            selection: RunSelection(languages: [language], keys: keys.map { KeyPattern($0)! }),
                            fonts: fonts, toolVersion: "test")
        let report = try run.run(images: try FailureImageWriter(directory: folder.path, library: fonts)).report
        let finding = try #require(report.findings.first { $0.group?.name == name })
        let image = try PNGReader.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: try #require(finding.image)))))

        let plan = try RunPlan(RunInputs.load(matrix: run.matrix, selection: run.selection))
        let selected = try RunRenditions(expanding: plan)
        let drawing = PictureDrawing(run: run, renditions: selected.renditions, widths: plan.widths,
                                     groupRenditions: RunGroups(plan: plan, members: selected.groupMembers).renditions)
        let shaper = Shaper(library: fonts)
        let picture = try drawing.groupPicture(try #require(finding.worst), finding, shaper: shaper)
        let layout = try PictureLayout(picture, style: FailureImageStyle(), rasterizer: try GlyphRasterizer(),
                                       shapeCaption: try RenderTestSupport.captionShaper())
        #expect((image.width, image.height) == (layout.width, layout.height))
        return (image, picture, layout)
    }

    /// The article's row: German „Ausgewählte Abonnements kündigen“ beside „Zurück“, 50/50. Both
    /// buttons are drawn, each in its share; only the failing one's share holds the overflow red.
    @Test func aRowPictureDrawsEveryMemberInItsShareAndMarksTheFailingOne() throws {
        let (image, picture, layout) = try Self.groupPicture("manage bar", keys: ["manage."], language: "de")
        try #require(picture.shares.count == 2)
        #expect(picture.shares.map { $0.cell?.key } == ["manage.back", "manage.cancel_selected"])
        #expect(picture.shares.map(\.marked) == [false, true])
        #expect(picture.captionLines[0] == "group manage bar (row-a6b75016)")
        // The amount the reports give: what the title needs in 2 lines less its share, 243.52 − 106 pt
        // (GroupAmountTests works both out by hand).
        #expect(picture.captionLines[2] == "overflow by 137.52 pt · 3 lines over the limit of 2 · manage.cancel_selected")

        // Below the caption (whose verdict line is red across the picture).
        let rows = Int(layout.blockTop) - 2..<image.height
        let back = layout.slotColumns(0), cancel = layout.slotColumns(1)
        // Ink in every member's share, not only the failing one's.
        #expect(PixelRegions.count(image, x: back, y: rows).dark > 300)
        #expect(PixelRegions.count(image, x: cancel, y: rows).dark > 300)
        // 106 pt of text between 12 pt insets, shares 8 pt apart, at 2×.
        #expect(abs(back.count - 212) <= 1 && abs(cancel.count - 212) <= 1)
        #expect(abs((cancel.lowerBound - back.upperBound) - (24 + 16 + 24)) <= 1)
        // The failing member's mark (its red outline, its lines past the limit) is in its share only.
        #expect(PixelRegions.count(image, x: layout.shareColumns(1), y: rows).red > 1000)
        #expect(PixelRegions.count(image, x: layout.shareColumns(0), y: rows).red == 0)
    }

    /// The paywall's `ViewThatFits` in Russian at AX1: neither alternative fits on one line, so the last
    /// is shown, laid out; the caption says what each needed and why it was not (or was) shown.
    @Test func aChoicePictureIsCaptionedWithTheAlternativesTried() throws {
        let (image, picture, layout) = try Self.groupPicture("paywall button", keys: ["paywall.cta."], language: "ru")
        #expect(picture.shares.map { $0.cell?.key } == ["paywall.cta.short"])
        let tried = Array(picture.captionLines.dropFirst(3))
        #expect(tried.count == 2)
        #expect(tried.first?.hasPrefix("1. “Начать 7-дневный бесплатный период” needs ") == true)
        #expect(tried.first?.hasSuffix(" pt on one line, has 268 pt: skipped") == true)
        #expect(tried.last?.hasPrefix("2. “Попробовать бесплатно” needs ") == true)
        #expect(tried.last?.hasSuffix("none fits, the last is shown, laid out (idealFits: false)") == true)

        // The same picture without those lines is two caption lines shorter, and narrower: they are drawn.
        var bare = picture
        bare.captionLines.removeLast(2)
        let shorter = try PictureLayout(bare, style: FailureImageStyle(), rasterizer: try GlyphRasterizer(),
                                        shapeCaption: try RenderTestSupport.captionShaper())
        #expect(abs(Double(image.height - shorter.height) - 2 * 11 * 1.4 * 2) <= 1)
        #expect(image.width > shorter.width)
        // Grey caption ink where the tried lines are.
        let triedRows = Int(layout.margin + 3 * layout.captionLineHeight)..<Int(layout.margin + 5 * layout.captionLineHeight)
        #expect(PixelRegions.count(image, x: 0..<image.width, y: triedRows).red == 0)
        #expect(PixelRegions.count(image, x: shorter.width..<image.width, y: triedRows).dark > 50)
    }

    /// The caption's rule as a table: the alternatives tried are those up to the one shown (first fits,
    /// second fits, none fits).
    @Test(arguments: [
        ([250.0, 120.5], 0, true, ["1. “Long” needs 250 pt on one line, has 268 pt: shown, the first that fits on one line"]),
        ([300.0, 120.5], 1, true, ["1. “Long” needs 300 pt on one line, has 268 pt: skipped",
                                   "2. “Short” + “Row” needs 120.5 pt on one line, has 268 pt: shown, the first that fits on one line"]),
        ([300.0, 290.0], 1, false, ["1. “Long” needs 300 pt on one line, has 268 pt: skipped",
                                    "2. “Short” + “Row” needs 290 pt on one line, has 268 pt: none fits, the last is shown, laid out (idealFits: false)"]),
    ])
    func theCaptionListsEachAlternativeTried(ideals: [Double], chosen: Int, idealFits: Bool, lines: [String]) {
        let caption = GroupPictureCaption(subject: "group g (choice-1)", kind: .choice, policy: .equal, language: "de",
                                          containerWidth: 300, groupWidth: 268, size: .L, verdictLine: "overflow by 3 pt",
                                          failingKey: "k", chosen: chosen, idealFits: idealFits,
                                          alternatives: [.init(texts: ["Long"], idealWidth: ideals[0]),
                                                         .init(texts: ["Short", "Row"], idealWidth: ideals[1])])
        #expect(caption.lines == ["group g (choice-1)", "de · container 300 pt · choice in 268 pt · L",
                                  "overflow by 3 pt · k"] + lines)
    }
}
