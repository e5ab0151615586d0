/// The macOS built-in text styles: one point size and line height per style, whatever the user's
/// settings (HIG Typography → Specifications → "macOS built-in text styles"; FACTS.md). AppKit's
/// system font is 13 pt (`NSFont.systemFontSize`); the small control size 11 pt, the mini 9 pt.
public enum MacTextStyles {
    /// `(size, line height)` in points, per style.
    private static let table: [TextStyle: (Double, Double)] = [
        .largeTitle: (26, 32), .title1: (22, 26), .title2: (17, 22), .title3: (15, 20),
        .headline: (13, 16), .body: (13, 16), .callout: (12, 15), .subheadline: (11, 14),
        .footnote: (10, 13), .caption1: (10, 13), .caption2: (10, 13),
    ]

    /// Size and line height of `style` on the Mac.
    public static func metrics(_ style: TextStyle) -> TypeMetrics {
        let (size, leading) = table[style]!
        return TypeMetrics(pointSize: size, leading: leading)
    }

    /// The style's own weight: headline bold, caption2 medium, the rest regular.
    public static func weight(_ style: TextStyle) -> FontWeight {
        switch style {
        case .headline: return .bold
        case .caption2: return .medium
        default: return .regular
        }
    }
}
