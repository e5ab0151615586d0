import Foundation
import Testing
@testable import FitCore

/// The shaping cache shapes each unique request once, and stays within its capacity.
@Suite struct ShapingCacheTests {
    @Test func sameRequestTwiceShapesOnce() throws {
        let shaper = try ShapingTestSupport.shaper()
        let cache = ShapingCache()
        let request = ShapingRequest(text: "Cancel subscription", language: "en")
        let first = try cache.shaped(request, using: shaper)
        let second = try cache.shaped(request, using: shaper)
        #expect(first == second)
        #expect(shaper.statistics.shapeCalls == 1)
        // Twin: another language is another request, and the counter sees it.
        _ = try cache.shaped(ShapingRequest(text: "Cancel subscription", language: "de"), using: shaper)
        #expect(shaper.statistics.shapeCalls == 2)
    }

    /// Long texts (sentences, paragraphs: nearly all unique) are shaped each time, not kept.
    @Test func longTextsAreNotKept() throws {
        let shaper = try ShapingTestSupport.shaper()
        let cache = ShapingCache(longestText: 20)
        let long = ShapingRequest(text: "A sentence longer than twenty bytes.", language: "en")
        let first = try cache.shaped(long, using: shaper)
        #expect(try cache.shaped(long, using: shaper) == first)
        #expect(shaper.statistics.shapeCalls == 2)
        #expect(cache.count == 0)
        // Twin: a short one is kept, and shaped once.
        let short = ShapingRequest(text: "Cancel", language: "en")
        _ = try cache.shaped(short, using: shaper)
        _ = try cache.shaped(short, using: shaper)
        #expect(shaper.statistics.shapeCalls == 3)
        #expect(cache.count == 1)
    }

    @Test func statisticsCountNativeCalls() throws {
        let shaper = try ShapingTestSupport.shaper()
        _ = try shaper.shape(ShapingRequest(text: "Hindi मोड English", language: "hi"))
        // 3 runs ("Hindi ", "मोड ", "English"), each built from pieces shaped alone (5: three words and
        // two spaces, Inter's space and Noto Sans Devanagari's); line + grapheme breaks.
        #expect(shaper.statistics == ShapingStatistics(shapeCalls: 3, breakCalls: 2, wordsShaped: 5))
        _ = try shaper.shape(ShapingRequest(text: "Word English", language: "hi"))   // ASCII: no ICU needed
        #expect(shaper.statistics == ShapingStatistics(shapeCalls: 4, breakCalls: 2, wordsShaped: 6, wordHits: 2))
        _ = try shaper.shape(ShapingRequest(text: "मोड मोड", language: "hi"))   // both words from the cache
        #expect(shaper.statistics == ShapingStatistics(shapeCalls: 5, breakCalls: 4, wordsShaped: 6, wordHits: 5))
    }

    @Test func capacityBoundsTheCache() throws {
        let shaper = try ShapingTestSupport.shaper()
        let cache = ShapingCache(capacity: 10)
        for i in 0..<50 {
            _ = try cache.shaped(ShapingRequest(text: "Item \(i)", language: "en"), using: shaper)
        }
        #expect(cache.count <= 10)
        #expect(cache.count > 0)
        // A recently used entry survives.
        let calls = shaper.statistics.shapeCalls
        _ = try cache.shaped(ShapingRequest(text: "Item 49", language: "en"), using: shaper)
        #expect(shaper.statistics.shapeCalls == calls)
    }

    /// Workers share one library and one cache, each with its own shaper, and agree with a lone shaper.
    @Test func concurrentWorkersAgreeWithASerialShaper() throws {
        let library = try ShapingTestSupport.library.get()
        let cache = ShapingCache()
        let requests = ["Cancel", "Abbrechen", "रद्द करें", "إلغاء", "ยกเลิก", "ביטול", "Annuler l’abonnement"]
            .flatMap { text in ["en", "hi"].map { ShapingRequest(text: text, language: $0) } }
        let serial = Shaper(library: library)
        let expected = try requests.map { try serial.shape($0) }

        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var mismatches = 0
            var errors = 0
        }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            let shaper = Shaper(library: library)
            for round in 0..<20 {
                for (i, request) in requests.enumerated() where (i + round + worker) % 2 == 0 {
                    let shaped = try? cache.shaped(request, using: shaper)
                    results.lock.lock()
                    if shaped == nil { results.errors += 1 } else if shaped != expected[i] { results.mismatches += 1 }
                    results.lock.unlock()
                }
            }
        }
        #expect(results.errors == 0 && results.mismatches == 0)
        #expect(cache.count == requests.count)
    }
}
