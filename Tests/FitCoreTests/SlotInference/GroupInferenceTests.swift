import Foundation
import Testing
@testable import FitCore

/// Rows and choices read from SwiftUI code: one small made-up source per construct, the group it must
/// give (or not), and what becomes of its keys' own slots.
@Suite("Slot inference: rows and choices")
struct GroupInferenceTests {
    typealias T = SlotInferenceConstructTests

    static func group(_ result: SlotInferenceResult, with key: String) -> MatrixGroup? {
        result.groups.first { $0.keys.contains(key) }
    }

    // MARK: - Segmented pickers

    @Test func aSegmentedPickerIsAnEqualRowReplacingEachSegmentsOwnSlot() throws {
        let result = T.infer("""
            Picker("Mode", selection: $mode) {
                Text("Day").tag(0)
                Text("Week").tag(1)
                Text("Month").tag(2)
            }
            .pickerStyle(.segmented)
            """, keys: ["Day", "Week", "Month"])
        #expect(result.groups.count == 1)
        let row = try #require(result.groups.first)
        #expect(row.kind == .row && row.construct == .segmentedPicker && row.policy == .equal && row.row?.control == .segmented)
        #expect(row.keys == ["Day", "Week", "Month"] && row.writtenWidth == nil)
        #expect(row.evidence == ["App.swift:1:1", "App.swift:2:10", "App.swift:3:10", "App.swift:4:10", "App.swift:6:2"])
        #expect(row.id == MatrixGroup.derivedID(kind: .row, keys: row.keys) && row.id.hasPrefix("row-"))
        // Measured as members of the control, not alone (the old per-key W ÷ n slot is gone), and not "not found".
        #expect(T.kinds(result, ["Day", "Week", "Month"]) == [nil, nil, nil])
        #expect(result.notFound.isEmpty && row.members.allSatisfy { !$0.alsoAlone })
    }

    @Test func aSegmentedPickerTakesTheWidthItIsGiven() throws {
        let result = T.infer([
            "Widgets.swift": """
                struct SettingsPicker<V: View>: View {
                    let text: String
                    let maxWidth: CGFloat?
                    @ViewBuilder let content: () -> V
                    init(text: String, maxWidth: CGFloat? = nil, @ViewBuilder _ content: @escaping () -> V) {
                        self.text = text
                        self.maxWidth = maxWidth
                        self.content = content
                    }
                    var body: some View {
                        HStack {
                            Text(text)
                            Spacer()
                            Picker("", selection: $selection) {
                                content()
                            }
                            .frame(maxWidth: maxWidth)
                        }
                    }
                }
                """,
            "Screen.swift": """
                VStack {
                    SettingsPicker(text: String(localized: "Alert Type"), maxWidth: 120) {
                        Text("Voice").tag(0)
                        Text("Boop").tag(1)
                    }
                    .pickerStyle(.segmented)
                    Picker("Size", selection: $size) { Text("S").tag(0); Text("L").tag(1) }
                        .pickerStyle(.segmented)
                        .frame(width: 200)
                }
                """], keys: ["Alert Type", "Voice", "Boop", "S", "L"])
        let voice = try #require(Self.group(result, with: "Voice"))
        #expect(voice.keys == ["Voice", "Boop"] && voice.writtenWidth == "120")
        #expect(voice.evidence.contains("Widgets.swift:17:19") && voice.evidence.contains("Screen.swift:6:6"))
        #expect(Self.group(result, with: "S")?.writtenWidth == "200")
        #expect(T.kinds(result, ["Alert Type"]) == [.text])
    }

    @Test func aSegmentWithoutTextOrMadeByForEachMakesNoGroup() {
        let result = T.infer("""
            Picker("View", selection: $view) {
                Image(systemName: "list.bullet").tag(0)
                Text("Grid").tag(1)
            }
            .pickerStyle(.segmented)
            Picker("Unit", selection: $unit) {
                ForEach(units) { Text($0.name) }
            }
            .pickerStyle(.segmented)
            Picker("Menu", selection: $x) { Text("One").tag(0); Text("Two").tag(1) }
            """, keys: ["Grid", "One", "Two"])
        #expect(result.groups.isEmpty)
        #expect(T.kinds(result, ["Grid"]) == [.segment])   // still measured alone, in its W ÷ n slot
    }

    // MARK: - Tab bars

