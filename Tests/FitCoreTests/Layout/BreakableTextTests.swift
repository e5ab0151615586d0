import Testing
@testable import FitCore
import FitcheckTestSupport

/// One ``BreakableText`` serves every width and size: fitting reads only its numbers.
@Suite struct BreakableTextTests {
    static let text = "Benachrichtigungen für neue Nachrichten in allen Unterhaltungen anzeigen"

    @Test func piecesCarryWidthsTrailingSpaceGapsAndSplitPoints() {
        let text = BreakableText(SyntheticText.make("ab  c\nde"))
        let pieces = text.pieces
        #expect(pieces.map(\.clusterRange) == [0 ..< 4, 4 ..< 6, 6 ..< 8])
        #expect(pieces.map(\.width) == [1.0, 0.5, 1.0])
        #expect(pieces.map(\.trailingWhitespaceWidth) == [1.0, 0, 0])
        #expect(pieces.map(\.trackableGaps) == [1, 0, 1])
        #expect(pieces.map(\.mandatoryBreakBefore) == [false, false, true])
        #expect(pieces.map { Array(text.graphemeSplits(of: $0)) } == [[1], [], [7]])
    }

    @Test func fitsAtTenWidthsAndFourSizesFromOneShaping() {
        let prepared = BreakableText(SyntheticText.make(Self.text))
        let widths = [120.0, 160, 200, 240, 280, 320, 360, 400, 600, 1000]
        let sizes = [12.0, 17, 23, 40]
        var lineCounts: Set<Int> = []
        for size in sizes {
            for width in widths {
                let measurement = Judge.measure(prepared, FitParameters(pointSize: size, slotWidth: width, lineHeight: size * 1.3))
                lineCounts.insert(measurement.lineCount)
                #expect(measurement.lineCount >= 1)
                #expect(measurement.lineWidths.allSatisfy { $0 <= width } || measurement.failures.contains(.clipped))
            }
        }
        // The 40 cells are not all alike: the matrix really moves the breaks.
        #expect(lineCounts.count > 4)
    }

    @Test(arguments: [12.0, 23, 40])
    func widthsScaleLinearlyWithSize(size: Double) {
        let prepared = BreakableText(SyntheticText.make(Self.text))
        let base = Judge.measure(prepared, FitParameters(pointSize: 17, slotWidth: 200))
        let scaled = Judge.measure(prepared, FitParameters(pointSize: size, slotWidth: 200 * size / 17))
        #expect(scaled.lines.map(\.clusterRange) == base.lines.map(\.clusterRange))
        for (a, b) in zip(scaled.lineWidths, base.lineWidths) {
            #expect(abs(a - b * size / 17) < 1e-9)
        }
        #expect(abs(scaled.height - base.height * size / 17) < 1e-9)
        // Twin: the same slot at a different size wraps differently.
        let sameSlot = Judge.measure(prepared, FitParameters(pointSize: size, slotWidth: 200))
        #expect(sameSlot.lineCount != base.lineCount)
    }

    /// Pseudo-random texts and slots: a line wider than the slot always comes with `clipped`.
    @Test func theSlotWidthIsNeverExceededSilently() {
        var seed: UInt64 = 42
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        let alphabet = Array("aaaaeeeiounrstlW     -\n")
        var clippedCells = 0
        for _ in 0 ..< 300 {
            let text = String((0 ..< next(40)).map { _ in alphabet[next(alphabet.count)] })
            let slot = Double(1 + next(80))
            let m = Judge.measure(SyntheticText.make(text, advances: ["W": 2]),
                                   FitParameters(pointSize: 10, slotWidth: slot, tracking: Double(next(3)) - 1))
            let over = m.lineWidths.contains { $0 > slot + LineFitter.tolerance }
            #expect(over == m.failures.contains(.clipped), "\(text.debugDescription) at \(slot) pt")
            if over { clippedCells += 1 }
        }
        #expect(clippedCells > 0)
    }
}
