/// Walks out from a call through the brackets around it in one file, turning a role into a kind of
/// slot (`Text` inside `.tabItem { … }` is a tab bar item) and reading the modifiers on the way, up to
/// the declaration it is written in (``ViewTreeWalk`` goes on from the places that use that view).
struct RoleWalker {
    let file: SwiftSourceFile
    /// Views of the app's own that give their content closure to a `Picker` (its options).
    var pickerViews: Set<String> = []
    /// The app's own fonts and modifiers, for `.font(.appStyle)` and `.modifier(AppModifier())`.
    var library = ViewLibrary()
    /// How many app views' content (``throughAppView(_:state:)``) this walk is inside.
    var depth = 0

    /// The state a walk from a text's own call starts with.
    func start(_ role: SlotRole, rule: String, at origin: Int) -> WalkState {
        WalkState(role: role, rule: rule, labels: WalkState.LabelDisplay(showsIcon: role == .label || hasIcon(call: origin)))
    }

    /// Walks out from the call at `origin` (`own` when it is the text's own call, whose modifiers are
    /// not inherited) until a declaration, content presented on its own, or the top of the file.
    func walk(_ state: inout WalkState, from origin: Int, own: Bool) -> WalkStop {
        readChain(of: origin, into: &state, inherited: !own)
        for frame in SyntaxFrame.frames(around: origin, in: file) {
            if case .declaration(let keyword, let name) = frame.kind {
                finish(&state, origin: origin)
                return .declaration(keyword: keyword, name: name, opener: frame.opener)
            }
            if isPush(frame) {
                // A pushed screen takes nothing from the link; further out is the screen it was pushed from.
                state.pushed = true
                state.navigation.pushed()
                // `.navigationDestination(…)` is a modifier of the screen it pushes from: its chain is that screen's.
                if case .closure("navigationDestination", true, _) = frame.kind, let callee = frame.callee {
                    readTitleModes(chainOf: callee, into: &state)
                }
                continue
            }
            if presents(frame) {
                // A sheet, a popover: no stack around the title's screen here, and nothing from the presenter.
                state.navigation.resolve()
                finish(&state, origin: origin)
                return .presented
            }
            if isStack(frame) {
                if state.navigation.resolved == nil { state.navigation.reachedStack = true }
                state.navigation.resolve()
                state.pushed = false
            }
            if state.pushed {
                if let callee = frame.callee { readTitleModes(chainOf: callee, into: &state) }
                continue
            }
            if state.refinements.largestSize == nil, let cap = largestSize(shownIn: frame) {
                state.refinements.largestSize = cap.size
                state.refinements.origins["largestSize"] = SlotRefinements.Origin(source: "\(file.path):\(cap.line)", inherited: true)
            }
            if let laidOut = throughAppView(frame, state: state, origin: origin) { state = laidOut }
            leave(frame, state: &state, origin: origin)
            if let callee = frame.callee { readChain(of: callee, into: &state, inherited: true) }
            // An alert's or dialog's actions and message are settled by it: nothing further out is theirs.
            if case .closure(let name, true, _) = frame.kind, SwiftUIVocabulary.settlingPresentations.contains(name) {
                finish(&state, origin: origin)
                return .settled
            }
        }
        finish(&state, origin: origin)
        return .top
    }

