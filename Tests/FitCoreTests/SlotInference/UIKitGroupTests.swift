import Testing
@testable import FitCore

/// Rows built in UIKit and AppKit code: a `UISegmentedControl`'s items, a `UIStackView` or
/// `NSStackView` that fills equally.
@Suite("Slot inference: UIKit and AppKit rows")
struct UIKitGroupTests {
    typealias T = SlotInferenceConstructTests

    @Test func aSegmentedControlsItemsAreAnEqualSegmentedRow() throws {
        let result = T.infer("""
            import UIKit
            final class Filter: UIViewController {
                let scope = UISegmentedControl(items: [NSLocalizedString("Everything", comment: ""),
                                                       NSLocalizedString("Favourites", comment: "")])
                let period = UISegmentedControl(items: [NSLocalizedString("Day", comment: ""), NSLocalizedString("Week", comment: "")])
                override func viewDidLoad() {
                    period.widthAnchor.constraint(equalToConstant: 200).isActive = true
                }
            }
            """, keys: ["Everything", "Favourites", "Day", "Week"])
        #expect(result.groups.count == 2)
        let scope = try #require(GroupInferenceTests.group(result, with: "Everything"))
        #expect(scope.kind == .row && scope.construct == .segmentedControl && scope.policy == .equal)
        #expect(scope.row?.control == .segmented && scope.keys == ["Everything", "Favourites"] && scope.writtenWidth == nil)
        #expect(scope.evidence == ["App.swift:3:17", "App.swift:3:62", "App.swift:4:62"])
        let period = try #require(GroupInferenceTests.group(result, with: "Day"))
        #expect(period.writtenWidth == "200" && period.evidence.contains("App.swift:7"))
        // Measured in the control, not alone.
        #expect(T.kinds(result, ["Everything", "Favourites", "Day", "Week"]) == [nil, nil, nil, nil])
    }

    @Test func aStackViewThatFillsEquallyIsAnEqualRowWithItsSpacing() throws {
        let result = T.infer("""
            import UIKit
            final class Footer: UIView {
                let cancel = UIButton(type: .system)
                let save = UIButton(type: .system)
                let left = UILabel()
                let right = UILabel()
                func setUp() {
                    cancel.setTitle(NSLocalizedString("Cancel", comment: ""), for: .normal)
                    save.setTitle(NSLocalizedString("Save changes", comment: ""), for: .normal)
                    let buttons = UIStackView(arrangedSubviews: [cancel, save])
                    buttons.distribution = .fillEqually
                    buttons.spacing = 12
                    left.text = NSLocalizedString("Left", comment: "")
                    right.text = NSLocalizedString("Right", comment: "")
                    let labels = UIStackView(arrangedSubviews: [left, right])
                    labels.axis = .vertical
                    labels.distribution = .fillEqually
                }
            }
            """, keys: ["Cancel", "Save changes", "Left", "Right"])
        #expect(result.groups.count == 1)  // a vertical stack is no row
        let row = try #require(GroupInferenceTests.group(result, with: "Cancel"))
        #expect(row.construct == .stackView && row.policy == .equal && row.row?.spacing == 12 && row.row?.control == nil)
        #expect(row.keys == ["Cancel", "Save changes"])
        #expect(row.members.allSatisfy { $0.text?.maxLines == 1 })
        #expect(row.evidence == ["App.swift:8:43", "App.swift:9:41", "App.swift:10:23", "App.swift:11:9", "App.swift:12:9"])
        #expect(T.kinds(result, ["Cancel", "Save changes", "Left", "Right"]) == [nil, nil, .uikitLabel, .uikitLabel])
    }

