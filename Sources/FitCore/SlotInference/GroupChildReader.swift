/// Reads the children of a container's content closure (`HStack { … }`, `Picker { … }`,
/// `TabView { … }`) one statement at a time, and what each one is: a string of the catalog (a member
/// of the group), a spacer, an icon, or something whose width the code does not give.
struct GroupChildReader {
    let file: SwiftSourceFile
    let keys: CatalogKeyIndex
    /// The platform measured: on macOS a push button's title stays on one line.
    var platform: Platform = .iOS

    /// One child of a container.
    enum Child: Sendable, Hashable {
        /// Text showing one catalog key, with what its modifiers say.
        case member(GroupMember, stretches: Bool, bordered: Bool)
        /// `Spacer()`: at least `minLength` points (SwiftUI's default spacing when not given).
        case spacer(minLength: Double?)
        /// `Divider()`: a hairline between members.
        case divider
        /// A view with no text: an `Image`, an icon-only label.
        case icon
        /// `HStack { … }` or `VStack { … }`: its content closure.
        case stack(name: String, brace: Int, start: Int)
        /// Text the code writes as a name, a number or an interpolation no single key fits.
        case unresolvedText
        /// Made at run time: `if`, `switch`, `ForEach`.
        case dynamic(String)
        /// Any other view: its width is not known from the code.
        case other(String)
    }

    /// The names whose first argument (or label closure) is the text they show.
    static let textViews: Set<String> = ["Text", "Button", "Label", "Link", "Menu", "NavigationLink", "Tab", "Toggle"]

    /// The statements directly inside the closure opened at `brace`, each as a token range.
    func children(ofClosure brace: Int) -> [Range<Int>] { Self.statements(inClosure: brace, of: file) }

    /// The statements directly inside the closure at `brace` of `file`, each as its token range.
    static func statements(inClosure brace: Int, of file: SwiftSourceFile) -> [Range<Int>] {
        let close = file.partner[brace]
        let finder = CallSiteFinder(file: file, fileIndex: 0, keys: CatalogKeyIndex(keys: []))
        var result: [Range<Int>] = []
        var start = brace + 1
        while start < close {
            if file.isSymbol(start, ";") || file.isSymbol(start, ",") { start += 1; continue }
            let end = min(finder.statementEnd(from: start), close)
            guard end > start else { start += 1; continue }
            result.append(start..<end)
            start = end
        }
        return result
    }

    /// What the child in `range` is.
    func read(_ range: Range<Int>) -> Child {
        let start = range.lowerBound
        guard let name = file.identifier(start) else { return .other(file.tokens[start].text) }
        switch name {
        case "if", "switch", "ForEach", "guard", "for": return .dynamic(name)
        case "Spacer":
            let minLength = file.isSymbol(start + 1, "(")
                ? file.arguments(ofParen: start + 1).first { $0.label == "minLength" }.flatMap { number($0.value) } : nil
            return .spacer(minLength: minLength)
        case "Divider": return .divider
        case "Image": return .icon
        case "HStack", "VStack":
            guard let brace = contentBrace(ofCall: start) else { return .other(name) }
            return .stack(name: name, brace: brace, start: start)
        default:
            break
        }
        guard GroupChildReader.textViews.contains(name) else { return .other(name) }
        // `Text(a) + Text(b)`: one text made of several, not one key's.
        if range.contains(where: { file.enclosing[$0] == file.enclosing[start] && file.tokens[$0].kind == .operator }) {
            return .unresolvedText
        }
        guard let text = shownText(call: start) else { return name == "Label" || name == "Tab" ? .icon : .unresolvedText }
        guard let (key, token) = text else { return .unresolvedText }
        var member = GroupMember.inferred(key: key, line: file.place(of: token))
        let chains = [start] + (token == start ? [] : [textCall(holding: token)].compactMap { $0 })
        var stretches = false
        var buttonStyle: ButtonStyleName?
        var refinements = SlotRefinements()
        for chain in chains {
            for modifier in file.modifiers(chainOf: chain) {
                let arguments = modifier.paren.map { file.arguments(ofParen: $0) } ?? []
                switch modifier.name {
                case "frame":
                    guard let paren = modifier.paren, let frame = FrameReader(paren: paren, in: file) else { break }
                    if frame.maxWidth == .infinity { stretches = true }
                    if let width = frame.width { member.fixedWidth = width }
                case "layoutPriority": member.setLayoutPriority(arguments.first.flatMap { number($0.value) })
                case "fixedSize":
                    member.fixedSize = arguments.isEmpty
                        || arguments.contains { $0.label == "horizontal" && file.identifier($0.value.lowerBound) == "true" }
                case "buttonStyle":
                    // The innermost style wins, as in SwiftUI's environment.
                    if buttonStyle == nil { buttonStyle = ButtonStyleName(paren: modifier.paren, in: file) }
                default:
                    refinements.read(modifier: modifier.name, paren: modifier.paren, in: file)
                }
            }
        }
        let kind: SlotKind = name == "Text" ? .text : .button
        let base = SlotMetrics.slot(for: kind)
        var refined = refinements.applied(to: base, kind: kind)
        // A Mac push button keeps its title on one line inside its bezel, as alone (MacSlotMetrics);
        // with no bezel (`.plain`, `.link`, the app's own style) it wraps, as UseResolver says alone.
        let style = buttonStyle ?? ButtonStyleName(rawValue: "automatic")
        let bordered = style.isBordered
        let macPush = platform == .macOS && name == "Button" && style.hasBezel
        if macPush, refinements.lines == nil { refined.maxLines = 1 }
        // Its title sits inside the bezel or the border (a row's control, if any, gives its own).
        if name == "Button", bordered || (macPush && style.rawValue != "borderless") { member.setInset(RowControl.buttons.inset) }
        if refined != base { member.text = refined }
        return .member(member, stretches: stretches, bordered: bordered)
    }

