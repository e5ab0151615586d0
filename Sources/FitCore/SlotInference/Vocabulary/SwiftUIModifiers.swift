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
        ModifierRow(id: "swiftui.dynamicTypeSize", modifier: "dynamicTypeSize", refinement: .dynamicTypeSize),
        ModifierRow(id: "swiftui.truncationMode", modifier: "truncationMode", refinement: .truncationMode),
        ModifierRow(id: "swiftui.allowsTightening", modifier: "allowsTightening", refinement: .allowsTightening),
        ModifierRow(id: "swiftui.font", modifier: "font", refinement: .font),
        ModifierRow(id: "swiftui.fontWeight", modifier: "fontWeight", refinement: .fontWeight),
        ModifierRow(id: "swiftui.bold", modifier: "bold", refinement: .bold),
        ModifierRow(id: "swiftui.fontDesign", modifier: "fontDesign", refinement: .fontStyling),
        ModifierRow(id: "swiftui.italic", modifier: "italic", refinement: .fontStyling),
        ModifierRow(id: "swiftui.monospaced", modifier: "monospaced", refinement: .fontStyling),
        ModifierRow(id: "swiftui.fontWidth", modifier: "fontWidth", refinement: .fontStyling),
        ModifierRow(id: "swiftui.labelsHidden", modifier: "labelsHidden", refinement: .labelsHidden),
        ModifierRow(id: "swiftui.redacted.placeholder", modifier: "redacted", refinement: .redacted),
        ModifierRow(id: "swiftui.buttonStyle", modifier: "buttonStyle", refinement: .buttonStyle),
        ModifierRow(id: "swiftui.labelStyle", modifier: "labelStyle", refinement: .labelStyle),
        ModifierRow(id: "swiftui.pickerStyle", modifier: "pickerStyle", refinement: .pickerStyle),
        ModifierRow(id: "swiftui.modifier", modifier: "modifier", refinement: .appModifier),
        ModifierRow(id: "swiftui.toolbar.barItems", modifier: "toolbar", refinement: .toolbarItems),
        ModifierRow(id: "swiftui.navigationBarItems", modifier: "navigationBarItems", refinement: .barItems),
        ModifierRow(id: "swiftui.navigationBarBackButtonHidden", modifier: "navigationBarBackButtonHidden", refinement: .backButtonHidden),
    ]

    /// The modifier rows by modifier name.
    static let modifiers = Dictionary(uniqueKeysWithValues: modifierRows.map { ($0.modifier, $0) })

    /// `DynamicTypeSize`'s cases, as `.dynamicTypeSize(...xxxLarge)` names them.
    static let dynamicTypeSizes: [String: SizeCategory] = [
        "xSmall": .xS, "small": .S, "medium": .M, "large": .L, "xLarge": .xL, "xxLarge": .xxL, "xxxLarge": .xxxL,
        "accessibility1": .AX1, "accessibility2": .AX2, "accessibility3": .AX3, "accessibility4": .AX4, "accessibility5": .AX5,
    ]

    /// A side of the navigation bar: `.navigationBarItems(leading:trailing:)`'s labels.
    enum BarSide: String, Sendable { case leading, trailing }

    /// The side of the iPhone's navigation bar each `ToolbarItemPlacement` puts its items on; placements
    /// outside the bar (`bottomBar`, `keyboard`, `status`) and the title (`principal`) have none.
    static let toolbarPlacements: [String: BarSide] = [
        "topBarLeading": .leading, "navigationBarLeading": .leading, "cancellationAction": .leading, "navigation": .leading,
        "topBarTrailing": .trailing, "navigationBarTrailing": .trailing, "primaryAction": .trailing, "confirmationAction": .trailing,
        "destructiveAction": .trailing, "automatic": .trailing, "secondaryAction": .trailing,
    ]
    static let placementLabel = "placement"

    /// What a toolbar's content holds: an item, a group of items, or room between them.
    enum ToolbarContent: Sendable { case item, group, spacer }
    static let toolbarContent: [String: ToolbarContent] = [
        "ToolbarItem": .item, "ToolbarItemGroup": .group, "ToolbarSpacer": .spacer, "Spacer": .spacer,
    ]
}
