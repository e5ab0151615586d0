/// How a navigation title is shown, worked out on the way out from `.navigationTitle`: SwiftUI's
/// `.automatic` display mode takes the mode of the screen the title's screen was pushed from, and a
/// stack's root screen is large; a sheet with its own stack starts anew (FACTS.md, "Layout rules of
/// the platform": `NavigationBarItem.TitleDisplayMode.automatic` "inherit[s] the display mode from the
/// previous navigation item").
///
/// `screens[0]` is the title's own screen, `screens[1]` the screen it was pushed from, and so on: the
/// display modes each one's modifiers name (`.navigationBarTitleDisplayMode`, `.toolbarTitleDisplayMode`,
/// `.navigationBarTitle(_:displayMode:)`), with where.
struct NavigationTitleState: Sendable, Hashable {
    struct Screen: Sendable, Hashable {
        /// `inline`, `large` (`inlineLarge` counts as large), as written; both for a condition.
        var modes: Set<String> = []
        /// `path:line` of the first modifier read.
        var source: String?
    }

    var screens: [Screen] = [Screen()]
    /// The bar items of the title's own screen (its back button once it is known to be pushed).
    var bar = NavigationBarItems()
    /// Set once the walk has reached the stack's root (or given up looking for it).
    var resolved: Resolution?
    /// True when the walk reached a SwiftUI stack (`NavigationStack`, `NavigationView`,
    /// `NavigationSplitView`) around the title; false when it reached the top of what it can follow.
    var reachedStack = false

    struct Resolution: Sendable, Hashable {
        var inline: Bool
        /// Where the mode comes from (`path:line` of the modifier, or of the screen pushed from).
        var source: String?
        /// Set when a condition names both modes: the tighter, large, is measured.
        var conditional: Bool
        /// True when the mode is the previous screen's (not written on the title's own screen).
        var inherited: Bool
    }

    /// Records the modes a modifier names on the current (outermost) screen.
    mutating func read(modes: Set<String>, at source: String) {
        guard resolved == nil, !modes.isEmpty else { return }
        screens[screens.count - 1].modes.formUnion(modes)
        if screens[screens.count - 1].source == nil { screens[screens.count - 1].source = source }
    }

    /// The walk passed a push (a `NavigationLink`'s destination, `.navigationDestination`): further out
    /// is the screen it was pushed from.
    mutating func pushed() {
        guard resolved == nil else { return }
        screens.append(Screen())
    }

    /// The walk reached the stack (or the top of what it can follow): the outermost screen is its root,
    /// large unless it says otherwise; each pushed screen takes its own mode, else the previous one's.
    mutating func resolve() {
        guard resolved == nil else { return }
        bar.backButton = screens.count > 1
        var mode = Resolution(inline: false, source: nil, conditional: false, inherited: false)
        for (level, screen) in screens.enumerated().reversed() {
            let inline = screen.modes.contains("inline"), large = screen.modes.contains("large")
            if inline && large {
                mode = Resolution(inline: false, source: screen.source, conditional: true, inherited: level > 0)
            } else if inline || large {
                mode = Resolution(inline: inline, source: screen.source, conditional: false, inherited: level > 0)
            } else {
                mode.inherited = mode.inherited || level < screens.count - 1
            }
        }
        resolved = mode
    }

    /// The display mode names in a modifier's arguments.
    static func modes(in names: [String]) -> Set<String> {
        Set(names.compactMap { name in
            switch name {
            case "inline": return "inline"
            case "large", "inlineLarge": return "large"
            default: return nil
            }
        })
    }
}