    @Test func aTabBarWithTextTitlesIsARow() throws {
        let result = T.infer("""
            TabView {
                HomeView().tabItem { Label("Home", systemImage: "house") }
                ProfileView().tabItem { Text("Profile") }
                SettingsView()
                    .tabItem {
                        Label("Settings", systemImage: "gear")
                    }
                Tab("Search", systemImage: "magnifyingglass") { SearchView() }
            }
            """, keys: ["Home", "Profile", "Settings", "Search"])
        let bar = try #require(result.groups.first)
        #expect(result.groups.count == 1 && bar.construct == .tabBar && bar.row?.control == .tabBar && bar.policy == .equal)
        #expect(bar.keys == ["Home", "Profile", "Settings", "Search"] && bar.notes.isEmpty)
        #expect(T.kinds(result, ["Home", "Profile", "Settings", "Search"]) == [nil, nil, nil, nil])
    }

    /// Six tabs show as four and More on iPhone: no row of six shares, each title a fifth of the bar alone.
    @Test func sixTabsAreNoRowButAFifthEachAlone() throws {
        let tabs = (1...6).map { "V\($0)().tabItem { Text(\"Tab \($0)\") }" }.joined(separator: "\n")
        let result = T.infer("TabView {\n\(tabs)\n}", keys: (1...6).map { "Tab \($0)" })
        #expect(result.groups.isEmpty)
        let tab = try #require(T.slot(result, "Tab 6"))
        #expect(tab.kind == .tabItem && tab.slot.width.description == "100% / 5")
    }

    @Test func anIconOnlyTabBarAPagedOneAndAMacOneAreNoGroup() {
        let iconOnly = T.infer("""
            TabView {
                A().tabItem { Image(systemName: "house") }
                B().tabItem { Label("Profile", systemImage: "person") }
            }
            """, keys: ["Profile"])
        #expect(iconOnly.groups.isEmpty)
        let paged = T.infer("""
            TabView {
                A().tabItem { Text("Welcome") }
                B().tabItem { Text("Details") }
            }
            .tabViewStyle(.page)
            """, keys: ["Welcome", "Details"])
        #expect(paged.groups.isEmpty)
        let mac = T.infer("TabView { A().tabItem { Text(\"General\") }; B().tabItem { Text(\"Advanced\") } }",
                          keys: ["General", "Advanced"], platform: .macOS)
        #expect(mac.groups.isEmpty)
    }

    // MARK: - HStack rows

    @Test func stretchingButtonsShareTheRowEqually() throws {
        let result = T.infer("""
            HStack(spacing: 12) {
                Button("Back") { dismiss() }
                    .frame(maxWidth: .infinity)
                Button(role: .destructive) { cancel() } label: {
                    Text("Cancel Selected Subscriptions")
                        .frame(maxWidth: .infinity)
                }
            }
            .buttonStyle(.bordered)
            """, keys: ["Back", "Cancel Selected Subscriptions"])
        let row = try #require(result.groups.first)
        #expect(row.construct == .hStack && row.policy == .equal && row.row?.spacing == 12 && row.row?.control == .buttons)
        #expect(row.keys == ["Back", "Cancel Selected Subscriptions"])
        #expect(row.evidence == ["App.swift:1:1", "App.swift:2:12", "App.swift:5:14"])
    }

    @Test func borderedStretchingButtonsAreTheButtonsControl() throws {
        let result = T.infer("""
            HStack {
                Button("Back") { }.frame(maxWidth: .infinity).buttonStyle(.borderedProminent)
                Button("Next") { }.frame(maxWidth: .infinity)
            }
            """, keys: ["Back", "Next"])
        #expect(result.groups.first?.row?.control == .buttons && result.groups.first?.row?.stated.contains(.spacing) == false)
    }

    @Test func textsInAnHStackFollowTheStackAlgorithm() throws {
        let result = T.infer("""
            Form {
                HStack {
                    Text("Threshold")
                        .font(.headline)
                    Spacer()
                    Text("Pixels")
                        .lineLimit(1)
                        .layoutPriority(1)
                }
            }
            """, keys: ["Threshold", "Pixels"])
        let row = try #require(result.groups.first)
        #expect(row.policy == .stack && row.stated.contains(.width) && row.width.description == "100% - 64")
        // 8 pt each side of the spacer and its own least length of 8 pt.
        #expect(row.row?.spacing == 24)
        let members = try #require(row.row?.members)
        #expect(members[0].text?.style == .headline && members[1].text?.maxLines == 1 && members[1].layoutPriority == 1)
    }

    @Test func aFixedWidthMemberBesideStretchingOnesIsTheFixedPolicy() throws {
        let result = T.infer("""
            HStack(spacing: 0) {
                Text("Name").frame(width: 80)
                Text("A longer description").frame(maxWidth: .infinity)
            }
            """, keys: ["Name", "A longer description"])
        let row = try #require(result.groups.first?.row)
        #expect(row.policy == .fixed && row.members[0].fixedWidth == 80 && row.spacing == 0)
    }