    /// The catalog key the text view at `callee` shows and the token that writes it; `.some(nil)`
    /// when it shows text that is not one key, `nil` when it shows no text (an icon-only label).
    func shownText(call callee: Int) -> (key: String, token: Int)?? {
        let name = file.tokens[callee].text
        if file.isSymbol(callee + 1, "("), let first = file.arguments(ofParen: callee + 1).first,
           first.label == nil || (name == "Label" && first.label == "title") {
            guard let value = ValueExpression.parse(first.value, in: file, keys: keys) else { return .some(nil) }
            let literals = value.literals.filter { $0.keys.count == 1 }
            guard literals.count == 1, value.chains.isEmpty, value.literals.count == 1 else { return .some(nil) }
            return .some((literals[0].keys[0], literals[0].token))
        }
        // `Button { … } label: { Text("…") }`, `Button(action: go) { Text("…") }`: the label closure.
        guard let label = labelClosure(ofCall: callee) else { return nil }
        return text(inside: label)
    }

    /// The one text a closure shows (`Text("…")`, `Label("…", systemImage:)`), at any depth; `nil`
    /// when it shows none (icons only), `.some(nil)` when it shows more than one or one that is not a key.
    func text(inside brace: Int) -> (key: String, token: Int)?? {
        var found: [(key: String, token: Int)?] = []
        for index in (brace + 1)..<file.partner[brace] {
            guard let name = file.identifier(index), name == "Text" || name == "Label", !file.isSymbol(index - 1, "."),
                  file.isSymbol(index + 1, "(") else { continue }
            switch shownText(call: index) {
            case .some(.some(let text)): found.append(text)
            case .some(.none): found.append(nil)
            case .none: break
            }
        }
        guard !found.isEmpty else { return nil }
        guard found.count == 1, let only = found[0] else { return .some(nil) }
        return .some(only)
    }

    /// The `{` of a call's content closure: `Name { … }` or `Name(…) { … }`.
    func contentBrace(ofCall callee: Int) -> Int? {
        if file.isSymbol(callee + 1, "{") { return callee + 1 }
        if file.isSymbol(callee + 1, "("), file.isSymbol(file.partner[callee + 1] + 1, "{") { return file.partner[callee + 1] + 1 }
        return nil
    }

    /// The closure that draws a button's or link's label: `label: { … }`, or the trailing closure of a
    /// call given its action as an argument.
    private func labelClosure(ofCall callee: Int) -> Int? {
        guard let brace = contentBrace(ofCall: callee) else { return nil }
        let close = file.partner[brace]
        if file.identifier(close + 1) == "label", file.isSymbol(close + 2, ":"), file.isSymbol(close + 3, "{") { return close + 3 }
        if file.isSymbol(callee + 1, "(") {
            let labels = file.arguments(ofParen: callee + 1).map(\.label)
            if labels.contains("action") || labels.contains("destination") || labels.contains("value") || labels.contains("role") {
                return brace
            }
        }
        // `Tab(value:) { content } label: { … }` was handled above; `Toggle(isOn:) { label }`.
        if file.tokens[callee].text == "Toggle" { return brace }
        return nil
    }

    /// The `Text(`/`Label(` call whose argument holds `token`.
    private func textCall(holding token: Int) -> Int? {
        let paren = file.enclosing[token]
        guard paren >= 0, file.isSymbol(paren, "("), let callee = file.callee(ofParen: paren) else { return nil }
        return callee.index
    }

    /// A number written as the whole of `range` (``NumberReader``).
    func number(_ range: Range<Int>) -> Double? { NumberReader.value(of: range, in: file) }
}
