/// AppKit's vocabulary in code as data: the windows and split view items whose widths bound a Mac
/// slot (``MacWindows``).
enum AppKitVocabulary {
    /// Windows made in code: `NSWindow(contentRect: NSRect(…), …)`, `NSPanel(…)`.
    static let windowTypes: Set<String> = ["NSWindow", "NSPanel"]
    static let contentRectLabel = "contentRect"

    /// What a property of a window or split view item says about the room.
    enum WindowProperty: Sendable, Hashable {
        /// `window.minSize = NSSize(width:height:)`, `contentMinSize`: the narrowest the window gets.
        case minimumSize
        /// `NSSplitViewItem(sidebarWithViewController:)`: the item is a sidebar.
        case sidebarItem
        /// A sidebar's `minimumThickness`: its narrowest width.
        case sidebarMinimum
        /// A sidebar's `maximumThickness`: the most it takes from the window beside it.
        case sidebarMaximum
    }

    static let windowProperties: [String: WindowProperty] = [
        "minSize": .minimumSize, "contentMinSize": .minimumSize, "sidebarWithViewController": .sidebarItem,
        "minimumThickness": .sidebarMinimum, "maximumThickness": .sidebarMaximum,
    ]

    /// A `metaFont`'s point size when a nib gives no `size`, from NSFont's class methods:
    /// `systemFontSize` 13, `smallSystemFontSize` 11, `systemFontSize(for: .mini)` 9, `labelFontSize` 10,
    /// `menuFont(ofSize: 0)` and `menuBarFont(ofSize: 0)` 14, `titleBarFont(ofSize: 0)` 13,
    /// `userFont(ofSize: 0)` 12, `userFixedPitchFont(ofSize: 0)` 10.
    static let metaFontSizes: [String: Double] = [
        "system": 13, "systemBold": 13, "systemHeavy": 13, "systemSemibold": 13, "systemMedium": 13, "systemLight": 13,
        "systemThin": 13, "message": 13, "controlContent": 13, "titleBar": 13, "cellTitle": 13,
        "smallSystem": 11, "smallSystemBold": 11, "toolTip": 11, "palette": 11,
        "miniSystem": 9, "miniSystemBold": 9,
        "label": 10, "fixedUser": 10,
        "menu": 14, "menuBar": 14,
        "user": 12,
    ]
}
