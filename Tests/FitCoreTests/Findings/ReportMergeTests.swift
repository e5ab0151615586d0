import Foundation
import Testing
@testable import FitCore

/// `fitcheck merge` turns the reports of the parts of a run into exactly the report of the whole run.
@Suite struct ReportMergeTests {
    let cells = ReportFixture.cells()
    let whole = JSONReporter().render(ReportFixture.report())

    /// Deals the cells into `count` parts by a fixed pseudo-random sequence: arbitrary, yet the
    /// same every run. Each rendition is noted by the part that gets its first cell. Shards get
    /// whole renditions, as `--shard` deals them; other parts get cells one by one.
    func split(into count: Int, seed: UInt64 = 7, shards: Bool = false) -> [RunReport] {
        var state = seed
        var parts = Array(repeating: [ReportFixture.Cell](), count: count)
        var partOfRendition: [Rendition: Int] = [:]
        for cell in cells {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let dealt = Int((state >> 33) % UInt64(count))
            let part = shards ? partOfRendition[cell.rendition, default: dealt] : dealt
            partOfRendition[cell.rendition] = part
            parts[part].append(cell)
        }
        var owner: [Rendition: Int] = [:]
        for (index, part) in parts.enumerated() {
            for cell in part where owner[cell.rendition] == nil { owner[cell.rendition] = index }
        }
        // Coverage is about keys: each key is counted, whole, by the part that notes its first rendition.
        var keyOwner: [String: Int] = [:]
        var renditions: [Rendition] = []
        for cell in cells where !renditions.contains(cell.rendition) {
            renditions.append(cell.rendition)
            if keyOwner[cell.rendition.key] == nil { keyOwner[cell.rendition.key] = owner[cell.rendition] }
        }
        return parts.enumerated().map { index, part in
            ReportFixture.build(part, shard: shards ? RunReport.Shard(index: index + 1, count: count) : nil,
                                noting: Set(owner.filter { $0.value == index }.keys),
                                coverage: renditions.filter { keyOwner[$0.key] == index })
        }
    }

    /// Writes each part as JSON and reads it back, as `fitcheck merge A.json B.json …` does.
    func roundTrip(_ reports: [RunReport]) throws -> [RunReport] {
        try reports.enumerated().map { index, report in
            try RunReport.decode(Data(JSONReporter().render(report).utf8), source: "part\(index + 1).json")
        }
    }

    @Test func threeArbitraryPartsMergeIntoTheWholeByteForByte() throws {
        let parts = split(into: 3)
        #expect(parts.allSatisfy { $0.summary.cells > 0 && $0.summary.failures > 0 })
        let merged = try RunReport.merge(roundTrip(parts))
        #expect(JSONReporter().render(merged) == whole)
        #expect(TextReporter().render(merged) == TextReporter().render(ReportFixture.report()))
    }

    @Test func twoOfThreePartsAreNotTheWhole() throws {
        let parts = split(into: 3)
        let merged = try RunReport.merge(roundTrip(Array(parts.prefix(2))))
        #expect(JSONReporter().render(merged) != whole)
        #expect(merged.summary.cells < ReportFixture.report().summary.cells)
    }

    @Test func shardReportsMergeIntoTheUnshardedReport() throws {
        let shards = split(into: 4, seed: 99, shards: true)
        #expect(JSONReporter().render(shards[0]).contains("\"shard\""))
        let merged = try RunReport.merge(roundTrip(shards.reversed()))
        #expect(merged.shard == nil)
        #expect(JSONReporter().render(merged) == whole)
    }

    @Test func aMissingOrRepeatedShardIsAnError() throws {
        let shards = split(into: 3, shards: true)
        #expect(throws: InputError.self) { try RunReport.merge([shards[0], shards[2]]) }
        #expect(throws: InputError.self) { try RunReport.merge([shards[0], shards[1], shards[1]]) }
        #expect(throws: InputError.self) { try RunReport.merge([shards[0], shards[1], split(into: 3)[2]]) }
        #expect(throws: Never.self) { try RunReport.merge(shards) }
    }

    @Test func overlappingPartsAreAnError() throws {
        let parts = split(into: 3)
        let overlap = ReportFixture.build(Array(cells.prefix(12)))
        #expect(overlap.summary.failures > 0)
        do {
            _ = try RunReport.merge(parts + [overlap], sources: ["a.json", "b.json", "c.json", "d.json"])
            Issue.record("merging overlapping parts succeeded")
        } catch let error as InputError {
            #expect(error.description.contains("overlap"))
            #expect(error.file == "d.json")
        }
    }

    @Test func reportsOfAnotherVersionOrMatrixAreRefused() throws {
        let parts = split(into: 2)
        var otherTool = parts[1]
        otherTool.toolVersion = "9.9"
        #expect(throws: InputError.self) { try RunReport.merge([parts[0], otherTool]) }
        var otherMatrix = parts[1]
        otherMatrix.failOn = [.overflow]
        #expect(throws: InputError.self) { try RunReport.merge([parts[0], otherMatrix]) }
        var otherLevels = parts[1]
        otherLevels.levels["untranslated"] = .error
        #expect(throws: InputError.self) { try RunReport.merge([parts[0], otherLevels]) }
        #expect(throws: InputError.self) { try RunReport.merge([]) }
        #expect(throws: Never.self) { try RunReport.merge(parts) }
    }

    @Test func aReportOfAnotherSchemaVersionIsRefusedByName() throws {
        let future = whole.replacingOccurrences(of: "\"schemaVersion\" : 5", with: "\"schemaVersion\" : 6")
        #expect(future != whole)
        #expect(throws: Never.self) { try RunReport.decode(Data(whole.utf8), source: "now.json") }
        do {
            _ = try RunReport.decode(Data(future.utf8), source: "future.json")
            Issue.record("a schemaVersion 6 report was read")
        } catch let error as InputError {
            #expect(error.description == "future.json: report schemaVersion 6; this fitcheck reads schemaVersion 5")
        }
        // A report of the round before (issue 42: `shownAt` since 5) is refused by name too.
        let past = whole.replacingOccurrences(of: "\"schemaVersion\" : 5", with: "\"schemaVersion\" : 4")
        #expect(throws: InputError.self) { try RunReport.decode(Data(past.utf8), source: "past.json") }
        #expect(throws: InputError.self) { try RunReport.decode(Data("[1, 2]".utf8), source: "list.json") }
        let broken = whole.replacingOccurrences(of: "\"cells\" : 92", with: "\"cells\" : \"many\"")
        #expect(broken != whole)
        #expect(throws: InputError.self) { try RunReport.decode(Data(broken.utf8), source: "broken.json") }
    }
}
