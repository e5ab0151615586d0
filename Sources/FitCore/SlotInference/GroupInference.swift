/// Finds, in the app's Swift sources, the strings laid out together (the matrix's ``MatrixGroup``, with the code's evidence: `MatrixGroup+Code.swift`):
///
/// - a `Picker` styled `.pickerStyle(.segmented)` (or a view of the app's own that gives its content
///   to one): a row of its segments, policy `equal`, control `segmented`;
/// - a `TabView` whose tabs (`.tabItem { … }`, `Tab("…", …)`) all show a text title: a row of its
///   titles, control `tabBar` (iOS; a bar of icons only is no group: no text shares it);
/// - an `HStack` of two or more texts or buttons and nothing else but spacers: policy `equal` when
///   every member stretches (`.frame(maxWidth: .infinity)`), `fixed` when the others have a
///   `.frame(width:)`, else `stack` (SwiftUI's own algorithm);
/// - a `ControlGroup` of buttons outside a toolbar or menu: a row, policy `equal`;
/// - a `ViewThatFits`: a choice of its children in order, each a text or an `HStack` row.
///
/// Not rows: `Grid` (its columns take their widest cell), toolbars (items sized to their content, the
/// title gives way first), menus. Precision before recall: a container is a group only when every
/// child is a text showing one catalog key (or a spacer); one made by `ForEach`, `if`, or with a
/// view whose width the code does not say is left out, and its texts keep their own slots.
struct GroupInference {
    let files: [SwiftSourceFile]
    let keys: CatalogKeyIndex
    /// The app's views that give their content closure to a `Picker`.
    var pickerViews: Set<String> = []
    /// The app's own view types, for a width passed in (`SettingsPicker(…, maxWidth: 120)`).
    var types: [String: TypeShape] = [:]
    var platform: Platform = .iOS

    /// The groups of every file, one per id (the same group in several places keeps the first, with
    /// every place as evidence), in path order.
    func run() -> [MatrixGroup] { runWithNotes().groups }

    /// ``run()``, with a note per `ViewThatFits` not made a choice, saying why (`App.swift:3: …`).
    func runWithNotes() -> (groups: [MatrixGroup], notes: [String]) {
        var notes: [String] = []
        let found = files.flatMap { file in groups(in: file, notes: &notes) }
        return (MatrixGroup.mergingSameID(found), notes)
    }

    /// The groups of one file, in the order their containers are written; a note per `ViewThatFits`
    /// left out.
    func groups(in file: SwiftSourceFile, notes: inout [String]) -> [MatrixGroup] {
        let reader = GroupChildReader(file: file, keys: keys, platform: platform)
        var result: [MatrixGroup] = []
        var alternatives = Set<Int>()  // `HStack` braces read as alternatives of a choice
        for index in file.tokens.indices {
            guard let name = file.identifier(index), !file.isSymbol(index - 1, "."),
                  let brace = reader.contentBrace(ofCall: index) else { continue }
            let group: MatrixGroup?
            switch name {
            case "ViewThatFits":
                switch choice(at: index, brace: brace, reader: reader, alternatives: &alternatives) {
                case .success(let choice): group = choice
                case .failure(let skipped):
                    group = nil
                    notes.append("\(line(index, file)): ViewThatFits is not measured as a choice: \(skipped.reason); its texts keep their own slots")
                }
            // In a horizontal scroll view each child takes its ideal width: nothing is shared.
            case "HStack" where !alternatives.contains(brace) && !RoleWalker.insideHorizontalScroll(index, in: file):
                group = stackRow(at: index, brace: brace, reader: reader)
            case "ControlGroup":
                group = controlGroup(at: index, brace: brace, reader: reader)
            case "TabView" where platform == .iOS:
                group = tabBar(at: index, brace: brace, reader: reader)
            case "Picker", _ where pickerViews.contains(name):
                group = segmentedPicker(at: index, brace: brace, reader: reader)
            default:
                group = nil
            }
            if let group { result.append(group) }
        }
        return result
    }

