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
    ]
}
