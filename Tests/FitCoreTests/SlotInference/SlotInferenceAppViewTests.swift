import Testing
@testable import FitCore

/// Text handed to the app's own views follows the data into their bodies: a content closure (a
/// `@ViewBuilder` parameter, kept in a property or passed on to another view) takes the place the
/// view lays it out in; the app's font helpers resolve through their bodies; a loop's element type
/// comes from the collection it runs over.
@Suite("Slot inference: the app's own views")
struct SlotInferenceAppViewTests {
    typealias T = SlotInferenceConstructTests

    /// cubetime's `CTButton { HStack { Image(…); Text("Reset Appearance Settings") } }`: the content
    /// closure goes to `CTBubble(content: content)` in a `Button`'s label; `CTBubble` lays it out with
    /// `.modifier(DynamicText())` (one line) in `.font(self.fontType)`, the font its `init` picks for
    /// the size the call asks for (`.large`: body, medium).
    static let buttons = """
        import SwiftUI
        enum BubbleSize { case small, large }
        struct DynamicText: ViewModifier {
            func body(content: Content) -> some View { content.minimumScaleFactor(0.25).lineLimit(1) }
        }
        struct Bubble<V: View>: View {
            let content: V
            let fontType: Font
            init(size: BubbleSize, content: @escaping () -> V) {
                switch size {
                case .small:
                    self.fontType = Font.callout.weight(.semibold)
                case .large:
                    self.fontType = Font.body.weight(.medium)
                }
                self.content = content()
            }
            var body: some View {
                ZStack {
                    RoundedRectangle(cornerRadius: 6)
                    content
                        .modifier(DynamicText())
                        .font(self.fontType)
                }
            }
        }
        struct AppButton<Base: View>: View {
            let button: Button<Bubble<Base>>
            init(size: BubbleSize, expandWidth: Bool = false, onTapRun: @escaping () -> Void, @ViewBuilder _ content: @escaping () -> Base) {
                self.button = Button {
                    onTapRun()
                } label: {
                    Bubble(size: size, content: content)
                }
            }
            var body: some View { self.button.buttonStyle(.plain) }
        }
        """

    @Test func aContentClosureTakesThePlaceTheViewLaysItOutIn() throws {
        let settings = """
            import SwiftUI
            struct Appearance: View {
                var body: some View {
                    AppButton(size: .large, onTapRun: { }) {
                        HStack {
                            Image(systemName: "clock")
                            Text("Reset Appearance Settings")
                        }
                    }
                    Bubble(size: .small) { Text("Pinned") }
                }
            }
            """
        let result = T.infer(["Buttons.swift": Self.buttons, "Appearance.swift": settings], keys: ["Reset Appearance Settings", "Pinned"])
        let reset = try #require(T.slot(result, "Reset Appearance Settings"))
        #expect(reset.kind == .button && reset.slot.maxLines == 1 && reset.slot.minimumScaleFactor == 0.25)
        #expect(reset.slot.style == .body && reset.slot.weight == .medium)
        #expect(reset.evidence.contains("Buttons.swift:21:13") && reset.evidence.contains("Buttons.swift:33:41"))
        let pinned = try #require(T.slot(result, "Pinned"))
        #expect(pinned.kind == .text && pinned.slot.maxLines == 1 && pinned.slot.style == .callout && pinned.slot.weight == .semibold)
    }

    /// cubetime's `.recursiveMono(size: 21, weight: .semibold)`: a `View` extension applying a
    /// `ViewModifier` whose body sets `.font(Font(FontManager.fontFor(size: size, …)))`, a static
    /// function returning a `CTFont` from a named descriptor. The size (scaled: `@ScaledMetric`), the
    /// weight and the family come through the arguments.
    @Test func theAppsFontHelperResolvesThroughItsBody() throws {
        let fonts = """
            import SwiftUI
            import CoreText
            class FontManager {
                static func fontFor(size: CGFloat, weight: Int) -> CTFont {
                    let desc = CTFontDescriptorCreateWithAttributes([
                        kCTFontNameAttribute: "RecursiveMono-Regular",
                        kCTFontVariationAttribute: [2003265652: weight]
                    ] as! CFDictionary)
                    return CTFontCreateWithFontDescriptor(desc, size, nil)
                }
            }
            struct CustomFont: ViewModifier {
                @ScaledMetric var size: CGFloat
                let weight: Int
                init(size: CGFloat, weight: Int) {
                    self._size = ScaledMetric(wrappedValue: size)
                    self.weight = weight
                }
                func body(content: Content) -> some View {
                    content.font(Font(FontManager.fontFor(size: size, weight: weight)))
                }
                static func weightToValue(weight: Font.Weight) -> Int { 400 }
            }
            extension View {
                func recursiveMono(size: CGFloat, weight: Font.Weight = .regular) -> some View {
                    modifier(CustomFont(size: size, weight: CustomFont.weightToValue(weight: weight)))
                }
            }
            struct Updates: View {
                var body: some View {
                    Text("Version 3 is here!").recursiveMono(size: 21, weight: .semibold)
                }
            }
            """
        let result = T.infer(["Fonts.swift": fonts], keys: ["Version 3 is here!"])
        let title = try #require(T.slot(result, "Version 3 is here!"))
        #expect(title.slot.pointSize == 21 && title.slot.scaled && title.slot.weight == .semibold)
        #expect(title.slot.font == "RecursiveMono-Regular")
        #expect(!title.notes.contains { $0.contains("not resolved") })
    }

