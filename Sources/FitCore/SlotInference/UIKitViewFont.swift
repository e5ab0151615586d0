/// The font UIKit code gives a label, or a button's title, by name — whether its text grows with
/// Dynamic Type or keeps a fixed size:
///
/// - `name.font = …` (a label), `name.titleLabel?.font = …` (a button): resolved as ``AppFonts``
///   resolves a font (`UIFont.systemFont(ofSize: 13)` and `.boldSystemFont(ofSize:)` are a fixed size,
///   `UIFont.preferredFont(forTextStyle: .callout)` a text style that grows, the app's own helpers
///   through their bodies); `UIFontMetrics(forTextStyle: .x).scaledFont(for: f)` and
///   `UIFontMetrics.default.scaledFont(for: f)` scale `f` with `.x` (body for `.default`). A font the
///   code sets but fitcheck cannot resolve (a package's helper) keeps the slot's growing style, with a note.
/// - none set, on a view the file makes (`let name = UILabel()`, `UIButton(type: .system)`, a `lazy var`
///   closure that makes one): the control's default, a fixed size (``SlotMetrics/Figure/labelFontSize``,
///   ``SlotMetrics/Figure/buttonTitleFontSize``). A view from a nib (`@IBOutlet`) has the nib's font:
///   not known here, so it keeps the slot's style.
///
/// `UITableViewCell`'s own `textLabel`/`detailTextLabel` are not read: the standard cell styles use
/// Dynamic Type fonts of their own.
extension UIKitViewSettings {
    /// The control whose default font applies when the code sets none.
    enum Control {
        case label, button

        var type: String { self == .label ? "UILabel" : "UIButton" }
        /// The property the font is set on, after the view's name: `font`, `titleLabel?.font`.
        var fontPath: [String] { self == .label ? ["font"] : ["titleLabel", "font"] }
        var defaultFont: SlotMetrics.Figure { self == .label ? .labelFontSize : .buttonTitleFontSize }
    }

    /// The font of the view `name`, as a refinement: what the code sets, else the control's fixed
    /// default where the file makes the view; `nil` where neither is known.
    func font(of name: String, control: Control) -> FontRefinement? {
        var result = FontRefinement()
        for (view, scope) in names(of: name, control: control) {
            guard let (range, line) = fontAssignment(view, control: control, in: scope) else { continue }
            let origin = SlotRefinements.Origin(source: "\(file.path):\(line)", inherited: false)
            let found = scaledFont(range) ?? fonts.resolve(range, in: file)
            guard var spec = found.spec, spec.style != nil || spec.pointSize != nil else {
                result.notes.append("font \(found.written) not resolved (\(origin.source)): measured in the slot's style, "
                                    + "growing with Dynamic Type")
                return result
            }
            if spec.pointSize != nil, !spec.scaled {
                spec.written.append("a fixed font of \(MatrixField.format(spec.pointSize!)) pt: it does not grow with Dynamic Type")
            }
            result.spec = spec
            result.origins["font"] = origin
            if let declared = spec.source { result.origins["fontDeclaration"] = SlotRefinements.Origin(source: declared, inherited: false) }
            return result
        }
        guard let made = madeInCode(name, control: control) else { return nil }
        let figure = control.defaultFont
        result.spec = FontSpec(pointSize: figure.points, written: [
            "no font set on the \(control.type) the code makes: \(figure.about), a fixed size that does not grow with Dynamic Type"])
        result.origins["font"] = SlotRefinements.Origin(source: "\(file.path):\(made)", inherited: false)
        return result
    }

    /// `name` in the whole file, and the view a `lazy var name: UILabel = { let label = UILabel(); …; return label }()`
    /// closure makes, by its local name, in the closure.
    private func names(of name: String, control: Control) -> [(name: String, scope: Range<Int>)] {
        var result = [(name, file.tokens.indices)]
        if let (local, closure) = closureView(name, control: control) { result.append((local, closure)) }
        return result
    }

