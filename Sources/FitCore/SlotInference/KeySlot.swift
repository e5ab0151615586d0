/// Where one catalog key is shown, as the app's code says: the placement every front end (SwiftUI,
/// UIKit and AppKit code, nibs) emits — the key, the kind of place, its room and refinements as a
/// ``Slot`` (font, lines, `minimumScaleFactor`, width…; the slot's `platform`), the places in code
/// (`file:line`) that say so and the front end (``source``). One writer turns it into a rule and a
/// `slots --json` entry (``SlotFields``).
///
/// A placement is a fixed slot. Where the room depends on the cell — a group member's share depends on
/// its siblings' texts in each language and at each width —, the key is placed as a member of a
/// ``MatrixGroup`` instead (its own text setting in ``GroupMember/slot``), and the group is laid out per
/// cell (`RowShares`, `ChoiceRule`): the function of the cell is the group's, evaluated by the run, not
/// a slot frozen here. A front end whose room is such a function (a nib text beside its neighbours)
/// emits a group the same way.
public struct KeySlot: Sendable, Hashable {
    public var key: String
    /// The tightest kind among the key's uses.
    public var kind: SlotKind
    /// Tabs or segments sharing the bar, where that decides the width.
    public var count: Int?
    /// The room the tightest use gives.
    public var slot: Slot
    /// Every use found, `path:line` relative to the scanned folder, sorted.
    public var evidence: [String]
    /// What else the uses say: a `.minimumScaleFactor`, a `.lineLimit`, a use whose place is not known.
    public var notes: [String]
    /// Where each value the code set on the slot is written (`lineLimit`, `font`, `fontDeclaration` for
    /// the app's own font, `weight`, `largestSize`, `minimumScaleFactor`, `width`, `displayMode`, …),
    /// `path:line`.
    public var sources: [String: String]
    /// The values among ``sources`` that the text inherits: written around it (on a container, on the
    /// place that uses its view, on the screen it is pushed from) rather than on the text itself.
    public var inheritedFrom: [String: String]
    /// What the tightest use was read from: SwiftUI, UIKit or AppKit code, or a nib.
    public var source: SlotSource
    /// For a nib's key: the nib, the object and its frame.
    public var nib: NibPlace?
    /// The vocabulary row that made the placement (`swiftui.toggle.label`, `uikit.label.text`,
    /// `appkit-nib.checkbox`): one of ``Vocabulary``'s tables.
    public var rule: String
    /// Where the code shows the key: each use's call or assignment (`Text(…)`, `label.text = …`,
    /// `path:line:column`) with its kind, the tightest use's (the one the slot is) first, the others in
    /// path order. Empty for a nib's key (``nib``).
    public var shownAt: [ShownUse] = []

    /// One place that shows a key, and the kind of place it is.
    public struct ShownUse: Sendable, Hashable {
        /// `path:line:column` (``SourcePlace``).
        public var place: String
        public var kind: SlotKind
    }

    public init(key: String, kind: SlotKind, count: Int?, slot: Slot, evidence: [String], notes: [String],
                sources: [String: String] = [:], inheritedFrom: [String: String] = [:], source: SlotSource = .swiftUI,
                rule: String = "") {
        self.key = key
        self.kind = kind
        self.count = count
        self.slot = slot
        self.evidence = evidence
        self.notes = notes
        self.sources = sources
        self.inheritedFrom = inheritedFrom
        self.source = source
        self.rule = rule
    }
}
