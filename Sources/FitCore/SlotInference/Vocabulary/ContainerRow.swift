/// One row of a framework's vocabulary of containers: how the walk out from a text changes its role
/// when it leaves a bracket (``SyntaxFrame``): `Text` in `.tabItem { … }` is a tab bar item, a `Label`
/// in `Menu { … }` a menu item, a picker's label in a `Form` is shown. Read by ``SlotRole/leaving(_:context:)``;
/// its ``id`` is the name a placement carries when the row changed the role (``KeySlot/rule``).
struct ContainerRow: Sendable {
    /// The bracket left: an argument list (`Section(header: Text(…))`) or a closure (`Toggle { … }`).
    enum Bracket: Sendable, Hashable { case call, closure }

    /// The argument or closure label the text is in.
    enum Label: Sendable, Hashable {
        case any
        /// Unlabelled: a trailing closure, or an argument without a label.
        case none
        case named(String)
        /// Any label but these (unlabelled included).
        case except([String])

        func matches(_ label: String?) -> Bool {
            switch self {
            case .any: return true
            case .none: return label == nil
            case .named(let name): return label == name
            case .except(let names): return label.map { !names.contains($0) } ?? true
            }
        }
    }

    /// The roles the row changes.
    enum From: Sendable, Hashable {
        /// Every role, settled ones too (what an accessibility label holds is read out whatever it is).
        case any
        /// Every role but one already not shown (a menu's content).
        case notUnplaced
        /// A text, label or button still open to change.
        case open
        case text
        case button
        case textOrLabel
        /// A picker's label.
        case picker

        func matches(_ role: SlotRole) -> Bool {
            switch (self, role) {
            case (.any, _): return true
            case (.notUnplaced, .unplaced): return false
            case (.notUnplaced, _): return true
            case (.open, .text), (.open, .label), (.open, .button): return true
            case (.text, .text), (.button, .button), (.textOrLabel, .text), (.textOrLabel, .label): return true
            case (.picker, .picker): return true
            default: return false
            }
        }
    }

    /// What leaving the bracket does to the role.
    enum Change: Sendable, Hashable {
        case role(SlotRole)
        /// Nothing, and no row further down applies.
        case keep
        /// A picker's label inside a `Form` or `List`: shown there.
        case listedPicker
        /// A picker's option: a segment of a segmented picker, the selected option of a menu picker
        /// (where its width is known), else an option of a list nobody lays out.
        case option
    }

    /// A stable name, `framework.container.label` (`swiftui.tabItem`, `swiftui.alert.message`).
    var id: String
    var bracket: Bracket
    var name: String
    /// True for a modifier's closure or argument (`.tabItem { … }`), false for a type's (`Toggle { … }`).
    var member = false
    var label = Label.any
    var from = From.open
    /// Only on this platform (`nil`: every platform).
    var platform: Platform?
    /// Only where the container's arguments name this (`ToolbarItem(placement: .principal)`).
    var mentions: String?
    var change: Change

    /// True when leaving `frame` with `role` on `platform` is this row's; `mentioned` tells whether the
    /// container's arguments name a word.
    func matches(_ frame: SyntaxFrame.Kind, role: SlotRole, platform: Platform, mentioned: (String) -> Bool) -> Bool {
        let shape: (Bracket, String, Bool, String?)
        switch frame {
        case .call(let name, let member, let label, _): shape = (.call, name, member, label)
        case .closure(let name, let member, let label): shape = (.closure, name, member, label)
        case .declaration, .control, .other: return false
        }
        return shape.0 == bracket && shape.1 == name && shape.2 == member && label.matches(shape.3)
            && from.matches(role) && (self.platform.map { $0 == platform } ?? true) && (mentions.map(mentioned) ?? true)
    }
}

/// Container rows looked up by the container's name: the first matching row in table order wins.
struct ContainerTable: Sendable {
    let rows: [ContainerRow]
    private let byName: [String: [ContainerRow]]

    init(_ rows: [ContainerRow]) {
        self.rows = rows
        byName = Dictionary(grouping: rows, by: \.name)
    }

    /// The row that applies when a text with `role` leaves `frame` on `platform`, if any.
    func row(leaving frame: SyntaxFrame.Kind, role: SlotRole, platform: Platform,
             mentioned: (String) -> Bool = { _ in false }) -> ContainerRow? {
        let name: String
        switch frame {
        case .call(let called, _, _, _), .closure(let called, _, _): name = called
        case .declaration, .control, .other: return nil
        }
        return byName[name]?.first { $0.matches(frame, role: role, platform: platform, mentioned: mentioned) }
    }
}
