import Testing
@testable import FitCore

/// Environment values flow down the view tree, across the app's own views; the app's own fonts and
/// modifiers resolve to what they set.
@Suite("Slot inference: environment and the app's fonts")
struct SlotInferenceEnvironmentTests {
    typealias T = SlotInferenceConstructTests

    @Test func valuesSetAroundAViewReachTheTextInside() throws {
        let result = T.infer([
            "Row.swift": """
                struct Row: View {
                    var body: some View { Text("Row text") }
                }
                """,
            "Screen.swift": """
                struct Screen: View {
                    var body: some View {
                        VStack { Row() }
                            .font(.caption)
                            .lineLimit(2)
                            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                            .truncationMode(.middle)
                    }
                }
                """], keys: ["Row text"])
        let row = try #require(T.slot(result, "Row text"))
        #expect(row.slot.style == .caption1 && row.slot.maxLines == 2 && row.slot.largestSize == .xxxL)
        #expect(row.evidence.contains("Screen.swift:3:18"))
        #expect(row.inheritedFrom["lineLimit"] == "Screen.swift:5" && row.inheritedFrom["font"] == "Screen.swift:4")
        #expect(row.notes.contains("truncationMode(.middle)"))
    }

    @Test func aViewUsedInsideATabItemIsATabItem() {
        let result = T.infer([
            "Label.swift": "struct TabTitle: View { var body: some View { Text(\"Inbox\") } }",
            "Tabs.swift": "TabView { A().tabItem { TabTitle() }; B().tabItem { Text(\"Other\") } }"], keys: ["Inbox"])
        #expect(T.kinds(result, ["Inbox"]) == [.tabItem])
    }

    @Test func aMemberReturningAViewIsFollowedToItsUse() throws {
        // title → label → `Tab { … } label: { tab.label }`, through several properties.
        let result = T.infer([
            "Tab.swift": """
                enum AppTab: CaseIterable {
                    case home, search
                    var title: LocalizedStringKey { switch self { case .home: "Home tab"; case .search: "Search tab" } }
                    var label: some View { Label(title, systemImage: "x") }
                }
                """,
            "Root.swift": """
                struct Root: View {
                    var body: some View {
                        TabView { ForEach(AppTab.allCases, id: \\.self) { tab in Tab { Text("x") } label: { tab.label } } }
                    }
                }
                """], keys: ["Home tab", "Search tab"])
        #expect(T.kinds(result, ["Home tab", "Search tab"]) == [.tabItem, .tabItem])
    }

    @Test func aFontExtensionResolvesThroughItsBody() throws {
        let result = T.infer([
            "Fonts.swift": """
                extension Font {
                    static var scaledCaption: Font { .custom("Avenir Next", size: 13, relativeTo: .caption) }
                    static let heading = Font.system(.title3, design: .rounded).weight(.semibold)
                    static func app(size: CGFloat) -> Font { .system(size: size, weight: .medium) }
                }
                """,
            "View.swift": """
                VStack {
                    Text("Caption text").font(.scaledCaption)
                    Text("Heading text").font(.heading)
                    Text("Sized text").font(.app(size: 15))
                    Text("Unknown font").font(.mystery)
                }
                """], keys: ["Caption text", "Heading text", "Sized text", "Unknown font"])
        let caption = try #require(T.slot(result, "Caption text"))
        #expect(caption.slot.style == .caption1 && caption.slot.pointSize == 13 && caption.slot.scaled)
        #expect(caption.slot.font == "Avenir Next" && caption.slot.sfTracking == false)
        #expect(caption.sources["font"] == "View.swift:2" && caption.sources["fontDeclaration"] == "Fonts.swift:2")
        let heading = try #require(T.slot(result, "Heading text"))
        #expect(heading.slot.style == .title3 && heading.slot.weight == .semibold && heading.slot.font == nil)
        #expect(heading.notes.contains("font design .rounded: measured in the system font's default design"))
        let sized = try #require(T.slot(result, "Sized text"))
        #expect(sized.slot.pointSize == 15 && sized.slot.weight == .medium && !sized.slot.scaled)
        let unknown = try #require(T.slot(result, "Unknown font"))
        #expect(unknown.notes.contains { $0.hasPrefix("font `.mystery` not resolved") })
    }

    @Test func modifiersAndStylesOfTheAppsOwnApplyWhereUsed() throws {
        let result = T.infer([
            "Styles.swift": """
                struct Caption: ViewModifier {
                    func body(content: Content) -> some View { content.font(.callout).lineLimit(1) }
                }
                extension View {
                    func captionStyle() -> some View { modifier(Caption()) }
                }
                struct Pill: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View { configuration.label.font(.footnote) }
                }
                """,
            "View.swift": """
                VStack {
                    Text("Modified").modifier(Caption())
                    Text("Extended").captionStyle()
                    Button("Pill button") { }.buttonStyle(Pill())
                    Text("Not a button").buttonStyle(Pill())
                }
                """], keys: ["Modified", "Extended", "Pill button", "Not a button"])
        #expect(T.slot(result, "Modified")?.slot.style == .callout && T.slot(result, "Modified")?.slot.maxLines == 1)
        #expect(T.slot(result, "Extended")?.slot.style == .callout)
        #expect(T.slot(result, "Pill button")?.slot.style == .footnote)
        #expect(T.slot(result, "Not a button")?.slot.style == .body)
    }
}
