import Foundation

/// One nib's views, indexed for finding each string's room.
struct NibLayout {
    let document: NibDocument
    /// The nib's path as evidence names it.
    let path: String

    /// A view: its element, its frame, its container's id and frame, and its siblings.
    struct View {
        var element: NibElement
        var frame: ViewFrame?
        var container: String?
        var siblings: [String]
    }

    private var views: [String: View] = [:]
    /// Ids named by any constraint (`firstItem`, `secondItem`), and constraints a view holds on itself.
    private var constrained = Set<String>()
    private var ownWidth: [String: (points: Double, line: Int)] = [:]
    /// A view's gap to its container's trailing edge, where a constraint states it.
    private var trailingGap: [String: Double] = [:]
    /// UIKit: the views of view controllers (they span the screen), and each layout guide's view.
    private var screenViews = Set<String>()
    private var guideOwner: [String: String] = [:]

    init(document: NibDocument, path: String) {
        self.document = document
        self.path = path
        index(document.root, container: nil)
    }

    private mutating func index(_ element: NibElement, container: String?) {
        let id = element["id"]
        if let id, element.child("rect", key: "frame") != nil || element.name == "view" || element.name == "customView" {
            views[id] = View(element: element, frame: element.child("rect", key: "frame").flatMap(ViewFrame.init),
                             container: container, siblings: [])
        }
        if let id, document.runtime == .uiKit {
            if element.name == "view", element["key"] == "view" { screenViews.insert(id) }
            for guide in element.children where guide.name == "viewLayoutGuide" { if let guideID = guide["id"] { guideOwner[guideID] = id } }
        }
        if let constraints = element.child("constraints") {
            for constraint in constraints.children where constraint.name == "constraint" {
                let first = constraint["firstItem"] ?? id
                if let first { constrained.insert(first) }
                if let second = constraint["secondItem"] { constrained.insert(second) }
                // `trailing = view.trailing + 3` held by the container (or its safe area): the view's gap to its trailing edge.
                if let id, let gap = Self.trailingGap(constraint, holder: id, runtime: document.runtime,
                                                      owner: { [guideOwner] in guideOwner[$0] ?? $0 }) {
                    trailingGap[gap.view] = gap.points
                }
                // `<constraint firstAttribute="width" constant="120"/>` held by the view itself: its width.
                if constraint["firstItem"] == nil, constraint["secondItem"] == nil, constraint["firstAttribute"] == "width",
                   constraint["relation"] == nil, let id, let constant = constraint.number("constant") {
                    ownWidth[id] = (constant, constraint.line)
                }
            }
        }
        for child in element.children {
            if child.name == "subviews", let id {
                let ids = child.children.compactMap { $0["id"] }
                for sub in child.children { index(sub, container: id) }
                for sibling in ids { views[sibling]?.siblings = ids.filter { $0 != sibling } }
            } else {
                index(child, container: child.name == "subviews" ? id : container)
            }
        }
    }

    /// A slot per string of the nib whose key is in `keys`.
    func slots(keys: Set<String>, note: String?) -> [KeySlot] {
        document.strings.compactMap { string in
            guard keys.contains(string.key) else { return nil }
            return slot(of: string, note: note)
        }
    }

    /// The slot of the label or button `id` as the nib lays it out, for a text the code gives it
    /// through an outlet (``NibOutlets``); `nil` for any other view.
    func slot(ofOutletView id: String) -> KeySlot? {
        guard let view = views[id], let role = Self.outletRoles[view.element.name] else { return nil }
        let string = NibString(key: id, objectID: id, property: "text", className: view.element.name, text: "",
                               line: view.element.line, role: role, viewID: id)
        return slot(of: string, note: nil)
    }

    /// The UIKit views whose text code sets through an outlet, and how the nib draws them.
    static let outletRoles: [String: NibStringRole] = ["label": .label, "button": .button]