    // MARK: - Constructs

    /// `Picker(…) { Text("A"); Text("B") }.pickerStyle(.segmented)`.
    private func segmentedPicker(at callee: Int, brace: Int, reader: GroupChildReader) -> MatrixGroup? {
        let file = reader.file
        guard RoleWalker(file: file, pickerViews: pickerViews).pickerStyle(from: callee) == "segmented" else { return nil }
        var members: [GroupMember] = []
        for range in reader.children(ofClosure: brace) {
            // A segment is its text (`.tag(…)` and the like change nothing); an icon-only or generated
            // segment makes the control no group of texts.
            guard case .member(var member, _, _) = reader.read(range) else { return nil }
            member.text = nil  // the system draws segments: the control's text
            members.append(member)
        }
        guard members.count >= 2, Set(members.map(\.key)).count == members.count else { return nil }
        var evidence = [line(callee, file)] + members.map(\.line)
        if let style = styleModifier(from: callee, file: file) { evidence.append(style) }
        let row = RowGroup.inferred(members: members, policy: .equal, spacing: nil, control: .segmented, platform: platform)
        var width = frameWidth(chainOf: callee, file: file) ?? listWidth(around: callee, file: file)
        if width == nil, let passed = widthPassed(toView: callee, file: file) { width = passed.width; evidence.append(passed.line) }
        return .inferred(.segmentedPicker, row: row, width: width, evidence: sorted(evidence), platform: platform)
    }

    /// `TabView { A().tabItem { Label("Home", …) }; Tab("Search", …) { … } }` on iPhone.
    private func tabBar(at callee: Int, brace: Int, reader: GroupChildReader) -> MatrixGroup? {
        let file = reader.file
        guard !TabBar.style(ofTabView: callee, in: file).paged else { return nil }
        var members: [GroupMember] = []
        for range in reader.children(ofClosure: brace) {
            let start = range.lowerBound
            var shown: (key: String, token: Int)??
            if file.identifier(start) == "Tab" {
                shown = reader.shownText(call: start)
            } else if let item = file.modifiers(chainOf: start).first(where: { $0.name == "tabItem" }),
                      let itemBrace = reader.contentBrace(ofCall: item.index) {
                shown = reader.text(inside: itemBrace)
            } else {
                return nil  // a tab made by ForEach, `if`, or a view with no tab item here
            }
            // An icon-only tab (or a title not one key) leaves the bar no row of texts.
            guard case .some(.some(let text)) = shown else { return nil }
            members.append(GroupMember.inferred(key: text.key, line: file.place(of: text.token)))
        }
        // More than five: the bar shows four and More (``TabBar``), and each title keeps a fifth alone.
        guard members.count >= 2, members.count <= TabBar.iPhoneMostItems,
              Set(members.map(\.key)).count == members.count else { return nil }
        let row = RowGroup.inferred(members: members, policy: .equal, spacing: nil, control: .tabBar, platform: platform)
        return .inferred(.tabBar, row: row, width: nil, evidence: sorted([line(callee, file)] + members.map(\.line)), platform: platform)
    }

    /// `ControlGroup { Button("A") {…}; Button("B") {…} }` in a view (in a toolbar or menu it is not a row).
    private func controlGroup(at callee: Int, brace: Int, reader: GroupChildReader) -> MatrixGroup? {
        let file = reader.file
        guard !inToolbarOrMenu(callee, file: file) else { return nil }
        guard let read = rowMembers(brace: brace, reader: reader) else { return nil }
        let row = RowGroup.inferred(members: read.members, policy: .equal, spacing: nil, control: .buttons, platform: platform)
        return .inferred(.controlGroup, row: row,
                         width: frameWidth(chainOf: callee, file: file) ?? listWidth(around: callee, file: file),
                         evidence: sorted([line(callee, file)] + read.members.map(\.line)), platform: platform)
    }

