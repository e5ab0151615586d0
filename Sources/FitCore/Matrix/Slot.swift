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
    /// Add Apple's SF Pro tracking for the point size (HIG table), to approximate SF with other fonts.
    public var sfTracking: Bool

    public init(width: WidthExpression, maxLines: Int? = nil, maxHeight: Double? = nil, style: TextStyle = .body,
                weight: FontWeight? = nil, tracking: Double = 0, sfTracking: Bool = false) {
        self.width = width
        self.maxLines = maxLines
        self.maxHeight = maxHeight
        self.style = style
        self.weight = weight
        self.tracking = tracking
        self.sfTracking = sfTracking
    }

    /// The slot a matrix without `defaultSlot` gives every key: the whole container, body, no limit.
    public static let fallback = Slot(width: WidthExpression(percent: 100, offset: 0))

    /// The weight to shape with: the slot's own, or the style's.
    public var effectiveWeight: FontWeight { weight ?? style.defaultWeight }
}
