/// What a string is on its way out from the innermost call: a bare `Text`, a `Label` or a button's
/// title may still turn out to be a tab item, a toolbar button or an alert's button, depending on
/// the calls around it; any other kind is settled where it is found.
enum SlotRole: Sendable, Hashable {
    case text
    case label
    case button
    /// A picker's label: shown only in a `Form` or `List` (`listed`), in a style that shows it
    /// (`styled` once an inner `.pickerStyle` has said which); a menu-style picker elsewhere shows
    /// its selected value instead.
    case picker(styled: Bool, listed: Bool)
    case placed(SlotKind)
    /// Shown somewhere whose room is not one of the kinds (a menu item, a picker's option list),
    /// or not shown at all (a confirmation dialog's hidden title).
    case unplaced(String)

    /// True while calls further out can still change what the string is.
    var isOpen: Bool {
        switch self {
        case .text, .label, .button, .picker: return true
        case .placed, .unplaced: return false
        }
    }

    /// The kind once no call further out changes it.
    var kind: SlotKind? {
        switch self {
        case .text: return .text
        case .label: return .label
        case .button: return .button
        case .placed(let kind): return kind
        case .picker, .unplaced: return nil
        }
    }

    /// The role once the walk is over: a picker's label is placed only where it is shown — on iPhone in
    /// a `Form` or `List` (elsewhere a menu picker shows its value); on the Mac beside its pop-up button
    /// wherever it is.
    func settled(on platform: Platform) -> SlotRole {
        guard case .picker(_, let listed) = self else { return self }
        return listed || platform == .macOS ? .placed(.pickerLabel)
            : .unplaced("picker label not shown (outside a Form or List a picker shows its value)")
    }

    /// True for the content closures of menus (`Menu { … }`, `.contextMenu`, `.swipeActions`):
    /// whatever is in them is a menu item, a place with no room of its own.
    static func isMenuContent(_ name: String, member: Bool, label: String?) -> Bool {
        switch (name, member) {
        case ("Menu", false): return label != "label" && label != "primaryAction"
        case ("contextMenu", true): return label != "preview"
        case ("swipeActions", true): return true
        default: return false
        }
    }

    /// The role of text given as argument `position` (labelled `label`) of the call `name`
    /// (`member` for `.name(`); `nil` when that call does not show its argument as text.
    /// `arguments` are the call's argument labels, for calls whose other arguments matter.
    static func direct(call name: String, member: Bool, label: String?, position: Int,
                       arguments: [String?], actionSheet: Bool) -> SlotRole? {
        let first = label == nil && position == 0
        if member {
            if isSpoken(call: name, label: label, first: first) { return .placed(.spoken) }
            switch name {
            case "navigationTitle" where first, "navigationBarTitle" where first: return .placed(.navigationTitleLarge)
            case "badge" where first: return .placed(.badge)
            case "searchable" where label == "prompt": return .placed(.searchPrompt)
            case "alert" where first: return .placed(.alertTitle)
            case "confirmationDialog" where first:
                // On iPhone the title shows only with `titleVisibility: .visible`.
                return arguments.contains("titleVisibility") ? .placed(.dialogTitle) : .unplaced("hidden dialog title")
            // UIKit: a button's title, or a segment's (`setTitle(_:forSegmentAt:)`, `insertSegment(withTitle:at:animated:)`).
            case "setTitle" where first: return .placed(arguments.contains("forSegmentAt") ? .segment : .uikitButton)
            case "insertSegment" where label == "withTitle": return .placed(.segment)
            case "default", "cancel", "destructive": return first ? .button : nil
            default: return nil
            }
        }
        switch name {
        case "Text" where first: return .text
        case "Button", "Link", "Menu": return first ? .button : nil
        case "Label" where first: return .label
        case "Toggle" where first: return .placed(.toggle)
        case "Picker" where first: return .picker(styled: false, listed: false)
        case "Section" where first: return .placed(.sectionHeader)
        case "Tab" where first: return .placed(.tabItem)
        case "NavigationLink" where first: return .text
        case "UIBarButtonItem" where label == "title": return .placed(.toolbarButton)
        case "UITabBarItem" where label == "title": return .placed(.tabItem)
        case "UIAlertController" where label == "title": return .placed(actionSheet ? .dialogTitle : .alertTitle)
        case "UIAlertController" where label == "message": return .placed(actionSheet ? .dialogMessage : .alertMessage)
        case "UIAlertAction" where label == "title": return .placed(actionSheet ? .dialogButton : .alertButton)
        case "UIAction", "UIMenu", "UIContextualAction", "UICommand", "UIKeyCommand":
            return label == "title" || label == "discoverabilityTitle" ? .unplaced("menu item") : nil
        // App Intents: Shortcuts, Siri and Spotlight show or speak these, never the app's layout.
        case "AppShortcut" where label == "shortTitle" || label == "phrases",
             "IntentDescription" where first, "Parameter" where label == "title" || label == "description",
             "DisplayRepresentation" where label == "title" || label == "subtitle" || first,
             "TypeDisplayRepresentation" where label == "name" || first:
            return .placed(.spoken)
        default: return nil
        }
    }

