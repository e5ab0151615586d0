/// The places UIKit code shows text by assigning it (``CallSiteFinder`` finds calls such as
/// `setTitle(_:for:)`, `UIBarButtonItem(title:)` and `UIAlertController(title:message:)` itself):
///
/// - `label.text = …` on a view the file declares a `UILabel`, or a cell's `textLabel`: a UIKit label;
/// - `navigationItem.title = …`, and `title = …` / `self.title = …` in a class whose superclass is a
///   view controller (a name ending in `ViewController`): the navigation bar's inline title (UIKit's
///   default; `prefersLargeTitles` is not followed);
/// - `tabBarItem.title = …`: a tab bar item;
/// - `config.title = …` on a `UIButton.Configuration` (`var config = UIButton.Configuration.filled()`),
///   and `button.configuration?.title = …`: a configured button's title, inside its content insets.
///
/// Each takes what the file sets on the view (``UIKitViewSettings``). A bare literal is shown as written.
extension CallSiteFinder {
    /// The vocabulary row of the text assigned to `names` (`["status", "text"]`, ``UIKitVocabulary/assignments``)
    /// and what the file sets on its view, or `nil` when that is no place that shows text.
    func assignedPlace(_ names: [String], at equals: Int) -> (row: AssignmentRow, refinements: SlotRefinements)? {
        guard let property = names.last, let rows = UIKitVocabulary.assignmentsByProperty[property] else { return nil }
        let settings = UIKitViewSettings(file: file, fonts: fonts)
        let receiver = names.count >= 2 ? names[names.count - 2] : nil
        for row in rows {
            switch row.receiver {
            case .any:
                if receiver != nil { return (row, SlotRefinements()) }
            case .declared(let type):
                // A label the file declares: its font decides its size (``UIKitViewFont``). A cell's own
                // `textLabel`/`detailTextLabel` (`.named`) has the cell style's Dynamic Type font.
                let control: UIKitViewSettings.Control? = type == "UILabel" ? .label : nil
                if let receiver, settings.declares(receiver, as: type) { return (row, settings.refinements(of: receiver, control: control)) }
            case .named(let allowed):
                guard let receiver, allowed.contains(receiver) else { continue }
                return (row, row.role == .placed(.uikitLabel) ? settings.refinements(of: receiver) : SlotRefinements())
            case .buttonConfiguration:
                if receiver == UIKitVocabulary.configurationProperty, names.count >= 3 { return (row, configuredButton(names[names.count - 3])) }
            case .declaredConfiguration:
                if let receiver, declaresConfiguration(receiver) { return (row, configuredButton(button(configuredWith: receiver))) }
            case .viewController:
                guard names.count == 1 || names == [UIKitVocabulary.selfName, property], startsStatement(equals - names.count * 2 + 1),
                      UIKitAnchors.inViewController(equals, in: file) else { continue }
                return (row, SlotRefinements())
            }
        }
        return nil
    }

    /// The settings of `receiver.setTitle(…)`'s button.
    func uikitButtonSettings(callee: Int) -> SlotRefinements {
        guard file.isSymbol(callee - 1, "."), let receiver = file.identifier(callee - 2) else { return SlotRefinements() }
        return UIKitViewSettings(file: file, fonts: fonts).refinements(of: receiver, control: .button)
    }

    /// A configured button's settings: its width constraint less the content insets, and a note
    /// naming the insets as the estimate they are.
    private func configuredButton(_ button: String?) -> SlotRefinements {
        let inset = SlotMetrics.buttonContentInset
        var refinements = button.map { UIKitViewSettings(file: file).refinements(of: $0, inset: inset) } ?? SlotRefinements()
        refinements.notes.insert("title inside UIButton.Configuration's contentInsets: \(MatrixField.format(inset)) pt each side, "
                                 + "an estimate (Apple documents no default); wraps (titleLineBreakMode .byWordWrapping)", at: 0)
        return refinements
    }

    /// True when the file declares `name` a `UIButton.Configuration` (`var name = UIButton.Configuration.filled()`,
    /// `var name: UIButton.Configuration = …`).
    private func declaresConfiguration(_ name: String) -> Bool {
        file.tokens.indices.contains { index in
            file.tokens[index].isIdentifier(name) && (file.isSymbol(index + 1, "=") || file.isSymbol(index + 1, ":"))
                && file.identifier(index + 2) == UIKitVocabulary.buttonType && file.isSymbol(index + 3, ".")
                && file.identifier(index + 4) == UIKitVocabulary.configurationType
        }
    }

    /// The button the configuration `name` is given to: `let button = UIButton(configuration: name)` or
    /// `button.configuration = name`.
    private func button(configuredWith name: String) -> String? {
        for index in file.tokens.indices where file.tokens[index].isIdentifier(name) {
            if file.isSymbol(index - 1, ":"), file.identifier(index - 2) == UIKitVocabulary.configurationProperty, file.isSymbol(index - 3, "("),
               file.identifier(index - 4) == UIKitVocabulary.buttonType, file.isSymbol(index - 5, "="), let button = file.identifier(index - 6) {
                return button
            }
            if file.isSymbol(index - 1, "="), file.identifier(index - 2) == UIKitVocabulary.configurationProperty, file.isSymbol(index - 3, "."),
               let button = file.identifier(index - 4) {
                return button
            }
        }
        return nil
    }

    /// True when the token at `index` begins a statement (not `let title =`, `case title =`, `x.title =`).
    private func startsStatement(_ index: Int) -> Bool {
        guard index > 0 else { return true }
        let before = file.tokens[index - 1]
        return before.line < file.tokens[index].line || before.isSymbol("{") || before.isSymbol(";")
    }
}
