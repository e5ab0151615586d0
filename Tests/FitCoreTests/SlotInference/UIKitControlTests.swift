import Testing
@testable import FitCore

/// UIKit built in code: buttons (configurations and `setTitle`), alerts, navigation titles, and the
/// widths the code states (literal constraints).
@Suite("Slot inference: UIKit controls")
struct UIKitControlTests {
    typealias T = SlotInferenceConstructTests

    @Test func aConfiguredButtonsTitleWrapsInsideTheButtonsContentInsets() throws {
        let result = T.infer("""
            import UIKit
            final class Welcome: UIViewController {
                override func viewDidLoad() {
                    var config = UIButton.Configuration.filled()
                    config.title = NSLocalizedString("Continue with email", comment: "")
                    let button = UIButton(configuration: config)
                    let other = UIButton(configuration: .plain())
                    other.configuration?.title = NSLocalizedString("Not now", comment: "")
                    other.widthAnchor.constraint(equalToConstant: 120).isActive = true
                }
            }
            """, keys: ["Continue with email", "Not now"])
        let filled = try #require(T.slot(result, "Continue with email"))
        #expect(filled.kind == .uikitButtonConfiguration && filled.source == .uiKit)
        // The screen less its margins, less the estimated 12 pt content inset on each side.
        #expect(filled.slot.width.description == "100% - 56" && filled.slot.maxLines == nil)
        #expect(filled.notes.contains { $0.contains("contentInsets") && $0.contains("estimate") })
        let narrow = try #require(T.slot(result, "Not now"))
        #expect(narrow.kind == .uikitButtonConfiguration && narrow.slot.width.description == "96")
        #expect(narrow.sources["width"] == "App.swift:9")
    }

    @Test func aLegacyButtonAndALabelTakeTheirLiteralWidthConstraints() throws {
        let result = T.infer("""
            import UIKit
            final class Card: UIView {
                let caption = UILabel()
                let action = UIButton(type: .system)
                func setUp() {
                    caption.text = NSLocalizedString("Delivered yesterday", comment: "")
                    action.setTitle(NSLocalizedString("Track", comment: ""), for: .normal)
                    NSLayoutConstraint.activate([
                        caption.widthAnchor.constraint(lessThanOrEqualToConstant: 140),
                        action.widthAnchor.constraint(equalToConstant: 88),
                    ])
                }
            }
            """, keys: ["Delivered yesterday", "Track"])
        let caption = try #require(T.slot(result, "Delivered yesterday"))
        #expect(caption.kind == .uikitLabel && caption.slot.width.description == "140" && caption.slot.maxLines == 1)
        #expect(caption.sources["maxWidth"] == "App.swift:9")
        let track = try #require(T.slot(result, "Track"))
        #expect(track.kind == .uikitButton && track.slot.width.description == "88" && track.sources["width"] == "App.swift:10")
    }

    @Test func aViewControllersTitleIsTheInlineNavigationTitle() {
        let result = T.infer("""
            import UIKit
            final class InboxViewController: UITableViewController {
                override func viewDidLoad() {
                    title = NSLocalizedString("Unread messages", comment: "")
                }
            }
            final class Badge: UIView {
                func setUp() {
                    title = NSLocalizedString("Not a screen", comment: "")
                }
            }
            final class Settings: BaseViewController {
                override func viewDidLoad() { self.title = NSLocalizedString("Preferences", comment: "") }
            }
            """, keys: ["Unread messages", "Not a screen", "Preferences"])
        #expect(T.kinds(result, ["Unread messages", "Not a screen", "Preferences"]) == [.navigationTitleInline, nil, .navigationTitleInline])
    }

    @Test func anAlertIs270PointsWideAndItsActionsOneLine() throws {
        let result = T.infer("""
            import UIKit
            func ask(_ controller: UIViewController) {
                let alert = UIAlertController(title: NSLocalizedString("Delete the draft?", comment: ""), message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: NSLocalizedString("Delete", comment: ""), style: .destructive))
            }
            """, keys: ["Delete the draft?", "Delete"])
        let title = try #require(T.slot(result, "Delete the draft?"))
        #expect(title.kind == .alertTitle && title.slot.width.description == "238")
        let action = try #require(T.slot(result, "Delete"))
        #expect(action.kind == .alertButton && action.slot.maxLines == 1 && action.slot.width.description == "238")
    }
}
