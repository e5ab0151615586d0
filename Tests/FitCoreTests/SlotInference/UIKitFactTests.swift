import Testing
@testable import FitCore

/// UIKit in code, as UIKit lays it out: each row a snippet in a view controller's `viewDidLoad` (with
/// `label: UILabel` and `button: UIButton` declared) and the slot the key gets on an iPhone.
@Suite("Slot inference: UIKit facts")
struct UIKitFactTests {
    typealias T = SlotInferenceConstructTests

    struct Row: Sendable, CustomStringConvertible {
        var fact: String
        var code: String
        var kind: SlotKind
        var width: String
        var lines: Int?
        var minimumScaleFactor: Double? = nil
        /// The vocabulary row that must have placed it (``KeySlot/rule``).
        var rule: String? = nil
        var description: String { fact }
    }

    static let rows: [Row] = [
        Row(fact: "a label is one line unless numberOfLines is set (it truncates)",
            code: "label.text = NSLocalizedString(\"k\", comment: \"\")", kind: .uikitLabel, width: "100% - 32", lines: 1,
            rule: "uikit.label.text"),
        Row(fact: "numberOfLines = 0 wraps", code: "label.numberOfLines = 0\nlabel.text = NSLocalizedString(\"k\", comment: \"\")",
            kind: .uikitLabel, width: "100% - 32", lines: nil),
        Row(fact: "numberOfLines = 2", code: "label.numberOfLines = 2\nlabel.text = NSLocalizedString(\"k\", comment: \"\")",
            kind: .uikitLabel, width: "100% - 32", lines: 2),
        Row(fact: "a button's title is one line", code: "button.setTitle(NSLocalizedString(\"k\", comment: \"\"), for: .normal)",
            kind: .uikitButton, width: "100% - 32", lines: 1, rule: "uikit.setTitle"),
        Row(fact: "adjustsFontSizeToFitWidth with minimumScaleFactor shrinks",
            code: "label.adjustsFontSizeToFitWidth = true\nlabel.minimumScaleFactor = 0.6\nlabel.text = NSLocalizedString(\"k\", comment: \"\")",
            kind: .uikitLabel, width: "100% - 32", lines: 1, minimumScaleFactor: 0.6),
        Row(fact: "minimumScaleFactor without adjustsFontSizeToFitWidth shrinks nothing",
            code: "label.minimumScaleFactor = 0.6\nlabel.text = NSLocalizedString(\"k\", comment: \"\")",
            kind: .uikitLabel, width: "100% - 32", lines: 1),
        Row(fact: "leading and trailing anchors to the view with constants: the screen less both",
            code: """
                label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24).isActive = true
                label.text = NSLocalizedString("k", comment: "")
                """, kind: .uikitLabel, width: "100% - 44", lines: 1),
        Row(fact: "NSLayoutConstraint.activate, the safe area, the trailing constraint written from the view's side",
            code: """
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 30),
                    view.safeAreaLayoutGuide.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 30),
                ])
                label.text = NSLocalizedString("k", comment: "")
                """, kind: .uikitLabel, width: "100% - 60", lines: 1),
        Row(fact: "the layout margins add UIKit's 16 pt each side",
            code: """
                NSLayoutConstraint.activate([
                    button.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    button.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor, constant: -8),
                ])
                button.setTitle(NSLocalizedString("k", comment: ""), for: .normal)
                """, kind: .uikitButton, width: "100% - 40", lines: 1),
        Row(fact: "one side only: the room is not known from the anchors (the place's)",
            code: """
                label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 60).isActive = true
                label.text = NSLocalizedString("k", comment: "")
                """, kind: .uikitLabel, width: "100% - 32", lines: 1),
        Row(fact: "anchors to another view: its width is not known (the place's)",
            code: """
                label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8).isActive = true
                label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8).isActive = true
                label.text = NSLocalizedString("k", comment: "")
                """, kind: .uikitLabel, width: "100% - 32", lines: 1),
        Row(fact: "a width constant wins over the anchors",
            code: """
                label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20).isActive = true
                label.widthAnchor.constraint(equalToConstant: 120).isActive = true
                label.text = NSLocalizedString("k", comment: "")
                """, kind: .uikitLabel, width: "120", lines: 1),
        Row(fact: "alert actions: each on the alert's whole width, one line (UIKit stacks a pair that does not fit side by side)",
            code: """
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: NSLocalizedString("k", comment: ""), style: .default))
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                """, kind: .alertButton, width: "238", lines: 1, rule: "uikit.alertAction.title"),
        Row(fact: "a cell's textLabel: the row's width, one line (every style)",
            code: "cell.textLabel?.text = NSLocalizedString(\"k\", comment: \"\")", kind: .uikitLabel, width: "100% - 32", lines: 1,
            rule: "uikit.cellLabel.text"),
        Row(fact: "a cell's detailTextLabel: the row's width, one line (generous for .value1/.value2, which share the line)",
            code: "cell.detailTextLabel?.text = NSLocalizedString(\"k\", comment: \"\")", kind: .uikitLabel, width: "100% - 32", lines: 1),
    ] + vocabularyRows + distributions.map { distribution in
        Row(fact: "a stack filling .\(distribution): its views keep their own slots (no row)",
            code: """
                let other = UILabel()
                other.text = NSLocalizedString("other", comment: "")
                label.text = NSLocalizedString("k", comment: "")
                let stack = UIStackView(arrangedSubviews: [label, other])
                stack.distribution = .\(distribution)
                """, kind: .uikitLabel, width: "100% - 32", lines: 1)
    }

