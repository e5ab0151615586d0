import Foundation
import Testing
import FitCore
@testable import fitcheck
import FitcheckTestSupport

/// The report page in a real browser (issue 20): headless Chromium loads the page of a demo run, the
/// DOM it builds is read back and held to the JSON report, a filter from the address shows fewer
/// cards, and a screenshot decodes to a picture with content. Skipped, visibly, where Chromium is
/// not installed (`make test` installs it: the Makefile's DEPS).
@Suite(.enabled(if: HeadlessChromium.path != nil, "chromium is not installed (apt-get install chromium)"))
struct ReportPageBrowserTests {
    let run = DemoRun.narrow

    /// `data-…="value"` attributes of the elements that carry `attribute`, in document order.
    static func values(of attribute: String, in dom: String) -> [String] {
        dom.components(separatedBy: " \(attribute)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    /// The opening tags of the elements carrying `attribute`.
    static func tags(with attribute: String, in dom: String) -> [String] {
        dom.components(separatedBy: "<").filter { $0.contains(" \(attribute)=\"") }.map { String($0.prefix { $0 != ">" }) }
    }

    @Test func cardsAndHeatCellsMatchTheJSONReportAndAFilterShowsFewer() throws {
        let report = try run.json()
        let findings = report.findings
        #expect(findings.count > 5)
        let page = run.pictures + "/index.html"
        let browser = try HeadlessChromium()
        defer { browser.close() }

        // Unfiltered: a card per finding of the JSON report, every one shown.
        let dom = try browser.dumpDOM(page)
        let cards = Self.tags(with: "data-finding", in: dom)
        #expect(cards.count == findings.count)
        #expect(cards.allSatisfy { !$0.contains(" hidden") })
        #expect(Self.values(of: "data-shown", in: dom) == ["\(findings.count)"])
        // Each card is a finding: the same key, language and verdict, as many of each as the JSON has.
        let fromPage = cards.map { tag in
            [Self.values(of: "data-key", in: tag), Self.values(of: "data-lang", in: tag), Self.values(of: "data-verdict", in: tag)]
                .map { $0.first ?? "" }.joined(separator: " | ")
        }
        let fromJSON = findings.map { f in
            // A group's card is named as its heading names it: `group NAME (ID)`.
            [f["key"] as? String ?? (f["group"] as? [String: Any]).map { "group \($0["name"] as? String ?? "") (\($0["id"] as? String ?? ""))" } ?? "",
             f["language"] as? String ?? "",
             f["verdict"] as? String ?? ""].map(ReportPage.escape).joined(separator: " | ")
        }
        #expect(fromPage.sorted() == fromJSON.sorted())

        // Heat map: a cell per language × size × width measured, each counting the layout findings
        // of its language that fail there, as the JSON's failingCells say.
        let heat = Self.tags(with: "data-heat-cell", in: dom)
        let summary = report.summary
        let languages = try #require(summary["languages"] as? [String: Any]).keys
        let widths = try #require(summary["widths"] as? [Double]), sizes = try #require(summary["sizes"] as? [String])
        #expect(heat.count == languages.count * widths.count * sizes.count)
        var expected: [String: Int] = [:]
        for finding in findings {
            for cell in finding["failingCells"] as? [[String: Any]] ?? [] {
                let name = "\(finding["language"] as? String ?? "") \(cell["size"] as? String ?? "") \(PointFormat.text(cell["width"] as? Double ?? 0))"
                expected[name, default: 0] += 1
            }
        }
        #expect(!expected.isEmpty)
        for tag in heat {
            let name = try #require(Self.values(of: "data-heat-cell", in: tag).first)
            #expect(Self.values(of: "data-count", in: tag) == ["\(expected[name] ?? 0)"], "\(name)")
        }

        // Filtered by the address: German only, fewer cards shown, exactly the German findings.
        let german = findings.filter { $0["language"] as? String == "de" }.count
        #expect(german > 0 && german < findings.count)
        let filtered = try browser.dumpDOM(page, fragment: "lang=de")
        let shown = Self.tags(with: "data-finding", in: filtered).filter { !$0.contains(" hidden") }
        #expect(shown.count == german)
        #expect(Self.values(of: "data-shown", in: filtered) == ["\(german)"])
        #expect(shown.allSatisfy { Self.values(of: "data-lang", in: $0) == ["de"] })
    }

    @Test func aScreenshotOfThePageHasContent() throws {
        let browser = try HeadlessChromium()
        defer { browser.close() }
        let png = try browser.screenshot(run.pictures + "/index.html", width: 1200, height: 1400)
        let header = try PNGReader.header(png)
        #expect(header.width == 1200 && header.height == 1400)
        let image = try PNGReader.decode(png)
        // Real content: text (dark pixels), the heat map's red cells, and mostly white page.
        var dark = 0, red = 0, white = 0
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in stride(from: 0, to: image.width, by: 2) {
                guard let pixel = image.pixel(x: x, y: y) else { continue }
                if pixel.isDark { dark += 1 }
                if pixel.red > 200 && pixel.green < 160 && pixel.blue < 160 { red += 1 }
                if pixel == .white { white += 1 }
            }
        }
        #expect(dark > 500, "\(dark) dark pixels")
        #expect(red > 200, "\(red) red pixels")
        #expect(white > image.width * image.height / 8)
    }
}
