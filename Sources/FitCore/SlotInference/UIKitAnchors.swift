/// Auto Layout anchors written in code that pin a view to both sides of its view controller's view:
/// `label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)` with the trailing side
/// (`constant: -20`, or `view.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 20)`),
/// activated either way (`.isActive = true`, `NSLayoutConstraint.activate([…])`). The view's room is
/// then the screen less both insets, `W − (20 + 20)`: it grows with the screen. Anchors to another
/// view (a card, a cell's `contentView`) say nothing about the width: that view's is not known.
enum UIKitAnchors {
    /// The guides of a view controller's view an anchor may name (`view.<guide>.leadingAnchor`), and
    /// what each puts inside the screen's edge on each side of an iPhone in portrait.
    static let guides: [String: Double] = [
        "": 0,  // `view.leadingAnchor`: the view is the screen's width
        "safeAreaLayoutGuide": 0,  // the safe area has no side insets in portrait
        "layoutMarginsGuide": SlotMetrics.margin,  // UIKit's system minimum margins: 16 pt on iPhone (20 on the larger ones)
    ]

    /// The anchors of the leading and the trailing side, by name.
    static let sides: [String: Side] = [
        "leadingAnchor": .leading, "leftAnchor": .leading, "trailingAnchor": .trailing, "rightAnchor": .trailing,
    ]

    /// The relations a side's constraint may state (each bounds the view's room by the constant).
    static let relations: Set<String> = ["equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo"]

    enum Side { case leading, trailing }

    /// The screen less what `name`'s anchors keep free on both sides, with the constraints' `path:line`,
    /// or `nil` unless both sides are pinned to the view controller's view.
    static func screenInset(of name: String, in file: SwiftSourceFile) -> (points: Double, sources: [String])? {
        var insets: [Side: (points: Double, source: String)] = [:]
        for index in file.tokens.indices where file.tokens[index].isIdentifier("constraint") && file.isSymbol(index + 1, "(")
            && file.isSymbol(index - 1, ".") {
            guard let receiver = anchor(endingAt: index - 2, in: file),
                  let argument = file.arguments(ofParen: index + 1).first, let label = argument.label, relations.contains(label),
                  let other = anchor(endingAt: argument.value.upperBound - 1, in: file), other.side == receiver.side,
                  inViewController(index, in: file) else { continue }
            let constant = file.arguments(ofParen: index + 1).first { $0.label == "constant" }.map { number(in: $0.value, file: file) }
            guard let constant = constant ?? 0 else { continue }
            // The view's own constant: leading +c, trailing −c; written from the guide's side, the opposite.
            let (view, guide) = receiver.view == [name] ? (receiver, other) : (other, receiver)
            guard view.view == [name], let guideInset = guides[guide.guide ?? ""], guide.view == ["view"] || guide.view == ["self", "view"]
            else { continue }
            let sign: Double = (view.side == .leading) == (receiver.view == [name]) ? 1 : -1
            let inset = sign * constant + guideInset
            guard insets[view.side] == nil, inset >= 0 else { continue }
            insets[view.side] = (inset, "\(file.path):\(file.tokens[index].line)")
        }
        guard let leading = insets[.leading], let trailing = insets[.trailing] else { return nil }
        return (leading.points + trailing.points, [leading.source, trailing.source])
    }

    /// `view.safeAreaLayoutGuide.leadingAnchor` ending at `end`: the names before the guide, the guide
    /// (if one of ``guides``) and the side.
    private static func anchor(endingAt end: Int, in file: SwiftSourceFile) -> (view: [String], guide: String?, side: Side)? {
        guard let last = file.identifier(end), let side = sides[last] else { return nil }
        var names: [String] = []
        var index = end - 2
        while file.isSymbol(index + 1, "."), let name = file.identifier(index) {
            names.insert(name, at: 0)
            index -= 2
        }
        guard let tail = names.last else { return nil }
        if guides[tail] != nil, tail != "" { return (Array(names.dropLast()), tail, side) }
        return (names, nil, side)
    }

    /// A number literal, negated by a leading `-`.
    private static func number(in range: Range<Int>, file: SwiftSourceFile) -> Double? {
        let negative = file.tokens[range.lowerBound].text == "-"
        let start = negative ? range.lowerBound + 1 : range.lowerBound
        guard range.upperBound - start == 1, file.tokens[start].kind == .number,
              let value = NumberReader.literal(file.tokens[start].text) else { return nil }
        return negative ? -value : value
    }

    /// True when `index` is in a class whose superclass is a view controller (`UIViewController`,
    /// `UITableViewController`, an app's `BaseViewController`), or in an extension of a view controller:
    /// where `view` is the view controller's view.
    static func inViewController(_ index: Int, in file: SwiftSourceFile) -> Bool {
        for frame in SyntaxFrame.frames(around: index, in: file) {
            guard case .declaration(let keyword, let name) = frame.kind, SyntaxFrame.typeKeywords.contains(keyword) else { continue }
            if keyword == "extension" { return name.hasSuffix("ViewController") }
            guard keyword == "class" else { return false }
            // `class Name: Superclass, Protocol {`: the first name after the colon.
            var cursor = frame.opener - 1
            while cursor >= 0, !file.isSymbol(cursor, ":"), !file.tokens[cursor].isIdentifier("class") { cursor -= 1 }
            return file.isSymbol(cursor, ":") && file.identifier(cursor + 1)?.hasSuffix("ViewController") == true
        }
        return false
    }
}
