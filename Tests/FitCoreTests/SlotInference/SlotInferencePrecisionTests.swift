import Testing
@testable import FitCore

/// Places that look like a slot kind from the inside but are not: presented content, menus, labels
/// the system hides, containers styled for a picker. A key given a tighter slot than it really has
/// is a false alarm, so each of these keeps the default.
@Suite("Slot inference: precision")
struct SlotInferencePrecisionTests {
    typealias T = SlotInferenceConstructTests

    @Test func presentedContentIsNotTheButtonThatPresentsIt() {
        let result = T.infer("""
            NavigationStack {
                List { }
                    .toolbar {
                        ToolbarItem {
                            Button("Info") { show = true }
                                .popover(isPresented: $show) { Text("A long explanation shown in the popover") }
                        }
                        ToolbarItem {
                            NavigationLink { Text("Detail text in destination") } label: { Image(systemName: "gear") }
                        }
                        ToolbarItem {
                            NavigationLink(destination: Text("Destination argument")) { Text("Link") }
                        }
                        ToolbarItem {
                            Button("Add") { }
                                .sheet(isPresented: $adding) { Text("Sheet body") }
                                .fullScreenCover(isPresented: $cover, content: { Text("Cover body") })
                                .navigationDestination(isPresented: $pushed) { Text("Pushed body") }
                                .alert("Sure?", isPresented: $asking) { Text("Alert content") }
                        }
                        ToolbarItem { NavigationLink("Titled link") { Text("Titled destination") } }
                    }
            }
            """, keys: ["Info", "A long explanation shown in the popover", "Detail text in destination", "Destination argument",
                        "Link", "Add", "Sheet body", "Cover body", "Pushed body", "Alert content", "Titled link", "Titled destination"])
        #expect(T.kinds(result, ["Info", "Link", "Add", "Titled link"]) == [.toolbarButton, .toolbarButton, .toolbarButton, .toolbarButton])
        #expect(T.kinds(result, ["A long explanation shown in the popover", "Detail text in destination", "Destination argument",
                                 "Sheet body", "Cover body", "Pushed body", "Alert content", "Titled destination"])
                == [.text, .text, .text, .text, .text, .text, .text, .text])
    }

    @Test func menusKeepTheDefaultWhateverTheControlInThem() {
        let result = T.infer("""
            struct A: View {
                var body: some View {
                    Menu {
                        Section("Sort by") {
                            Toggle("Has Penalty", isOn: $on)
                            Picker("Order", selection: $order) { Text("Up").tag(0) }
                        }
                    } label: { Text("Hello") }
                    Text("Row")
                        .contextMenu { Toggle("Pinned", isOn: $pinned); Section(header: Text("Tools")) { } }
                        .swipeActions { Toggle("Flag", isOn: $flag) }
                }
            }
            """, keys: ["Sort by", "Has Penalty", "Order", "Hello", "Pinned", "Tools", "Flag"])
        #expect(T.kinds(result, ["Sort by", "Has Penalty", "Order", "Pinned", "Tools", "Flag"]) == [nil, nil, nil, nil, nil, nil])
        #expect(result.unplaced["Sort by"] != nil && result.unplaced["Has Penalty"] != nil && result.unplaced["Tools"] != nil)
        #expect(T.slot(result, "Hello")?.kind == .button)   // the menu's own label is shown as a button
    }

    @Test func labelsTheSystemHidesAreNotPlaced() {
        let result = T.infer("""
            struct E: View {
                var body: some View {
                    NavigationStack {
                        VStack {
                            Label("Icon only", systemImage: "star").labelStyle(.iconOnly)
                            Picker("Sort order", selection: $on) { Text("a").tag(0) }
                                .pickerStyle(.menu)
                            Picker("Mode", selection: $on) { Text("b").tag(0) }
                                .pickerStyle(.segmented)
                            Toggle("Save", isOn: $on).labelsHidden()
                            Picker("Outside", selection: $on) { Text("c").tag(0) }
                        }
                        .toolbar {
                            ToolbarItem { Button { } label: { Label("Add item", systemImage: "plus") } }
                            Button("Share", systemImage: "square.and.arrow.up") { }
                            Label("Titled", systemImage: "star").labelStyle(.titleAndIcon)
                        }
                        Form {
                            Picker("Theme", selection: $theme) { Text("Light").tag(0) }
                            Picker("Wheel", selection: $theme) { Text("Dark").tag(0) }.pickerStyle(.wheel)
                            Section { Toggle("Wi-Fi", isOn: $on) }
                        }
                        .labelStyle(.iconOnly)
                        List { Toggle(isOn: $on) { Label("Iconic", systemImage: "star") } }
                            .labelStyle(.iconOnly)
                        Form { Toggle("Quiet", isOn: $on) }.labelsHidden()
                    }
                }
            }
            """, keys: ["Icon only", "Sort order", "Mode", "Save", "Outside", "Add item", "Share", "Titled", "Theme", "Wheel",
                        "Wi-Fi", "Iconic", "Quiet"])
        #expect(T.kinds(result, ["Icon only", "Sort order", "Mode", "Save", "Outside", "Add item", "Share", "Wheel", "Iconic", "Quiet"])
                == [nil, nil, nil, nil, nil, nil, nil, nil, nil, nil])
        #expect(T.kinds(result, ["Titled", "Theme", "Wi-Fi"]) == [.toolbarButton, .pickerLabel, .toggle])
        #expect(result.unplacedReasons["Save"]?.first?.hasPrefix("label hidden by .labelsHidden() at App.swift:") == true)
        #expect(result.unplacedReasons["Add item"]?.first?.hasPrefix("toolbar label shown as its icon") == true)
        #expect(result.unplacedReasons["Sort order"]?.first?.hasPrefix("picker label not shown") == true)
    }

    @Test func aPickerInAViewOfTheAppsOwnTakesItsCallersList() {
        let result = T.infer([
            "Row.swift": """
                struct ChoiceRow: View {
                    let title: LocalizedStringKey
                    var body: some View { Picker(title, selection: $value) { Text("x") } }
                }
                """,
            "Screen.swift": """
                VStack { ChoiceRow(title: "Loose") }
                Form { ChoiceRow(title: "In a form") }
                """], keys: ["Loose", "In a form"])
        #expect(T.kinds(result, ["Loose", "In a form"]) == [nil, .pickerLabel])
    }

    @Test func aContainersSegmentedStyleMakesSegmentsOnlyOfAPickersContent() throws {
        let result = T.infer([
            "Widgets.swift": """
                struct ChoicePicker<V: View>: View {
                    let text: String
                    @ViewBuilder let content: () -> V
                    var body: some View {
                        HStack { Text(text); Picker("", selection: $selection) { content() } }
                    }
                }
                struct Card<V: View>: View {
                    @ViewBuilder let content: () -> V
                    var body: some View { VStack { content() } }
                }
                """,
            "Screen.swift": """
                VStack {
                    Text("Choose how results are grouped")
                    Picker("", selection: $mode) { Text("Day").tag(0); Text("Week").tag(1) }
                    ChoicePicker(text: "x") { Text("Voice").tag(0); Text("Boop").tag(1) }
                    Card { Text("Inside a card") }
                }
                .pickerStyle(.segmented)
                """], keys: ["Choose how results are grouped", "Day", "Week", "Voice", "Boop", "Inside a card"])
        #expect(T.kinds(result, ["Choose how results are grouped", "Inside a card"]) == [.text, .text])
        // Segments: measured together, a row each (GroupInferenceTests).
        #expect(T.kinds(result, ["Day", "Week", "Voice", "Boop"]) == [nil, nil, nil, nil])
        #expect(result.groups.map(\.keys) == [["Day", "Week"], ["Voice", "Boop"]])
    }

    @Test func theOptionsOfAPickerInAViewOfTheAppsOwnAreNotPlaced() {
        let result = T.infer([
            "Widgets.swift": """
                struct SettingsPicker<V: View>: View {
                    let text: String
                    @ViewBuilder let content: () -> V
                    var body: some View { HStack { Text(text); Picker("", selection: $selection) { content() } } }
                }
                """,
            "Screen.swift": """
                enum Mode: LocalizedStringKey, CaseIterable { case timer = "Timer"; case typing = "Typing" }
                struct S: View {
                    var body: some View {
                        SettingsPicker(text: "x") { ForEach(Mode.allCases, id: \\.self) { mode in Text(mode.rawValue) } }
                    }
                }
                """], keys: ["Timer", "Typing"])
        #expect(T.kinds(result, ["Timer", "Typing"]) == [nil, nil])
        #expect(result.unplacedReasons["Timer"]?.first?.hasPrefix("picker option") == true)
    }

    @Test func theEmptyKeyIsNeverPlaced() {
        let result = T.infer("Form { Picker(\"\", selection: $x) { Text(\"Hi\") }; Text(\"\") }", keys: ["", "Hi"])
        #expect(result.slots.isEmpty && result.unplaced[""] == nil && result.ambiguous.isEmpty)
        #expect(result.catalogKeys == ["Hi"] && result.notFound.isEmpty)
    }

    @Test func theTightestUseIsTheLeastRoomAtTheLargestSizeToo() throws {
        // A tab title is 10 pt at every size (125 pt ÷ 10 = 12.5 em); an alert button is 238 pt of
        // body text: 14 em at L, 8.5 em at AX1 (28 pt). At the largest size the alert is the tighter.
        let result = T.infer("""
            TabView {
                A().tabItem { Text("Delete") }
                B().tabItem { Text("Keep") }
                C().tabItem { Text("Other") }
            }
            .alert("Sure?", isPresented: $asking) { Button("Delete", role: .destructive) { } }
            """, keys: ["Delete"])
        let delete = try #require(T.slot(result, "Delete"))
        #expect(delete.kind == .alertButton && delete.notes.contains("also used as: tabItem"))
    }
}