    /// `.fillProportionally`: a row sharing the stack's width by the labels' intrinsic widths (Apple:
    /// "resized proportionally based on their intrinsic content size"), each one line.
    @Test func aStackViewThatFillsProportionallyIsAProportionalRow() throws {
        let result = T.infer("""
            import UIKit
            final class Summary: UIView {
                let name = UILabel()
                let value = UILabel()
                func setUp() {
                    name.text = NSLocalizedString("Downloads", comment: "")
                    value.text = NSLocalizedString("Not started yet", comment: "")
                    let row = UIStackView(arrangedSubviews: [name, value])
                    row.distribution = .fillProportionally
                    row.spacing = 10
                }
            }
            """, keys: ["Downloads", "Not started yet"])
        let row = try #require(GroupInferenceTests.group(result, with: "Downloads"))
        #expect(row.construct == .stackView && row.policy == .proportional && row.row?.spacing == 10)
        #expect(row.keys == ["Downloads", "Not started yet"] && row.members.allSatisfy { $0.text?.maxLines == 1 })
        #expect(T.kinds(result, ["Downloads", "Not started yet"]) == [nil, nil])
        #expect(GroupReport.matrixEntry(row).contains(#""policy": "proportional""#))
    }

    /// A cell made `.value1` in the file with both labels set: one row of the two labels (stack shares,
    /// one line each); a `.subtitle` cell's labels keep the row each (no group).
    @Test func aValue1CellsLabelsShareTheRowASubtitleCellsDoNot() throws {
        let result = T.infer("""
            import UIKit
            final class Settings: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    if indexPath.row == 0 {
                        let cell = UITableViewCell(style: .value1, reuseIdentifier: "value")
                        cell.textLabel?.text = NSLocalizedString("Default browser", comment: "")
                        cell.detailTextLabel?.text = NSLocalizedString("Not set", comment: "")
                        return cell
                    }
                    let other = UITableViewCell(style: .subtitle, reuseIdentifier: "subtitle")
                    other.textLabel?.text = NSLocalizedString("Privacy", comment: "")
                    other.detailTextLabel?.text = NSLocalizedString("Protections on", comment: "")
                    return other
                }
            }
            """, keys: ["Default browser", "Not set", "Privacy", "Protections on"])
        #expect(result.groups.count == 1, "\(result.groups.map(\.keys))")
        let row = try #require(GroupInferenceTests.group(result, with: "Default browser"))
        #expect(row.construct == .tableViewCell && row.policy == .stack && row.keys == ["Default browser", "Not set"])
        #expect(row.width.description == "100% - 32" && row.members.allSatisfy { $0.text?.maxLines == 1 })
        #expect(row.evidence == ["App.swift:5:24", "App.swift:6:54", "App.swift:7:60"], "\(row.evidence)")
        #expect(T.kinds(result, ["Default browser", "Not set", "Privacy", "Protections on"]) == [nil, nil, .uikitLabel, .uikitLabel])
    }

