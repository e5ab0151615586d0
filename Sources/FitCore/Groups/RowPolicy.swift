/// How a row shares its width between its members (``RowShares`` works the shares out).
public enum RowPolicy: String, Sendable, Hashable, CaseIterable {
    /// Each member gets `(width − spacing × (n − 1)) ÷ n`: buttons with `.frame(maxWidth: .infinity)`,
    /// segmented pickers, tab bars.
    case equal
    /// Members with a stated width get it; the others share what is left equally.
    case fixed
    /// SwiftUI's `HStack`: least flexible members are offered space first, each an equal share of
    /// what remains, higher `layoutPriority` before lower; a member takes no more than its one-line
    /// width, and a `fixedSize()` member takes that whatever it leaves.
    case stack
    /// UIKit's `UIStackView` `.fillProportionally`: each member's share is the width less the spacing
    /// times its intrinsic width (one-line text plus insets) over all members' together (Apple: "resized
    /// proportionally based on their intrinsic content size"); so all fit or all shrink together.
    case proportional
    /// A choice's `VStack` alternative (`"kind": "column"`): its members one under the other, each
    /// given the whole width; its ideal width is its widest member's.
    case column

    /// The policies a row (`"kind": "row"`) may name: side by side.
    public static let sideBySide: [RowPolicy] = [.equal, .fixed, .stack, .proportional]

    /// Whether the shares depend on the members' texts (their one-line widths): `stack`, `proportional`.
    public var sharesDependOnTexts: Bool { self == .stack || self == .proportional }
}
