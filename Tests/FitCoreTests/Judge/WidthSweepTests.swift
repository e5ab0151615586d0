import Testing
@testable import FitCore
import FitcheckTestSupport

/// A ``WidthSweep`` gives every cell the verdict of the greedy pass, and reads the text only where
/// its shortcuts do not decide.
@Suite struct WidthSweepTests {
    @Test func theSweepAgreesWithTheGreedyPassOnPseudoRandomTextsAndWidths() {
        var seed: UInt64 = 11
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        let alphabet = Array("aaaaeeeiounrstlW☐     -\n")
        var cells = 0, unread = 0, fitting = 0
        for _ in 0 ..< 300 {
            let text = String((0 ..< next(60)).map { _ in alphabet[next(alphabet.count)] })
            let breakable = BreakableText(SyntheticText.make(text, advances: ["W": 2], missing: ["☐"]))
            var parameters = FitParameters(
                pointSize: Double(8 + next(10)), slotWidth: 0,
                maxLines: next(3) == 0 ? nil : next(4), maxHeight: next(3) == 0 ? Double(next(60)) : nil,
                lineHeight: next(2) == 0 ? nil : Double(10 + next(10)), tracking: Double(next(3)) - 1)
            if next(2) == 0 { (parameters.maxLines, parameters.maxHeight) = (nil, nil) }
            // A matrix's widths, in its order (ascending), or in any order.
            var widths = (0 ..< 8).map { _ in Double(1 + next(1200)) / 10 }
            if next(2) == 0 { widths.sort() }
            var sweep = WidthSweep()
            for width in widths {
                parameters.slotWidth = width
                var read = false
                let verdict = sweep.verdict(parameters) { read = true; return breakable }
                #expect(verdict == Judge.verdict(breakable, parameters), "\(text.debugDescription) in \(parameters)")
                cells += 1
                if !read { unread += 1 }
                if verdict == .fits { fitting += 1 }
            }
        }
        // The texts and widths cover both: cells decided without the text, and the greedy pass.
        #expect(unread > 50)
        #expect(cells - fitting > 200)
    }
}
