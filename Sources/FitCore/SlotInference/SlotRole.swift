/// What a string is on its way out from the innermost call: a bare `Text`, a `Label` or a button's
/// title may still turn out to be a tab item, a toolbar button or an alert's button, depending on
/// the calls around it; any other kind is settled where it is found.
enum SlotRole: Sendable, Hashable {
    case text
    case label
    case button
    /// A picker's label: shown only in a `Form` or `List` (`listed`), in a style that shows it
    /// (`styled` once an inner `.pickerStyle` has said which); a menu-style picker elsewhere shows
    /// its selected value instead.
    case picker(styled: Bool, listed: Bool)
    case placed(SlotKind)
    /// Shown somewhere whose room is not one of the kinds (a menu item, a picker's option list),
    /// or not shown at all (a confirmation dialog's hidden title).
    case unplaced(String)

    /// True while calls further out can still change what the string is.
    var isOpen: Bool {
        switch self {
        case .text, .label, .button, .picker: return true
        case .placed, .unplaced: return false
        }
    }

    /// The kind once no call further out changes it.
    var kind: SlotKind? {
        switch self {
        case .text: return .text
        case .label: return .label
        case .button: return .button
        case .placed(let kind): return kind
        case .picker, .unplaced: return nil
        }
    }

    /// The role once the walk is over: a picker's label is placed only where it is shown — on iPhone in
    /// a `Form` or `List` (elsewhere a menu picker shows its value); on the Mac beside its pop-up button
    /// wherever it is.
    func settled(on platform: Platform) -> SlotRole {
        guard case .picker(_, let listed) = self else { return self }
        return listed || platform == .macOS ? .placed(.pickerLabel)
            : .unplaced("picker label not shown (outside a Form or List a picker shows its value)")
    }

    /// True for the content closures of menus (`Menu { … }`, `.contextMenu`, `.swipeActions`):
    /// whatever is in them is a menu item, a place with no room of its own (``SwiftUIVocabulary/menuContent``).
    static func isMenuContent(_ name: String, member: Bool, label: String?) -> Bool {
        SwiftUIVocabulary.menuContent.contains {
            $0.matches(.closure(name: name, member: member, label: label), role: .text, platform: .iOS) { _ in false }
        }
    }

    /// What the walk knows where it leaves a container, besides the container itself.
    struct Leaving {
        /// The container is a picker's content (or a view of the app's own that gives its content to one).
        var pickerContent = false
        /// That picker (or a `Picker` itself) is styled `.pickerStyle(.segmented)`.
        var segmented = false
        /// That picker shows its selected option in its frame (``RoleWalker``).
        var menu = false
        var platform = Platform.iOS
        /// Whether the container's arguments name a word (`ToolbarItem(placement: .principal)`).
        var mentioned: (String) -> Bool = { _ in false }
    }

    /// The role after passing out through `frame`, and the vocabulary row that changed it (``ContainerRow``);
    /// `nil` for the row when none did.
    func leaving(_ frame: SyntaxFrame.Kind, _ context: Leaving) -> (role: SlotRole, row: String?) {
        // What an argument of a spoken modifier holds is read out, never drawn (`.accessibilityLabel(Text(…))`).
        if case .call(let name, true, let label, let position) = frame,
           let row = Vocabulary.calls.row(call: name, member: true, label: label, position: position), row.role == .placed(.spoken) {
            return (row.role, row.id)
        }
        guard let row = SwiftUIVocabulary.containerTable.row(leaving: frame, role: self, platform: context.platform,
                                                             mentioned: context.mentioned) else {
            // A view of the app's own that gives this content to a picker: its options, or the
            // segments of a segmented one.
            guard context.pickerContent, ContainerRow.From.open.matches(self) else { return (self, nil) }
            if context.segmented, self == .button { return (self, nil) }
            return (option(context), SwiftUIVocabulary.appPickerContent.id)
        }
        switch row.change {
        case .role(let role): return (role, row.id)
        case .keep: return (self, nil)
        case .listedPicker:
            guard case .picker(let styled, _) = self else { return (self, nil) }
            return (.picker(styled: styled, listed: true), row.id)
        case .option: return (option(context), row.id)
        }
    }

    /// A picker's option: a segment, the selected option of a menu picker, else one nobody lays out.
    private func option(_ context: Leaving) -> SlotRole {
        context.segmented ? .placed(.segment) : context.menu ? .placed(.pickerOption) : .unplaced("picker option")
    }
}