    @Test func anHStackWithAViewOfUnknownWidthOrOneTextIsNoGroup() {
        let result = T.infer("""
            VStack {
                HStack { Text("Name"); TextField("", text: $name) }
                HStack { Image(systemName: "star"); Text("Starred") }
                HStack { Text("Total"); Text(total) }
                HStack { ForEach(tags) { Text($0) } }
                HStack { if on { Text("On") } else { Image(systemName: "moon") }; Text("Off") }
                Grid { GridRow { Text("Left"); Text("Right") } }
            }
            .toolbar {
                ToolbarItem { HStack { Button("Edit") { }; Button("Done") { } } }
            }
            """, keys: ["Name", "Starred", "Total", "On", "Off", "Left", "Right", "Edit", "Done"])
        #expect(result.groups.isEmpty)
    }

    // MARK: - ControlGroup

    @Test func aControlGroupInAViewIsARowButNotInAToolbar() throws {
        let result = T.infer("""
            VStack {
                ControlGroup {
                    Button("Copy") { }
                    Button("Paste") { }
                }
            }
            .toolbar {
                ControlGroup { Button("Undo") { }; Button("Redo") { } }
            }
            """, keys: ["Copy", "Paste", "Undo", "Redo"])
        #expect(result.groups.count == 1)
        let row = try #require(result.groups.first)
        #expect(row.construct == .controlGroup && row.policy == .equal && row.row?.control == .buttons && row.keys == ["Copy", "Paste"])
    }

    // MARK: - ViewThatFits

    @Test func viewThatFitsIsAChoiceOfItsChildrenInOrder() throws {
        let result = T.infer("""
            ViewThatFits(in: .horizontal) {
                HStack {
                    Button("Restore Purchases") { }
                    Button("Terms of Use") { }
                }
                Text("Restore")
            }
            """, keys: ["Restore Purchases", "Terms of Use", "Restore"])
        #expect(result.groups.count == 1)   // the HStack is an alternative, not a row of its own
        let choice = try #require(result.groups.first)
        #expect(choice.kind == .choice && choice.construct == .viewThatFits && choice.policy == nil)
        guard choice.alternatives.count == 2, case .row(let row) = choice.alternatives[0],
              case .single(let last) = choice.alternatives[1] else {
            Issue.record("expected a row then a text, got \(choice.alternatives)")
            return
        }
        #expect(row.members.map(\.key) == ["Restore Purchases", "Terms of Use"] && row.policy == .stack && last.key == "Restore")
        #expect(choice.id.hasPrefix("choice-") && choice.evidence == ["App.swift:1:1", "App.swift:2:5", "App.swift:3:16", "App.swift:4:16", "App.swift:6:10"])
        #expect(T.kinds(result, ["Restore Purchases", "Terms of Use", "Restore"]) == [nil, nil, nil])
    }

    /// `ViewThatFits(in: .vertical)` checks heights, which fitcheck does not know: a choice whose first
    /// alternative is measured, laid out in the width — its texts are members, not alone — with a note
    /// saying why, and `in` in the slots JSON and the matrix entry `init` writes.
    @Test func aViewThatFitsByHeightIsAChoiceThatShowsItsFirst() throws {
        let result = T.infer("""
            ViewThatFits(in: .vertical) {
                Text("A long paragraph")
                Text("Short")
            }
            """, keys: ["A long paragraph", "Short"])
        let choice = try #require(result.groups.first)
        #expect(result.groups.count == 1 && choice.kind == .choice && choice.axes == .vertical)
        #expect(choice.alternatives.map { $0.members.map(\.key) } == [["A long paragraph"], ["Short"]])
        #expect(T.kinds(result, ["A long paragraph", "Short"]) == [nil, nil])
        #expect(choice.notes.count == 1 && choice.notes[0].hasPrefix("in: .vertical shows the first child whose height fits"))
        #expect(result.groupNotes.isEmpty)   // not a warning: the choice is measured
        #expect(GroupReport.line(choice).contains(", in: .vertical): \"A long paragraph\" else \"Short\""))
        let entry = GroupReport.matrixEntry(choice)
        #expect(entry.contains(#""in": "vertical""#))
        let json = String(decoding: try JSONEncoder().encode(GroupReport.Entry(choice)), as: UTF8.self)
        #expect(json.contains(#""in":"vertical""#), "\(json)")
        // What init writes reads back as a vertical choice.
        let matrix = try GroupMatrixTests.matrix("[\(entry)]".replacingOccurrences(of: "A long paragraph", with: "a")
            .replacingOccurrences(of: "\"Short\"", with: "\"b\""))
        #expect(matrix.groups.first?.choice?.axes == .vertical)
    }

