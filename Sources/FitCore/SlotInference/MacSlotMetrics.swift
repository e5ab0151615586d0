/// The room each ``SlotKind`` gets in a Mac window: the width of the window's content, as the app's
/// source states it (``MacWindows``; a `.frame(width:)` or `.frame(minWidth:)` around the view), less
/// what AppKit and SwiftUI put around the text there. Every slot has a fixed width — the tightest the
/// user can make the window — and the Mac's one size per text style. Every figure is a row of
/// ``Figure``, named once with its source (Matrix/README.md, "Slots from your code", macOS, lists them).
public enum MacSlotMetrics {
    /// The Mac's figures, in points: one row each, with its source.
    public enum Figure: String, CaseIterable, Sendable {
        case assumedContentWidth, windowMargin, groupedRowInset, switchWidth, controlSpacing, checkbox, checkboxGap
        case labelIcon, labelIconGap, alertTextWidth, popUpChrome, segmentTitleInset, assumedSidebarWidth, stackViewSpacing

        public var points: Double {
            switch self {
            case .assumedContentWidth: return 480
            case .windowMargin: return 20
            case .groupedRowInset: return 10
            case .switchWidth: return 38
            case .controlSpacing, .segmentTitleInset, .stackViewSpacing: return 8
            case .checkbox: return 14
            case .checkboxGap, .labelIconGap: return 6
            case .labelIcon: return 16
            case .alertTextWidth: return 220
            case .popUpChrome: return 35
            case .assumedSidebarWidth: return 200
            }
        }

        public var source: MetricSource {
            switch self {
            case .windowMargin, .stackViewSpacing: return .documented
            case .switchWidth, .checkbox, .checkboxGap, .alertTextWidth, .controlSpacing: return .observed
            case .assumedContentWidth, .groupedRowInset, .labelIcon, .labelIconGap, .popUpChrome, .segmentTitleInset,
                 .assumedSidebarWidth: return .estimate
            }
        }

        /// What the figure is.
        public var about: String {
            switch self {
            case .assumedContentWidth: return "a window's content width when the source states none: a sheet's (a width of the Mac starter)"
            case .windowMargin: return "AppKit's standard spacing between a window's edge and its content (HIG Layout, macOS)"
            case .groupedRowInset: return "a grouped form's row content inside its section, each side (sections: windowMargin from the window)"
            case .switchWidth: return "the regular NSSwitch at a grouped row's trailing edge"
            case .controlSpacing: return "between a label and its control"
            case .checkbox: return "a checkbox, the default toggle style on macOS"
            case .checkboxGap: return "between a checkbox and its title"
            case .labelIcon: return "an SF Symbol in a Label at 13 pt"
            case .labelIconGap: return "between a Label's icon and its title"
            case .alertTextWidth: return "NSAlert's text column (the compact alert of macOS 11 and later is 260 pt wide)"
            case .popUpChrome: return "what a pop-up button draws beside its title (bezel padding, arrows) at the regular size; checked against the corpus's nibs"
            case .segmentTitleInset: return "a segment's or a tab's title inset each side"
            case .assumedSidebarWidth: return "a sidebar's width when the source states none: the usual minimum"
            case .stackViewSpacing: return "NSStackView's default spacing"
            }
        }
    }

    /// A window's content width when the source states none (one of ``StarterMatrix/macWidths``).
    public static let assumedContentWidth = Figure.assumedContentWidth.points
    static let windowMargin = Figure.windowMargin.points
    /// A grouped form (`.formStyle(.grouped)`): sections inset from the edges of the window, each
    /// row's content inside its section.
    static let groupedRowInsets = 2 * windowMargin + 2 * Figure.groupedRowInset.points
    /// The control at a grouped row's trailing edge beside a toggle's label: a switch with spacing before it.
    static let groupedToggleControl = Figure.switchWidth.points + Figure.controlSpacing.points
    /// A checkbox and the gap before its title.
    static let checkbox = Figure.checkbox.points + Figure.checkboxGap.points
    /// An SF Symbol in a `Label`, with its spacing to the title.
    static let labelIcon = Figure.labelIcon.points + Figure.labelIconGap.points
    static let alertTextWidth = Figure.alertTextWidth.points
    /// What a pop-up button (`NSPopUpButton`, a menu `Picker`) draws beside its title; the selected
    /// option is shown in what is left.
    static let popUpChrome = Figure.popUpChrome.points
    /// A segment's or a tab's title insets, both sides.
    static let segmentPadding = 2 * Figure.segmentTitleInset.points

