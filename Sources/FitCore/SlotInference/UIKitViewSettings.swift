/// What one Swift file sets, by name, on a UIKit (or AppKit) view built in code — the settings that
/// change the room of its text, read as literal values only:
///
/// - `name.numberOfLines = n` (0: it wraps);
/// - `name.adjustsFontSizeToFitWidth = true` with `name.minimumScaleFactor = f` (it shrinks);
/// - `name.widthAnchor.constraint(equalToConstant: n)` (its width) and
///   `…(lessThanOrEqualToConstant: n)` (at most that wide), however the constraint is activated
///   (`.isActive = true`, `NSLayoutConstraint.activate([…])`);
/// - both sides pinned to the view controller's view with constants (``UIKitAnchors``): the screen less them.
///
/// A value computed at run time, or a constraint to another view's anchor, is not followed.
struct UIKitViewSettings {
    let file: SwiftSourceFile
    /// The app's fonts, to resolve the font the code sets on a view (``font(of:control:)``).
    var fonts = AppFonts()

    /// A literal width constraint on a view.
    struct WidthConstraint {
        /// `equalToConstant` (exact) or `lessThanOrEqualToConstant` (at most).
        var exact: Bool
        var points: Double
        /// `path:line` of the constraint.
        var source: String
    }

    /// What a property set on a view does to its text's room: the vocabulary read, a row per property.
    enum Setting { case lines, shrinks, scaleFactor }
    static let settings: [String: Setting] = [
        "numberOfLines": .lines,  // n lines; 0 wraps (UILabel's default is 1)
        "adjustsFontSizeToFitWidth": .shrinks,  // shrinks, down to minimumScaleFactor
        "minimumScaleFactor": .scaleFactor,  // only with adjustsFontSizeToFitWidth
    ]

    /// The width constraints read on `widthAnchor.constraint(…)`: exact (true) or at most (false).
    static let widthConstraints: [String: Bool] = ["equalToConstant": true, "lessThanOrEqualToConstant": false]

    /// The refinements the file's settings on the view `name` make. `inset` is what the view draws
    /// on each side of its text inside its width (a configured button's content insets); `control`,
    /// the label or button whose font decides the text's size (``font(of:control:)``).
    func refinements(of name: String, inset: Double = 0, control: Control? = nil) -> SlotRefinements {
        var refinements = SlotRefinements()
        if let control, let font = font(of: name, control: control) { refinements.font = font }
        var adjusts = false
        var factor: (value: Double, line: Int)?
        for index in file.tokens.indices where file.tokens[index].isIdentifier(name) && file.isSymbol(index + 1, ".") {
            guard let property = file.identifier(index + 2), file.isSymbol(index + 3, "="), let value = file.token(index + 4) else { continue }
            switch Self.settings[property] {
            case .lines? where value.kind == .number:
                guard refinements.lines == nil, let lines = NumberReader.literal(value.text).map({ Int($0) }), lines >= 0 else { continue }
                refinements.lines = .some(lines == 0 ? nil : lines)
                refinements.origins["lineLimit"] = SlotRefinements.Origin(source: "\(file.path):\(value.line)", inherited: false)
            case .shrinks?:
                adjusts = value.isIdentifier("true")
            case .scaleFactor? where value.kind == .number:
                factor = NumberReader.literal(value.text).map { (SlotRefinements.scaleFactor($0), value.line) }
            default:
                continue
            }
        }
        if adjusts, let factor {
            refinements.minimumScaleFactor = factor.value
            refinements.origins["minimumScaleFactor"] = SlotRefinements.Origin(source: "\(file.path):\(factor.line)", inherited: false)
        }
        if let pinned = UIKitAnchors.screenInset(of: name, in: file) {
            refinements.screenInset = pinned.points
            refinements.origins["screenInset"] = SlotRefinements.Origin(source: pinned.sources.sorted(by: UseResolver.pathOrder)[0], inherited: false)
        }
        if let constraint = widthConstraint(of: name) {
            let points = constraint.points - 2 * inset
            guard points > 0 else { return refinements }
            let field = constraint.exact ? "width" : "maxWidth"
            if constraint.exact { refinements.width = points } else { refinements.maxWidth = points }
            refinements.origins[field] = SlotRefinements.Origin(source: constraint.source, inherited: false)
            if inset > 0 {
                refinements.notes.append("width constraint \(MatrixField.format(constraint.points)) pt less the content insets "
                                         + "(\(MatrixField.format(inset)) pt each side, an estimate)")
            }
        }
        return refinements
    }

    /// The first literal width constraint on the view `name`: `name.widthAnchor.constraint(equalToConstant: 120)`.
    func widthConstraint(of name: String) -> WidthConstraint? {
        for index in file.tokens.indices where file.tokens[index].isIdentifier(name) {
            // `name.widthAnchor` or `self.name.widthAnchor`, not `other.name.widthAnchor`.
            guard !file.isSymbol(index - 1, ".") || file.identifier(index - 2) == "self", file.isSymbol(index + 1, "."), file.identifier(index + 2) == "widthAnchor", file.isSymbol(index + 3, "."),
                  file.identifier(index + 4) == "constraint", file.isSymbol(index + 5, "(") else { continue }
            for argument in file.arguments(ofParen: index + 5) {
                guard let exact = argument.label.flatMap({ Self.widthConstraints[$0] }), argument.value.count == 1,
                      let token = file.token(argument.value.lowerBound), token.kind == .number,
                      let points = NumberReader.literal(token.text), points > 0 else { continue }
                return WidthConstraint(exact: exact, points: points,
                                       source: "\(file.path):\(file.tokens[index].line)")
            }
        }
        return nil
    }

    /// True when the file declares `name` as a view of `type` (`let name = UILabel(`, `name: UILabel`).
    func declares(_ name: String, as type: String) -> Bool {
        file.tokens.indices.contains { index in
            file.tokens[index].isIdentifier(name) && (file.isSymbol(index + 1, ":") || file.isSymbol(index + 1, "="))
                && file.identifier(index + 2) == type
        }
    }
}