    private func slot(of string: NibString, note: String?) -> KeySlot {
        let evidence = ["\(path):\(string.line)"]
        var notes = note.map { [$0] } ?? []
        var place = NibPlace(nib: path, objectID: string.objectID, line: string.line, text: string.text, frame: nil)
        func keySlot(_ kind: SlotKind, _ slot: Slot, sources: [String: String] = [:]) -> KeySlot {
            var slot = slot
            slot.platform = document.runtime == .appKit ? .macOS : .iOS
            slot.markdown = false
            var result = KeySlot(key: string.key, kind: kind, count: nil, slot: slot, evidence: evidence, notes: notes,
                                 sources: sources, source: .nib, rule: NibVocabulary.id(of: string.role, runtime: document.runtime))
            result.nib = place
            return result
        }
        let fullWidth = WidthExpression(percent: 100, offset: -40)
        guard string.role.isLaidOut else {
            let kind: SlotKind = string.role == .replacedAtRunTime ? .notShown : .translationOnly
            return keySlot(kind, Slot(width: fullWidth, layout: false))
        }
        if document.runtime == .uiKit, Self.uiKitBarRoles.contains(string.role) {
            // A standard bar's text is the bar's (inline title, bar button, tab item), drawn by UIKit
            // as in code: it stops growing at the default size (the Large Content Viewer shows it larger).
            let kind = NibVocabulary.kind(of: string.role)
            notes.append("\(kind.title): drawn by the UIKit bar, \(SlotMetrics.barTextNote)")
            var slot = SlotMetrics.slot(for: kind)
            if kind == .navigationTitleInline {
                let bar = barItems(ofNavigationItem: string.objectID)
                slot.width = bar.titleWidth
                notes.append(bar.note)
            }
            return keySlot(kind, slot)
        }
        guard let viewID = string.viewID, let view = views[viewID], let frame = view.frame else {
            notes.append("the view that draws it has no frame in the nib: the default room")
            return keySlot(NibVocabulary.kind(of: string.role), Slot(width: fullWidth, maxLines: 1))
        }
        place.frame = frame
        place.line = view.element.line
        let cell = view.element.child(key: "cell") ?? view.element
        var sources = ["frame": "\(path):\(view.element.child("rect", key: "frame")?.line ?? string.line)"]

        // Width: the frame, or the room Auto Layout leaves.
        var width = frame.width
        var screen: Double?  // UIKit: the design's screen width, when the room grows with the screen
        var share = 1        // UIKit: the views of a stack that fills equally, when its room grows with the screen
        let fixed = view.element["fixedFrame"] == "YES" || !constrained.contains(viewID)
        if let own = ownWidth[viewID] {
            width = own.points
            sources["width"] = "\(path):\(own.line)"
            notes.append("width constraint \(MatrixField.format(own.points)) pt")
        } else if let stacked = equalShare(of: view, notes: &notes) {
            (width, screen, share) = stacked
        } else if fixed {
            notes.append("fixed frame \(MatrixField.format(frame.width)) pt wide")
        } else {
            (width, screen) = autoLayoutRoom(view, viewID: viewID, frame: frame, notes: &notes)
        }
        if string.role == .segment, let segment = Self.segmentRoom(of: string, control: view.element, width: width) {
            width = segment.points
            notes.append(segment.note)
            // A control that grows with the screen: its segments share the growth, unless their widths are set.
            if screen != nil { if let divisor = segment.share { share *= divisor } else { screen = nil; share = 1 } }
        }
        let uiKitInset = document.runtime == .uiKit ? Self.uiKitTitleInset(string.role, element: view.element) : nil
        let (inset, what) = uiKitInset ?? NibChrome.titleInset(string.role, element: view.element, cell: cell)
        if inset > 0 { notes.append("\(what) \(MatrixField.format(inset)) pt") }
        width = max(width - inset, 1)

        // Font.
        // Growing with the screen: W ÷ n less what the design's screen leaves around the text.
        let offset = ((screen.map { width - $0 / Double(share) } ?? width) * 100).rounded() / 100
        var slot = Slot(width: WidthExpression(percent: screen == nil ? 0 : 100, divisor: share, offset: offset), style: .body)
        slot.platform = document.runtime == .appKit ? .macOS : .iOS  // a Mac text style's size is the Mac's
        if let font = NibFont.apply(cell: cell, view: view.element, to: &slot) { sources["font"] = "\(path):\(font)" }
        // A box's title is in the small system font (11 pt) unless the nib names one.
        if string.role == .boxTitle, slot.pointSize == nil, sources["font"] == nil { slot.pointSize = 11 }

        // Lines.
        let lineHeight = slot.typeMetrics(at: .L).leading
        switch lineLimit(string.role, cell: cell, view: view.element, fixed: fixed, height: frame.height, lineHeight: lineHeight) {
        case .some(let lines): slot.maxLines = lines
        case .none: break
        }
        if document.runtime == .uiKit, string.role == .label, let line = Self.uiKitShrinking(view.element, slot: &slot) {
            sources["minimumScaleFactor"] = "\(path):\(line)"
        }
        return keySlot(NibVocabulary.kind(of: string.role), slot, sources: sources)
    }