    /// How a `Form` lays its rows out: `.grouped` (rows in boxes, label leading, control trailing) or
    /// `.columns` (the macOS default: trailing-aligned labels in one column, controls in the next).
    public enum FormLayout: String, Sendable, Hashable {
        case grouped, columns
        /// A sidebar's rows (`.listStyle(.sidebar)`, a `NavigationSplitView`'s first column): 10 pt each side.
        case sidebar
    }

    /// A sidebar's width when the source states none.
    public static let assumedSidebarWidth = Figure.assumedSidebarWidth.points

    /// The slot of `kind` in content `container` points wide; `form` when the text is in a `Form`.
    /// `count`: tabs or segments sharing the control.
    public static func slot(for kind: SlotKind, count: Int?, container: Double, form: FormLayout?) -> Slot {
        func fixed(_ width: Double) -> WidthExpression { WidthExpression(percent: 0, offset: (width * 100).rounded() / 100) }
        // The width a row's content gets, and the label column of a two-column form.
        let row: Double
        switch form {
        case .grouped: row = container - groupedRowInsets
        case .columns: row = (container - 2 * windowMargin) / 2
        case .sidebar: row = container - 2 * 10
        case nil: row = container - 2 * windowMargin
        }
        var slot: Slot
        switch kind {
        case .text, .sectionFooter:
            slot = Slot(width: fixed(row), style: kind == .sectionFooter ? .subheadline : .body)
        case .sectionHeader:
            slot = Slot(width: fixed(form == .grouped ? container - 2 * windowMargin : row), style: .headline)
        case .toggle:
            // One line: a checkbox or switch takes the width offered (Apple's `CheckboxToggleStyle`: "as much
            // horizontal space as it needs to fit the label, up to the amount offered by the toggle's parent
            // view") but not more height — AppKit's `NSButton` reports a one-line intrinsic height even when its
            // title could wrap (observed: macdown3000 PR #498, French checkboxes clipped), and real apps let a
            // long label wrap with `.fixedSize(horizontal: false, vertical: true)` (SwiftUI: "fixes this view at
            // its ideal size in the specified dimensions"). UseResolver lifts the limit for that modifier.
            slot = Slot(width: fixed(form == .grouped ? row - groupedToggleControl : row - checkbox), maxLines: 1, style: .body)
        case .pickerLabel:
            // The pop-up button takes its own width; the label is taken to get half the row.
            slot = Slot(width: fixed(form == .columns ? row - Figure.controlSpacing.points : (row - Figure.controlSpacing.points) / 2), style: .body)
        case .label:
            slot = Slot(width: fixed(row - labelIcon), style: .body)
        case .pickerOption:
            // The pop-up is the value column of a columns form; elsewhere it takes its ideal width beside its
            // label, which takes the rest: at most the row (a label's share is not known; precision first).
            slot = Slot(width: fixed(row - popUpChrome), maxLines: 1, style: .body)
        case .button, .uikitButton, .uikitButtonConfiguration:
            slot = Slot(width: fixed(row), maxLines: 1, style: .body)
        case .uikitLabel:
            slot = Slot(width: fixed(row), maxLines: 1, style: .body)
        case .alertTitle, .dialogTitle:
            slot = Slot(width: fixed(alertTextWidth), style: .headline)
        case .alertMessage, .dialogMessage:
            slot = Slot(width: fixed(alertTextWidth), style: .subheadline)
        case .alertButton, .dialogButton:
            slot = Slot(width: fixed(alertTextWidth), maxLines: 1, style: .body)
        case .segment, .tabItem:
            let parts = Double(count ?? 2)
            slot = Slot(width: fixed(row / parts - segmentPadding), maxLines: 1, style: .body)
        case .toolbarButton, .badge, .searchPrompt:
            slot = Slot(width: fixed(container / 3), maxLines: 1, style: .body)
        case .navigationTitleLarge, .navigationTitleInline:
            // Window titles: the title bar truncates them; the key is checked for its translation only.
            slot = Slot(width: fixed(container), maxLines: 1, style: .headline, layout: false)
        case .spoken, .notShown, .separator, .translationOnly:
            slot = Slot(width: fixed(container), style: .body, layout: false)
        }
        slot.platform = .macOS
        slot.markdown = true
        return slot
    }
}
