/// How much a constraint matters, on Auto Layout's scale (`NSLayoutConstraint.Priority`,
/// `UILayoutPriority`): 1000 is required and must hold; below it a constraint is optional, and every
/// higher priority is served before any lower one (Cassowary's lexicographic strengths: no number of
/// broken 250s outweighs one 251).
public struct LayoutPriority: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let value: Double

    public init(_ value: Double) { self.value = min(max(value, 1), 1000) }

    public static let required = LayoutPriority(1000)
    public static let defaultHigh = LayoutPriority(750)
    /// AppKit: a window resize handle dragged that may resize the window.
    public static let dragThatCanResizeWindow = LayoutPriority(510)
    /// AppKit: the priority at which a window keeps its current size; text at compression resistance
    /// 750 grows the window past it.
    public static let windowSizeStayPut = LayoutPriority(500)
    public static let dragThatCannotResizeWindow = LayoutPriority(490)
    public static let defaultLow = LayoutPriority(250)
    /// `fittingSizeCompression` (AppKit) / `fittingSizeLevel` (UIKit).
    public static let fittingSizeLevel = LayoutPriority(50)

    public var isRequired: Bool { value >= 1000 }

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.value < b.value }
    public var description: String { LinearExpression.number(value) }
}
