/// SwiftUI's vocabulary as data: the calls that show text and the role it starts with (``calls``),
/// and how leaving a container changes that role (``containers``). A new construct is a row here and
/// a test row (`SwiftUIFactsTests.vocabularyRows`); the walk (``RoleWalker``) only looks rows up.
enum SwiftUIVocabulary {
    /// The modifiers whose text is never laid out: read by VoiceOver or shown by the system as a tooltip.
    static let spokenCalls: [CallRow] = [
        CallRow(id: "swiftui.accessibilityLabel", call: "accessibilityLabel", member: true, argument: .first, role: .placed(.spoken)),
        CallRow(id: "swiftui.accessibilityHint", call: "accessibilityHint", member: true, argument: .first, role: .placed(.spoken)),
        CallRow(id: "swiftui.accessibilityValue", call: "accessibilityValue", member: true, argument: .first, role: .placed(.spoken)),
        CallRow(id: "swiftui.accessibilityInputLabels", call: "accessibilityInputLabels", member: true, argument: .first,
                role: .placed(.spoken)),
        CallRow(id: "swiftui.accessibilityCustomContent", call: "accessibilityCustomContent", member: true, argument: .first,
                role: .placed(.spoken)),
        CallRow(id: "swiftui.help", call: "help", member: true, argument: .first, role: .placed(.spoken)),
        CallRow(id: "swiftui.accessibilityAction.named", call: "accessibilityAction", member: true, argument: .labelled("named"),
                role: .placed(.spoken)),
        CallRow(id: "swiftui.accessibilityRotorEntry.named", call: "accessibilityRotorEntry", member: true, argument: .labelled("named"),
                role: .placed(.spoken)),
        // The older `.accessibility(label:)`, `.accessibility(hint:)`, `.accessibility(value:)`.
        CallRow(id: "swiftui.accessibility.label", call: "accessibility", member: true, argument: .labelled("label"), role: .placed(.spoken)),
        CallRow(id: "swiftui.accessibility.hint", call: "accessibility", member: true, argument: .labelled("hint"), role: .placed(.spoken)),
        CallRow(id: "swiftui.accessibility.value", call: "accessibility", member: true, argument: .labelled("value"), role: .placed(.spoken)),
    ]

    /// Calls and modifiers that show their argument as text.
    static let shownCalls: [CallRow] = [
        CallRow(id: "swiftui.text", call: "Text", argument: .first, role: .text),
        CallRow(id: "swiftui.button.title", call: "Button", argument: .first, role: .button),
        CallRow(id: "swiftui.link.title", call: "Link", argument: .first, role: .button),
        CallRow(id: "swiftui.menu.title", call: "Menu", argument: .first, role: .button),
        CallRow(id: "swiftui.label.title", call: "Label", argument: .first, role: .label),
        CallRow(id: "swiftui.toggle.label", call: "Toggle", argument: .first, role: .placed(.toggle)),
        CallRow(id: "swiftui.picker.label", call: "Picker", argument: .first, role: .picker(styled: false, listed: false)),
        CallRow(id: "swiftui.section.title", call: "Section", argument: .first, role: .placed(.sectionHeader)),
        CallRow(id: "swiftui.tab.title", call: "Tab", argument: .first, role: .placed(.tabItem)),
        CallRow(id: "swiftui.navigationLink.title", call: "NavigationLink", argument: .first, role: .text),
        CallRow(id: "swiftui.navigationTitle", call: "navigationTitle", member: true, argument: .first, role: .placed(.navigationTitleLarge)),
        CallRow(id: "swiftui.navigationBarTitle", call: "navigationBarTitle", member: true, argument: .first,
                role: .placed(.navigationTitleLarge)),
        CallRow(id: "swiftui.badge", call: "badge", member: true, argument: .first, role: .placed(.badge)),
        CallRow(id: "swiftui.searchable.prompt", call: "searchable", member: true, argument: .labelled("prompt"), role: .placed(.searchPrompt)),
        CallRow(id: "swiftui.alert.title", call: "alert", member: true, argument: .first, role: .placed(.alertTitle)),
        // On iPhone a dialog's title shows only with `titleVisibility: .visible`.
        CallRow(id: "swiftui.confirmationDialog.title", call: "confirmationDialog", member: true, argument: .first,
                when: .withArgument("titleVisibility"), role: .placed(.dialogTitle)),
        CallRow(id: "swiftui.confirmationDialog.hiddenTitle", call: "confirmationDialog", member: true, argument: .first,
                role: .unplaced("hidden dialog title")),
        // `Alert.Button.default(Text(…))` and its siblings: an alert's or action sheet's button.
        CallRow(id: "swiftui.alertButton.default", call: "default", member: true, argument: .first, role: .button),
        CallRow(id: "swiftui.alertButton.cancel", call: "cancel", member: true, argument: .first, role: .button),
        CallRow(id: "swiftui.alertButton.destructive", call: "destructive", member: true, argument: .first, role: .button),
    ]

