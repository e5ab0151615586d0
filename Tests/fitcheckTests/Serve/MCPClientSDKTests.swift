import Foundation
import Testing
import FitcheckTestSupport

/// The official MCP Python SDK (`mcp`, pinned at 2.3.0) as a real client of `fitcheck serve`. Skipped,
/// and shown as skipped, when no Python with that SDK is found: `FITCHECK_MCP_PYTHON`, else the
/// virtual environment `make mcp-sdk` (run by `make test`) makes in `.build/mcp-sdk`. Installs nothing.
@Suite struct MCPClientSDKTests {
    static let pinned = "2.3.0"
    static let script = Repository.path("Tests/MCPClient/sdk_client.py")

    /// A Python whose `mcp` package is the pinned version, or nil.
    static let python: String? = {
        var candidates = [Repository.path(".build/mcp-sdk/bin/python")]
        if let chosen = ProcessInfo.processInfo.environment["FITCHECK_MCP_PYTHON"], !chosen.isEmpty { candidates.insert(chosen, at: 0) }
        return candidates.first { candidate in
            guard FileManager.default.isExecutableFile(atPath: candidate),
                  let result = try? FitcheckProcess.run(["-c", "import importlib.metadata as m; print(m.version('mcp'))"],
                                                        in: Repository.root.path, timeout: 60, executable: candidate) else { return false }
            return result.status == 0 && result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == pinned
        }
    }()

    static let absent = "the MCP Python SDK \(pinned) is not installed (make mcp-sdk, or FITCHECK_MCP_PYTHON=…)"

    private func run(_ key: String, _ language: String, _ candidate: String, catalog: String, in folder: String) throws -> [String: Any] {
        let python = try #require(Self.python)
        let binary = try #require(FitcheckProcess.binary)
        let result = try FitcheckProcess.run([Self.script, binary, key, language, candidate, "--", "--catalog", catalog],
                                             in: folder, timeout: 300, executable: python)
        #expect(result.status == 0, "\(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }

    @Test(.enabled(if: python != nil, Comment(rawValue: absent)))
    func theSDKInitializesListsToolsAndCallsRoomAndCheckTranslation() throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        // The demo's matrix is found as the project's: ./fitcheck.json.
        try FileManager.default.copyItem(atPath: Repository.demoMatrix, toPath: fixture.folder.appendingPathComponent("fitcheck.json").path)
        let answer = try run("button.add", "de", "Ein neues Abonnement mit allen Zahlungen hinzufügen", catalog: fixture.demo,
                             in: fixture.folder.path)
        #expect(answer["protocolVersion"] as? String == "2025-11-25")
        let tools = ["fitcheck_room", "fitcheck_check_translation", "fitcheck_measure", "fitcheck_keys"]
        #expect(answer["tools"] as? [String] == tools)
        #expect(answer["outputSchemas"] as? [String] == tools)
        let room = try #require(answer["room"] as? [String: Any])
        // The structured content as compact JSON, then the summary, as two text blocks.
        let texts = try #require(answer["roomText"] as? [String])
        #expect(texts.count == 2 && !texts[0].contains("\n") && texts[1].hasPrefix("'button.add' in de: "))
        #expect((room["rows"] as? [[String: Any]])?.first?["shown"] as? String == "Abo hinzufügen")
        let check = try #require(answer["check"] as? [String: Any])
        #expect(check["fits"] as? Bool == false)
        #expect(!((check["failingCells"] as? [Any]) ?? []).isEmpty)
        #expect(answer["checkIsError"] as? Bool == false)
    }

    @Test(.enabled(if: python != nil && Corpus.cubeTimeAvailable, Comment(rawValue: absent + "; or " + Corpus.absent)))
    func theSDKOnTheCubeTimeCatalog() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let catalog = Corpus.cubeTime.appendingPathComponent("Localizable.xcstrings").path
        let answer = try run("Add New Session", "zh-Hans", "添加新分组", catalog: catalog, in: folder.path)
        let room = try #require(answer["room"] as? [String: Any])
        let row = try #require((room["rows"] as? [[String: Any]])?.first)
        #expect((row["stored"] as? [[String: Any]])?.first?["value"] as? String == "新建分组")
        #expect((answer["check"] as? [String: Any])?["fits"] as? Bool == true)
    }
}
