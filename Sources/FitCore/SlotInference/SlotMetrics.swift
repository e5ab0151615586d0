/// The room each ``SlotKind`` gets on an iPhone in portrait, from Apple's layout metrics. Every
/// figure is a row of ``Figure``, named once with where it comes from (Matrix/README.md, "Slots from
/// your code", lists them for users); the constants below are made of those rows.
public enum SlotMetrics {
    /// The iPhone's figures, in points: one row each, with its source.
    public enum Figure: String, CaseIterable, Sendable {
        case margin, switchWidth, controlSpacing, labelIcon, alertWidth, actionSheetEdge, barButton, buttonContentInset
        case menuPickerChrome, searchIcon, segmentTitleInset, tabItemPointSize, tabBarItems, hStackSpacing, stackViewSpacing
        case defaultPadding, listSectionInset, listRowInset, disclosureChevron
        case labelFontSize, buttonTitleFontSize, symbolWidth

        public var points: Double {
            switch self {
            case .margin: return 16
            case .switchWidth: return 51
            case .controlSpacing, .actionSheetEdge: return 8
            case .labelIcon: return 28
            case .alertWidth: return RowControl.alertActions.width.offset
            case .barButton: return 44
            case .buttonContentInset: return RowControl.buttons.inset
            case .menuPickerChrome: return 24
            case .searchIcon: return 20
            case .segmentTitleInset: return RowControl.segmented.inset
            case .tabItemPointSize: return 10
            case .tabBarItems: return Double(RowControl.tabBarItems)
            case .hStackSpacing: return RowGroup.defaultSpacing
            case .stackViewSpacing: return 0
            case .defaultPadding, .listSectionInset, .listRowInset: return 16
            case .disclosureChevron: return 20
            case .labelFontSize, .symbolWidth: return 17
            case .buttonTitleFontSize: return 15
            }
        }

        public var source: MetricSource {
            switch self {
            case .barButton, .tabBarItems, .stackViewSpacing, .labelFontSize: return .documented
            case .switchWidth, .alertWidth, .actionSheetEdge, .tabItemPointSize, .hStackSpacing, .controlSpacing, .defaultPadding:
                return .observed
            case .margin, .labelIcon, .buttonContentInset, .menuPickerChrome, .searchIcon, .segmentTitleInset, .listSectionInset, .listRowInset,
                 .disclosureChevron, .buttonTitleFontSize, .symbolWidth:
                return .estimate
            }
        }

        /// What the figure is.
        public var about: String {
            switch self {
            case .margin: return "a screen's content inset on iPhone, each side: UIKit's root view keeps the system minimum "
                + "margins (16 pt, 20 pt on the larger phones), a plain view 8 pt (UIView.layoutMargins); 16 taken for all"
            case .switchWidth: return "UISwitch is 51 × 31 pt whatever the text size"
            case .controlSpacing: return "SwiftUI's spacing between a label and its control in a row"
            case .labelIcon: return "an SF Symbol in a Label at the body size (plus controlSpacing to the title)"
            case .alertWidth: return "UIAlertController's alert on every iPhone: its view's width since iOS 7 (UIAlertView's before; RowControl)"
            case .actionSheetEdge: return "an action sheet (confirmationDialog) spans the screen less this each side"
            case .barButton: return "a bar button: the HIG's smallest hit target"
            case .buttonContentInset: return "a UIButton.Configuration's or bordered button's content inset each side, at .medium (RowControl)"
            case .menuPickerChrome: return "what a menu picker draws beside the selected option: the chevron (about 12 pt at body) and the spacing around it"
            case .searchIcon: return "a search field's magnifying glass"
            case .segmentTitleInset: return "a segment's title inset each side (RowControl)"
            case .tabItemPointSize: return "a tab bar item's title, medium, at every text size"
            case .tabBarItems: return "items an iPhone tab bar shows; with more, the first 4 and More (RowControl)"
            case .hStackSpacing: return "SwiftUI's default spacing between two texts in an HStack (RowGroup)"
            case .stackViewSpacing: return "UIStackView's default spacing"
            case .defaultPadding:
                return "SwiftUI's .padding() with no length, each side (Apple: \"a platform-specific default amount\"; 16 on iPhone, "
                    + "as OpenSwiftUI's DefaultPaddingKey reproduces it)"
            case .listSectionInset:
                return "an inset-grouped List's or Form's section, from each screen edge: the layout margin (20 on the larger phones)"
            case .listRowInset:
                return "a List row's content inside its section, each side: the cell's layout margin (20 on the larger phones)"
            case .disclosureChevron:
                return "a NavigationLink row's disclosure chevron in a List (about 8 pt at body) and the spacing before it"
            case .labelFontSize: return "UILabel's default font, the system font at 17 pt (Apple's UILabel.font)"
            case .buttonTitleFontSize:
                return "a UIButton's title font without a configuration, the system font at 15 pt (Apple documents no default)"
            case .symbolWidth:
                return "an SF Symbol (Image(systemName:)) beside a text in an HStack: about its font's point size wide (body 17 pt "
                    + "unless .font says)"
            }
        }
    }

