/// The room each ``SlotKind`` gets on an iPhone in portrait, from Apple's layout metrics. Each
/// figure and where it comes from is listed in Matrix/README.md ("Slots from your code"); the
/// constants below carry the same names.
public enum SlotMetrics {
    /// UIKit's default layout margin on iPhone, each side (HIG Layout; `UIView.layoutMargins`).
    static let margin = 16.0
    /// An inset-grouped list (SwiftUI's default `List` and `Form` style): the section is inset by the
    /// margin and the row's content by the margin again, on each side.
    static let listInsets = 4 * margin
    /// `UISwitch` is 51 × 31 pt whatever the text size.
    static let switchWidth = 51.0
    /// SwiftUI's default spacing between a label and its control in a row.
    static let spacing = 8.0
    /// An SF Symbol icon in a `Label` at the body size, with its spacing to the title.
    static let labelIcon = 28.0 + 8.0
    /// `UIAlertController`'s alert is 270 pt wide on every iPhone, its text inset 16 pt each side.
    /// Apple publishes neither figure: 270 is the width of the alert's view in UIKit's view hierarchy
    /// (the same since iOS 7, and the width of `UIAlertView` before it), observed, not documented.
    static let alertTextWidth = 270.0 - 2 * margin
    /// An action sheet (`confirmationDialog` on iPhone) spans the screen less 8 pt each side; its text
    /// is inset 16 pt each side.
    static let sheetInsets = 2 * 8.0 + 2 * margin
    /// A navigation bar's inline title sits between one bar button (44 pt, HIG's smallest hit
    /// target) and the margin on each side, with 8 pt between.
    static let inlineTitleInsets = 2 * (margin + 44 + 8)
    /// A `UIButton.Configuration`'s content insets, leading and trailing, at the default `.medium` size:
    /// about 12 pt (an estimate: Apple documents `contentInsets` but not its default values; observed,
    /// and the same estimate as a bordered SwiftUI button's, ``RowControl/inset``).
    static let buttonContentInset = 12.0
    /// What a menu picker (`.pickerStyle(.menu)`) draws beside the selected option: the up-and-down
    /// chevron symbol (about 12 pt at the body size) and the spacing around it, about 24 pt (an estimate;
    /// Apple publishes no figure).
    static let menuPickerChrome = 24.0
    /// A search field: the margins, the magnifying glass (20 pt) and the spacing around it.
    static let searchInsets = 2 * margin + 20 + 2 * 8
    /// A segment's title is inset about 8 pt on each side of the segment.
    static let segmentPadding = 2 * 8.0
    /// Tab bar item titles on iPhone: 10 pt medium, the same at every text size.
    static let tabItemPointSize = 10.0
    /// When the number of tabs cannot be counted: five, the most a tab bar shows before "More".
    static let assumedTabs = 5

    /// The slot of `kind`; `count` is the number of tabs or segments where the kind shares its bar.
    public static func slot(for kind: SlotKind, count: Int? = nil) -> Slot {
        let fullWidth = WidthExpression(percent: 100, offset: -2 * margin)
        func width(less points: Double) -> WidthExpression { WidthExpression(percent: 100, offset: -points) }
        switch kind {
        case .navigationTitleLarge:
            return Slot(width: fullWidth, maxLines: 1, style: .largeTitle, weight: .bold)
        case .navigationTitleInline:
            return Slot(width: width(less: inlineTitleInsets), maxLines: 1, style: .headline, largestSize: .L)
        case .tabItem:
            let tabs = count ?? assumedTabs
            return Slot(width: WidthExpression(percent: 100, divisor: tabs, offset: 0), maxLines: 1, style: .caption2,
                        weight: .medium, largestSize: .L, pointSize: tabItemPointSize)
        case .toolbarButton:
            return Slot(width: WidthExpression(percent: 100, divisor: 3, offset: -margin), maxLines: 1, style: .body,
                        largestSize: .L)
        case .segment:
            let segments = count ?? 2
            let offset = -((2 * margin / Double(segments)) + segmentPadding)
            return Slot(width: WidthExpression(percent: 100, divisor: segments, offset: (offset * 100).rounded() / 100),
                        maxLines: 1, style: .footnote, weight: .semibold, largestSize: .L)
        case .badge:
            return Slot(width: WidthExpression(percent: 100, divisor: 3, offset: -margin), maxLines: 1, style: .body)
        case .alertTitle:
            return Slot(width: WidthExpression(percent: 0, offset: alertTextWidth), style: .headline)
        case .alertMessage:
            return Slot(width: WidthExpression(percent: 0, offset: alertTextWidth), style: .footnote)
        case .alertButton:
            return Slot(width: WidthExpression(percent: 0, offset: alertTextWidth), maxLines: 1, style: .body)
        case .dialogTitle:
            return Slot(width: width(less: sheetInsets), style: .footnote, weight: .semibold)
        case .dialogMessage:
            return Slot(width: width(less: sheetInsets), style: .footnote)
        case .dialogButton:
            return Slot(width: width(less: sheetInsets), maxLines: 1, style: .title3)
        case .searchPrompt:
            return Slot(width: width(less: searchInsets), maxLines: 1, style: .body)
        case .sectionHeader, .sectionFooter:
            return Slot(width: width(less: listInsets), style: .footnote)
        case .toggle, .pickerLabel:
            return Slot(width: width(less: listInsets + switchWidth + spacing), style: .body)
        case .label:
            return Slot(width: width(less: 2 * margin + labelIcon), style: .body)
        case .pickerOption:
            return Slot(width: fullWidth, maxLines: 1, style: .body)
        case .uikitButton, .uikitLabel:
            return Slot(width: fullWidth, maxLines: 1, style: .body)
        case .uikitButtonConfiguration:
            // A configured button wraps its title (`titleLineBreakMode` is `.byWordWrapping` unless set).
            return Slot(width: width(less: 2 * margin + 2 * buttonContentInset), style: .body)
        case .button, .text:
            return Slot(width: fullWidth, style: .body)
        case .spoken, .notShown, .separator, .translationOnly:
            return Slot(width: fullWidth, style: .body, layout: false)
        }
    }

    /// The text sizes a key's uses are compared at: the default size and the largest size of
    /// fitcheck's default matrix (the sizes `fitcheck init` writes).
    public static let comparedSizes: [SizeCategory] = [.L, .AX1]

    /// How much room a slot leaves, for picking the tightest of a key's uses: the slot's width on a
    /// 375 pt screen × its lines (20 when it wraps freely), in ems of its point size, at the size
    /// of ``comparedSizes`` where it is least (after the slot's `largestSize` cap, or at its fixed
    /// `pointSize`). A text is about as many ems long at every size, so the slot with the least
    /// room at any size measured is the one it is likeliest not to fit. Smaller is tighter.
    public static func room(of slot: Slot) -> Double {
        let width = slot.width.resolve(containerWidth: 375)
        return comparedSizes.map { width * Double(slot.maxLines ?? 20) / slot.typeMetrics(at: $0).pointSize }.min() ?? 0
    }
}
