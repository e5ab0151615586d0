/// Rows built in UIKit and AppKit code (``MatrixGroup``s with the code's evidence), as ``GroupInference`` finds SwiftUI's:
///
/// - `UISegmentedControl(items: [NSLocalizedString("Day", …), …])`: a row of its segments, policy
///   `equal`, control `segmented`;
/// - `UIStackView(arrangedSubviews: [a, b])` or `NSStackView(views: [a, b])` whose code sets
///   `distribution = .fillEqually` (and not a vertical `axis`/`orientation`): a row, policy `equal`
///   (a `UIStackView` with `.fillProportionally`: policy `proportional`),
///   its `spacing` as the code sets it, else the class's default (0 for `UIStackView`, 8 for
///   `NSStackView`, both documented). Each arranged view must show one catalog key the file gives it
///   (`a.text = …`, `a.setTitle(…, for:)`, `a.stringValue = …`, `NSButton(title: …)`,
///   `NSTextField(labelWithString: …)`); a view the file shows nothing in, or an icon, makes no row.
///
/// A stack that only fills (`.fill`, the default) shares its width by the views' hugging and
/// compression priorities, which fitcheck does not read: no row. Widths come from a literal width
/// constraint on the control or the stack (``UIKitViewSettings``), else the place's.
struct UIKitGroups {
    let file: SwiftSourceFile
    let keys: CatalogKeyIndex
    var platform: Platform = .iOS

    /// The rows of the file, in the order they are written; one built the same way in two places (the
    /// same id) is one group with both places' evidence.
    func run() -> [MatrixGroup] {
        MatrixGroup.mergingSameID(file.tokens.indices.compactMap { index -> MatrixGroup? in
            if file.tokens[index].isIdentifier("class") { return navigationBar(classAt: index) }
            guard let name = file.identifier(index), !file.isSymbol(index - 1, "."), file.isSymbol(index + 1, "(") else { return nil }
            switch name {
            case "UISegmentedControl": return segmentedControl(at: index)
            case "UIStackView", "NSStackView": return stackView(at: index)
            case "UITableViewCell" where platform == .iOS: return tableViewCell(at: index)
            case "UIAlertController" where platform == .iOS: return alertActions(at: index)
            default: return nil
            }
        })
    }

    // MARK: - Constructs

    /// `UISegmentedControl(items: […])`.
    private func segmentedControl(at callee: Int) -> MatrixGroup? {
        guard let items = file.arguments(ofParen: callee + 1).first(where: { $0.label == "items" }),
              let elements = elements(of: items.value) else { return nil }
        var members: [GroupMember] = []
        for element in elements {
            guard let shown = shownKey(element) else { return nil }
            members.append(GroupMember.inferred(key: shown.key, line: shown.line))
        }
        guard members.count >= 2, Set(members.map(\.key)).count == members.count else { return nil }
        var evidence = [line(callee)] + members.map(\.line)
        let constraint = assignedName(callee).flatMap(UIKitViewSettings(file: file).widthConstraint)
        if let constraint { evidence.append(constraint.source) }
        let row = RowGroup.inferred(members: members, policy: .equal, spacing: nil, control: .segmented, platform: platform)
        return .inferred(.segmentedControl, row: row, width: constraint.map { .init(percent: 0, offset: $0.points) },
                         evidence: sorted(evidence), platform: platform)
    }

