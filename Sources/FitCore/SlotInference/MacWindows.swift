/// The content widths the app's AppKit code gives its windows, where the source states them: a window
/// made with `NSWindow(contentRect:…)` and a `minSize` (or `contentMinSize`), less the sidebar of an
/// `NSSplitViewItem(sidebarWithViewController:)` at its `maximumThickness`. The narrowest a user can
/// make the window is the width measured: SwiftUI views hosted in that file's window get it
/// (``MacSlotMetrics``).
struct MacWindows: Sendable {
    /// A content width and the lines that state it.
    struct Width: Sendable, Hashable {
        var points: Double
        var evidence: [String]
    }

    /// Per file (by index): the narrowest window content a window made in it has.
    private(set) var byFile: [Int: Width] = [:]
    /// The narrowest sidebar the app's split views allow (`minimumThickness` of a sidebar item).
    private(set) var sidebar: Width?

    init(files: [SwiftSourceFile]) {
        for (index, file) in files.enumerated() {
            if let width = Self.contentWidth(in: file) { byFile[index] = width }
            if let width = Self.sidebarWidth(in: file), width.points < sidebar?.points ?? .infinity { sidebar = width }
        }
    }

    /// The `minimumThickness` of a sidebar split view item made in `file`.
    static func sidebarWidth(in file: SwiftSourceFile) -> Width? {
        var sidebars: [String] = []
        var result: Width?
        for index in file.tokens.indices where file.tokens[index].kind == .identifier {
            let property = AppKitVocabulary.windowProperties[file.tokens[index].text]
            if property == .sidebarItem {
                var back = index
                while back > 0, !file.isSymbol(back, "=") { back -= 1 }
                if let name = file.identifier(back - 1) { sidebars.append(name) }
            } else if property == .sidebarMinimum, file.isSymbol(index - 1, "."),
                      let owner = file.identifier(index - 2), sidebars.contains(owner), file.isSymbol(index + 1, "="),
                      let token = file.token(index + 2), token.kind == .number, let value = NumberReader.literal(token.text) {
                result = Width(points: value, evidence: [file.place(token)])
            }
        }
        return result
    }

    /// The window content width `file` states, if any.
    static func contentWidth(in file: SwiftSourceFile) -> Width? {
        var window: (points: Double, place: String)?      // contentRect's width
        var minimum: (points: Double, place: String)?     // minSize's width
        var sidebars: [String] = []
        var sidebarWidth: (points: Double, place: String)?
        let tokens = file.tokens
        for index in tokens.indices {
            guard tokens[index].kind == .identifier else { continue }
            if AppKitVocabulary.windowTypes.contains(tokens[index].text) {
                guard file.isSymbol(index + 1, "(") else { continue }
                for argument in file.arguments(ofParen: index + 1) where argument.label == AppKitVocabulary.contentRectLabel {
                    if let width = labelledNumber("width", in: argument.value, file: file) {
                        window = narrower(window, width)
                    }
                }
                continue
            }
            switch AppKitVocabulary.windowProperties[tokens[index].text] {
            case .minimumSize?:
                guard file.isSymbol(index + 1, "=") else { continue }
                let end = min(index + 12, tokens.count)
                if let width = labelledNumber("width", in: (index + 2)..<end, file: file) { minimum = narrower(minimum, width) }
            case .sidebarItem?:
                // `let item = NSSplitViewItem(sidebarWithViewController: …)`: the name the sidebar is held by.
                var back = index
                while back > 0, !file.isSymbol(back, "=") { back -= 1 }
                if let name = file.identifier(back - 1) { sidebars.append(name) }
            case .sidebarMaximum?:
                guard file.isSymbol(index - 1, "."), let owner = file.identifier(index - 2), sidebars.contains(owner),
                      file.isSymbol(index + 1, "="), let token = file.token(index + 2), token.kind == .number,
                      let value = NumberReader.literal(token.text) else { continue }
                sidebarWidth = (value, file.place(token))
            default:
                continue
            }
        }
        guard let base = minimum ?? window else { return nil }
        var evidence = [base.place]
        var points = base.points
        if let sidebarWidth {
            points -= sidebarWidth.points
            evidence.append(sidebarWidth.place)
        }
        guard points > 0 else { return nil }
        return Width(points: points, evidence: evidence)
    }

    /// The number after `label:` in `range` (`width: 850`).
    static func labelledNumber(_ label: String, in range: Range<Int>, file: SwiftSourceFile) -> (points: Double, place: String)? {
        for index in range where file.identifier(index) == label && file.isSymbol(index + 1, ":") {
            if let token = file.token(index + 2), token.kind == .number, let value = NumberReader.literal(token.text) {
                return (value, file.place(token))
            }
        }
        return nil
    }

    private static func narrower(_ a: (points: Double, place: String)?, _ b: (points: Double, place: String)) -> (points: Double, place: String) {
        guard let a else { return b }
        return b.points < a.points ? b : a
    }
}
