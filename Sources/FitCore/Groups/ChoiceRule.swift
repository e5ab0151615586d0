/// Which alternative of a `ViewThatFits` SwiftUI shows (FACTS.md, "Layout rules of the platform"):
/// the first whose ideal size fits the proposal — for text, its unwrapped one-line width — and when
/// none does, the **last**, laid out in the proposal like any view (it may wrap and fit, or truncate).
/// fitcheck constrains the horizontal axis (the width); the verdict is then the shown alternative's,
/// laid out. `ViewThatFits(in: .vertical)` checks the height alone, which fitcheck does not know: the
/// first alternative is shown (``ChoiceAxes/vertical``).
public enum ChoiceRule {
    /// The alternative `choice` shows in a proposal `proposal` points wide: by ``chosen(idealWidths:proposal:)``
    /// when it checks the width, else (`in: .vertical`) the first; `idealWidths` is asked only then.
    public static func chosen(_ choice: ChoiceGroup, idealWidths: () -> [Double], proposal: Double) -> (index: Int, idealFits: Bool) {
        guard choice.axes.checksWidth else { return (0, true) }
        return chosen(idealWidths: idealWidths(), proposal: proposal)
    }

    /// The alternative shown in a proposal `proposal` points wide.
    /// - Parameter idealWidths: each alternative's ideal width (``RowShares/idealWidth(of:idealWidths:)``), in order.
    /// - Returns: its index, and whether its ideal width fits (`false`: none did; the last is shown as a last resort).
    public static func chosen(idealWidths: [Double], proposal: Double) -> (index: Int, idealFits: Bool) {
        precondition(!idealWidths.isEmpty, "a choice has at least one alternative")
        if let index = idealWidths.firstIndex(where: { $0 <= proposal + LineFitter.tolerance }) {
            return (index, true)
        }
        return (idealWidths.count - 1, false)
    }
}
