/// What the modifiers around a use say about its room, as SwiftUI's environment hands them down the
/// view tree: `.lineLimit(n)`, `.frame(width:)`, `.frame(maxWidth:)`, `.font(…)`, `.fontWeight(…)`,
/// `.bold()`, `.dynamicTypeSize(…)` (a cap on the largest size), `.minimumScaleFactor(…)`,
/// `.truncationMode(…)`, `.allowsTightening(…)`. Only literal values count; the innermost modifier
/// wins, as in SwiftUI's environment. Each value keeps where it was written and whether it was
/// inherited (written around the text rather than on it).
struct SlotRefinements: Sendable, Hashable {
    /// `.lineLimit(n)`: `.some(nil)` for `.lineLimit(nil)`.
    var lines: Int??
    var width: Double?
    var maxWidth: Double?
    /// UIKit: the view is pinned to both sides of its view controller's view; the room is the screen less this.
    var screenInset: Double?
    /// `.fixedSize(horizontal: false, vertical: true)` (or `.fixedSize()`): the text may grow to its
    /// ideal height, so a Mac toggle's label wraps.
    var fixedVertical: Bool?
    /// For a menu picker's option: the width the picker's own `.frame(width:)` gives it.
    var pickerWidth: Double?
    /// For an inline navigation title: the bar items of its screen, per side (``NavigationBarItems``).
    var barItems: NavigationBarItems?
    /// True inside a horizontal `ScrollView` with no frame between: the text takes its ideal width (one
    /// line, never cut short), so only its translation is checked.
    var idealWidth: Bool?
    /// `.frame(minWidth: n)` on a window's or a presentation's content as a whole (the outermost view of
    /// a body, the view directly in a scene or a sheet; ``RoleWalker``): on macOS the narrowest the window
    /// gets, the largest such minimum around the text. A minimum elsewhere (on a `Text`, inside a body)
    /// bounds nothing below it.
    var minWidth: Double?
    /// `.defaultSize(width:height:)` on the scene around the text (macOS): the window's width when
    /// nothing narrower is stated.
    var defaultWidth: Double?
    /// `.navigationSplitViewColumnWidth(min:ideal:max:)` on the sidebar the text is in: its narrowest
    /// width (`min`, else `ideal`, else the fixed width).
    var sidebarWidth: Double?
    /// For a detail column's text: the sidebar beside it at its widest (`max`, else `ideal`, else the
    /// fixed width), taken from the window's content.
    var besideSidebar: Double?
    /// For a text beside an input control in an `HStack` (a unit label after a field): the fixed
    /// widths of its siblings and the stack's spacing. The text keeps its natural width on one line;
    /// the flexible control gives way.
    var besideField: Double?
    /// True when the text is a child of the `HStack` beside an input control that gives way: one line.
    var besideFieldOneLine: Bool?
    /// The equal columns of the `HStack` the text is in (every child `.frame(maxWidth: .infinity)`):
    /// how many, the stack's spacing, and the padding read inside the column (the rest is around the row).
    var columns: Columns?
    struct Columns: Sendable, Hashable {
        var count: Int
        var spacing: Double
        var inside: Double
    }
    /// `.buttonStyle(…)` on the button the text is the label of: `plain`, `link`, `bordered`, …, or
    /// `custom` for a style of the app's own. On macOS only a bezel style keeps the title on one line.
    var buttonStyle: String?
    /// `.formStyle(.grouped)`, `.formStyle(.columns)`: how the `Form` around the text lays out its rows.
    var formStyle: String?
    /// True once the walk has left a `Form`.
    var inForm: Bool?
    /// True once the walk has left a `List` (iOS: its rows are inset by the list's style, ``SlotMetrics/listRowInsets(style:)``).
    var inList: Bool?
    /// `.listRowInsets(EdgeInsets(…))` on the row: its leading plus trailing, in place of the row's content insets.
    var rowInsets: Double?
    /// True when the text is a `NavigationLink`'s label: in a list, its row shows a disclosure chevron.
    var linkRow: Bool?
    /// `.padding(…)` around the text inside the innermost frame that fixes or caps its width, leading plus
    /// trailing (``PaddingReader``); `outerPadding` is what is read outside a `maxWidth` cap.
    var padding: Double?
    var outerPadding: Double?
    /// Padding lengths chosen by a condition on a view's property (``PaddingReader/Choice``), counted once the
    /// call that makes the view says which (``resolvePaddingChoices(_:)``); not counted where none does.
    var paddingChoices: [PaddingReader.Choice] = []
    /// UIKit: the nib view an `@IBOutlet` the code sets the text of is connected to (``NibOutlets``).
    var nibRoom: NibOutlets.Room?
    /// `.listStyle(.sidebar)`: `sidebar`.
    var listStyle: String?
    /// True once the walk has left a `NavigationSplitView`'s sidebar column.
    var inSidebar: Bool?
    var font = FontRefinement()
    /// `.dynamicTypeSize(...xxxLarge)`: the largest size the text grows to.
    var largestSize: SizeCategory?
    var minimumScaleFactor: Double?
    /// `.truncationMode(.middle)`: where a line cut short loses its text (no change of room).
    var truncationMode: String?
    var allowsTightening: Bool?
    var notes: [String] = []
    /// Per value (`lineLimit`, `font`, `largestSize`, …): `path:line` where it was written, and
    /// whether it came from around the text rather than from its own modifiers.
    var origins: [String: Origin] = [:]

