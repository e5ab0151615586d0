/// Strings the app's code lays out together, read from its Swift sources (``GroupInference``): a
/// **row** (members side by side in one width: a segmented picker, a tab bar, an `HStack` of texts or
/// stretching buttons, a `ControlGroup`) or a **choice** (`ViewThatFits`: the first alternative that
/// fits). `fitcheck slots --json` lists them under `groups`; `fitcheck init` writes them into the
/// matrix's `groups` (Matrix/README.md, "Rows and choices"), each with the lines of code that say so.
public struct InferredGroup: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case row, choice
    }

    /// The construct in code the group was read from.
    public enum Construct: String, Sendable, Hashable {
        case segmentedPicker, tabBar, hStack, controlGroup, viewThatFits
        /// UIKit and AppKit code (``UIKitGroups``): `UISegmentedControl(items:)`, a `UIStackView` or
        /// `NSStackView` that fills equally.
        case segmentedControl, stackView
        /// A view controller's navigation bar: its title between its text bar button items.
        case navigationBar
    }

    /// How a row shares its width (the matrix's `policy`).
    public enum Policy: String, Sendable, Hashable {
        /// Each member an equal share: stretching buttons, segments, tab items.
        case equal
        /// Members with a stated width get it; the others share the rest.
        case fixed
        /// SwiftUI's `HStack` algorithm: the least flexible first, each an equal share of what remains.
        case stack
        /// A `VStack` alternative of a `ViewThatFits`: one under the other, each in the whole width.
        case column
    }

    /// One string of a group: its key, the line that writes it, and what the code sets on it.
    public struct Member: Sendable, Hashable {
        public var key: String
        /// `path:line` of the literal that writes the key.
        public var line: String
        /// `.frame(width: N)`: a fixed width in points.
        public var fixedWidth: Double?
        /// `.layoutPriority(N)`.
        public var layoutPriority: Double?
        /// `.fixedSize()` (or `.fixedSize(horizontal: true, …)`).
        public var fixedSize = false
        /// The text the code sets on the member (`.font`, `.lineLimit`, `.bold()`), over the group's
        /// defaults; `nil` when it sets none.
        public var text: Slot?
        /// True when the key is also shown alone elsewhere: it keeps its own slot there too.
        public var alsoAlone = false
        /// Points inside the member on each side, where its row has no control to give them: a
        /// bordered or bezelled button's (``RowControl/inset`` of `buttons`, an estimate).
        public var inset: Double?
    }

    /// Members side by side.
    public struct Row: Sendable, Hashable {
        public var members: [Member]
        public var policy: Policy
        /// Points between members, where the code says (`HStack(spacing:)`, spacers); `nil` leaves the
        /// control's estimate.
        public var spacing: Double?
        /// The matrix's `control` (`segmented`, `tabBar`, `buttons`): estimates of spacing, insets and text.
        public var control: String?

        /// A control gives its members their insets: theirs are dropped.
        init(members: [Member], policy: Policy, spacing: Double?, control: String?) {
            self.members = control == nil ? members : members.map { member in
                var member = member
                member.inset = nil
                return member
            }
            self.policy = policy
            self.spacing = spacing
            self.control = control
        }
    }

    /// One alternative of a choice, in `ViewThatFits` order.
    public enum Alternative: Sendable, Hashable {
        case single(Member)
        case row(Row)

        public var members: [Member] {
            switch self {
            case .single(let member): return [member]
            case .row(let row): return row.members
            }
        }
    }

    public var kind: Kind
    /// The matrix's derived id (`row-…`, `choice-…`): a stable hash of the kind and the member keys.
    public var id: String
    public var construct: Construct
    /// The width the whole group spans where the code says (`.frame(maxWidth: 120)`, a `Form` row);
    /// `nil` leaves the control's width.
    public var width: WidthExpression?
    /// For a row: its members and how they share the width.
    public var row: Row?
    /// For a choice: its alternatives in order.
    public var alternatives: [Alternative]
    /// Every line of code that makes the group: the container, its style, each member, and the uses
    /// of the app's own views on the way; `path:line`, sorted.
    public var evidence: [String]
    public var notes: [String]
    /// Per key, the lines that show it as a member in every place the group is written (the same
    /// picker in two views is one group): those uses are measured in the group, not alone.
    var placedLines: [String: Set<String>] = [:]

    init(construct: Construct, row: Row, width: WidthExpression?, evidence: [String], notes: [String] = []) {
        kind = .row
        self.construct = construct
        self.row = row
        alternatives = []
        self.width = width
        self.evidence = evidence
        self.notes = notes
        id = InferredGroup.derivedID(kind: .row, alternatives: [.row(row)])
        placedLines = Dictionary(grouping: row.members, by: \.key).mapValues { Set($0.map(\.line)) }
    }

    init(choice alternatives: [Alternative], width: WidthExpression?, evidence: [String], notes: [String] = []) {
        kind = .choice
        construct = .viewThatFits
        row = nil
        self.alternatives = alternatives
        self.width = width
        self.evidence = evidence
        self.notes = notes
        id = InferredGroup.derivedID(kind: .choice, alternatives: alternatives)
        placedLines = Dictionary(grouping: alternatives.flatMap(\.members), by: \.key).mapValues { Set($0.map(\.line)) }
    }

    /// Every member, in order (a choice's alternatives one after another).
    public var members: [Member] {
        row?.members ?? alternatives.flatMap(\.members)
    }

    /// The keys of every member, in order.
    /// The member keys, each once, in order (a choice may show a key in several alternatives).
    public var keys: [String] {
        var seen = Set<String>()
        return members.map(\.key).filter { seen.insert($0).inserted }
    }

    /// The matrix's policy for a row (`nil` for a choice).
    public var policy: Policy? { row?.policy }

    /// The matrix's derived id (``MatrixGroup/derivedID(kind:keys:)``): a row's keys in order; a choice's
    /// alternatives in order, a row alternative's keys between `(` and `)`.
    static func derivedID(kind: Kind, alternatives: [Alternative]) -> String {
        let keys = alternatives.flatMap { alternative -> [String] in
            switch alternative {
            case .single(let member): return [member.key]
            case .row(let row) where kind == .choice && row.policy == .column: return ["["] + row.members.map(\.key) + ["]"]
            case .row(let row) where kind == .choice: return ["("] + row.members.map(\.key) + [")"]
            case .row(let row): return row.members.map(\.key)
            }
        }
        return MatrixGroup.derivedID(kind: kind == .row ? .row : .choice, keys: keys)
    }
}