    /// linearmouse's `ForEach(ActionType.allCases) { type in type.label.tag(type) }` in a picker, where
    /// `ActionType` is a `typealias` of the enum whose `label` shows the text: the loop's element is
    /// that enum, so the text is a picker's option, shown in the pop-up as its value.
    @Test func aLoopOverATypeAliasesCases() throws {
        let source = """
            import SwiftUI
            enum Scheme { enum Kind: CaseIterable, Identifiable { case alter, zoom; var id: Self { self } } }
            extension Scheme.Kind {
                @ViewBuilder var label: some View {
                    switch self {
                    case .alter: Text("Alter orientation")
                    case .zoom: Text("Zoom")
                    }
                }
            }
            struct ActionPicker: View {
                typealias ActionType = Scheme.Kind
                @State var kind = ActionType.alter
                var body: some View {
                    Form {
                        Picker("Action", selection: $kind) {
                            ForEach(ActionType.allCases) { type in
                                type.label.tag(type)
                            }
                        }
                    }
                }
            }
            """
        let result = T.infer(["App.swift": source], keys: ["Alter orientation"], platform: .macOS)
        // A Mac pop-up shows the selected option: in a columns form of a 480 pt window, the value column less the chrome.
        let option = try #require(T.slot(result, "Alter orientation"))
        #expect(option.kind == .pickerOption && option.slot.width.description == "185" && option.evidence == ["App.swift:6:22", "App.swift:6:27", "App.swift:18:26"])
    }

    /// `let options = [Sort.date, Sort.name]`: an array literal's elements say the loop's element type.
    @Test func aLoopOverAnArrayLiteral() throws {
        let source = """
            import SwiftUI
            enum Sort { case date, name; var title: LocalizedStringKey { "By date" } }
            struct V: View {
                let options = [Sort.date, Sort.name]
                @State var on = false
                var body: some View {
                    ForEach(options, id: \\.self) { option in
                        Toggle(isOn: $on) { Text(option.title) }
                    }
                }
            }
            """
        let result = T.infer(["App.swift": source], keys: ["By date"])
        #expect(T.kinds(result, ["By date"]) == [.toggle])
    }

    /// cubetime's `CTBubble`: `if dynamicTypeSize > .xLarge { content.labelStyle(.iconOnly) } else {
    /// content.labelStyle(.titleAndIcon) }` — the title is shown only up to xLarge, so it is measured
    /// up to xLarge; a text in `if dynamicTypeSize <= .large { … }` up to large.
    @Test func aBranchOnTheDynamicTypeSizeCapsTheSizesMeasured() throws {
        let source = """
            import SwiftUI
            struct Bubble<V: View>: View {
                let content: V
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                var body: some View {
                    Group {
                        if (dynamicTypeSize > .xLarge) {
                            content.labelStyle(.iconOnly)
                        } else {
                            content.labelStyle(.titleAndIcon).lineLimit(1)
                        }
                    }
                }
            }
            struct About: View {
                var body: some View {
                    Bubble { Label("Open Licenses", systemImage: "doc") }
                    if dynamicTypeSize <= .large { Text("Small print") }
                }
            }
            """
        let result = T.infer(["App.swift": source], keys: ["Open Licenses", "Small print"])
        let licenses = try #require(T.slot(result, "Open Licenses"))
        #expect(licenses.slot.largestSize == .xL && licenses.slot.maxLines == 1)
        #expect(T.slot(result, "Small print")?.slot.largestSize == .L)
    }

    /// cubetime's timer preview: `.font(Font(CTFontCreateWithFontDescriptor(desc, small ? 54 : 56, nil)))`
    /// is 56 pt (the tighter of the condition), its family set at run time (noted).
    @Test func aCoreTextFontMadeInPlace() throws {
        let source = """
            import SwiftUI
            struct Preview: View {
                var body: some View {
                    Text("0.000")
                        .font(Font(CTFontCreateWithFontDescriptor(manager.descriptor, (model == "iPhoneSE") ? 54 : 56, nil)))
                }
            }
            """
        let result = T.infer(["App.swift": source], keys: ["0.000"])
        let timer = try #require(T.slot(result, "0.000"))
        #expect(timer.slot.pointSize == 56 && !timer.notes.contains { $0.contains("not resolved") })
        #expect(timer.notes.contains { $0.contains("run time") })
    }

    /// linearmouse's `withDescription { Text(title); Text(description) }`: a function of the app's own
    /// whose body shows `c.value.1.settingsDescriptionStyle()` (`c` = `content()`): the second text
    /// takes the description's style (callout), the first keeps the toggle's.
    @Test func aFunctionLaysOutEachChildOfItsContent() throws {
        let source = """
            import SwiftUI
            struct DescriptionStyle: ViewModifier {
                func body(content: Content) -> some View { content.font(.callout).foregroundColor(.secondary) }
            }
            extension View {
                func settingsDescriptionStyle() -> some View { modifier(DescriptionStyle()) }
            }
            func withDescription<View1: View, View2: View>(@ViewBuilder content: () -> TupleView<(View1, View2)>) -> some View {
                let c = content()
                return VStack(alignment: .leading) {
                    c.value.0
                    c.value.1.settingsDescriptionStyle()
                }
            }
            struct Updates: View {
                @State var beta = false
                var body: some View {
                    Toggle(isOn: $beta) {
                        withDescription {
                            Text("Receive beta updates")
                            if beta { Text("Thank you for testing.") }
                        }
                    }
                }
            }
            """
        let result = T.infer(["App.swift": source], keys: ["Receive beta updates", "Thank you for testing."], platform: .macOS)
        let description = try #require(T.slot(result, "Thank you for testing."))
        #expect(description.kind == .toggle && description.slot.style == .callout)
        #expect(T.slot(result, "Receive beta updates")?.slot.style == .body)
    }
}
