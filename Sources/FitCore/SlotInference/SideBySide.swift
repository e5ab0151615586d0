/// What sits beside a text and takes a part of its row: the input controls of an `HStack` around a
/// unit label (`Slider`, `TextField(...).frame(width: 60)`, `Text("ms")`), the equal columns of an
/// `HStack` of `.frame(maxWidth: .infinity)` children, and the sidebar beside a split view's detail column.
extension RoleWalker {
    /// The controls that give way to a text beside them in an `HStack` (they stretch; a text does not).
    static let flexibleControls: Set<String> = ["TextField", "SecureField", "Slider", "Stepper", "ProgressView"]

    /// For a text in the `HStack` closure at `brace` (its call at `origin`, directly or inside one of the
    /// stack's children): the stated widths of its siblings (`.frame(width:)`, `Spacer(minLength:)`) and
    /// the stack's spacing (SwiftUI's 8 pt unless `HStack(spacing:)` says), and whether it keeps its
    /// natural width on one line — a text that is itself a child, beside an input control that gives
    /// way (a unit label). `nil` where no sibling states a width and no input control is beside it.
    func siblingsBeside(text origin: Int, inStack brace: Int, callee: Int) -> (width: Double, oneLine: Bool)? {
        let children = stackChildren(brace)
        guard let holder = children.last(where: { $0 <= origin && origin <= file.callEnd(from: $0) }) else { return nil }
        // A child with a width of its own (`VStack { Text(…) }.frame(width: 200)`) is the text's room:
        // what sits beside the child takes nothing from it.
        if holder != origin, statedWidth(ofChild: holder) != nil { return nil }
        let flexible = children.contains { RoleWalker.flexibleControls.contains(file.tokens[$0].text) }
        let spacing = stackSpacing(callee)
        var fixed = spacing * Double(children.count - 1)
        var stated = false
        for child in children where child != holder {
            if file.tokens[child].isIdentifier("Spacer"), file.isSymbol(child + 1, "("),
               let minimum = MacWindows.labelledNumber("minLength", in: (child + 2)..<file.partner[child + 1], file: file) {
                fixed += minimum.points
                stated = true
            }
            if let width = statedWidth(ofChild: child) ?? symbolWidth(ofChild: child) ?? switchWidth(ofChild: child) {
                fixed += width + horizontalPadding(ofChild: child)
                stated = true
            }
        }
        let oneLine = flexible && holder == origin
        guard oneLine || stated else { return nil }
        return (fixed, oneLine)
    }

    /// For a use inside the `HStack` closure at `brace` (its call at `callee`): the stack's equal columns,
    /// when every child states `.frame(maxWidth: .infinity)` (SwiftUI offers each flexible child an equal
    /// share of what the spacing leaves: two stat blocks to a row). `nil` for one child or any other.
    func equalColumns(around origin: Int, inStack brace: Int, callee: Int) -> (count: Int, spacing: Double)? {
        let children = stackChildren(brace)
        guard children.count > 1, children.contains(where: { $0 <= origin && origin <= file.callEnd(from: $0) }),
              children.allSatisfy({ fillsWidth(child: $0) }) else { return nil }
        return (children.count, stackSpacing(callee))
    }

    /// True when the chain of the stack's child at `child` has a `.frame(maxWidth: .infinity)`.
    private func fillsWidth(child: Int) -> Bool {
        file.modifiers(chainOf: child).contains { modifier in
            modifier.name == "frame" && modifier.paren.flatMap { FrameReader(paren: $0, in: file)?.maxWidth } == .infinity
        }
    }

    /// The children of the stack closure at `brace`: calls directly in it, or in an `if`/`else` directly in it.
    private func stackChildren(_ brace: Int) -> [Int] {
        var children: [Int] = []
        var index = brace + 1
        while index < file.partner[brace] {
            defer { index = file.partner[index] > index && !file.isSymbol(index, "{") ? file.partner[index] + 1 : index + 1 }
            guard isDirect(index, in: brace), let name = file.identifier(index), name.first?.isUppercase == true,
                  !file.isSymbol(index - 1, "."), file.isSymbol(index + 1, "(") || file.isSymbol(index + 1, "{") else { continue }
            children.append(index)
            index = file.callEnd(from: index)
        }
        return children
    }

    /// The spacing of the stack called at `callee`: `HStack(spacing: n)`, else SwiftUI's 8 pt.
    private func stackSpacing(_ callee: Int) -> Double {
        guard file.isSymbol(callee + 1, "("), let stated = file.arguments(ofParen: callee + 1).first(where: { $0.label == "spacing" }),
              let value = NumberReader.value(of: stated.value, in: file) else { return 8 }
        return value
    }

