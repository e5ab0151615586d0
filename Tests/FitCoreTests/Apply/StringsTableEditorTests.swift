import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// Writing into legacy `.strings` tables: in their own encoding, comments kept; `.stringsdict`
/// tables are read, never written.
@Suite struct StringsTableEditorTests {
    static let german = """
        /* The add button. */
        "button.add" = "Abo hinzufügen";
        // A line comment
        "button.done" = "Fertig";
        "Key only";

        """

    @Test(arguments: [StringsTableEditor.Encoding.utf8(bom: false), .utf16(bigEndian: false, bom: true), .utf16(bigEndian: true, bom: false)])
    func aValueIsRewrittenInPlaceInTheFilesOwnEncoding(_ encoding: StringsTableEditor.Encoding) throws {
        let data = Data(StringsTableEditor.encode(Self.german, encoding))
        let (bytes, rejected) = try StringsTableEditor.edit(data, file: "de.strings", fixes: [
            CatalogFix(key: "button.add", language: "de", expected: "Abo hinzufügen", value: "Neues \"Abo\""),
            CatalogFix(key: "Key only", language: "de", expected: "Key only", value: "Nur Schlüssel"),
            CatalogFix(key: "button.new", language: "de", expected: nil, value: "Neu\nZeile"),
        ])
        #expect(rejected.isEmpty)
        #expect(bytes == StringsTableEditor.encode("""
            /* The add button. */
            "button.add" = "Neues \\"Abo\\"";
            // A line comment
            "button.done" = "Fertig";
            "Key only" = "Nur Schlüssel";
            "button.new" = "Neu\\nZeile";

            """, encoding))
        let pairs = StringsFileReader.read(data: Data(bytes), file: "de.strings").pairs
        #expect(pairs.map(\.value) == ["Neues \"Abo\"", "Fertig", "Nur Schlüssel", "Neu\nZeile"])
    }

    @Test func aDamagedTableIsNotWritten() throws {
        let damaged = "\"button.add\" = \"Abo hinzufügen\"\n\"button.done\" = \"Fertig\";\n"   // a ';' missing
        let (bytes, rejected) = try StringsTableEditor.edit(Data(damaged.utf8), file: "de.strings", fixes: [
            CatalogFix(key: "button.done", language: "de", expected: "Fertig", value: "OK")])
        #expect(rejected.map(\.reason) == [.notWritable])
        #expect(rejected.first?.message.contains("de.strings:2:1 is damaged") == true)
        #expect(bytes == Array(damaged.utf8))
    }

    @Test func aStoredValueOtherThanExpectedAndAVariantAreRefused() throws {
        let (bytes, rejected) = try StringsTableEditor.edit(Data(Self.german.utf8), file: "de.strings", fixes: [
            CatalogFix(key: "button.done", language: "de", expected: "Erledigt", value: "OK"),
            CatalogFix(key: "button.done", language: "de", variant: "plural.one", expected: nil, value: "OK"),
        ])
        #expect(rejected.map(\.reason) == [.changed, .notWritable])
        #expect(rejected.last?.message.contains(".stringsdict, which fitcheck does not write") == true)
        #expect(bytes == Array(Self.german.utf8))
    }

    @Test func applyWritesALegacyTableAndRefusesAStringsdict() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let fm = FileManager.default
        for language in ["en", "de"] { try fm.createDirectory(at: folder.appendingPathComponent("\(language).lproj"), withIntermediateDirectories: true) }
        try Data(StringsTableEditor.encode("\"button.add\" = \"Add\";\n\"files\" = \"%d files\";\n", .utf16(bigEndian: false, bom: true)))
            .write(to: folder.appendingPathComponent("en.lproj/Localizable.strings"))
        try Data(StringsTableEditor.encode("/* kept */\n\"button.add\" = \"Hinzu\";\n", .utf16(bigEndian: false, bom: true)))
            .write(to: folder.appendingPathComponent("de.lproj/Localizable.strings"))
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d Datei</string><key>other</key><string>%d Dateien</string></dict></dict></dict></plist>
            """.utf8).write(to: folder.appendingPathComponent("de.lproj/Localizable.stringsdict"))
        let session = try BudgetSession(matrix: try Matrix.load(path: Repository.demoMatrix),
                                        selection: RunSelection(languages: ["de"], catalogs: [folder.path]),
                                        fonts: try ShapingTestSupport.library.get())
        let dictionary = try CatalogApply(session: session).apply([CatalogFix(key: "files", language: "de", expected: "%d Dateien", value: "%d Files")])
        #expect(dictionary.rejected.map(\.reason) == [.notWritable])
        #expect(dictionary.rejected.first?.message.contains("is a .stringsdict: fitcheck reads it but does not write it") == true)
        let outcome = try CatalogApply(session: session).apply([CatalogFix(key: "button.add", language: "de", expected: "Hinzu", value: "Hinzufügen")])
        #expect(outcome.rejected.isEmpty)
        let written = try Data(contentsOf: folder.appendingPathComponent("de.lproj/Localizable.strings"))
        #expect(written == Data(StringsTableEditor.encode("/* kept */\n\"button.add\" = \"Hinzufügen\";\n", .utf16(bigEndian: false, bom: true))))
    }
}
