@testable import FitCore

/// What is around a text on iPhone takes from its room (issue 41's draws on duckduckgo-ios-app):
/// `.padding` (16 pt a side by default), a `List`'s or `Form`'s rows by their style, a link row's chevron.
extension SwiftUIFactsTests {
    static func screen(_ body: String) -> [String: String] {
        ["App.swift": "struct Screen: View {\n    var body: some View {\n        \(body)\n    }\n}"]
    }

    static let roomRows: [Row] = [
        Row(name: "no padding: the screen less the assumed margins", files: screen("VStack { Text(\"k\") }"),
            key: "k", kind: .text, width: "100% - 32"),
        Row(name: ".padding() around a stack: 16 pt each side replaces the assumed margins",
            files: screen("VStack { Text(\"k\") }.padding()"), key: "k", kind: .text, width: "100% - 32", note: "padding"),
        Row(name: ".padding(.horizontal, 24) and the text's own .padding(8) add up",
            files: screen("VStack { Text(\"k\").padding(8) }.padding(.horizontal, 24)"), key: "k", kind: .text, width: "100% - 64"),
        Row(name: ".padding(.vertical) and .padding(.top, 20) take nothing across",
            files: screen("VStack { Text(\"k\").padding(.vertical) }.padding(.top, 20)"), key: "k", kind: .text, width: "100% - 32"),
        Row(name: "padding narrower than the assumed margins keeps them (the place's own margins are not known)",
            files: screen("VStack { Text(\"k\") }.padding(.horizontal, 4)"), key: "k", kind: .text, width: "100% - 32"),
        Row(name: "a row's .listRowInsets replace its content insets (negative ones widen it)",
            files: screen("List { VStack { Text(\"k\").padding(.horizontal, 32) }.listRowInsets(EdgeInsets(top: -12, leading: -12, bottom: -12, trailing: -12)) }"),
            key: "k", kind: .text, width: "100% - 72"),
        Row(name: "one side: .padding(.leading, 40)",
            files: screen("VStack { Text(\"k\") }.padding(.leading, 40)"), key: "k", kind: .text, width: "100% - 40"),
        Row(name: "EdgeInsets: leading plus trailing",
            files: screen("Text(\"k\").padding(EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 30))"),
            key: "k", kind: .text, width: "100% - 40"),
        Row(name: "padding inside a fixed width narrows it; outside it, nothing",
            files: screen("Text(\"k\").padding(.horizontal, 10).frame(width: 200).padding(30)"), key: "k", kind: .text, width: "180"),
        Row(name: "padding inside a maxWidth cap narrows the cap",
            files: screen("Text(\"k\").padding(20).frame(maxWidth: 240)"), key: "k", kind: .text, width: "200"),
        Row(name: "a List row (inset-grouped by default): the section's and the row's insets, 16 pt each a side",
            files: screen("List { Text(\"k\") }"), key: "k", kind: .text, width: "100% - 64", note: "inset-grouped"),
        Row(name: "a Form is inset-grouped",
            files: screen("Form { Section { Text(\"k\") } }"), key: "k", kind: .text, width: "100% - 64"),
        Row(name: "a plain List spans the screen: the row's content insets only",
            files: screen("List { Text(\"k\") }.listStyle(.plain)"), key: "k", kind: .text, width: "100% - 32"),
        Row(name: "a NavigationLink row in a List loses its disclosure chevron too",
            files: screen("NavigationStack { List { NavigationLink(destination: Detail()) { Text(\"k\") } } }"),
            key: "k", kind: .text, width: "100% - 84", note: "chevron"),
        Row(name: "a NavigationLink outside a List shows no chevron",
            files: screen("NavigationStack { VStack { NavigationLink(destination: Detail()) { Text(\"k\") } } }"),
            key: "k", kind: .text, width: "100% - 32"),
        Row(name: "padding inside a List row adds to the row's insets",
            files: screen("List { Text(\"k\").padding(.horizontal, 8) }"), key: "k", kind: .text, width: "100% - 80"),
        Row(name: "a padding length from a computed property: its largest return (the tighter branch), static members read",
            files: ["App.swift": """
                enum Const { static let wide: CGFloat = 48; static let portrait: CGFloat = 44 }
                struct Prompt: View {
                    var body: some View { VStack { Text("k") }.padding(.horizontal, horizontalPadding) }
                    private var horizontalPadding: CGFloat {
                        if portrait { return Const.portrait } else { return Const.wide }
                    }
                }
                """], key: "k", kind: .text, width: "100% - 96", note: "padding"),
    ]

