import Foundation
import Testing
import FitCore
import FitcheckTestSupport

/// Each tool of `fitcheck serve` on the demo catalog and matrix, and the warm state: a catalog
/// edited on disk between calls, one caught in the middle of a save, writing with `--allow-write`.
@Suite(.serialized) struct ServeToolsTests {
    @Test func roomCheckTranslationMeasureAndKeysAnswer() throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try fixture.start()
        defer { server.stop() }
        _ = try server.initialize("2025-11-25")

        let room = try #require(try server.call(2, "fitcheck_room", ["key": "button.add", "language": "de"]).structured)
        let row = try #require((room["rows"] as? [[String: Any]])?.first)
        let roomFigures = try #require(row["room"] as? [String: Any])
        #expect(row["shown"] as? String == "Abo hinzufügen" && row["source"] as? String == "Add Subscription")
        #expect((roomFigures["points"] as? Double ?? 0) > 0 && (roomFigures["characters"] as? Int ?? 0) > 0)
        #expect((row["sourceNeeds"] as? Double ?? 0) > 0)
        #expect((row["stored"] as? [[String: Any]])?.first?["value"] as? String == "Abo hinzufügen")
        #expect(room["fontsChanged"] as? Bool == false)

        let fits = try #require(try server.call(3, "fitcheck_check_translation", ["key": "button.add", "language": "de", "text": "Hinzufügen"]).structured)
        #expect(fits["fits"] as? Bool == true && (fits["failingCells"] as? [Any])?.isEmpty == true)
        #expect(fits["cellsMeasured"] as? Int == 40)
        // Twin: a long candidate fails, each failing cell with its verdict and amount, and its picture.
        let long = "Ein neues Abonnement mit allen Zahlungen und Erinnerungen hinzufügen"
        let failing = try server.call(4, "fitcheck_check_translation", ["key": "button.add", "language": "de", "text": long, "picture": true])
        let failed = try #require(failing.structured)
        #expect(failed["fits"] as? Bool == false)
        let cells = try #require(failed["failingCells"] as? [[String: Any]])
        #expect(!cells.isEmpty && cells.allSatisfy { $0["verdict"] as? String == "overflow" && ($0["over"] as? Double ?? 0) > 0 })
        let image = try #require((failing.result?["content"] as? [[String: Any]])?.first { $0["type"] as? String == "image" })
        #expect(image["mimeType"] as? String == "image/png")
        let png = try #require(Data(base64Encoded: image["data"] as? String ?? ""))
        let canvas = try PNGReader.decode([UInt8](png))
        #expect(canvas.width > 100 && canvas.height > 20)
        #expect(Set(canvas.pixels).count > 2)   // drawn, not blank
        // Specifiers compared with the source's.
        let mismatch = try #require(try server.call(5, "fitcheck_check_translation", ["key": "alert.delete.title", "language": "fr", "text": "Supprimer %d ?"]).structured)
        #expect(mismatch["verdict"] as? String == "formatMismatch" && mismatch["fits"] as? Bool == false)
        #expect((mismatch["specifiers"] as? [String: Any])?["source"] as? [String] == ["%@"])
        // A control character no label shows: the judge's verdict, in every cell, whatever the width.
        let bell = try #require(try server.call(13, "fitcheck_check_translation", ["key": "button.add", "language": "de", "text": "Abo\u{7}"]).structured)
        #expect(bell["verdict"] as? String == "controlCharacter" && bell["fits"] as? Bool == false)
        #expect((bell["failingCells"] as? [Any])?.count == bell["cellsMeasured"] as? Int)
        // A candidate over 64 KB is refused.
        let huge = try server.call(6, "fitcheck_check_translation", ["key": "button.add", "language": "de", "text": String(repeating: "x", count: 65 * 1024)])
        #expect(huge.result?["isError"] as? Bool == true)

