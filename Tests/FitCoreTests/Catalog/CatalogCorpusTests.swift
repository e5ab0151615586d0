import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// The reader and expander on real catalogs from open-source apps (../shared/corpus), checked against
/// counts computed here straight from the raw JSON or plist with Foundation, not through the reader.
@Suite("Catalog corpus: every leaf of real catalogs", .enabled(if: Corpus.available, Comment(rawValue: Corpus.absent)))
struct CatalogCorpusTests {
    static let files: [String] = {
        ((try? FileManager.default.contentsOfDirectory(atPath: Corpus.folder.path)) ?? [])
            .filter { $0.hasSuffix(".xcstrings") || $0.hasSuffix(".stringsdict") }.sorted()
    }()

    func renditions(_ name: String) throws -> [Rendition] {
        let catalogs = try CatalogReader.read(path: Corpus.folder.appendingPathComponent(name).path)
        return try catalogs.flatMap { try RenditionExpander().renditions(of: $0) }
    }

    @Test("renditions per language equal an independent count from the raw file", arguments: files)
    func countsMatch(file: String) throws {
        let url = Corpus.folder.appendingPathComponent(file)
        let expected = file.hasSuffix(".xcstrings") ? try RawCount.xcstrings(url) : try RawCount.stringsdict(url)
        let ours = try renditions(file)
        let counted = Dictionary(grouping: ours, by: \.language).mapValues(\.count)
        print("corpus \(file): " + counted.keys.sorted().map { "\($0) \(counted[$0]!)" }.joined(separator: ", "))
        #expect(!expected.isEmpty && expected.values.allSatisfy { $0 > 0 })
        #expect(counted == expected)
    }

    @Test("a planted drop of plural variants is caught by the independent count")
    func plantedDrop() throws {
        let url = Corpus.folder.appendingPathComponent("coteditor__CotEditor__Document.xcstrings")
        let expected = try RawCount.xcstrings(url)
        // Keep one plural case per key and variant prefix, as a reader that ignored variations would.
        var seen = Set<String>()
        let dropped = try renditions(url.lastPathComponent).filter { r in
            let collapsed = r.variant.replacingOccurrences(of: #"plural\.[a-z]+"#, with: "plural", options: .regularExpression)
            return seen.insert("\(r.key)|\(r.language)|\(collapsed)").inserted
        }
        let counted = Dictionary(grouping: dropped, by: \.language).mapValues(\.count)
        #expect(counted != expected)
    }

    @Test("CotEditor's %arg substitutions carry the numbers that pick their cases")
    func cotEditorArg() throws {
        let all = try renditions("coteditor__CotEditor__Document.xcstrings")
        let matches = all.filter { $0.key == "FolderFind.Metrics.message" }
        let de = try #require(matches.first { $0.language == "de" && $0.variant == "arg1:plural.one/arg2:plural.other" })
        #expect(de.text == "1 Treffer in 1.000.000 Dateien")
        #expect(de.samples == ["1", "1.000.000"])
        #expect(matches.filter { $0.language == "en" }.map(\.text).contains("1,000,000 matches in 1 file"))
        #expect(!all.contains { $0.text.contains("%arg") || $0.text.contains("#@") })
    }

    @Test("LinearMouse's substitutions without argNum expand with their numbers")
    func linearMouseNoArgNum() throws {
        let all = try renditions("linearmouse__linearmouse__Localizable.xcstrings")
        let pixels = all.filter { $0.key == "%.1f pixel(s)" }
        #expect(pixels.contains { $0.language == "en" && $0.variant == "value:plural.one" && $0.text == "1.0 pixel" })
        #expect(pixels.contains { $0.language == "en" && $0.variant == "value:plural.other" && $0.text == "1,000,000.0 pixels" })
        #expect(pixels.contains { $0.language == "de" && $0.text == "1.000.000,0 Pixel" })
        #expect(!all.contains { $0.text.contains("%arg") || $0.text.contains("#@") })
    }

    @Test("DJAStrings width and device fixtures produce every leaf")
    func widthAndDevice() throws {
        let device = try renditions("darjeelingsteve__DJAStrings__Device-varied-Localisations.xcstrings")
        let de = device.filter { $0.language == "de" && $0.key == "Tap your device" }
        #expect(Set(de.compactMap(\.device)) == ["appletv", "applevision", "applewatch", "ipad", "iphone", "ipod", "mac", "other"])
        let width = try renditions("darjeelingsteve__DJAStrings__Variable-width-Localisations.xcstrings")
        let greetings = width.filter { $0.language == "fr" && $0.key == "greetings_message" }
        #expect(greetings.map(\.widthVariant) == [1, 20, 70])
        #expect(greetings.map(\.text) == ["Salut!", "Bonjour!", "Salutations et Salutations!"])
        #expect(width.contains { $0.variant.hasPrefix("width.") && $0.variant.contains("/device.") }
                || width.contains { $0.variant.hasPrefix("width.") && $0.variant.contains("plural.") })
    }

