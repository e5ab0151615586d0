import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// The demo's own matrix (`Matrix/default.json`, what `make run` measures) and its four groups, the
/// article's cases (Matrix/demo/README.md, "What fails on purpose"): each fails as a group in the
/// languages the demo's README names, at 300 pt; alone, its members fit; and the paywall's
/// `ViewThatFits` fallback is what saves German, though not Russian.
@Suite("The demo's rows and choices")
struct DemoGroupsTests {
    /// The member keys of the demo's four groups.
    static let keys = ["manage.", "paywall.cta.", "tight.segment.", "tight.tab."]
    static let languages = ["en", "de", "it", "ru", "uk"]

    static func run(_ matrix: Matrix) throws -> RunReport {
        let selection = RunSelection(widths: [300], languages: languages, keys: keys.map { KeyPattern($0)! })
        return try MatrixRun(matrix: matrix, selection: selection, fonts: try FontLibrary.bundled(), toolVersion: "test").run().report
    }

    /// The demo matrix with its `groups` replaced (nil: as it is), without its rules when `rules` is
    /// false (every key in the full width less the margins), its catalog an absolute path.
    static func demoMatrix(groups: [[String: Any]]? = nil, rules: Bool = true) throws -> Matrix {
        guard groups != nil || !rules else { return try Matrix.load(path: Repository.demoMatrix) }
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Repository.demoMatrix))) as? [String: Any])
        if let groups { object["groups"] = groups }
        if !rules { object["rules"] = [Any]() }
        object["catalogs"] = [Repository.demoCatalog]
        let text = String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
        return try MatrixTestSupport.load(text)
    }

    /// Group name → the languages it fails in.
    static func failing(_ report: RunReport) -> [String: Set<String>] {
        report.findings.reduce(into: [:]) { result, finding in
            guard let name = finding.group?.name else { return }
            result[name, default: []].insert(finding.language)
        }
    }

    @Test func eachGroupFailsInTheLanguagesTheDemoSays() throws {
        let report = try Self.run(try Self.demoMatrix())
        #expect(Self.failing(report) == [
            "manage bar": ["de", "ru", "uk"],
            "paywall button": ["ru", "uk"],        // not de: „Gratis testen“ is shown and fits
            "billing cycle": ["de", "it"],
            "tab bar": ["de", "it", "uk"],
        ])
        #expect(report.summary.groups == GroupSummary(measured: 4, failing: 4))
        // The article's bug: „Ausgewählte Abonnements kündigen“ in half the row, (268 − 8) ÷ 2 − 2 × 12 pt.
        let manage = try #require(report.findings.first { $0.group?.name == "manage bar" && $0.language == "de" })
        #expect(manage.worst?.key == "manage.cancel_selected")
        #expect(manage.group?.members.map(\.given) == [106, 106])
        // Five tabs, no "More": each a fifth of 300 pt.
        let tabs = try #require(report.findings.first { $0.group?.name == "tab bar" && $0.language == "de" })
        #expect(tabs.group?.members.count == 5 && tabs.group?.members.allSatisfy { $0.given == 60 } == true)
        #expect(tabs.worst?.key == "tight.tab.settings")
        // Three segments: one German segment overflows, its siblings fit in theirs.
        let segments = try #require(report.findings.first { $0.group?.name == "billing cycle" && $0.language == "de" })
        #expect(segments.group?.members.filter { ($0.needs ?? 0) > $0.given }.map(\.key) == ["tight.segment.weekly"])
        // Russian: no alternative fits on one line; the last is shown, cut.
        let paywall = try #require(report.findings.first { $0.group?.name == "paywall button" && $0.language == "ru" })
        #expect(paywall.group?.chosen == 1 && paywall.group?.idealFits == false)
        #expect(paywall.group?.members.map(\.key) == ["paywall.cta.short"])
    }

    /// The twin: without the groups, each member alone fits the full width (less the margins) in
    /// these languages at 300 pt. (In the chips' rule, half the width, Ukrainian „Налаштування“ is
    /// 0.06 pt too wide at xxxL: not the tab bar's case.)
    @Test func aloneEveryMemberFitsTheFullWidth() throws {
        let report = try Self.run(try Self.demoMatrix(groups: [], rules: false))
        #expect(report.findings.filter { $0.verdict != .untranslated }.isEmpty, "\(report.findings.map(\.key))")
        #expect(report.summary.cells > 0 && report.summary.groups == nil)
    }

    /// The fallback saves German: a choice of the full text alone fails in German where the demo's
    /// choice of two does not.
    @Test func theFallbackIsWhatSavesGerman() throws {
        let fullOnly: [String: Any] = ["name": "paywall button", "kind": "choice", "style": "headline", "lines": 1,
                                       "alternatives": ["paywall.cta.full"]]
        let report = try Self.run(try Self.demoMatrix(groups: [fullOnly]))
        #expect(Self.failing(report)["paywall button"]?.contains("de") == true)
    }

    /// A group finding's JSON carries the object issue 29 spells out — `kind`, `id`, `policy`,
    /// `members` (`key`, `variant`, `text`, `needs`, `given`), `chosen`, `idealFits` — and
    /// `summary.groups` has `measured` and `failing`.
    @Test func theGroupObjectHasTheFieldsTheIssueNames() throws {
        let report = try Self.run(try Self.demoMatrix())
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter().render(report).utf8)) as? [String: Any])
        let summary = try #require((json["summary"] as? [String: Any])?["groups"] as? [String: Any])
        #expect(summary["measured"] as? Int == 4 && summary["failing"] as? Int == 4)
        let groups = try #require(json["findings"] as? [[String: Any]]).compactMap { $0["group"] as? [String: Any] }
        #expect(groups.count == report.findings.filter { $0.group != nil }.count && !groups.isEmpty)
        for group in groups {
            let kind = try #require(group["kind"] as? String)
            #expect(["row", "choice"].contains(kind))
            #expect((group["id"] as? String)?.hasPrefix(kind + "-") == true)
            #expect(group["policy"] as? String != nil)
            let members = try #require(group["members"] as? [[String: Any]])
            #expect(!members.isEmpty)
            for member in members {
                #expect(member["key"] as? String != nil && member["variant"] as? String != nil && member["text"] as? String != nil, "\(member)")
                #expect(member["needs"] as? Double != nil && member["given"] as? Double != nil, "\(member)")
            }
            // `chosen` and `idealFits` say which alternative a choice showed; a row has none.
            if kind == "choice" {
                #expect(group["chosen"] as? Int != nil && group["idealFits"] as? Bool != nil, "\(group)")
            } else {
                #expect(group["chosen"] == nil && group["idealFits"] == nil, "\(group)")
            }
        }
        #expect(Set(groups.compactMap { $0["kind"] as? String }) == ["row", "choice"])
    }
}
