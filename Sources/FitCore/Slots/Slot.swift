/// The space a key gets on screen: how wide, how many lines, how tall, and in which text style.
public struct Slot: Sendable, Hashable {
    /// Width relative to the container (the matrix width minus the insets).
    public var width: WidthExpression
    /// Maximum number of lines; `nil` means the text wraps freely.
    public var maxLines: Int?
    /// Maximum block height, in points; `nil` means no limit.
    public var maxHeight: Double?
    /// The Dynamic Type text style: sets the point size and leading at each size category.
    public var style: TextStyle
    /// The weight the app draws with; `nil` means the style's own (semibold for headline).
    public var weight: FontWeight?
    /// Extra space between grapheme clusters, in points (SwiftUI `.tracking()`); never applied to
    /// scripts whose letters join.
    public var tracking: Double
    /// The largest Dynamic Type size the text grows to (SwiftUI `.dynamicTypeSize(...xxxLarge)`);
    /// `nil` means it follows every size. Tab bars and segmented controls stop at the default size.
    public var largestSize: SizeCategory?
    /// Add Apple's SF Pro tracking for the point size (HIG table), as the system font applies it: on
    /// by default, since the default fonts approximate the system font; off for a slot drawn in a font
    /// of the app's own.
    public var sfTracking: Bool
    /// A point size that does not follow Dynamic Type (a tab bar item's 10 pt title), with a leading
    /// of 1.2 × the size; `nil` means the style's size at each size category.
    public var pointSize: Double?
    /// Whether the text is drawn as SwiftUI's `Text` draws a key, with its inline Markdown
    /// (``InlineMarkdown``): on by default; off for text that UIKit or AppKit draws as written.
    public var markdown: Bool
    /// The platform whose text styles give the point size (``Platform``): the matrix's, for every slot.
    public var platform: Platform
    /// False for text that is never laid out: spoken only (accessibility labels, `.help`, App Intents
    /// phrases), or a placeholder replaced before it is shown. Such a key is still checked for its
    /// translation and format specifiers, never for its fit (matrix field `"layout": false`).
    public var layout: Bool
    /// A font family the app names (`.custom("Avenir Next", …)`, `UIFont(name:size:)`): measured in that
    /// family when it is loaded (`--fonts`), else in the system font with a note; `nil` for the system font.
    public var font: String?
    /// True when ``pointSize`` is the size at the default text size L and grows with ``style`` as
    /// Dynamic Type does (`.custom(_:size:relativeTo:)`, `UIFontMetrics`); false for a fixed size.
    public var scaled: Bool
    /// The scale the app lets the text shrink to before it truncates (`.minimumScaleFactor`,
    /// `UILabel.minimumScaleFactor` with `adjustsFontSizeToFitWidth`); `nil` for none.
    public var minimumScaleFactor: Double?

    public init(width: WidthExpression, maxLines: Int? = nil, maxHeight: Double? = nil, style: TextStyle = .body,
                weight: FontWeight? = nil, largestSize: SizeCategory? = nil, tracking: Double = 0,
                sfTracking: Bool = true, pointSize: Double? = nil, markdown: Bool = true, platform: Platform = .iOS,
                layout: Bool = true, font: String? = nil, scaled: Bool = false, minimumScaleFactor: Double? = nil) {
        self.width = width
        self.maxLines = maxLines
        self.maxHeight = maxHeight
        self.style = style
        self.weight = weight
        self.largestSize = largestSize
        self.tracking = tracking
        self.sfTracking = sfTracking
        self.pointSize = pointSize
        self.markdown = markdown
        self.platform = platform
        self.layout = layout
        self.font = font
        self.scaled = scaled
        self.minimumScaleFactor = minimumScaleFactor
    }

    /// `text` as this slot draws it: its Markdown parsed (``markdown``), else as written.
    public func drawn(_ text: String) -> StyledText {
        markdown ? InlineMarkdown.parse(text) : StyledText(plain: text)
    }

    /// The slot a matrix without `defaultSlot` gives every key: the whole container, body, no limit.
    public static let fallback = Slot(width: WidthExpression(percent: 100, offset: 0))

    /// The weight to shape with: the slot's own, or the style's on the slot's platform.
    public var effectiveWeight: FontWeight { weight ?? platform.defaultWeight(of: style) }

    /// The size category the text is drawn at when the user chose `size`: `size`, capped at
    /// ``largestSize``.
    public func effectiveSize(_ size: SizeCategory) -> SizeCategory {
        guard let largestSize, largestSize < size else { return size }
        return largestSize
    }

    /// Point size and leading of this slot's style at `size` (after the ``largestSize`` cap), or
    /// its fixed ``pointSize``. On macOS the style has one size whatever `size` says.
    public func typeMetrics(at size: SizeCategory) -> TypeMetrics {
        if let pointSize {
            // A scaled size grows as its style does, from the style's size at L.
            let factor = scaled && platform == .iOS
                ? DynamicType.metrics(style, effectiveSize(size)).pointSize / DynamicType.metrics(style, .L).pointSize : 1
            let scaledSize = pointSize * factor
            return TypeMetrics(pointSize: scaledSize, leading: (scaledSize * 1.2).rounded())
        }
        if platform == .macOS { return MacTextStyles.metrics(style) }
        return DynamicType.metrics(style, effectiveSize(size))
    }
}
