import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// Rows and choices read from a project's code: listed by `fitcheck slots`, written by `fitcheck init`
/// into the matrix's `groups`, measured by `fitcheck`.
@Suite struct SlotsGroupsCommandTests {
    static let dispatcher = SlotsCommandTests.dispatcher

    static let catalog = """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "Back" : { }, "Cancel Selected Subscriptions" : { "localizations" : { "de" : { "stringUnit" : {
            "state" : "translated", "value" : "Ausgewählte Abonnements kündigen" } } } },
          "Day" : { }, "Week" : { }, "Title" : { }
        } }
        """

    static let source = """
        struct ManageView: View {
            var body: some View {
                VStack {
                    Text("Title")
                    Picker("Range", selection: $range) {
                        Text("Day").tag(0)
                        Text("Week").tag(1)
                    }
                    .pickerStyle(.segmented)
                    HStack {
                        Button("Back") { }
                            .frame(maxWidth: .infinity)
                        Button("Cancel Selected Subscriptions") { }
                            .frame(maxWidth: .infinity)
                            .lineLimit(1)
                    }
                    Text("Week")
                }
            }
        }
        """

    /// A project folder with the catalog and the view above.
    static func project() throws -> URL {
        let folder = try TemporaryFolder.make("groups")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data(catalog.utf8).write(to: folder.appendingPathComponent("App/Localizable.xcstrings"))
        try Data(source.utf8).write(to: folder.appendingPathComponent("App/ManageView.swift"))
        return folder
    }

    @Test func slotsListsTheRowsWithTheirEvidence() throws {
        let folder = try Self.project()
        defer { TemporaryFolder.remove(folder) }
        let outcome = Self.dispatcher.run(["slots", folder.path, "--json"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let groups = try #require(json["groups"] as? [[String: Any]])
        #expect(groups.map { $0["construct"] as? String } == ["segmentedPicker", "hStack"])
        let buttons = groups[1]
        #expect(buttons["kind"] as? String == "row" && buttons["policy"] as? String == "equal")
        #expect(buttons["evidence"] as? [String] == ["App/ManageView.swift:10:13", "App/ManageView.swift:11:24", "App/ManageView.swift:13:24"])
        let members = try #require(buttons["members"] as? [[String: Any]])
        #expect(members.map { $0["key"] as? String } == ["Back", "Cancel Selected Subscriptions"])
        #expect(members[1]["lines"] as? Int == 1)
        // "Week" is also shown alone: it keeps its own slot there.
        let segments = try #require(groups[0]["members"] as? [[String: Any]])
        #expect(segments.map { $0["alsoAlone"] as? Bool } == [nil, true])
        let keys = try #require(json["keys"] as? [[String: Any]]).compactMap { $0["key"] as? String }
        #expect(keys == ["Title", "Week"])
        #expect(json["notFound"] as? [String] == [])
        let text = Self.dispatcher.run(["slots", folder.path]).standardOutput
        #expect(text.contains("rows and choices, measured together (2)\n"))
        #expect(text.contains("2 rows and choices of 4 keys measured together"))
    }

    @Test func theRunMeasuresTheRowsTheCodeMakes() throws {
        let folder = try Self.project()
        defer { TemporaryFolder.remove(folder) }
        let outcome = Self.dispatcher.run(["init", folder.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("2 rows and choices of 4 keys measured together; read again by every run, not written here"),
                "\(outcome.standardOutput)")
        // init writes no group: the run takes them from the code, as `slots --export` writes them.
        let path = folder.appendingPathComponent("fitcheck.json").path
        #expect(!(try String(contentsOfFile: path, encoding: .utf8)).contains("\"groups\""))
        let export = folder.appendingPathComponent("slots.json")
        #expect(Self.dispatcher.run(["slots", folder.path, "--export", export.path]).status == 0)
        let data = try Data(contentsOf: export)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let groups = try #require(json["groups"] as? [[String: Any]])
        #expect(groups.count == 2)
                #expect(groups[0]["control"] as? String == "segmented" && groups[0]["evidence"] as? [String] == [
            "App/ManageView.swift:5:13", "App/ManageView.swift:6:22", "App/ManageView.swift:7:22", "App/ManageView.swift:9:14"])
        let segments = try #require(groups[0]["members"] as? [Any])
        #expect(segments.first as? String == "Day" && (segments.last as? [String: Any])?["alsoAlone"] as? Bool == true)
        #expect(groups[1]["policy"] as? String == "equal" && groups[1]["control"] == nil)
        // No rule measures a member alone in its group's place; "Week" keeps the rule of its text alone.
        let matches = try #require(json["rules"] as? [[String: Any]]).compactMap { $0["match"] as? String }
        #expect(!matches.contains("=Day") && !matches.contains("=Back") && matches.contains("=Week"))
        // The run's matrix holds them with the ids `fitcheck slots` gives, and `fitcheck` measures them.
        let file = try Matrix.load(path: path)
        let code = try #require(try CodeSlots.load(matrix: file, catalogs: file.catalogPaths.flatMap(CatalogReader.read(path:))))
        let matrix = code.applied(to: file)
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(Self.dispatcher.run(["slots", folder.path, "--json"])
            .standardOutput.utf8)) as? [String: Any])
        #expect(matrix.groups.map(\.id) == (listed["groups"] as? [[String: Any]])?.compactMap { $0["id"] as? String })
        #expect(matrix.groups.map(\.evidence.count) == [4, 3])
        let check = Self.dispatcher.run(["check", "--matrix", folder.appendingPathComponent("fitcheck.json").path, "--no-images"])
        #expect(check.status == 0 || check.status == 1, "\(check.standardError)")
    }
}
