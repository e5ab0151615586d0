/// What a nib's control draws beside its title, in points across: the room of a title is its
/// control's frame less this. One table (``rows``) for the bordered buttons by bezel style and control
/// size, one figure each for the rest; every number names its source. Measured against the fixtures'
/// nibs as frame width − the title's measured width, on the controls IB sized to fit (the smallest
/// differences; larger ones are controls drawn wider than their titles).
enum NibChrome {
    /// A bordered button's chrome at a bezel style and control size.
    struct Row: Sendable {
        var bezelStyles: Set<String>
        var controlSize: String
        var points: Double
        var source: MetricSource
        var about: String
    }

    /// A push button (`bezelStyle="rounded"`): its frame holds the bezel's alignment insets and the
    /// title's padding. Regular observed (monitorcontrol's "Start using MonitorControl" 195 pt for a
    /// 160.9 pt title, "Open System Settings…" 180 for 146.0: 34.1 and 34.0); small and mini scaled
    /// down by 6 pt a size (estimates: no fixture button of those sizes is sized to fit). The square,
    /// recessed, inline and round-rect bezels hug their titles: about 2 pt a side (an estimate).
    static let rows: [Row] = [
        Row(bezelStyles: pushBezels, controlSize: "regular", points: 34, source: .observed,
            about: "a regular push button's bezel and padding"),
        Row(bezelStyles: pushBezels, controlSize: "small", points: 28, source: .estimate, about: "a small push button's bezel and padding"),
        Row(bezelStyles: pushBezels, controlSize: "mini", points: 22, source: .estimate, about: "a mini push button's bezel and padding"),
    ]
    static let pushBezels: Set<String> = ["rounded", "push"]

    /// Any other button, bordered or not: its padding (an estimate).
    static let padding: Double = 4
    /// A checkbox or radio button: the box and the gap before the title, as a SwiftUI toggle on the Mac
    /// (``MacSlotMetrics/Figure/checkbox`` + ``MacSlotMetrics/Figure/checkboxGap``); observed in the nibs
    /// as 20.1 (clipy, regular) and 20.0 (monitorcontrol, small).
    static let checkbox = MacSlotMetrics.Figure.checkbox.points + MacSlotMetrics.Figure.checkboxGap.points
    /// A label's `NSTextField`: 2 pt each side (FACTS.md; monitorcontrol's caption 85 pt for 80.8 pt).
    static let labelPadding: Double = 4
    /// A bezeled or bordered text field: its bezel and padding (an estimate).
    static let fieldBezel: Double = 8
    /// A box's title inset from its edges (an estimate).
    static let boxTitleInset: Double = 10
    /// A table column header's padding (an estimate).
    static let columnHeaderPadding: Double = 6
    /// A segment's padding (an estimate).
    static let segmentPadding: Double = 16

    /// What `role`'s control draws beside its title, and the note that says it.
    static func titleInset(_ role: NibStringRole, element: NibElement, cell: NibElement) -> (Double, String) {
        switch role {
        case .checkbox, .radioButton: return (checkbox, "less the \(role == .checkbox ? "checkbox" : "radio button") and its gap:")
        case .button:
            let size = cell["controlSize"] ?? element["controlSize"] ?? "regular"
            // Interface Builder writes `borderStyle="border"` for a bordered button; without it the title stands alone.
            if cell["borderStyle"] != nil, let row = rows.first(where: { $0.bezelStyles.contains(cell["bezelStyle"] ?? "rounded") && $0.controlSize == size }) {
                return (row.points, "less \(row.about) (\(row.source.rawValue)):")
            }
            return (padding, "less its padding:")
        case .popUpItem: return (MacSlotMetrics.popUpChrome, "less the pop-up button's bezel and arrows:")
        case .label, .textField:
            return cell["borderStyle"] != nil || cell["bezelStyle"] != nil ? (fieldBezel, "less the field's bezel and padding:")
                : (labelPadding, "less the text field's padding (2 pt each side):")
        case .boxTitle: return (boxTitleInset, "less the box's title inset:")
        case .columnHeader: return (columnHeaderPadding, "less the header's padding:")
        case .segment: return (segmentPadding, "less the segment's padding:")
        default: return (0, "")
        }
    }

    /// A UIKit button's `contentEdgeInsets` across (`minX` + `maxX`), `nil` without them.
    static func contentEdgeInsets(_ element: NibElement) -> Double? {
        guard let inset = element.child("inset", key: "contentEdgeInsets") else { return nil }
        let across = (inset.number("minX") ?? 0) + (inset.number("maxX") ?? 0)
        return across > 0 ? across : nil
    }
}
