/// One axis value of a variable font's instance: `wght` 600, `slnt` −10, `opsz` 17. A shaped run
/// carries the instance it was shaped with, so a picture draws the same outlines that were measured
/// (a semibold label drawn semibold, not in the font's default instance).
public struct FontVariation: Sendable, Hashable {
    /// The OpenType axis tag, four ASCII letters.
    public var tag: String
    /// The value in the axis's own units (weight 100–900, degrees of slant, points of optical size).
    public var value: Double

    public init(tag: String, value: Double) {
        self.tag = tag
        self.value = value
    }
}
