/// One row of SwiftUI's vocabulary of modifiers: the modifier and what it refines about the text's
/// room or role. ``SlotRefinements`` reads the environment values, ``RoleWalker`` what a modifier says
/// about showing a label; both look the modifier up (``SwiftUIVocabulary/modifiers``).
struct ModifierRow: Sendable {
    enum Refinement: Sendable, Hashable {
        /// `.lineLimit(n)`, `.lineLimit(nil)`, `.lineLimit(1...2)`.
        case lineLimit
        /// `.frame(width:maxWidth:)`.
        case frame
        /// `.fixedSize(horizontal:vertical:)`.
        case fixedSize
        /// A scene's `.defaultSize(width:height:)`.
        case defaultSize
        /// `.navigationSplitViewColumnWidth(min:ideal:max:)`.
        case columnWidth
        case listStyle
        case formStyle
        case minimumScaleFactor
        /// `.dynamicTypeSize(...xxxLarge)`: a cap on the largest size.
        case dynamicTypeSize
        case truncationMode
        case allowsTightening
        /// `.font(…)`: read by ``FontRefinement`` (``AppFonts``).
        case font
        /// `.fontWeight(…)`, `.bold()`: a weight over the font.
        case fontWeight
        case bold
        /// `.fontDesign`, `.italic`, `.monospaced`, `.fontWidth`: read as fonts are, changing no room.
        case fontStyling
        /// `.labelsHidden()`: a toggle's or picker's label is not shown.
        case labelsHidden
        /// `.redacted(reason: .placeholder)`: shapes drawn in place of the text.
        case redacted
        case buttonStyle
        case labelStyle
        case pickerStyle
        /// `.toolbar { … }`: bar items, counted per side (``NavigationBarItems``).
        case toolbarItems
        /// `.navigationBarItems(leading:trailing:)`.
        case barItems
        /// `.navigationBarBackButtonHidden()`.
        case backButtonHidden
        /// `.modifier(AppModifier())`: applies a modifier of the app's own (``ViewLibrary``).
        case appModifier
    }

    /// A stable name, `swiftui.modifier` (`swiftui.lineLimit`).
    var id: String
    var modifier: String
    var refinement: Refinement
}
