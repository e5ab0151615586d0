import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// `fitcheck slots` and `fitcheck init` reading slots from a project's Swift sources.
@Suite struct SlotsCommandTests {
    static let dispatcher = Dispatcher(commands: [CheckCommand.command, InitCommand.command, SlotsCommand.command, BudgetCommand.command],
                                       defaultCommand: "check")

    static let catalog = """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "Inbox" : { }, "Done" : { }, "Use Inspection" : { }, "Never used" : { },
          "Archive everything?" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated",
            "value" : "Wirklich alle Nachrichten dauerhaft im Archiv ablegen, auch die ungelesenen?" } } } }
        } }
        """

    static let source = """
        struct InboxView: View {
            var body: some View {
                List { }
                    .navigationTitle("Inbox")
                    .toolbar { Button("Done") { } }
                    .confirmationDialog("Archive everything?", isPresented: $asking, titleVisibility: .visible) { }
                SettingsToggle(String(localized: "Use Inspection"), $on)
            }
        }
        struct SettingsToggle: View {
            let text: String
            @Binding var isOn: Bool
            init(_ text: String, _ isOn: Binding<Bool>) { self.text = text; self._isOn = isOn }
            var body: some View { Toggle(isOn: $isOn) { Text(text) } }
        }
        """

    /// A project folder: App/Localizable.xcstrings, App/Sources/InboxView.swift, and `more` files.
    static func project(_ more: [String: Data] = [:]) throws -> URL {
        let folder = try TemporaryFolder.make("slots")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App/Sources"), withIntermediateDirectories: true)
        try Data(catalog.utf8).write(to: folder.appendingPathComponent("App/Localizable.xcstrings"))
        try Data(source.utf8).write(to: folder.appendingPathComponent("App/Sources/InboxView.swift"))
        for (path, data) in more { try data.write(to: folder.appendingPathComponent(path)) }
        return folder
    }

    @Test func jsonListsEachKeyWithItsSlotAndEvidence() throws {
        let folder = try Self.project()
        defer { TemporaryFolder.remove(folder) }
        let outcome = Self.dispatcher.run(["slots", folder.path, "--json"])
        #expect(outcome.status == 0 && outcome.standardError.isEmpty, "\(outcome.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let keys = try #require(json["keys"] as? [[String: Any]])
        #expect(keys.map { $0["key"] as? String } == ["Archive everything?", "Done", "Inbox", "Use Inspection"])
        let toggle = try #require(keys.last)
        #expect(toggle["kind"] as? String == "toggle" && toggle["width"] as? String == "100% - 123")
        #expect(toggle["lines"] is NSNull && toggle["style"] as? String == "body")
        #expect(toggle["evidence"] as? [String] == ["App/Sources/InboxView.swift:7:9", "App/Sources/InboxView.swift:7:42", "App/Sources/InboxView.swift:14:49"])
        #expect(keys[1]["kind"] as? String == "toolbarButton" && keys[1]["lines"] as? Int == 1)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["catalogKeys"] as? Int == 5 && summary["placed"] as? Int == 4 && summary["notFound"] as? Int == 1)
        #expect((summary["byKind"] as? [String: Int])?["navigationTitleLarge"] == 1)
        #expect(json["notFound"] as? [String] == ["Never used"])
        // The same bytes every run.
        #expect(Self.dispatcher.run(["slots", folder.path, "--json"]).standardOutput == outcome.standardOutput)
    }

    /// `--export` never writes over what the command reads (a catalog, a Swift file, the matrix), with or
    /// without a matrix; and with a matrix but no source beside it there is nothing to export: exit 2.
    @Test func exportNeverWritesOverAnInput() throws {
        let folder = try Self.project()
        defer { TemporaryFolder.remove(folder) }
        let catalog = folder.appendingPathComponent("App/Localizable.xcstrings")
        let swift = folder.appendingPathComponent("App/Sources/InboxView.swift")
        let before = try Data(contentsOf: catalog)
        for target in [catalog, swift] {
            let outcome = Self.dispatcher.run(["slots", folder.path, "--export", target.path])
            #expect(outcome.status == 2 && outcome.standardError.contains("would overwrite"), "\(outcome.standardError)")
        }
        #expect(try Data(contentsOf: catalog) == before && (try String(contentsOf: swift, encoding: .utf8)) == Self.source)
        #expect(Self.dispatcher.run(["init", folder.path]).status == 0)
        let matrix = folder.appendingPathComponent("fitcheck.json")
        let withMatrix = Self.dispatcher.run(["slots", folder.path, "--export", swift.path])
        #expect(withMatrix.status == 2 && withMatrix.standardError.contains("would overwrite a source file"), "\(withMatrix.standardError)")
        // `budget --slots F --output F` would write over the slots it reads.
        let export = folder.appendingPathComponent("slots.json")
        #expect(Self.dispatcher.run(["slots", folder.path, "--export", export.path]).status == 0)
        let exported = try Data(contentsOf: export)
        let budget = Self.dispatcher.run(["budget", "--matrix", matrix.path, "--slots", export.path, "--output", export.path])
        #expect(budget.status == 2 && budget.standardError.contains("would overwrite --slots"), "\(budget.standardError)")
        #expect(try Data(contentsOf: export) == exported)
        try FileManager.default.removeItem(at: export)
        // No source beside the matrix: said, exit 2, nothing written.
        try FileManager.default.removeItem(at: swift)
        let nothing = Self.dispatcher.run(["slots", "--matrix", matrix.path, "--export", export.path])
        #expect(nothing.status == 2 && nothing.standardError.contains("no slots from code to export"), "\(nothing.standardError)")
        #expect(!FileManager.default.fileExists(atPath: export.path))
    }