    /// A `.alert` with two actions titled by keys: a choice of the two side by side (each in half the
    /// 270 pt alert, 16 pt inside each edge: 103 pt) or stacked (each 238 pt); the first while the wider
    /// title fits half. An `.actionSheet`, or three actions (always stacked), make no group.
    @Test func twoAlertActionsAreSideBySideOrStacked() throws {
        let result = T.infer("""
            import UIKit
            final class Confirm: UIViewController {
                func ask() {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    let keep = UIAlertAction(title: NSLocalizedString("Keep", comment: ""), style: .cancel)
                    alert.addAction(keep)
                    alert.addAction(UIAlertAction(title: NSLocalizedString("Delete everything", comment: ""), style: .destructive))
                    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    sheet.addAction(UIAlertAction(title: NSLocalizedString("Share", comment: ""), style: .default))
                    sheet.addAction(UIAlertAction(title: NSLocalizedString("Copy", comment: ""), style: .default))
                    let three = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    three.addAction(UIAlertAction(title: NSLocalizedString("A", comment: ""), style: .default))
                    three.addAction(UIAlertAction(title: NSLocalizedString("B", comment: ""), style: .default))
                    three.addAction(UIAlertAction(title: NSLocalizedString("C", comment: ""), style: .default))
                }
            }
            """, keys: ["Keep", "Delete everything", "Share", "Copy", "A", "B", "C"])
        #expect(result.groups.count == 1, "\(result.groups.map(\.keys))")
        let choice = try #require(GroupInferenceTests.group(result, with: "Keep"))
        #expect(choice.kind == .choice && choice.construct == .alertActions && choice.width.description == "270")
        #expect(choice.evidence == ["App.swift:4:21", "App.swift:5:59", "App.swift:7:64"], "\(choice.evidence)")
        let rows = choice.rows
        #expect(rows.count == 2 && rows[0].control == .alertActions && rows[0].policy == .equal && rows[1].policy == .column)
        #expect(RowShares.textWidths(of: rows[0], width: 270) == [103, 103])
        #expect(RowShares.textWidths(of: rows[1], width: 270) == [238, 238])
        #expect(choice.members.allSatisfy { $0.text?.maxLines == 1 })
        // Side by side while the wider title fits half: 100 + 32 = 132 ≤ 135, not 110 + 32.
        #expect(ChoiceRule.chosen(idealWidths: rows.map { RowShares.idealWidth(of: $0, idealWidths: [20, 100]) }, proposal: 270).index == 0)
        #expect(ChoiceRule.chosen(idealWidths: rows.map { RowShares.idealWidth(of: $0, idealWidths: [20, 110]) }, proposal: 270).index == 1)
        #expect(T.kinds(result, ["Keep", "Delete everything", "Share", "Copy", "A"]) == [nil, nil, .dialogButton, .dialogButton, .dialogButton])
        // Written to the matrix and read back: the same choice.
        let entry = GroupReport.matrixEntry(choice)
        #expect(entry.contains(#""control": "alertActions""#) && entry.contains(#""kind": "column""#) && entry.contains(#""inset": 16"#), "\(entry)")
    }

    /// Each alert's actions are those its own function adds: two functions that each build an alert
    /// are two groups, and the same alert built in two functions (or the same segmented control twice)
    /// is one group with both places, never two groups with one id (which stops the run when the
    /// slots are read back as a matrix).
    @Test func eachAlertTakesTheActionsOfItsOwnFunction() throws {
        let result = T.infer("""
            import UIKit
            final class Confirm: UIViewController {
                let scope = UISegmentedControl(items: [NSLocalizedString("Day", comment: ""), NSLocalizedString("Week", comment: "")])
                let again = UISegmentedControl(items: [NSLocalizedString("Day", comment: ""), NSLocalizedString("Week", comment: "")])
                func askToDelete() {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: NSLocalizedString("Keep", comment: ""), style: .cancel))
                    alert.addAction(UIAlertAction(title: NSLocalizedString("Delete", comment: ""), style: .destructive))
                }
                func askToSignOut() {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: NSLocalizedString("Stay", comment: ""), style: .cancel))
                    alert.addAction(UIAlertAction(title: NSLocalizedString("Sign out", comment: ""), style: .destructive))
                }
                func askToDeleteAgain() {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: NSLocalizedString("Keep", comment: ""), style: .cancel))
                    alert.addAction(UIAlertAction(title: NSLocalizedString("Delete", comment: ""), style: .destructive))
                }
            }
            """, keys: ["Day", "Week", "Keep", "Delete", "Stay", "Sign out"])
        #expect(Set(result.groups.map(\.id)).count == result.groups.count, "\(result.groups.map(\.id))")
        #expect(result.groups.map(\.keys).sorted { $0.joined() < $1.joined() }
                == [["Day", "Week"], ["Keep", "Delete"], ["Stay", "Sign out"]], "\(result.groups.map(\.keys))")
        let delete = try #require(GroupInferenceTests.group(result, with: "Keep"))
        #expect(delete.evidence.contains("App.swift:6:21") && delete.evidence.contains("App.swift:16:21"), "\(delete.evidence)")
        let segments = try #require(GroupInferenceTests.group(result, with: "Day"))
        #expect(segments.evidence.contains("App.swift:3:17") && segments.evidence.contains("App.swift:4:17"), "\(segments.evidence)")
    }

    @Test func aStackViewThatOnlyFillsIsNoRow() {
        let result = T.infer("""
            import UIKit
            func make(a: UILabel, b: UILabel) {
                a.text = NSLocalizedString("One", comment: "")
                b.text = NSLocalizedString("Two", comment: "")
                let stack = UIStackView(arrangedSubviews: [a, b])
            }
            """, keys: ["One", "Two"])
        #expect(result.groups.isEmpty)
    }

    @Test func anAppKitStackViewThatFillsEquallyIsAnEqualRow() throws {
        let result = T.infer("""
            import AppKit
            final class Toolbar: NSViewController {
                override func loadView() {
                    let stack = NSStackView(views: [
                        NSButton(title: NSLocalizedString("Import", comment: ""), target: nil, action: nil),
                        NSButton(title: NSLocalizedString("Export all", comment: ""), target: nil, action: nil),
                    ])
                    stack.distribution = .fillEqually
                    stack.widthAnchor.constraint(equalToConstant: 300).isActive = true
                }
            }
            """, keys: ["Import", "Export all"], platform: .macOS)
        let row = try #require(GroupInferenceTests.group(result, with: "Import"))
        #expect(row.construct == .stackView && row.policy == .equal && row.keys == ["Import", "Export all"])
        // NSStackView's spacing is 8 unless the code says otherwise.
        #expect(row.row?.spacing == 8 && row.writtenWidth == "300")
    }
}