    /// The role after leaving `frame`, with what a change of role brings: a principal toolbar item
    /// is the bar's title, a toolbar label shows its icon only, tabs and segments are counted.
    private func leave(_ frame: SyntaxFrame, state: inout WalkState, origin: Int) {
        let pickerContent = isPickerContent(frame)
        let style = pickerContent ? frame.callee.map { callee in
            pickerStyle(from: callee).map { SwiftUIVocabulary.pickerStyles[$0] ?? .other } ?? .automatic
        } : nil
        let segmented = style == .segmented
        // A menu picker (`.menu`; on the Mac also the default pop-up) shows its selected option in its
        // frame. On iPhone only where the picker states its width: elsewhere the room is not known.
        let pickerWidth = pickerContent ? frame.callee.flatMap { SlotRefinements.frameWidth(chainOf: $0, in: file) } : nil
        let menu = file.platform == .macOS ? (style == .menu || style == .automatic) : (style == .menu && pickerWidth != nil)
        if menu, state.role.isOpen, state.refinements.pickerWidth == nil, let pickerWidth, let callee = frame.callee {
            state.refinements.pickerWidth = pickerWidth
            state.refinements.origins["pickerWidth"] = SlotRefinements.Origin(source: "\(file.path):\(file.tokens[callee].line)", inherited: true)
        }
        let before = state.role
        if case .closure("Form", false, _) = frame.kind, state.refinements.inForm == nil { state.refinements.inForm = true }
        if case .closure("List", false, _) = frame.kind, state.refinements.inList == nil { state.refinements.inList = true }
        // A link's label (its destination is a push, never left through here): a row with a chevron in a list.
        switch frame.kind {
        case .closure(SwiftUIVocabulary.navigationLink, false, _), .call(SwiftUIVocabulary.navigationLink, false, _, _):
            if state.refinements.linkRow == nil { state.refinements.linkRow = true }
        default: break
        }
        if case .closure(SwiftUIVocabulary.splitView, false, let label) = frame.kind,
           (label.map(SwiftUIVocabulary.SplitColumn.init(rawValue:)) ?? .sidebar) == .sidebar,
           state.refinements.inSidebar == nil {
            state.refinements.inSidebar = true
        }
        if case .closure("NavigationSplitView", false, "detail") = frame.kind, state.refinements.inSidebar == nil,
           state.refinements.besideSidebar == nil, let callee = frame.callee, let sidebar = sidebarBeside(splitView: callee) {
            state.refinements.besideSidebar = sidebar.points
            state.refinements.origins["besideSidebar"] = SlotRefinements.Origin(source: "\(file.path):\(sidebar.line)", inherited: true)
        }
        if case .closure("HStack", false, nil) = frame.kind, state.role == .text || state.role == .button,
           state.refinements.besideField == nil, file.tokens[origin].isIdentifier("Text"),
           let callee = frame.callee, let beside = siblingsBeside(text: origin, inStack: frame.opener, callee: callee) {
            state.refinements.besideField = beside.width
            state.refinements.besideFieldOneLine = beside.oneLine
            state.refinements.origins["besideField"] = SlotRefinements.Origin(source: "\(file.path):\(file.tokens[callee].line)",
                                                                              inherited: true)
        }
        if case .closure("HStack", false, nil) = frame.kind, state.refinements.columns == nil, state.refinements.width == nil,
           let callee = frame.callee, let columns = equalColumns(around: origin, inStack: frame.opener, callee: callee) {
            state.refinements.columns = SlotRefinements.Columns(count: columns.count, spacing: columns.spacing,
                                                                inside: state.refinements.padding ?? 0)
            state.refinements.origins["columns"] = SlotRefinements.Origin(source: "\(file.path):\(file.tokens[callee].line)", inherited: true)
        }
        // A horizontal `ScrollView` proposes no width: what is inside takes its ideal width, unless a
        // frame inside already bounds it.
        if case .closure("ScrollView", false, _) = frame.kind, let callee = frame.callee, Self.scrollsHorizontally(callee, in: file),
           state.refinements.width == nil, state.refinements.maxWidth == nil, state.refinements.idealWidth == nil {
            state.refinements.idealWidth = true
            state.refinements.origins["idealWidth"] = SlotRefinements.Origin(source: "\(file.path):\(file.tokens[callee].line)", inherited: true)
        }
        let context = SlotRole.Leaving(pickerContent: pickerContent, segmented: segmented, menu: menu, platform: file.platform) { word in
            frame.callee.map { argumentsMention(word, callee: $0) } ?? false
        }
        let (role, row) = state.role.leaving(frame.kind, context)
        if let row, role != state.role { state.rule = row }
        state.role = role
        if state.role == .label { state.labels.showsIcon = true }
        if state.role == .placed(.toolbarButton), before != state.role, state.labels.showsIcon, !state.labels.showsTitleInToolbar {
            state.role = .unplaced("toolbar label shown as its icon (iOS; .labelStyle(.titleAndIcon) shows the title)")
        }
        guard before != state.role else { return }
        switch state.role {
        case .placed(.segment): state.count = children(ofClosure: frame.opener)
        case .placed(.tabItem): countTabs(around: frame.opener, into: &state)
        default: break
        }
    }

    /// Before the walk leaves this file: a tab item whose bar was not counted on the way.
    private func finish(_ state: inout WalkState, origin: Int) {
        guard state.role == .placed(.tabItem), state.count == nil else { return }
        countTabs(around: origin, into: &state)
    }

    /// Reads the modifiers of the chain the call at `callee` is part of: the environment values
    /// (``SlotRefinements``), what they say about showing a label, and a title's display mode.
    func readChain(of callee: Int, into state: inout WalkState, inherited: Bool) {
        readTitleModes(chainOf: callee, into: &state)
        guard !state.pushed else { return }
        for modifier in library.expand(file.modifiers(chainOf: callee), in: file, role: state.role) {
            state.refinements.read(modifier: modifier.name, paren: modifier.paren, in: modifier.file,
                                   source: "\(modifier.file.path):\(modifier.file.tokens[modifier.index].line)",
                                   inherited: inherited, fonts: library.fonts, choices: state.choices, values: modifier.arguments,
                                   numbers: library.numbers)
        }
        if isWholeContent(callee) { state.refinements.readContentMinWidth(chainOf: callee, in: file, numbers: library.numbers) }
        readDisplay(&state.role, rule: &state.rule, chainOf: callee, labels: &state.labels, buttonStyle: &state.refinements.buttonStyle)
    }