    static let calls = spokenCalls + shownCalls

    /// A menu's content is a menu item, a place with no room of its own (a Toggle, Picker or Section there too).
    static let menuContent: [ContainerRow] = [
        ContainerRow(id: "swiftui.menu.content", bracket: .closure, name: "Menu", label: .except(["label", "primaryAction"]),
                     from: .notUnplaced, change: .role(.unplaced("menu item"))),
        ContainerRow(id: "swiftui.contextMenu", bracket: .closure, name: "contextMenu", member: true, label: .except(["preview"]),
                     from: .notUnplaced, change: .role(.unplaced("menu item"))),
        ContainerRow(id: "swiftui.swipeActions", bracket: .closure, name: "swipeActions", member: true,
                     from: .notUnplaced, change: .role(.unplaced("menu item"))),
    ]

    /// How leaving a container changes an open role; the first row that matches wins.
    static let containers: [ContainerRow] = spokenContainers + menuContent + roleContainers

    /// What an accessibility representation or label holds is read out, never drawn.
    static let spokenContainers: [ContainerRow] = [
        ContainerRow(id: "swiftui.accessibilityRepresentation", bracket: .closure, name: "accessibilityRepresentation", member: true,
                     from: .any, change: .role(.placed(.spoken))),
        ContainerRow(id: "swiftui.accessibilityLabel.content", bracket: .closure, name: "accessibilityLabel", member: true,
                     from: .any, change: .role(.placed(.spoken))),
    ]

