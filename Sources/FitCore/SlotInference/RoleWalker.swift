/// Walks out from a call through the brackets around it, turning a role into a kind of slot
/// (`Text` inside `.tabItem { … }` is a tab bar item) and reading the modifiers on the way.
struct RoleWalker {
    let file: SwiftSourceFile
    /// Views of the app's own that give their content closure to a `Picker` (its options).
    var pickerViews: Set<String> = []

    struct Outcome: Sendable, Hashable {
        var role: SlotRole
        /// Tabs in the tab bar, or segments in the control, where the code says.
        var count: Int?
        var refinements: SlotRefinements
    }

    /// What the walk has learnt about a `Label`'s title: whether the text is shown beside an icon
    /// and the innermost `.labelStyle(…)` around it.
    private struct LabelDisplay {
        var showsIcon: Bool
        var style: String?
        var showsTitleInToolbar: Bool { style == "titleAndIcon" || style == "titleOnly" }
    }

    /// The role of the call at `origin` once every bracket around it has been passed, up to the
    /// declaration it is written in, or up to content presented on its own (a sheet, a popover,
    /// a navigation destination, an alert's actions: another screen, not the bar or row around it).
    func walk(_ start: SlotRole, from origin: Int) -> Outcome {
        var role = start
        var refinements = SlotRefinements()
        var count: Int?
        var labels = LabelDisplay(showsIcon: start == .label || hasIcon(call: origin))
        read(chainOf: origin, into: &refinements)
        readDisplay(&role, chainOf: origin, labels: &labels)
        settleTitle(&role, chainOf: origin, notes: &refinements.notes)
        for frame in SyntaxFrame.frames(around: origin, in: file) {
            if case .declaration = frame.kind { break }
            if presents(frame) { break }
            let segmented = frame.callee.map { isPickerContent(frame) && pickerStyle(from: $0) == "segmented" } ?? false
            let before = role
            role = role.leaving(frame.kind, segmented: segmented)
            if role == .label { labels.showsIcon = true }
            if role == .placed(.toolbarButton), before.isOpen, case .closure = frame.kind,
               let callee = frame.callee, argumentsMention("principal", callee: callee) {
                role = .placed(.navigationTitleInline)  // `ToolbarItem(placement: .principal)`: the bar's title
            }
            if role == .placed(.toolbarButton), before != role, labels.showsIcon, !labels.showsTitleInToolbar {
                role = .unplaced("toolbar label shown as its icon (iOS; .labelStyle(.titleAndIcon) shows the title)")
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
            if let callee = frame.callee {
                read(chainOf: callee, into: &refinements)
                readDisplay(&role, chainOf: callee, labels: &labels)
            }
            // An alert's or dialog's actions and message are settled by it: nothing further out is theirs.
            if case .closure(let name, true, _) = frame.kind, name == "alert" || name == "confirmationDialog" { break }
        }
        if role == .placed(.tabItem), count == nil {
            let bar = tabs(around: origin)
            count = bar.count
            if bar.paged { role = .unplaced("page-style tab view (no tab bar)") }
        }
        return Outcome(role: role, count: count, refinements: refinements)
    }

    // MARK: - Presented content

    /// True for a frame whose content is presented on its own: `.sheet`, `.popover`,
    /// `.fullScreenCover`, `.navigationDestination`, `.inspector`, a context menu's preview, and
    /// a `NavigationLink`'s destination.
    func presents(_ frame: SyntaxFrame) -> Bool {
        switch frame.kind {
        case .closure(let name, true, let label):
            return ["sheet", "popover", "fullScreenCover", "navigationDestination", "inspector"].contains(name)
                || (name == "contextMenu" && label == "preview")
        case .closure("NavigationLink", false, let label):
            if label == "destination" { return true }
            guard label == nil else { return false }
            // `NavigationLink { destination } label: { … }`, `NavigationLink("Title") { destination }`;
            // but `NavigationLink(destination: …) { label }` and `NavigationLink(value: …) { label }`.
            let close = file.partner[frame.opener]
            if file.identifier(close + 1) == "label", file.isSymbol(close + 2, ":") { return true }
            guard let callee = frame.callee, file.isSymbol(callee + 1, "(") else { return true }
            let labels = file.arguments(ofParen: callee + 1).map(\.label)
            return !labels.contains("destination") && !labels.contains("value")
        case .call("NavigationLink", false, "destination", _):
            return true
        default:
            return false
        }
    }

    // MARK: - Labels the system hides

    /// True when the call at `callee` is given an icon with its title (`Button("Share", systemImage: …)`).
    private func hasIcon(call callee: Int) -> Bool {
        guard file.isSymbol(callee + 1, "(") else { return false }
        return file.arguments(ofParen: callee + 1).contains { $0.label == "systemImage" || $0.label == "image" }
    }

    /// Reads what the chain says about showing the label: `.labelsHidden()` hides a toggle's or a
    /// picker's label, `.labelStyle(.iconOnly)` a `Label`'s title, and `.pickerStyle(…)` decides
    /// whether a picker shows its label at all (`.segmented`, `.wheel`, `.inline`, `.palette` do
    /// not). The innermost style wins, as in SwiftUI's environment.
    private func readDisplay(_ role: inout SlotRole, chainOf callee: Int, labels: inout LabelDisplay) {
        for modifier in modifiers(chainOf: callee) {
            switch modifier.name {
            case "labelsHidden":
                switch role {
                case .placed(.toggle), .picker: role = .unplaced("label hidden by .labelsHidden()")
                default: break
                }
            case "redacted":
                // `.redacted(reason: .placeholder)` draws shapes in place of the text; a condition
                // (`isLoading ? .placeholder : []`) shows the text at other times.
                guard let paren = modifier.paren, role.isOpen || role.kind?.isLaidOut == true else { break }
                let inner = paren..<file.partner[paren]
                if inner.contains(where: { file.identifier($0) == "placeholder" }),
                   !inner.contains(where: { file.isSymbol($0, "?") }) {
                    role = .placed(.notShown)
                }
            case "labelStyle" where labels.style == nil:
                labels.style = modifier.paren.flatMap { styleName(inParen: $0, suffix: "LabelStyle") } ?? "unknown"
            case "pickerStyle":
                guard case .picker(false, let listed) = role else { break }
                let style = modifier.paren.flatMap { styleName(inParen: $0, suffix: "PickerStyle") } ?? "unknown"
                role = ["automatic", "menu", "navigationLink"].contains(style)
                    ? .picker(styled: true, listed: listed)
                    : .unplaced("picker label not shown (.pickerStyle(.\(style)))")
            default:
                break
            }
        }
        if labels.showsIcon, labels.style == "iconOnly" {
            if case .unplaced = role { return }
            role = .unplaced("label shown as its icon (.labelStyle(.iconOnly))")
        }
    }

    /// `segmented` for `(.segmented)` or `(SegmentedPickerStyle())`; `automatic` for the default style.
    private func styleName(inParen paren: Int, suffix: String) -> String? {
        guard let first = (paren..<file.partner[paren]).lazy.compactMap({ file.identifier($0) }).first else { return nil }
        var name = first.hasSuffix(suffix) ? String(first.dropLast(suffix.count)) : first
        name = name.prefix(1).lowercased() + name.dropFirst()
        return name == "default" ? "automatic" : name
    }

    /// The style of the picker at `callee`: the innermost `.pickerStyle(…)` on its chain or on the
    /// calls around it, within its declaration.
    private func pickerStyle(from callee: Int) -> String? {
        func style(chainOf callee: Int) -> String? {
            modifiers(chainOf: callee).first { $0.name == "pickerStyle" }.map { modifier in
                modifier.paren.flatMap { styleName(inParen: $0, suffix: "PickerStyle") } ?? "unknown"
            }
        }
        if let found = style(chainOf: callee) { return found }
        for frame in SyntaxFrame.frames(around: callee, in: file) {
            if case .declaration = frame.kind { return nil }
            if presents(frame) { return nil }
            if let outer = frame.callee, let found = style(chainOf: outer) { return found }
        }
        return nil
    }

    /// True for the content closure of a `Picker`, or of a view of the app's own that gives its
    /// content to one.
    private func isPickerContent(_ frame: SyntaxFrame) -> Bool {
        guard case .closure(let name, false, let label) = frame.kind, label == nil || label == "content" else { return false }
        return name == "Picker" || pickerViews.contains(name)
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
            if file.isSymbol(opener, "{"), case .declaration = file.braceFrame(at: opener).kind {
                return (opener..<file.partner[opener]).contains { file.identifier($0) == name }
            }
            opener = file.enclosing[opener]
        }
        return false
    }
}
