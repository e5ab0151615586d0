/// SwiftUI's vocabulary of presentation, navigation and display, as ``RoleWalker`` reads it: what is
/// presented on its own, pushed, a navigation stack, a window's content; picker and label styles.
extension SwiftUIVocabulary {
    /// Modifiers whose closure is presented on its own (nothing further out is the text's), with the
    /// closure that is: every one of `.sheet { … }`, only a context menu's `preview:`.
    static let presentedContent: [String: ContainerRow.Label] = [
        "sheet": .any, "popover": .any, "fullScreenCover": .any, "inspector": .any, "contextMenu": .named("preview"),
    ]
    /// An alert's or dialog's actions and message are settled by it: nothing further out is theirs.
    static let settlingPresentations: Set<String> = ["alert", "confirmationDialog"]
    /// Scenes: what is directly in one is a window's content as a whole.
    static let scenes: Set<String> = ["WindowGroup", "Window", "Settings", "MenuBarExtra", "UtilityWindow"]
    /// AppKit views hosting SwiftUI content, by the argument that holds it.
    static let hostingViews: [String: String] = ["NSHostingView": "rootView", "NSHostingController": "rootView"]

    /// The containers that hold a navigation stack: their content's titles are bar titles.
    static let navigationStacks: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]
    static let splitView = "NavigationSplitView"
    /// A split view's columns, by their closure labels (unlabelled: the sidebar).
    enum SplitColumn: String, Sendable { case sidebar, content, detail }
    /// A `NavigationLink`'s arguments that say what it pushes.
    static let navigationLink = "NavigationLink"
    enum LinkArgument: String, Sendable { case destination, value, label }

    /// Children of an `HStack` that take a width of their own beside a text (``RoleWalker/siblingsBeside(text:inStack:callee:)``):
    /// an SF Symbol `Image(systemName:)`, a `Toggle` whose label is hidden (its switch).
    static let image = "Image"
    static let symbolArgument = "systemName"
    static let toggle = "Toggle"

    /// An app view's argument that builds a control beside its texts (`SettingsCellView(label: …, accessory:
    /// .toggle(isOn: $on))`, where the view's body switches on the case and shows a `Toggle`): the argument's
    /// label, and each case → the control shown, by the call the view's file makes for it.
    static let accessoryArguments: Set<String> = ["accessory", "accessoryType", "trailingAccessory"]
    static let accessoryControls: [String: String] = ["toggle": toggle, "switch": toggle]

    /// Arguments that give a call an icon beside its title (`Button("Share", systemImage: …)`).
    static let iconArguments: Set<String> = ["systemImage", "image"]
    /// `.redacted(reason: .placeholder)`.
    static let redactionPlaceholder = "placeholder"

    /// `.pickerStyle(…)` names: whether the picker shows its label, and its selected option in its frame.
    enum PickerStyle: Sendable, Hashable { case automatic, menu, segmented, navigationLink, other }
    static let pickerStyles: [String: PickerStyle] = [
        "automatic": .automatic, "menu": .menu, "segmented": .segmented, "navigationLink": .navigationLink,
    ]
    /// A `Picker`'s options closure: its trailing closure or `content:`.
    static let picker = "Picker"
    static let pickerContentLabel = "content"

    /// `.labelStyle(…)` names.
    enum LabelStyle: String, Sendable { case iconOnly, titleOnly, titleAndIcon }

    /// The views a segmented picker's closure counts as segments, and the loop that makes them unknown.
    static let segmentViews: Set<String> = ["Text", "Label"]
    static let loop = "ForEach"

    /// `ScrollView(.horizontal)`, `ScrollView(axes: .horizontal)`.
    static let scrollView = "ScrollView"
    static let scrollAxesLabel = "axes"
    static let horizontalAxis = "horizontal"

    /// What makes a tab of a `TabView`: the `.tabItem { … }` modifier, or a `Tab(…)` view (iOS 18).
    enum TabMaker: Sendable { case modifier, view }
    static let tabMakers: [String: TabMaker] = ["tabItem": .modifier, "Tab": .view]

    /// The app's own definitions of SwiftUI's protocols whose bodies apply modifiers (``ViewLibrary``):
    /// the method that lays the content out and the name of that content; the first conformance wins.
    struct DefinitionRow: Sendable {
        enum Kind: Sendable { case modifier, buttonStyle, labelStyle }
        var conformance: String
        var method: String
        var subject: String
        var kind: Kind
    }

    static let appDefinitions: [DefinitionRow] = [
        DefinitionRow(conformance: "ViewModifier", method: "body", subject: "content", kind: .modifier),
        DefinitionRow(conformance: "ButtonStyle", method: "makeBody", subject: "label", kind: .buttonStyle),
        DefinitionRow(conformance: "PrimitiveButtonStyle", method: "makeBody", subject: "label", kind: .buttonStyle),
        DefinitionRow(conformance: "LabelStyle", method: "makeBody", subject: "title", kind: .labelStyle),
    ]
}
