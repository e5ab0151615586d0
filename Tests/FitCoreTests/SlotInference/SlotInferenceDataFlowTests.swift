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
}
