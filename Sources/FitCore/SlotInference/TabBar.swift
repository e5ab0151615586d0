/// How many items a tab bar shows of the tabs a `TabView` builds. On iPhone the bar shows at most
/// five: with more tabs it shows four and a "More" item that lists the rest (UITabBarController's
/// documented `moreNavigationController`, which SwiftUI's `TabView` uses), so every item gets a fifth
/// of the bar whatever the number of tabs — never a share of an enum's cases. On iPad (iPadOS 18 and
/// later) the tabs sit in a bar at the top sized to their titles, or in a sidebar with
/// `.tabViewStyle(.sidebarAdaptable)`; a slot has one width for every matrix width, so the iPhone's bar,
/// the tighter, is measured (noted for `.sidebarAdaptable`). A Mac `TabView` shows every tab.
enum TabBar {
    /// The most items an iPhone tab bar shows (four tabs and "More" when there are more than five).
    static let iPhoneMostItems = 5

    /// The items shown for `built` tabs on `platform`, and notes saying why.
    static func shown(built: Int, platform: Platform, sidebarAdaptable: Bool) -> (items: Int, notes: [String]) {
        guard platform == .iOS else { return (built, []) }
        var notes: [String] = []
        var items = built
        if built > iPhoneMostItems {
            items = iPhoneMostItems
            notes.append("\(built) tabs: the iPhone tab bar shows 4 + More, each item a fifth of the bar")
        }
        if sidebarAdaptable {
            notes.append(".tabViewStyle(.sidebarAdaptable): a sidebar on iPad; measured in the iPhone's tab bar")
        }
        return (items, notes)
    }

    /// The `.tabViewStyle(…)` names that show no tab bar at all (swipeable pages).
    static let pagedStyles: Set<String> = ["page", "PageTabViewStyle"]

    /// How the `TabView` called at `callee` is styled: paged (no tab bar), and `.sidebarAdaptable`.
    static func style(ofTabView callee: Int, in file: SwiftSourceFile) -> (paged: Bool, sidebarAdaptable: Bool) {
        let names = file.modifiers(chainOf: callee).filter { $0.name == "tabViewStyle" }.flatMap { modifier in
            modifier.paren.map { paren in (paren..<file.partner[paren]).compactMap { file.identifier($0) } } ?? []
        }
        return (names.contains(where: pagedStyles.contains), names.contains("sidebarAdaptable"))
    }
}
