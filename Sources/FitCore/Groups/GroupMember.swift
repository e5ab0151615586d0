/// One key laid out in a group: its text set in its own slot (style, weight, line limit), in the share
/// of the group's width the row's policy gives it (``RowShares``).
public struct GroupMember: Sendable, Hashable {
    /// The catalog key.
    public var key: String
    /// Only this variant is measured (`plural.one`, `device.iphone`); `nil` measures each of the key's
    /// variants, with its siblings at their widest in that cell.
    public var variant: String?
    /// A stated width in points (`.frame(width:)`), including the insets; only under `fixed` and `stack`.
    public var fixedWidth: Double?
    /// SwiftUI's `.layoutPriority`: under `stack`, higher priorities are offered space first.
    public var layoutPriority: Double
    /// SwiftUI's `.fixedSize()`: under `stack`, the member takes its one-line width whatever it leaves.
    public var fixedSize: Bool
    /// Padding on each side inside the member's share, in points (a bordered button's, a segment's).
    public var inset: Double
    /// How the text is set: style, weight, line limit, point size… (its `width` is not used: the
    /// share is).
    public var slot: Slot
    /// Also measured alone, in the slot the matrix's rules give the key (a key shown alone elsewhere too).
    public var alsoAlone: Bool
    /// Where the matrix file writes the member, for errors about it found after the catalogs are read.
    public var place: MatrixPlace?
    /// For a group read from code: the lines (`path:line`) that write the key as this member, its own
    /// first, then those of the same group written in other places.
    public var evidence: [String] = []
    /// Which of ``layoutPriority``, ``inset`` and ``slot`` (``StatedFields/text``) the source states.
    public var stated: StatedFields = []

    public init(key: String, variant: String? = nil, fixedWidth: Double? = nil, layoutPriority: Double = 0,
                fixedSize: Bool = false, inset: Double = 0, slot: Slot = .fallback, alsoAlone: Bool = false,
                place: MatrixPlace? = nil) {
        self.key = key
        self.variant = variant
        self.fixedWidth = fixedWidth
        self.layoutPriority = layoutPriority
        self.fixedSize = fixedSize
        self.inset = inset
        self.slot = slot
        self.alsoAlone = alsoAlone
        self.place = place
    }

    /// Both insets together, in points.
    public var insets: Double { inset * 2 }
}

/// Where a value stands in a matrix file: the file, its field path (`groups[0].members[1]`), line and
/// column, for an error found only once the catalogs are read (a key no catalog has).
public struct MatrixPlace: Sendable, Hashable {
    public var file: String
    public var path: String
    public var line: Int
    public var column: Int

    public init(file: String, path: String, line: Int, column: Int) {
        self.file = file
        self.path = path
        self.line = line
        self.column = column
    }

    /// An ``InputError`` at this place: `fitcheck.json:12:17: groups[0].members[1]: …`.
    public func error(_ message: String) -> InputError {
        InputError(file: file, line: line, column: column, path.isEmpty ? message : "\(path): \(message)")
    }
}
