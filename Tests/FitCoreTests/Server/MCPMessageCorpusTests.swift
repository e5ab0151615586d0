import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// The MCP messages of issue 39's trial, replayed from `Fixtures/BadInput/issue39-mcp.lines` through
/// the server as its transport hands them over (raw bytes, one line each): a valid notification is
/// never answered, params that are not structured make an invalid Request (−32600, id null when none),
/// invalid UTF-8 is a parse error (−32700) and never echoed. A line added to the file is replayed.
@Suite(.serialized) struct MCPMessageCorpusTests {
    /// Each line of the corpus: the answer it must get (`none`, `CODE ID`, `result ID`) and the bytes sent.
    static let corpus: [(expected: String, message: [UInt8])] = {
        let data = FileManager.default.contents(atPath: Repository.fixture("BadInput/issue39-mcp.lines")) ?? Data()
        return data.split(separator: 0x0A).filter { $0.first != UInt8(ascii: "#") }.compactMap { line in
            guard let tab = line.firstIndex(of: 0x09) else { return nil }
            return (String(decoding: line[line.startIndex..<tab], as: UTF8.self), Array(line[(tab + 1)...]))
        }
    }()

    static let server: (MCPServer, LockedValue<[String]>) = {
        let sent = LockedValue<[String]>([])
        var configuration = try! FontConfiguration.bundled()
        configuration.useSystemFonts = false
        let workspace = try! ServerWorkspace(fonts: try! FontLibrary(configuration), matrixPath: Repository.demoMatrix,
                                             catalogPaths: [Repository.demoCatalog],
                                             loadMatrix: { try Matrix.load(path: Repository.demoMatrix) })
        let server = MCPServer(workspace: workspace, allowWrite: false, send: { line in sent.withLock { $0.append(line) } }, log: { _ in })
        return (server, sent)
    }()

    @Test func theCorpusIsThere() {
        #expect(Self.corpus.count >= 12)
        #expect(Self.corpus.contains { $0.message.contains(0xFF) })
    }

    @Test(arguments: Array(corpus.indices))
    func eachMessageGetsTheAnswerJSONRPCGives(_ index: Int) throws {
        let (expected, message) = Self.corpus[index]
        let (server, sent) = Self.server
        sent.withLock { $0.removeAll() }
        server.receive(message)
        server.finish()   // a tools/call answered on the queue is in before the count
        let answers = sent.withLock { $0 }
        let description = "\(expected) ← \(String(decoding: message, as: UTF8.self))"
        if expected == "none" {
            #expect(answers.isEmpty, "answered: \(answers) (\(description))")
            return
        }
        #expect(answers.count == 1, "\(answers) (\(description))")
        let answer = try #require(try JSONSerialization.jsonObject(with: Data((answers.first ?? "").utf8)) as? [String: Any])
        let parts = expected.split(separator: " ").map(String.init)
        let id = answer["id"].map { "\($0)" == "<null>" ? "null" : "\($0)" } ?? "absent"
        #expect(id == parts[1], "\(answer) (\(description))")
        if parts[0] == "result" {
            #expect(answer["result"] != nil, "\(answer)")
        } else {
            #expect((answer["error"] as? [String: Any])?["code"] as? Int == Int(parts[0]), "\(answer) (\(description))")
        }
        // Never a replacement character: bytes that are not UTF-8 are refused, not mended and echoed.
        #expect(!(answers.first ?? "").contains("\u{FFFD}"))
    }
}
