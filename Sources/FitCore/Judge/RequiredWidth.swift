/// The width a text needs: the smallest slot width, in points, at which it still fits its line
/// limit, found by searching over the shaped text with ``LineFitter`` (not by guessing from its length).
///
/// "Fits" here is geometry only: no `overflow` (more lines than the limit, or taller than the
/// maximum height), no `clipped` and no `brokenWord`. Missing glyphs and blank texts do not depend
/// on the width and are the verdict's business.
///
/// Why a bisection is exact: at widths from the widest unbreakable piece up, greedy filling never
/// needs more lines at a wider slot, so "fits" is monotone in the width. And at the smallest width
/// that fits, the widest line is exactly that width (were it narrower, the same lines would fit a
/// narrower slot). So the search narrows the width down, then snaps to the widest line of the
/// layout it found: the text fits at the answer and not a hair below it.
///
/// Free-wrapping slots (no line limit, no maximum height) fit any width from the widest
/// unbreakable piece (a word, in most scripts) up: that piece's width is the answer.
public enum RequiredWidth {
    /// The smallest slot width, in points, at which `text` fits as `parameters` say (their
    /// `slotWidth` is what is searched for: its value is ignored).
    /// - Returns: `nil` when no width fits: mandatory line breaks alone need more lines than the
    ///   limit, or more height than the maximum. 0 for a blank text.
    public static func requiredWidth(_ text: BreakableText, _ parameters: FitParameters) -> Double? {
        var probe = parameters
        func fits(_ width: Double) -> FitCore.Measurement? {
            probe.slotWidth = width
            let measurement = Judge.measure(text, probe)
            return measurement.failures.contains(where: \.isLayoutFailure) ? nil : measurement
        }
        if text.isBlank { return 0 }
        // Below the widest piece a word is split (brokenWord): that piece is the floor.
        let widestPiece = text.pieces.map {
            text.width(from: $0.clusterRange.lowerBound, to: $0.visibleEnd,
                       pointSize: parameters.pointSize, tracking: parameters.tracking)
        }.max() ?? 0
        if fits(widestPiece) != nil { return widestPiece }
        // Every cluster on one line (extra slack for white space and negative tracking): as few
        // lines as the mandatory breaks allow. If that does not fit, nothing does.
        var upper = text.ems(from: 0, to: text.clusterCount) * parameters.pointSize
            + Double(text.gaps(from: 0, to: text.clusterCount)) * abs(parameters.tracking) + 1
        upper = max(upper, widestPiece + 1)
        guard var found = fits(upper) else { return nil }
        var lower = widestPiece
        // 64 halvings of a range of at most a few thousand points leave less than 1e-12 pt.
        for _ in 0..<64 where upper - lower > 1e-9 {
            let middle = (lower + upper) / 2
            if let measurement = fits(middle) {
                upper = middle
                found = measurement
            } else {
                lower = middle
            }
        }
        // Snap to the widest line of the layout found: exactly the smallest width that fits.
        return fits(found.widestLineWidth) != nil ? found.widestLineWidth : upper
    }
}

/// The widths a measurer's texts need (``RequiredWidth/requiredWidth(_:_:)``), each searched the first
/// time it is asked for, then kept: the search depends on a text and its size, never on the slot's
/// width, so a text judged at many widths is searched once per size, and only if a cell asks (a
/// failing cell's amount, a report's `needs`). Texts and sizes are indices the caller gives.
final class RequiredWidthMemo {
    private var known: [[Double??]]

    init(texts: Int, sizes: Int) {
        known = Array(repeating: Array(repeating: nil, count: sizes), count: texts)
    }

    /// The width text `text` needs at size `size`: `search`ed the first time, else as found then.
    func width(text: Int, size: Int, _ search: () -> Double?) -> Double? {
        if let found = known[text][size] { return found }
        let found = search()
        known[text][size] = .some(found)
        return found
    }
}
