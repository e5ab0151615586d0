/// A system control whose parts sit in a row, with the room fitcheck estimates for it. Apple publishes
/// none of these numbers: each says where it comes from, and a matrix group's own fields override it.
public enum RowControl: String, Sendable, Hashable, CaseIterable {
    /// Buttons side by side (`.buttonStyle(.bordered)`, `.borderedProminent`).
    case buttons
    /// `Picker` with `.pickerStyle(.segmented)`, `UISegmentedControl`.
    case segmented
    /// An iPhone tab bar (`TabView`, `UITabBar`).
    case tabBar
    /// A `.alert` `UIAlertController`'s two actions side by side: shown so only while each title fits
    /// half the alert (else UIKit stacks them: a choice's other alternative), so its ideal width is its
    /// widest member's times two (``RowShares/idealWidth(of:idealWidths:)``).
    case alertActions

    /// The width the control spans.
    /// - `buttons`, `segmented`: the screen less 16 pt margins on each side (HIG Layout's margins on iPhone).
    /// - `tabBar`: the whole screen; UITabBar shares it equally between items on iPhone.
    /// - `alertActions`: the alert, 270 pt on every iPhone (observed in UIKit's view hierarchy).
    public var width: WidthExpression {
        switch self {
        case .buttons, .segmented: return WidthExpression(percent: 100, offset: -32)
        case .tabBar: return WidthExpression(percent: 100, offset: 0)
        case .alertActions: return WidthExpression(percent: 0, offset: 270)
        }
    }

    /// Points between members: 8 between buttons (SwiftUI's default `HStack` spacing, observed, not
    /// documented); segments and tab items touch (0).
    public var spacing: Double {
        switch self {
        case .buttons: return RowGroup.defaultSpacing
        case .segmented, .tabBar, .alertActions: return 0
        }
    }

    /// Padding on each side of a member's text, in points: a bordered button's content insets, observed
    /// as about 12 pt (`UIButton.Configuration` publishes none); a segment's title about 8 pt from its
    /// edges (as ``SlotKind``'s segment slot estimates); a tab item's title spans its share; an alert
    /// action's title 16 pt from its edges, as the alert's text is (an estimate).
    public var inset: Double {
        switch self {
        case .buttons: return 12
        case .segmented: return 8
        case .tabBar: return 0
        case .alertActions: return 16
        }
    }

    /// Whether the control shows its members side by side only while each fits its share
    /// (`alertActions`): its ideal width is then its widest member's times the count.
    public var sideBySideWhileEachFits: Bool { self == .alertActions }

    /// The policy: every control shares its width equally.
    public var policy: RowPolicy { .equal }

    /// How the control's titles are set, over `base`: buttons in body on one line; segments in
    /// footnote semibold (13 pt; the selected one is semibold, the wider) up to L, since
    /// UISegmentedControl's titles do not follow Dynamic Type; tab titles 10 pt medium at every size
    /// (the stacked tab bar item).
    public func slot(over base: Slot) -> Slot {
        var slot = base
        slot.width = width
        slot.maxLines = 1
        slot.maxHeight = nil
        switch self {
        case .buttons, .alertActions:
            slot.style = .body
        case .segmented:
            slot.style = .footnote
            slot.weight = .semibold
            slot.largestSize = .L
        case .tabBar:
            slot.style = .caption2
            slot.pointSize = 10
            slot.weight = .medium
            slot.largestSize = .L
        }
        return slot
    }

    /// Items an iPhone tab bar shows: up to 5. With 6 or more, the bar shows the first 4 and the
    /// system "More" item (UITabBarController's `moreNavigationController`); the rest are rows of the
    /// More list, not bar items.
    public static let tabBarItems = 5
}
