/// `.minimumScaleFactor` (SwiftUI) and `adjustsFontSizeToFitWidth` with `minimumScaleFactor` (UIKit):
/// a text that does not fit its slot is drawn smaller, down to the app's factor, before it is cut.
///
/// fitcheck finds the largest scale, on a grid of ``step``, at which the text fits (fitting again at
/// the scaled point size, leading and letter-spacing), and judges it:
/// - it fits at a scale from the matrix's `readableScale` (``defaultReadableScale``) up: `fits`;
/// - it fits only below that, at or above the app's factor: `shrinks`, a warning with the scale;
/// - it needs a scale below the app's factor: the text is cut, and the verdict stays the one of the
///   full size (`overflow`).
/// Apple documents no search of its own; a text that fits at one scale is taken to fit at every
/// larger one down from 1, which holds for width (advances grow with the point size).
public enum ShrinkToFit {
    /// The smallest scale fitcheck calls readable unless the matrix's `readableScale` says otherwise:
    /// 0.75 of the size the app asked for (a 17 pt body drawn at under 13 pt).
    public static let defaultReadableScale = 0.75
    /// The scales tried: every hundredth.
    public static let step = 0.01

    /// The largest scale of the grid from `minimum` up to (not including) 1 at which `fits` says yes,
    /// or nil when the text does not fit even at `minimum`.
    public static func scaleNeeded(minimum: Double, fits: (Double) throws -> Bool) rethrows -> Double? {
        let lowest = Int((min(max(minimum, step), 1) / step).rounded(.up))
        let highest = Int((1 / step).rounded()) - 1
        guard lowest <= highest, try fits(Double(lowest) * step) else { return nil }
        // Binary search for the last grid point that fits: `low` fits, above `high` does not.
        var low = lowest, high = highest
        while low < high {
            let middle = (low + high + 1) / 2
            if try fits(Double(middle) * step) { low = middle } else { high = middle - 1 }
        }
        return Double(low) * step
    }

    /// The verdict of a cell whose full-size verdict is `verdict`, in a slot that lets the text shrink
    /// to `minimum`: `fits` or `shrinks` with the scale, or `verdict` unchanged (the text is cut).
    public static func judge(_ verdict: Verdict, minimum: Double?, readableScale: Double,
                             fits: (Double) throws -> Bool) rethrows -> (verdict: Verdict, scale: Double?) {
        guard let minimum, verdict.isLayoutFailure, let scale = try scaleNeeded(minimum: minimum, fits: fits) else {
            return (verdict, nil)
        }
        return (scale >= readableScale - step / 2 ? .fits : .shrinks, scale)
    }

    /// A `shrinks` cell's measurement: the lines as drawn at `scale` (`shrunk`), with the full size's
    /// excess as its amount (how much too big the text is unshrunk).
    public static func shrunk(_ full: Measurement, scale: Double, _ shrunk: Measurement) -> Measurement {
        var result = shrunk
        result.verdict = .shrinks
        result.failures = [.shrinks]
        result.excessPoints = full.excessPoints
        result.overflowLines = 0
        result.scale = scale
        return result
    }
}
