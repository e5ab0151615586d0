import Testing
@testable import FitCore

/// Keys reached through an app's wrappers of `NSLocalizedString` (duckduckgo's `UserText`): a `static let`
/// holding one, a `static func` formatting one, an enum's computed title returning them; each row a use
/// and the place it gives the key.
@Suite("Slot inference: keys through static wrappers")
struct StaticWrapperTests {
    typealias T = SlotInferenceConstructTests

    static let userText = """
        public struct UserText {
            public static let actionSave = NSLocalizedString("action.title.save", value: "Save", comment: "")
            public static var settingsTitle = NSLocalizedString("settings.title", value: "Settings", comment: "")
            public static func numberOfTabs(_ number: Int) -> String {
                let message = NSLocalizedString("number.of.tabs", comment: "Do not translate - stringsdict entry")
                return message.format(arguments: number)
            }
            public static func closeTabs(withCount count: Int) -> String {
                let format = Bundle.main.localizedString(forKey: "tab.close", value: nil, table: nil)
                return String.localizedStringWithFormat(format, count)
            }
            static func deleted(_ n: Int) -> String { String(format: NSLocalizedString("deleted.count", comment: ""), n) }
            static let categoryCrash = NSLocalizedString("category.crash", value: "App crashes", comment: "")
            static let categoryOther = NSLocalizedString("category.other", value: "Something else", comment: "")
        }
        enum Category {
            case crash, other
            var title: String {
                switch self {
                case .crash: return UserText.categoryCrash
                case .other: UserText.categoryOther
                }
            }
        }
        """

    /// A use in a view controller (`label: UILabel`, `button: UIButton`, `category: Category`), the key, the kind.
    static let rows: [(use: String, key: String, kind: SlotKind)] = [
        ("label.text = UserText.settingsTitle", "settings.title", .uikitLabel),
        ("button.setTitle(UserText.actionSave, for: .normal)", "action.title.save", .uikitButton),
        ("label.text = UserText.numberOfTabs(3)", "number.of.tabs", .uikitLabel),
        ("alert.addAction(UIAlertAction(title: UserText.closeTabs(withCount: 2), style: .destructive))", "tab.close", .alertButton),
        ("label.text = UserText.deleted(4)", "deleted.count", .uikitLabel),
        ("label.text = String(format: UserText.settingsTitle, name)", "settings.title", .uikitLabel),
        ("label.text = category.title", "category.crash", .uikitLabel),
        ("label.text = category.title", "category.other", .uikitLabel),
    ]

    @Test(arguments: rows.indices)
    func aWrappedKeyIsPlacedWhereItIsShown(_ row: Int) {
        let (use, key, kind) = Self.rows[row]
        let result = T.infer(["UserText.swift": Self.userText, "Controller.swift": """
            import UIKit
            final class C: UIViewController {
                let label = UILabel()
                let button = UIButton(type: .system)
                let category: Category = .crash
                override func viewDidLoad() {
                    \(use)
                }
            }
            """], keys: ["action.title.save", "settings.title", "number.of.tabs", "tab.close", "deleted.count",
                         "category.crash", "category.other"])
        #expect(T.kinds(result, [key]) == [kind], "\(use)")
        #expect(T.slot(result, key)?.evidence.contains { $0.hasPrefix("Controller.swift:7:") } == true, "\(use)")
    }

    /// `Text(UserText.x)` in SwiftUI shows the wrapped key as any `Text(String)` does.
    @Test func swiftUITextShowsTheWrappedKey() {
        let result = T.infer(["UserText.swift": Self.userText,
                              "View.swift": "struct V: View { var body: some View { Text(UserText.actionSave).lineLimit(1) } }"],
                             keys: ["action.title.save"])
        #expect(T.slot(result, "action.title.save")?.kind == .text)
        #expect(T.slot(result, "action.title.save")?.slot.maxLines == 1)
    }

    /// A name of unknown type with a wrapper's member name is still no evidence.
    @Test func aMemberOfAnUnknownValueIsNotFollowed() {
        let result = T.infer(["UserText.swift": Self.userText,
                              "Controller.swift": "final class C: UIViewController { let label = UILabel(); func f() { label.text = other.title } }"],
                             keys: ["category.crash"])
        #expect(result.slots.isEmpty)
    }
}
