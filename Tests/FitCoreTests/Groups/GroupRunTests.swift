import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// The demo's groups measured in a run: the article's cases, each failing as a group where its
/// members alone would fit, and what the reports say about them.
@Suite("Groups in a run")
struct GroupRunTests {
    static let languages = ["en", "de", "ru"]

    /// The demo catalog with four groups of its keys: two buttons 50/50, the three segments, a tab bar
    /// of six (the four tabs and two more), and a choice of two long texts in half the width.
    static let groups = """
        [{ "name": "actions", "kind": "row", "control": "buttons", "members": ["button.cancel", "button.restore"] },
         { "name": "billing cycle", "kind": "row", "control": "segmented",
           "members": ["tight.segment.weekly", "tight.segment.monthly", "tight.segment.yearly"] },
         { "name": "tab bar", "kind": "row", "control": "tabBar",
           "members": ["tight.tab.overview", "tight.tab.calendar", "tight.tab.insights", "tight.tab.settings",
                       "tight.sort.date", "tight.sort.name"] },
         { "name": "reminders", "kind": "choice", "width": "50% - 24", "style": "headline", "lines": 1,
           "alternatives": ["button.turn_on_reminders", "button.restore"] }]
        """

    static func matrix(groups: String = groups) throws -> Matrix {
        try MatrixTestSupport.load("""
            { "catalogs": ["\(Repository.demoCatalog)"], "widths": [300, 375], "sizes": ["S", "L", "xxxL", "AX1"],
              "languages": ["en", "de", "ru"], "defaultSlot": { "width": "100% - 32" }, "groups": \(groups) }
            """)
    }

    static func run(_ matrix: Matrix, _ selection: RunSelection) throws -> RunOutcome {
        try MatrixRun(matrix: matrix, selection: selection, fonts: try FontLibrary.bundled(), toolVersion: "test").run()
    }

    static func demo(keys: [String] = [], shard: RunReport.Shard? = nil) throws -> RunOutcome {
        try run(try matrix(), RunSelection(keys: keys.map { KeyPattern($0)! }, shard: shard))
    }

    static func groupFindings(_ report: RunReport, _ name: String) -> [Finding] {
        report.findings.filter { $0.group?.name == name }
    }

    /// German „Käufe wiederherstellen“ beside „Abbrechen“ fails as a 50/50 row of bordered buttons;
    /// alone, in the full width, it fits (the same matrix without its groups).
    @Test func aRowFailsWhereItsMembersAloneFit() throws {
        let report = try Self.demo().report
        let row = try #require(Self.groupFindings(report, "actions").first { $0.language == "de" })
        #expect(row.verdict == .overflow)
        #expect(row.worst?.key == "button.restore")
        #expect(row.group?.members.map(\.key) == ["button.cancel", "button.restore"])
        // 300 pt: (268 − 8) ÷ 2 − 2 × 12 = 106 pt for each title.
        #expect(row.group?.members.map(\.given) == [106, 106])
        #expect(row.group?.members[1].needs ?? 0 > 106)

        let alone = try Self.run(try Self.matrix(groups: "[]"), RunSelection(keys: [KeyPattern("button.restore")!])).report
        #expect(alone.findings.isEmpty)
        #expect(alone.summary.cells > 0)
    }

    /// A member with `minimumScaleFactor` shrinks in its share before it is cut, as a key alone does:
    /// „Käufe wiederherstellen“ in 106 pt is drawn smaller (`shrinks`, a warning with its scale)
    /// where it would overflow at full size.
    @Test func aMemberThatMayShrinkShrinksInItsShare() throws {
        let groups = #"[{ "name": "actions", "kind": "row", "control": "buttons", "members": ["button.cancel", { "key": "button.restore", "minimumScaleFactor": 0.5 }] }]"#
        let report = try Self.run(try Self.matrix(groups: groups), RunSelection(keys: [KeyPattern("button.restore")!])).report
        let german = Self.groupFindings(report, "actions").filter { $0.language == "de" }
        let shrinks = try #require(german.first { $0.verdict == .shrinks })
        #expect(shrinks.worst?.key == "button.restore")
        #expect(shrinks.level == .warning)
        let scale = try #require(shrinks.worst?.scale)
        #expect(scale >= 0.5 && scale < 0.75)
        #expect(shrinks.worst?.lines == 1)
    }

