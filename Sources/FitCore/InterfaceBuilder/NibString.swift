/// One string a nib shows, keyed as Xcode extracts it into the nib's table (`Nib.strings`,
/// `mul.lproj/Nib.xcstrings`): `ObjectID.property`, with the class its comment names
/// (`Class = "NSButtonCell"; title = "Launch on Login"; ObjectID = "Su3-mF-z1T";`).
public struct NibString: Sendable, Hashable {
    /// `Su3-mF-z1T.title`, `f0Y-kT-hVz.headerCell.title`, `Qd1-x2-abc.ibShadowedLabels[0]`.
    public var key: String
    /// The object the key names: a cell, a menu item, a table column, a UIKit view.
    public var objectID: String
    /// `title`, `placeholderString`, `text`, `normalTitle`, `headerCell.title`, …
    public var property: String
    /// The class Xcode's comment names: `NSTextFieldCell`, `NSButtonCell`, `NSMenuItem`, `UILabel`, …
    public var className: String
    /// The text as the nib writes it (entities decoded).
    public var text: String
    /// The 1-based line of the element that holds it.
    public var line: Int
    /// Where the text is drawn, which decides whether and how it is laid out.
    public var role: NibStringRole
    /// The view that draws it (the control whose cell it is, the UIKit view itself), when it is a view.
    public var viewID: String?
}

/// Where a nib string is drawn.
public enum NibStringRole: String, Sendable, Hashable, CaseIterable {
    /// A text field drawn as a label (not editable, no bezel): `NSTextField` labels, `UILabel`.
    case label
    /// The value or placeholder of an editable or bezeled text field, a search field.
    case textField
    case checkbox
    case radioButton
    /// A push button or any other titled button (`NSButton`, `UIButton`).
    case button
    /// A pop-up button's menu item: the chosen one is drawn in the closed pop-up button.
    case popUpItem
    /// A box's title, drawn across its top edge.
    case boxTitle
    /// A table column's header.
    case columnHeader
    /// A segmented control's segment.
    case segment
    /// A navigation item's title (UIKit).
    case navigationTitle
    /// A bar button item's title (UIKit).
    case barButtonItem
    /// A tab bar item's title (UIKit).
    case tabBarItem
    /// A menu item, a menu's title: menus grow to fit their items.
    case menuItem
    /// A window's or view controller's title.
    case windowTitle
    /// A tab view item's label: tabs are sized to their labels.
    case tabViewItem
    /// A toolbar item's label: toolbar items are sized to their labels.
    case toolbarItem
    /// A help tag (tool tip), drawn in a window that wraps.
    case toolTip
    /// Never shown as written: a table's data cell or cell view prototype ("Text Cell", "Table View
    /// Cell"), a field whose value is bound, a box whose title is hidden. Its value replaces it at run time.
    case replacedAtRunTime

    /// Whether the text is laid out in a room the nib fixes (and so judged for fit); the others are
    /// checked for translation and format specifiers only.
    public var isLaidOut: Bool {
        switch self {
        case .label, .textField, .checkbox, .radioButton, .button, .popUpItem, .boxTitle, .columnHeader, .segment,
             .navigationTitle, .barButtonItem, .tabBarItem:
            return true
        case .menuItem, .windowTitle, .tabViewItem, .toolbarItem, .toolTip, .replacedAtRunTime:
            return false
        }
    }
}