        let measured = try #require(try server.call(7, "fitcheck_measure", ["text": "Abonnement verwalten", "language": "de", "width": 60, "lines": 1]).structured)
        #expect(measured["verdict"] as? String == "overflow" && measured["fits"] as? Bool == false)
        let wide = try #require(try server.call(8, "fitcheck_measure", ["text": "Abonnement verwalten", "language": "de", "width": 300]).structured)
        #expect(wide["fits"] as? Bool == true && wide["lines"] as? Int == 1)

        // keys: pages through the cursor, never the same key twice.
        let first = try #require(try server.call(9, "fitcheck_keys", ["language": "de", "limit": 50]).structured)
        let cursor = try #require(first["nextCursor"] as? String)
        let second = try #require(try server.call(10, "fitcheck_keys", ["language": "de", "limit": 50, "cursor": cursor]).structured)
        let pageOne = (first["keys"] as? [[String: Any]] ?? []).map { "\($0["key"]!) \($0["variant"]!)" }
        let pageTwo = (second["keys"] as? [[String: Any]] ?? []).map { "\($0["key"]!) \($0["variant"]!)" }
        #expect(pageOne.count == 50 && !pageTwo.isEmpty && Set(pageOne).isDisjoint(with: pageTwo))
        let failingKeys = try #require(try server.call(11, "fitcheck_keys", ["language": "de", "status": "failing"]).structured)
        let failingRows = failingKeys["keys"] as? [[String: Any]] ?? []
        #expect(!failingRows.isEmpty && failingRows.allSatisfy { $0["fits"] as? Bool == false })
        // Without --allow-write there is no apply tool.
        let apply = try server.call(12, "fitcheck_apply_translations", ["fixes": [] as [Any]])
        #expect(apply.errorCode == -32602)
        #expect(((apply["error"] as? [String: Any])?["message"] as? String)?.contains("--allow-write") == true)
    }

    @Test func aCatalogEditedOnDiskIsReadAgainAndOneCaughtMidSaveKeepsTheLastGoodCopy() throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try fixture.start()
        defer { server.stop() }
        _ = try server.initialize("2025-11-25")
        func shown(_ id: Int) throws -> (String?, [String]) {
            let room = try #require(try server.call(id, "fitcheck_room", ["key": "button.add", "language": "de"]).structured)
            return ((room["rows"] as? [[String: Any]])?.first?["shown"] as? String, room["warnings"] as? [String] ?? [])
        }
        #expect(try shown(2).0 == "Abo hinzufügen")
        let original = try String(contentsOfFile: fixture.demo, encoding: .utf8)
        let edited = original.replacingOccurrences(of: "\"Abo hinzufügen\"", with: "\"Neues Abo hinzufügen\"")
        try edited.write(toFile: fixture.demo, atomically: false, encoding: .utf8)
        #expect(try shown(3) == ("Neues Abo hinzufügen", []))
        // Half a file: the last good copy answers, and says why.
        try String(edited.prefix(edited.count / 2)).write(toFile: fixture.demo, atomically: false, encoding: .utf8)
        let (text, warnings) = try shown(4)
        #expect(text == "Neues Abo hinzufügen")
        #expect(warnings.count == 1 && warnings.first?.contains("cannot be read") == true && warnings.first?.contains("Demo.xcstrings") == true)
        try original.write(toFile: fixture.demo, atomically: false, encoding: .utf8)
        #expect(try shown(5) == ("Abo hinzufügen", []))
    }

    @Test func fontsChangedOnDiskAreSaidInRoomAndNeedARestart() throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let fonts = fixture.folder.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        let font = fonts.appendingPathComponent("Extra.ttf").path
        try FileManager.default.copyItem(atPath: Repository.path("Fonts/NotoSansHebrew-Regular.ttf"), toPath: font)
        let server = try fixture.start(["--fonts", fonts.path])
        defer { server.stop() }
        _ = try server.initialize("2025-11-25")
        let before = try #require(try server.call(2, "fitcheck_room", ["key": "button.add", "language": "de"]).structured)
        #expect(before["fontsChanged"] as? Bool == false && (before["warnings"] as? [String])?.isEmpty == true)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: font)
        let after = try #require(try server.call(3, "fitcheck_room", ["key": "button.add", "language": "de"]).structured)
        #expect(after["fontsChanged"] as? Bool == true)
        #expect((after["warnings"] as? [String])?.contains { $0.contains("restart") } == true)
    }

    @Test func applyTranslationsWritesWithAllowWriteAndTheNextCallSeesIt() throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try fixture.start(["--allow-write"])
        defer { server.stop() }
        _ = try server.initialize("2025-11-25")
        let tools = try #require(try server.request(2, "tools/list").result?["tools"] as? [[String: Any]])
        // Each tool once, under its prefixed name (the former names are answered, never listed); the one
        // that overwrites translations says so, the others only read.
        #expect(tools.compactMap { $0["name"] as? String }
                == ["fitcheck_room", "fitcheck_check_translation", "fitcheck_measure", "fitcheck_keys", "fitcheck_apply_translations"])
        let hints = tools.map { ($0["name"] as? String ?? "", ($0["annotations"] as? [String: Any])?["destructiveHint"] as? Bool) }
        #expect(hints.filter { $0.1 == true }.map(\.0) == ["fitcheck_apply_translations"] && hints.allSatisfy { $0.1 != nil })
        let fix: [String: Any] = ["key": "button.add", "language": "de", "expected": "Abo hinzufügen", "value": "Hinzufügen"]
        let stale: [String: Any] = ["key": "button.done", "language": "de", "expected": "Erledigt", "value": "OK"]
        let bell: [String: Any] = ["key": "button.cancel", "language": "de", "expected": "Abbrechen", "value": "Ab\u{0}brechen"]
        let refused = try #require(try server.call(3, "fitcheck_apply_translations", ["fixes": [fix, stale, bell], "allowOverflow": true]).structured)
        #expect((refused["rejected"] as? [[String: Any]])?.map { $0["reason"] as? String } == ["changed", "badValue"])
        #expect((refused["written"] as? [Any])?.isEmpty == true)
        // A dry run says it wrote nothing: what a real call would write is "wouldWrite", "wouldApply".
        let dryCall = try server.call(4, "fitcheck_apply_translations", ["fixes": [fix], "dryRun": true])
        let dry = try #require(dryCall.structured)
        #expect((dry["diff"] as? String)?.contains("+            \"value\" : \"Hinzufügen\"") == true)
        #expect(dry["dryRun"] as? Bool == true && dry["applied"] as? Int == 0 && (dry["written"] as? [String]) == [])
        #expect(dry["wouldApply"] as? Int == 1 && (dry["wouldWrite"] as? [String]) == [fixture.demo])
        let drySummary = (dryCall.result?["content"] as? [[String: Any]])?.dropFirst().first?["text"] as? String
        #expect(drySummary == "dry run, nothing written: 1 of 1 fix would be written to 1 catalog")
        #expect(try String(contentsOfFile: fixture.demo, encoding: .utf8).contains("\"value\" : \"Abo hinzufügen\""))
        let written = try #require(try server.call(5, "fitcheck_apply_translations", ["fixes": [fix]]).structured)
        #expect(written["applied"] as? Int == 1 && (written["written"] as? [String]) == [fixture.demo])
        #expect(written["dryRun"] as? Bool == false && written["wouldApply"] as? Int == 0 && (written["wouldWrite"] as? [String]) == [])
        #expect(try String(contentsOfFile: fixture.demo, encoding: .utf8).contains("\"value\" : \"Hinzufügen\""))
        let room = try #require(try server.call(6, "fitcheck_room", ["key": "button.add", "language": "de"]).structured)
        #expect((room["rows"] as? [[String: Any]])?.first?["shown"] as? String == "Hinzufügen")
    }
}
