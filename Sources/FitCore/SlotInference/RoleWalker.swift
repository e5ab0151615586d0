/// Walks out from a call through the brackets around it, turning a role into a kind of slot
/// (`Text` inside `.tabItem { … }` is a tab bar item) and reading the modifiers on the way.
struct RoleWalker {
    let file: SwiftSourceFile

    struct Outcome: Sendable, Hashable {
        var role: SlotRole
        /// Tabs in the tab bar, or segments in the control, where the code says.
        var count: Int?
        var refinements: SlotRefinements
    }

    /// The role of the call at `origin` once every bracket around it has been passed, up to the
    /// declaration it is written in.
    func walk(_ start: SlotRole, from origin: Int) -> Outcome {
        var role = start
        var refinements = SlotRefinements()
        var count: Int?
        read(chainOf: origin, into: &refinements)
        settleTitle(&role, chainOf: origin, notes: &refinements.notes)
        for frame in SyntaxFrame.frames(around: origin, in: file) {
            if case .declaration = frame.kind { break }
            let segmented = frame.callee.map { isSegmented(chainOf: $0) } ?? false
            let before = role
            role = role.leaving(frame.kind, segmented: segmented)
            if role == .placed(.toolbarButton), before.isOpen, case .closure = frame.kind,
               let callee = frame.callee, argumentsMention("principal", callee: callee) {
                role = .placed(.navigationTitleInline)  // `ToolbarItem(placement: .principal)`: the bar's title
            }
            if before != role, let callee = frame.callee { settleTitle(&role, chainOf: callee, notes: &refinements.notes) }
            if before != role {
                switch role {
                case .placed(.segment): count = children(ofClosure: frame.opener)
                case .placed(.tabItem):
                    let bar = tabs(around: frame.opener)
                    count = bar.count
                    if bar.paged { role = .unplaced("page-style tab view (no tab bar)") }
                default: break
                }
            }
            if let callee = frame.callee { read(chainOf: callee, into: &refinements) }
        }
        if role == .placed(.tabItem), count == nil {
            let bar = tabs(around: origin)
            count = bar.count
            if bar.paged { role = .unplaced("page-style tab view (no tab bar)") }
        }
        return Outcome(role: role, count: count, refinements: refinements)
    }

    // MARK: - Modifier chains

    /// The last token of the call whose name is at `callee`, trailing closures included.
    func callEnd(from callee: Int) -> Int {
        var index = callee
        if file.isSymbol(index + 1, "(") { index = file.partner[index + 1] }
        while true {
            if file.isSymbol(index + 1, "{") { index = file.partner[index + 1]; continue }
            if file.isSymbol(index, "}"), file.identifier(index + 1) != nil, file.isSymbol(index + 2, ":"),
               file.isSymbol(index + 3, "{") {
                index = file.partner[index + 3]
                continue
            }
            return index
        }
    }

    /// The first name of the chain `base.a(…).b(…)` that the name at `callee` is part of.
    func chainBase(of callee: Int) -> Int {
        var current = callee
        while file.isSymbol(current - 1, ".") {
            var previous = current - 2
            while previous >= 0, file.isSymbol(previous, ")") || file.isSymbol(previous, "}") {
                let opener = file.partner[previous]
                if file.isSymbol(previous, "}"), file.isSymbol(opener - 1, ":"), file.identifier(opener - 2) != nil,
                   file.isSymbol(opener - 3, "}") {
                    previous = opener - 3
                    continue
                }
                previous = opener - 1
            }
            guard previous >= 0, file.identifier(previous) != nil else { return current }
            current = previous
        }
        return current
    }

    /// The modifiers of the chain the name at `callee` is part of: each one's name and `(`.
    func modifiers(chainOf callee: Int) -> [(name: String, paren: Int?)] {
        var result: [(String, Int?)] = []
        var index = callEnd(from: chainBase(of: callee))
        while file.isSymbol(index + 1, "."), let name = file.identifier(index + 2) {
            result.append((name, file.isSymbol(index + 3, "(") ? index + 3 : nil))
            index = callEnd(from: index + 2)
        }
        return result
    }

    private func read(chainOf callee: Int, into refinements: inout SlotRefinements) {
        for modifier in modifiers(chainOf: callee) {
            refinements.read(modifier: modifier.name, paren: modifier.paren, in: file)
        }
    }

