/// What sits beside a text and takes a fixed part of its row: the input controls of an `HStack`
/// around a unit label (`Slider`, `TextField(...).frame(width: 60)`, `Text("ms")`), and the sidebar
/// beside a split view's detail column.
extension RoleWalker {
    /// The controls that give way to a text beside them in an `HStack` (they stretch; a text does not).
    static let flexibleControls: Set<String> = ["TextField", "SecureField", "Slider", "Stepper", "ProgressView"]

    /// For a text in the `HStack` closure at `brace` (its call at `origin`, directly or inside one of the
    /// stack's children): the stated widths of its siblings (`.frame(width:)`, `Spacer(minLength:)`) and
    /// the stack's spacing (SwiftUI's 8 pt unless `HStack(spacing:)` says), and whether it keeps its
    /// natural width on one line — a text that is itself a child, beside an input control that gives
    /// way (a unit label). `nil` where no sibling states a width and no input control is beside it.
    func siblingsBeside(text origin: Int, inStack brace: Int, callee: Int) -> (width: Double, oneLine: Bool)? {
        // The stack's children: calls directly in it, or in an `if`/`else` directly in it.
        var children: [Int] = []
        var index = brace + 1
        while index < file.partner[brace] {
            defer { index = file.partner[index] > index && !file.isSymbol(index, "{") ? file.partner[index] + 1 : index + 1 }
            guard isDirect(index, in: brace), let name = file.identifier(index), name.first?.isUppercase == true,
                  !file.isSymbol(index - 1, "."), file.isSymbol(index + 1, "(") || file.isSymbol(index + 1, "{") else { continue }
            children.append(index)
            index = file.callEnd(from: index)
        }
        guard let holder = children.last(where: { $0 <= origin && origin <= file.callEnd(from: $0) }) else { return nil }
        // A child with a width of its own (`VStack { Text(…) }.frame(width: 200)`) is the text's room:
        // what sits beside the child takes nothing from it.
        if holder != origin, statedWidth(ofChild: holder) != nil { return nil }
        let flexible = children.contains { RoleWalker.flexibleControls.contains(file.tokens[$0].text) }
        var spacing = 8.0
        if file.isSymbol(callee + 1, "("),
           let stated = file.arguments(ofParen: callee + 1).first(where: { $0.label == "spacing" }),
           let value = NumberReader.value(of: stated.value, in: file) {
            spacing = value
        }
        var fixed = spacing * Double(children.count - 1)
        var stated = false
        for child in children where child != holder {
            if file.tokens[child].isIdentifier("Spacer"), file.isSymbol(child + 1, "("),
               let minimum = MacWindows.labelledNumber("minLength", in: (child + 2)..<file.partner[child + 1], file: file) {
                fixed += minimum.points
                stated = true
            }
            if let width = statedWidth(ofChild: child) {
                fixed += width
                stated = true
            }
        }
        let oneLine = flexible && holder == origin
        guard oneLine || stated else { return nil }
        return (fixed, oneLine)
    }

    /// The first `.frame(width:)` on the chain of the stack's child at `child`, in points.
    private func statedWidth(ofChild child: Int) -> Double? {
        for modifier in file.modifiers(chainOf: child) where modifier.name == "frame" {
            guard let paren = modifier.paren, let width = FrameReader(paren: paren, in: file)?.width else { continue }
            return width
        }
        return nil
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