    /// `UIStackView(arrangedSubviews: […])`, `NSStackView(views: […])` filling equally.
    private func stackView(at callee: Int) -> MatrixGroup? {
        let appKit = file.identifier(callee) == "NSStackView"
        guard let views = file.arguments(ofParen: callee + 1).first(where: { $0.label == (appKit ? "views" : "arrangedSubviews") }),
              let elements = elements(of: views.value), let stack = assignedName(callee) else { return nil }
        let settings = properties(of: stack)
        guard let distribution = settings["distribution"], let policy = Self.distributions[distribution.value],
              !appKit || policy == .equal,
              settings[appKit ? "orientation" : "axis"]?.value ?? "horizontal" == "horizontal" else { return nil }
        var members: [GroupMember] = []
        for element in elements {
            guard let shown = element.count == 1 ? file.identifier(element.lowerBound).flatMap(textShown(in:)) : shownKey(element)
            else { return nil }
            var member = GroupMember.inferred(key: shown.key, line: shown.line)
            member.text = memberText(label: shown.label, lines: shown.lines)
            members.append(member)
        }
        guard members.count >= 2, Set(members.map(\.key)).count == members.count else { return nil }
        var evidence = [line(callee), distribution.source] + members.map(\.line)
        let spacing = settings["spacing"].flatMap { NumberReader.literal($0.value) }
        if let source = settings["spacing"]?.source, spacing != nil { evidence.append(source) }
        let constraint = UIKitViewSettings(file: file).widthConstraint(of: stack)
        if let constraint { evidence.append(constraint.source) }
        var width = constraint.map { WidthExpression(percent: 0, offset: $0.points) }
        var notes: [String] = []
        if width == nil, platform == .macOS {
            let content = MacSlotMetrics.assumedContentWidth - 2 * MacSlotMetrics.windowMargin
            width = WidthExpression(percent: 0, offset: content)
            notes.append("no width stated for the stack view: a \(MatrixField.format(MacSlotMetrics.assumedContentWidth)) pt window assumed")
        }
        let row = RowGroup.inferred(members: members, policy: policy, spacing: spacing ?? (appKit ? MacSlotMetrics.Figure.stackViewSpacing.points : SlotMetrics.Figure.stackViewSpacing.points), control: nil, platform: platform)
        return .inferred(.stackView, row: row, width: width, evidence: sorted(evidence), notes: notes, platform: platform)
    }

    /// The distributions a row is made for, and its policy: `.fillEqually` shares equally;
    /// `.fillProportionally` (UIStackView) by the views' intrinsic widths. `.fill`, `.equalSpacing` and
    /// `.equalCentering` share by hugging and compression priorities, which fitcheck does not read: no row.
    static let distributions: [String: RowPolicy] = ["fillEqually": .equal, "fillProportionally": .proportional]

    // MARK: - What each view shows

    /// The text setting of a member: one line in the body style (a `UILabel` unless its
    /// `numberOfLines` says otherwise, a button's title), on the platform measured.
    private func memberText(label: Bool, lines: Int??) -> Slot {
        var slot = platform == .macOS
            ? MacSlotMetrics.slot(for: label ? .uikitLabel : .button, count: nil,
                                  container: MacSlotMetrics.assumedContentWidth, form: nil)
            : SlotMetrics.slot(for: label ? .uikitLabel : .uikitButton)
        if let lines { slot.maxLines = lines }
        return slot
    }

    /// The key a view built in place shows: `NSLocalizedString("Day", …)` itself, `NSButton(title: …)`,
    /// `NSTextField(labelWithString: …)`.
    private func shownKey(_ range: Range<Int>) -> (key: String, line: String, label: Bool, lines: Int??)? {
        if let key = localizedKey(range) { return (key.key, key.line, true, nil) }
        guard let name = file.identifier(range.lowerBound), file.isSymbol(range.lowerBound + 1, "("),
              file.partner[range.lowerBound + 1] == range.upperBound - 1 else { return nil }
        let labels: [String: (label: Bool, lines: Int??)] = [
            "title": (false, nil), "checkboxWithTitle": (false, nil), "radioButtonWithTitle": (false, nil),
            "labelWithString": (true, nil), "wrappingLabelWithString": (true, .some(nil)),
        ]
        guard name == "NSButton" || name == "NSTextField",
              let argument = file.arguments(ofParen: range.lowerBound + 1).first, let label = argument.label,
              let kind = labels[label], let key = localizedKey(argument.value) else { return nil }
        return (key.key, key.line, kind.label, kind.lines)
    }

