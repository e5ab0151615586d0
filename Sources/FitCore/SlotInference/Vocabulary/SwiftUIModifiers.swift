extension SwiftUIVocabulary {
    /// The modifiers slot inference reads, by name.
    static let modifierRows: [ModifierRow] = [
        ModifierRow(id: "swiftui.lineLimit", modifier: "lineLimit", refinement: .lineLimit),
        ModifierRow(id: "swiftui.frame", modifier: "frame", refinement: .frame),
        ModifierRow(id: "swiftui.fixedSize", modifier: "fixedSize", refinement: .fixedSize),
        ModifierRow(id: "swiftui.defaultSize", modifier: "defaultSize", refinement: .defaultSize),
        ModifierRow(id: "swiftui.navigationSplitViewColumnWidth", modifier: "navigationSplitViewColumnWidth", refinement: .columnWidth),
        ModifierRow(id: "swiftui.listStyle", modifier: "listStyle", refinement: .listStyle),
        ModifierRow(id: "swiftui.formStyle", modifier: "formStyle", refinement: .formStyle),
        ModifierRow(id: "swiftui.minimumScaleFactor", modifier: "minimumScaleFactor", refinement: .minimumScaleFactor),
        ModifierRow(id: "swiftui.padding", modifier: "padding", refinement: .padding),
        ModifierRow(id: "swiftui.listRowInsets", modifier: "listRowInsets", refinement: .listRowInsets),
        ModifierRow(id: "swiftui.dynamicTypeSize", modifier: "dynamicTypeSize", refinement: .dynamicTypeSize),
        ModifierRow(id: "swiftui.truncationMode", modifier: "truncationMode", refinement: .truncationMode),
        ModifierRow(id: "swiftui.allowsTightening", modifier: "allowsTightening", refinement: .allowsTightening),
        ModifierRow(id: "swiftui.font", modifier: "font", refinement: .font),
        ModifierRow(id: "swiftui.fontWeight", modifier: "fontWeight", refinement: .font),
        ModifierRow(id: "swiftui.bold", modifier: "bold", refinement: .font),
        ModifierRow(id: "swiftui.fontDesign", modifier: "fontDesign", refinement: .font),
        ModifierRow(id: "swiftui.italic", modifier: "italic", refinement: .font),
        ModifierRow(id: "swiftui.monospaced", modifier: "monospaced", refinement: .font),
        ModifierRow(id: "swiftui.fontWidth", modifier: "fontWidth", refinement: .font),
        ModifierRow(id: "swiftui.labelsHidden", modifier: "labelsHidden", refinement: .labelsHidden),
        ModifierRow(id: "swiftui.redacted.placeholder", modifier: "redacted", refinement: .redacted),
        ModifierRow(id: "swiftui.buttonStyle", modifier: "buttonStyle", refinement: .buttonStyle),
        ModifierRow(id: "swiftui.labelStyle", modifier: "labelStyle", refinement: .labelStyle),
        ModifierRow(id: "swiftui.pickerStyle", modifier: "pickerStyle", refinement: .pickerStyle),
    ]

    /// The modifier rows by modifier name.
    static let modifiers = Dictionary(uniqueKeysWithValues: modifierRows.map { ($0.modifier, $0) })
}
