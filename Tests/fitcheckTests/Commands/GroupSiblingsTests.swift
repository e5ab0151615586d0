import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// A key in a row or choice tells its translator so: `room` (MCP) lists the group and each sibling's
/// text, and the sheets (`budget --format jsonl|md`) carry the group on the key's rows.
@Suite(.serialized) struct GroupSiblingsTests {
    static let dispatcher = Dispatcher(commands: [BudgetCommand.command], defaultCommand: "budget")

    /// The default matrix with a row of two buttons and a choice, over a copy of the demo catalog.
    static func project() throws -> (folder: URL, matrix: String, catalog: String) {
        let folder = try TemporaryFolder.make("siblings")
        let catalog = folder.appendingPathComponent("Demo.xcstrings").path
        try FileManager.default.copyItem(atPath: Repository.demoCatalog, toPath: catalog)
        var matrix = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Repository.demoMatrix)))
            as? [String: Any])
        matrix["catalogs"] = ["Demo.xcstrings"]
        matrix["groups"] = [
            ["kind": "row", "name": "footer", "control": "buttons", "members": ["button.cancel", "button.save"]],
            ["kind": "choice", "alternatives": [["kind": "row", "policy": "stack", "members": ["button.restore", "button.not_now"]],
                                                "button.done"]],
        ]
        let path = folder.appendingPathComponent("fitcheck.json").path
        try JSONSerialization.data(withJSONObject: matrix, options: [.sortedKeys]).write(to: URL(fileURLWithPath: path))
        return (folder, path, catalog)
    }

    @Test func siblingsOfARowAndOfAChoice() throws {
        let (folder, path, _) = try Self.project()
        defer { TemporaryFolder.remove(folder) }
        let matrix = try Matrix.load(path: path)
        let all = GroupSiblings.of(key: "button.save", in: matrix.groups)
        #expect(all.count == 1)
        let save = try #require(all.first)
        #expect(save.kind == .row && save.siblings == ["button.cancel"] && save.policy == .equal)
        #expect(save.summary == "row \"footer\" \(matrix.groups[0].id) with \"button.cancel\"")
        let done = try #require(GroupSiblings.of(key: "button.done", in: matrix.groups).first)
        #expect(done.kind == .choice && done.alternative == 1 && done.siblings == ["button.restore", "button.not_now"] && done.policy == nil)
        let notNow = try #require(GroupSiblings.of(key: "button.not_now", in: matrix.groups).first)
        #expect(notNow.alternative == 0 && notNow.policy == .stack && notNow.siblings == ["button.restore", "button.done"])
        #expect(GroupSiblings.of(key: "button.add", in: matrix.groups).isEmpty)
    }

    @Test func theSheetsCarryTheGroup() throws {
        let (folder, path, _) = try Self.project()
        defer { TemporaryFolder.remove(folder) }
        let jsonl = Self.dispatcher.run(["budget", "--format", "jsonl", "--lang", "de", "--key", "button.", "--matrix", path])
        #expect(jsonl.status == 0, "\(jsonl.standardError)")
        var rows: [String: [String: Any]] = [:]
        for line in jsonl.standardOutput.split(separator: "\n") {
            let row = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            rows[row["key"] as! String] = row
        }
        let groups = try #require(rows["button.cancel"]?["groups"] as? [[String: Any]])
        #expect(groups.count == 1 && groups[0]["kind"] as? String == "row" && groups[0]["siblings"] as? [String] == ["button.save"])
        #expect((rows["button.done"]?["groups"] as? [[String: Any]])?.first?["alternative"] as? Int == 1)
        #expect(rows["button.add"] != nil && rows["button.add"]?["groups"] == nil)   // not in a group: no member
        let md = Self.dispatcher.run(["budget", "--format", "md", "--lang", "de", "--key", "button.", "--matrix", path])
        #expect(md.status == 0)
        #expect(md.standardOutput.contains("| `button.cancel`<br>in row \"footer\" "))
        #expect(md.standardOutput.contains("with \"button.save\" |"))
        #expect(md.standardOutput.contains("| `button.add` |"))
    }

    /// A row the code builds is on the reviewers' sheet as the run measures it: `budget --format md` names
    /// it under each member, as `jsonl` does, though `fitcheck.json` (what `init` writes) holds no group.
    @Test func theMarkdownSheetCarriesARowInferredFromTheCode() throws {
        let folder = try TemporaryFolder.make("siblings-code")
        defer { TemporaryFolder.remove(folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data(#"""
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "Name" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Name" } } } },
              "Value" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Wert" } } } } } }
            """#.utf8).write(to: folder.appendingPathComponent("App/Localizable.xcstrings"))
        try Data("""
            struct Row: View {
                var body: some View {
                    HStack {
                        Text("Name")
                        Text("Value")
                    }
                }
            }
            """.utf8).write(to: folder.appendingPathComponent("App/Row.swift"))
        let dispatcher = Dispatcher(commands: [BudgetCommand.command, InitCommand.command], defaultCommand: "budget")
        #expect(dispatcher.run(["init", folder.path, "--platform", "ios"]).status == 0)
        let path = folder.appendingPathComponent("fitcheck.json").path
        #expect(try Matrix.load(path: path).groups.isEmpty)
        let jsonl = dispatcher.run(["budget", "--format", "jsonl", "--lang", "de", "--matrix", path])
        let row = try #require(jsonl.standardOutput.split(separator: "\n").first { $0.contains(#""key":"Name""#) })
        let group = try #require((try JSONSerialization.jsonObject(with: Data(row.utf8)) as? [String: Any])?["groups"] as? [[String: Any]])
        let id = try #require(group.first?["id"] as? String)
        #expect(group.count == 1 && id.hasPrefix("row-") && group.first?["siblings"] as? [String] == ["Value"])
        let md = dispatcher.run(["budget", "--format", "md", "--lang", "de", "--matrix", path])
        #expect(md.status == 0, "\(md.standardError)")
        #expect(md.standardOutput.contains("| `Name`<br>in row \"HStack\" \(id) with \"Value\""), "\(md.standardOutput)")
        #expect(md.standardOutput.contains("| `Value`<br>in row \"HStack\" \(id) with \"Name\""), "\(md.standardOutput)")
    }

    @Test func roomListsTheSiblingsWithTheirText() throws {
        let (folder, path, catalog) = try Self.project()
        defer { TemporaryFolder.remove(folder) }
        let server = try ServeProcess(["--matrix", path, "--catalog", catalog], in: folder.path)
        defer { server.stop() }
        _ = try server.initialize("2025-11-25")
        let room = try #require(try server.call(2, "fitcheck_room", ["key": "button.save", "language": "de"]).structured)
        let groups = try #require(room["groups"] as? [[String: Any]])
        #expect(groups.count == 1 && groups[0]["kind"] as? String == "row" && groups[0]["name"] as? String == "footer")
        let sibling = try #require((groups[0]["siblings"] as? [[String: Any]])?.first)
        #expect(sibling["key"] as? String == "button.cancel" && sibling["shown"] as? String == "Abbrechen"
                && sibling["source"] as? String == "Cancel" && sibling["status"] as? String == "translated")
        let alone = try #require(try server.call(3, "fitcheck_room", ["key": "button.add", "language": "de"]).structured)
        #expect((alone["groups"] as? [Any])?.isEmpty == true)
    }

    /// `check_translation` on a member measures the candidate again in its row, beside „Abbrechen“.
    @Test func checkTranslationMeasuresTheRow() throws {
        let (folder, path, catalog) = try Self.project()
        defer { TemporaryFolder.remove(folder) }
        let server = try ServeProcess(["--matrix", path, "--catalog", catalog], in: folder.path)
        defer { server.stop() }
        _ = try server.initialize("2025-11-25")
        let call = try server.call(2, "fitcheck_check_translation",
                                   ["key": "button.save", "language": "de", "text": "Alle Änderungen jetzt sichern", "picture": true])
        let result = try #require(call.structured)
        let group = try #require(result["group"] as? [String: Any])
        #expect(group["kind"] as? String == "row" && group["name"] as? String == "footer")
        let members = try #require(group["members"] as? [[String: Any]])
        #expect(members.map { $0["text"] as? String } == ["Abbrechen", "Alle Änderungen jetzt sichern"])
        #expect(members.allSatisfy { $0["given"] is Double && $0["needs"] is Double })
        #expect(result["fits"] as? Bool == false && group["fits"] as? Bool == false)
        // Its picture is the row: two shares, each a slot of its own, apart.
        #expect(try Self.slotsSideBySide(call) == 2)
        let aloneCall = try server.call(3, "fitcheck_check_translation", ["key": "button.add", "language": "de", "text": "Neu", "picture": true])
        let alone = try #require(aloneCall.structured)
        #expect(alone["group"] is NSNull)
        #expect(try Self.slotsSideBySide(aloneCall) == 1)
    }

    /// How many slots a `check_translation` picture draws side by side: the runs of columns that hold
    /// the slot's fill, read from the PNG.
    static func slotsSideBySide(_ response: [String: Any]) throws -> Int {
        let content = try #require(response.result?["content"] as? [[String: Any]])
        let image = try #require(content.first { $0["type"] as? String == "image" })
        let canvas = try PNGReader.decode([UInt8](try #require(Data(base64Encoded: image["data"] as? String ?? ""))))
        var runs = 0, inRun = false
        for x in 0..<canvas.width {
            let filled = (0..<canvas.height).contains { canvas.pixel(x: x, y: $0) == .slotFill }
            if filled && !inRun { runs += 1 }
            inRun = filled
        }
        return runs
    }
}
