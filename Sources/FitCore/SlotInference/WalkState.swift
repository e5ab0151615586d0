/// What a walk out from a text has learnt so far, carried from one view's body to the places that
/// use the view (``ViewTreeWalk``): the role the text plays, the environment values set around it,
/// whether its `Label` shows an icon, how its navigation title is shown.
struct WalkState: Sendable, Hashable {
    var role: SlotRole
    /// The vocabulary row that last changed the role (``CallRow``, ``ContainerRow``): what made the placement.
    var rule: String
    /// Tabs in the tab bar, or segments in the control, where the code says.
    var count: Int?
    /// The modifiers read on the way out; the innermost wins, as SwiftUI's environment does.
    var refinements = SlotRefinements()
    var labels: LabelDisplay
    /// For a navigation title: the display modes of its screen and of the screens it was pushed from.
    var navigation = NavigationTitleState()
    /// Set between a push (a `NavigationLink`'s destination, `.navigationDestination`) and the stack
    /// that holds it: a pushed screen takes nothing from the link (not its role, not its modifiers),
    /// only from the stack, once the walk is past it.
    var pushed = false
    /// `path:line` of each use of an app view the walk went out through where that use changed
    /// something (the role, a modifier): evidence for the slot.
    var through: [String] = []
    /// The file (by index) where the walk ended: where the text's outermost view is used, or made
    /// into a window (``MacWindows``).
    var endFile: Int?
    /// Inside an app view's content (``RoleWalker/throughAppView(_:state:)``): the cases its call
    /// names, by the view's parameter names (`size` → `large`).
    var choices: [String: String] = [:]

    init(role: SlotRole, rule: String, labels: LabelDisplay) {
        self.role = role
        self.rule = rule
        self.labels = labels
    }

    /// A view's body's state, continued at a place that uses the view: what it learnt is kept, the
    /// places it went through are that use's evidence already.
    init(continuing state: WalkState) {
        self = state
        through = []
    }

    /// What the walk has learnt about a `Label`'s title: whether the text is shown beside an icon and
    /// the innermost `.labelStyle(…)` around it.
    struct LabelDisplay: Sendable, Hashable {
        var showsIcon: Bool
        var style: String?
        var showsTitleInToolbar: Bool {
            let named = style.flatMap(SwiftUIVocabulary.LabelStyle.init(rawValue:))
            return named == .titleAndIcon || named == .titleOnly
        }
    }
}

/// Why a walk out from a text stopped in one file.
enum WalkStop: Sendable, Hashable {
    /// At the body of a declaration: a view's `body`, another member (`var header: some View`), a function.
    case declaration(keyword: String, name: String, opener: Int)
    /// At content presented on its own (a sheet, a popover, an alert's actions): nothing further out is the text's.
    case presented
    /// The role is settled for good (an alert's or dialog's content).
    case settled
    /// At the top of the file.
    case top
}
