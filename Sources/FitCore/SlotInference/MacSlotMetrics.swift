/// The room each ``SlotKind`` gets in a Mac window: the width of the window's content, as the app's
/// source states it (``MacWindows``; a `.frame(width:)` or `.frame(minWidth:)` around the view), less
/// what AppKit and SwiftUI put around the text there. Every slot has a fixed width — the tightest the
/// user can make the window — and the Mac's one size per text style. Each figure and where it comes
/// from is listed in Matrix/README.md ("Slots from your code", macOS).
public enum MacSlotMetrics {
    /// A window's content width when the source states none: the width of a sheet (480 pt, one of
    /// ``StarterMatrix/macWidths``).
    public static let assumedContentWidth = 480.0
    /// AppKit's standard spacing between a window's edge and its content (HIG Layout, macOS: 20 pt).
    static let windowMargin = 20.0
    /// A grouped form (`.formStyle(.grouped)`): sections inset 20 pt from the edges of the window,
    /// each row's content 10 pt inside its section.
    static let groupedRowInsets = 2 * windowMargin + 2 * 10
    /// The control at a grouped row's trailing edge beside a toggle's label: a switch (38 pt, the
    /// regular `NSSwitch`) with 8 pt before it.
    static let groupedToggleControl = 38.0 + 8
    /// A checkbox (the default toggle style on macOS): a 14 pt box and 6 pt before the title.
    static let checkbox = 14.0 + 6
    /// An SF Symbol in a `Label` at 13 pt, with its spacing to the title.
    static let labelIcon = 16.0 + 6
    /// `NSAlert`'s text column is 220 pt wide (the compact alert of macOS 11 and later, 260 pt wide).
    static let alertTextWidth = 220.0
    /// What a pop-up button (`NSPopUpButton`, a menu `Picker`) draws beside its title: the bezel's
    /// padding and the up-and-down arrows, about 35 pt at the regular control size (an estimate,
    /// checked against the pop-ups of the corpus's nibs: a title's frame is the button's less about
    /// 35 pt). The selected option is shown in what is left.
    static let popUpChrome = 35.0
    /// A segment's or a tab's title is inset about 8 pt on each side.
    static let segmentPadding = 2 * 8.0

    /// How a `Form` lays its rows out: `.grouped` (rows in boxes, label leading, control trailing) or
    /// `.columns` (the macOS default: trailing-aligned labels in one column, controls in the next).
    public enum FormLayout: String, Sendable, Hashable {
        case grouped, columns
        /// A sidebar's rows (`.listStyle(.sidebar)`, a `NavigationSplitView`'s first column): 10 pt each side.
        case sidebar
    }

    /// A sidebar's width when the source states none: 200 pt (the usual minimum of a Mac sidebar).
    public static let assumedSidebarWidth = 200.0

    /// The slot of `kind` in content `container` points wide; `form` when the text is in a `Form`.
    /// `count`: tabs or segments sharing the control.
    public static func slot(for kind: SlotKind, count: Int?, container: Double, form: FormLayout?) -> Slot {
        func fixed(_ width: Double) -> WidthExpression { WidthExpression(percent: 0, offset: (max(width, 1) * 100).rounded() / 100) }
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
            slot = Slot(width: fixed(form == .columns ? row - 8 : (row - 8) / 2), style: .body)
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
