/// What one picture shows: caption lines over a row of shares drawn to scale, each holding a text as
/// it was measured (``FailureCell``). ``FailureImage`` draws it; ``FailureImageWriter`` writes it.
///
/// A key's picture is a row of one share, its failing cell (``init(cell:)``). A group's is the row its
/// worst cell shows — every member in its share, with its own style, line limit and insets, the
/// failing ones marked in the overflow colour — and a choice's caption lists the alternatives tried.
public struct Picture: Sendable, Equatable {
    /// Caption lines, top to bottom: the first in ink, the second grey, the third (the verdict) red,
    /// any more grey.
    public var captionLines: [String]
    /// From the row's leading edge (the right one when ``rightToLeft``).
    public var shares: [Share]
    /// Points between two shares.
    public var spacing: Double
    /// Whether the row runs right to left (its language's direction): its first share is rightmost.
    public var rightToLeft: Bool
    /// The cell the picture's file is named after (``FailureImageWriter/fileName(for:)``): the key's
    /// cell, or a group's failing member's.
    public var namedAfter: FailureCell

    /// One share of the row: a member's text in the width its share gives it.
    public struct Share: Sendable, Equatable {
        /// The text as measured in the share; `nil` for a share with no text of a key (a tab bar's
        /// system "More" item), which shows ``label``.
        public var cell: FailureCell?
        /// What a share without a cell shows, in the caption's grey.
        public var label: String?
        /// Points of padding on each side of the text inside the share (a bordered button's, a segment's).
        public var inset: Double
        /// The share's width, insets included, in points.
        public var width: Double
        /// A failing member: its outline is drawn in the overflow colour.
        public var marked: Bool

        public init(cell: FailureCell?, label: String? = nil, inset: Double = 0, width: Double, marked: Bool) {
            self.cell = cell
            self.label = label
            self.inset = inset
            self.width = width
            self.marked = marked
        }

        /// The width the text is laid out in: the cell's slot (at least 1 pt), or the share less its insets.
        var textWidth: Double { cell.map { max(1, $0.parameters.slotWidth) } ?? max(1, width - 2 * inset) }
    }

    public init(captionLines: [String], shares: [Share], spacing: Double, rightToLeft: Bool = false,
                namedAfter: FailureCell) {
        self.captionLines = captionLines
        self.shares = shares
        self.spacing = spacing
        self.rightToLeft = rightToLeft
        self.namedAfter = namedAfter
    }

    /// A key's picture: its failing cell alone, the slot as its only share, captioned by the cell.
    public init(cell: FailureCell) {
        self.init(captionLines: cell.captionLines,
                  shares: [Share(cell: cell, width: max(1, cell.parameters.slotWidth), marked: false)],
                  spacing: 0, namedAfter: cell)
    }

    /// Each share's left edge and width, in points from the row's left edge, in share order.
    var frames: [(x: Double, width: Double)] {
        var frames = Array(repeating: (x: 0.0, width: 0.0), count: shares.count)
        var x = 0.0
        for index in (rightToLeft ? Array(shares.indices.reversed()) : Array(shares.indices)) {
            frames[index] = (x, shares[index].width)
            x += shares[index].width + spacing
        }
        return frames
    }

    /// The row's width: its shares and the spacing between them, in points.
    var rowWidth: Double {
        shares.reduce(0) { $0 + $1.width } + spacing * Double(max(shares.count - 1, 0))
    }
}
