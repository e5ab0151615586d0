/// What sits beside a text and takes a fixed part of its row: the input controls of an `HStack`
/// around a unit label (`Slider`, `TextField(...).frame(width: 60)`, `Text("ms")`), and the sidebar
/// beside a split view's detail column.
extension RoleWalker {
    /// The controls that give way to a text beside them in an `HStack` (they stretch; a text does not).
    static let flexibleControls: Set<String> = ["TextField", "SecureField", "Slider", "Stepper", "ProgressView"]

    /// For a text whose call is a direct child of the `HStack` closure at `brace` with an input control
    /// beside it: the fixed widths of its siblings (`.frame(width:)`) and the stack's spacing (SwiftUI's
    /// 8 pt unless `HStack(spacing:)` says). `nil` when no input control is there.
    func fieldsBeside(text origin: Int, inStack brace: Int, callee: Int) -> Double? {
        var children: [Int] = []
        var index = brace + 1
        while index < file.partner[brace] {
            defer { index = file.partner[index] > index ? file.partner[index] + 1 : index + 1 }
            guard file.enclosing[index] == brace, let name = file.identifier(index), name.first?.isUppercase == true,
                  !file.isSymbol(index - 1, "."), file.isSymbol(index + 1, "(") || file.isSymbol(index + 1, "{") else { continue }
            children.append(index)
        }
        guard children.contains(origin), children.contains(where: { RoleWalker.flexibleControls.contains(file.tokens[$0].text) })
        else { return nil }
        var spacing = 8.0
        if file.isSymbol(callee + 1, "("),
           let stated = file.arguments(ofParen: callee + 1).first(where: { $0.label == "spacing" }),
           stated.value.count == 1, let value = Double(file.tokens[stated.value.lowerBound].text) {
            spacing = value
        }
        var fixed = spacing * Double(children.count - 1)
        for child in children where child != origin {
            for modifier in file.modifiers(chainOf: child) where modifier.name == "frame" {
                guard let paren = modifier.paren,
                      let width = MacWindows.labelledNumber("width", in: (paren + 1)..<file.partner[paren], file: file) else { continue }
                fixed += width.points
                break
            }
        }
        return fixed
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
            let widths = SlotRefinements.columnWidths(arguments) { range in
                guard range.count == 1, file.tokens[range.lowerBound].kind == .number else { return nil }
                return Double(file.tokens[range.lowerBound].text)
            }
            if let widest = widths.widest { return (widest, file.tokens[index].line) }
        }
        return nil
    }
}
