/// What the call that makes an app view chooses of its layout: an accessory argument that builds a control
/// beside the view's texts (the call passes `accessory: .toggle(isOn: $on)` and the view's file shows a
/// `Toggle` under `case .toggle`, its body's `switch accessory`: the texts lose the control's width and the
/// spacing), and a `Bool` property a padding's length is chosen by (`isBigBlock: true`).
extension UseResolver {
    func accessoryControl(of site: ValueSite, in shape: TypeShape) -> (width: Double, note: String)? {
        let file = files[site.file]
        guard file.isSymbol(site.origin + 1, "("),
              let argument = file.arguments(ofParen: site.origin + 1).first(where: {
                  $0.label.map(SwiftUIVocabulary.accessoryArguments.contains) == true }),
              file.isSymbol(argument.value.lowerBound, "."), let name = file.identifier(argument.value.lowerBound + 1),
              let control = SwiftUIVocabulary.accessoryControls[name], shows(control, under: name, in: files[shape.file]) else { return nil }
        let width = (platform == .macOS ? MacSlotMetrics.Figure.switchWidth.points : SlotMetrics.switchWidth) + SlotMetrics.spacing
        return (width, "the call's \(argument.label ?? "accessory"): .\(name) shows a \(control) beside the text "
                + "(\(shape.name)'s file, case .\(name)): its switch and the spacing, \(MatrixField.format(width)) pt")
    }

    /// True when `file` shows the call `control` within a few lines after `case .name` (a `switch` over the accessory).
    private func shows(_ control: String, under name: String, in file: SwiftSourceFile) -> Bool {
        for index in file.tokens.indices where file.tokens[index].isIdentifier("case") && file.isSymbol(index + 1, ".")
            && file.identifier(index + 2) == name {
            let line = file.tokens[index].line
            var next = index + 3
            while next < file.tokens.count, file.tokens[next].line <= line + 3, !file.tokens[next].isIdentifier("case") {
                if file.tokens[next].isIdentifier(control), file.isSymbol(next + 1, "(") { return true }
                next += 1
            }
        }
        return false
    }

    /// The `Bool` the call at `site` gives the view's property `name` (`isBigBlock: true`), else the default its
    /// file declares (`var isBigBlock: Bool = false`, or an `init` parameter's `= false`); `nil` where neither says.
    func boolArgument(_ name: String, of site: ValueSite, in shape: TypeShape) -> Bool? {
        let file = files[site.file]
        if file.isSymbol(site.origin + 1, "("), let given = file.arguments(ofParen: site.origin + 1).first(where: { $0.label == name }) {
            return given.value.count == 1 ? file.identifier(given.value.lowerBound).flatMap(Bool.init) : nil
        }
        let declaring = files[shape.file]
        for index in declaring.tokens.indices.dropLast(4) where declaring.identifier(index) == name && declaring.isSymbol(index + 1, ":")
            && declaring.identifier(index + 2) == "Bool" && declaring.tokens[index + 3].text == "=" {
            if let value = declaring.identifier(index + 4).flatMap(Bool.init) { return value }
        }
        return nil
    }
}
