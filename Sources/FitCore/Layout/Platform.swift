/// The platform a matrix measures for: how text styles become point sizes.
///
/// - `iOS` (iPhone and iPad): Dynamic Type, a size per style at each of twelve size categories
///   (``DynamicType``).
/// - `macOS`: no Dynamic Type; each style has one size (body 13 pt, ``MacTextStyles``), so a macOS
///   matrix lists no `sizes` and is measured at one size category, `L`, that stands for "the size".
public enum Platform: String, Sendable, Hashable, CaseIterable {
    case iOS
    case macOS

    /// The weight a style is drawn with when the slot names none: iOS's headline is semibold, the
    /// Mac's bold, and the Mac's caption2 medium; every other style is regular (HIG Typography).
    public func defaultWeight(of style: TextStyle) -> FontWeight {
        switch self {
        case .iOS: return style.defaultWeight
        case .macOS: return MacTextStyles.weight(style)
        }
    }
}
