/// How much native work a ``Shaper`` has done: the numbers the shaping cache is meant to keep low.
public struct ShapingStatistics: Sendable, Equatable {
    /// Runs shaped (of one font, script and direction): each with one `hb_shape` call over the run,
    /// or assembled from words (see ``wordsShaped``).
    public var shapeCalls: Int
    /// Calls into ICU's break iterators (line breaks and grapheme clusters).
    public var breakCalls: Int
    /// `hb_shape` calls on one word or run of spaces alone, to fill the word cache.
    public var wordsShaped: Int
    /// Words (and runs of spaces) taken from the word cache without shaping.
    public var wordHits: Int
    /// Runs shaped with one `hb_shape` call over the whole run (a script, direction or font whose
    /// words cannot be shaped apart, or a word whose edge its neighbours could change).
    public var runsShapedWhole: Int

    public init(shapeCalls: Int = 0, breakCalls: Int = 0, wordsShaped: Int = 0, wordHits: Int = 0,
                runsShapedWhole: Int = 0) {
        self.shapeCalls = shapeCalls
        self.breakCalls = breakCalls
        self.wordsShaped = wordsShaped
        self.wordHits = wordHits
        self.runsShapedWhole = runsShapedWhole
    }

    /// Adds another shaper's counts (workers' counts summed for a run).
    public static func += (total: inout ShapingStatistics, other: ShapingStatistics) {
        total.shapeCalls += other.shapeCalls
        total.breakCalls += other.breakCalls
        total.wordsShaped += other.wordsShaped
        total.wordHits += other.wordHits
        total.runsShapedWhole += other.runsShapedWhole
    }
}