    /// A group finding's picture is named as a key's is, after its catalog file first, so the same
    /// member key of two catalogs never shares a file.
    @Test func aGroupsPictureIsNamedAfterItsCatalog() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let fonts = try FontLibrary.bundled()
        let images = try FailureImageWriter(directory: folder.path, library: fonts)
        let outcome = try MatrixRun(matrix: try Self.matrix(), selection: RunSelection(keys: [KeyPattern("button.restore")!]),
                                    fonts: fonts, toolVersion: "test").run(images: images)
        #expect(outcome.report.findings.contains { $0.group?.name == "actions" })
        let pictures = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("de").path)
        #expect(!pictures.isEmpty)
        #expect(pictures.allSatisfy { $0.hasPrefix("Demo_") }, "\(pictures)")
    }

    /// A choice none of whose alternatives fits on one line shows the last, and says so.
    @Test func aChoiceOfTwoLongTextsShowsTheLast() throws {
        let report = try Self.demo(keys: ["button.turn_on_reminders"]).report
        let choice = try #require(Self.groupFindings(report, "reminders").first)
        #expect(choice.group?.chosen == 1)
        #expect(choice.group?.idealFits == false)
        #expect(choice.worst?.key == "button.restore")
    }

    /// A choice's finding names every alternative with what it needs on one line, not only the one
    /// shown: in JSON (`group.alternatives`), in the text card and SARIF's message alike.
    @Test func aChoiceFindingListsEveryAlternativeWithItsNeeds() throws {
        let report = try Self.demo(keys: ["button.turn_on_reminders"]).report
        let choice = try #require(Self.groupFindings(report, "reminders").first { $0.language == "de" })
        let alternatives = try #require(choice.group?.alternatives)
        #expect(alternatives.map(\.texts) == [["Erinnerungen aktivieren"], ["Käufe wiederherstellen"]])
        // Neither fits on one line in the width offered (so the last is shown).
        #expect(alternatives.allSatisfy { $0.needs > $0.given && $0.given == alternatives[0].given })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter().render(report).utf8)) as? [String: Any])
        let group = ((object["findings"] as? [[String: Any]]) ?? []).first { ($0["group"] as? [String: Any])?["name"] as? String == "reminders"
            && $0["language"] as? String == "de" }?["group"] as? [String: Any]
        let written = try #require(group?["alternatives"] as? [[String: Any]])
        #expect(written.map { $0["needs"] as? Double } == alternatives.map(\.needs))
        let line = "1 \"Erinnerungen aktivieren\" needs \(PointFormat.text(alternatives[0].needs)) pt · 2 \"Käufe wiederherstellen\" needs "
            + "\(PointFormat.text(alternatives[1].needs)) pt"
        #expect(TextReporter().render(report).contains(line))
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter().render(report).utf8)) as? [String: Any])
        let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(results.contains { (($0["message"] as? [String: Any])?["text"] as? String)?.contains(line) == true })
        #expect(try RunReport.decode(Data(JSONReporter().render(report).utf8), source: "report.json").findings == report.findings)
    }

    /// Three segments in 300 pt: 268 ÷ 3 − 16 = 73.33 pt each; German „Wöchentlich“ needs more.
    @Test func oneGermanSegmentOverflows() throws {
        let report = try Self.demo(keys: ["tight.segment."]).report
        let segments = Self.groupFindings(report, "billing cycle")
        #expect(segments.map(\.language) == ["de"])
        #expect(segments.first?.worst?.key == "tight.segment.weekly")
        let given = try #require(segments.first?.group?.members.first?.given)
        #expect(abs(given - 73.33) < 0.01)
    }

    /// A tab bar of six shows four and "More" in fifths of 300 pt: 60 pt each, where German
    /// „Einstellungen“ (65.7 pt at 10 pt) does not fit; with four tabs alone it would (75 pt).
    @Test func aTabBarOfSixShowsFourAndMore() throws {
        let report = try Self.demo(keys: ["tight.tab."]).report
        let tabs = try #require(Self.groupFindings(report, "tab bar").first)
        #expect(tabs.language == "de")
        #expect(tabs.group?.members.map(\.key) == ["tight.tab.overview", "tight.tab.calendar", "tight.tab.insights", "tight.tab.settings"])
        #expect(tabs.group?.members.allSatisfy { $0.given == 60 } == true)
        #expect(tabs.worst?.key == "tight.tab.settings")
    }

    /// `--key` selects the groups with a matching member, whole; the summary counts groups.
    @Test func aKeySelectsTheGroupsItIsAMemberOf() throws {
        let report = try Self.demo(keys: ["button.cancel"]).report
        #expect(report.summary.groups == GroupSummary(measured: 1, failing: 1))
        #expect(report.findings.contains { $0.group?.name == "actions" })
        #expect(!report.findings.contains { $0.group?.name == "reminders" })
        let all = try Self.demo().report
        #expect(all.summary.groups == GroupSummary(measured: 4, failing: 4))
    }

    /// A group is never split between shards: the merged report is the whole run's, byte for byte.
    @Test func shardsMergeIntoTheWholeRun() throws {
        let whole = try Self.demo()
        var merger = ReportMerger()
        for index in 1...3 {
            let part = try Self.demo(shard: RunReport.Shard(index: index, count: 3)).report
            try merger.add(try RunReport.decode(Data(JSONReporter().render(part).utf8), source: "part\(index).json"),
                           source: "part\(index).json")
        }
        let merged = try merger.finish()
        #expect(JSONReporter().render(merged) == JSONReporter().render(whole.report))
    }

    /// JSON writes the group object; SARIF gives a group finding a location per member.
    @Test func reportsSayWhatEachMemberNeedsAndWhere() throws {
        let report = try Self.demo(keys: ["button.cancel"]).report
        let json = JSONReporter().render(report)
        #expect(json.contains("\"group\" : {"))
        #expect(json.contains("\"given\" : 106"))
        let decoded = try RunReport.decode(Data(json.utf8), source: "report.json")
        #expect(decoded.findings == report.findings)
        let sarif = SARIFReporter().render(report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = ((object["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let locations = results.compactMap { $0["locations"] as? [[String: Any]] }.map(\.count)
        #expect(locations.contains(2))
        let text = TextReporter().render(report)
        #expect(text.contains("group actions (row-"))
        #expect(text.contains("groups:      1 measured · 1 failing"))
    }
}
