/// What the modifiers written at a use say about its room: `.lineLimit(n)`, `.frame(width:)`,
/// `.frame(maxWidth:)`, `.font(…)`, `.fontWeight(…)`, `.bold()`; and `.minimumScaleFactor`, which
/// is noted (shrinking text is not a fix: fitcheck measures it at full size). Only literal values
/// count; the innermost modifier wins, as in SwiftUI's environment.
struct SlotRefinements: Sendable, Hashable {
    /// `.lineLimit(n)`: `.some(nil)` for `.lineLimit(nil)`.
    var lines: Int??
    var width: Double?
    var maxWidth: Double?
    var style: TextStyle?
    var weight: FontWeight?
    var pointSize: Double?
    var notes: [String] = []

    /// Reads the modifier `name` whose arguments are in the `(…)` at `paren` (nil for none); an
    /// earlier (inner) value is kept.
    mutating func read(modifier name: String, paren: Int?, in file: SwiftSourceFile) {
        let arguments = paren.map { file.arguments(ofParen: $0) } ?? []
        func number(_ range: Range<Int>) -> Double? {
            guard range.count == 1, let token = file.token(range.lowerBound), token.kind == .number else { return nil }
            return Double(token.text.replacingOccurrences(of: "_", with: ""))
        }
        switch name {
        case "lineLimit":
            guard lines == nil, let first = arguments.first, first.label == nil else { return }
            if first.value.count == 1, file.identifier(first.value.lowerBound) == "nil" {
                lines = .some(nil)
            } else if let value = number(first.value), value >= 1 {
                lines = .some(Int(value))
            } else if let upper = first.value.last.flatMap({ file.token($0) }), upper.kind == .number,
                      first.value.contains(where: { file.tokens[$0].kind == .operator && file.tokens[$0].text.hasPrefix("..") }),
                      let value = Double(upper.text), value >= 1 {
                lines = .some(Int(value))  // `.lineLimit(1...2)`: at most the upper bound
            }
        case "frame":
            for argument in arguments {
                if argument.label == "width", width == nil, let value = number(argument.value), value > 0 { width = value }
                if argument.label == "maxWidth", maxWidth == nil, let value = number(argument.value), value > 0 { maxWidth = value }
            }
        case "minimumScaleFactor":
            let factor = arguments.first.flatMap { number($0.value) }.map { " \(MatrixField.format($0))" } ?? ""
            notes.append("minimumScaleFactor\(factor): shrinks instead of wrapping; measured at full size")
        case "font":
            guard style == nil, pointSize == nil, let first = arguments.first else { return }
            readFont(first.value, in: file)
        case "fontWeight":
            guard weight == nil, let first = arguments.first else { return }
            if file.isSymbol(first.value.lowerBound, "."), let name = file.identifier(first.value.lowerBound + 1) {
                weight = FontWeight(name: name)
            }
        case "bold":
            if weight == nil { weight = .bold }
        default:
            break
        }
    }

    /// `.headline`, `.body.weight(.medium)`, `Font.caption`, `.system(.footnote, design: …)`,
    /// `.system(size: 20)`.
    private mutating func readFont(_ range: Range<Int>, in file: SwiftSourceFile) {
        for index in range {
            guard let name = file.identifier(index) else { continue }
            if name == "size", file.isSymbol(index + 1, ":"), let token = file.token(index + 2), token.kind == .number {
                pointSize = Double(token.text)
            } else if let textStyle = SlotRefinements.textStyle(name), file.isSymbol(index - 1, ".") {
                if style == nil { style = textStyle }
            } else if name == "weight" || name == "bold", file.isSymbol(index - 1, "."), weight == nil {
                if name == "bold" { weight = .bold }
                else if file.isSymbol(index + 1, "("), file.isSymbol(index + 2, "."), let value = file.identifier(index + 3) {
                    weight = FontWeight(name: value)
                }
            }
        }
    }

    /// SwiftUI's `Font` names for the text styles.
    static func textStyle(_ name: String) -> TextStyle? {
        switch name {
        case "title": return .title1
        case "caption": return .caption1
        default: return TextStyle(rawValue: name)
        }
    }

    /// `slot` with these refinements applied, for a kind whose font and lines the app sets.
    func applied(to slot: Slot, kind: SlotKind) -> Slot {
        var slot = slot
        guard !kind.isSystemDrawn else { return slot }
        if let lines { slot.maxLines = lines }
        if let style { slot.style = style }
        if let weight { slot.weight = weight }
        if let pointSize { slot.pointSize = pointSize }
        if let width {
            slot.width = WidthExpression(percent: 0, offset: width)
        } else if let maxWidth {
            // A cap narrower than the slot on the narrowest phone (320 pt) is the slot at every width.
            if maxWidth < slot.width.resolve(containerWidth: 320) { slot.width = WidthExpression(percent: 0, offset: maxWidth) }
        }
        return slot
    }

    /// Notes on what the refinements did, for the evidence.
    func describe(for kind: SlotKind) -> [String] {
        var result = notes
        guard !kind.isSystemDrawn else { return result }
        if let lines { result.append("lineLimit(\(lines.map(String.init) ?? "nil"))") }
        if let width { result.append("frame(width: \(MatrixField.format(width)))") }
        if let maxWidth { result.append("frame(maxWidth: \(MatrixField.format(maxWidth)))") }
        return result
    }
}
