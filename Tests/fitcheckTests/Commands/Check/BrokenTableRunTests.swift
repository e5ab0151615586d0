import Foundation
import Testing
import FitCore
import FitcheckTestSupport
@testable import fitcheck

/// A broken string table in one language of a multi-language project (issue 33): `init` writes the
/// matrix, the check measures everything and exits 1 with the table's finding — file:line:column, the
/// keys affected, what the device shows, whether Xcode builds it — and every other language's
/// findings are byte for byte those of a run without the damage.
@Suite struct BrokenTableRunTests {
    /// A three-language app: code tables and a plural `.stringsdict` in each language. Findings of its
    /// own in every language (a one-line `tight.` slot the long text overflows; a German format
    /// mismatch), so that "the other languages are untouched" compares something.
    static let project: [String: String] = [
        "App/en.lproj/Localizable.strings": """
            "timeline.add-remote.title" = "Add remote local timeline";
            "save" = "Save";
            "cancel" = "Cancel";
            "items %lld" = "%lld items";
            "tight.long" = "Synchronise every timeline with the remote server now";

            """,
        "App/de.lproj/Localizable.strings": """
            "timeline.add-remote.title" = "Entfernte lokale Zeitleiste hinzufügen";
            "save" = "Sichern";
            "cancel" = "Abbrechen";
            "items %lld" = "%@ Artikel";
            "tight.long" = "Jetzt jede Zeitleiste mit dem entfernten Server synchronisieren";

            """,
        "App/eu.lproj/Localizable.strings": """
            "timeline.add-remote.title" = "Gehitu urruneko denbora-lerroa";
            "save" = "Gorde";
            "cancel" = "Utzi";
            "items %lld" = "%lld elementu";
            "tight.long" = "Sinkronizatu denbora-lerro guztiak urruneko zerbitzariarekin orain";

            """,
        "App/en.lproj/Localizable.stringsdict": plural(one: "%lld file", other: "%lld files"),
        "App/de.lproj/Localizable.stringsdict": plural(one: "%lld Datei", other: "%lld Dateien"),
        "App/eu.lproj/Localizable.stringsdict": plural(one: "fitxategi %lld", other: "%lld fitxategi"),
    ]

