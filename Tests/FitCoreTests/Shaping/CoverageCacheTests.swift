import Testing
@testable import FitCore

/// ``CoverageCache`` answers from bits what ``HarfBuzzFont/covers(_:)`` answers from the font.
@Suite struct CoverageCacheTests {
    @Test func agreesWithTheFontForEveryBundledFace() throws {
        let library = try FontLibrary.bundled()
        var cache = CoverageCache()
        var covered = 0, uncovered = 0
        // Every 7th code point of the first blocks (Latin, Greek, Cyrillic, Devanagari, punctuation…),
        // a few beyond the Basic Multilingual Plane, and the blocks' edges.
        let points = Array(stride(from: UInt32(0), to: 0x3000, by: 7)) + [0xFF, 0x100, 0x900, 0x97F, 0xFFFD, 0xFFFF, 0x1F600, 0x1D400]
        for (face, entry) in library.faces.enumerated() {
            for point in points {
                let expected = entry.font.covers(point)
                #expect(cache.covers(point, face: face) { entry.font } == expected, "face \(face) U+\(String(point, radix: 16))")
                if expected { covered += 1 } else { uncovered += 1 }
            }
        }
        // Both answers were given many times: the comparison could tell a cache that said one thing.
        #expect(covered > 1_000)
        #expect(uncovered > 1_000)
    }
}
