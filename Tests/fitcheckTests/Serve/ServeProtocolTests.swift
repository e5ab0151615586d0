import Foundation
import Testing
import FitCore
import FitcheckTestSupport

/// `fitcheck serve` as a child process, spoken to in JSON-RPC over its standard input and output:
/// the revisions, errors, concurrency and cancellation of the Model Context Protocol.
@Suite(.serialized) struct ServeProtocolTests {
    @Test(arguments: [("2025-11-25", "2025-11-25"), ("2025-06-18", "2025-06-18"), ("2025-03-26", "2025-03-26"), ("2024-11-05", "2025-11-25")])
    func initializeAgreesOnARevisionAndAnswersAsItSays(_ asked: String, _ agreed: String) throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try fixture.start()
        defer { server.stop() }
        let answer = try server.initialize(asked)
        #expect(answer.result?["protocolVersion"] as? String == agreed)
        #expect((answer.result?["serverInfo"] as? [String: Any])?["name"] as? String == "fitcheck")
        let structured = agreed >= "2025-06-18"

        let tools = try #require(try server.request(2, "tools/list").result?["tools"] as? [[String: Any]])
        #expect(tools.map { $0["name"] as? String } == ["fitcheck_room", "fitcheck_check_translation", "fitcheck_measure", "fitcheck_keys"])
        #expect(tools.allSatisfy { $0["inputSchema"] is [String: Any] })
        #expect(tools.allSatisfy { ($0["outputSchema"] != nil) == structured })

        // The same JSON as structured content (from 2025-06-18) and as compact text (always), then a
        // one-line summary.
        let room = try server.call(3, "fitcheck_room", ["key": "button.add", "language": "de"])
        let content = try #require(room.result?["content"] as? [[String: Any]])
        let text = try #require(content.first?["text"] as? String)
        #expect(!text.contains("\n") && !text.contains(": "))
        let summary = try #require(content.dropFirst().first?["text"] as? String)
        #expect(summary.hasPrefix("'button.add' in de: 1 variant; tightest cell ") && !summary.contains("\n"))
        let fromText = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect((fromText["rows"] as? [[String: Any]])?.first?["shown"] as? String == "Abo hinzufügen")
        #expect((room.structured != nil) == structured)
        if let structuredContent = room.structured { #expect(NSDictionary(dictionary: structuredContent) == NSDictionary(dictionary: fromText)) }

        // Invalid arguments: a result with isError from 2025-11-25, error −32602 before.
        let invalid = try server.call(4, "fitcheck_room", ["key": "button.add"])
        if agreed == "2025-11-25" {
            #expect(invalid.result?["isError"] as? Bool == true)
            let message = ((invalid.result?["content"] as? [[String: Any]])?.first?["text"] as? String) ?? ""
            #expect(message.contains("\"language\" is required"))
        } else {
            #expect(invalid.errorCode == -32602)
        }
        // An unknown tool is −32602 at every revision; a tool's own failure an isError result.
        #expect(try server.call(5, "translate_everything", [:]).errorCode == -32602)
        let noKey = try server.call(6, "fitcheck_room", ["key": "no.such.key", "language": "de"])
        #expect(noKey.result?["isError"] as? Bool == true)
        #expect(try server.request(7, "resources/list").errorCode == -32601)
        #expect(server.stop() == 0)
    }

    @Test func aBatchIsAnsweredAsOneArrayAt20250326Only() throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try fixture.start()
        defer { server.stop() }
        _ = try server.initialize("2025-03-26")
        server.send(#"[{"jsonrpc":"2.0","id":41,"method":"ping"},{"jsonrpc":"2.0","id":42,"method":"ping"}]"#)
        _ = try server.request(43, "ping")
        let deadline = Date().addingTimeInterval(30)
        while !server.messages.contains(where: { $0 is [Any] }) && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        let batch = try #require(server.messages.first { $0 is [Any] } as? [[String: Any]])
        #expect(batch.compactMap { $0["id"] as? Int }.sorted() == [41, 42])
    }

