/// Members side by side in one width: buttons sharing a row, a segmented control's segments, a tab
/// bar's items, an `HStack` of texts. How the width is shared is the ``policy``.
public struct RowGroup: Sendable, Hashable {
    /// From the leading edge.
    public var members: [GroupMember]
    public var policy: RowPolicy
    /// Points between members.
    public var spacing: Double
    /// The system control the row is, when it is one (its estimates were the defaults).
    public var control: RowControl?
    /// Whether the source states ``spacing`` (``StatedFields/spacing``); else it is the control's estimate.
    public var stated: StatedFields = []
    /// A layout that gives the shares instead of ``policy`` (a nib scene solved per cell); `nil` for a
    /// row the policy describes.
    public var layout: RowLayout?

    /// SwiftUI's default spacing between two texts in an `HStack` on iOS: 8 pt, observed (Apple
    /// documents only that the default is "platform-dependent").
    public static let defaultSpacing: Double = 8

    public init(members: [GroupMember], policy: RowPolicy = .equal, spacing: Double = RowGroup.defaultSpacing,
                control: RowControl? = nil, stated: StatedFields = [], layout: RowLayout? = nil) {
        self.members = members
        self.layout = layout
        self.stated = stated
        self.policy = policy
        self.spacing = spacing
        self.control = control
    }

    /// The members the row shows: all of them, except on a tab bar of more than five items, which shows
    /// the first four and the system "More" item (``RowControl/tabBarItems``).
    public var shownMembers: ArraySlice<GroupMember> {
        guard control == .tabBar, members.count > RowControl.tabBarItems else { return members[...] }
        return members.prefix(RowControl.tabBarItems - 1)
    }

    /// Whether the row holds the system "More" item in a share of its own (a tab bar of 6 or more).
    public var hasMoreItem: Bool { control == .tabBar && members.count > RowControl.tabBarItems }

    /// The members a tab bar leaves to its More list: not in the row, not measured in it.
    public var membersInMoreList: ArraySlice<GroupMember> {
        hasMoreItem ? members.dropFirst(RowControl.tabBarItems - 1) : []
    }

    /// Whether the shares depend on the members' texts: its policy's (``RowPolicy/sharesDependOnTexts``)
    /// or, always, a ``layout``'s.
    public var sharesDependOnTexts: Bool { layout != nil || policy.sharesDependOnTexts }

    /// Shares the row has: its shown members, and the More item's.
    public var shareCount: Int { shownMembers.count + (hasMoreItem ? 1 : 0) }
}
