/// A segment's room in its segmented control: the segment's own `width` where the nib sets one (AppKit
/// and UIKit), else an equal share of what the sized segments leave (UIKit's default; AppKit's
/// segments drawn at the control's width). A UIKit control that apportions widths by content
/// (`apportionsSegmentWidthsByContent="YES"`) keeps the control's width for each: its segments grow
/// with their titles.
extension NibLayout {
    /// The room of the segment `string` names (`…ibShadowedLabels[1]`, `…segmentTitles[0]`) in a control
    /// `width` points wide, the share it is when the segments share the control equally (else `nil`: a
    /// fixed width), and the note that says it; `nil` when the control has no such segment.
    static func segmentRoom(of string: NibString, control: NibElement, width: Double) -> (points: Double, share: Int?, note: String)? {
        guard control["apportionsSegmentWidthsByContent"] != "YES",
              let open = string.property.lastIndex(of: "["), let close = string.property.lastIndex(of: "]"),
              let index = Int(string.property[string.property.index(after: open) ..< close]) else { return nil }
        let holder = control.child("segments") != nil ? control : (control.child(key: "cell") ?? control)
        let segments = holder.child("segments")?.children.filter { $0.name == "segment" } ?? []
        guard segments.indices.contains(index) else { return nil }
        if let own = segments[index].number("width"), own > 0 {
            return (own, nil, "the segment's own width \(MatrixField.format(own)) pt")
        }
        let sized = segments.compactMap { $0.number("width") }.filter { $0 > 0 }
        let shared = segments.count - sized.count
        let points = (width - sized.reduce(0, +)) / Double(max(shared, 1))
        return (points, sized.isEmpty ? shared : nil, "1/\(shared) of the segmented control's \(MatrixField.format(width - sized.reduce(0, +))) pt")
    }
}