    /// `HStack { Text("A"); Spacer(); Text("B") }` or stretching buttons.
    private func stackRow(at callee: Int, brace: Int, reader: GroupChildReader) -> MatrixGroup? {
        let file = reader.file
        guard !inToolbarOrMenu(callee, file: file), let row = row(callee: callee, brace: brace, reader: reader) else { return nil }
        return .inferred(.hStack, row: row,
                         width: frameWidth(chainOf: callee, file: file) ?? listWidth(around: callee, file: file),
                         evidence: sorted([line(callee, file)] + row.members.map(\.line)), platform: platform)
    }

    /// Why a `ViewThatFits` is not made a choice.
    struct SkippedChoice: Error {
        var reason: String
    }

    /// `ViewThatFits { HStack { … }; VStack { … }; Text("short") }`: each child a text, an `HStack` row or
    /// a `VStack` column of texts; `ViewThatFits(in: .vertical)` (or `.horizontal`) says its axes
    /// (``ChoiceAxes``: by height, the first is shown, a note says why). Not a choice, with the reason: a
    /// child it cannot lay out, or axes it cannot read (`in: axes`, a name).
    private func choice(at callee: Int, brace: Int, reader: GroupChildReader,
                        alternatives read: inout Set<Int>) -> Result<MatrixGroup, SkippedChoice> {
        let file = reader.file
        var axes = ChoiceAxes.both
        if file.isSymbol(callee + 1, "("), let given = file.arguments(ofParen: callee + 1).first(where: { $0.label == "in" }) {
            let names = Set(given.value.compactMap { index in file.isSymbol(index - 1, ".") ? file.identifier(index) : nil })
            switch (names.contains("horizontal"), names.contains("vertical")) {
            case (true, true): axes = .both
            case (true, false): axes = .horizontal
            case (false, true): axes = .vertical
            case (false, false):
                let written = given.value.map { file.tokens[$0].text }.joined()
                return .failure(SkippedChoice(reason: "its axes (in: \(written)) are not .horizontal or .vertical as written"))
            }
        }
        var alternatives: [ChoiceAlternative] = []
        var evidence = [line(callee, file)]
        for range in reader.children(ofClosure: brace) {
            switch reader.read(range) {
            case .member(let member, _, _):
                alternatives.append(.single(member))
                evidence.append(member.line)
            case .stack("HStack", let inner, let start):
                read.insert(inner)
                guard let row = row(callee: start, brace: inner, reader: reader) else {
                    return .failure(SkippedChoice(reason: "its HStack at line \(file.tokens[start].line) is not a row of texts"))
                }
                alternatives.append(.row(row))
                evidence += [line(start, file)] + row.members.map(\.line)
            case .stack("VStack", let inner, let start):
                // One text under the other, each in the whole width: a column.
                read.insert(inner)
                guard let column = rowMembers(brace: inner, reader: reader) else {
                    return .failure(SkippedChoice(reason: "its VStack at line \(file.tokens[start].line) is not a column of texts"))
                }
                let members = column.members.map { member -> GroupMember in
                    var member = member
                    member.fixedWidth = nil
                    return member
                }
                alternatives.append(.row(RowGroup.inferred(members: members, policy: .column, spacing: nil, control: nil, platform: platform)))
                evidence += [line(start, file)] + members.map(\.line)
            default:
                let first = range.lowerBound < file.tokens.count ? file.tokens[range.lowerBound].line : file.tokens[callee].line
                return .failure(SkippedChoice(reason: "its child at line \(first) is not a text, an HStack or a VStack of texts"))
            }
        }
        // A key may be in several alternatives (`HStack { a; b }` then `VStack { a; b }`): each is laid out
        // in its own; within one, a key is once.
        guard !alternatives.isEmpty else { return .failure(SkippedChoice(reason: "it has no child fitcheck can read")) }
        var notes: [String] = []
        if axes == .vertical && alternatives.count > 1 {
            notes.append("in: .vertical shows the first child whose height fits the height offered, which fitcheck does not "
                         + "know: the first is measured, laid out in the width; the others, shown only when it is too tall, are not measured")
        }
        return .success(.inferred(choice: alternatives, axes: axes,
                                  width: frameWidth(chainOf: callee, file: file) ?? listWidth(around: callee, file: file),
                                  evidence: sorted(evidence), notes: notes, platform: platform))
    }