    /// True for the modifiers whose text is never laid out: read by VoiceOver (`.accessibilityLabel`,
    /// `.accessibilityHint`, `.accessibilityValue`, `.accessibilityInputLabels`, a named
    /// `.accessibilityAction`, `.accessibilityCustomContent`) or shown by the system as a tooltip (`.help`).
    static func isSpoken(call name: String, label: String?, first: Bool) -> Bool {
        switch name {
        case "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityInputLabels", "help",
             "accessibilityCustomContent":
            return first
        case "accessibilityAction", "accessibilityRotorEntry": return label == "named"
        // The older `.accessibility(label:)`, `.accessibility(hint:)`, `.accessibility(value:)`.
        case "accessibility": return label == "label" || label == "hint" || label == "value"
        default: return false
        }
    }

    /// True for the calls whose text UIKit shows as given: a bare literal there is not localized.
    static func isUIKit(_ name: String) -> Bool {
        name.hasPrefix("UI") || name == "setTitle" || name == "insertSegment"
    }

    /// The role after passing out through `frame`; `pickerContent` tells whether the frame is the
    /// content of a view of the app's own that gives its content to a picker (its options), and
    /// `segmented` whether that picker (or a `Picker` itself) is styled `.pickerStyle(.segmented)`.
    func leaving(_ frame: SyntaxFrame.Kind, segmented: Bool, pickerContent: Bool = false, menu: Bool = false) -> SlotRole {
        // What an accessibility representation or label holds is read out, never drawn.
        switch frame {
        case .closure("accessibilityRepresentation", true, _), .closure("accessibilityLabel", true, _):
            return .placed(.spoken)
        case .call(let name, true, let label, let position) where SlotRole.isSpoken(call: name, label: label, first: label == nil && position == 0):
            return .placed(.spoken)
        default:
            break
        }
        if case .closure(let name, let member, let label) = frame, SlotRole.isMenuContent(name, member: member, label: label) {
            if case .unplaced = self { return self }
            return .unplaced("menu item")  // a Toggle, Picker or Section in a menu is a menu item too
        }
        guard isOpen else { return self }
        if case .picker(let styled, _) = self {
            switch frame {
            case .closure("Form", false, _), .closure("List", false, _): return .picker(styled: styled, listed: true)
            case .closure("toolbar", true, _), .closure("ToolbarItem", false, _), .closure("ToolbarItemGroup", false, _):
                return .unplaced("picker label not shown (a picker in a toolbar shows its value)")
            default: return self
            }
        }
        switch frame {
        case .call(let name, let member, let label, _):
            switch (name, member, label) {
            case ("Alert", false, "title"): return .placed(.alertTitle)
            case ("Alert", false, "message"): return .placed(.alertMessage)
            case ("Alert", false, _) where self == .button: return .placed(.alertButton)
            case ("ActionSheet", false, "title"): return .placed(.dialogTitle)
            case ("ActionSheet", false, "message"): return .placed(.dialogMessage)
            case ("ActionSheet", false, _) where self == .button: return .placed(.dialogButton)
            case ("Section", false, "header"): return .placed(.sectionHeader)
            case ("Section", false, "footer"): return .placed(.sectionFooter)
            case ("default", true, nil), ("cancel", true, nil), ("destructive", true, nil): return .button
            case ("navigationTitle", true, nil), ("navigationBarTitle", true, nil): return .placed(.navigationTitleLarge)
            case ("badge", true, nil): return .placed(.badge)
            default: return self
            }
        case .closure(let name, let member, let label):
            switch (name, member, label) {
            case ("Button", false, _), ("Link", false, _): return .button
            case ("Menu", false, "label"): return .button
            case ("Toggle", false, _): return .placed(.toggle)
            case ("Picker", false, "label"): return .picker(styled: false, listed: false)
            case ("Picker", false, _): return segmented ? .placed(.segment) : menu ? .placed(.pickerOption) : .unplaced("picker option")
            case ("Label", false, nil), ("Label", false, "title"): return self == .text ? .label : self
            case ("Label", false, _): return .unplaced("label icon")
            case ("tabItem", true, _): return .placed(.tabItem)
            case ("Tab", false, "label"): return .placed(.tabItem)
            case ("toolbar", true, _), ("ToolbarItem", false, _), ("ToolbarItemGroup", false, _):
                return .placed(.toolbarButton)
            case ("alert", true, "message"): return self == .text ? .placed(.alertMessage) : self
            case ("alert", true, _): return self == .button ? .placed(.alertButton) : self
            case ("confirmationDialog", true, "message"): return self == .text ? .placed(.dialogMessage) : self
            case ("confirmationDialog", true, _): return self == .button ? .placed(.dialogButton) : self
            case ("Section", false, "header"): return .placed(.sectionHeader)
            case ("Section", false, "footer"): return .placed(.sectionFooter)
            default:
                // A view of the app's own that gives this content to a picker: its options, or the
                // segments of a segmented one.
                guard pickerContent else { return self }
                if segmented { return self != .button ? .placed(.segment) : self }
                return menu ? .placed(.pickerOption) : .unplaced("picker option")
            }
        case .declaration, .control, .other:
            return self
        }
    }
}