    /// True when the chain at `callee` is a view's or a window's content as a whole: the outermost view of
    /// a declaration's body, the view directly in a scene (`WindowGroup`, `Window`, `Settings`,
    /// `MenuBarExtra`), in a sheet or popover, or hosted (`NSHostingView(rootView:)`).
    private func isWholeContent(_ callee: Int) -> Bool {
        guard let frame = SyntaxFrame.frames(around: callee, in: file).first(where: { $0.opener != callee + 1 }) else { return true }
        switch frame.kind {
        case .declaration: return true
        case .closure(let name, true, _): return SwiftUIVocabulary.presentedContent[name] == .any
        case .closure(let name, false, _): return SwiftUIVocabulary.scenes.contains(name)
        case .call(let name, false, let label?, _): return SwiftUIVocabulary.hostingViews[name] == label
        default: return false
        }
    }

    // MARK: - Presented content

    /// True for a frame whose content is presented on its own: `.sheet`, `.popover`,
    /// `.fullScreenCover`, `.inspector`, a context menu's preview — and pushed (``isPush(_:)``).
    func presents(_ frame: SyntaxFrame) -> Bool {
        switch frame.kind {
        case .closure(let name, true, let label):
            return SwiftUIVocabulary.presentedContent[name]?.matches(label) == true
        default:
            return isPush(frame)
        }
    }

    /// True for a frame whose content is pushed onto a navigation stack: `.navigationDestination`,
    /// a `NavigationLink`'s destination.
    func isPush(_ frame: SyntaxFrame) -> Bool {
        switch frame.kind {
        case .closure("navigationDestination", true, _):
            return true
        case .closure(SwiftUIVocabulary.navigationLink, false, let label):
            let argument = label.flatMap(SwiftUIVocabulary.LinkArgument.init(rawValue:))
            if argument == .destination { return true }
            guard label == nil else { return false }
            // `NavigationLink { destination } label: { … }`, `NavigationLink("Title") { destination }`;
            // but `NavigationLink(destination: …) { label }` and `NavigationLink(value: …) { label }`.
            let close = file.partner[frame.opener]
            if file.identifier(close + 1).flatMap(SwiftUIVocabulary.LinkArgument.init(rawValue:)) == .label, file.isSymbol(close + 2, ":") {
                return true
            }
            guard let callee = frame.callee, file.isSymbol(callee + 1, "(") else { return true }
            let labels = file.arguments(ofParen: callee + 1).compactMap { $0.label.flatMap(SwiftUIVocabulary.LinkArgument.init(rawValue:)) }
            return !labels.contains(.destination) && !labels.contains(.value)
        case .call(SwiftUIVocabulary.navigationLink, false, let label?, _):
            return SwiftUIVocabulary.LinkArgument(rawValue: label) == .destination
        default:
            return false
        }
    }

    /// True for the content of a navigation stack: `NavigationStack { … }`, `NavigationView { … }`,
    /// a `NavigationSplitView`'s columns.
    func isStack(_ frame: SyntaxFrame) -> Bool {
        if case .closure(let name, false, _) = frame.kind {
            return SwiftUIVocabulary.navigationStacks.contains(name)
        }
        return false
    }

    // MARK: - Labels the system hides

    /// True when the call at `callee` is given an icon with its title (`Button("Share", systemImage: …)`).
    private func hasIcon(call callee: Int) -> Bool {
        guard file.isSymbol(callee + 1, "(") else { return false }
        return file.arguments(ofParen: callee + 1).contains { $0.label.map(SwiftUIVocabulary.iconArguments.contains) == true }
    }