    // MARK: - Rows

    /// The members of a container whose children are all texts of one key each, or spacers and
    /// dividers between them; `nil` when any child is something else or fewer than two are texts.
    /// A text shown only at times (`if condition { Button("…") }`, no `else`) is a member: the row
    /// is measured with it shown, the tighter case.
    private func rowMembers(brace: Int, reader: GroupChildReader)
        -> (members: [GroupMember], stretching: Int, bordered: Bool, gaps: [Double??])? {
        var members: [GroupMember] = []
        var stretching = 0, bordered = false
        var gaps: [Double??] = []  // per gap between members: none, a spacer of default length (.some(nil)), or its least length
        var pending: Double?? = .none
        for range in reader.children(ofClosure: brace) {
            var child = reader.read(range)
            if case .dynamic("if") = child, let shown = conditionalChild(range, reader: reader),
               case .member = reader.read(shown) {
                child = reader.read(shown)
            }
            switch child {
            case .member(let member, let stretches, let isBordered):
                if !members.isEmpty { gaps.append(pending) }
                pending = .none
                members.append(member)
                if stretches { stretching += 1 }
                bordered = bordered || isBordered
            case .spacer(let minLength):
                pending = .some(minLength)
            case .divider:
                continue
            default:
                return nil
            }
        }
        guard members.count >= 2, Set(members.map(\.key)).count == members.count else { return nil }
        return (members, stretching, bordered, gaps)
    }

    /// The one child of `if condition { child }` written as the statement `range`, with no `else`.
    private func conditionalChild(_ range: Range<Int>, reader: GroupChildReader) -> Range<Int>? {
        let file = reader.file
        guard let close = range.last, file.isSymbol(close, "}") else { return nil }
        let open = file.partner[close]
        let level = file.enclosing[range.lowerBound]
        guard open > range.lowerBound,
              !range.contains(where: { file.enclosing[$0] == level && file.identifier($0) == "else" }) else { return nil }
        let children = reader.children(ofClosure: open)
        return children.count == 1 ? children[0] : nil
    }

    /// A row from an `HStack`: its members, policy and spacing.
    private func row(callee: Int, brace: Int, reader: GroupChildReader) -> RowGroup? {
        guard let read = rowMembers(brace: brace, reader: reader) else { return nil }
        let file = reader.file
        let fixed = read.members.filter { $0.fixedWidth != nil }.count
        let policy: RowPolicy
        if read.stretching == read.members.count {
            policy = .equal
        } else if fixed > 0, fixed + read.stretching == read.members.count {
            policy = .fixed
        } else {
            policy = .stack
        }
        var members = read.members
        if policy == .equal { for index in members.indices { members[index].fixedWidth = nil } }
        // Spacing: `HStack(spacing: N)`, else SwiftUI's default (the matrix's estimate). A spacer
        // between two members adds its least length and one more spacing; the widest gap is taken.
        let written = file.isSymbol(callee + 1, "(")
            ? file.arguments(ofParen: callee + 1).first { $0.label == "spacing" }.flatMap { reader.number($0.value) } : nil
        let base = written ?? GroupInference.defaultSpacing
        let widest = read.gaps.map { gap -> Double in
            guard let gap else { return base }
            return base * 2 + (gap ?? GroupInference.defaultSpacing)
        }.max() ?? base
        let spacing: Double? = widest == GroupInference.defaultSpacing && written == nil ? nil : widest
        let bordered = read.bordered
            || ButtonStyleName(chainOf: callee, in: file)?.isBordered == true
        let control: RowControl? = policy == .equal && bordered ? .buttons : nil
        return RowGroup.inferred(members: members, policy: policy, spacing: spacing, control: control, platform: platform)
    }