    /// The one key the file shows in the view named `name`: `name.text = …`, `name.stringValue = …`,
    /// `name.title = …`, `name.setTitle(…, for:)`, or the view built with it (`let name = NSButton(title: …)`).
    private func textShown(in name: String) -> (key: String, line: String, label: Bool, lines: Int??)? {
        var found: [(key: String, line: String, label: Bool, lines: Int??)] = []
        let settings = UIKitViewSettings(file: file).refinements(of: name)
        for index in file.tokens.indices where file.tokens[index].isIdentifier(name) && !file.isSymbol(index - 1, ".") {
            if file.isSymbol(index + 1, "."), let property = file.identifier(index + 2) {
                let value: Range<Int>?
                switch property {
                case "text", "stringValue", "title":
                    let finder = CallSiteFinder(file: file, fileIndex: 0, keys: keys)
                    value = file.isSymbol(index + 3, "=") ? (index + 4)..<finder.statementEnd(from: index + 4) : nil
                case "setTitle" where file.isSymbol(index + 3, "("):
                    value = file.arguments(ofParen: index + 3).first.map(\.value)
                default:
                    value = nil
                }
                guard let value else { continue }
                guard let key = localizedKey(value) else { return nil }  // something else is shown there too
                found.append((key.key, key.line, property != "setTitle" && property != "title", settings.lines))
            } else if file.isSymbol(index + 1, "="), let built = buildingCall(from: index + 2), let shown = shownKey(built) {
                found.append(shown)
            }
        }
        guard let first = found.first, found.allSatisfy({ $0.key == first.key }) else { return nil }
        return first
    }

    /// `NSButton(title: …)` starting at `start`, as a range ending after its `)`.
    private func buildingCall(from start: Int) -> Range<Int>? {
        guard file.identifier(start) != nil, file.isSymbol(start + 1, "(") else { return nil }
        return start..<(file.partner[start + 1] + 1)
    }

    /// The catalog key a localized literal in `range` is (`NSLocalizedString("Day", comment: "")`,
    /// `String(localized: "Day")`): UIKit shows a bare literal as written.
    func localizedKey(_ range: Range<Int>) -> (key: String, line: String)? {
        guard case .literal(let found, true, let token)? = ValueExpression.parse(range, in: file, keys: keys),
              found.count == 1 else { return nil }
        return (found[0], file.place(of: token))
    }

    // MARK: - Reading the code

    /// The elements of an array literal `[a, b]` spanning `range`.
    func elements(of range: Range<Int>) -> [Range<Int>]? {
        guard file.isSymbol(range.lowerBound, "["), file.partner[range.lowerBound] == range.upperBound - 1 else { return nil }
        return file.arguments(ofParen: range.lowerBound).map(\.value).filter { !$0.isEmpty }
    }

    /// The name the call at `callee` is assigned to: `let stack = UIStackView(…)`, `stack = UIStackView(…)`.
    func assignedName(_ callee: Int) -> String? {
        guard file.isSymbol(callee - 1, "=") else { return nil }
        return file.identifier(callee - 2)
    }

    /// `name.property = value` for a literal value (`.fillEqually` → `fillEqually`, `12`), with its line.
    private func properties(of name: String) -> [String: (value: String, source: String)] {
        var result: [String: (value: String, source: String)] = [:]
        for index in file.tokens.indices where file.tokens[index].isIdentifier(name) && file.isSymbol(index + 1, ".")
            && file.isSymbol(index + 3, "=") {
            guard let property = file.identifier(index + 2) else { continue }
            let value = file.isSymbol(index + 4, ".") ? file.identifier(index + 5) : file.token(index + 4).map(\.text)
            if let value, result[property] == nil { result[property] = (value, line(index)) }
        }
        return result
    }

    /// The tokens where a name declared at `index` is used: the body of the innermost declaration
    /// around it (a function's for a local `let alert`, a type's for a stored property), else the file.
    func declarationScope(of index: Int) -> Range<Int> {
        var opener = file.enclosing[index]
        while opener >= 0 {
            if file.isSymbol(opener, "{"), case .declaration = file.braceFrame(at: opener).kind {
                return opener..<(file.partner[opener] + 1)
            }
            opener = file.enclosing[opener]
        }
        return file.tokens.indices
    }

    func line(_ index: Int) -> String { file.place(of: index) }

    func sorted(_ lines: [String]) -> [String] { Array(Set(lines)).sorted(by: UseResolver.pathOrder) }
}
