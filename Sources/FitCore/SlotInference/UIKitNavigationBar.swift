/// A view controller's navigation bar built in code, as a row (a ``MatrixGroup``, construct
/// `navigationBar`): its title (`title = …`, `self.title = …`, `navigationItem.title = …`) between its
/// text bar button items (`navigationItem.leftBarButtonItem = UIBarButtonItem(title: …)`,
/// `rightBarButtonItems = […]`, or a name the class gives such an item).
///
/// UINavigationBar sizes each item to its content and gives the title what is left between them: it
/// centres the title while it fits, moves it off centre when it does not, and truncates it only when
/// the room between the items is too small — the title gives way first. So the row's policy is `stack`,
/// each item `fixedSize` (its one-line width, 17 pt body up to L), the title the rest (headline, one
/// line, up to L), 8 pt between them (an estimate: Apple documents no figure), across the screen less
/// its 16 pt margins. A bar with an item that shows no text (a system item, an image) is left out: its
/// width is not a text's, and the title keeps its own slot (a bar button on each side, estimated).
extension UIKitGroups {
    /// Points between the bar's items and its title (an estimate).
    static let navigationBarSpacing = SlotMetrics.Figure.controlSpacing.points

    /// The navigation bar of the view controller declared at the `class` keyword `keyword`, when the
    /// class sets a title and text items.
    func navigationBar(classAt keyword: Int) -> MatrixGroup? {
        guard file.identifier(keyword + 1) != nil, !file.isSymbol(keyword - 1, "."),
              let body = (keyword..<file.tokens.count).first(where: { file.isSymbol($0, "{") }),
              (keyword..<body).contains(where: { file.isSymbol($0, ":") }),
              let colon = (keyword..<body).first(where: { file.isSymbol($0, ":") }),
              file.identifier(colon + 1)?.hasSuffix("ViewController") == true else { return nil }
        let finder = CallSiteFinder(file: file, fileIndex: 0, keys: keys)
        var title: (key: String, line: String)?
        var leading: [GroupMember] = []
        var trailing: [GroupMember] = []
        for index in (body + 1)..<file.partner[body] where file.isSymbol(index, "=") {
            guard let property = file.identifier(index - 1) else { continue }
            let owner = file.isSymbol(index - 2, ".") ? file.identifier(index - 3) : nil
            let value = (index + 1)..<finder.statementEnd(from: index + 1)
            switch (property, owner) {
            case ("title", "navigationItem"), ("title", "self"), ("title", nil):
                // A bare `title = …` is the controller's, not `let title = …` nor `item?.title = …`.
                let declared = ["let", "var", "case"].contains(file.identifier(index - 2) ?? "")
                guard owner != nil || !(declared || file.isSymbol(index - 2, "?.") || file.isSymbol(index - 2, "!.")),
                      let key = localizedKey(value) else { continue }
                title = key
            case ("leftBarButtonItem", "navigationItem"), ("leftBarButtonItems", "navigationItem"),
                 ("rightBarButtonItem", "navigationItem"), ("rightBarButtonItems", "navigationItem"):
                // An item whose text is not a key (an icon, a system item) leaves the bar no row of texts.
                guard let items = barItems(value, in: (body + 1)..<file.partner[body]) else { return nil }
                if property.hasPrefix("left") {
                    leading = items
                } else {
                    trailing = Array(items.reversed())  // `rightBarButtonItems` lists the items from the trailing edge
                }
            default:
                continue
            }
        }
        guard let title, !(leading + trailing).isEmpty else { return nil }
        var titleMember = GroupMember.inferred(key: title.key, line: title.line)
        titleMember.text = SlotMetrics.slot(for: .navigationTitleInline)
        let members = leading + [titleMember] + trailing
        guard Set(members.map(\.key)).count == members.count else { return nil }
        let row = RowGroup.inferred(members: members, policy: .stack, spacing: Self.navigationBarSpacing, control: nil, platform: platform)
        return .inferred(.navigationBar, row: row, width: WidthExpression(percent: 100, offset: -2 * SlotMetrics.margin),
                         evidence: sorted(members.map(\.line)),
                         notes: ["the items keep their width and the title gives way first; 8 pt between them (an estimate)"], platform: platform)
    }

    /// The text items an assignment gives: `UIBarButtonItem(title: …)`, `[…]` of them, or the name of
    /// one built in `scope`; `nil` when any of them shows no key.
    private func barItems(_ value: Range<Int>, in scope: Range<Int>) -> [GroupMember]? {
        let parts = elements(of: value) ?? [value]
        var members: [GroupMember] = []
        for part in parts {
            var call = part
            if part.count == 1, let name = file.identifier(part.lowerBound) {
                // `let done = UIBarButtonItem(title: …)` in the class.
                guard let built = scope.first(where: { file.tokens[$0].isIdentifier(name) && file.isSymbol($0 + 1, "=")
                    && file.identifier($0 + 2) == "UIBarButtonItem" && file.isSymbol($0 + 3, "(") }) else { return nil }
                call = (built + 2)..<(file.partner[built + 3] + 1)
            }
            guard file.identifier(call.lowerBound) == "UIBarButtonItem", file.isSymbol(call.lowerBound + 1, "("),
                  let argument = file.arguments(ofParen: call.lowerBound + 1).first(where: { $0.label == "title" }),
                  let key = localizedKey(argument.value) else { return nil }
            var member = GroupMember.inferred(key: key.key, line: key.line)
            member.fixedSize = true
            member.text = SlotMetrics.slot(for: .toolbarButton)
            members.append(member)
        }
        return members
    }
}
