import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// `fitcheck measure`'s output made by the library alone, from a request and its measurement: the
/// same bytes as the command's golden files (Tests/fitcheckTests/Golden, which the built binary is
/// held to end to end), with no argument parsing in between.
@Suite struct MeasureReportTests {
    static let golden = GoldenFiles(Repository.root.appendingPathComponent("Tests/fitcheckTests/Golden"))

    static func report(_ request: MeasureRequest) throws -> MeasureReport {
        let measurer = TextMeasurer(shaper: Shaper(library: try FontLibrary.bundled()))
        return MeasureReport(request: request, result: try measurer.measure(request))
    }

    /// `measure "…" --lang de --width 200 --lines 2`: body at L (17 pt, leading 22 pt), SF tracking.
    static let german = MeasureRequest(text: "Benachrichtigungen für neue Nachrichten verwalten", language: "de",
                                       width: 200, size: 17, style: .body, category: .L, leading: 22, lines: 2)
    /// `measure "…" --lang hi --width 120`.
    static let hindi = MeasureRequest(text: "नमस्ते दुनिया, यह एक लंबा वाक्य है", language: "hi", width: 120, size: 17,
                                      style: .body, category: .L, leading: 22)

    @Test(arguments: [("measure-de", german), ("measure-hi", hindi)])
    func textAndJSONAreTheGoldenFiles(_ name: String, _ request: MeasureRequest) throws {
        let report = try Self.report(request)
        #expect(Self.golden.check(report.text(), golden: name + ".txt") == nil)
        #expect(Self.golden.check(report.json(), golden: name + ".json") == nil)
    }

    @Test func markdownAndFontAreListedOnlyWhenNotTheDefault() throws {
        let drawn = try Self.report(MeasureRequest(text: "**Pro** plan", language: "en", width: 80, size: 13))
        #expect(drawn.text().hasSuffix("drawn as Markdown: Pro plan\n"))
        #expect(!drawn.json().contains("\"markdown\"") && drawn.json().contains("\"drawnText\" : \"Pro plan\""))
        #expect(!drawn.json().contains("\"style\"") && !drawn.json().contains("\"font\""))
        var asWritten = MeasureRequest(text: "**Pro** plan", language: "en", width: 80, size: 13, markdown: false)
        asWritten.font = Repository.root.appendingPathComponent("Fonts/Inter.var.ttf").path
        let written = try Self.report(asWritten)
        #expect(!written.text().contains("drawn as Markdown"))
        #expect(written.json().contains("\"markdown\" : false") && written.json().contains("\"font\" : \"/"))
        #expect(written.json().contains("\"json\" : true"))
    }
}
