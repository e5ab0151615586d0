/// One measured cell, as a ``RunProbe`` sees it: enough to lay the same cell out again with another
/// engine.
public struct ProbedCell: Sendable {
    public var rendition: Rendition
    /// The request the rendition was shaped with (text, language, font).
    public var request: ShapingRequest
    /// The matrix width, in points.
    public var containerWidth: Double
    public var size: SizeCategory
    /// The cell's fitting parameters (slot width, point size, line limit, letter-spacing).
    public var parameters: FitParameters
    public var measurement: FitCore.Measurement
    public var verdict: Verdict
}
