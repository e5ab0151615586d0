/// A rectangle in points: a view's `<rect key="frame">` as written (in its superview's coordinates:
/// AppKit's origin at the bottom left unless the superview is flipped, UIKit's at the top left), or a
/// frame made top-down in its scene's root.
public struct ViewFrame: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    init?(_ element: NibElement) {
        guard let width = element.number("width"), let height = element.number("height") else { return nil }
        self.init(x: element.number("x") ?? 0, y: element.number("y") ?? 0, width: width, height: height)
    }

    /// The largest difference of origin or size against `other`, in points.
    public func distance(to other: ViewFrame) -> Double {
        max(abs(x - other.x), abs(y - other.y), abs(width - other.width), abs(height - other.height))
    }

    public var description: String {
        [x, y, width, height].map { value in
            let rounded = (value * 10).rounded() / 10
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }.joined(separator: " ")
    }
}
