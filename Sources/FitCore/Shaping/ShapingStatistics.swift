/// How much native work a ``Shaper`` has done: the numbers the shaping cache is meant to keep low.
public struct ShapingStatistics: Sendable, Equatable {
    /// Calls to HarfBuzz's `hb_shape` (one per run of one font, script and direction).
    public var shapeCalls: Int
    /// Calls into ICU's break iterators (line breaks and grapheme clusters).
    public var breakCalls: Int

    public init(shapeCalls: Int = 0, breakCalls: Int = 0) {
        self.shapeCalls = shapeCalls
        self.breakCalls = breakCalls
    }
}
