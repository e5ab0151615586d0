import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

@Suite("Matrix files")
struct MatrixLoadingTests {
    // MARK: - The default matrix

    @Test func theDefaultMatrixLoads() throws {
        let matrix = try Matrix.load(path: Repository.demoMatrix)
        #expect(matrix.widths.count == 10)
        #expect(matrix.widths.contains(300) && matrix.widths.contains(960))
        #expect(matrix.widths == matrix.widths.sorted())
        #expect(matrix.sizes.count == 4)
        #expect(matrix.sizes.contains(.L) && matrix.sizes.contains(where: \.isAccessibility))
        #expect(matrix.languages == ["en", "de", "es", "fr", "it", "pt-BR", "ru", "uk", "hi"])
        #expect(matrix.failOn == Judge.defaultFailOn)
        #expect(!matrix.rules.isEmpty)
    }

    @Test func theDefaultMatrixPointsAtTheDemoCatalog() throws {
        let matrix = try Matrix.load(path: Repository.demoMatrix)
        #expect(matrix.catalogPaths == [Repository.demoCatalog])
        #expect(matrix.catalogPaths.allSatisfy { FileManager.default.fileExists(atPath: $0) })
    }

    @Test func tightKeysGetOneLineInTheDefaultMatrix() throws {
        let slots = try Matrix.load(path: Repository.demoMatrix).slots
        for key in ["tight.tab.settings", "tight.segment.weekly", "tight.badge.new", "tight.anything"] {
            #expect(slots.resolve(key: key).slot.maxLines == 1, "\(key)")
        }
        #expect(slots.resolve(key: "title.add").slot.maxLines == 2)
        #expect(slots.resolve(key: "onboarding.subtitle").slot.maxLines == nil)
        #expect(slots.resolve(key: "onboarding.subtitle").source == "defaultSlot")
    }

