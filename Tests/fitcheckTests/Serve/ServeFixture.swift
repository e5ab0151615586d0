import Foundation
import FitcheckTestSupport

/// A scratch project for `fitcheck serve`: a copy of the demo catalog (edited by some tests) and a
/// generated catalog large enough that a `keys` call on it takes seconds, with the default matrix.
struct ServeFixture {
    let folder: URL
    let demo: String
    let big: String

    init(bigKeys: Int = 0) throws {
        folder = try TemporaryFolder.make("serve")
        demo = folder.appendingPathComponent("Demo.xcstrings").path
        big = folder.appendingPathComponent("Big.xcstrings").path
        try FileManager.default.copyItem(atPath: Repository.demoCatalog, toPath: demo)
        if bigKeys > 0 { try Data(Self.catalog(keys: bigKeys).utf8).write(to: URL(fileURLWithPath: big)) }
    }

    /// `--matrix` and `--catalog` for the server.
    var arguments: [String] {
        ["--matrix", Repository.demoMatrix, "--catalog", demo]
            + (FileManager.default.fileExists(atPath: big) ? ["--catalog", big] : [])
    }

    func start(_ extra: [String] = []) throws -> ServeProcess {
        try ServeProcess(arguments + extra, in: folder.path)
    }

    func remove() { TemporaryFolder.remove(folder) }

    /// `keys` keys in en, de and fr, of growing length.
    static func catalog(keys: Int) -> String {
        var entries: [String] = []
        let words = ["Abonnement", "verwalten", "Einstellungen", "Zahlung", "Erinnerung", "Kategorie", "Währung"]
        for index in 0..<keys {
            let english = "Setting \(index) " + String(repeating: "word ", count: index % 9)
            let german = "Einstellung \(index) " + (0..<(index % 11)).map { words[($0 + index) % words.count] }.joined(separator: " ")
            let french = "Réglage \(index) " + String(repeating: "mot ", count: index % 10)
            entries.append("""
                "big.\(index)" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "\(english)" } },
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "\(german)" } },
                  "fr" : { "stringUnit" : { "state" : "translated", "value" : "\(french)" } } } }
                """)
        }
        return "{ \"sourceLanguage\" : \"en\", \"strings\" : {\n" + entries.joined(separator: ",\n") + "\n}, \"version\" : \"1.0\" }"
    }
}