    /// What sits beside a text in an `HStack` (cubetime's draws): equal columns, an icon, a switch.
    static let besideRows: [Row] = [
        Row(name: "two equal columns (every child .frame(maxWidth: .infinity)): half the row after the spacing, less the column's padding",
            files: screen("""
                HStack(spacing: 10) {
                    VStack { Text("k") }.padding(.horizontal, 12).frame(minWidth: 0, maxWidth: .infinity)
                    VStack { Text("b") }.padding(.horizontal, 12).frame(minWidth: 0, maxWidth: .infinity)
                }.padding(.horizontal)
                """), key: "k", kind: .text, width: "100% / 2 - 45", note: "equal columns"),
        Row(name: "one child filling the width beside a text: no columns",
            files: screen("HStack { Text(\"k\").frame(maxWidth: .infinity); Text(\"b\") }"), key: "k", kind: .text, width: "100% - 32"),
        Row(name: "an image of a stated width from a property (@ScaledMetric's default) and its padding beside the text",
            files: ["App.swift": """
                struct About: View {
                    @ScaledMetric(relativeTo: .largeTitle) var iconSize: CGFloat = 60
                    var body: some View {
                        HStack { Image("icon").frame(width: iconSize, height: iconSize).padding(.trailing, 6); VStack { Text("k") } }
                    }
                }
                """], key: "k", kind: .text, width: "100% - 106"),
        Row(name: "an SF Symbol beside the text: about its font's point size (subheadline 15) and the spacing",
            files: screen("HStack { Text(\"k\"); Image(systemName: \"arrow.forward\").font(.subheadline) }"),
            key: "k", kind: .text, width: "100% - 55"),
        Row(name: "a Toggle with its label hidden beside the text: its 51 pt switch and the spacing",
            files: screen("HStack { Text(\"k\"); Toggle(isOn: $on) { EmptyView() }.labelsHidden() }"),
            key: "k", kind: .text, width: "100% - 91"),
        Row(name: "an app view's accessory: .toggle that its file shows as a Toggle: the switch beside the label",
            files: cell("accessory: .toggle(isOn: $on)"), key: "k", kind: .text, width: "100% - 91", note: "accessory: .toggle"),
        Row(name: "the same view with no accessory: the label has the row", files: cell("accessory: .none"), key: "k", kind: .text,
            width: "100% - 32"),
        Row(name: "a padding length chosen by a Bool property: the call's isBigBlock: true takes the default length",
            files: block, key: "k", kind: .text, width: "100% - 56", note: "isBigBlock (true)"),
        Row(name: "a padding length chosen by a Bool property: the property's default (false) takes 0",
            files: block, key: "s", kind: .text, width: "100% - 32"),
    ]

    /// A settings cell of the app's own whose `accessory` argument may build a switch beside its label.
    static func cell(_ accessory: String) -> [String: String] {
        ["App.swift": """
            struct Cell: View {
                enum Accessory { case none; case toggle(isOn: Binding<Bool>) }
                var label: String
                var accessory: Accessory = .none
                var body: some View { HStack { Text(label); Spacer(); accessoryView() } }
                @ViewBuilder private func accessoryView() -> some View {
                    switch accessory {
                    case .none: EmptyView()
                    case .toggle(let isOn): Toggle("", isOn: isOn)
                    }
                }
            }
            struct Screen: View {
                var body: some View { VStack { Cell(label: String(localized: "k"), \(accessory)) } }
            }
            """]
    }

    /// A block of the app's own whose padding depends on a `Bool` property, made big once and small once.
    static let block = ["App.swift": """
        struct Block: View {
            var title: String
            var isBigBlock: Bool = false
            var body: some View { Text(title).padding(.horizontal, 12).padding(.horizontal, isBigBlock ? nil : 0) }
        }
        struct Screen: View {
            var body: some View {
                VStack { Block(title: String(localized: "k"), isBigBlock: true); Block(title: String(localized: "s")) }
            }
        }
        """]
}