    @Test("mastodon's Russian and Arabic stringsdicts produce every plural category",
          arguments: [("ru", ["one", "few", "many", "other"]), ("ar", ["zero", "one", "two", "few", "many", "other"])])
    func mastodonPlurals(language: String, categories: [String]) throws {
        let all = try renditions("mastodon__mastodon-ios__\(language).Localizable.stringsdict")
        #expect(Set(all.map(\.language)) == [language])
        let key = all.filter { $0.key == "a11y.plural.count.unread.notification" }
        #expect(key.map { String($0.variant.split(separator: ".").last ?? "") } == categories)
        // Where the translation prints the number, it prints the sample, and the sample selects the case.
        let locale = ICULocale.identifier(language)
        for r in key where ["few", "many"].contains(String(r.variant.split(separator: ".").last ?? "")) {
            let sample = try #require(r.samples.first)
            #expect(r.text.contains(sample), "\(r.variant): \(r.text)")
            // Any script's digits (Arabic writes ٩٩٩٬٩١٠).
            let number = sample.compactMap(\.wholeNumberValue).reduce(Int64(0)) { $0 * 10 + Int64($1) }
            #expect(r.variant.hasSuffix("." + LocaleNumbers.pluralCategory(of: number, locale: locale)))
        }
    }
}

/// Rendition counts per language computed straight from Foundation's parse of a file, following the
/// documented rules, without any of the reader's code.
enum RawCount {
    static let reference = try! NSRegularExpression(pattern: "%(?:[0-9]+\\$)?#@([^@]+)@")

    static func refs(_ text: String) -> [String] {
        reference.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// Leaves of a node: (value, state) pairs, with the substitutions in scope.
    static func leaves(_ node: [String: Any], scope: [String: Any]) -> [(String, String?, [String: Any])] {
        let scope = scope.merging(node["substitutions"] as? [String: Any] ?? [:]) { _, b in b }
        if let variations = node["variations"] as? [String: Any], !variations.isEmpty {
            return variations.values.flatMap { ($0 as? [String: Any] ?? [:]).values.flatMap { leaves($0 as! [String: Any], scope: scope) } }
        }
        guard let unit = node["stringUnit"] as? [String: Any] else { return [] }
        return [(unit["value"] as? String ?? "", unit["state"] as? String, scope)]
    }

    static func count(_ node: [String: Any]) -> Int {
        leaves(node, scope: [:]).reduce(0) { total, leaf in
            total + refs(leaf.0).reduce(1) { product, name in
                let sub = leaf.2[name] as? [String: Any] ?? [:]
                return product * leaves(sub, scope: [:]).count
            }
        }
    }

    static func xcstrings(_ url: URL) throws -> [String: Int] {
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        let source = root["sourceLanguage"] as! String
        let strings = root["strings"] as? [String: [String: Any]] ?? [:]
        var languages: Set<String> = [source]
        for entry in strings.values { languages.formUnion((entry["localizations"] as? [String: Any] ?? [:]).keys) }
        var result: [String: Int] = [:]
        for (key, entry) in strings where entry["extractionState"] as? String != "stale" {
            let locs = entry["localizations"] as? [String: [String: Any]] ?? [:]
            let keyNode: [String: Any] = ["stringUnit": ["value": key]]
            var sourceNode = locs[source] ?? keyNode
            if !leaves(sourceNode, scope: [:]).contains(where: { !$0.0.isEmpty }) { sourceNode = keyNode }
            for language in languages {
                var node = sourceNode
                if entry["shouldTranslate"] as? Bool != false, language != source, let own = locs[language],
                   leaves(own, scope: [:]).contains(where: { !$0.0.isEmpty && $0.1 != "new" }) {
                    node = own
                }
                result[language, default: 0] += count(node)
            }
        }
        return result
    }

    static func stringsdict(_ url: URL) throws -> [String: Int] {
        let root = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as! [String: Any]
        let categories: Set<String> = ["zero", "one", "two", "few", "many", "other"]
        func rule(_ value: Any) -> Int {
            guard let dict = value as? [String: Any] else { return 1 }
            for axis in ["NSStringVariableWidthRuleType", "NSStringDeviceSpecificRuleType"] {
                if let cases = dict[axis] as? [String: Any] { return cases.values.reduce(0) { $0 + rule($1) } }
            }
            let format = dict["NSStringLocalizedFormatKey"] as? String ?? ""
            return refs(format).reduce(1) { product, name in
                product * ((dict[name] as? [String: Any])?.keys.filter(categories.contains).count ?? 1)
            }
        }
        // The language is the file's prefix after the repository name: `…__ru.Localizable.stringsdict`.
        let language = String(url.lastPathComponent.split(separator: ".")[0].split(separator: "_").last!)
        return [language: root.values.reduce(0) { $0 + rule($1) }]
    }
}