    /// SwiftUI's spacing between two texts in an `HStack` on iOS (``SlotMetrics/Figure/hStackSpacing``).
    static let defaultSpacing = SlotMetrics.Figure.hStackSpacing.points

    // MARK: - Widths and places

    /// `.frame(width: N)` or `.frame(maxWidth: N)` on the container's chain, in points.
    private func frameWidth(chainOf callee: Int, file: SwiftSourceFile) -> WidthExpression? {
        SlotRefinements.frameWidth(chainOf: callee, in: file).map { WidthExpression(percent: 0, offset: $0) }
    }

    /// A row of an inset-grouped `List` or `Form`: the width less both insets (``SlotMetrics/listInsets``).
    private func listWidth(around index: Int, file: SwiftSourceFile) -> WidthExpression? {
        guard platform == .iOS else { return nil }  // a Mac's grouped form has insets of its own
        for frame in SyntaxFrame.frames(around: index, in: file) {
            if case .declaration = frame.kind { return nil }
            if case .closure(let name, false, _) = frame.kind, name == "Form" || name == "List" {
                return WidthExpression(percent: 100, offset: -SlotMetrics.listInsets)
            }
        }
        return nil
    }

    /// A width given to a picker view of the app's own and set on its `Picker`: `SettingsPicker(…,
    /// maxWidth: 120)` whose body has `Picker(…).frame(maxWidth: maxWidth)`; with that body's line.
    private func widthPassed(toView callee: Int, file: SwiftSourceFile) -> (width: WidthExpression, line: String)? {
        let name = file.tokens[callee].text
        guard let shape = types[name], file.isSymbol(callee + 1, "(") else { return nil }
        let body = files[shape.file]
        for (position, argument) in file.arguments(ofParen: callee + 1).enumerated() {
            guard let points = GroupChildReader(file: file, keys: keys).number(argument.value), points > 0,
                  let property = shape.property(label: argument.label, position: position) else { continue }
            for index in body.tokens.indices where body.identifier(index) == "Picker" && body.enclosingTypeName(of: index) == name {
                for modifier in body.modifiers(chainOf: index) where modifier.name == "frame" {
                    guard let paren = modifier.paren, let frame = FrameReader(paren: paren, in: body) else { continue }
                    if frame.names["width"] == property || frame.names["maxWidth"] == property {
                        return (WidthExpression(percent: 0, offset: points), body.place(of: paren))
                    }
                }
            }
        }
        return nil
    }

    /// True inside a toolbar or a menu, whose items are sized to their content (not rows).
    private func inToolbarOrMenu(_ index: Int, file: SwiftSourceFile) -> Bool {
        for frame in SyntaxFrame.frames(around: index, in: file) {
            guard case .closure(let name, let member, let label) = frame.kind else { continue }
            if ["toolbar", "ToolbarItem", "ToolbarItemGroup"].contains(name) || SlotRole.isMenuContent(name, member: member, label: label) {
                return true
            }
        }
        return false
    }

    /// The line of `.pickerStyle(…)` on the picker's chain or the calls around it.
    private func styleModifier(from callee: Int, file: SwiftSourceFile) -> String? {
        var calls = [callee]
        for frame in SyntaxFrame.frames(around: callee, in: file) {
            if case .declaration = frame.kind { break }
            if let outer = frame.callee { calls.append(outer) }
        }
        for call in calls {
            if let style = file.modifiers(chainOf: call).first(where: { $0.name == "pickerStyle" }) {
                return line(style.index, file)
            }
        }
        return nil
    }

    private func line(_ index: Int, _ file: SwiftSourceFile) -> String { file.place(of: index) }

    private func sorted(_ evidence: [String]) -> [String] { Array(Set(evidence)).sorted(by: UseResolver.pathOrder) }
}
