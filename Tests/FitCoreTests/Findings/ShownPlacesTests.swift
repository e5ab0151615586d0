import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// Where the code shows a finding's text (``ShownPlaces``): made by slot inference on a small
/// made-up app, attached to a run's findings, written by every report.
@Suite struct ShownPlacesTests {
    /// Two views: a settings screen shows `settings.manage` in a `Text` and a row (`HStack`) of two
    /// texts; another view shows `settings.manage` again, as a button 120 pt wide (the tighter room).
    static func sources(linesAboveTheRow: Int = 0) -> [String: String] {
        let padding = String(repeating: "        // a comment\n", count: linesAboveTheRow)
        return [
            "Settings.swift": """
                import SwiftUI

                struct SettingsView: View {
                    var body: some View {
                        VStack {
                            Text("settings.manage")
                \(padding)            HStack {
                                Text("tight.title")
                                Text("ok.button")
                            }
                        }
                    }
                }
                """,
            "Other.swift": """
                import SwiftUI

                struct OtherView: View {
                    var body: some View {
                        Button("settings.manage") { }
                            .frame(width: 120)
                    }
                }
                """,
        ]
    }

    static func infer(linesAboveTheRow: Int = 0) -> SlotInferenceResult {
        SlotInference.infer(sources: sources(linesAboveTheRow: linesAboveTheRow).sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) },
                            catalogKeys: ["settings.manage", "tight.title", "ok.button"], platform: .iOS)
    }

    @Test func placesFormatAndReadAsSwiftcWritesThem() {
        #expect(SourcePlace(path: "A/B.swift", line: 12, column: 5).description == "A/B.swift:12:5")
        #expect(SourcePlace(path: "A/B.xib", line: 691).description == "A/B.xib:691")
        #expect(SourcePlace(parsing: "A/B.swift:12:5") == SourcePlace(path: "A/B.swift", line: 12, column: 5))
        #expect(SourcePlace(parsing: "A/B.xib:691") == SourcePlace(path: "A/B.xib", line: 691))
        #expect(SourcePlace(parsing: "odd:name.swift:3:1")?.path == "odd:name.swift")
        #expect(SourcePlace(parsing: "no line") == nil)
        #expect(SourcePlace(path: "a", line: 2, column: 9) < SourcePlace(path: "a", line: 10, column: 1))
    }

    /// Evidence carries the column (UTF-8 bytes, as swiftc counts: the call's first byte), and a key
    /// shown in two places lists both, the tighter (measured) first.
    @Test func aKeysUsesAreItsPlacesTheTightestFirst() throws {
        let result = Self.infer()
        let manage = try #require(result.slots.first { $0.key == "settings.manage" })
        #expect(manage.kind == .button)
        #expect(manage.evidence.contains("Other.swift:5:9") && manage.evidence.contains("Settings.swift:6:13"), "\(manage.evidence)")
        #expect(manage.shownAt.map(\.place) == ["Other.swift:5:9", "Settings.swift:6:13"])
        #expect(manage.shownAt.map(\.kind) == [.button, .text])
        let places = result.shownPlaces(root: "App")
        #expect(places.keys["settings.manage"] == [
            ShownPlace(file: "App/Other.swift", line: 5, column: 9, kind: "button", objectID: nil),
            ShownPlace(file: "App/Settings.swift", line: 6, column: 13, kind: "text", objectID: nil),
        ])
    }

    /// A row sits on the line that builds it, and is named by it; its identity (id, fingerprint) does
    /// not move when lines above it do.
    @Test func aGroupIsShownWhereItIsBuiltAndKeepsItsIdentityWhenLinesMove() throws {
        let before = Self.infer(), after = Self.infer(linesAboveTheRow: 3)
        let row = try #require(before.groups.first), moved = try #require(after.groups.first)
        #expect(row.construct == .hStack && row.evidence.contains("Settings.swift:7:13"), "\(row.evidence)")
        let places = before.shownPlaces(root: ""), movedPlaces = after.shownPlaces(root: "")
        #expect(places.groups[row.id] == [ShownPlace(file: "Settings.swift", line: 7, column: 13, kind: "hStack", objectID: nil)])
        #expect(places.groupNames[row.id] == "HStack at Settings.swift:7")
        #expect(movedPlaces.groupNames[moved.id] == "HStack at Settings.swift:10")
        // The identity: the same id, the same SARIF fingerprint and baseline identity.
        #expect(moved.id == row.id)
        func finding(_ places: ShownPlaces, _ group: MatrixGroup) -> Finding {
            let finding = Finding(subject: .group(name: group.id, members: group.keys), verdict: .overflow, level: .error, fails: true,
                                  file: "L.xcstrings", line: 3, language: "de")
            return places.attach(to: [finding])[0]
        }
        let (a, b) = (finding(places, row), finding(movedPlaces, moved))
        #expect(a.displayLabel == "HStack at Settings.swift:7" && b.displayLabel == "HStack at Settings.swift:10")
        #expect(a.identity == b.identity)
        #expect(SARIFReporter.fingerprint(a.identity.parts) == SARIFReporter.fingerprint(b.identity.parts))
        #expect(a.shownAt != b.shownAt)
    }

    /// A key the code writes where no slot kind applies (a toggle in a menu) is shown at the line that
    /// writes it, kind `unplaced`: its findings (on the default slot) still lead with the code.
    @Test func anUnplacedKeyIsShownWhereItIsWritten() throws {
        let result = SlotInference.infer(sources: [("Menu.swift", Array("""
            struct SortMenu: View {
                var body: some View {
                    Menu("Sort") { Toggle("Has Penalty", isOn: $penalty) }
                }
            }
            """.utf8))], catalogKeys: ["Has Penalty"], platform: .iOS)
        #expect(result.slots.isEmpty && result.unplaced["Has Penalty"] == ["Menu.swift:3:31"])
        #expect(result.shownPlaces(root: "").keys["Has Penalty"] == [ShownPlace(file: "Menu.swift", line: 3, column: 31, kind: "unplaced", objectID: nil)])
    }

    /// A nib string is placed at its view's element and named by its source text and nib.
    @Test func aNibStringIsNamedByItsTextAndNib() throws {
        let document = try NibDocument(bytes: Array(NibSnippets.appKit(NibSlotsTests.checkbox).utf8), file: "Prefs.xib")
        let slots = NibLayout(document: document, path: "Base.lproj/Prefs.xib").slots(keys: ["boxCell.title"], note: nil)
        var result = Self.infer()
        result.slots += slots
        let places = result.shownPlaces(root: "App")
        #expect(places.keys["boxCell.title"] == [ShownPlace(file: "App/Base.lproj/Prefs.xib", line: 8, column: nil, kind: nil, objectID: "boxCell")])
        #expect(places.keyNames["boxCell.title"] == "\"Launch on Login\" (Prefs.xib:8, boxCell)")
    }

    /// JSON: a Swift place `{file, line, column, kind}`, a nib's `{file, line, objectID}`, the display
    /// name; read back whole; paths rewritten as every report path is.
    @Test func jsonCarriesEveryPlaceAndReadsItBack() throws {
        var report = ReportFixture.report()
        report.findings = Self.places.attach(to: report.findings)
        let json = JSONReporter().render(report)
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 5)
        let findings = try #require(object["findings"] as? [[String: Any]])
        let manage = try #require(findings.first { $0["key"] as? String == "settings.manage" })
        let shown = try #require(manage["shownAt"] as? [[String: Any]])
        #expect(shown.count == 2 && Set(shown[0].keys) == ["file", "line", "column", "kind"])
        #expect(shown[0]["file"] as? String == "App/Other.swift" && shown[0]["column"] as? Int == 9)
        let tight = try #require(findings.first { $0["key"] as? String == "tight.title" })
        let nib = try #require((tight["shownAt"] as? [[String: Any]])?.first)
        #expect(Set(nib.keys) == ["file", "line", "objectID"] && tight["shownAs"] as? String == "\"Title\" (Prefs.xib:8, boxCell)")
        #expect(findings.filter { $0["subject"] as? String == "language" }.allSatisfy { $0["shownAt"] == nil })
        let read = try JSONDecoder().decode(RunReport.self, from: Data(json.utf8))
        #expect(read.findings == report.findings)
        let moved = report.withPaths(ReportPaths(base: FileManager.default.currentDirectoryPath + "/App"))
        #expect(moved.findings.first { $0.key == "settings.manage" }?.shownAt.first?.file == "Other.swift")
    }

    /// Places for ``ReportFixture``'s keys: `settings.manage` in two Swift places, `tight.title` in a nib.
    static let places = ShownPlaces(
        keys: ["settings.manage": [ShownPlace(file: "App/Other.swift", line: 5, column: 9, kind: "button", objectID: nil),
                                   ShownPlace(file: "App/Settings.swift", line: 6, column: 13, kind: "text", objectID: nil)],
               "tight.title": [.nib(file: "App/Base.lproj/Prefs.xib", line: 8, objectID: "boxCell")]],
        keyNames: ["tight.title": "\"Title\" (Prefs.xib:8, boxCell)"])
}
