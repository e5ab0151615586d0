/// Two UIKit system views whose texts share a width (``UIKitGroups``):
///
/// - a `UITableViewCell` made in the file with style `.value1` or `.value2`
///   (`let cell = UITableViewCell(style: .value1, reuseIdentifier: …)`) whose `textLabel` and
///   `detailTextLabel` both show a key: a row, construct `tableViewCell`, policy `stack` (each label
///   takes its one-line width while both fit, the longer gives way: approximated, Apple documents the
///   placement, not the widths), spacing 8 (an estimate), each label one line in the body style, in
///   the row's width. `.default` and `.subtitle` give `textLabel` the row: no group;
/// - a `.alert` `UIAlertController` with exactly two actions, each titled with a key: a choice,
///   construct `alertActions`, in the alert's 270 pt: the two side by side (control `alertActions`: each
///   in half, shown while both titles fit half the alert), else one under the other, each in the whole
///   width (observed; Apple publishes no rule). Titles are one line, 16 pt from each edge (an estimate).
extension UIKitGroups {
    /// The cell styles that put `textLabel` and `detailTextLabel` on one line.
    static let oneLineCellStyles: Set<String> = ["value1", "value2"]

    /// `cell.textLabel?.text = K1` and `cell.detailTextLabel?.text = K2` of a cell the file makes `.value1`/`.value2`.
    func tableViewCell(at callee: Int) -> MatrixGroup? {
        guard let style = file.arguments(ofParen: callee + 1).first(where: { $0.label == "style" }),
              style.value.count == 2, file.isSymbol(style.value.lowerBound, "."),
              let name = file.identifier(style.value.lowerBound + 1), Self.oneLineCellStyles.contains(name),
              let cell = assignedName(callee),
              let title = labelKey(of: cell, label: "textLabel", in: declarationScope(of: callee)),
              let detail = labelKey(of: cell, label: "detailTextLabel", in: declarationScope(of: callee)),
              title.key != detail.key else { return nil }
        let members = [title, detail].map { shown -> GroupMember in
            var member = GroupMember.inferred(key: shown.key, line: shown.line)
            var text = SlotMetrics.slot(for: .uikitLabel)
            text.maxLines = 1
            member.text = text
            return member
        }
        let row = RowGroup.inferred(members: members, policy: .stack, spacing: nil, control: nil, platform: platform)
        return .inferred(.tableViewCell, row: row, width: nil, evidence: sorted([line(callee)] + members.map(\.line)),
                         notes: ["UITableViewCell style .\(name): both labels on one line; the shares are SwiftUI's HStack's (approximated)"],
                         platform: platform)
    }

    /// The one key `scope` assigns to `cell.label?.text` (or `cell.label.text`); `nil` when none, or
    /// when something else is assigned there too.
    private func labelKey(of cell: String, label: String, in scope: Range<Int>) -> (key: String, line: String)? {
        var found: [(key: String, line: String)] = []
        for index in scope where file.tokens[index].isIdentifier(cell) && !file.isSymbol(index - 1, ".")
            && file.isSymbol(index + 1, ".") && file.identifier(index + 2) == label {
            let next = index + 3  // `.`, or optional chaining: `cell.textLabel?.text`
            guard file.isSymbol(next, ".") || file.isSymbol(next, "?.") || file.isSymbol(next, "!."),
                  file.identifier(next + 1) == "text", file.isSymbol(next + 2, "=") else { continue }
            let finder = CallSiteFinder(file: file, fileIndex: 0, keys: keys)
            guard let key = localizedKey((next + 3)..<finder.statementEnd(from: next + 3)) else { return nil }
            found.append(key)
        }
        guard let first = found.first, found.allSatisfy({ $0.key == first.key }) else { return nil }
        return first
    }

    /// `let alert = UIAlertController(…, preferredStyle: .alert)` and its two `alert.addAction(UIAlertAction(title: K, …))`
    /// (or an action made beforehand: `let ok = UIAlertAction(title: K, …)`, `alert.addAction(ok)`).
    func alertActions(at callee: Int) -> MatrixGroup? {
        guard let style = file.arguments(ofParen: callee + 1).first(where: { $0.label == "preferredStyle" }),
              style.value.count == 2, file.identifier(style.value.lowerBound + 1) == "alert", let alert = assignedName(callee) else { return nil }
        var members: [GroupMember] = []
        let scope = declarationScope(of: callee)
        for index in scope where file.tokens[index].isIdentifier(alert) && !file.isSymbol(index - 1, ".")
            && file.isSymbol(index + 1, ".") && file.identifier(index + 2) == "addAction" && file.isSymbol(index + 3, "(") {
            guard let argument = file.arguments(ofParen: index + 3).first?.value, !argument.isEmpty,
                  let title = actionTitle(argument, in: scope) else { return nil }
            var member = GroupMember.inferred(key: title.key, line: title.line)
            member.text = SlotMetrics.slot(for: .alertButton)
            member.setInset(RowControl.alertActions.inset)
            members.append(member)
        }
        // Three or more actions are always stacked; one is alone: each keeps its own slot.
        guard members.count == 2, members[0].key != members[1].key else { return nil }
        let sideBySide = RowGroup.inferred(members: members, policy: .equal, spacing: nil, control: .alertActions, platform: platform)
        let stacked = RowGroup.inferred(members: members, policy: .column, spacing: nil, control: nil, platform: platform)
        var group = MatrixGroup.inferred(choice: [.row(sideBySide), .row(stacked)], axes: .both,
                                         width: RowControl.alertActions.width, evidence: sorted([line(callee)] + members.map(\.line)),
                                         notes: ["UIAlertController puts two actions side by side while both titles fit half the "
                                                 + "alert, and stacks them otherwise (observed; Apple publishes no rule)"],
                                         platform: platform)
        group.construct = .alertActions
        return group
    }

    /// The key an action is titled with: `UIAlertAction(title: K, …)` in place, or a name `scope`
    /// makes one with (`let ok = UIAlertAction(title: K, …)`).
    private func actionTitle(_ range: Range<Int>, in scope: Range<Int>) -> (key: String, line: String)? {
        var call = range.lowerBound
        if range.count == 1, let name = file.identifier(call) {
            guard let made = scope.first(where: { index in
                file.tokens[index].isIdentifier(name) && file.isSymbol(index + 1, "=") && file.identifier(index + 2) == "UIAlertAction"
                    && file.isSymbol(index + 3, "(")
            }) else { return nil }
            call = made + 2
        }
        guard file.identifier(call) == "UIAlertAction", file.isSymbol(call + 1, "("),
              let title = file.arguments(ofParen: call + 1).first(where: { $0.label == "title" }) else { return nil }
        return localizedKey(title.value)
    }
}
