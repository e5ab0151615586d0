extension ShapedText {
    /// This text at display share `t` (``OpticalDesigns/displayShare(opticalSize:)``): each cluster of
    /// an ``opticalStretches`` stretch takes its blended advance, and its glyphs keep their shapes with
    /// their advances scaled alike. The result is for one size, without stretches; nil `t` (no blend)
    /// gives the text as it is.
    func blended(displayShare t: Double?) -> ShapedText {
        guard let t, !opticalStretches.isEmpty else { return self }
        var result = self
        result.opticalStretches = []
        var glyphScales = [Double](repeating: 1, count: clusters.count)
        for stretch in opticalStretches {
            let scale = stretch.scale(displayShare: t)
            for k in stretch.clusters {
                let advance = clusters[k].advance * scale
                if clusters[k].advance != 0 { glyphScales[k] = advance / clusters[k].advance }
                result.clusters[k].advance = advance
            }
        }
        for r in result.runs.indices {   // a scale of 1 (outside the stretches) leaves an advance exactly as it is
            for g in result.runs[r].glyphs.indices {
                result.runs[r].glyphs[g].xAdvance *= glyphScales[Int(result.runs[r].glyphs[g].clusterIndex)]
            }
        }
        return result
    }
}

/// A text shaped once in each optical design (``Shaper/shapeBothDesigns(_:keepingGlyphs:)``): every
/// size derives from it by arithmetic — the text design up to 17 pt, the display design from 28 pt,
/// the blend of the two between — exactly as shaping at that size gives it.
struct OpticalShapings: Sendable {
    /// The text design, with its ``ShapedText/opticalStretches`` against the display design.
    var blendable: ShapedText
    /// The display design alone.
    var display: ShapedText

    /// The text at `opticalSize` (``FontLibrary/opticalSize(forPointSize:)``).
    func shaped(opticalSize: Double) -> ShapedText {
        let share = OpticalDesigns.displayShare(opticalSize: opticalSize)
        if share >= 1 { return display }
        guard share > 0 else {
            var text = blendable
            text.opticalStretches = []
            return text
        }
        return blendable.blended(displayShare: share)
    }
}