    private static let roleContainers: [ContainerRow] = [
        // A picker's label is shown in a Form or List, not in a toolbar.
        ContainerRow(id: "swiftui.form.picker", bracket: .closure, name: "Form", from: .picker, change: .listedPicker),
        ContainerRow(id: "swiftui.list.picker", bracket: .closure, name: "List", from: .picker, change: .listedPicker),
        ContainerRow(id: "swiftui.toolbar.picker", bracket: .closure, name: "toolbar", member: true, from: .picker,
                     change: .role(.unplaced(toolbarPicker))),
        ContainerRow(id: "swiftui.toolbarItem.picker", bracket: .closure, name: "ToolbarItem", from: .picker,
                     change: .role(.unplaced(toolbarPicker))),
        ContainerRow(id: "swiftui.toolbarItemGroup.picker", bracket: .closure, name: "ToolbarItemGroup", from: .picker,
                     change: .role(.unplaced(toolbarPicker))),
        // `Alert(title:message:primaryButton:)`, `ActionSheet(…)`, `Section(header:footer:)`.
        ContainerRow(id: "swiftui.Alert.title", bracket: .call, name: "Alert", label: .named("title"), change: .role(.placed(.alertTitle))),
        ContainerRow(id: "swiftui.Alert.message", bracket: .call, name: "Alert", label: .named("message"),
                     change: .role(.placed(.alertMessage))),
        ContainerRow(id: "swiftui.Alert.button", bracket: .call, name: "Alert", from: .button, change: .role(.placed(.alertButton))),
        ContainerRow(id: "swiftui.ActionSheet.title", bracket: .call, name: "ActionSheet", label: .named("title"),
                     change: .role(.placed(.dialogTitle))),
        ContainerRow(id: "swiftui.ActionSheet.message", bracket: .call, name: "ActionSheet", label: .named("message"),
                     change: .role(.placed(.dialogMessage))),
        ContainerRow(id: "swiftui.ActionSheet.button", bracket: .call, name: "ActionSheet", from: .button,
                     change: .role(.placed(.dialogButton))),
        ContainerRow(id: "swiftui.section.header", bracket: .call, name: "Section", label: .named("header"),
                     change: .role(.placed(.sectionHeader))),
        ContainerRow(id: "swiftui.section.footer", bracket: .call, name: "Section", label: .named("footer"),
                     change: .role(.placed(.sectionFooter))),
        ContainerRow(id: "swiftui.alertButton.default.text", bracket: .call, name: "default", member: true, label: .none, change: .role(.button)),
        ContainerRow(id: "swiftui.alertButton.cancel.text", bracket: .call, name: "cancel", member: true, label: .none, change: .role(.button)),
        ContainerRow(id: "swiftui.alertButton.destructive.text", bracket: .call, name: "destructive", member: true, label: .none,
                     change: .role(.button)),
        ContainerRow(id: "swiftui.navigationTitle.text", bracket: .call, name: "navigationTitle", member: true, label: .none,
                     change: .role(.placed(.navigationTitleLarge))),
        ContainerRow(id: "swiftui.navigationBarTitle.text", bracket: .call, name: "navigationBarTitle", member: true, label: .none,
                     change: .role(.placed(.navigationTitleLarge))),
        ContainerRow(id: "swiftui.badge.text", bracket: .call, name: "badge", member: true, label: .none, change: .role(.placed(.badge))),
        // Closures: a button's label, a toggle's, a picker's and its options, a tab, the toolbar.
        ContainerRow(id: "swiftui.button.label", bracket: .closure, name: "Button", change: .role(.button)),
        ContainerRow(id: "swiftui.link.label", bracket: .closure, name: "Link", change: .role(.button)),
        ContainerRow(id: "swiftui.menu.label", bracket: .closure, name: "Menu", label: .named("label"), change: .role(.button)),
        ContainerRow(id: "swiftui.toggle.content", bracket: .closure, name: "Toggle", change: .role(.placed(.toggle))),
        ContainerRow(id: "swiftui.picker.labelClosure", bracket: .closure, name: "Picker", label: .named("label"),
                     change: .role(.picker(styled: false, listed: false))),
        ContainerRow(id: "swiftui.picker.option", bracket: .closure, name: "Picker", change: .option),
        ContainerRow(id: "swiftui.label.titleClosure", bracket: .closure, name: "Label", label: .none, from: .text, change: .role(.label)),
        ContainerRow(id: "swiftui.label.titleArgument", bracket: .closure, name: "Label", label: .named("title"), from: .text,
                     change: .role(.label)),
        ContainerRow(id: "swiftui.label.keep", bracket: .closure, name: "Label", label: .none, change: .keep),
        ContainerRow(id: "swiftui.label.keepTitle", bracket: .closure, name: "Label", label: .named("title"), change: .keep),
        ContainerRow(id: "swiftui.label.icon", bracket: .closure, name: "Label", change: .role(.unplaced("label icon"))),
        ContainerRow(id: "swiftui.tabItem", bracket: .closure, name: "tabItem", member: true, change: .role(.placed(.tabItem))),
        ContainerRow(id: "swiftui.tab.label", bracket: .closure, name: "Tab", label: .named("label"), change: .role(.placed(.tabItem))),
        // `ToolbarItem(placement: .principal)`: the bar's title, not a button.
        ContainerRow(id: "swiftui.toolbarItem.principal", bracket: .closure, name: "ToolbarItem", mentions: principal,
                     change: .role(.placed(.navigationTitleInline))),
        ContainerRow(id: "swiftui.toolbarItemGroup.principal", bracket: .closure, name: "ToolbarItemGroup", mentions: principal,
                     change: .role(.placed(.navigationTitleInline))),
        ContainerRow(id: "swiftui.toolbar", bracket: .closure, name: "toolbar", member: true, change: .role(.placed(.toolbarButton))),
        ContainerRow(id: "swiftui.toolbarItem", bracket: .closure, name: "ToolbarItem", change: .role(.placed(.toolbarButton))),
        ContainerRow(id: "swiftui.toolbarItemGroup", bracket: .closure, name: "ToolbarItemGroup", change: .role(.placed(.toolbarButton))),
        ContainerRow(id: "swiftui.alert.message", bracket: .closure, name: "alert", member: true, label: .named("message"), from: .text,
                     change: .role(.placed(.alertMessage))),
        ContainerRow(id: "swiftui.alert.messageKeep", bracket: .closure, name: "alert", member: true, label: .named("message"), change: .keep),
        ContainerRow(id: "swiftui.alert.actions", bracket: .closure, name: "alert", member: true, from: .button,
                     change: .role(.placed(.alertButton))),
        ContainerRow(id: "swiftui.confirmationDialog.message", bracket: .closure, name: "confirmationDialog", member: true,
                     label: .named("message"), from: .text, change: .role(.placed(.dialogMessage))),
        ContainerRow(id: "swiftui.confirmationDialog.messageKeep", bracket: .closure, name: "confirmationDialog", member: true,
                     label: .named("message"), change: .keep),
        ContainerRow(id: "swiftui.confirmationDialog.actions", bracket: .closure, name: "confirmationDialog", member: true, from: .button,
                     change: .role(.placed(.dialogButton))),
        ContainerRow(id: "swiftui.section.headerClosure", bracket: .closure, name: "Section", label: .named("header"),
                     change: .role(.placed(.sectionHeader))),
        ContainerRow(id: "swiftui.section.footerClosure", bracket: .closure, name: "Section", label: .named("footer"),
                     change: .role(.placed(.sectionFooter))),
        // A `Slider`'s label: shown before the slider on macOS, read by VoiceOver only on iOS; its
        // minimum and maximum value labels are sized to their text.
        ContainerRow(id: "swiftui.slider.minimumValueLabel", bracket: .closure, name: "Slider", label: .named("minimumValueLabel"),
                     from: .textOrLabel, change: .role(.unplaced(sliderValue))),
        ContainerRow(id: "swiftui.slider.maximumValueLabel", bracket: .closure, name: "Slider", label: .named("maximumValueLabel"),
                     from: .textOrLabel, change: .role(.unplaced(sliderValue))),
        ContainerRow(id: "swiftui.slider.label.mac", bracket: .closure, name: "Slider", from: .textOrLabel, platform: .macOS,
                     change: .role(.placed(.pickerLabel))),
        ContainerRow(id: "swiftui.slider.label", bracket: .closure, name: "Slider", from: .textOrLabel, change: .role(.placed(.spoken))),
    ]

    /// The content of a view of the app's own that gives it to a picker (``TypeShape/givesContentToPicker``):
    /// the picker's options, found by the view's shape rather than its name.
    static let appPickerContent = ContainerRow(id: "swiftui.picker.appViewContent", bracket: .closure, name: "", change: .option)

    static let principal = "principal"
    private static let toolbarPicker = "picker label not shown (a picker in a toolbar shows its value)"
    private static let sliderValue = "slider value label (sized to its text)"

    /// White space between `Text`s joined with `+`: laid out with them, never alone.
    static let joinedWhitespace = CallRow(id: "swiftui.text.joinedWhitespace", call: "Text", argument: .first, role: .placed(.separator))

    static let containerTable = ContainerTable(containers)
}
