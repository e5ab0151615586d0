/// The system font's optical sizes, approximated with two designs: the text design (Inter) up to
/// 17 pt, the display design (Inter Display) from 28 pt, and between them each cluster's advance
/// blended linearly, `t = (size − 17) / 11`, as iOS's variable system font moves along its `opsz`
/// axis (WWDC 2020, "The details of UI typography"; FACTS.md).
///
/// The two designs shape a text into clusters that mostly align one to one; where a ligature or a
/// different decomposition makes them differ, the blend works on the smallest stretch of text whose
/// ends are cluster boundaries in both: that stretch gets exactly the blended width, shared among
/// the text design's clusters in proportion to their advances. So the blend is exact wherever the
/// clusters align, and a text's total is the blend of the two designs' totals (a stretch the text
/// design draws with no width, such as a line break, stays without).
enum OpticalDesigns {
    /// At or below this size the text design alone is used, in points.
    static let textSize = 17.0
    /// At or above this size the display design alone is used, in points.
    static let displaySize = 28.0

    /// The display design's share at `opticalSize`: 0 up to 17 pt, 1 from 28 pt, linear between.
    static func displayShare(opticalSize: Double) -> Double {
        ((opticalSize - textSize) / (displaySize - textSize)).clamped(to: 0...1)
    }

    /// One cluster as the blend sees it: where it starts in the text (UTF-8 bytes) and its advance (ems).
    struct Cluster: Equatable {
        var offset: Int32
        var advance: Double
    }

    /// The size that stands for every size strictly between the two designs' sizes when no font has an
    /// `opsz` axis: their shaping is the same (both designs, in full), so they share one shaping request
    /// at this size, blended per size afterwards (``FontLibrary/designRequest(for:)``).
    static let blendedSize = (textSize + displaySize) / 2

    /// The smallest stretch of text whose ends are cluster boundaries in both designs: its text
    /// design clusters and both designs' widths of it (ems). Blending gives it exactly the blended
    /// width, shared among its clusters in proportion to their text design advances.
    struct Stretch: Sendable, Equatable {
        /// Indices of its text design clusters.
        var clusters: Range<Int>
        var textWidth: Double
        var displayWidth: Double

        /// What each cluster's text design advance is multiplied by at display share `t`.
        func scale(displayShare t: Double) -> Double {
            (textWidth + t * (displayWidth - textWidth)) / textWidth
        }

        /// The same stretch with its cluster indices moved by `offset`.
        func shifted(by offset: Int) -> Stretch {
            Stretch(clusters: (clusters.lowerBound + offset)..<(clusters.upperBound + offset),
                    textWidth: textWidth, displayWidth: displayWidth)
        }
    }

    /// The blended advance of each cluster of `text`, for clusters of the same stretch of text shaped
    /// in the display design (`display`), at display share `t`. Both lists are in text order and
    /// start at the same offset.
    static func blend(text: [Cluster], display: [Cluster], t: Double) -> [Double] {
        var result = text.map(\.advance)
        for stretch in stretches(text: text, display: display) {
            let scale = stretch.scale(displayShare: t)
            for k in stretch.clusters { result[k] = text[k].advance * scale }
        }
        return result
    }

    /// The stretches of `text` against `display` (as in ``blend(text:display:t:)``), leaving out the
    /// stretches the text design draws with no width (a line break, an invisible control): they stay so.
    static func stretches(text: [Cluster], display: [Cluster]) -> [Stretch] {
        var result: [Stretch] = []
        var i = 0, j = 0   // the next cluster of each list
        while i < text.count {
            // A stretch: text clusters taken one by one, with the display clusters that start before
            // the next text cluster, until that next text cluster starts a display cluster too.
            let start = i
            var textSum = 0.0, displaySum = 0.0
            repeat {
                textSum += text[i].advance
                i += 1
                let end = i < text.count ? text[i].offset : Int32.max
                while j < display.count && display[j].offset < end {
                    displaySum += display[j].advance
                    j += 1
                }
            } while i < text.count && !(j < display.count && display[j].offset == text[i].offset)
            guard textSum != 0 else { continue }
            result.append(Stretch(clusters: start..<i, textWidth: textSum, displayWidth: displaySum))
        }
        return result
    }
}