    static func plural(one: String, other: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>files %lld</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@files@</string>
                <key>files</key>
                <dict>
                    <key>NSStringFormatSpecTypeKey</key>
                    <string>NSStringPluralRuleType</string>
                    <key>NSStringFormatValueTypeKey</key>
                    <string>lld</string>
                    <key>one</key>
                    <string>\(one)</string>
                    <key>other</key>
                    <string>\(other)</string>
                </dict>
            </dict>
        </dict>
        </plist>

        """
    }

    /// One shape of damage: the file, the edit, and the finding it must give.
    struct Shape: Sendable, CustomTestStringConvertible {
        var name: String
        var file: String
        var language: String
        var replace: String
        var with: String
        var verdict: String
        var line: Int
        var column: Int
        var affectedKeys: [String]
        var shows: String?
        var build: String
        /// Words of the finding's message: what Xcode does, what the device shows.
        var says: [String]
        /// The project the edit applies to.
        var project: [String: String] = BrokenTableRunTests.project
        var testDescription: String { name }
    }

    static let allEU = ["timeline.add-remote.title", "save", "cancel", "items %lld", "tight.long"]

    static let shapes: [Shape] = [
        // The line that stopped `init` on a real app.
        Shape(name: "junk after an entry", file: "App/eu.lproj/Localizable.strings", language: "eu",
              replace: "\"Gehitu urruneko denbora-lerroa\";",
              with: "\"Gehitu urruneko denbora-lerroa\"; Gehitu >\t\t\tfgds",
              verdict: "unreadableTable", line: 1, column: 72, affectedKeys: allEU, shows: "key", build: "fails",
              says: ["Xcode refuses to build this", "the device drops the whole file", "5 keys show their key"]),
        Shape(name: "junk the parser stops at", file: "App/eu.lproj/Localizable.strings", language: "eu",
              replace: "\"Utzi\";", with: "\"Utzi\"; > fgds",
              verdict: "unreadableTable", line: 3, column: 20, affectedKeys: ["items %lld", "tight.long"], shows: "key",
              build: "passes", says: ["Builds, and the device loses these entries", "2 keys show their key"]),
        Shape(name: "a missing ; mid-file", file: "App/eu.lproj/Localizable.strings", language: "eu",
              replace: "\"Gorde\";", with: "\"Gorde\"",
              verdict: "unreadableTable", line: 3, column: 1, affectedKeys: allEU, shows: "key", build: "fails",
              says: ["Xcode refuses to build this", "5 keys show their key"]),
        Shape(name: "an unterminated string", file: "App/eu.lproj/Localizable.strings", language: "eu",
              replace: "\"Utzi\";", with: "\"Utzi;",
              verdict: "unreadableTable", line: 4, column: 2, affectedKeys: allEU, shows: "key", build: "fails",
              says: ["Xcode refuses to build this", "5 keys show their key"]),
        Shape(name: "a broken .stringsdict", file: "App/eu.lproj/Localizable.stringsdict", language: "eu",
              replace: "<string>fitxategi %lld</string>", with: "<string>fitxategi %lld</strin>",
              verdict: "unreadableTable", line: 16, column: 43, affectedKeys: ["files %lld"], shows: "key", build: "fails",
              says: ["Xcode refuses to build this", "1 key shows its key"]),
        Shape(name: "a duplicate key", file: "App/eu.lproj/Localizable.strings", language: "eu",
              replace: "\"Utzi\";\n", with: "\"Utzi\";\n\"save\" = \"Gorde orain\";\n",
              verdict: "duplicateKey", line: 4, column: 1, affectedKeys: ["save"], shows: nil, build: "passes",
              says: ["\"save\" at lines 2 and 4", "The device shows the later entry"]),
        // The development language: what the others fall back to. They are fully translated here, so
        // their findings stay the same (their format checks read the source as written).
        Shape(name: "a broken development-language table", file: "App/en.lproj/Localizable.strings", language: "en",
              replace: "\"Save\";", with: "\"Save\"",
              verdict: "unreadableTable", line: 3, column: 1,
              affectedKeys: ["timeline.add-remote.title", "save", "cancel", "items %lld", "tight.long"], shows: "key",
              build: "fails", says: ["Xcode refuses to build this", "5 keys show their key"]),
        // A nib's table: the device shows the Base nib's own text for what it lost.
        Shape(name: "a broken nib table", file: "App/eu.lproj/Main.strings", language: "eu",
              replace: "\"Sinkr.\";", with: "\"Sinkr.\"",
              verdict: "unreadableTable", line: 2, column: 1, affectedKeys: ["abc-12.title", "def-34.title"],
              shows: "baseText", build: "fails", says: ["Xcode refuses to build this", "2 keys show the Base nib's text"],
              project: nibProject),
        // InfoPlist.strings: the device shows the value in Info.plist.
        Shape(name: "a broken InfoPlist.strings", file: "App/eu.lproj/InfoPlist.strings", language: "eu",
              replace: "\"Kamera erabiltzen du.\";", with: "\"Kamera erabiltzen du.;",
              verdict: "unreadableTable", line: 2, column: 30, affectedKeys: ["CFBundleDisplayName", "NSCameraUsageDescription"],
              shows: "plistValue", build: "fails", says: ["Xcode refuses to build this", "2 keys show the value in Info.plist"],
              project: infoPlistProject),
    ]

    /// The project with an AppKit nib localized by tables: `Base.lproj/Main.xib` (a label whose text,
    /// long, overflows its fixed 80 pt frame, and a roomy one), `de.lproj/Main.strings` and
    /// `eu.lproj/Main.strings` (short translations that fit).
    static let nibProject: [String: String] = project.merging([
        "App/Base.lproj/Main.xib": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="12121" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <customObject id="-2" userLabel="File's Owner"/>
                    <customView id="root">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="260"/>
                        <subviews>
                            <textField verticalHuggingPriority="750" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                                <rect key="frame" x="20" y="120" width="80" height="17"/>
                                <textFieldCell key="cell" lineBreakMode="clipping" sendsActionOnEndEditing="YES" title="Synchronise every remote timeline" id="abc-12">
                                    <font key="font" metaFont="system"/>
                                </textFieldCell>
                            </textField>
                            <textField verticalHuggingPriority="750" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="lbl2">
                                <rect key="frame" x="20" y="80" width="200" height="17"/>
                                <textFieldCell key="cell" lineBreakMode="clipping" sendsActionOnEndEditing="YES" title="Open" id="def-34">
                                    <font key="font" metaFont="system"/>
                                </textFieldCell>
                            </textField>
                        </subviews>
                    </customView>
                </objects>
            </document>

            """,
        "App/de.lproj/Main.strings": "\"abc-12.title\" = \"Sync\";\n\"def-34.title\" = \"Öffnen\";\n",
        "App/eu.lproj/Main.strings": "\"abc-12.title\" = \"Sinkr.\";\n\"def-34.title\" = \"Ireki\";\n",
    ]) { $1 }

    /// The project with an `Info.plist` and its `InfoPlist.strings` in each language.
    static let infoPlistProject: [String: String] = project.merging([
        "App/Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>CFBundleDisplayName</key>
                <string>Timelines</string>
                <key>NSCameraUsageDescription</key>
                <string>Timelines uses the camera to scan a remote's QR code.</string>
            </dict>
            </plist>

            """,
        "App/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Timelines\";\n\"NSCameraUsageDescription\" = \"Timelines uses the camera to scan a remote's QR code.\";\n",
        "App/de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Zeitleisten\";\n\"NSCameraUsageDescription\" = \"Zeitleisten nutzt die Kamera.\";\n",
        "App/eu.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Denbora-lerroak\";\n\"NSCameraUsageDescription\" = \"Kamera erabiltzen du.\";\n",
    ]) { $1 }

    static func write(_ files: [String: String], in folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// The check run in `folder` with its matrix: its outcome and the JSON report's findings.
    static func check(_ folder: URL) throws -> (CommandOutcome, [[String: Any]]) {
        let report = folder.appendingPathComponent("report.json").path
        let outcome = AdoptionFixture.dispatcher.run([
            "--matrix", folder.appendingPathComponent("fitcheck.json").path, "--no-images", "--jobs", "2",
            "--report", "json:" + report, "--report", "text",
        ])
        let data = try #require(FileManager.default.contents(atPath: report), "no report: \(outcome.standardError)")
        try FileManager.default.removeItem(atPath: report)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (outcome, try #require(json["findings"] as? [[String: Any]]))
    }

    /// Each finding as canonical JSON text, in report order.
    static func texts(_ findings: [[String: Any]]) throws -> [String] {
        try findings.map { String(decoding: try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]), as: UTF8.self) }
    }

    @Test(arguments: shapes)
    func aBrokenTableIsAFindingAndTheOtherLanguagesAreUntouched(_ shape: Shape) throws {
        let folder = try TemporaryFolder.make("broken-table")
        defer { TemporaryFolder.remove(folder) }
        var broken = shape.project
        let original = try #require(broken[shape.file])
        #expect(original.contains(shape.replace), "the edit does not apply")
        broken[shape.file] = original.replacingOccurrences(of: shape.replace, with: shape.with)
        try Self.write(broken, in: folder)

        // init never stops: it writes the matrix, and warns at the place of a table it cannot read.
        let initOutcome = AdoptionFixture.dispatcher.run(["init", folder.path])
        #expect(initOutcome.status == 0, "\(initOutcome.standardError)")
        let matrix = try Matrix.load(path: folder.appendingPathComponent("fitcheck.json").path)
        #expect(matrix.languages == ["en", "de", "eu"])
        if shape.verdict == "unreadableTable" {
            #expect(initOutcome.standardError.contains("warning: \(folder.path)/\(shape.file):\(shape.line):\(shape.column): "),
                    "\(initOutcome.standardError)")
        }

        // The check measures everything and reports the table.
        let (outcome, findings) = try Self.check(folder)
        #expect(outcome.status == 1, "\(outcome.standardError)")
        let tables = findings.filter { $0["subject"] as? String == "table" }
        #expect(tables.count == 1, "\(tables)")
        let table = try #require(tables.first)
        #expect(table["verdict"] as? String == shape.verdict)
        #expect(table["file"] as? String == shape.file)
        #expect(table["language"] as? String == shape.language)
        #expect(table["line"] as? Int == shape.line && table["column"] as? Int == shape.column, "\(table)")
        #expect(table["affectedKeys"] as? [String] == shape.affectedKeys, "\(table)")
        #expect(table["shows"] as? String == shape.shows)
        #expect(table["build"] as? String == shape.build)
        #expect(table["level"] as? String == (shape.verdict == "unreadableTable" ? "error" : "warning"))
        // The JSON the issue gives, and the fields every finding has; no key.
        var members: Set<String> = ["verdict", "file", "line", "column", "language", "expected", "affectedKeys", "build",
                                    "subject", "level", "fails", "variant", "detail"]
        if shape.shows != nil { members.insert("shows") }
        #expect(Set(table.keys) == members)
        let detail = try #require(table["detail"] as? String)
        for words in shape.says { #expect(detail.contains(words), "\(detail)") }
        // The terminal names the place and the keys.
        #expect(outcome.standardOutput.contains("table · \(shape.file):\(shape.line):\(shape.column)"), "\(outcome.standardOutput)")
        #expect(outcome.standardOutput.contains("keys: " + shape.affectedKeys.prefix(5).joined(separator: " · ")))

        // The same project without the damage: every other language's findings, byte for byte.
        try Self.write([shape.file: original], in: folder)
        let (cleanOutcome, clean) = try Self.check(folder)
        #expect(cleanOutcome.status == 1)
        let others = { (all: [[String: Any]]) in all.filter { $0["language"] as? String != shape.language } }
        let before = try Self.texts(others(clean)), after = try Self.texts(others(findings))
        #expect(!before.isEmpty)
        #expect(before == after)
        // …and the clean run has no table finding at all.
        #expect(!clean.contains { $0["subject"] as? String == "table" })
    }

    /// A run narrowed to languages or keys reports the tables that concern them: a table of a language
    /// it measures (or of the development language, what the others fall back to), with `--key`, one
    /// that affects a selected key.
    @Test func aNarrowedRunReportsTheTablesThatConcernIt() throws {
        let folder = try TemporaryFolder.make("broken-table-narrowed")
        defer { TemporaryFolder.remove(folder) }
        var broken = Self.project
        broken["App/eu.lproj/Localizable.stringsdict"] = broken["App/eu.lproj/Localizable.stringsdict"]!
            .replacingOccurrences(of: "</string>\n            <key>other</key>", with: "</strin>\n            <key>other</key>")
        broken["App/en.lproj/Localizable.strings"] = broken["App/en.lproj/Localizable.strings"]!
            .replacingOccurrences(of: "\"Cancel\";", with: "\"Cancel\"; > stop")
        try Self.write(broken, in: folder)
        #expect(AdoptionFixture.dispatcher.run(["init", folder.path]).status == 0)
        let matrix = folder.appendingPathComponent("fitcheck.json").path
        func tables(_ extra: [String]) throws -> [String] {
            let report = folder.appendingPathComponent("narrow.json").path
            _ = AdoptionFixture.dispatcher.run(["--matrix", matrix, "--no-images", "--report", "json:" + report] + extra)
            let data = try #require(FileManager.default.contents(atPath: report))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let findings = try #require(json["findings"] as? [[String: Any]])
            return findings.filter { $0["subject"] as? String == "table" }.map { "\($0["language"]!) \($0["file"]!)" }
        }
        let both = ["en App/en.lproj/Localizable.strings", "eu App/eu.lproj/Localizable.stringsdict"]
        #expect(try tables([]) == both)
        // German alone: the development language's table still concerns it, Basque's does not.
        #expect(try tables(["--lang", "de"]) == ["en App/en.lproj/Localizable.strings"])
        // A key only the .stringsdict affects, and one only the English stop loses.
        #expect(try tables(["--key", "files*"]) == ["eu App/eu.lproj/Localizable.stringsdict"])
        #expect(try tables(["--key", "tight.*"]) == ["en App/en.lproj/Localizable.strings"])
    }

    /// Every shard reports the table's finding alike; merged, the shards are the whole run byte for byte.
    @Test func shardsOfAProjectWithABrokenTableMergeIntoTheWholeRun() throws {
        let folder = try TemporaryFolder.make("broken-table-shards")
        defer { TemporaryFolder.remove(folder) }
        var broken = Self.project
        broken["App/eu.lproj/Localizable.strings"] = broken["App/eu.lproj/Localizable.strings"]!
            .replacingOccurrences(of: "\"Gorde\";", with: "\"Gorde\"")
        broken["App/de.lproj/Localizable.strings"]! += "\"save\" = \"Speichern\";\n"
        try Self.write(broken, in: folder)
        #expect(AdoptionFixture.dispatcher.run(["init", folder.path]).status == 0)
        let matrix = folder.appendingPathComponent("fitcheck.json").path
        func run(_ extra: [String], _ name: String) -> CommandOutcome {
            AdoptionFixture.dispatcher.run(["--matrix", matrix, "--no-images", "--report", "json:" + folder.path + "/" + name] + extra)
        }
        #expect(run([], "whole.json").status == 1)
        for index in 1...2 { _ = run(["--shard", "\(index)/2"], "shard\(index).json") }
        let merged = AdoptionFixture.dispatcher.run(["merge", folder.path + "/shard1.json", folder.path + "/shard2.json",
                                                     "--report", "json"])
        #expect(merged.status == 1, "\(merged.standardError)")
        let whole = try String(contentsOfFile: folder.path + "/whole.json", encoding: .utf8)
        #expect(merged.standardOutput == whole)
        // Both table findings are in it, once each.
        #expect(whole.components(separatedBy: "\"verdict\" : \"unreadableTable\"").count == 2)
        #expect(whole.components(separatedBy: "\"verdict\" : \"duplicateKey\"").count == 2)
    }

    /// The keys a table lost are measured as the device shows them (the key), in their own language,
    /// and not counted again as untranslated.
    @Test func lostKeysAreMeasuredAsShownAndNotCountedAsUntranslated() throws {
        let folder = try TemporaryFolder.make("broken-table-lost")
        defer { TemporaryFolder.remove(folder) }
        var broken = Self.project
        broken["App/eu.lproj/Localizable.strings"] = broken["App/eu.lproj/Localizable.strings"]!
            .replacingOccurrences(of: "\"Gorde\";", with: "\"Gorde\"")
        try Self.write(broken, in: folder)
        #expect(AdoptionFixture.dispatcher.run(["init", folder.path]).status == 0)
        let (_, findings) = try Self.check(folder)
        // `tight.long` in eu shows its key, "tight.long": short enough for its one line, so no overflow;
        // the translation overflowed.
        #expect(!findings.contains { $0["language"] as? String == "eu" && $0["verdict"] as? String == "overflow" })
        // Nothing of eu is untranslated: its keys are the table's finding's.
        #expect(!findings.contains { $0["language"] as? String == "eu" && $0["verdict"] as? String == "untranslated" },
                "\(findings.filter { $0["language"] as? String == "eu" })")
        // Twin: the table whole, its translation overflows.
        try Self.write(Self.project, in: folder)
        let (_, clean) = try Self.check(folder)
        #expect(clean.contains { $0["language"] as? String == "eu" && $0["verdict"] as? String == "overflow" })
    }

    /// A nib's keys its table lost are measured as the Base nib's text, which the device shows: the
    /// long English label overflows its 80 pt frame in Basque too, with the status `unreadableTable`.
    @Test func aNibTablesLostKeysAreMeasuredAsTheBaseNibsText() throws {
        let folder = try TemporaryFolder.make("broken-nib-table")
        defer { TemporaryFolder.remove(folder) }
        var broken = Self.nibProject
        broken["App/eu.lproj/Main.strings"] = broken["App/eu.lproj/Main.strings"]!
            .replacingOccurrences(of: "\"Sinkr.\";", with: "\"Sinkr.\"")
        try Self.write(broken, in: folder)
        #expect(AdoptionFixture.dispatcher.run(["init", folder.path]).status == 0)
        let overflow = { (findings: [[String: Any]]) in
            findings.first { $0["language"] as? String == "eu" && $0["key"] as? String == "abc-12.title" }
        }
        let (_, findings) = try Self.check(folder)
        let lost = try #require(overflow(findings), "\(findings)")
        #expect(lost["verdict"] as? String == "overflow")
        #expect(lost["text"] as? String == "Synchronise every remote timeline" && lost["status"] as? String == "unreadableTable",
                "\(lost)")
        // Twin: the table whole, the Basque translation fits.
        try Self.write(Self.nibProject, in: folder)
        let (_, clean) = try Self.check(folder)
        #expect(overflow(clean) == nil, "\(clean)")
    }
}
