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

    /// The blended advance of each cluster of `text`, for clusters of the same stretch of text shaped
    /// in the display design (`display`), at display share `t`. Both lists are in text order and
    /// start at the same offset.
    static func blend(text: [Cluster], display: [Cluster], t: Double) -> [Double] {
        var result = text.map(\.advance)
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
            // A stretch the text design draws with no width (a line break, an invisible control) stays so.
            guard textSum != 0 else { continue }
            let scale = (textSum + t * (displaySum - textSum)) / textSum
            for k in start..<i { result[k] = text[k].advance * scale }
        }
        return result
    }
}
