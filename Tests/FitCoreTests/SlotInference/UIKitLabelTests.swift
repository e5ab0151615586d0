import Testing
@testable import FitCore

/// UIKit in code: what the app sets on a `UILabel` decides its lines and whether it shrinks.
@Suite("Slot inference: UIKit labels")
struct UIKitLabelTests {
    static let source = """
        import UIKit
        final class Header: UIView {
            let title = UILabel()
            let note = UILabel()
            func setUp() {
                title.text = NSLocalizedString("Welcome back", comment: "")
                title.adjustsFontSizeToFitWidth = true
                title.minimumScaleFactor = 0.5
                note.numberOfLines = 0
                note.text = NSLocalizedString("Your data stays on this device.", comment: "")
            }
        }
        """

    @Test func numberOfLinesAndMinimumScaleFactorAreTheLabels() throws {
        let result = SlotInferenceConstructTests.infer(Self.source, keys: ["Welcome back", "Your data stays on this device."])
        let title = try #require(SlotInferenceConstructTests.slot(result, "Welcome back"))
        #expect(title.kind == .uikitLabel && title.source == .uiKit)
        #expect(title.slot.maxLines == 1 && title.slot.minimumScaleFactor == 0.5)
        #expect(title.sources["minimumScaleFactor"] == "App.swift:8")
        let note = try #require(SlotInferenceConstructTests.slot(result, "Your data stays on this device."))
        #expect(note.slot.maxLines == nil && note.sources["lineLimit"] == "App.swift:9")
    }

    /// The font the code gives a UIKit text decides whether it grows with Dynamic Type: UILabel's default
    /// (the system font at 17 pt, Apple's `UILabel.font`) and a system button's title (15 pt, an
    /// estimate) are fixed, as are `systemFont(ofSize:)`, `boldSystemFont(ofSize:)` and an app helper
    /// returning one; `preferredFont(forTextStyle:)` grows with its style, `UIFontMetrics`' `scaledFont(for:)`
    /// grows from its size with its style; a nib's view (`@IBOutlet`) keeps the growing style (its
    /// font is the nib's), and so does a font fitcheck cannot resolve.
    static let fonts = """
        import UIKit
        extension UIFont {
            public static func appFont(ofSize size: CGFloat) -> UIFont {
                return UIFont.systemFont(ofSize: size)
            }
        }
        final class Card: UIView {
            let plain = UILabel()
            let fixed = UILabel()
            let styled = UILabel()
            let scaled = UILabel()
            let helper = UILabel()
            let unknown = UILabel()
            @IBOutlet weak var outlet: UILabel!
            private lazy var count: UILabel = {
                let label = UILabel()
                label.font = .preferredFont(forTextStyle: .caption1)
                return label
            }()
            let button = UIButton(type: .system)
            let styledButton = UIButton(type: .system)
            func setUp() {
                plain.text = NSLocalizedString("Plain", comment: "")
                fixed.font = UIFont.boldSystemFont(ofSize: 13)
                fixed.text = NSLocalizedString("Fixed", comment: "")
                styled.font = .preferredFont(forTextStyle: .callout)
                styled.text = NSLocalizedString("Styled", comment: "")
                scaled.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: .systemFont(ofSize: 20, weight: .semibold))
                scaled.text = NSLocalizedString("Scaled", comment: "")
                helper.font = UIFont.appFont(ofSize: 12)
                helper.text = NSLocalizedString("Helper", comment: "")
                unknown.font = .daxCaption()
                unknown.text = NSLocalizedString("Unknown", comment: "")
                outlet.text = NSLocalizedString("Outlet", comment: "")
                count.text = NSLocalizedString("Count", comment: "")
                button.setTitle(NSLocalizedString("Tap", comment: ""), for: .normal)
                styledButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
                styledButton.setTitle(NSLocalizedString("Go", comment: ""), for: .normal)
            }
        }
        """

    @Test func aUIKitTextGrowsWithDynamicTypeOnlyWhenItsFontDoes() throws {
        // key, style, point size at L, point size at AX1
        let rows: [(key: String, style: TextStyle, atL: Double, atAX1: Double)] = [
            ("Plain", .body, 17, 17), ("Fixed", .body, 13, 13), ("Styled", .callout, 16, 26), ("Scaled", .title2, 20, 30.91),
            ("Helper", .body, 12, 12), ("Unknown", .body, 17, 28), ("Outlet", .body, 17, 28), ("Count", .caption1, 12, 22),
            ("Tap", .body, 15, 15), ("Go", .headline, 17, 28),
        ]
        let result = SlotInferenceConstructTests.infer(Self.fonts, keys: rows.map(\.key))
        for row in rows {
            let slot = try #require(SlotInferenceConstructTests.slot(result, row.key), "\(row.key)")
            #expect(slot.slot.style == row.style, "\(row.key)")
            #expect(slot.slot.typeMetrics(at: .L).pointSize == row.atL, "\(row.key)")
            #expect((slot.slot.typeMetrics(at: .AX1).pointSize * 100).rounded() / 100 == row.atAX1, "\(row.key)")
        }
        let fixed = try #require(SlotInferenceConstructTests.slot(result, "Fixed"))
        #expect(fixed.slot.weight == .bold && fixed.sources["font"] == "App.swift:24")
        let plain = try #require(SlotInferenceConstructTests.slot(result, "Plain"))
        #expect(plain.notes.contains { $0.contains("UILabel.font") && $0.contains("does not grow") })
        let unknown = try #require(SlotInferenceConstructTests.slot(result, "Unknown"))
        #expect(unknown.notes.contains { $0.contains("not resolved") })
    }
}

