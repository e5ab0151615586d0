import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// ``StableJSON`` writes with its own encoder (``StableJSONEncoder``) the bytes Foundation's
/// `JSONEncoder` writes with the same options: on real reports and on values chosen for their edges.
@Suite struct StableJSONTests {
    static func foundation<T: Encodable>(_ value: T, pretty: Bool) throws -> String {
        String(decoding: try StableJSON.foundationEncoder(pretty: pretty).encode(value), as: UTF8.self) + (pretty ? "\n" : "")
    }

    /// Values at the edges of JSON writing: every control character, quotes, backslashes, slashes,
    /// non-ASCII text, keys whose UTF-8 order differs from other orders, numbers of every shape,
    /// non-finite numbers, empty and nested containers, absent optionals, URLs and data.
    struct Edges: Encodable {
        var text = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined() + "\"\\/ é ✓ \u{2028} \u{7F} 🧪 हिन्दी"
        var numbers: [Double] = [0, -0.0, 1, -1, 1.5, 74.48, 0.1 + 0.2, 1e-7, 1e16, 1e21, 123_456_789.123,
                                 .leastNonzeroMagnitude, .greatestFiniteMagnitude, .nan, .infinity, -.infinity]
        var floats: [Float] = [0.1, 3, 1e-9]
        var integers: [Int64] = [0, -1, .max, .min]
        var unsigned: UInt64 = .max
        var flags = [true, false]
        var absent: String? = nil
        var present: String? = "here"
        var empty: [Int] = []
        var emptyObject: [String: Int] = [:]
        var keys: [String: Int] = ["B": 1, "a": 2, "é": 3, "Z": 4, "aa": 5, "a b": 6, "a_b": 7, "": 8, "ä": 9, "z": 10]
        var numbered: [Int: String] = [10: "ten", 2: "two", 1: "one"]
        var nested: [[String: [Int]]] = [["x": []], [:], ["y": [1, 2]]]
        var link = URL(string: "https://example.com/a/b?c=d")!
        var bytes = Data([0, 1, 2, 250, 255])
        var optionals: [Int?] = [1, nil, 3]
    }

    @Test(arguments: [true, false])
    func edgesMatchFoundation(pretty: Bool) throws {
        let expected = try Self.foundation(Edges(), pretty: pretty)
        #expect(StableJSON.text(Edges(), pretty: pretty) == expected)
        #expect(expected.contains("\\u001f") && expected.contains("\"nan\""))   // the edges were written
    }

    @Test(arguments: [true, false])
    func reportsMatchFoundation(pretty: Bool) throws {
        for report in [ReportFixture.report(), ReportFixture.reportWithPlantedFailure()] {
            #expect(StableJSON.text(report, pretty: pretty) == (try Self.foundation(report, pretty: pretty)))
        }
    }

    /// Failure records take a path of their own (written field by field, not through `Encodable`):
    /// every optional present and absent, text to escape, and numbers of every shape.
    @Test(arguments: [true, false])
    func failureRecordsMatchFoundation(pretty: Bool) throws {
        let full = FailureRecord(
            key: "a \"quoted\" key\\", language: "pt-BR", variant: "count:plural.few/device.ipad", text: "Zeile\neins\t✓ 🧪",
            samples: ["1", "\u{1}"], status: "untranslated", state: "needs_review", containerWidth: 320.004, slotWidth: -0.0,
            size: .AX5, style: .largeTitle, weight: .semibold, verdict: .overflow, alsoFails: [.clipped, .brokenWord],
            lines: 3, maxLines: 2, excessPoints: .nan, overflowLines: 1, lineWidths: [1e16, 0.1 + 0.2, -3, 1e-7, .infinity],
            rule: "rules[0] \"x\" (*)", file: "/p/A.xcstrings", line: 12, image: "out/pt-BR/a_1f.png", device: "ipad",
            missingCharacters: "U+2D30 ⴰ",
            formatMismatch: FormatMismatch(source: ["%@", "%2$lld"], translation: []), inheritedFrom: "pt", scale: 0.62)
        var bare = full
        (bare.state, bare.alsoFails, bare.maxLines, bare.lineWidths, bare.image, bare.device) = (nil, nil, nil, nil, nil, nil)
        (bare.missingCharacters, bare.formatMismatch, bare.inheritedFrom, bare.scale) = (nil, nil, nil, nil)
        bare.samples = []
        let records = [full, bare]
        #expect(StableJSON.text(records, pretty: pretty) == (try Self.foundation(records, pretty: pretty)))
    }