    /// UIKit's default layout margin on iPhone, each side.
    static let margin = Figure.margin.points
    /// An inset-grouped list (SwiftUI's default `List` and `Form` style on iPhone): the section is inset
    /// from the screen and the row's content inside the section, on each side.
    static let listInsets = 2 * (Figure.listSectionInset.points + Figure.listRowInset.points)

    /// What a `List`'s rows take from a text's width, both sides, by the list's style (`nil`: `.automatic`,
    /// inset-grouped on iPhone): plain and grouped lists span the screen and inset only the row's content;
    /// `.listRowInsets(EdgeInsets(…))` (`rowInsets`, leading plus trailing) replaces the row's content insets.
    static func listRowInsets(style: String?, rowInsets: Double? = nil) -> Double {
        let sections = ["plain", "grouped"].contains(style ?? "") ? 0 : 2 * Figure.listSectionInset.points
        return sections + (rowInsets ?? 2 * Figure.listRowInset.points)
    }
    static let switchWidth = Figure.switchWidth.points
    /// Between a label and its control in a row.
    static let spacing = Figure.controlSpacing.points
    /// An SF Symbol icon in a `Label` at the body size, with its spacing to the title.
    static let labelIcon = Figure.labelIcon.points + spacing
    /// The alert's text, inset by the margin each side.
    static let alertTextWidth = Figure.alertWidth.points - 2 * margin
    /// An action sheet's text: the sheet's edges and the margin each side.
    static let sheetInsets = 2 * Figure.actionSheetEdge.points + 2 * margin
    /// A navigation bar's inline title sits between one bar button and the margin on each side, with
    /// the control spacing between.
    static let inlineTitleInsets = 2 * (margin + Figure.barButton.points + spacing)
    static let buttonContentInset = Figure.buttonContentInset.points
    /// What a menu picker (`.pickerStyle(.menu)`) draws beside the selected option.
    static let menuPickerChrome = Figure.menuPickerChrome.points
    /// A search field: the margins, the magnifying glass and the spacing around it.
    static let searchInsets = 2 * margin + Figure.searchIcon.points + 2 * spacing
    /// A segment's title insets, both sides.
    static let segmentPadding = 2 * Figure.segmentTitleInset.points
    static let tabItemPointSize = Figure.tabItemPointSize.points
    /// When the number of tabs cannot be counted: the most a tab bar shows before "More".
    static let assumedTabs = RowControl.tabBarItems

    /// Why a standard bar's text stops at the default size: UIKit's navigation bars, tab bars and
    /// toolbars show the Large Content Viewer rather than growing with Dynamic Type.
    static let barTextNote = "which shows the Large Content Viewer instead of growing with Dynamic Type "
        + "(WWDC 2019, session 261): measured up to the default size L"

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
            // Sized to its text; the bar truncates its title first, so an item has up to half the bar (an item on
            // the other side), less the margin and the spacing.
            return Slot(width: WidthExpression(percent: 100, divisor: 2, offset: -(margin + spacing)), maxLines: 1, style: .body,
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

extension SlotMetrics {
    /// The kinds whose room is the screen less margins the place is assumed to have (a text, a SwiftUI
    /// button, a `Label` with its icon): where the code states what is around the text instead (a list's
    /// rows, `.padding`), that replaces the assumed margins.
    static let marginedKinds: Set<SlotKind> = [.text, .button, .label]

    /// The room a text has from what is around it on iPhone: the insets of the `List` or `Form` rows it is
    /// in, a link row's chevron, and the `.padding` read on the way out. `nil` where nothing is stated
    /// (the kind keeps its margins).
    static func insetRoom(for kind: SlotKind, _ refinements: SlotRefinements) -> (width: WidthExpression, notes: [String])? {
        guard marginedKinds.contains(kind) else { return nil }
        let listed = refinements.inList == true || refinements.inForm == true
        let padding = (refinements.padding ?? 0) + (refinements.outerPadding ?? 0)
        guard listed || padding > 0 else { return nil }
        var insets = 0.0
        var notes: [String] = []
        if listed {
            let style = refinements.inForm == true && refinements.inList != true ? nil : refinements.listStyle
            let rows = listRowInsets(style: style, rowInsets: refinements.rowInsets)
            insets += rows
            notes.append("in a \(refinements.inList == true ? "List" : "Form") (\(style.map { ".\($0)" } ?? "inset-grouped")): "
                         + "its rows take \(MatrixField.format(rows)) pt (estimate"
                         + (refinements.rowInsets.map { "; listRowInsets \(MatrixField.format($0)) pt across" } ?? "") + ")")
            if refinements.linkRow == true {
                insets += Figure.disclosureChevron.points
                notes.append("a NavigationLink row: less its disclosure chevron (\(MatrixField.format(Figure.disclosureChevron.points)) pt, estimate)")
            }
        }
        if padding > 0 {
            // Outside a list the place's own margins are not known: padding narrower than the assumed
            // margins leaves them (a view hosted in a UIKit cell has the cell's insets too).
            let taken = listed ? padding : max(padding, 2 * margin)
            insets += taken
            notes.append("padding around it: \(MatrixField.format(padding)) pt across"
                         + (taken > padding ? " (less than the assumed margins, \(MatrixField.format(taken)) pt, kept)" : ""))
        }
        if kind == .label { insets += labelIcon }
        return (WidthExpression(percent: 100, offset: -insets), notes)
    }
}