/// A navigation bar built in a view controller: its title and text bar button items share the bar;
/// the items keep their width and the title gives way first.
@Suite("Slot inference: UIKit navigation bars")
struct UIKitNavigationBarTests {
    typealias T = SlotInferenceConstructTests

    @Test func aTitleAndItsTextItemsAreARowWhereTheTitleGivesWay() throws {
        let result = T.infer("""
            import UIKit
            final class ComposeViewController: UIViewController {
                override func viewDidLoad() {
                    title = NSLocalizedString("New message", comment: "")
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: NSLocalizedString("Cancel", comment: ""), style: .plain, target: nil, action: nil)
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: NSLocalizedString("Send", comment: ""), style: .done, target: nil, action: nil)
                }
            }
            final class AboutViewController: UIViewController {
                override func viewDidLoad() { navigationItem.title = NSLocalizedString("About", comment: "") }
            }
            """, keys: ["New message", "Cancel", "Send", "About"])
        #expect(result.groups.count == 1)
        let bar = try #require(GroupInferenceTests.group(result, with: "New message"))
        #expect(bar.construct == .navigationBar && bar.policy == .stack && bar.keys == ["Cancel", "New message", "Send"])
        #expect(bar.members.map(\.fixedSize) == [true, false, true] && bar.stated.contains(.width) && bar.width.description == "100% - 32")
        #expect(bar.members[1].text?.style == .headline && bar.members[0].text?.maxLines == 1)
        #expect(bar.evidence == ["App.swift:4:35", "App.swift:5:85", "App.swift:6:86"])
        // Measured in the bar, not alone; a title without text items keeps its own slot.
        #expect(T.kinds(result, ["New message", "Cancel", "Send", "About"]) == [nil, nil, nil, .navigationTitleInline])
    }

    @Test func aSegmentsTitleSetInCodeIsASegmentNotAButton() {
        let result = T.infer("""
            import UIKit
            func configure(_ control: UISegmentedControl) {
                control.setTitle(NSLocalizedString("Nearby", comment: ""), forSegmentAt: 0)
                control.insertSegment(withTitle: NSLocalizedString("Everywhere", comment: ""), at: 1, animated: false)
            }
            """, keys: ["Nearby", "Everywhere"])
        #expect(T.kinds(result, ["Nearby", "Everywhere"]) == [.segment, .segment])
    }
}