    @Test func textGroupsKeysByKind() throws {
        let folder = try Self.project()
        defer { TemporaryFolder.remove(folder) }
        let text = Self.dispatcher.run(["slots", folder.path]).standardOutput
        #expect(text.hasPrefix("5 catalog keys, 1 Swift file: 4 placed, 0 ambiguous, 0 in code where no slot kind applies, 1 not found in code\n"))
        #expect(text.contains("\nnavigation title (large) (1)\n  \"Inbox\"  1 line · 100% - 32 · largeTitle bold  App/Sources/InboxView.swift:4:14, App/Sources/InboxView.swift:4:30\n"))
        #expect(text.contains("\ntoggle label (1)\n  \"Use Inspection\"  wraps · 100% - 123 · body  App/Sources/InboxView.swift:7:9, App/Sources/InboxView.swift:7:42, App/Sources/InboxView.swift:14:49\n"))
    }

    @Test func aFileTheLexerCannotReadIsSkippedWithAWarning() throws {
        let folder = try Self.project(["App/Sources/Broken.swift": Data("Text(\"Inbox\n".utf8)])
        defer { TemporaryFolder.remove(folder) }
        let outcome = Self.dispatcher.run(["slots", folder.path])
        #expect(outcome.status == 0)
        #expect(outcome.standardError == "fitcheck: warning: App/Sources/Broken.swift:1: skipped (the lexer cannot read it: "
                + "unterminated string literal); its keys keep the default slot\n")
        #expect(outcome.standardOutput.contains("(1 skipped): 4 placed"))
    }

    @Test func aFileThatIsNotUTF8IsSkippedWithAWarningByBothCommands() throws {
        let folder = try Self.project(["App/Sources/Latin1.swift": Data([0x54, 0x65, 0x78, 0x74, 0x0A, 0x22, 0xE9, 0x22])])
        defer { TemporaryFolder.remove(folder) }
        let warning = "fitcheck: warning: App/Sources/Latin1.swift:2: skipped (not UTF-8: invalid UTF-8 (byte 0xE9) at column 2); "
            + "its keys keep the default slot\n"
        let slots = Self.dispatcher.run(["slots", folder.path])
        #expect(slots.status == 0 && slots.standardError == warning)
        #expect(slots.standardOutput.hasPrefix("5 catalog keys, 2 Swift files (1 skipped): 4 placed"))
        let initialized = Self.dispatcher.run(["init", folder.path])
        #expect(initialized.status == 0 && initialized.standardError == warning)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("fitcheck.json").path))
    }

    @Test func badInputIsOneLineAndStatusTwo() throws {
        let folder = try Self.project()
        defer { TemporaryFolder.remove(folder) }
        let missing = Self.dispatcher.run(["slots", folder.path + "/nowhere"])
        #expect(missing == CommandOutcome(status: 2, standardError: "fitcheck: \(folder.path)/nowhere: no such folder\n"))
        let empty = try TemporaryFolder.make("slots-empty")
        defer { TemporaryFolder.remove(empty) }
        let noCatalogs = Self.dispatcher.run(["slots", empty.path])
        #expect(noCatalogs.status == 2 && noCatalogs.standardError.hasPrefix("fitcheck: \(empty.path): no catalogs found"))
        // init refuses a missing folder too, and writes nothing.
        #expect(Self.dispatcher.run(["init", folder.path + "/nowhere"]).status == 2)
    }

    @Test func theRunUsesTheCodesSlotsAndARuleOfTheFileWins() throws {
        let folder = try Self.project()
        defer { TemporaryFolder.remove(folder) }
        let outcome = Self.dispatcher.run(["init", folder.path])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("slots from the code and nibs: 5 catalog keys, 1 Swift file: 4 placed, 0 ambiguous, "
                                                + "0 in code where no slot kind applies, 1 not found in code; read again by every run"))
        let path = folder.appendingPathComponent("fitcheck.json").path
        #expect(!(try String(contentsOfFile: path, encoding: .utf8)).contains("\"=Use Inspection\""))
        // The slots a run uses, exported: a rule per key with its evidence, as an older init wrote them.
        let export = folder.appendingPathComponent("slots.json")
        #expect(Self.dispatcher.run(["slots", folder.path, "--export", export.path]).status == 0)
        #expect(try String(contentsOf: export, encoding: .utf8).contains("""
                { "name": "toggle label", "match": "=Use Inspection", "width": "100% - 123", "lines": null, "style": "body", \
            "comment": "App/Sources/InboxView.swift:7:9, App/Sources/InboxView.swift:7:42, App/Sources/InboxView.swift:14:49" }
            """))
        let file = try Matrix.load(path: path)
        let catalogs = try file.catalogPaths.flatMap(CatalogReader.read(path:))
        let matrix = try #require(try CodeSlots.load(matrix: file, catalogs: catalogs)).applied(to: file)
        #expect(matrix.rules.count == 5)  // the worked example and four keys from code
        #expect(matrix.slots.resolve(key: "Archive everything?").source == "code \"confirmation dialog title\" (=Archive everything?)")
        #expect(matrix.slots.resolve(key: "Never used").source == "defaultSlot")

        // A rule of the file that matches a key wins over the code, and `slots` says so.
        let mine = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "\"rules\": [\n",
            with: "\"rules\": [\n    { \"name\": \"mine\", \"match\": \"=Done\", \"width\": \"200\", \"lines\": 2 },\n")
        try Data(mine.utf8).write(to: URL(fileURLWithPath: path))
        let edited = try Matrix.load(path: path)
        let code = try #require(try CodeSlots.load(matrix: edited, catalogs: catalogs))
        #expect(code.shadowedKeys == ["Done"])
        #expect(code.applied(to: edited).slots.resolve(key: "Done").source == "rules[0] \"mine\" (=Done)")
        #expect(Self.dispatcher.run(["slots", folder.path]).standardOutput
            .contains("1 key keeps a rule or group of fitcheck.json (it wins over the code): \"Done\""))

        // The German dialog title wraps freely in its slot; the check measures it there and it fits.
        let check = Self.dispatcher.run(["check", "--matrix", path, "--lang", "de", "--key", "Archive everything?",
                                         "--no-images", "--report", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(check.standardOutput.utf8)) as? [String: Any])
        let summary = try #require(report["summary"] as? [String: Any])
        #expect((summary["styles"] as? [String]) == ["footnote"])
    }
}

/// The whole CubeTime app (../shared/corpus/cubetime-app): what `fitcheck slots` finds in it.
@Suite(.enabled(if: Corpus.cubeTimeAvailable, Comment(rawValue: Corpus.absent)))
struct SlotsCorpusTests {
    @Test func cubeTimesKeysArePlacedWhereItsCodeShowsThem() throws {
        let outcome = SlotsCommandTests.dispatcher.run(["slots", Corpus.cubeTime.path, "--json"])
        #expect(outcome.status == 0 && outcome.standardError.isEmpty, "\(outcome.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["catalogKeys"] as? Int == 288 && summary["swiftFiles"] as? Int == 63 && summary["skippedFiles"] as? Int == 0)
        let keys = Dictionary(uniqueKeysWithValues: try #require(json["keys"] as? [[String: Any]]).map { ($0["key"] as! String, $0) })
        func kind(_ key: String) -> String? { keys[key]?["kind"] as? String }
        func evidence(_ key: String) -> [String] { keys[key]?["evidence"] as? [String] ?? [] }
        // Checked by reading the code, each at the line named.
        #expect(kind("Use Inspection") == "toggle")   // SettingsToggle(String(localized:)) → Toggle { Text(text) }
        // …inside SettingsGroup's content, laid out in its body's `VStack(alignment: .leading, content: content)`;
        // GeneralSettingsView is shown in `if let currentCard { … }` of SettingsDetail (SettingsView:191), the
        // overlay of SettingsView (:71), a sheet of TimerMenu (:137).
        // Each place has its column (UTF-8 bytes, as swiftc counts): line 68 holds the call and the key.
        #expect(evidence("Use Inspection") == ["CubeTime/Settings/GeneralSettings.swift:68:17", "CubeTime/Settings/GeneralSettings.swift:68:50",
                                               "CubeTime/Settings/SettingsView.swift:71:17", "CubeTime/Settings/SettingsView.swift:191:29",
                                               "CubeTime/Settings/SettingsWidgets.swift:31:50", "CubeTime/Settings/SettingsWidgets.swift:106:13",
                                               "CubeTime/Timer/TimerMenu.swift:137:13"])
        #expect(kind("Settings") == "navigationTitleLarge")          // .navigationTitle, display mode large on iPhone
        #expect(kind("Time Detail") == "navigationTitleInline")      // .navigationBarTitleDisplayMode(.inline)
        #expect(kind("Clear session?") == "dialogTitle")             // titleVisibility: .visible
        #expect(kind("Confirm Delete") == "dialogTitle")             // UIAlertController(…, preferredStyle: .actionSheet)
        #expect(kind("Are you sure you want to delete this solve?") == "alertTitle")  // Alert(title: Text(…))
        #expect(kind("Delete Solve") == "alertButton")               // .destructive(Text(…)) in an Alert
        // Section("Sort by") and its Toggles are inside SortByMenu's Menu: a menu keeps the default.
        let unplaced = try #require(json["unplaced"] as? [[String: Any]]).compactMap { $0["key"] as? String }
        for key in ["Sort by", "Order by", "Filters", "Has Penalty", "Has Comment"] {
            #expect(kind(key) == nil && unplaced.contains(key), "\(key)")
        }
        // SettingsPicker(…, maxWidth: 120) { Text("Voice"); Text("Boop") }.pickerStyle(.segmented): one row of two
        // segments in 120 pt, measured together (not each alone); the icon-only tab bar (Tabs/TabBar.swift, an HStack
        // of TabIcons) shares no text, so it is no group. No other construct in CubeTime lays out keys together.
        let groups = try #require(json["groups"] as? [[String: Any]])
        #expect(groups.count == 1)
        let segmented = try #require(groups.first)
        #expect(segmented["kind"] as? String == "row" && segmented["policy"] as? String == "equal"
                && segmented["control"] as? String == "segmented" && segmented["width"] as? String == "120")
        #expect((segmented["members"] as? [[String: Any]])?.compactMap { $0["key"] as? String } == ["Voice", "Boop"])
        #expect((segmented["id"] as? String)?.hasPrefix("row-") == true)
        #expect(segmented["evidence"] as? [String] == [
            "CubeTime/Settings/GeneralSettings.swift:84:29", "CubeTime/Settings/GeneralSettings.swift:85:38",
            "CubeTime/Settings/GeneralSettings.swift:86:38", "CubeTime/Settings/GeneralSettings.swift:88:30",
            "CubeTime/Settings/SettingsWidgets.swift:135:19"])
        #expect(kind("Voice") == nil && kind("Boop") == nil)
        #expect(!groups.contains { ($0["evidence"] as? [String] ?? []).contains { $0.hasPrefix("CubeTime/Tabs/TabBar.swift") } })
        #expect(kind("Done") == "toolbarButton")                     // ToolbarItem { Button }
        #expect(kind("Got it!") == "alertButton")                    // dismissButton: .default(Text(…))
        // `Text(mode.rawValue)` for `mode` in `InputMode.allCases`: InputMode's raw value (not
        // ProjectLicense's), shown as an option of SettingsPicker's Picker — a picker option, no slot.
        #expect(unplaced.contains("Timer") && kind("Timer") == nil)
        // SettingsFootnote (a ViewModifier) sets .footnote.weight(.medium) on DescribedSetting's description.
        #expect(keys["Show tools on the timer screen."]?["style"] as? String == "footnote")
    }

    @Test func initThenCheckMeasuresTheInferredSlots() throws {
        let folder = try TemporaryFolder.make("cubetime")
        defer { TemporaryFolder.remove(folder) }
        let copy = folder.appendingPathComponent("app")
        try FileManager.default.copyItem(at: Corpus.cubeTime, to: copy)
        // The corpus is read-only (0444 files, 0555 folders); a project's checkout is the user's to write.
        let chmod = try Process.run(URL(fileURLWithPath: "/bin/chmod"), arguments: ["-R", "u+w", copy.path])
        chmod.waitUntilExit()
        #expect(SlotsCommandTests.dispatcher.run(["init", copy.path]).status == 0)
        let matrix = copy.appendingPathComponent("fitcheck.json").path
        let check = SlotsCommandTests.dispatcher.run(["check", "--matrix", matrix, "--lang", "en", "--no-images", "--report", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(check.standardOutput.utf8)) as? [String: Any])
        let overflowing = (report["findings"] as? [[String: Any]] ?? [])
            .filter { $0["verdict"] as? String == "overflow" }.compactMap { $0["key"] as? String }.sorted()
        // One-line navigation titles: large ones at AX1 on a 300 pt screen, an inline one between the bar's items.
        // "What's New!" in bold at AX1 (44 pt) takes 253.45 pt of the 268 in the display design (it overflowed
        // in Noto Sans Bold, which is about 10 % wider at that size).
        #expect(overflowing == ["New %@ Session", "Select Solves", "the boring stuff"])
    }
}