    struct Origin: Sendable, Hashable {
        var source: String
        var inherited: Bool
    }

    /// Reads the modifier `name` whose arguments are in the `(…)` at `paren` (nil for none); an
    /// earlier (inner) value is kept. `source` is where it is written; `inherited` when it is not on
    /// the text itself.
    mutating func read(modifier name: String, paren: Int?, in file: SwiftSourceFile, source: String = "",
                       inherited: Bool = false, fonts: AppFonts = AppFonts(), choices: [String: String] = [:],
                       values: [String: ArgumentValue] = [:], numbers: StaticNumbers = StaticNumbers()) {
        let arguments = paren.map { file.arguments(ofParen: $0) } ?? []
        let origin = Origin(source: source, inherited: inherited)
        func number(_ range: Range<Int>) -> Double? {
            NumberReader.value(of: range, in: file) ?? numbers.value(of: range, in: file)?.value  // `Self.width`, `Metrics.paneWidth`
        }
        func set<Value>(_ field: WritableKeyPath<SlotRefinements, Value?>, _ value: Value?, _ key: String) {
            guard self[keyPath: field] == nil, let value else { return }
            self[keyPath: field] = value
            origins[key] = origin
        }
        switch SwiftUIVocabulary.modifiers[name]?.refinement {
        case .lineLimit:
            guard lines == nil, let first = arguments.first, first.label == nil else { return }
            if first.value.count == 1, file.identifier(first.value.lowerBound) == "nil" {
                lines = .some(nil)
            } else if let value = number(first.value), value >= 1 {
                lines = .some(Int(value))
            } else if let upper = first.value.last.flatMap({ file.token($0) }), upper.kind == .number,
                      first.value.contains(where: { file.tokens[$0].kind == .operator && file.tokens[$0].text.hasPrefix("..") }),
                      let value = NumberReader.literal(upper.text), value >= 1 {
                lines = .some(Int(value))  // `.lineLimit(1...2)`: at most the upper bound
            } else {
                return
            }
            origins["lineLimit"] = origin
        case .frame:
            // Numbers as FrameReader reads them; a width named through a static member through `numbers`.
            let frame = paren.flatMap { FrameReader(paren: $0, in: file) }
            func points(_ read: Double?, _ label: String) -> Double? {
                let value = read ?? arguments.first { $0.label == label }.flatMap { numbers.value(of: $0.value, in: file)?.value }
                return value.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
            }
            set(\.width, points(frame?.width, "width"), "width")
            set(\.maxWidth, points(frame?.maxWidth, "maxWidth"), "maxWidth")
        case .fixedSize:
            let vertical = arguments.first { $0.label == "vertical" }
            set(\.fixedVertical, vertical.map { file.identifier($0.value.lowerBound) == "true" } ?? arguments.isEmpty, "fixedSize")
        case .defaultSize:
            guard let paren else { return }
            let inside = (paren + 1)..<file.partner[paren]
            let width = MacWindows.labelledNumber("width", in: inside, file: file)?.points
                ?? arguments.first.flatMap { $0.label == nil ? number($0.value) : nil }
            set(\.defaultWidth, width, "defaultWidth")
        case .columnWidth:
            let widths = SlotRefinements.columnWidths(arguments, number: number)
            set(\.sidebarWidth, widths.narrowest, "sidebarWidth")
        case .listStyle:
            set(\.listStyle, arguments.first.flatMap { file.identifier($0.value.upperBound - 1) ?? file.identifier($0.value.lowerBound) }
                .map { $0.hasSuffix("ListStyle") ? String($0.dropLast("ListStyle".count)).lowercased() : $0 }, "listStyle")
        case .formStyle:
            set(\.formStyle, arguments.first.flatMap { file.identifier($0.value.upperBound - 1) }
                .map { $0.hasSuffix("FormStyle") ? String($0.dropLast("FormStyle".count)).lowercased() : $0 }, "formStyle")
        case .padding:
            // Inside a fixed width it narrows it; outside, it narrows nothing the text has.
            guard width == nil, let paren, let read = PaddingReader(paren: paren, in: file, defaultLength: SlotMetrics.Figure.defaultPadding.points,
                                                                    number: { numbers.value(of: $0.tokens, in: file)?.value }),
                  read.horizontal > 0 || read.choice != nil else { return }
            if let choice = read.choice {
                if maxWidth == nil { paddingChoices.append(choice) }
            } else if maxWidth == nil {
                padding = (padding ?? 0) + read.horizontal
                // Evidence where it moves the room without a frame: iOS (``SlotMetrics/insetRoom(for:_:)``).
                if file.platform == .iOS { origins["padding"] = origins["padding"] ?? origin }
            } else {
                outerPadding = (outerPadding ?? 0) + read.horizontal
            }
        case .listRowInsets:
            let insets = paren.flatMap { file.tree.link(openedAt: $0) }?.arguments?.first
                .flatMap { PaddingReader.edgeInsets($0.value) { NumberReader.value($0) ?? numbers.value(of: $0.tokens, in: file)?.value } }
            set(\.rowInsets, insets, "rowInsets")
        case .minimumScaleFactor:
            set(\.minimumScaleFactor, arguments.first.flatMap { number($0.value) }.map(SlotRefinements.scaleFactor), "minimumScaleFactor")
        case .dynamicTypeSize:
            set(\.largestSize, arguments.first.flatMap { SlotRefinements.largestSize(in: $0.value, file: file) }, "largestSize")
        case .truncationMode:
            set(\.truncationMode, arguments.first.flatMap { file.identifier($0.value.upperBound - 1) }, "truncationMode")
        case .allowsTightening:
            set(\.allowsTightening, arguments.first.map { file.identifier($0.value.lowerBound) != "false" } ?? true, "allowsTightening")
        case .font, .fontWeight, .bold, .fontStyling:
            font.read(modifier: name, paren: paren, in: file, origin: origin, fonts: fonts, choices: choices, arguments: values)
        case .labelsHidden, .redacted, .buttonStyle, .labelStyle, .pickerStyle, .toolbarItems, .barItems, .backButtonHidden,
             .appModifier, nil:
            break
        }
    }