    /// A large navigation title becomes inline where the chain says so.
    private func settleTitle(_ role: inout SlotRole, chainOf callee: Int, notes: inout [String]) {
        guard role == .placed(.navigationTitleLarge) else { return }
        switch displayModes(chainOf: callee) {
        case ["inline"]: role = .placed(.navigationTitleInline)
        case ["inline", "large"]: notes.append("title display mode set by a condition: the tighter, large, is measured")
        default: break
        }
    }

    /// The title display modes the chain's `.navigationBarTitleDisplayMode(…)` names, sorted.
    private func displayModes(chainOf callee: Int) -> [String] {
        var modes = Set<String>()
        // `.navigationBarTitle("…", displayMode: .inline)` says it in the call itself.
        for modifier in modifiers(chainOf: callee)
        where ["navigationBarTitleDisplayMode", "toolbarTitleDisplayMode", "navigationBarTitle"].contains(modifier.name) {
            guard let paren = modifier.paren else { continue }
            for index in paren..<file.partner[paren] {
                if let name = file.identifier(index), name == "inline" || name == "large" { modes.insert(name) }
            }
        }
        return modes.sorted()
    }

    private func isSegmented(chainOf callee: Int) -> Bool {
        modifiers(chainOf: callee).contains { modifier in
            guard modifier.name == "pickerStyle", let paren = modifier.paren else { return false }
            return (paren..<file.partner[paren]).contains {
                file.identifier($0) == "segmented" || file.identifier($0) == "SegmentedPickerStyle"
            }
        }
    }

    // MARK: - Counting tabs and segments

    /// The `Text`s and `Label`s directly inside a closure (the segments); `nil` when a `ForEach`
    /// makes them.
    private func children(ofClosure brace: Int) -> Int? {
        guard file.isSymbol(brace, "{") else { return nil }
        var count = 0
        for index in (brace + 1)..<file.partner[brace] {
            guard let name = file.identifier(index) else { continue }
            if name == "ForEach" { return nil }
            if (name == "Text" || name == "Label"), file.isSymbol(index + 1, "("), file.enclosing[index] == brace { count += 1 }
        }
        return count > 0 ? count : nil
    }

    /// The tabs of the `TabView` around `index`: its `.tabItem`s and `Tab(…)`s (`nil` when there is
    /// no `TabView` or a `ForEach` makes them), and whether it is styled `.page` (no tab bar at all).
    private func tabs(around index: Int) -> (count: Int?, paged: Bool) {
        for frame in SyntaxFrame.frames(around: index, in: file) {
            guard case .closure("TabView", false, _) = frame.kind, let callee = frame.callee else { continue }
            let paged = modifiers(chainOf: callee).contains { modifier in
                modifier.name == "tabViewStyle" && modifier.paren.map { paren in
                    (paren..<file.partner[paren]).contains { ["page", "PageTabViewStyle"].contains(file.identifier($0) ?? "") }
                } == true
            }
            var count = 0
            for inner in (frame.opener + 1)..<file.partner[frame.opener] {
                guard let name = file.identifier(inner) else { continue }
                if name == "ForEach" { return (nil, paged) }
                if name == "tabItem", file.isSymbol(inner - 1, ".") { count += 1 }
                if name == "Tab", file.isSymbol(inner + 1, "(") || file.isSymbol(inner + 1, "{") { count += 1 }
            }
            return (count > 0 ? count : nil, paged)
        }
        return (nil, false)
    }

    /// True when the arguments of the call named at `callee` mention `name` (`placement: .principal`).
    private func argumentsMention(_ name: String, callee: Int) -> Bool {
        guard file.isSymbol(callee + 1, "(") else { return false }
        return ((callee + 1)..<file.partner[callee + 1]).contains { file.identifier($0) == name }
    }

    /// True when the declaration around `index` mentions `name` (`.actionSheet` near a
    /// `UIAlertAction`).
    static func mentions(_ name: String, around index: Int, in file: SwiftSourceFile) -> Bool {
        var opener = file.enclosing[index]
        while opener >= 0 {
            if file.isSymbol(opener, "{"), case .declaration = (file.braces[opener] ?? SyntaxFrame.braceFrame(at: opener, in: file)).kind {
                return (opener..<file.partner[opener]).contains { file.identifier($0) == name }
            }
            opener = file.enclosing[opener]
        }
        return false
    }
}
