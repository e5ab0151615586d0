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