    /// Findings take a path of their own too (`FindingJSON`): a text-only finding without cells and a
    /// layout finding with them, every optional of the worst cell present and absent.
    @Test(arguments: [true, false])
    func findingsMatchFoundation(pretty: Bool) throws {
        let full = FailureRecord(
            key: "a \"quoted\" key\\", language: "pt-BR", variant: "count:plural.few/device.ipad", text: "Zeile\neins\t✓ 🧪",
            samples: ["1", "\u{1}"], status: "untranslated", state: "needs_review", containerWidth: 320.004, slotWidth: -0.0,
            size: .AX5, style: .largeTitle, weight: .semibold, verdict: .overflow, alsoFails: [.clipped, .brokenWord],
            lines: 3, maxLines: 2, excessPoints: .nan, overflowLines: 1, lineWidths: [1e16, 0.1 + 0.2, -3, 1e-7, .infinity],
            rule: "rules[0] \"x\" (*)", file: "/p/A.xcstrings", line: 12, image: "out/pt-BR/a_1f.png", device: "ipad",
            formatMismatch: FormatMismatch(source: ["%@", "%2$lld"], translation: ["% p", "\"%@\""]), inheritedFrom: "pt")
        var bare = full
        (bare.state, bare.alsoFails, bare.maxLines, bare.lineWidths, bare.image, bare.device) = (nil, nil, nil, nil, nil, nil)
        (bare.formatMismatch, bare.inheritedFrom) = (nil, nil)
        bare.samples = []
        bare.verdict = .untranslated
        let findings = [
            Finding(worst: full, failingCellCount: 3, failingCells: [
                FindingCell(containerWidth: 320, size: .AX5, excessPoints: 31.004), FindingCell(containerWidth: 1e16, size: .xS, excessPoints: -0.0),
                FindingCell(containerWidth: 0.1 + 0.2, size: .L, excessPoints: .infinity)]),
            Finding(worst: bare, failingCellCount: 40, failingCells: nil),
            Finding(worst: full, failingCellCount: 0, failingCells: []),
        ] + Finding.tableFindings([   // a table's, with and without `shows`
            TableFinding(kind: .unreadableTable, file: "eu.lproj/L.strings", language: "eu", line: 1, column: 72,
                         expected: "'=' or ';' after the key \"Gehitu\"", found: "`> fgds`", affectedKeys: ["a \"b\"", "c"],
                         shows: .baseText, build: .fails),
            TableFinding(kind: .duplicateKey, file: "de.lproj/L.strings", language: "de", line: 9, column: 1,
                         expected: "one entry per key", found: "\"a\" again (first at line 2)", affectedKeys: ["a"],
                         shows: nil, build: .passes, otherLine: 2),
        ])
        #expect(StableJSON.text(findings, pretty: pretty) == (try Self.foundation(findings, pretty: pretty)))
    }

    /// Numbers that are hundredths take a path of their own in the record writer: the same text as
    /// `description` without its `.0`, over a spread of magnitudes, signs and last digits (and values
    /// just beside them).
    @Test func hundredthsAreWrittenAsDescriptionWritesThem() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, 0.01, -0.01, 0.1, 0.07, 2.5, 74.48, 100.05, 9_999_999_999_999.99, 1e13, 1e13 + 0.01,
                                 0.30000000000000004, 1.0000000000000002, 1e-7, 123_456_789.123]
        for _ in 0..<20_000 {
            let hundredths = Double(Int64.random(in: -1_000_000_000_000_000...1_000_000_000_000_000, using: &generator))
                / pow(10, Double(Int.random(in: 0...12, using: &generator)))
            let value = hundredths.rounded() / 100
            values += [value, value.nextUp, value.nextDown]
        }
        var mismatches: [Double] = []
        for value in values {
            var expected = value.description
            if expected.hasSuffix(".0") { expected.removeLast(2) }
            var writer = StableJSONEncoder.Writer(context: StableJSONEncoder.Context(pretty: false))
            writer.number(value)
            if String(decoding: writer.bytes, as: UTF8.self) != expected { mismatches.append(value) }
        }
        #expect(values.count > 60_000 && mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// The demo catalog's whole run (10 failing cells of keys alone, 52,800 cells measured, and its groups), as `fitcheck` writes it.
    @Test func demoRunMatchesFoundation() throws {
        let matrix = try Matrix.load(path: Repository.demoMatrix)
        let report = try MatrixRun(matrix: matrix, selection: RunSelection(catalogs: [Repository.demoCatalog], jobs: 2),
                                   fonts: try ShapingTestSupport.library.get(), toolVersion: "test").run().report
        #expect(report.failingCells.count == 10)
        #expect(StableJSON.text(report) == (try Self.foundation(report, pretty: true)))
        #expect(JSONReporter().render(report) == (try Self.foundation(report, pretty: true)))
    }

    /// The twin: the comparison sees key order — Foundation without `.sortedKeys` writes other bytes.
    @Test func comparisonSeesKeyOrder() throws {
        let unsorted = JSONEncoder()
        unsorted.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
        let keys = Edges().keys
        let texts = Set((0..<5).map { _ in String(decoding: (try? unsorted.encode(keys)) ?? Data(), as: UTF8.self) + "\n" })
        #expect(texts.contains { $0 != StableJSON.text(keys) })
    }
}

/// A value whose encoding fails: fitcheck has none, a bug could.
private struct Unencodable: Encodable {
    func encode(to encoder: Encoder) throws {
        throw EncodingError.invalidValue(0, .init(codingPath: [], debugDescription: "planted"))
    }
}

/// `StableJSON.text` never writes `{}` for a value it cannot encode (issue 31): the program stops,
/// naming the type, and nothing is written as if it were a report.
@Suite struct StableJSONFailureTests {
    @Test func aValueThatCannotBeEncodedStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            _ = StableJSON.text(Unencodable())
        }
    }

    /// Twin: the exit test sees a run that does not stop.
    @Test func anEncodableValueIsWritten() {
        #expect(StableJSON.text(["a": 1], pretty: false) == "{\"a\":1}")
    }
}