    /// The padding choices with the branch the view's call takes (`isBigBlock: true`, else the property's
    /// default: `value(condition)`); one not known is not counted, as a length not read.
    mutating func resolvePaddingChoices(_ value: (String) -> Bool?) {
        for choice in paddingChoices {
            guard let taken = value(choice.condition) else { continue }
            let length = taken ? choice.whenTrue : choice.whenFalse
            if length > 0 { padding = (padding ?? 0) + length }
            notes.append("padding chosen by \(choice.condition) (\(taken)): \(MatrixField.format(taken ? choice.whenTrue : choice.whenFalse)) pt across")
        }
        paddingChoices = []
    }

    /// A control the place shows beside the text (an app view's accessory switch): its width and spacing
    /// are taken from the text's row, as a sibling's stated width is.
    mutating func besideControl(_ width: Double, note: String) {
        besideField = (besideField ?? 0) + width
        notes.append(note)
    }

    /// A `minimumScaleFactor` as SwiftUI and UIKit take it: at most 1, and above 0 (0.01 at the least).
    static func scaleFactor(_ value: Double) -> Double { min(max(value, 0.01), 1) }

    /// Reads `.frame(minWidth:)` on a chain that is a window's content (``minWidth``): the largest wins.
    mutating func readContentMinWidth(chainOf callee: Int, in file: SwiftSourceFile, numbers: StaticNumbers) {
        for modifier in file.modifiers(chainOf: callee) where SwiftUIVocabulary.modifiers[modifier.name]?.refinement == .frame {
            guard let paren = modifier.paren, let argument = file.arguments(ofParen: paren).first(where: { $0.label == "minWidth" }) else { continue }
            let read = FrameReader(paren: paren, in: file)?.minWidth
            guard let value = read ?? numbers.value(of: argument.value, in: file)?.value, value > (minWidth ?? 0) else { continue }
            minWidth = value
            origins["minWidth"] = Origin(source: "\(file.path):\(file.tokens[paren].line)", inherited: true)
        }
    }