    /// The tokens of the font expression assigned to `view` in `scope`, and its line: the last
    /// assignment written (a later one replaces an earlier).
    private func fontAssignment(_ view: String, control: Control, in scope: Range<Int>) -> (Range<Int>, Int)? {
        var found: (Range<Int>, Int)?
        for index in scope where file.tokens[index].isIdentifier(view) && !file.isSymbol(index - 1, ".") {
            var cursor = index + 1
            var matched = true
            for property in control.fontPath {
                // `.`, `?.` or `!.` (optional chaining), then the property.
                guard file.isSymbol(cursor, ".") || file.isSymbol(cursor, "?.") || file.isSymbol(cursor, "!."),
                      file.identifier(cursor + 1) == property else { matched = false; break }
                cursor += 2
            }
            guard matched, file.isSymbol(cursor, "=") else { continue }
            let start = cursor + 1
            var end = start
            let line = file.tokens[cursor].line
            while end < file.tokens.count, file.tokens[end].line == line || isOpenAt(end, from: start) {
                if file.tokens[end].isSymbol("(") || file.tokens[end].isSymbol("[") || file.tokens[end].isSymbol("{") {
                    end = file.partner[end] + 1
                    continue
                }
                end += 1
            }
            if start < end { found = (start..<end, line) }
        }
        return found
    }

    /// True when the token at `index` continues an expression begun on an earlier line (it follows a `.`).
    private func isOpenAt(_ index: Int, from start: Int) -> Bool {
        index > start && file.isSymbol(index, ".") && file.identifier(index + 1) != nil
    }

    /// `UIFontMetrics(forTextStyle: .title2).scaledFont(for: f)`, `UIFontMetrics.default.scaledFont(for: f)`:
    /// `f` scaled with the text style (body for `.default`).
    private func scaledFont(_ range: Range<Int>) -> AppFonts.Resolution? {
        guard let metrics = range.first(where: { file.tokens[$0].isIdentifier("UIFontMetrics") }),
              let call = range.first(where: { $0 > metrics && file.tokens[$0].isIdentifier("scaledFont") && file.isSymbol($0 + 1, "(") }),
              let inner = file.arguments(ofParen: call + 1).first(where: { $0.label == "for" }) else { return nil }
        var style = TextStyle.body
        if file.isSymbol(metrics + 1, "("), let named = file.arguments(ofParen: metrics + 1).first(where: { $0.label == "forTextStyle" }),
           let name = file.identifier(named.value.upperBound - 1), let textStyle = AppFonts.textStyle(name) {
            style = textStyle
        }
        var resolved = fonts.resolve(inner.value, in: file)
        guard var spec = resolved.spec else { return resolved }
        if spec.pointSize != nil {
            spec.scaled = true
            spec.style = style
            spec.written.append("scaled with \(style.rawValue) by UIFontMetrics: grows with Dynamic Type")
        }
        resolved.spec = spec
        return resolved
    }

    /// The line where the file makes the view `name` itself: `let name = UILabel()`, `name = UIButton(type: .system)`,
    /// `let name: UILabel = .init()`, or a closure `name: UILabel = { let label = UILabel(); … }()`.
    private func madeInCode(_ name: String, control: Control) -> Int? {
        for index in file.tokens.indices where file.tokens[index].isIdentifier(name) && !file.isSymbol(index - 1, ".") {
            var value = index + 1
            if file.isSymbol(value, ":"), file.identifier(value + 1) == control.type { value += 2 }
            guard file.isSymbol(value, "=") else { continue }
            // `UIButton(configuration: …)`: its title follows the configuration's text style, not a fixed size.
            if file.identifier(value + 1) == control.type, file.isSymbol(value + 2, "("),
               !file.arguments(ofParen: value + 2).contains(where: { $0.label == "configuration" }) { return file.tokens[index].line }
            if file.isSymbol(value + 1, "."), file.identifier(value + 2) == "init", value == index + 3 { return file.tokens[index].line }
        }
        return closureView(name, control: control).map { file.tokens[$0.closure.lowerBound].line }
    }

    /// The view a closure makes for the property `name` (`lazy var name: UILabel = { let label = UILabel(); …; return label }()`):
    /// its local name and the closure's tokens.
    private func closureView(_ name: String, control: Control) -> (local: String, closure: Range<Int>)? {
        for index in file.tokens.indices where file.tokens[index].isIdentifier(name) && file.isSymbol(index + 1, ":")
            && file.identifier(index + 2) == control.type && file.isSymbol(index + 3, "=") && file.isSymbol(index + 4, "{") {
            let closure = (index + 4)..<file.partner[index + 4]
            for inner in closure where (file.tokens[inner].isIdentifier("let") || file.tokens[inner].isIdentifier("var"))
                && file.isSymbol(inner + 2, "=") && file.identifier(inner + 3) == control.type && file.isSymbol(inner + 4, "(") {
                if let local = file.identifier(inner + 1) { return (local, closure) }
            }
        }
        return nil
    }
}
