/// The font the modifiers around a use set: `.font(…)` resolved to a text style, a point size (fixed,
/// or scaled with a style: `.custom(_:size:relativeTo:)`), a weight, a family the app names and a
/// design; `.fontWeight(…)`, `.bold()`. A font the code names but fitcheck cannot resolve is a note,
/// never body silently.
struct FontRefinement: Sendable, Hashable {
    /// The font `.font(…)` set, once read (the innermost `.font` replaces the font whole, as SwiftUI's does).
    var spec: FontSpec?
    /// `.fontWeight(…)` or `.bold()`: applies over the font.
    var weight: FontWeight?
    var notes: [String] = []
    var origins: [String: SlotRefinements.Origin] = [:]

    mutating func read(modifier name: String, paren: Int?, in file: SwiftSourceFile, origin: SlotRefinements.Origin,
                       fonts: AppFonts, choices: [String: String] = [:], arguments: [String: ArgumentValue] = [:]) {
        switch SwiftUIVocabulary.modifiers[name]?.refinement {
        case .font:
            guard spec == nil, notes.isEmpty, let paren, let first = file.arguments(ofParen: paren).first else { return }
            let found = fonts.storedFont(first.value, in: file, choices: choices) ?? fonts.resolve(first.value, in: file, arguments: arguments)
            if let resolved = found.spec {
                spec = resolved
                origins["font"] = origin
                if let declared = resolved.source { origins["fontDeclaration"] = SlotRefinements.Origin(source: declared, inherited: false) }
            } else {
                notes.append("font \(found.written) not resolved (\(origin.source)): measured in the slot's style")
            }
        case .fontWeight:
            guard weight == nil, let paren, let first = file.arguments(ofParen: paren).first,
                  file.isSymbol(first.value.lowerBound, "."), let value = file.identifier(first.value.lowerBound + 1),
                  let parsed = AppFonts.weight(named: value) else { return }
            weight = parsed
            origins["weight"] = origin
        case .bold:
            guard weight == nil else { return }
            weight = .bold
            origins["weight"] = origin
        default:
            break
        }
    }

    /// `inner` with this (outer) font where `inner` has none.
    func merged(under inner: FontRefinement) -> FontRefinement {
        var result = inner
        if result.spec == nil, result.notes.isEmpty {
            result.spec = spec
            result.notes = notes
            for key in ["font", "fontDeclaration"] { result.origins[key] = origins[key] }
        }
        if result.weight == nil, let weight { result.weight = weight; result.origins["weight"] = origins["weight"] }
        return result
    }

    /// `slot` in this font.
    func applied(to slot: Slot) -> Slot {
        var slot = slot
        if let spec {
            if let style = spec.style { slot.style = style }
            if let size = spec.pointSize {
                slot.pointSize = size
                slot.scaled = spec.scaled
            }
            if let weight = spec.weight { slot.weight = weight }
            if let family = spec.family {
                slot.font = family
                slot.sfTracking = false  // SF's tracking belongs to the system font, not to a family the app names
            }
        }
        if let weight { slot.weight = weight }
        return slot
    }

    var allNotes: [String] {
        notes + (spec?.notes ?? [])
    }
}

/// A font as the code writes it, resolved: `.headline`, `.system(size: 20, weight: .bold)`,
/// `.custom("Avenir Next", size: 12, relativeTo: .caption)`, an app's own `Font.scaledCaption`.
struct FontSpec: Sendable, Hashable {
    var style: TextStyle?
    var pointSize: Double?
    /// True when ``pointSize`` is at the default text size and grows with ``style`` (`relativeTo:`).
    var scaled = false
    var weight: FontWeight?
    /// A family the app names (`.custom("Avenir Next", …)`, `UIFont(name:size:)`); `nil` for the system font.
    var family: String?
    /// `rounded`, `serif`, `monospaced`: SF's other designs, measured in the default design (noted).
    var design: String?
    /// `path:line` of the app's own declaration it came through, if any.
    var source: String?
    /// What was approximated resolving it, for the notes.
    var written: [String] = []

    var notes: [String] {
        guard let design, design != "default" else { return written }
        return written + ["font design .\(design): measured in the system font's default design"]
    }
}
