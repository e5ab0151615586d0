/// Where a use is placed: the room of its kind on the platform measured, with what the place around
/// it adds — a Mac window's content, a toggle's line, a pop-up's option, an inline title's bar items.
extension UseResolver {
    /// The room of `kind` on the platform measured, the refinements that still apply to it, notes and
    /// evidence. On macOS the width is the content of the window around the text (``MacContainer``).
    func placed(_ kind: SlotKind, count: Int?, _ refinements: SlotRefinements, endFile: Int?)
        -> (slot: Slot, refinements: SlotRefinements, notes: [String], evidence: [String]) {
        guard platform == .macOS else {
            var slot = SlotMetrics.slot(for: kind, count: count)
            var notes: [String] = []
            if kind == .navigationTitleInline, let bar = refinements.barItems {
                slot.width = bar.titleWidth
                notes.append(bar.note)
            }
            if kind == .pickerOption, let width = refinements.pickerWidth {
                slot.width = WidthExpression(percent: 0, offset: width - SlotMetrics.menuPickerChrome)
                notes.append("the selected option in the picker's frame(width: \(MatrixField.format(width))) less the menu's chevron "
                             + "(\(MatrixField.format(SlotMetrics.menuPickerChrome)) pt, an estimate)")
            }
            if let room = SlotMetrics.insetRoom(for: kind, refinements) {
                slot.width = room.width
                notes += room.notes
            }
            return (slot, refinements, notes, [])
        }
        var container = MacContainer(refinements, windows: windows, endFile: endFile)
        if let form = container.form, !kind.isSystemDrawn { container.notes.append("in a Form laid out as .\(form.rawValue)") }
        var slot = MacSlotMetrics.slot(for: kind, count: count, container: container.width, form: container.form)
        if kind == .toggle {
            if refinements.fixedVertical == true {
                slot.maxLines = nil
                container.notes.append(".fixedSize(vertical: true): the toggle's label wraps")
            } else {
                container.notes.append("a Mac checkbox or switch label keeps one line (NSButton's height); "
                                       + ".fixedSize(horizontal: false, vertical: true) lets it wrap")
            }
        }
        if kind == .pickerOption {
            if let width = container.refinements.pickerWidth {
                slot.width = WidthExpression(percent: 0, offset: width - MacSlotMetrics.popUpChrome)
                container.notes.append("the selected option in the pop-up's frame(width: \(MatrixField.format(width))) less its "
                                       + "bezel and arrows (\(MatrixField.format(MacSlotMetrics.popUpChrome)) pt, an estimate)")
            } else {
                container.notes.append("the selected option in the pop-up, less its bezel and arrows "
                                       + "(\(MatrixField.format(MacSlotMetrics.popUpChrome)) pt, an estimate)")
            }
        }
        if kind == .button, let style = refinements.buttonStyle, !ButtonStyleName(rawValue: style).hasBezel {
            slot.maxLines = nil  // no bezel: the label is laid out as it is, and wraps
            container.notes.append("button style .\(style): no bezel, the title wraps")
        }
        return (slot, container.refinements, container.notes, container.evidence)
    }
}