    /// The first `.frame(width:)` on the chain of the stack's child at `child`, in points: a number, or a
    /// member that holds one (``StaticNumbers``: `@ScaledMetric var iconSize: CGFloat = 60`, its default size).
    private func statedWidth(ofChild child: Int) -> Double? {
        for modifier in file.modifiers(chainOf: child) where modifier.name == "frame" {
            guard let paren = modifier.paren, let frame = FrameReader(paren: paren, in: file) else { continue }
            if let width = frame.width { return width }
            if let named = file.arguments(ofParen: paren).first(where: { $0.label == "width" }),
               let width = library.numbers.value(of: named.value, in: file) { return width.value }
        }
        return nil
    }

    /// An SF Symbol child (`Image(systemName:)`) with no frame: about its font's point size
    /// (``SlotMetrics/Figure/symbolWidth``): a text style's at the default size, `.system(size: n)`, else body.
    private func symbolWidth(ofChild child: Int) -> Double? {
        guard file.tokens[child].isIdentifier(SwiftUIVocabulary.image), file.isSymbol(child + 1, "("),
              file.identifier(child + 2) == SwiftUIVocabulary.symbolArgument else { return nil }
        for modifier in file.modifiers(chainOf: child) where modifier.name == "font" {
            guard let paren = modifier.paren else { continue }
            if let size = MacWindows.labelledNumber("size", in: (paren + 1)..<file.partner[paren], file: file) { return size.points }
            if file.isSymbol(paren + 1, "."), let style = file.identifier(paren + 2).flatMap(AppFonts.textStyle) {
                return Slot(width: .init(percent: 0, offset: 0), style: style).typeMetrics(at: .L).pointSize
            }
        }
        return SlotMetrics.Figure.symbolWidth.points
    }

    /// A `Toggle` child showing no label of its own (`.labelsHidden()`, `Toggle("", isOn:)`): its switch.
    private func switchWidth(ofChild child: Int) -> Double? {
        guard file.tokens[child].isIdentifier(SwiftUIVocabulary.toggle) else { return nil }
        let hidden = file.modifiers(chainOf: child).contains { $0.name == "labelsHidden" }
        let empty = file.isSymbol(child + 1, "(") && file.tokens[child + 2].kind == .string && file.tokens[child + 2].text == "\"\""
        guard hidden || empty else { return nil }
        return file.platform == .macOS ? MacSlotMetrics.Figure.switchWidth.points : SlotMetrics.switchWidth
    }

    /// The horizontal `.padding(…)` on the chain of the stack's child at `child` (`.padding(.trailing, 6)`), in points.
    private func horizontalPadding(ofChild child: Int) -> Double {
        file.modifiers(chainOf: child).reduce(0) { total, modifier in
            guard modifier.name == "padding", let paren = modifier.paren,
                  let read = PaddingReader(paren: paren, in: file, defaultLength: SlotMetrics.Figure.defaultPadding.points) else { return total }
            return total + read.horizontal
        }
    }


    /// True when the token at `index` is directly in the closure at `brace`, or in `if`/`else` bodies in it.
    private func isDirect(_ index: Int, in brace: Int) -> Bool {
        var opener = file.enclosing[index]
        while opener != brace {
            guard opener > brace, file.isSymbol(opener, "{"), case .control = file.braceFrame(at: opener).kind else { return false }
            opener = file.enclosing[opener]
        }
        return true
    }

    /// For the detail closure of the `NavigationSplitView` named at `callee`: the widest its sidebar
    /// column can be (`.navigationSplitViewColumnWidth(…)` in the first closure), with its line.
    func sidebarBeside(splitView callee: Int) -> (points: Double, line: Int)? {
        var brace = callee + 1
        if file.isSymbol(brace, "(") { brace = file.partner[brace] + 1 }
        guard file.isSymbol(brace, "{") else { return nil }
        for index in brace..<file.partner[brace] where file.identifier(index) == "navigationSplitViewColumnWidth"
            && file.isSymbol(index - 1, ".") && file.isSymbol(index + 1, "(") {
            let arguments = file.arguments(ofParen: index + 1)
            let widths = SlotRefinements.columnWidths(arguments) { NumberReader.value(of: $0, in: file) }
            if let widest = widths.widest { return (widest, file.tokens[index].line) }
        }
        return nil
    }
}