    /// The width the `.frame(width:)` (else `.frame(maxWidth:)`) on the chain at `callee` states.
    static func frameWidth(chainOf callee: Int, in file: SwiftSourceFile) -> Double? {
        var refinements = SlotRefinements()
        for modifier in file.modifiers(chainOf: callee) where SwiftUIVocabulary.modifiers[modifier.name]?.refinement == .frame {
            refinements.read(modifier: modifier.name, paren: modifier.paren, in: file)
        }
        return refinements.width ?? refinements.maxWidth
    }

    /// A split view column's widths: `(250)` fixed, or `(min: 180, ideal: 220, max: 300)`; the
    /// narrowest and the widest it can be.
    static func columnWidths(_ arguments: [(label: String?, value: Range<Int>, whole: Range<Int>)],
                             number: (Range<Int>) -> Double?) -> (narrowest: Double?, widest: Double?) {
        var values: [String: Double] = [:]
        for argument in arguments { if let value = number(argument.value) { values[argument.label ?? "fixed"] = value } }
        return (values["min"] ?? values["ideal"] ?? values["fixed"], values["max"] ?? values["ideal"] ?? values["fixed"])
    }

    /// `...xxxLarge`, `.large ... .accessibility2`, `.xLarge` (a fixed size): the largest size the range allows.
    static func largestSize(in range: Range<Int>, file: SwiftSourceFile) -> SizeCategory? {
        let names = range.compactMap { file.identifier($0) }
        guard let last = names.last else { return nil }
        // `.large...` (no upper bound) caps nothing.
        if let lastToken = range.last, file.tokens[lastToken].kind == .operator { return nil }
        return size(named: last)
    }

    /// SwiftUI's `DynamicTypeSize` case names (``SwiftUIVocabulary/dynamicTypeSizes``).
    static func size(named name: String) -> SizeCategory? { SwiftUIVocabulary.dynamicTypeSizes[name] }

    /// `inner` with what this (outer) set adds where `inner` says nothing: a view's own modifiers
    /// win over those of the places that use it.
    func merged(under inner: SlotRefinements) -> SlotRefinements {
        var result = inner
        if result.lines == nil, let lines { result.lines = lines; result.origins["lineLimit"] = origins["lineLimit"] }
        func take<Value>(_ field: WritableKeyPath<SlotRefinements, Value?>, _ key: String) {
            guard result[keyPath: field] == nil, let value = self[keyPath: field] else { return }
            result[keyPath: field] = value
            result.origins[key] = origins[key]
        }
        take(\.width, "width")
        take(\.maxWidth, "maxWidth")
        take(\.screenInset, "screenInset")
        take(\.idealWidth, "idealWidth")
        take(\.fixedVertical, "fixedSize")
        take(\.pickerWidth, "pickerWidth")
        take(\.minWidth, "minWidth")
        take(\.defaultWidth, "defaultWidth")
        take(\.sidebarWidth, "sidebarWidth")
        take(\.besideSidebar, "besideSidebar")
        take(\.besideField, "besideField")
        take(\.besideFieldOneLine, "besideFieldOneLine")
        take(\.columns, "columns")
        take(\.buttonStyle, "buttonStyle")
        take(\.formStyle, "formStyle")
        take(\.inForm, "form")
        take(\.inList, "list")
        take(\.linkRow, "linkRow")
        take(\.rowInsets, "rowInsets")
        take(\.padding, "padding")
        take(\.outerPadding, "outerPadding")
        if result.paddingChoices.isEmpty { result.paddingChoices = paddingChoices }
        take(\.nibRoom, "nib")
        take(\.listStyle, "listStyle")
        take(\.inSidebar, "sidebar")
        take(\.largestSize, "largestSize")
        take(\.minimumScaleFactor, "minimumScaleFactor")
        take(\.truncationMode, "truncationMode")
        take(\.allowsTightening, "allowsTightening")
        result.font = font.merged(under: inner.font)
        result.notes += notes.filter { !result.notes.contains($0) }
        return result
    }

