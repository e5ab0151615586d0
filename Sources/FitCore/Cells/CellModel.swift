/// The cell model: a slot of the matrix × a screen width × a size category → how its text is set
/// there (``TextCell``) and what fitting reads (``FitParameters``), with the font it is shaped in.
///
/// The one place a slot's width at a screen width, its point size and leading at a size, its
/// letter-spacing and its font are worked out: the check, its pictures, `budget`, `try` and
/// `measure` all ask it. Per size the setting is worked out once, when the model is made (a
/// look-up in the Dynamic Type table and in the tracking table each), so a run makes one per key.
public struct CellModel: Sendable {
    public let slot: Slot
    /// The size categories asked for, in order.
    public let sizes: [SizeCategory]
    /// Per size, in the order of ``sizes``: point size, leading, letter-spacing.
    private let settings: [Setting]
    private let insets: ContainerInsets
    private let fontOverrides: [String: FontOverride]

    /// The model of `slot` at `sizes`, in `matrix`'s container (its insets) and fonts.
    public init(slot: Slot, sizes: [SizeCategory], matrix: Matrix) {
        self.init(slot: slot, sizes: sizes, insets: matrix.insets, fonts: matrix.fonts)
    }

    public init(slot: Slot, sizes: [SizeCategory], insets: ContainerInsets = .zero, fonts: [String: FontOverride] = [:]) {
        self.slot = slot
        self.sizes = sizes
        self.insets = insets
        self.fontOverrides = fonts
        self.settings = sizes.map { size in
            let metrics = slot.typeMetrics(at: size)
            return Setting(metrics: metrics,
                           tracking: Self.tracking(slot.tracking, sfTracking: slot.sfTracking, pointSize: metrics.pointSize))
        }
    }

    /// Letter-spacing at `pointSize`, in points: `tracking`, plus SF Pro's size-specific tracking
    /// (``SFTracking``) where the slot draws in the system font's manner.
    public static func tracking(_ tracking: Double, sfTracking: Bool, pointSize: Double) -> Double {
        sfTracking ? tracking + SFTracking.tracking(forPointSize: pointSize) : tracking
    }

    /// The slot's width at `screenWidth`, in points.
    @inline(__always)
    public func slotWidth(screenWidth: Double) -> Double {
        slot.width.resolve(containerWidth: insets.containerWidth(for: screenWidth))
    }

    /// Whether the slot's width is the same at every screen width (no share of the container): a
    /// fixed width, a Mac slot. Such a slot is measured at one width.
    public var isFixedWidth: Bool { slot.width.isFixed }

    /// Point size and leading at the size in place `index` of ``sizes``.
    @inline(__always)
    public func metrics(size index: Int) -> TypeMetrics { settings[index].metrics }

    /// The point sizes of ``sizes``, in order.
    public var pointSizes: [Double] { settings.map(\.metrics.pointSize) }

    /// What fitting reads in a slot `slotWidth` wide at the size in place `index` of ``sizes``.
    @inline(__always)
    public func parameters(size index: Int, slotWidth: Double) -> FitParameters {
        let setting = settings[index]
        return FitParameters(pointSize: setting.metrics.pointSize, slotWidth: slotWidth, maxLines: slot.maxLines,
                             maxHeight: slot.maxHeight, lineHeight: setting.metrics.leading, tracking: setting.tracking)
    }

    /// What fitting reads when the text is drawn at `scale` of its size (``Slot/minimumScaleFactor``):
    /// point size and leading scaled, letter-spacing worked out again for the smaller size.
    public func parameters(size index: Int, slotWidth: Double, scale: Double) -> FitParameters {
        var parameters = parameters(size: index, slotWidth: slotWidth)
        guard scale != 1 else { return parameters }
        let metrics = settings[index].metrics
        parameters.pointSize = metrics.pointSize * scale
        parameters.lineHeight = metrics.leading * scale
        parameters.tracking = Self.tracking(slot.tracking * scale, sfTracking: slot.sfTracking, pointSize: parameters.pointSize)
        return parameters
    }

    /// The cell at `screenWidth` and the size in place `index` of ``sizes``.
    public func cell(screenWidth: Double, size index: Int) -> TextCell {
        let setting = settings[index]
        return TextCell(screenWidth: screenWidth, slotWidth: slotWidth(screenWidth: screenWidth), size: sizes[index],
                        effectiveSize: slot.effectiveSize(sizes[index]), style: slot.style,
                        pointSize: setting.metrics.pointSize, leading: setting.metrics.leading,
                        tracking: setting.tracking, maxLines: slot.maxLines, maxHeight: slot.maxHeight)
    }

    /// Every cell at `screenWidths` × ``sizes``, width by width.
    public func cells(screenWidths: [Double]) -> [TextCell] {
        screenWidths.flatMap { width in sizes.indices.map { cell(screenWidth: width, size: $0) } }
    }

    /// The font `language` is shaped in: the slot's weight (or its style's) and family (``Slot/font``), then the matrix's
    /// override for the language.
    public func font(for language: String) -> FontChoice {
        let base = FontChoice(weight: slot.effectiveWeight, family: slot.font)
        return fontOverrides[language]?.applied(to: base) ?? base
    }

    private struct Setting: Sendable {
        var metrics: TypeMetrics
        /// In points.
        var tracking: Double
    }
}