extension InferredGroup {
    /// Per key, the lines where `groups` show it as a member.
    static func memberLines(_ groups: [InferredGroup]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for group in groups { result.merge(group.placedLines) { $0.union($1) } }
        return result
    }

    /// `groups` with ``Member/alsoAlone`` set on the members whose key is `shownAlone` elsewhere.
    static func markingAlone(_ groups: [InferredGroup], shownAlone: Set<String>) -> [InferredGroup] {
        groups.map { group in
            var group = group
            func mark(_ members: inout [Member]) {
                for index in members.indices where shownAlone.contains(members[index].key) { members[index].alsoAlone = true }
            }
            if var row = group.row { mark(&row.members); group.row = row }
            group.alternatives = group.alternatives.map { alternative in
                switch alternative {
                case .single(var member):
                    var members = [member]
                    mark(&members)
                    member = members[0]
                    return .single(member)
                case .row(var row):
                    mark(&row.members)
                    return .row(row)
                }
            }
            return group
        }
    }
}

extension InferredGroup {
    /// The width of the place a group without a width of its own is in, from the room its members would
    /// have had alone there (the walk out from each text knows the window, the `Form`, the list): the
    /// widest text, button or label slot among them; on macOS, a segmented control's segments put back
    /// together (``MacSlotMetrics``: row ÷ n − 16 each). `nil` leaves the control's estimate.
    static func placeWidth(of group: InferredGroup, platform: Platform,
                           alone: (String, Set<String>) -> [(kind: SlotKind, count: Int?, width: WidthExpression)]) -> WidthExpression? {
        var widths: [WidthExpression] = []
        for member in group.members where member.fixedWidth == nil {
            for use in alone(member.key, group.placedLines[member.key] ?? []) {
                switch use.kind {
                case .text, .button, .label, .uikitLabel, .uikitButton, .uikitButtonConfiguration:
                    widths.append(use.width)
                case .segment where platform == .macOS && use.width.percent == 0:
                    let parts = Double(use.count ?? 2)
                    widths.append(WidthExpression(percent: 0, offset: (use.width.offset + MacSlotMetrics.segmentPadding) * parts))
                default:
                    break
                }
            }
        }
        return widths.max { $0.resolve(containerWidth: 375) < $1.resolve(containerWidth: 375) }
    }
}