    @Test func malformedMessagesAreAnsweredAndNeverEndTheServer() throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try fixture.start()
        defer { server.stop() }
        _ = try server.initialize("2025-11-25")
        server.send("this is not JSON")
        let parseError = try server.response(nil)
        #expect(parseError.errorCode == -32700)
        #expect(parseError["id"] is NSNull)
        server.send(#"{"jsonrpc": "2.0", "id": 8, "method": "tools/list""#)   // cut short
        server.send(#"{"jsonrpc": "1.0", "id": 9, "method": "ping"}"#)
        server.send(#"{"jsonrpc": "2.0", "id": 10}"#)
        server.send(#"[1, 2]"#)
        #expect(try server.response(9).errorCode == -32600)
        #expect(try server.response(10).errorCode == -32600)
        // Still serving.
        #expect(try server.request(11, "ping").result != nil)
        #expect(server.received.filter { $0.contains("-32700") }.count >= 2)
        #expect(server.stop() == 0)
    }

    @Test func theFormerToolNamesStillAnswerAndAreNotListed() throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try fixture.start()
        defer { server.stop() }
        let instructions = try #require(try server.initialize("2025-11-25").result?["instructions"] as? String)
        #expect(instructions.contains("fitcheck_room") && !instructions.contains("\"room\""))
        let former = try #require(try server.call(3, "room", ["key": "button.add", "language": "de"]).structured)
        let current = try #require(try server.call(4, "fitcheck_room", ["key": "button.add", "language": "de"]).structured)
        #expect(NSDictionary(dictionary: former) == NSDictionary(dictionary: current))
    }

    @Test func aValidNotificationIsNeverAnsweredAndParamsThatAreNotStructuredAreAnInvalidRequest() throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try fixture.start()
        defer { server.stop() }
        _ = try server.initialize("2025-11-25")
        // Valid notifications, known or not, with named, positional or no params: no answer.
        server.send(#"{"jsonrpc":"2.0","method":"notifications/progress","params":{"progress":1}}"#)
        server.send(#"{"jsonrpc":"2.0","method":"no/such/method","params":[1,2]}"#)
        server.send(#"{"jsonrpc":"2.0","method":"tools/call","params":{"name":"fitcheck_room","arguments":{}}}"#)
        server.send(#"{"jsonrpc":"2.0","method":"ping"}"#)
        _ = try server.request(50, "ping")
        #expect(server.received.count == 2, "\(server.received)")   // initialize's answer and the ping's
        // JSON-RPC 2.0's own example: params that are not an object or an array make an invalid Request.
        server.send(#"{"jsonrpc":"2.0","method":"foobar","params":"bar"}"#)
        let invalid = try server.response(nil)
        #expect(invalid.errorCode == -32600)
        // With an id, the same is answered under it; positional params of a request are invalid params.
        server.send(#"{"jsonrpc":"2.0","id":51,"method":"ping","params":7}"#)
        server.send(#"{"jsonrpc":"2.0","id":52,"method":"ping","params":[]}"#)
        #expect(try server.response(51).errorCode == -32600)
        #expect(try server.response(52).errorCode == -32602)
        #expect(try server.request(53, "ping").result != nil)
    }

    @Test func invalidUTF8IsAParseErrorNeverMendedAndEchoed() throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try fixture.start()
        defer { server.stop() }
        _ = try server.initialize("2025-11-25")
        // A tools/call whose key holds a lone 0xFF byte, and one with a truncated sequence.
        server.send(bytes: Array(#"{"jsonrpc":"2.0","id":60,"method":"tools/call","params":{"name":"fitcheck_room","arguments":{"key":"bu"#.utf8)
                    + [0xFF] + Array(#"","language":"de"}}}"#.utf8))
        let parseError = try server.response(nil)
        #expect(parseError.errorCode == -32700)
        #expect(((parseError["error"] as? [String: Any])?["message"] as? String)?.contains("UTF-8") == true)
        #expect(!server.received.contains { $0.contains("\u{FFFD}") || $0.contains("\\ufffd") })
        #expect(!server.received.contains { ($0.contains("\"id\":60")) })
        server.send(bytes: Array(#"{"jsonrpc":"2.0","id":61,"method":"ping","params":{"x":""#.utf8) + [0xE0, 0xA4] + Array(#""}}"#.utf8))
        _ = try server.request(62, "ping")
        #expect(server.received.filter { $0.contains("-32700") }.count == 2)
        #expect(!server.received.contains { $0.contains("\"id\":61") })
    }

    @Test func aPingDuringALongKeysCallIsAnsweredFirst() throws {
        let fixture = try ServeFixture(bigKeys: 1500)
        defer { fixture.remove() }
        let server = try fixture.start()
        defer { server.stop() }
        _ = try server.initialize("2025-11-25")
        try server.sendRequest(20, "tools/call", ["name": "fitcheck_keys", "arguments": ["language": "de", "status": "all", "limit": 3]])
        let ping = Date()
        _ = try server.request(21, "ping")
        let pingSeconds = Date().timeIntervalSince(ping)
        let keys = try server.response(20, timeout: 300)
        let order = server.messages.compactMap { ($0 as? [String: Any])?["id"] as? Int }
        // Answered in the order they finished: the ping long before the keys.
        #expect(order.firstIndex(of: 21)! < order.firstIndex(of: 20)!)
        #expect(pingSeconds < 1)
        let structured = try #require(keys.structured)
        #expect((structured["total"] as? Int ?? 0) > 3)
        #expect((structured["keys"] as? [[String: Any]])?.count == 3)
        #expect(structured["nextCursor"] is String)
    }

    @Test func aCancelledCallStopsItsWorkAndIsNotAnswered() throws {
        let fixture = try ServeFixture(bigKeys: 1500)
        defer { fixture.remove() }
        let server = try fixture.start()
        defer { server.stop() }
        _ = try server.initialize("2025-11-25")
        try server.sendRequest(30, "tools/call", ["name": "fitcheck_keys", "arguments": ["language": "fr", "status": "all"]])
        try server.notify("notifications/cancelled", ["requestId": 30, "reason": "the user moved on"])
        #expect(server.waitForLog("fitcheck_keys 30: stopped, cancelled after"))
        #expect(server.log.contains("request 30 cancelled by the client: the user moved on"))
        // It stopped: the next call is answered, and no answer ever comes for the cancelled one.
        _ = try server.request(31, "ping")
        Thread.sleep(forTimeInterval: 0.3)
        #expect(!server.messages.contains { ($0 as? [String: Any])?["id"] as? Int == 30 })
    }
}
