/// The items of the navigation bar an inline title shares, per side, as the title's own screen declares
/// them: `.toolbar { ToolbarItem(placement: …) { … } }` (a bare view or `.automatic` is trailing on iPhone),
/// `ToolbarItemGroup` (one item per view in it), `.navigationBarItems(leading:trailing:)`, and the back
/// button of a pushed screen (unless `.navigationBarBackButtonHidden()`).
///
/// UINavigationBar centres the title while it fits and moves it off centre only to avoid the items
/// actually there, truncating it when the room between them is too small: the title's room is the bar
/// less its margins and the items on both sides, each taken at 44 pt (HIG's smallest hit target; a text
/// item is wider, so this is the most room a title can have) with 8 pt between.
struct NavigationBarItems: Sendable, Hashable {
    var leading = 0
    var trailing = 0
    /// The title's screen was pushed: the back button is on the leading side.
    var backButton = false
    var backHidden = false
    /// `path:index` of each modifier read (a chain may be read more than once on the way out).
    private var read: Set<String> = []

    /// One bar item and the spacing beside it.
    static let itemWidth = 44.0 + SlotMetrics.spacing

    /// The leading items, the back button among them.
    var leadingItems: Int { leading + (backButton && !backHidden ? 1 : 0) }

    /// The title's room: the bar less its margins and the items on each side.
    var titleWidth: WidthExpression {
        WidthExpression(percent: 100, offset: -(2 * SlotMetrics.margin + Double(leadingItems + trailing) * Self.itemWidth))
    }

    /// What the room is made of, for the slot's notes.
    var note: String {
        let back = backButton && !backHidden ? " (the back button among them)" : ""
        return "inline title beside \(leadingItems) leading\(back) and \(trailing) trailing bar item(s): the bar less its margins "
            + "and \(MatrixField.format(Self.itemWidth)) pt per item; the title moves off centre to avoid them"
    }

    /// Reads the bar items the modifiers of the chain at `callee` declare.
    mutating func read(chainOf callee: Int, in file: SwiftSourceFile) {
        for modifier in file.modifiers(chainOf: callee) {
            guard read.insert("\(file.path):\(modifier.index)").inserted else { continue }
            switch SwiftUIVocabulary.modifiers[modifier.name]?.refinement {
            case .toolbarItems:
                guard let brace = Self.contentBrace(name: modifier.index, paren: modifier.paren, in: file) else { continue }
                count(toolbar: brace, in: file)
            case .barItems:
                guard let paren = modifier.paren else { continue }
                for argument in file.arguments(ofParen: paren) {
                    switch argument.label.flatMap(SwiftUIVocabulary.BarSide.init(rawValue:)) {
                    case .leading?: leading += 1
                    case .trailing?: trailing += 1
                    case nil: break
                    }
                }
            case .backButtonHidden:
                let hidden = modifier.paren.map { paren in !((paren + 1)..<file.partner[paren]).contains { file.identifier($0) == "false" } }
                if hidden ?? true { backHidden = true }
            default:
                continue
            }
        }
    }

    /// Counts the items of a toolbar's content closure per side.
    private mutating func count(toolbar brace: Int, in file: SwiftSourceFile) {
        for child in GroupChildReader.statements(inClosure: brace, of: file) {
            let start = child.lowerBound
            guard let name = file.identifier(start) else { continue }
            if name == "if" {
                // Shown at times: counted as shown (the tighter).
                if let inner = child.first(where: { file.isSymbol($0, "{") }) { count(toolbar: inner, in: file) }
                continue
            }
            switch SwiftUIVocabulary.toolbarContent[name] {
            case .item?, .group?:
                let placement = file.isSymbol(start + 1, "(")
                    ? file.arguments(ofParen: start + 1).first { $0.label == SwiftUIVocabulary.placementLabel }
                        .flatMap { file.identifier($0.value.upperBound - 1) }
                    : nil
                let items = SwiftUIVocabulary.toolbarContent[name] == .item ? 1
                    : Self.contentBrace(name: start, paren: file.isSymbol(start + 1, "(") ? start + 1 : nil, in: file)
                        .map { max(GroupChildReader.statements(inClosure: $0, of: file).count, 1) } ?? 1
                add(items, side: placement.map { SwiftUIVocabulary.toolbarPlacements[$0] } ?? .trailing)
            case .spacer?:
                continue
            case nil:
                add(1, side: .trailing)  // `.automatic`
            }
        }
    }

    /// Adds `items` on the side their placement puts them on iPhone (``SwiftUIVocabulary/toolbarPlacements``);
    /// placements outside the navigation bar and the title itself (`principal`) have no side and add nothing.
    private mutating func add(_ items: Int, side: SwiftUIVocabulary.BarSide?) {
        switch side {
        case .leading?: leading += items
        case .trailing?: trailing += items
        case nil: break
        }
    }

    /// The `{` of the content of a call named at `name`: a trailing closure, or one after its `(…)`.
    private static func contentBrace(name: Int, paren: Int?, in file: SwiftSourceFile) -> Int? {
        if file.isSymbol(name + 1, "{") { return name + 1 }
        guard let paren else { return nil }
        if file.isSymbol(file.partner[paren] + 1, "{") { return file.partner[paren] + 1 }
        return file.arguments(ofParen: paren).first { $0.label == "content" && file.isSymbol($0.value.lowerBound, "{") }?.value.lowerBound
    }
}
