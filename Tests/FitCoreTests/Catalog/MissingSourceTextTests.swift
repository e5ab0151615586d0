import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// A key the development language's table lacks while translations have it: the development language
/// shows what the device shows (``MissingSourceText``), never the key read as if it were text.
@Suite("LegacyTableReader: a key the development language's table lacks")
struct MissingSourceTextTests {
    @Test("Info.plist's value, the code's default value, the key where the code writes it; stale where nothing shows it")
    func whatTheDevelopmentLanguageShows() throws {
        let folder = try LegacyTableDamageTests.project([
            "Package.swift": "// swift-tools-version:5.9\n",
            "App/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>NSSpeechRecognitionUsageDescription</key>\
                <string>This is required to use voice search.</string></dict></plist>
                """,
            "App/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Timelines\";\n",
            "App/de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Zeitleisten\";\n"
                + "\"NSSpeechRecognitionUsageDescription\" = \"Für die Sprachsuche erforderlich.\";\n",
            "App/View.swift": """
                let a = NSLocalizedString("valued.key", value: "Turn on the VPN", comment: "")
                let b = NSLocalizedString("used.key", comment: "")
                let c = NSLocalizedString("intent.\\(name).title", comment: "")
                """,
            "App/en.lproj/Localizable.strings": "\"save\" = \"Save\";\n",
            "App/de.lproj/Localizable.strings": "\"save\" = \"Sichern\";\n\"valued.key\" = \"VPN einschalten\";\n"
                + "\"used.key\" = \"Benutzt\";\n\"gone.key\" = \"Nicht mehr im Code\";\n"
                + "\"intent.open.title\" = \"Öffnen\";\n\"intent.open.subtitle\" = \"Nicht so gebaut\";\n",
        ])
        defer { TemporaryFolder.remove(folder) }
        let catalogs = try CatalogReader.read(path: folder.path + "/App")
        func renditions(_ suffix: String, _ language: String) throws -> [String] {
            let catalog = try #require(catalogs.first { $0.file.hasSuffix(suffix) })
            return try RenditionExpander().renditions(of: catalog, languages: [language]).map { "\($0.key)=\($0.text) \($0.status)" }
        }
        #expect(try renditions("InfoPlist.strings", "en") == [
            "CFBundleDisplayName=Timelines translated", "NSSpeechRecognitionUsageDescription=This is required to use voice search. translated",
        ])
        // The device shows the key where the code asks for it without a default: a real gap, measured as shown.
        // Also where the code makes the key from an interpolated literal (`"intent.\\(name).title"`).
        #expect(try renditions("Localizable.strings", "en") == [
            "intent.open.title=intent.open.title translated", "save=Save translated", "used.key=used.key translated",
            "valued.key=Turn on the VPN translated",
        ])
        // A key no code shows is stale in every language (skipped unless asked for), as a String Catalog's:
        // `intent.open.subtitle` does not end as the interpolated literal does.
        #expect(try renditions("Localizable.strings", "de") == [
            "intent.open.title=Öffnen translated", "save=Sichern translated", "used.key=Benutzt translated", "valued.key=VPN einschalten translated",
        ])
    }
}