    /// Reads what the chain says about showing the label: `.labelsHidden()` hides a toggle's or a
    /// picker's label, `.labelStyle(.iconOnly)` a `Label`'s title, and `.pickerStyle(…)` decides
    /// whether a picker shows its label at all (`.segmented`, `.wheel`, `.inline`, `.palette` do
    /// not). The innermost style wins, as in SwiftUI's environment.
    private func readDisplay(_ role: inout SlotRole, rule: inout String, chainOf callee: Int, labels: inout WalkState.LabelDisplay,
                             buttonStyle: inout String?) {
        for modifier in file.modifiers(chainOf: callee) {
            guard let row = SwiftUIVocabulary.modifiers[modifier.name] else { continue }
            switch row.refinement {
            case .labelsHidden:
                switch role {
                case .placed(.toggle), .picker: role = .unplaced("label hidden by .labelsHidden()")
                default: break
                }
            case .redacted:
                // `.redacted(reason: .placeholder)` draws shapes in place of the text; a condition
                // (`isLoading ? .placeholder : []`) shows the text at other times.
                guard let paren = modifier.paren, role.isOpen || role.kind?.isLaidOut == true else { break }
                let inner = paren..<file.partner[paren]
                if inner.contains(where: { file.identifier($0) == SwiftUIVocabulary.redactionPlaceholder }),
                   !inner.contains(where: { file.isSymbol($0, "?") }) {
                    role = .placed(.notShown)
                    rule = row.id
                }
            case .buttonStyle where buttonStyle == nil && role == .button:
                buttonStyle = ButtonStyleName(paren: modifier.paren, in: file).rawValue
            case .labelStyle where labels.style == nil:
                labels.style = modifier.paren.flatMap { file.styleName(inParen: $0, suffix: "LabelStyle") } ?? "unknown"
            case .pickerStyle:
                guard case .picker(false, let listed) = role else { break }
                let style = modifier.paren.flatMap { file.styleName(inParen: $0, suffix: "PickerStyle") } ?? "unknown"
                role = ["automatic", "menu", "navigationLink"].contains(style)
                    ? .picker(styled: true, listed: listed)
                    : .unplaced("picker label not shown (.pickerStyle(.\(style)))")
            default:
                break
            }
        }
        if labels.showsIcon, labels.style.flatMap(SwiftUIVocabulary.LabelStyle.init(rawValue:)) == .iconOnly {
            if case .unplaced = role { return }
            role = .unplaced("label shown as its icon (.labelStyle(.iconOnly))")
        }
    }

    /// The style of the picker at `callee`: the innermost `.pickerStyle(…)` on its chain or on the
    /// calls around it, within its declaration.
    func pickerStyle(from callee: Int) -> String? {
        func style(chainOf callee: Int) -> String? {
            file.modifiers(chainOf: callee).first { SwiftUIVocabulary.modifiers[$0.name]?.refinement == .pickerStyle }.map { modifier in
                modifier.paren.flatMap { file.styleName(inParen: $0, suffix: "PickerStyle") } ?? "unknown"
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
        guard case .closure(let name, false, let label) = frame.kind, (label ?? SwiftUIVocabulary.pickerContentLabel) == SwiftUIVocabulary.pickerContentLabel
        else { return false }
        return name == SwiftUIVocabulary.picker || pickerViews.contains(name)
    }

    /// The title display modes the chain's `.navigationBarTitleDisplayMode(…)`,
    /// `.toolbarTitleDisplayMode(…)` or `.navigationBarTitle(_:displayMode:)` name, for a title.
    private func readTitleModes(chainOf callee: Int, into state: inout WalkState) {
        guard state.role == .placed(.navigationTitleLarge) else { return }
        if state.navigation.screens.count == 1, state.navigation.resolved == nil { state.navigation.bar.read(chainOf: callee, in: file) }
        for modifier in file.modifiers(chainOf: callee)
        where ["navigationBarTitleDisplayMode", "toolbarTitleDisplayMode", "navigationBarTitle"].contains(modifier.name) {
            guard let paren = modifier.paren else { continue }
            let names = (paren..<file.partner[paren]).compactMap { file.identifier($0) }
            state.navigation.read(modes: NavigationTitleState.modes(in: names), at: "\(file.path):\(file.tokens[paren].line)")
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
            if name == SwiftUIVocabulary.loop { return nil }
            if SwiftUIVocabulary.segmentViews.contains(name), file.isSymbol(index + 1, "("), file.enclosing[index] == brace { count += 1 }
        }
        return count > 0 ? count : nil
    }

    /// True for `ScrollView(.horizontal)`, `ScrollView([.horizontal, .vertical], …)`, `ScrollView(axes: .horizontal)`.
    static func scrollsHorizontally(_ callee: Int, in file: SwiftSourceFile) -> Bool {
        guard file.identifier(callee) == SwiftUIVocabulary.scrollView, file.isSymbol(callee + 1, "(") else { return false }
        guard let axes = file.arguments(ofParen: callee + 1).first(where: { ($0.label ?? SwiftUIVocabulary.scrollAxesLabel) == SwiftUIVocabulary.scrollAxesLabel })
        else { return false }
        return axes.value.contains { file.identifier($0) == SwiftUIVocabulary.horizontalAxis }
    }

    /// True when the text at `index` is inside a horizontal `ScrollView` (within its declaration).
    static func insideHorizontalScroll(_ index: Int, in file: SwiftSourceFile) -> Bool {
        for frame in SyntaxFrame.frames(around: index, in: file) {
            if case .declaration = frame.kind { return false }
            if case .closure("ScrollView", false, _) = frame.kind, let callee = frame.callee { return scrollsHorizontally(callee, in: file) }
        }
        return false
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