    /// A row per row of ``UIKitVocabulary`` the rows above do not show.
    static let vocabularyRows: [Row] = [
        Row(fact: "a segment's title", code: "let control = UISegmentedControl()\ncontrol.setTitle(\(key), forSegmentAt: 0)",
            kind: .segment, width: "100% / 2 - 32", lines: 1, rule: "uikit.setTitle.segment"),
        Row(fact: "an inserted segment", code: "let control = UISegmentedControl()\ncontrol.insertSegment(withTitle: \(key), at: 0, animated: false)",
            kind: .segment, width: "100% / 2 - 32", lines: 1, rule: "uikit.insertSegment"),
        Row(fact: "a bar button item", code: "let item = UIBarButtonItem(title: \(key), style: .plain, target: nil, action: nil)",
            kind: .toolbarButton, width: "100% / 2 - 24", lines: 1, rule: "uikit.barButtonItem.title"),
        Row(fact: "a tab bar item", code: "let item = UITabBarItem(title: \(key), image: nil, tag: 0)",
            kind: .tabItem, width: "100% / 5", lines: 1, rule: "uikit.tabBarItem.title"),
        Row(fact: "an action sheet's title", code: "let s = UIAlertController(title: \(key), message: nil, preferredStyle: .actionSheet)",
            kind: .dialogTitle, width: "100% - 48", lines: nil, rule: "uikit.actionSheet.title"),
        Row(fact: "an alert's title", code: "let a = UIAlertController(title: \(key), message: nil, preferredStyle: .alert)",
            kind: .alertTitle, width: "238", lines: nil, rule: "uikit.alertController.title"),
        Row(fact: "an action sheet's message", code: "let s = UIAlertController(title: nil, message: \(key), preferredStyle: .actionSheet)",
            kind: .dialogMessage, width: "100% - 48", lines: nil, rule: "uikit.actionSheet.message"),
        Row(fact: "an alert's message", code: "let a = UIAlertController(title: nil, message: \(key), preferredStyle: .alert)",
            kind: .alertMessage, width: "238", lines: nil, rule: "uikit.alertController.message"),
        Row(fact: "an action sheet's action", code: """
                let s = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                s.addAction(UIAlertAction(title: \(key), style: .default))
                """, kind: .dialogButton, width: "100% - 48", lines: 1, rule: "uikit.actionSheet.action"),
        Row(fact: "navigationItem.title", code: "navigationItem.title = \(key)", kind: .navigationTitleInline, width: "100% - 136", lines: 1,
            rule: "uikit.navigationItem.title"),
        Row(fact: "a view controller's title", code: "title = \(key)", kind: .navigationTitleInline, width: "100% - 136", lines: 1,
            rule: "uikit.viewController.title"),
        Row(fact: "tabBarItem.title", code: "tabBarItem.title = \(key)", kind: .tabItem, width: "100% / 5", lines: 1,
            rule: "uikit.tabBarItem.titleProperty"),
        Row(fact: "a button's configuration title", code: "button.configuration?.title = \(key)", kind: .uikitButtonConfiguration,
            width: "100% - 56", lines: nil, rule: "uikit.button.configuration.title"),
        Row(fact: "a configuration's title", code: "var config = UIButton.Configuration.filled()\nconfig.title = \(key)",
            kind: .uikitButtonConfiguration, width: "100% - 56", lines: nil, rule: "uikit.configuration.title"),
        Row(fact: "accessibilityLabel", code: "button.accessibilityLabel = \(key)", kind: .spoken, width: "100% - 32", lines: nil,
            rule: "uikit.accessibilityLabel"),
        Row(fact: "accessibilityHint", code: "button.accessibilityHint = \(key)", kind: .spoken, width: "100% - 32", lines: nil,
            rule: "uikit.accessibilityHint"),
        Row(fact: "accessibilityValue", code: "button.accessibilityValue = \(key)", kind: .spoken, width: "100% - 32", lines: nil,
            rule: "uikit.accessibilityValue"),
        Row(fact: "an AppKit tooltip", code: "button.toolTip = \(key)", kind: .spoken, width: "100% - 32", lines: nil, rule: "appkit.toolTip"),
    ]

    private static let key = "NSLocalizedString(\"k\", comment: \"\")"

    /// The distributions that share a row's width by the views' priorities: no row is made (README,
    /// "UIKit in code"); `.fillProportionally` is a `proportional` row (UIKitGroupTests).
    static let distributions = ["fill", "equalSpacing", "equalCentering"]

    @Test(arguments: rows)
    func aUIKitSnippetGivesItsSlot(_ row: Row) throws {
        let code = row.code.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }.joined(separator: "\n")
        let result = T.infer("""
            import UIKit
            final class C: UIViewController {
                let label = UILabel()
                let button = UIButton(type: .system)
                let card = UIView()
                let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
                override func viewDidLoad() {
            \(code)
                }
            }
            """, keys: ["k", "other"])
        #expect(result.groups.isEmpty, "\(row.fact)")
        let slot = try #require(T.slot(result, "k"), "\(row.fact)")
        #expect(slot.kind == row.kind, "\(row.fact)")
        #expect(slot.slot.width.description == row.width, "\(row.fact)")
        #expect(slot.slot.maxLines == row.lines, "\(row.fact)")
        #expect(slot.slot.minimumScaleFactor == row.minimumScaleFactor, "\(row.fact)")
        if let rule = row.rule { #expect(slot.rule == rule, "\(row.fact)") }
    }

    /// `view` is the root view only in a view controller: in a `UIView` subclass the anchors say nothing.
    @Test func anchorsToViewOutsideAViewControllerAreNotTheScreen() throws {
        let result = T.infer("""
            final class Card: UIView {
                let label = UILabel()
                func setUp() {
                    label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                    label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20).isActive = true
                    label.text = NSLocalizedString("k", comment: "")
                }
            }
            """, keys: ["k"])
        #expect(try #require(T.slot(result, "k")).slot.width.description == "100% - 32")
    }
}
