import Testing
@testable import FitCore

/// Evidence follows the data as it flows: a property is looked up in the type the value has, and a
/// property matched by its name alone (whose owner's type the code does not say) is not used.
@Suite("Slot inference: data flow")
struct SlotInferenceDataFlowTests {
    typealias T = SlotInferenceConstructTests

    static let enums = """
        enum Sort: CaseIterable { case date; var title: LocalizedStringKey { "By date" } }
        enum Filter: CaseIterable { case all; var title: LocalizedStringKey { "All items" } }
        """

    @Test func theTypeOfTheValueChoosesTheProperty() {
        let result = T.infer(["Enums.swift": Self.enums, "View.swift": """
            struct V: View {
                let sort: Sort
                var filter: Filter?
                var body: some View {
                    Text(sort.title).lineLimit(1)
                    ForEach(Filter.allCases, id: \\.self) { option in
                        Toggle(isOn: $on) { Text(option.title) }
                    }
                }
            }
            """], keys: ["By date", "All items"])
        #expect(T.kinds(result, ["By date", "All items"]) == [.text, .toggle])
        #expect(T.slot(result, "By date")?.slot.maxLines == 1)
    }

    @Test func loopsParametersLocalsAndDollarZero() {
        let result = T.infer(["Enums.swift": Self.enums, "View.swift": """
            struct V: View {
                var body: some View {
                    let chosen = Sort.date
                    Toggle(isOn: $on) { Text(chosen.title) }
                    List(Filter.allCases, id: \\.self) { Label($0.title, systemImage: "x") }
                }
                func row(_ item: Sort) -> some View { Button(item.title) { } }
            }
            func all() { for each in Filter.allCases { label.text = NSLocalizedString("x", comment: "") } }
            """], keys: ["By date", "All items"])
        #expect(T.kinds(result, ["By date", "All items"]) == [.toggle, .label])
        #expect(T.slot(result, "By date")?.notes.contains("also used as: button") == true)
    }

    @Test func aNameAloneIsNotEvidence() {
        // `option`'s type is not written anywhere: only the property's name matches.
        let result = T.infer(["Enums.swift": "enum Sort { case a; var title: LocalizedStringKey { \"By date\" } }",
                              "View.swift": "struct V: View { var body: some View { Text(option.title).lineLimit(1) } }"],
                             keys: ["By date"])
        #expect(result.slots.isEmpty)
        #expect(result.ambiguous.first?.reason.contains("the type of `option` is not known") == true)
    }

    @Test func aUIKitLabelIsOneByItsTypeNotItsName() {
        let result = T.infer("""
            final class C: UIViewController {
                let status = UILabel()
                override func viewDidLoad() {
                    status.text = NSLocalizedString("Typed label", comment: "")
                    labelDescription.text = NSLocalizedString("Named like a label", comment: "")
                    cell.textLabel?.text = NSLocalizedString("Cell title", comment: "")
                }
            }
            """, keys: ["Typed label", "Named like a label", "Cell title"])
        #expect(T.kinds(result, ["Typed label", "Named like a label", "Cell title"]) == [.uikitLabel, nil, .uikitLabel])
    }

    /// `Text(name ?? NSLocalizedString("All Apps", comment: ""))`: either side of `??` is shown there;
    /// a value returned in the body of `if let x = y { … }` is the property's value.
    @Test func eitherSideOfANilCoalescingAndTheBodyOfAnIfLet() {
        let result = T.infer("""
            struct Indicator: View {
                var name: String?
                var selected: [Int] = []
                private var summary: LocalizedStringKey {
                    if selected.count == 1, let first = selected.first {
                        switch first {
                        case 0: return "Forward button"
                        default: break
                        }
                    }
                    return "Multiple buttons"
                }
                var body: some View {
                    Text(name ?? NSLocalizedString("All Apps", comment: "")).lineLimit(1)
                    Menu { } label: { Text(summary) }
                }
            }
            """, keys: ["All Apps", "Forward button", "Multiple buttons"])
        #expect(T.slot(result, "All Apps")?.slot.maxLines == 1)
        #expect(T.kinds(result, ["Forward button", "Multiple buttons"]) == [.button, .button])
    }

    /// A struct's property holds what the calls that make one give it — `Preset(name: …)`, or
    /// `.init(title:subtitle:)` returned by a property typed `Presentation` — so a text showing the
    /// property of a value of that type shows those keys; the same name on a value of unknown type does not.
    @Test func aStructsPropertyHoldsWhatItsConstructionsGiveIt() {
        let result = T.infer(["Model.swift": """
            struct Presentation { var title: LocalizedStringKey; var subtitle: LocalizedStringKey }
            enum Curve {
                case quartic
                var presentation: Presentation {
                    switch self {
                    case .quartic: return .init(title: "Ease Out Quartic", subtitle: "Very fast pickup.")
                    }
                }
            }
            """, "View.swift": """
            struct Row: View {
                let curve: Curve
                var body: some View {
                    Text(curve.presentation.subtitle).lineLimit(1)
                    Text(title)
                }
            }
            """], keys: ["Very fast pickup.", "Ease Out Quartic"])
        #expect(T.slot(result, "Very fast pickup.")?.slot.maxLines == 1)
        #expect(T.slot(result, "Ease Out Quartic") == nil)
    }
}
