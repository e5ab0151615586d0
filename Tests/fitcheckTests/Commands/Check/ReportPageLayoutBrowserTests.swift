import Foundation
import Testing
import FitCore
@testable import fitcheck
import FitcheckTestSupport

/// The report page laid out in a real browser (issue 42): findings come first on a wide screen; on a
/// phone-wide one nothing runs past the viewport, a card's picture stacks above its text and no card
/// text is cut; the language filter narrows the tables and heat map too. Skipped, visibly, where
/// Chromium is not installed (`make test` installs it).
@Suite(.enabled(if: HeadlessChromium.path != nil, "chromium is not installed (apt-get install chromium)"))
struct ReportPageLayoutBrowserTests {
    let run = DemoRun.narrow
    var page: String { run.pictures + "/index.html" }

    /// Numbers a probe printed, space-separated.
    static func numbers(_ text: String) -> [Double] { text.split(separator: " ").compactMap { Double($0) } }

    /// At 1400 px the first card starts within the first 900 px, above the tables and the heat map.
    @Test func findingsComeFirstOnAWideScreen() throws {
        let browser = try HeadlessChromium()
        defer { browser.close() }
        let tops = Self.numbers(try browser.evaluate(
            "['[data-finding]', '#tables', '#heat'].map(function (s) { return Math.round(d.querySelector(s).getBoundingClientRect().top + w.scrollY); }).join(' ')",
            in: page, width: 1400, height: 900))
        #expect(tops.count == 3, "\(tops)")
        let (card, tables, heat) = (tops[0], tops[1], tops[2])
        #expect(card > 0 && card < 900, "first card at \(card) px")
        #expect(card < tables && tables < heat, "\(tops)")
    }

    /// The run says where it wrote the page (its JSON report went to standard output, so on a line of
    /// its own).
    @Test func theRunNamesThePage() {
        #expect(run.outcome.standardError.contains("fitcheck: report page: \(page)\n"), "\(run.outcome.standardError)")
    }

    /// At 420 px the document is no wider than the viewport, every card has its picture above its
    /// text, and no element of a card runs past the viewport's edge or hides text it cannot show.
    @Test func nothingIsWiderThanAPhoneAndNoCardTextIsCut() throws {
        let browser = try HeadlessChromium()
        defer { browser.close() }
        let probe = try browser.evaluate("""
            (function () {
              var cut = [], stacked = 0, cards = d.querySelectorAll('[data-finding]');
              cards.forEach(function (card) {
                var img = card.querySelector('img'), facts = card.querySelector('.facts');
                if (img && facts && img.getBoundingClientRect().bottom <= facts.getBoundingClientRect().top + 1) stacked++;
                card.querySelectorAll('*').forEach(function (e) {
                  var r = e.getBoundingClientRect();
                  if (r.width > 0 && (r.right > w.innerWidth + 0.5 || r.left < -0.5)) cut.push(e.tagName + ' past the edge');
                  if (e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1) cut.push(e.tagName + ' cut');
                });
              });
              return w.innerWidth + ' ' + d.documentElement.scrollWidth + ' ' + cards.length + ' '
                + stacked + ' ' + cut.length + ' ' + cut.slice(0, 5).join(', ');
            })()
            """, in: page, width: 420, height: 900)
        let parts = probe.split(separator: " ", maxSplits: 5).map(String.init)
        #expect(parts.count >= 5, "\(probe)")
        guard parts.count >= 5 else { return }
        let (viewport, documentWidth, cards, stacked, cut) = (Double(parts[0]), Double(parts[1]), Int(parts[2]), Int(parts[3]), Int(parts[4]))
        #expect(viewport == 420)
        #expect((documentWidth ?? 9999) <= 420, "scrollWidth \(parts[1])")
        #expect((cards ?? 0) == (try run.json()).findings.count)
        #expect(stacked == cards, "\(probe)")
        #expect(cut == 0, "\(probe)")
    }

    /// `#lang=de` leaves only German rows in the tables and the heat map; the twin, no filter, shows
    /// every language's.
    @Test func theLanguageFilterNarrowsTheTablesAndHeatMap() throws {
        let browser = try HeadlessChromium()
        defer { browser.close() }
        let shownLanguages = "Array.prototype.map.call(d.querySelectorAll('[data-row-lang]'), function (e) { return e.hidden ? '' : e.getAttribute('data-row-lang'); }).filter(String).join(' ')"
        let german = try browser.evaluate(shownLanguages, in: page, fragment: "lang=de", width: 1400, height: 900)
            .split(separator: " ").map(String.init)
        #expect(!german.isEmpty && german.allSatisfy { $0 == "de" }, "\(german)")
        #expect(german.count == 2)   // its row of the language table, its block of the heat map
        let all = Set(try browser.evaluate(shownLanguages, in: page, width: 1400, height: 900).split(separator: " ").map(String.init))
        #expect(all.count > 3, "\(all)")
    }
}
