import Testing
@testable import FitCore

/// One small made-up source per construct fitcheck reads, and the slot it must give each key.
@Suite("Slot inference: constructs")
struct SlotInferenceConstructTests {
    /// Infers on `files` (path → source); the catalog keys are `keys`.
    static func infer(_ files: [String: String], keys: [String], platform: Platform = .iOS) -> SlotInferenceResult {
        SlotInference.infer(sources: files.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) }, catalogKeys: keys,
                            platform: platform)
    }

    static func infer(_ source: String, keys: [String], platform: Platform = .iOS) -> SlotInferenceResult {
        infer(["App.swift": source], keys: keys, platform: platform)
    }

    /// The kind each key got (`nil` for keys not placed).
    static func kinds(_ result: SlotInferenceResult, _ keys: [String]) -> [SlotKind?] {
        keys.map { key in result.slots.first { $0.key == key }?.kind }
    }

    static func slot(_ result: SlotInferenceResult, _ key: String) -> KeySlot? { result.slots.first { $0.key == key } }

    @Test func textIsTheDefaultRoom() throws {
        let result = Self.infer("struct A: View { var body: some View { Text(\"Hello\") } }", keys: ["Hello"])
        let hello = try #require(Self.slot(result, "Hello"))
        #expect(hello.kind == .text && hello.slot == Slot(width: WidthExpression("100% - 32")!) && hello.evidence == ["App.swift:1:40", "App.swift:1:45"])
    }

    @Test func buttonsWrapUnlessToldOtherwise() {
        let result = Self.infer("""
            VStack {
                Button("Save") { save() }
                Button("Wrap not") { }
                    .lineLimit(1)
                Button(action: go) { Text("Go on") }
            }
            """, keys: ["Save", "Wrap not", "Go on"])
        #expect(Self.kinds(result, ["Save", "Wrap not", "Go on"]) == [.button, .button, .button])
        #expect(Self.slot(result, "Save")?.slot.maxLines == nil)
        #expect(Self.slot(result, "Wrap not")?.slot.maxLines == 1)
    }

    @Test func labelsTogglesAndPickers() {
        let result = Self.infer("""
            Form {
                Label("Timer", systemImage: "timer")
                Toggle("Sounds", isOn: $sounds)
                Toggle(isOn: $haptics) { Text("Haptics") }
                Picker("Theme", selection: $theme) { Text("Light").tag(0) }
            }
            """, keys: ["Timer", "Sounds", "Haptics", "Theme", "Light"])
        #expect(Self.kinds(result, ["Timer", "Sounds", "Haptics", "Theme", "Light"]) == [.label, .toggle, .toggle, .pickerLabel, nil])
        #expect(Self.slot(result, "Sounds")?.slot.width.description == "100% - 123")
        #expect(result.unplaced["Light"] == ["App.swift:5:47"])   // a picker option: in code, no slot kind
    }

    @Test func segmentsShareTheControl() {
        let result = Self.infer("""
            Picker("Mode", selection: $mode) {
                Text("Day").tag(0)
                Text("Week").tag(1)
                Text("Month").tag(2)
            }
            .pickerStyle(.segmented)
            """, keys: ["Day", "Week", "Month"])
        // Measured together as a row (GroupInferenceTests), no longer each in a W ÷ n slot of its own.
        #expect(Self.kinds(result, ["Day", "Week", "Month"]) == [nil, nil, nil])
        #expect(result.groups.map(\.keys) == [["Day", "Week", "Month"]])
    }

    @Test func segmentsNotReadAsARowShareTheControlEachAlone() {
        let result = Self.infer("""
            Picker("Mode", selection: $mode) {
                Text("Day").tag(0)
                Text("Week").tag(1)
                Text(custom).tag(2)
            }
            .pickerStyle(.segmented)
            """, keys: ["Day", "Week"])
        #expect(result.groups.isEmpty)
        #expect(Self.slot(result, "Week")?.count == 3)
        #expect(Self.slot(result, "Week")?.slot.width.description == "100% / 3 - 26.67")
    }

    @Test func navigationTitlesAreLargeUnlessInline() {
        let result = Self.infer("""
            List { }.navigationTitle("Inbox")
            List { }
                .navigationTitle("Detail")
                .navigationBarTitleDisplayMode(.inline)
            List { }.navigationBarTitle("Old style", displayMode: .inline)
            List { }
                .navigationTitle(Text("As text"))
                .navigationBarTitleDisplayMode(.inline)
            """, keys: ["Inbox", "Detail", "Old style", "As text"])
        #expect(Self.slot(result, "As text")?.kind == .navigationTitleInline)
        #expect(Self.kinds(result, ["Inbox", "Detail", "Old style"]) == [.navigationTitleLarge, .navigationTitleInline, .navigationTitleInline])
        #expect(Self.slot(result, "Inbox")?.slot == Slot(width: WidthExpression("100% - 32")!, maxLines: 1, style: .largeTitle, weight: .bold))
    }

    @Test func tabItemsShareTheBar() throws {
        let result = Self.infer("""
            TabView {
                HomeView().tabItem { Label("Home", systemImage: "house") }
                ProfileView().tabItem { Text("Profile") }
                SettingsView()
                    .tabItem {
                        Label("Settings", systemImage: "gear")
                    }
            }
            """, keys: ["Home", "Profile", "Settings"])
        #expect(Self.kinds(result, ["Home", "Profile", "Settings"]) == [nil, nil, nil])  // a row: GroupInferenceTests
        #expect(result.groups.map(\.keys) == [["Home", "Profile", "Settings"]])
    }

    @Test func tabItemsNotReadAsARowShareTheBarEachAlone() throws {
        let result = Self.infer("""
            TabView {
                HomeView().tabItem { Label("Home", systemImage: "house") }
                ProfileView().tabItem { Text(profileTitle) }
                SettingsView()
                    .tabItem {
                        Label("Settings", systemImage: "gear")
                    }
            }
            """, keys: ["Home", "Settings"])
        #expect(result.groups.isEmpty)
        #expect(Self.kinds(result, ["Home", "Settings"]) == [.tabItem, .tabItem])
        let home = try #require(Self.slot(result, "Home"))
        #expect(home.count == 3 && home.slot.width.description == "100% / 3" && home.slot.pointSize == 10)
        #expect(home.slot.maxLines == 1 && home.slot.weight == .medium)
    }

    @Test func aPageStyleTabViewHasNoTabBar() {
        let result = Self.infer("""
            TabView {
                Intro().tabItem { Text("Welcome") }
                Details().tabItem { Text("Details") }
            }
            .tabViewStyle(.page)
            """, keys: ["Welcome", "Details"])
        #expect(Self.kinds(result, ["Welcome", "Details"]) == [nil, nil])
        #expect(result.unplaced.keys.sorted() == ["Details", "Welcome"])
    }

    @Test func tabsOfTheNewAPI() {
        let result = Self.infer("""
            TabView {
                Tab("Search", systemImage: "magnifyingglass", value: .search) { SearchView() }
                Tab("Library", systemImage: "books.vertical", value: .library) { LibraryView() }
            }
            """, keys: ["Search", "Library"])
        #expect(Self.kinds(result, ["Search", "Library"]) == [nil, nil])
        #expect(result.groups.first?.keys == ["Search", "Library"] && result.groups.first?.construct == .tabBar)
    }

    @Test func toolbarItemsAreOneLineButMenusInThemAreNot() {
        let result = Self.infer("""
            content
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
                    ToolbarItemGroup(placement: .bottomBar) { Label("Share", systemImage: "square.and.arrow.up") }
                    Button("Edit") { edit() }
                    Menu("More") { Button("Archive") { } }
                    ToolbarItem(placement: .principal) { Text("Centre title") }
                }
            """, keys: ["Done", "Share", "Edit", "More", "Archive", "Centre title"])
        #expect(Self.slot(result, "Centre title")?.kind == .navigationTitleInline)
        #expect(Self.kinds(result, ["Done", "Edit", "More", "Archive"]) == [.toolbarButton, .toolbarButton, .toolbarButton, nil])
        // iOS shows a toolbar's Label as its icon alone.
        #expect(Self.slot(result, "Share") == nil && result.unplaced["Share"] != nil)
        #expect(Self.slot(result, "Done")?.slot.maxLines == 1)
        #expect(result.unplaced["Archive"] != nil)
    }

    @Test func alertsTitleMessageAndButtons() {
        let result = Self.infer("""
            content
                .alert("Delete everything?", isPresented: $asking) {
                    Button("Delete", role: .destructive) { wipe() }
                    Button("Keep") { }
                } message: {
                    Text("This cannot be undone.")
                }
                .alert(isPresented: $old) {
                    Alert(title: Text("Old title"), message: Text("Old message"),
                          primaryButton: .default(Text("Old OK")), secondaryButton: .cancel(Text("Old cancel")))
                }
            """, keys: ["Delete everything?", "Delete", "Keep", "This cannot be undone.", "Old title", "Old message", "Old OK", "Old cancel"])
        #expect(Self.kinds(result, ["Delete everything?", "Delete", "Keep", "This cannot be undone."])
                == [.alertTitle, .alertButton, .alertButton, .alertMessage])
        #expect(Self.kinds(result, ["Old title", "Old message", "Old OK", "Old cancel"])
                == [.alertTitle, .alertMessage, .alertButton, .alertButton])
        #expect(Self.slot(result, "Keep")?.slot.width.description == "238")
    }

    @Test func confirmationDialogsShowTheirTitleOnlyWhenAsked() {
        let result = Self.infer("""
            content
                .confirmationDialog("Sign out?", isPresented: $a, titleVisibility: .visible) {
                    Button("Sign out", role: .destructive) { }
                } message: { Text("You can sign in again.") }
                .confirmationDialog("Hidden title", isPresented: $b) { Button("Go") { } }
            """, keys: ["Sign out?", "Sign out", "You can sign in again.", "Hidden title", "Go"])
        #expect(Self.kinds(result, ["Sign out?", "Sign out", "You can sign in again.", "Hidden title", "Go"])
                == [.dialogTitle, .dialogButton, .dialogMessage, nil, .dialogButton])
        #expect(result.unplaced["Hidden title"] != nil)
    }

    @Test func sectionHeadersAndFooters() {
        let result = Self.infer("""
            List {
                Section("Account") { Text("Name") }
                Section(header: Text("Privacy")) { }
                Section {
                    Text("Row")
                } header: {
                    Text("Sync")
                } footer: {
                    Text("Syncs every hour.")
                }
            }
            """, keys: ["Account", "Name", "Privacy", "Row", "Sync", "Syncs every hour."])
        #expect(Self.kinds(result, ["Account", "Name", "Privacy", "Row", "Sync", "Syncs every hour."])
                == [.sectionHeader, .text, .sectionHeader, .text, .sectionHeader, .sectionFooter])
        #expect(Self.slot(result, "Sync")?.slot.style == .footnote)
    }

    @Test func badgesAndSearchPrompts() {
        let result = Self.infer("""
            List { Text("Inbox row").badge("New"); Text("Row 2").badge(Text("Hot")) }
                .searchable(text: $query, prompt: "Find a message")
            """, keys: ["New", "Hot", "Find a message"])
        #expect(Self.kinds(result, ["New", "Hot", "Find a message"]) == [.badge, .badge, .searchPrompt])
    }

    @Test func localizingWrappers() {
        let result = Self.infer("""
            List { }.navigationTitle(String(localized: "Profile"))
            Button(LocalizedStringKey("Go")) { }
            Label(LocalizedStringKey.init("Info"), systemImage: "info")
            Text(LocalizedStringResource("Resource"))
            let resource: LocalizedStringResource = "Typed resource"
            Toggle(resource, isOn: $on)
            let message = NSLocalizedString("Old school", comment: "")
            Text(message)
            """, keys: ["Profile", "Go", "Info", "Resource", "Typed resource", "Old school"])
        #expect(Self.kinds(result, ["Profile", "Go", "Info", "Resource", "Typed resource", "Old school"])
                == [.navigationTitleLarge, .button, .label, .text, .toggle, .text])
    }

    @Test func uikit() {
        let result = Self.infer("""
            final class InboxController: UIViewController {
                let titleLabel = UILabel()
                let status: UILabel = UILabel()
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: NSLocalizedString("Compose", comment: ""), style: .plain, target: nil, action: nil)
                    sendButton.setTitle(NSLocalizedString("Send", comment: ""), for: .normal)
                    titleLabel.text = NSLocalizedString("Hello UIKit", comment: "")
                    status.text = NSLocalizedString("Online", comment: "")
                    searchField.text = NSLocalizedString("Not a label", comment: "")
                    navigationItem.title = NSLocalizedString("Inbox UIKit", comment: "")
                    tabBarItem = UITabBarItem(title: NSLocalizedString("Feed", comment: ""), image: nil, tag: 0)
                    tabBarItem.title = NSLocalizedString("Feed again", comment: "")
                    let raw = UIBarButtonItem(title: "Shown as written", style: .plain, target: nil, action: nil)
                }
            }
            """, keys: ["Compose", "Send", "Hello UIKit", "Online", "Not a label", "Inbox UIKit", "Feed", "Feed again", "Shown as written"])
        #expect(Self.kinds(result, ["Compose", "Send", "Hello UIKit", "Online", "Not a label", "Inbox UIKit", "Feed", "Feed again"])
                == [nil, .uikitButton, .uikitLabel, .uikitLabel, nil, nil, .tabItem, .tabItem])
        // The title and its text item share the navigation bar (UIKitNavigationBarTests).
        #expect(result.groups.map(\.keys) == [["Inbox UIKit", "Compose"]])
        // UIKit shows a bare literal as written: that is not this key's translation.
        #expect(Self.slot(result, "Shown as written") == nil)
        #expect(Self.slot(result, "Hello UIKit")?.slot.maxLines == 1)
    }

    @Test func uikitAlertsAndActionSheets() {
        let result = Self.infer("""
            func ask() {
                let alert = UIAlertController(title: NSLocalizedString("Remove?", comment: ""), message: NSLocalizedString("It goes.", comment: ""), preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: NSLocalizedString("Remove", comment: ""), style: .destructive))
            }
            func choose() {
                let sheet = UIAlertController(title: NSLocalizedString("Pick one", comment: ""), message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: NSLocalizedString("This one", comment: ""), style: .default))
            }
            """, keys: ["Remove?", "It goes.", "Remove", "Pick one", "This one"])
        #expect(Self.kinds(result, ["Remove?", "It goes.", "Remove", "Pick one", "This one"])
                == [.alertTitle, .alertMessage, .alertButton, .dialogTitle, .dialogButton])
    }

    @Test func aKeyHeldInALetTakesTheSlotWhereItIsUsed() {
        let result = Self.infer("""
            struct A: View {
                let heading: LocalizedStringKey = "Saved items"
                var body: some View {
                    let local: LocalizedStringKey = "Local title"
                    let plain = "Plain string"
                    List { }
                        .navigationTitle(heading)
                        .toolbar { Button(local) { } }
                    Button(plain) { }
                }
            }
            """, keys: ["Saved items", "Local title", "Plain string"])
        #expect(Self.kinds(result, ["Saved items", "Local title", "Plain string"]) == [.navigationTitleLarge, .toolbarButton, nil])
        #expect(Self.slot(result, "Saved items")?.evidence == ["App.swift:2:39", "App.swift:7:14"])
    }

    @Test func anEnumsComputedTitleTakesTheTabItemsSlot() throws {
        let result = Self.infer([
            "Tabs.swift": """
                enum AppTab: CaseIterable {
                    case timeline, search, settings
                    var title: LocalizedStringKey {
                        switch self {
                        case .timeline: "tab.timeline"
                        case .search: return "tab.search"
                        case .settings:
                            "tab.settings"
                        }
                    }
                }
                """,
            "Root.swift": """
                TabView {
                    ForEach(AppTab.allCases, id: \\.self) { tab in
                        tab.view.tabItem { Label(tab.title, systemImage: tab.icon) }
                    }
                }
                """], keys: ["tab.timeline", "tab.search", "tab.settings"])
        #expect(Self.kinds(result, ["tab.timeline", "tab.search", "tab.settings"]) == [.tabItem, .tabItem, .tabItem])
        let search = try #require(Self.slot(result, "tab.search"))
        #expect(search.count == 3 && search.slot.width.description == "100% / 3")
        #expect(search.evidence == ["Root.swift:3:28", "Tabs.swift:6:30"])
    }

    @Test func aCustomViewIsFollowedToWhereItShowsItsParameter() throws {
        let result = Self.infer([
            "Widgets.swift": """
                struct SettingsToggle: View {
                    let text: String
                    @Binding var isOn: Bool
                    init(_ text: String, _ isOn: Binding<Bool>) {
                        self.text = text
                        self._isOn = isOn
                    }
                    var body: some View {
                        Toggle(isOn: $isOn) {
                            Text(text)
                                .font(.body.weight(.medium))
                        }
                    }
                }
                struct SettingsRow: View {
                    let title: LocalizedStringKey
                    var body: some View { Header(label: title) }
                }
                struct Header: View {
                    var label: LocalizedStringKey
                    var body: some View { Text(label).lineLimit(1) }
                }
                """,
            "Settings.swift": """
                VStack {
                    SettingsToggle(String(localized: "Use Inspection"), $inspection)
                    SettingsToggle("Not localized", $other)
                    SettingsRow(title: "Two levels down")
                }
                .toolbar { Header(label: "In a toolbar") }
                """], keys: ["Use Inspection", "Not localized", "Two levels down", "In a toolbar"])
        let toggle = try #require(Self.slot(result, "Use Inspection"))
        #expect(toggle.kind == .toggle && toggle.slot.weight == .medium)
        #expect(toggle.evidence == ["Settings.swift:2:5", "Settings.swift:2:38", "Widgets.swift:10:13"])
        // A `String` parameter given a bare literal shows it as written: not this key's translation.
        #expect(Self.slot(result, "Not localized") == nil)
        #expect(Self.slot(result, "Two levels down")?.kind == .text && Self.slot(result, "Two levels down")?.slot.maxLines == 1)
        #expect(Self.slot(result, "In a toolbar")?.kind == .toolbarButton)
    }

    @Test func interpolationsMatchTheKeysXcodeExtracts() {
        let result = Self.infer("""
            Text("\\(count) Solves")
            Text("Delete \\"\\(name ?? "this")\\"?")
            Text("\\(minutes) min")
            Text("100% \\(done)")
            """, keys: ["%lld Solves", "Delete \"%@\"?", "%@ min", "%lld min", "100%% %@"])
        #expect(Self.kinds(result, ["%lld Solves", "Delete \"%@\"?", "100%% %@"]) == [.text, .text, .text])
        // Two keys fit `\\(minutes) min`: ambiguous, both keep the default.
        #expect(result.ambiguous.map(\.key) == ["%@ min", "%lld min"])
        #expect(Self.kinds(result, ["%@ min", "%lld min"]) == [nil, nil])
    }

    @Test func rawAndMultiLineLiteralsAreKeysToo() {
        let result = Self.infer("""
            Button(#"Say "hi""#) { }
            Text(\"\"\"
                Two
                lines
                \"\"\")
            """, keys: ["Say \"hi\"", "Two\nlines"])
        #expect(Self.kinds(result, ["Say \"hi\"", "Two\nlines"]) == [.button, .text])
    }

    @Test func literalModifiersRefineTheSlot() throws {
        let result = Self.infer("""
            VStack {
                Text("Two lines").lineLimit(2)
                Text("Fixed").frame(width: 120)
                Text("Capped").frame(maxWidth: 200)
                Text("Capped wide").frame(maxWidth: 600)
                Text("Shrinks").lineLimit(1).minimumScaleFactor(0.5)
                Text("Styled").font(.headline)
            }
            .font(.caption)
            """, keys: ["Two lines", "Fixed", "Capped", "Capped wide", "Shrinks", "Styled"])
        #expect(Self.slot(result, "Two lines")?.slot.maxLines == 2)
        #expect(Self.slot(result, "Fixed")?.slot.width.description == "120")
        #expect(Self.slot(result, "Capped")?.slot.width.description == "200")
        #expect(Self.slot(result, "Capped wide")?.slot.width.description == "100% - 32")
        let shrinks = try #require(Self.slot(result, "Shrinks"))
        #expect(shrinks.slot.maxLines == 1 && shrinks.slot.minimumScaleFactor == 0.5)
        #expect(Self.slot(result, "Styled")?.slot.style == .headline)   // the innermost font wins
        #expect(Self.slot(result, "Two lines")?.slot.style == .caption1) // the container's
    }

    @Test func aKeyUsedInSeveralPlacesTakesTheTightest() throws {
        let result = Self.infer("""
            VStack { Text("Settings") }
            TabView { SettingsView().tabItem { Label("Settings", systemImage: "gear") } }
            """, keys: ["Settings"])
        let settings = try #require(Self.slot(result, "Settings"))
        #expect(settings.kind == .tabItem && settings.evidence == ["App.swift:1:10", "App.swift:1:15", "App.swift:2:36", "App.swift:2:42"])
        #expect(settings.notes.contains("also used as: text"))
    }

    @Test func ambiguousEvidenceKeepsTheDefault() {
        let result = Self.infer("""
            enum Sort { var title: LocalizedStringKey { "By date" } }
            enum Filter { var title: LocalizedStringKey { "All items" } }
            struct V: View { var body: some View { Text(option.title) } }
            """, keys: ["By date", "All items"])
        #expect(result.slots.isEmpty)
        #expect(result.ambiguous.map(\.key) == ["All items", "By date"])
        #expect(result.ambiguous.first?.reason.contains("the type of `option` is not known (title is declared by Filter, Sort)") == true)
    }

    @Test func keysNotInTheCodeAreCounted() {
        let result = Self.infer("Text(\"Shown\")", keys: ["Shown", "Never used", "Also unused"])
        #expect(result.notFound == ["Also unused", "Never used"])
        #expect(result.slots.map(\.key) == ["Shown"])
    }

    @Test func aFileTheLexerCannotReadIsSkippedAndTheOthersCount() {
        let result = Self.infer(["Bad.swift": "Text(\"Broken\n", "Good.swift": "Text(\"Fine\")"], keys: ["Broken", "Fine"])
        #expect(result.slots.map(\.key) == ["Fine"])
        #expect(result.skipped.map(\.path) == ["Bad.swift"])
        #expect(result.warnings == ["Bad.swift:1: skipped (the lexer cannot read it: unterminated string literal); its keys keep the default slot"])
    }
}
