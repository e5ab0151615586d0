import Dispatch
import FitCore
import Foundation

/// `check_translation` through the MCP server, warm: the generated catalog of 1,000 keys and the default
/// matrix loaded once, then 1,000 calls, each a message in and a message out through the server's own
/// parsing, tool and writing (not the pipe), one at a time. Each call checks a different candidate (a
/// key's German text with a number added), so no shaping is answered from the cache. p50 and p99 of the
/// call times; the target is p99 under 10 ms.
struct ServeBenchmark {
    var catalog: String
    var matrixPath: String
    var calls: Int

    struct Result {
        var loadSeconds: Double
        var firstCallMilliseconds: Double
        var milliseconds: [Double]

        func percentile(_ p: Double) -> Double {
            let sorted = milliseconds.sorted()
            return sorted[min(sorted.count - 1, Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1)]
        }
    }

    func run() throws -> Result {
        let loadStart = Date()
        var configuration = try FontConfiguration.bundled()
        configuration.useSystemFonts = false
        let fonts = try FontLibrary(configuration)
        let matrixPath = self.matrixPath, catalog = self.catalog
        let workspace = try ServerWorkspace(fonts: fonts, matrixPath: matrixPath, catalogPaths: [catalog],
                                            loadMatrix: { try Matrix.load(path: matrixPath) })
        let answered = DispatchSemaphore(value: 0)
        let server = MCPServer(workspace: workspace, allowWrite: false, send: { _ in answered.signal() }, log: { _ in })
        let loadSeconds = Date().timeIntervalSince(loadStart)
        let (session, _) = workspace.session()
        let german = session.renditions.filter { $0.language == "de" && $0.status == .translated && $0.variant.isEmpty && $0.formatMismatch == nil }
        guard !german.isEmpty else { throw BenchError("the generated catalog has no German text") }
        func line(_ index: Int) -> String {
            let rendition = german[index % german.count]
            let arguments: WireJSON = .object(["key": .string(rendition.key), "language": .string("de"),
                                               "text": .string(Self.raw(session, rendition.key) + " \(index)")])
            return WireJSON.object(["jsonrpc": .string("2.0"), "id": .int(index), "method": .string("tools/call"),
                                    "params": .object(["name": .string("fitcheck_check_translation"), "arguments": arguments])]).line
        }
        func time(_ index: Int) -> Double {
            let start = DispatchTime.now()
            server.receive(line(index))
            answered.wait()
            return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
        }
        // The first call works out German's average advance, once per server.
        let first = time(0)
        var times: [Double] = []
        for index in 1...calls { times.append(time(index)) }
        return Result(loadSeconds: loadSeconds, firstCallMilliseconds: first, milliseconds: times)
    }

    /// The German value stored for `key` (format specifiers as written).
    private static func raw(_ session: BudgetSession, _ key: String) -> String {
        (try? session.entry(key).entry.localizations["de"]?.stringUnit?.value) ?? key
    }

    static func markdown(_ result: Result, calls: Int, keys: Int) -> String {
        func ms(_ value: Double) -> String { String(format: "%.2f ms", value) }
        return """

            ### `fitcheck serve`: check_translation, warm (\(keys) keys, default matrix)

            | calls | load (fonts, matrix, catalog) | first call | p50 | p99 | max |
            |---|---|---|---|---|---|
            | \(calls) | \(String(format: "%.2f s", result.loadSeconds)) | \(ms(result.firstCallMilliseconds)) | \(ms(result.percentile(50))) | \(ms(result.percentile(99))) | \(ms(result.milliseconds.max() ?? 0)) |

            Target: p99 under 10 ms.

            """
    }
}

/// `fitcheck-bench serve [--keys 1000] [--calls 1000]`: the table above alone.
func serveMode(_ options: BenchOptions, work: String) throws {
    let keys = try options.integer("keys", default: 1000), calls = try options.integer("calls", default: 1000)
    let catalog = work + "/Bench\(keys).xcstrings"
    if !FileManager.default.fileExists(atPath: catalog) {
        try CatalogGenerator(keyCount: keys).xcstrings().write(toFile: catalog, atomically: true, encoding: .utf8)
    }
    log("check_translation through the server: \(calls) calls on \(keys) keys…")
    let result = try ServeBenchmark(catalog: catalog, matrixPath: absolute(options.values["matrix"] ?? "Matrix/default.json"),
                                    calls: calls).run()
    print(ServeBenchmark.markdown(result, calls: calls, keys: keys), terminator: "")
}