    /// Room under Auto Layout: to the next trailing sibling (8 pt before it; its width too when it
    /// gives way first), else to the container's trailing edge (20 pt before it).
    /// UIKit: in a view controller's view, the room to its edge grows with the screen: `screen` is
    /// the design's width, the room `W − (screen − points)`.
    private func autoLayoutRoom(_ view: View, viewID: String, frame: ViewFrame, notes: inout [String]) -> (points: Double, screen: Double?) {
        let neighbours = view.siblings.compactMap { id in views[id].flatMap { sibling in sibling.frame.map { (id, sibling, $0) } } }
            .filter { $0.2.x >= frame.maxX - 1 && $0.2.overlapsVertically(frame) }
            .sorted { $0.2.x < $1.2.x }
        if let (_, neighbour, neighbourFrame) = neighbours.first {
            let mine = view.element.number("horizontalCompressionResistancePriority") ?? 750
            let theirs = neighbour.element.number("horizontalCompressionResistancePriority") ?? 750
            if theirs < mine {
                notes.append("Auto Layout: the neighbour on its trailing side resists compression less "
                             + "(\(MatrixField.format(theirs)) < \(MatrixField.format(mine))) and lends its width")
                return (neighbourFrame.maxX - frame.x, nil)
            }
            notes.append("Auto Layout: room up to its trailing neighbour, 8 pt before it"
                         + (theirs > mine ? " (which resists compression more: \(MatrixField.format(theirs)) > \(MatrixField.format(mine)))" : ""))
            return (neighbourFrame.x - 8 - frame.x, nil)
        }
        if let container = view.container, let containerView = views[container], let containerFrame = containerView.frame {
            // A container placed by constraints without a width of its own grows with what it holds: the
            // room runs to the outermost view's edge.
            if constrained.contains(container), containerView.element["fixedFrame"] != "YES", ownWidth[container] == nil {
                var x = frame.x
                var outer = container
                while let next = views[outer] {
                    x += next.frame?.x ?? 0
                    guard let up = next.container, views[up]?.frame != nil else { break }
                    outer = up
                }
                if outer != container, let outerFrame = views[outer]?.frame {
                    x -= outerFrame.x
                    // UIKit: the outermost view is a view controller's, so the room grows with the screen.
                    let screen = screenViews.contains(outer) ? outerFrame.width : nil
                    notes.append("Auto Layout: its container has no width of its own and grows with it: room up to the "
                                 + "outermost view's trailing edge (\(MatrixField.format(outerFrame.width)) pt), 20 pt before it"
                                 + (screen == nil ? "" : "; the outermost view is the screen's, so the room grows with it"))
                    return (outerFrame.width - 20 - x, screen)
                }
            }
            let gap = trailingGap[viewID] ?? 20
            let screen = screenViews.contains(container) ? containerFrame.width : nil
            notes.append("Auto Layout: room up to its container's trailing edge, \(MatrixField.format(gap)) pt before it"
                         + (screen == nil ? "" : "; the container is the screen's, so the room grows with it"))
            return (containerFrame.width - gap - frame.x, screen)
        }
        notes.append("Auto Layout: no neighbour or container frame; its own frame")
        return (frame.width, nil)
    }

