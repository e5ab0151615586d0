/// Where one catalog key is shown, as the app's code says: the kind of slot, its room, and the
/// places in code (`file:line`) that say so.
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

    public init(key: String, kind: SlotKind, count: Int?, slot: Slot, evidence: [String], notes: [String],
                sources: [String: String] = [:], inheritedFrom: [String: String] = [:], source: SlotSource = .swiftUI) {
        self.key = key
        self.kind = kind
        self.count = count
        self.slot = slot
        self.evidence = evidence
        self.notes = notes
        self.sources = sources
        self.inheritedFrom = inheritedFrom
        self.source = source
    }
}