    /// `slot` with these refinements applied, for a kind whose font and lines the app sets.
    func applied(to slot: Slot, kind: SlotKind) -> Slot {
        var slot = slot
        guard !kind.isSystemDrawn else { return slot }
        // The nib view the code's outlet is: its room, lines and font; what the code sets wins.
        if let nibRoom { slot = nibRoom.slot }
        if let lines { slot.maxLines = lines }
        if let columns, slot.width.percent == 100, slot.width.divisor == 1 {
            // The row is the room less what is around it; each column its share after the spacing, less its own padding.
            let around = -slot.width.offset - columns.inside
            let share = (around + columns.spacing * Double(columns.count - 1)) / Double(columns.count)
            slot.width = WidthExpression(percent: 100, divisor: columns.count, offset: -(share + columns.inside))
        }
        if let besideField {
            // Its natural width on one line, in what the fixed siblings leave of the row.
            slot.width = WidthExpression(percent: slot.width.percent, offset: slot.width.offset - besideField)
            if lines == nil, besideFieldOneLine == true { slot.maxLines = 1 }
        }
        slot = font.applied(to: slot)
        if let largestSize { slot.largestSize = slot.largestSize.map { min($0, largestSize) } ?? largestSize }
        // Text shrinks only where it cannot wrap on: a line limit.
        if let minimumScaleFactor, minimumScaleFactor < 1, slot.maxLines != nil { slot.minimumScaleFactor = minimumScaleFactor }
        if let screenInset, width == nil { slot.width = WidthExpression(percent: 100, offset: -screenInset) }
        let inside = padding ?? 0  // padding between the text and the frame that fixes or caps its width
        if let width {
            slot.width = WidthExpression(percent: 0, offset: width - inside)
        } else if idealWidth == true {
            slot.layout = false
        } else if let maxWidth {
            // A cap narrower than the slot on the narrowest phone (320 pt) is the slot at every width.
            if maxWidth - inside < slot.width.resolve(containerWidth: 320) {
                slot.width = WidthExpression(percent: 0, offset: maxWidth - inside)
            }
        }
        return slot
    }

    /// Notes on what the refinements did, for the evidence.
    func describe(for kind: SlotKind) -> [String] {
        var result = notes
        guard !kind.isSystemDrawn else { return result }
        if let lines { result.append("lineLimit(\(lines.map(String.init) ?? "nil"))") }
        if let besideField {
            result.append(besideFieldOneLine == true
                ? "beside an input control in an HStack: keeps its natural width on one line, the control gives way "
                    + "(\(MatrixField.format(besideField)) pt of fixed siblings and spacing)"
                : "in an HStack beside siblings of stated widths: \(MatrixField.format(besideField)) pt of them and spacing")
        }
        if let columns {
            result.append("one of \(columns.count) equal columns of an HStack (every child .frame(maxWidth: .infinity)), "
                          + "\(MatrixField.format(columns.spacing)) pt apart"
                          + (columns.inside > 0 ? ", less the padding inside the column (\(MatrixField.format(columns.inside)) pt)" : ""))
        }
        if let screenInset, width == nil {
            result.append("pinned to both sides of the view controller's view: the screen less \(MatrixField.format(screenInset)) pt")
        }
        if let width { result.append("frame(width: \(MatrixField.format(width)))" + (padding.map { " less the padding inside it (\(MatrixField.format($0)) pt)" } ?? "")) }
        if let nibRoom { result += nibRoom.notes }
        if idealWidth == true, width == nil {
            result.append("in a horizontal ScrollView: laid out at its ideal width (one line, never cut short); checked for its translation only")
        }
        if let maxWidth { result.append("frame(maxWidth: \(MatrixField.format(maxWidth)))") }
        if let minimumScaleFactor {
            result.append("minimumScaleFactor(\(MatrixField.format(minimumScaleFactor)))"
                          + (lines == nil ? ": no line limit, so the text wraps instead of shrinking" : ""))
        }
        if let truncationMode { result.append("truncationMode(.\(truncationMode))") }
        if allowsTightening == true {
            result.append("allowsTightening: Apple documents no amount; measured without tightening")
        }
        result += font.allNotes
        return result
    }
}
