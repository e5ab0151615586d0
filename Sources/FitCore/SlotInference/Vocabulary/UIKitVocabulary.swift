/// UIKit's (and AppKit's) vocabulary in code as data: the calls that show text (``calls``: a bare literal
/// there is shown as written, not localized) and the properties whose assignment shows it
/// (``assignments``). ``CallSiteFinder`` looks them up; `UIKitFactTests` holds a test row per row.
enum UIKitVocabulary {
    static let calls: [CallRow] = [
        // A button's title, or a segment's (`setTitle(_:forSegmentAt:)`, `insertSegment(withTitle:at:animated:)`).
        CallRow(id: "uikit.setTitle.segment", call: "setTitle", member: true, argument: .first, when: .withArgument("forSegmentAt"),
                role: .placed(.segment), localizes: false),
        CallRow(id: "uikit.setTitle", call: "setTitle", member: true, argument: .first, role: .placed(.uikitButton), localizes: false),
        CallRow(id: "uikit.insertSegment", call: "insertSegment", member: true, argument: .labelled("withTitle"), role: .placed(.segment),
                localizes: false),
        CallRow(id: "uikit.barButtonItem.title", call: "UIBarButtonItem", argument: .labelled("title"), role: .placed(.toolbarButton),
                localizes: false),
        CallRow(id: "uikit.tabBarItem.title", call: "UITabBarItem", argument: .labelled("title"), role: .placed(.tabItem), localizes: false),
        CallRow(id: "uikit.actionSheet.title", call: "UIAlertController", argument: .labelled("title"), when: .actionSheet(true),
                role: .placed(.dialogTitle), localizes: false),
        CallRow(id: "uikit.alertController.title", call: "UIAlertController", argument: .labelled("title"), role: .placed(.alertTitle),
                localizes: false),
        CallRow(id: "uikit.actionSheet.message", call: "UIAlertController", argument: .labelled("message"), when: .actionSheet(true),
                role: .placed(.dialogMessage), localizes: false),
        CallRow(id: "uikit.alertController.message", call: "UIAlertController", argument: .labelled("message"), role: .placed(.alertMessage),
                localizes: false),
        CallRow(id: "uikit.actionSheet.action", call: "UIAlertAction", argument: .labelled("title"), when: .actionSheet(true),
                role: .placed(.dialogButton), localizes: false),
        CallRow(id: "uikit.alertAction.title", call: "UIAlertAction", argument: .labelled("title"), role: .placed(.alertButton),
                localizes: false),
    ] + menuItems

    /// Menus and commands: their titles are menu items, with no room of their own.
    private static let menuItems: [CallRow] = ["UIAction", "UIMenu", "UIContextualAction", "UICommand", "UIKeyCommand"].flatMap { call in
        ["title", "discoverabilityTitle"].map { label in
            CallRow(id: "uikit.\(call).\(label)", call: call, argument: .labelled(label), role: .unplaced("menu item"), localizes: false)
        }
    }

    /// The properties whose assignment shows text (`label.text = …`), the first matching row winning.
    static let assignments: [AssignmentRow] = [
        // Only where the receiver's type is known to be a label: declared `UILabel` in the file, or
        // UIKit's own label properties. A name that merely contains "label" says nothing.
        AssignmentRow(id: "uikit.label.text", property: "text", receiver: .declared("UILabel"), role: .placed(.uikitLabel)),
        AssignmentRow(id: "uikit.cellLabel.text", property: "text", receiver: .named(["textLabel", "detailTextLabel", "titleLabel"]),
                      role: .placed(.uikitLabel)),
        AssignmentRow(id: "uikit.navigationItem.title", property: "title", receiver: .named(["navigationItem"]),
                      role: .placed(.navigationTitleInline)),
        AssignmentRow(id: "uikit.tabBarItem.titleProperty", property: "title", receiver: .named(["tabBarItem"]), role: .placed(.tabItem)),
        // `button.configuration?.title = …`, `config.title = …` on a `UIButton.Configuration`.
        AssignmentRow(id: "uikit.button.configuration.title", property: "title", receiver: .buttonConfiguration,
                      role: .placed(.uikitButtonConfiguration)),
        AssignmentRow(id: "uikit.configuration.title", property: "title", receiver: .declaredConfiguration,
                      role: .placed(.uikitButtonConfiguration)),
        // `title = …` / `self.title = …` in a view controller: the navigation bar's inline title.
        AssignmentRow(id: "uikit.viewController.title", property: "title", receiver: .viewController, role: .placed(.navigationTitleInline)),
        // Read by VoiceOver, or a tooltip the system draws (AppKit's `toolTip`).
        AssignmentRow(id: "uikit.accessibilityLabel", property: "accessibilityLabel", receiver: .any, role: .placed(.spoken)),
        AssignmentRow(id: "uikit.accessibilityHint", property: "accessibilityHint", receiver: .any, role: .placed(.spoken)),
        AssignmentRow(id: "uikit.accessibilityValue", property: "accessibilityValue", receiver: .any, role: .placed(.spoken)),
        AssignmentRow(id: "appkit.toolTip", property: "toolTip", receiver: .any, role: .placed(.spoken)),
    ]

    /// `UIButton(configuration:)`, `button.configuration = …`, `UIButton.Configuration`.
    static let buttonType = "UIButton"
    static let configurationProperty = "configuration"
    static let configurationType = "Configuration"
    static let selfName = "self"

    static let assignmentsByProperty = Dictionary(grouping: assignments, by: \.property)
}

/// One row of the vocabulary of assignments that show text: the property assigned, what its receiver
/// must be, and the role the text gets (`status.text = …` on a `UILabel` → a UIKit label).
struct AssignmentRow: Sendable {
    /// What the code must say about the receiver (the name before the property).
    enum Receiver: Sendable, Hashable {
        /// Any receiver (`view.accessibilityLabel = …`), but not a bare name.
        case any
        /// A receiver the file declares of this type (`let status = UILabel()`).
        case declared(String)
        /// A receiver of one of these names (`cell.textLabel?.text`).
        case named([String])
        /// `button.configuration?.title`: the configuration of a named button.
        case buttonConfiguration
        /// A name the file declares a `UIButton.Configuration`.
        case declaredConfiguration
        /// No receiver, or `self`, in a view controller.
        case viewController
    }

    /// A stable name, `framework.receiver.property` (`uikit.label.text`).
    var id: String
    var property: String
    var receiver: Receiver
    var role: SlotRole
}
