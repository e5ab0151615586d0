import Testing
@testable import FitCore

/// SwiftUI facts as test rows: a snippet → the slot its key gets (issue 41: tab bars, inline titles,
/// horizontal scroll views, `.frame(minWidth:)`, Mac toggles, menu pickers).
@Suite("Slot inference: SwiftUI facts")
struct SwiftUIFactsTests {
    /// One row: the sources, the key looked at, and what its slot must be (`nil` fields are not checked).
    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var platform: Platform = .iOS
        var files: [String: String]
        var key: String
        var kind: SlotKind?
        /// The width expression as written (`100% / 5`, `65`); `nil`: not checked.
        var width: String?
        /// `.some(nil)`: wraps freely.
        var lines: Int??
        /// False: checked for translation only.
        var layout: Bool?
        /// A note the slot must carry (a part of it).
        var note: String?
        /// The vocabulary row that must have placed it (``KeySlot/rule``).
        var rule: String?
        var testDescription: String { name }
    }

    /// A screen in a `NavigationStack` with an inline title and `toolbar` as its bar items.
    static func inlineScreen(_ toolbar: String) -> [String: String] {
        ["App.swift": """
            struct Inbox: View {
                var body: some View {
                    NavigationStack {
                        List { }
                            .navigationTitle("Inbox")
                            .navigationBarTitleDisplayMode(.inline)
                            \(toolbar)
                    }
                }
            }
            """]
    }

    /// An enum of `count` screens, each with a title `Screen n`.
    static func screens(_ count: Int) -> String {
        let cases = (1...count).map { "case s\($0)" }.joined(separator: "\n    ")
        let titles = (1...count).map { "case .s\($0): \"Screen \($0)\"" }.joined(separator: "\n        ")
        return """
            enum Screen: CaseIterable {
                \(cases)
                var title: LocalizedStringKey {
                    switch self {
                    \(titles)
                    }
                }
            }
            """
    }

    static let tabRows: [Row] = [
        Row(name: "18 enum cases in a ForEach: the iPhone bar shows 4 + More, every tab a fifth",
            files: ["Screen.swift": screens(18), "Root.swift": """
                struct Root: View {
                    var body: some View {
                        TabView {
                            ForEach(Screen.allCases, id: \\.self) { screen in
                                Color.clear.tabItem { Label(screen.title, systemImage: "star") }
                            }
                        }
                    }
                }
                """],
            key: "Screen 7", kind: .tabItem, width: "100% / 5", note: "4 + More"),
        Row(name: "seven tabs written out: 4 + More",
            files: ["Root.swift": "TabView {\n" + (1...7).map { "    V().tabItem { Text(\"Tab \($0)\") }" }.joined(separator: "\n") + "\n}"],
            key: "Tab 2", kind: .tabItem, width: "100% / 5", note: "4 + More"),
        Row(name: "a ForEach over an array literal counts its elements, not the enum's cases",
            files: ["Screen.swift": screens(9), "Root.swift": """
                TabView {
                    ForEach([Screen.s1, .s2, .s3], id: \\.self) { screen in
                        Color.clear.tabItem { Text(screen.title) }
                    }
                }
                """],
            key: "Screen 1", kind: .tabItem, width: "100% / 3"),
        Row(name: "sidebarAdaptable: the iPhone bar, noted as a sidebar on iPad",
            files: ["Root.swift": """
                TabView {
                    Tab("Home", systemImage: "house") { Home() }
                    Tab("Search", systemImage: "magnifyingglass") { Search() }
                }
                .tabViewStyle(.sidebarAdaptable)
                """],
            key: "Home", kind: .tabItem, width: "100% / 2", note: "sidebar"),
    ]

    static let titleRows: [Row] = [
        Row(name: "an inline title with no bar items has the bar less its margins",
            files: inlineScreen(""), key: "Inbox", kind: .navigationTitleInline, width: "100% - 32"),
        Row(name: "one trailing item: the title moves off centre to avoid it",
            files: inlineScreen(".toolbar { ToolbarItem(placement: .topBarTrailing) { Button(\"Edit\") { } } }"),
            key: "Inbox", kind: .navigationTitleInline, width: "100% - 84"),
        Row(name: "an item on each side",
            files: inlineScreen("""
                .toolbar {
                    ToolbarItem(placement: .navigationBarLeading) { Button("Close") { } }
                    ToolbarItem(placement: .navigationBarTrailing) { Image(systemName: "plus") }
                }
                """),
            key: "Inbox", kind: .navigationTitleInline, width: "100% - 136"),
        Row(name: "a group of two trailing items",
            files: inlineScreen("""
                .toolbar {
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button("A") { }
                        Button("B") { }
                    }
                }
                """),
            key: "Inbox", kind: .navigationTitleInline, width: "100% - 136"),
        Row(name: "a bare button in the toolbar is trailing (automatic)",
            files: inlineScreen(".toolbar { Button(\"Add\") { } }"), key: "Inbox", kind: .navigationTitleInline, width: "100% - 84"),
        Row(name: "a bottom bar item is not in the navigation bar",
            files: inlineScreen(".toolbar { ToolbarItem(placement: .bottomBar) { Button(\"Add\") { } } }"),
            key: "Inbox", kind: .navigationTitleInline, width: "100% - 32"),
    ]

    /// A root with an inline title and a screen pushed by `push` (a `NavigationLink` or a destination).
    static func pushed(_ push: String, root extra: String = "") -> [String: String] {
        ["Root.swift": """
            struct Root: View {
                @State var selection: Item?
                @State var showing = false
                var body: some View {
                    NavigationStack {
                        List {
                            \(push)
                        }
                        .navigationTitle("Root")
                        .navigationBarTitleDisplayMode(.inline)
                        \(extra)
                    }
                }
            }
            """,
         "Detail.swift": """
            struct Detail: View {
                var body: some View { Text("Body").navigationTitle("Detail title") }
            }
            """]
    }

    static let pushRows: [Row] = [
        Row(name: "a pushed screen has the back button on its leading side",
            files: pushed("NavigationLink(\"Go\") { Detail() }"), key: "Detail title", kind: .navigationTitleInline,
            width: "100% - 84", note: "back button"),
        Row(name: "display mode through .navigationDestination(item:)",
            files: pushed("Button(\"Go\") { selection = Item() }", root: ".navigationDestination(item: $selection) { item in Detail() }"),
            key: "Detail title", kind: .navigationTitleInline),
        Row(name: "display mode through .navigationDestination(for:) and NavigationLink(value:)",
            files: pushed("NavigationLink(value: 1) { Text(\"Open\") }", root: ".navigationDestination(for: Int.self) { number in Detail() }"),
            key: "Detail title", kind: .navigationTitleInline),
        Row(name: "display mode through .navigationDestination(isPresented:)",
            files: pushed("Button(\"Go\") { showing = true }", root: ".navigationDestination(isPresented: $showing) { Detail() }"),
            key: "Detail title", kind: .navigationTitleInline),
    ]

    static let scrollRows: [Row] = [
        Row(name: "a text in a horizontal ScrollView gets its ideal width",
            files: ["App.swift": "ScrollView(.horizontal) { HStack { Text(\"Chip one\"); Text(\"Chip two\") } }"],
            key: "Chip one", kind: .text, layout: false, note: "ideal width"),
        Row(name: "showsIndicators and an axis set",
            files: ["App.swift": "ScrollView([.horizontal], showsIndicators: false) { Text(\"Chip\") }"],
            key: "Chip", kind: .text, layout: false),
        Row(name: "a vertical ScrollView bounds its width",
            files: ["App.swift": "ScrollView { Text(\"Body text\") }"], key: "Body text", kind: .text, width: "100% - 32", layout: true),
        Row(name: "a frame inside the horizontal ScrollView still bounds the text",
            files: ["App.swift": "ScrollView(.horizontal) { Text(\"Tag\").frame(width: 80) }"],
            key: "Tag", kind: .text, width: "80", layout: true),
    ]

    static let windowRows: [Row] = [
        Row(name: "a Text's own .frame(minWidth: 50) is not its window",
            platform: .macOS,
            files: ["Pane.swift": "struct Pane: View { var body: some View { VStack { Text(\"Delay\").frame(minWidth: 50) } } }"],
            key: "Delay", kind: .text, width: "440"),
        Row(name: "a minWidth inside the body is not the window either",
            platform: .macOS,
            files: ["Pane.swift": """
                struct Pane: View {
                    var body: some View {
                        VStack {
                            VStack { Text("Speed") }.frame(minWidth: 120)
                        }
                        .frame(minWidth: 372)
                    }
                }
                """],
            key: "Speed", kind: .text, width: "332"),
        Row(name: "a width through a protocol extension's static var",
            platform: .macOS,
            files: ["Pane.swift": """
                protocol SettingsPane { static var width: CGFloat { get } }
                extension SettingsPane { static var width: CGFloat { 540 } }
                struct General: View, SettingsPane {
                    var body: some View { VStack { Text("Launch at login") }.frame(width: Self.width) }
                }
                """],
            key: "Launch at login", kind: .text, width: "500"),
        Row(name: "a conforming type's own static member wins over the protocol's",
            platform: .macOS,
            files: ["Pane.swift": """
                protocol SettingsPane { }
                extension SettingsPane { static var width: CGFloat { return 540 } }
                struct General: View {
                    var body: some View { VStack { Text("Launch at login") }.frame(minWidth: Metrics.paneWidth) }
                }
                enum Metrics { static let paneWidth: CGFloat = 420 }
                extension Advanced: SettingsPane { static var width: CGFloat { 600 } }
                struct Advanced: View {
                    var body: some View { VStack { Text("Debug logging") }.frame(width: Self.width) }
                }
                """],
            key: "Debug logging", kind: .text, width: "560"),
        Row(name: "a static let of another type",
            platform: .macOS,
            files: ["Pane.swift": """
                struct General: View {
                    var body: some View { VStack { Text("Launch at login") }.frame(minWidth: Metrics.paneWidth) }
                }
                enum Metrics { static let paneWidth: CGFloat = 420 }
                """],
            key: "Launch at login", kind: .text, width: "380"),
    ]

    static let toggleRows: [Row] = [
        Row(name: "a Mac checkbox's label keeps one line", platform: .macOS,
            files: ["Pane.swift": "struct Pane: View { var body: some View { VStack { Toggle(\"Enable smooth scrolling\", isOn: $on) } } }"],
            key: "Enable smooth scrolling", kind: .toggle, lines: .some(1), note: "one line"),
        Row(name: "fixedSize(vertical) lets a Mac toggle's label wrap", platform: .macOS,
            files: ["Pane.swift": """
                struct Pane: View {
                    var body: some View {
                        VStack { Toggle("Enable smooth scrolling", isOn: $on).fixedSize(horizontal: false, vertical: true) }
                    }
                }
                """],
            key: "Enable smooth scrolling", kind: .toggle, lines: .some(nil)),
        Row(name: "fixedSize(vertical) on the label's Text", platform: .macOS,
            files: ["Pane.swift": """
                struct Pane: View {
                    var body: some View {
                        Form { Toggle(isOn: $on) { Text("Reverse scrolling").fixedSize(horizontal: false, vertical: true) } }
                            .formStyle(.grouped)
                    }
                }
                """],
            key: "Reverse scrolling", kind: .toggle, lines: .some(nil)),
        Row(name: "an iPhone toggle's label wraps",
            files: ["App.swift": "Form { Toggle(\"Enable smooth scrolling\", isOn: $on) }"],
            key: "Enable smooth scrolling", kind: .toggle, lines: .some(nil)),
    ]

    static let pickerRows: [Row] = [
        Row(name: "a Mac pop-up's option in the picker's frame", platform: .macOS,
            files: ["Pane.swift": """
                struct Pane: View {
                    var body: some View {
                        VStack {
                            Picker("Mode", selection: $mode) {
                                Text("Accelerated").tag(0)
                                Text("Linear").tag(1)
                            }
                            .labelsHidden()
                            .frame(width: 100)
                        }
                    }
                }
                """],
            key: "Accelerated", kind: .pickerOption, width: "65", lines: .some(1)),
        Row(name: "options through ForEach over an enum's cases, in a columns Form", platform: .macOS,
            files: ["Pane.swift": """
                enum Mode: CaseIterable {
                    case a, b
                    var title: LocalizedStringKey {
                        switch self {
                        case .a: "By lines"
                        case .b: "By pixels"
                        }
                    }
                }
                struct Pane: View {
                    var body: some View {
                        Form {
                            Picker("Distance", selection: $mode) {
                                ForEach(Mode.allCases, id: \\.self) { mode in Text(mode.title).tag(mode) }
                            }
                        }
                    }
                }
                """],
            // The value column of a 480 pt window ((480 − 40) ÷ 2) less the pop-up's chrome.
            key: "By pixels", kind: .pickerOption, width: "185", lines: .some(1)),
        Row(name: "a Mac pop-up beside its label in a grouped form: the row less the chrome (the label's share is not known)",
            platform: .macOS,
            files: ["Pane.swift": """
                struct Pane: View {
                    var body: some View {
                        Form { Picker("Speed", selection: $speed) { Text("Very fast").tag(0) } }
                            .formStyle(.grouped)
                            .frame(width: 400)
                    }
                }
                """],
            key: "Very fast", kind: .pickerOption, width: "305", lines: .some(1)),
        Row(name: "an iPhone menu picker of a stated width", platform: .iOS,
            files: ["App.swift": """
                Picker("Sort", selection: $sort) {
                    Text("Newest first").tag(0)
                }
                .pickerStyle(.menu)
                .frame(width: 120)
                """],
            key: "Newest first", kind: .pickerOption, lines: .some(1)),
        Row(name: "an iPhone picker's options with no stated width stay unplaced",
            files: ["App.swift": "Form { Picker(\"Sort\", selection: $sort) { Text(\"Oldest first\").tag(0) } }"],
            key: "Oldest first", kind: nil),
        Row(name: "a segmented picker's options are segments", platform: .macOS,
            files: ["App.swift": "Picker(\"\", selection: $m) { Text(\"Classic\"); Text(\"Modern\") }.pickerStyle(.segmented)"],
            key: "Classic", kind: .segment),
    ]

    static let allRows = tabRows + titleRows + pushRows + scrollRows + windowRows + toggleRows + pickerRows + roomRows + besideRows + vocabularyRows

    @Test(arguments: allRows)
    func row(_ row: Row) throws {
        let result = SlotInferenceConstructTests.infer(row.files, keys: [row.key], platform: row.platform)
        let found = SlotInferenceConstructTests.slot(result, row.key)
        guard let kind = row.kind else {
            #expect(found == nil, "\(row.key) placed as \(String(describing: found?.kind))")
            return
        }
        let slot = try #require(found, "\(row.key) not placed; unplaced: \(result.unplaced), ambiguous: \(result.ambiguous)")
        #expect(slot.kind == kind)
        if let width = row.width { #expect(slot.slot.width.description == width, "notes: \(slot.notes)") }
        if let lines = row.lines { #expect(slot.slot.maxLines == lines) }
        if let layout = row.layout { #expect(slot.slot.layout == layout, "notes: \(slot.notes)") }
        if let note = row.note { #expect(slot.notes.contains { $0.contains(note) }, "notes: \(slot.notes)") }
        if let rule = row.rule { #expect(slot.rule == rule) }
    }

    @Test func noRowGroupInAHorizontalScrollView() {
        let result = SlotInferenceConstructTests.infer(
            ["App.swift": "ScrollView(.horizontal) { HStack { Text(\"Chip one\"); Text(\"Chip two\") } }"],
            keys: ["Chip one", "Chip two"])
        #expect(result.groups.isEmpty)
    }

    @Test func macTabsAreNotCappedAtFive() throws {
        let source = "TabView {\n" + (1...7).map { "    V().tabItem { Text(\"Tab \($0)\") }" }.joined(separator: "\n") + "\n}"
        let result = SlotInferenceConstructTests.infer(["Root.swift": source], keys: ["Tab 1"], platform: .macOS)
        #expect(try #require(SlotInferenceConstructTests.slot(result, "Tab 1")).count == 7)
    }
}
