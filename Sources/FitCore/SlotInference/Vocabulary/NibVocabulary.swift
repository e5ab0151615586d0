/// Interface Builder's vocabulary as data: the kind of place each role of a nib string is drawn in
/// (``NibLayout``). A row's name says the nib's framework: `appkit-nib.checkbox`, `uikit-nib.label`.
enum NibVocabulary {
    struct Row: Sendable {
        var role: NibStringRole
        var kind: SlotKind
    }

    static let rows: [Row] = [
        Row(role: .label, kind: .text),
        Row(role: .textField, kind: .text),
        Row(role: .checkbox, kind: .toggle),
        Row(role: .radioButton, kind: .toggle),
        Row(role: .button, kind: .button),
        Row(role: .popUpItem, kind: .pickerLabel),
        Row(role: .boxTitle, kind: .sectionHeader),
        Row(role: .columnHeader, kind: .sectionHeader),
        Row(role: .segment, kind: .segment),
        Row(role: .navigationTitle, kind: .navigationTitleInline),
        Row(role: .barButtonItem, kind: .toolbarButton),
        Row(role: .tabBarItem, kind: .tabItem),
        Row(role: .replacedAtRunTime, kind: .notShown),
        // Menus grow to fit their items, tabs and toolbar items to their labels: translation only.
        Row(role: .menuItem, kind: .translationOnly),
        Row(role: .windowTitle, kind: .translationOnly),
        Row(role: .tabViewItem, kind: .translationOnly),
        Row(role: .toolbarItem, kind: .translationOnly),
        Row(role: .toolTip, kind: .translationOnly),
    ]

    private static let byRole = Dictionary(uniqueKeysWithValues: rows.map { ($0.role, $0.kind) })

    /// The kind of place a nib string of `role` is drawn in.
    static func kind(of role: NibStringRole) -> SlotKind { byRole[role] ?? .translationOnly }

    /// The row's name for a string of `role` in a nib of `runtime`.
    static func id(of role: NibStringRole, runtime: NibDocument.Runtime) -> String {
        "\(runtime == .appKit ? appKitPrefix : uiKitPrefix).\(role.rawValue)"
    }

    /// Every row's name, for both frameworks.
    static var ids: [String] { rows.flatMap { [id(of: $0.role, runtime: .appKit), id(of: $0.role, runtime: .uiKit)] } }

    /// UIKit's text styles as a xib's `fontDescription` names them (`UICTFontTextStyleBody`), less the prefix.
    static let textStyles: [String: TextStyle] = [
        "Title0": .largeTitle, "Title1": .title1, "Title2": .title2, "Title3": .title3, "Headline": .headline, "Body": .body,
        "Callout": .callout, "Subhead": .subheadline, "Footnote": .footnote, "Caption1": .caption1, "Caption2": .caption2,
    ]
    static let textStylePrefix = "UICTFontTextStyle"

    private static let appKitPrefix = "appkit-nib"
    private static let uiKitPrefix = "uikit-nib"
}
