/// The kind of place a string is shown in, as the app's code says: a tab bar item, an alert's
/// button, a toggle's label… Each kind has its room (``SlotMetrics``).
public enum SlotKind: String, Sendable, CaseIterable, Codable, Comparable {
    case navigationTitleLarge
    case navigationTitleInline
    case tabItem
    case toolbarButton
    case segment
    case badge
    case alertTitle
    case alertMessage
    case alertButton
    case dialogTitle
    case dialogMessage
    case dialogButton
    case searchPrompt
    case sectionHeader
    case sectionFooter
    case toggle
    case pickerLabel
    /// An option of a menu picker (`.pickerStyle(.menu)`, the Mac's default pop-up): the selected one
    /// is shown in the picker's frame, less the pop-up's chrome.
    case pickerOption
    case label
    case uikitButton
    /// A `UIButton` with a `UIButton.Configuration` (`.filled()`, `.plain()`, …): its title sits inside
    /// the configuration's content insets and wraps.
    case uikitButtonConfiguration
    case uikitLabel
    case button
    case text
    /// Never laid out: read by VoiceOver (`.accessibilityLabel`, `.accessibilityRepresentation`
    /// content), a tooltip (`.help`), App Intents phrases.
    case spoken
    /// Never laid out as written: a placeholder drawn as shapes (`.redacted(reason: .placeholder)`)
    /// or replaced before it is shown.
    case notShown
    /// A white-space piece between texts joined as `Text(a) + Text(" ") + Text(b)`: laid out as part of
    /// the joined text, never alone.
    case separator
    /// Sized by the system to its text — a menu item, a window title, a tab view or toolbar item's
    /// label, a help tag (nibs, macOS): checked for its translation and specifiers only.
    case translationOnly

    /// How the text form names the kind.
    public var title: String {
        switch self {
        case .navigationTitleLarge: return "navigation title (large)"
        case .navigationTitleInline: return "navigation title (inline)"
        case .tabItem: return "tab bar item"
        case .toolbarButton: return "toolbar button"
        case .segment: return "segmented control segment"
        case .badge: return "badge"
        case .alertTitle: return "alert title"
        case .alertMessage: return "alert message"
        case .alertButton: return "alert button"
        case .dialogTitle: return "confirmation dialog title"
        case .dialogMessage: return "confirmation dialog message"
        case .dialogButton: return "confirmation dialog button"
        case .searchPrompt: return "search field prompt"
        case .sectionHeader: return "section header"
        case .sectionFooter: return "section footer"
        case .toggle: return "toggle label"
        case .pickerLabel: return "picker label"
        case .pickerOption: return "menu picker option (shown as its value)"
        case .label: return "label (icon and title)"
        case .uikitButton: return "UIKit button title"
        case .uikitButtonConfiguration: return "UIKit button (configuration)"
        case .uikitLabel: return "UIKit label"
        case .button: return "button"
        case .text: return "text"
        case .spoken: return "spoken (never laid out)"
        case .notShown: return "not shown (a placeholder)"
        case .separator: return "separator in Text + Text (laid out with its neighbours)"
        case .translationOnly: return "menu item, window title or tab (sized to its text)"
        }
    }

    /// True for kinds whose font the system chooses: a `.font` or `.lineLimit` on the view does
    /// not change them.
    public var isSystemDrawn: Bool {
        switch self {
        case .navigationTitleLarge, .navigationTitleInline, .tabItem, .toolbarButton, .segment, .badge,
             .alertTitle, .alertMessage, .alertButton, .dialogTitle, .dialogMessage, .dialogButton, .searchPrompt, .pickerOption:
            return true
        // A UIKit label's lines and shrinking, a UIKit button's width, are the code's (`numberOfLines`,
        // `minimumScaleFactor`, a width constraint): only UIKitViewSettings sets them.
        case .uikitButton, .uikitButtonConfiguration, .uikitLabel, .sectionHeader, .sectionFooter, .toggle, .pickerLabel,
             .label, .button, .text, .spoken, .notShown, .separator, .translationOnly:
            return false
        }
    }

    /// False for text that is never laid out: its key is checked for translation and specifiers
    /// only (``Slot/layout``), and any use that is laid out wins over it.
    public var isLaidOut: Bool {
        switch self {
        case .spoken, .notShown, .separator, .translationOnly: return false
        default: return true
        }
    }

    /// Declaration order: the order the text form lists kinds in.
    public static func < (lhs: SlotKind, rhs: SlotKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