    @Test func catalogPathsResolveAgainstTheMatrixFolder() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let path = try MatrixTestSupport.write(Self.valid, in: folder)
        let matrix = try Matrix.load(path: path)
        #expect(matrix.catalogPaths == [folder.path + "/demo/Demo.xcstrings", "/abs/Other.xcstrings"])
        #expect(matrix.catalogs == ["demo/Demo.xcstrings", "/abs/Other.xcstrings"])
    }

    // MARK: - A small valid matrix, and mistakes in it

    /// A matrix using every field; each bad case below changes one thing in it.
    static let valid = """
    {
      "comment": "every field once",
      "widths": [375, 320, 390],
      "sizes": ["L", "S", "AX2"],
      "languages": ["en", "pt-BR"],
      "devices": ["iphone"],
      "insets": { "leading": 8, "trailing": 8 },
      "defaultSlot": { "width": "100% - 32" },
      "rules": [
        { "match": "tight.", "name": "chips", "width": "50% - 24", "lines": 1, "style": "caption1",
          "weight": "semibold", "largestSize": "xxxL", "tracking": 0.5, "sfTracking": true },
        { "match": "title.", "width": 210, "lines": 2, "maxHeight": 80, "style": "title2" },
        { "match": "=Timer", "width": "100% / 4", "lines": 1, "style": "caption2", "pointSize": 10 }
      ],
      "samples": { "integer": 7, "double": 4.5, "string": "Anna", "pluralBound": 100,
                   "keys": { "price.": { "1": "$9.99" }, "price.total": { "2": "Netflix" } } },
      "fonts": { "comment": "allowed here too", "pt-BR": { "family": "Noto Sans", "file": "fonts/X.ttf", "weight": 500 } },
      "catalogs": ["demo/Demo.xcstrings", "/abs/Other.xcstrings"],
      "failOn": ["overflow", "clipped"]
    }
    """

    @Test func everyFieldIsRead() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let path = try MatrixTestSupport.write(Self.valid, in: folder)
        let matrix = try Matrix.load(path: path)
        #expect(matrix.widths == [320, 375, 390])
        #expect(matrix.sizes == [.S, .L, .AX2])
        #expect(matrix.devices == ["iphone"])
        #expect(matrix.containerWidth(for: 320) == 304)
        let chips = matrix.slots.resolve(key: "tight.badge")
        #expect(chips.source == "rules[0] \"chips\" (tight.)")
        #expect(chips.slot == Slot(width: WidthExpression("50% - 24")!, maxLines: 1, style: .caption1, weight: .semibold,
                                   largestSize: .xxxL, tracking: 0.5, sfTracking: true))
        let title = matrix.slots.resolve(key: "title.x").slot
        #expect(title.width.resolve(containerWidth: 304) == 210 && title.maxHeight == 80 && title.style == .title2)
        #expect(matrix.defaultSlot.width.description == "100% - 32")
        // A tab bar item: a quarter of the container, 10 pt whatever the text size; an exact key only.
        let tab = matrix.slots.resolve(key: "Timer")
        #expect(tab.source == "rules[2] (=Timer)" && matrix.slots.resolve(key: "Timers").source == "defaultSlot")
        #expect(tab.slot.width.resolve(containerWidth: 304) == 76 && tab.slot.pointSize == 10)
        #expect(tab.slot.typeMetrics(at: .AX2) == TypeMetrics(pointSize: 10, leading: 12))
        #expect(title.pointSize == nil && title.typeMetrics(at: .AX2) == DynamicType.metrics(.title2, .AX2))
        #expect(matrix.samples.defaultInteger == 7 && matrix.samples.defaultDouble == 4.5 && matrix.samples.defaultString == "Anna")
        #expect(matrix.samples.pluralBound == 100)
        #expect(matrix.samples.sample(forKey: "price.total", argument: 1) == "$9.99")
        #expect(matrix.samples.sample(forKey: "price.total", argument: 2) == "Netflix")
        #expect(matrix.samples.sample(forKey: "other", argument: 1) == nil)
        let font = CellModel(slot: title, sizes: [], matrix: matrix).font(for: "pt-BR")
        #expect(font.family == "Noto Sans" && font.weight.rawValue == 500 && font.file?.hasSuffix("/fonts/X.ttf") == true)
        #expect(CellModel(slot: chips.slot, sizes: [], matrix: matrix).font(for: "en") == FontChoice(weight: .semibold))
        #expect(matrix.failOn == [.overflow, .clipped])
        #expect(matrix.judge.failsRun(.overflow) && !matrix.judge.failsRun(.brokenWord))
    }

    /// (what to replace in `valid`, with what, the message after "<file>: ")
    static let mistakes: [(String, String, String)] = [
        ("[375, 320, 390]", "[375, 320, 390, \"abc\"]", "widths[3]: expected a width in points, 0 < w ≤ 10000, got \"abc\""),
        ("[375, 320, 390]", "[375, 0]", "widths[1]: expected a width in points, 0 < w ≤ 10000, got 0"),
        ("[375, 320, 390]", "[375, -3]", "widths[1]: expected a width in points, 0 < w ≤ 10000, got -3"),
        ("[375, 320, 390]", "[12000]", "widths[0]: expected a width in points, 0 < w ≤ 10000, got 12000"),
        ("[375, 320, 390]", "[]", "widths: must list at least one value"),
        ("[375, 320, 390]", "375", "widths: expected an array, got 375"),
        ("[375, 320, 390]", "[375, 320, 375]", "widths[2]: 375 is listed twice"),
        ("\"AX2\"]", "\"XXL\"]", "sizes[2]: unknown size category 'XXL'; valid: xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5"),
        ("[\"L\", \"S\", \"AX2\"]", "[]", "sizes: must list at least one value"),
        ("[\"en\", \"pt-BR\"]", "[]", "languages: must list at least one value"),
        ("[\"en\", \"pt-BR\"]", "[\"en\", \"pt_BR\"]", "languages[1]: \"pt_BR\" is not a language tag like \"de\" or \"pt-BR\" (write \"pt-BR\")"),
        ("[\"iphone\"]", "[\"iPhone\"]", "devices[0]: unknown device 'iPhone'; valid: iphone, ipad, ipod, mac, applewatch, appletv, applevision, other"),
        ("\"comment\": \"every field once\"", "\"widht\": 3",
         "unknown field 'widht'; known fields: widths, sizes, languages, devices, insets, defaultSlot, rules, samples, fonts, catalogs, failOn, levels, minimumCoverage, coverageNewLanguage, markdown, platform, exclude, readableScale, groups"),
        ("\"widths\": [375, 320, 390],", "", "missing field 'widths'"),
        ("\"style\": \"title2\"", "\"style\": \"big\"",
         "rules[1].style: unknown text style 'big'; valid: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2"),
        ("\"50% - 24\"", "\"50% - abc\"",
         "rules[0].width: expected a width expression like \"100% - 32\", \"50% - 24\" or \"210\" (0 < % ≤ 100, 0 < pt ≤ 10000), got \"50% - abc\""),
        ("\"50% - 24\"", "\"10% - 40\"", "rules[0].width: \"10% - 40\" gives -9.6 pt at width 320; a slot must be wider than 0"),
        ("\"lines\": 1", "\"lines\": 0", "rules[0].lines: expected a line limit ≥ 1 or null, got 0"),
        ("\"lines\": 1", "\"lines\": 1.5", "rules[0].lines: expected a line limit ≥ 1 or null, got 1.5"),
        ("\"sfTracking\": true", "\"sfTracking\": 1", "rules[0].sfTracking: expected true or false, got 1"),
        ("\"weight\": \"semibold\"", "\"weight\": \"heavy-ish\"", "rules[0].weight: expected regular, medium, semibold, bold or a number 1…1000, got \"heavy-ish\""),
        ("\"match\": \"tight.\", ", "", "rules[0]: missing field \"match\" (a key pattern like \"tight.\" or \"*.title\")"),
        ("\"match\": \"tight.\"", "\"match\": \"\"", "rules[0].match: empty key pattern; use \"*\" to match every key"),
        ("\"maxHeight\": 80", "\"maxHeight\": 80, \"colour\": 1",
         "rules[1]: unknown field 'colour'; known fields: match, name, width, lines, maxHeight, style, weight, largestSize, tracking, sfTracking, pointSize, markdown, layout, font, scaled, minimumScaleFactor"),
        ("\"pointSize\": 10", "\"pointSize\": 0", "rules[2].pointSize: expected a point size, 1…200, or null, got 0"),
        ("\"100% / 4\"", "\"100% / 0\"",
         "rules[2].width: expected a width expression like \"100% - 32\", \"50% - 24\" or \"210\" (0 < % ≤ 100, 0 < pt ≤ 10000), got \"100% / 0\""),
        ("\"leading\": 8", "\"leading\": 400", "insets: leave -88 pt at width 320; the container must be wider than 0"),
        ("[\"overflow\", \"clipped\"]", "[\"fits\"]",
         "failOn[0]: unknown failure verdict 'fits'; valid: zeroLines, missingGlyphs, controlCharacter, untranslated, overflow, clipped, brokenWord, shrinks, formatMismatch, unreadableTable, duplicateKey"),
        ("\"pt-BR\": { \"family\"", "\"ja\": { \"family\"", "fonts.ja: 'ja' is not one of the matrix's languages"),
        ("{ \"1\": \"$9.99\" }", "{ \"first\": \"$9.99\" }", "samples.keys.price..first: expected an argument number (1, 2, …) as the name"),
        ("\"pluralBound\": 100", "\"pluralBound\": 0", "samples.pluralBound: expected a whole number 1…1000000, got 0"),
    ]

    @Test(arguments: mistakes)
    func aMistakeIsOneLineNamingFileAndField(_ original: String, _ replacement: String, _ message: String) throws {
        #expect(Self.valid.contains(original), "the case must change something")
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let path = try MatrixTestSupport.write(Self.valid.replacingOccurrences(of: original, with: replacement), in: folder)
        let error = #expect(throws: InputError.self) { try Matrix.load(path: path) }
        let text = Self.valid.replacingOccurrences(of: original, with: replacement)
        #expect(error?.file == path)
        #expect(error?.message == message)
        #expect(error?.description.contains("\n") == false)
        // The place is the line of the mistake when the replacement is unique in the file.
        let lines = text.components(separatedBy: "\n")
        let holding = lines.indices.filter { !replacement.isEmpty && lines[$0].contains(replacement) }
        if holding.count == 1 { #expect(error?.line == holding[0] + 1) } else { #expect(error?.line != nil) }
    }

    @Test func notJSONIsNamedToo() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let path = try MatrixTestSupport.write("{ \"widths\": [320,, ] }", in: folder)
        let error = #expect(throws: InputError.self) { try Matrix.load(path: path) }
        #expect(error?.file == path && error?.line == 1 && error?.column != nil)
    }

    @Test func aMissingFileIsNamed() {
        let error = #expect(throws: InputError.self) { try Matrix.load(path: "/nonexistent/fitcheck.json") }
        #expect(error?.description == "/nonexistent/fitcheck.json: cannot read the matrix file")
    }

    @Test func locatePrefersTheProjectsOwnMatrix() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let project = (try MatrixTestSupport.write(Self.valid, name: "fitcheck.json", in: folder) as NSString).deletingLastPathComponent
        #expect(Matrix.locate(explicit: nil, in: project) == project + "/fitcheck.json")
        #expect(Matrix.locate(explicit: "x.json", in: project) == "x.json")
        // fitcheck's own Matrix/default.json is the demo, never a default: only fitcheck.json is found.
        #expect(Matrix.locate(explicit: nil, in: Repository.root.path) == nil)
        #expect(Matrix.locate(explicit: nil, in: "/nonexistent") == nil)
    }
}

@Suite("Matrix documentation")
struct MatrixDocumentationTests {
    /// The example in Matrix/README.md is a matrix fitcheck accepts.
    @Test func theReadmeExampleLoads() throws {
        let readme = try String(contentsOfFile: Repository.path("Matrix/README.md"), encoding: .utf8)
        let example = try #require(readme.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let matrix = try Matrix.load(path: try MatrixTestSupport.write(example, in: folder))
        #expect(matrix.widths.count == 4 && matrix.rules.count == 2)
        #expect(matrix.slots.resolve(key: "paywall.title").source == "rules[1] (*.title)")
    }
}
