/// Points taken off each matrix width before slot widths are worked out: the container a slot's
/// `100%` refers to is `width - leading - trailing`.
///
/// Zero by default, so the matrix widths are screen widths and each slot's width expression
/// subtracts its own margins (`"100% - 32"` for 16 pt each side).
public struct ContainerInsets: Sendable, Hashable {
    /// In points.
    public var leading: Double
    /// In points.
    public var trailing: Double

    public init(leading: Double = 0, trailing: Double = 0) {
        self.leading = leading
        self.trailing = trailing
    }

    public static let zero = ContainerInsets()

    /// The container width for a matrix width, in points.
    public func containerWidth(for width: Double) -> Double { width - leading - trailing }
}
