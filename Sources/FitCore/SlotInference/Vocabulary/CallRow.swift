/// One row of a framework's vocabulary of calls that show text: the call, which of its arguments is
/// the text, and the role that text starts with (`Toggle("…", isOn:)` → a toggle's label). Read where
/// the call is found (``CallSiteFinder``); the walk out from there may still change an open role
/// (``ContainerRow``). Its ``id`` is the name a placement carries (``KeySlot/rule``).
struct CallRow: Sendable {
    /// Which argument of the call is the text.
    enum Argument: Sendable, Hashable {
        /// The first argument, unlabelled: `Text("…")`.
        case first
        /// The argument labelled so: `UIBarButtonItem(title: …)`.
        case labelled(String)
    }

    /// What else the call must say for the row to apply.
    enum Condition: Sendable, Hashable {
        case always
        /// The call has an argument with this label (`titleVisibility:`, `forSegmentAt:`).
        case withArgument(String)
        /// The call is (or is not) about a `.actionSheet` alert controller, as the code around it says.
        case actionSheet(Bool)
    }

    /// A stable name, `framework.call.argument` (`swiftui.toggle.label`).
    var id: String
    var call: String
    /// True for a modifier or member (`.navigationTitle(…)`), false for a type's call (`Text(…)`).
    var member = false
    var argument: Argument
    var when = Condition.always
    var role: SlotRole
    /// False where the framework shows a bare literal as written rather than as a key (UIKit).
    var localizes = true

    /// True when this row reads the argument `label` at `position` of a call with `arguments` labels.
    func matches(label: String?, position: Int, arguments: [String?], actionSheet: Bool) -> Bool {
        switch argument {
        case .first: guard label == nil, position == 0 else { return false }
        case .labelled(let name): guard label == name else { return false }
        }
        switch when {
        case .always: return true
        case .withArgument(let name): return arguments.contains(name)
        case .actionSheet(let sheet): return sheet == actionSheet
        }
    }
}

/// Call rows looked up by the called name: the first matching row in table order wins.
struct CallTable: Sendable {
    let rows: [CallRow]
    private let byCall: [CallKey: [CallRow]]

    private struct CallKey: Sendable, Hashable {
        var call: String
        var member: Bool
    }

    init(_ rows: [CallRow]) {
        self.rows = rows
        byCall = Dictionary(grouping: rows) { CallKey(call: $0.call, member: $0.member) }
    }

    /// The row that reads argument `position` (labelled `label`) of the call `name`; `nil` when that
    /// call does not show the argument as text.
    func row(call name: String, member: Bool, label: String?, position: Int, arguments: [String?] = [],
             actionSheet: Bool = false) -> CallRow? {
        byCall[CallKey(call: name, member: member)]?.first {
            $0.matches(label: label, position: position, arguments: arguments, actionSheet: actionSheet)
        }
    }

    /// True when `name` is a call of this table (any argument).
    func contains(call name: String, member: Bool) -> Bool { byCall[CallKey(call: name, member: member)] != nil }
}
