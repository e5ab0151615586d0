/// The fields of a group, a row or a member that its source states — the app's code as `fitcheck slots`
/// reads it, or the matrix file —, as against those left to the row's control and the default slot
/// (Matrix/README.md, "Rows and choices"). A group's values are always whole; a writer of groups writes
/// the stated fields only, so that what it writes reads back as the same group in any matrix.
public struct StatedFields: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A group's `width`.
    public static let width = StatedFields(rawValue: 1 << 0)
    /// A row's `spacing`.
    public static let spacing = StatedFields(rawValue: 1 << 1)
    /// A member's `layoutPriority`.
    public static let layoutPriority = StatedFields(rawValue: 1 << 2)
    /// A member's `inset`.
    public static let inset = StatedFields(rawValue: 1 << 3)
    /// A member's own text setting (`lines`, `style`, `weight`, …) over its row's.
    public static let text = StatedFields(rawValue: 1 << 4)
}