    /// UIKit: a view arranged in a horizontal `UIStackView` that fills equally, whose room grows with
    /// the screen: its share of the stack's room, `(room − spacing × (n − 1)) ÷ n`, the design's screen
    /// width and n. `nil` elsewhere (an AppKit stack's frames are already the shares of a fixed window).
    private func equalShare(of view: View, notes: inout [String]) -> (points: Double, screen: Double?, share: Int)? {
        guard document.runtime == .uiKit, let stackID = view.container, let stack = views[stackID],
              stack.element.name == "stackView", stack.element["distribution"] == "fillEqually",
              stack.element["axis"] != "vertical", let stackFrame = stack.frame, constrained.contains(stackID) else { return nil }
        var stackNotes: [String] = []
        let (room, screen) = autoLayoutRoom(stack, viewID: stackID, frame: stackFrame, notes: &stackNotes)
        guard let screen else { return nil }
        let count = view.siblings.count + 1
        let spacing = stack.element.number("spacing") ?? 0
        notes += stackNotes.map { "the stack view: " + $0 }
        notes.append("in a stack view that fills equally (fillEqually): 1/\(count) of its room less \(MatrixField.format(spacing)) pt spacing")
        return ((room - spacing * Double(count - 1)) / Double(count), screen, count)
    }

    /// The line limit: one for buttons, clipping and truncating cells; the lines a fixed frame's height
    /// holds for a wrapping one; `nil` (wraps) for a wrapping one under Auto Layout. UIKit labels:
    /// `numberOfLines`.
    private func lineLimit(_ role: NibStringRole, cell: NibElement, view: NibElement, fixed: Bool, height: Double,
                           lineHeight: Double) -> Int?? {
        if document.runtime == .uiKit { return Self.uiKitLines(role, view: view) }
        switch role {
        case .button, .checkbox, .radioButton, .popUpItem, .segment, .columnHeader, .boxTitle: return .some(1)
        default: break
        }
        // Interface Builder leaves out a default: a cell without `lineBreakMode` wraps by word (NSCell's
        // default) unless it scrolls (`scrollable`, one line).
        if cell["usesSingleLineMode"] == "YES" { return .some(1) }
        let mode = cell["lineBreakMode"] ?? (cell["scrollable"] == "YES" ? "clipping" : "wordWrapping")
        guard mode == "wordWrapping" || mode == "charWrapping" else { return .some(1) }
        guard fixed else { return .some(nil) }
        return .some(max(1, Int(((height - 2) / max(lineHeight, 1)).rounded(.down))))
    }

    /// The roles of a UIKit nib whose text a standard bar draws: its room is the bar's (``SlotMetrics``).
    static let uiKitBarRoles: Set<NibStringRole> = [.navigationTitle, .barButtonItem, .tabBarItem]
}

/// Where a nib key is drawn: the nib (repository-relative), the object, the nib's line that shows it
/// (the XML element of the view that draws it; the string's own element where no view does), the text
/// as the nib writes it, and the view's frame in the nib's coordinates.
public struct NibPlace: Sendable, Hashable {
    public var nib: String
    public var objectID: String
    /// 1-based line of the view's element in the nib's XML.
    public var line: Int
    /// The text the nib writes (its Base text), which names the key in reports.
    public var text: String
    public var frame: ViewFrame?
}

/// What nib layout asks of a view's frame (``ViewFrame``, the one rectangle of a nib's views).
extension ViewFrame {
    var maxX: Double { x + width }

    func overlapsVertically(_ other: ViewFrame) -> Bool {
        y < other.y + other.height && other.y < y + height
    }
}