    //  how `in:` is written                      axes
    static let axes: [(String, ChoiceAxes?)] = [
        ("ViewThatFits", .both),
        ("ViewThatFits(in: .horizontal)", .horizontal),
        ("ViewThatFits(in: .vertical)", .vertical),
        ("ViewThatFits(in: [.horizontal, .vertical])", .both),
        ("ViewThatFits(in: [.vertical])", .vertical),
        ("ViewThatFits(in: axes)", nil),   // a name: not read, no choice
    ]

    @Test(arguments: axes)
    func aViewThatFitsReadsItsAxes(call: String, axes: ChoiceAxes?) throws {
        let result = T.infer("""
            \(call) {
                Text("A long paragraph")
                Text("Short")
            }
            """, keys: ["A long paragraph", "Short"])
        #expect(result.groups.first?.axes == axes)
        if axes == nil {
            #expect(result.groups.isEmpty)
            #expect(result.groupNotes.first?.contains("its axes (in: axes) are not .horizontal or .vertical as written") == true)
        } else {
            #expect(result.groups.first?.notes.isEmpty == (axes != .vertical))
            #expect(GroupReport.matrixEntry(try #require(result.groups.first)).contains(#""in": "#) == (axes != .both))
        }
    }

    @Test func joinedTextsAreNotMembers() {
        let result = T.infer("""
            HStack {
                Text("Phases") + Text(": ")
                Text("Total")
            }
            """, keys: ["Phases", "Total"])
        #expect(result.groups.isEmpty)
    }

    /// A `VStack` alternative is a column (ColumnAlternativeTests): the texts are measured in the choice.
    @Test func aViewThatFitsWithAVStackIsARowThenAColumn() {
        let result = T.infer("""
            ViewThatFits {
                HStack { Text("Left side"); Text("Right side") }
                VStack { Text("Left side"); Text("Right side") }
            }
            """, keys: ["Left side", "Right side"])
        #expect(result.groups.count == 1 && result.groups.first?.alternatives.count == 2)
        #expect(result.groups.first?.keys == ["Left side", "Right side"])
        #expect(T.kinds(result, ["Left side", "Right side"]) == [nil, nil])
    }

    @Test func aRowWithoutAWidthOfItsOwnSpansThePlaceItIsIn() throws {
        // On a Mac: the Form of a 600 pt window; the row spans what a text alone there gets.
        let result = T.infer("""
            struct Settings: View {
                var body: some View {
                    Form {
                        Text("Alone")
                        HStack {
                            Button("Reload Config") { }
                            Button("Reveal Config in Finder") { }
                        }
                    }
                    .formStyle(.grouped)
                    .frame(width: 600)
                }
            }
            """, keys: ["Alone", "Reload Config", "Reveal Config in Finder"], platform: .macOS)
        let alone = try #require(T.slot(result, "Alone"))
        let row = try #require(result.groups.first)
        #expect(row.stated.contains(.width) && row.width == alone.slot.width && row.width.percent == 0)
    }

    // MARK: - Keys shown alone elsewhere

    @Test func aMemberShownAloneElsewhereKeepsThatSlot() throws {
        let result = T.infer("""
            VStack {
                Picker("Mode", selection: $mode) {
                    Text("Day").tag(0)
                    Text("Week").tag(1)
                }
                .pickerStyle(.segmented)
                Text("Week")
                    .lineLimit(1)
            }
            """, keys: ["Day", "Week"])
        let row = try #require(result.groups.first)
        #expect(row.row?.members.map(\.alsoAlone) == [false, true])
        // Its own slot is the one alone (text, one line), not the segment's.
        let week = try #require(T.slot(result, "Week"))
        #expect(week.kind == .text && week.slot.maxLines == 1 && week.evidence == ["App.swift:7:5", "App.swift:7:10"])
        #expect(T.kinds(result, ["Day"]) == [nil])
    }

    @Test func theSameGroupInTwoPlacesIsOneWithBothPlaces() throws {
        let result = T.infer([
            "A.swift": "Picker(\"x\", selection: $a) { Text(\"On\").tag(0); Text(\"Off\").tag(1) }.pickerStyle(.segmented)",
            "B.swift": "Picker(\"y\", selection: $b) { Text(\"On\").tag(0); Text(\"Off\").tag(1) }.pickerStyle(.segmented)",
        ], keys: ["On", "Off"])
        #expect(result.groups.count == 1 && result.groups.first?.evidence == ["A.swift:1:1", "A.swift:1:35", "A.swift:1:54", "A.swift:1:70", "B.swift:1:1", "B.swift:1:35", "B.swift:1:54", "B.swift:1:70"])
    }
}

extension MatrixGroup {
    /// The width as `slots` and `init` write it: where the code states one.
    var writtenWidth: String? { stated.contains(.width) ? width.description : nil }
}

extension GroupMember {
    /// The inset as `slots` and `init` write it: where the code states one.
    var writtenInset: Double? { stated.contains(.inset) ? inset : nil }
}
