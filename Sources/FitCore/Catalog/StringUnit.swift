/// A leaf of a localization: the text and its translation state.
public struct StringUnit: Sendable, Hashable {
    /// `translated`, `needs_review`, `stale`, `new`, `""`, or nil when the file gives none.
    public var state: String?
    public var value: String

    public init(state: String? = nil, value: String) {
        self.state = state
        self.value = value
    }

    /// What users see as a translation: a non-empty value whose state is not `new`
    /// (`needs_review` and `stale` values ship, so they count).
    public var isTranslated: Bool { !value.isEmpty && state != "new" }
}
