/// A row whose shares come from a layout the row does not describe itself: a nib scene solved as Auto
/// Layout solves it (`SceneLayout/SceneTextRoom`), where each member's room depends on every member's
/// text through the scene's constraints. ``RowShares`` asks it instead of the row's policy.
public protocol RowLayoutModel: Sendable {
    /// Names the layout for equality: two models with the same identity give the same shares.
    var identity: String { get }
    /// Each shown member's share of the row (its text's room plus both its insets), in member order,
    /// when the group spans `width` points and each member's text is `idealWidths` wide on one line.
    func shares(width: Double, idealWidths: [Double]) -> [Double]
}

/// A ``RowLayoutModel`` held by a row: equal and hashed by its identity, so a row stays a value.
public struct RowLayout: Sendable, Hashable {
    public let model: any RowLayoutModel

    public init(_ model: any RowLayoutModel) { self.model = model }

    public static func == (a: RowLayout, b: RowLayout) -> Bool { a.model.identity == b.model.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(model.identity) }
}
