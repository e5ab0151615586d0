/// What solving a scene takes from outside its nib: the width its root gets, and the intrinsic widths of
/// the views whose text was measured (in the language and size of a cell) in place of IB's frames.
public struct SceneSizing: Sendable, Hashable {
    /// How wide the scene's root is.
    public enum RootWidth: Sendable, Hashable {
        /// The canvas IB drew it at (the oracle; a view that is not a screen's).
        case canvas
        /// A UIKit view controller's view on a screen of this width, in points.
        case screen(Double)
        /// An AppKit window's content: its width held at `windowSizeStayPut` (500), so text at 750 grows
        /// it, up to `maximum` (the window's `maxSize`) when it states one.
        case window(maximum: Double?)
    }

    public var rootWidth: RootWidth
    /// Per view id, its intrinsic width in points (its alignment rectangle's, as constraints place it).
    public var intrinsicWidths: [String: Double]

    public init(rootWidth: RootWidth, intrinsicWidths: [String: Double] = [:]) {
        self.rootWidth = rootWidth
        self.intrinsicWidths = intrinsicWidths
    }

    /// The nib as IB solved it: the canvas, every intrinsic size the IB frame's.
    public static let nib = SceneSizing(rootWidth: .canvas)
}
