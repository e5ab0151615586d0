import Foundation
import Testing
import FitcheckTestSupport

/// The bad-input corpus: each case runs the real binary and must end with the expected status and a
/// one-line message naming the file and the place (or, where that is the honest answer, a verdict),
/// never a crash, a hang, or a file left behind. Fixtures: Tests/FitCoreTests/Fixtures/BadInput.
@Suite struct BadInputTests {
    /// One row of the corpus. In `arguments`, `F:name` is the fixture `name` (absolute path) and
    /// `S:` the scratch folder the run starts in.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var status: Int32
        /// Expected in standard error (status 2) or standard output (a verdict).
        var expected: String
        var testDescription: String { name }

        init(_ name: String, _ arguments: [String], _ status: Int32, _ expected: String) {
            (self.name, self.arguments, self.status, self.expected) = (name, arguments, status, expected)
        }
    }

    static let matrix = ["--matrix", "F:matrix.json"]
    static let realMatrix = ["--matrix", FitcheckProcess.fixture("matrix.json")]
    static func check(_ catalog: String, _ extra: [String] = []) -> [String] { matrix + ["--catalog", "F:" + catalog] + extra }
    static func withMatrix(_ matrix: String) -> [String] { ["--matrix", "F:" + matrix, "--catalog", "F:good.xcstrings"] }

    //  case                          arguments                                   status  expected (file:line:column where known)
    static let corpus: [Case] = [
        // Syntax
        Case("truncated JSON",         check("truncated.xcstrings"),              2, "truncated.xcstrings:4:16: expected ':' after the key 'greeting'"),
        Case("missing colon",          check("missing-colon.xcstrings"),          2, "missing-colon.xcstrings:6:31: expected ':' after the key 'stringUnit'"),
        Case("trailing comma",         check("trailing-comma.xcstrings"),         2, "trailing-comma.xcstrings:11:1: expected a string key in an object"),
        Case("empty file",             check("empty.xcstrings"),                  2, "empty.xcstrings:1:1: expected a value, found the end of the file"),
        // A legacy table is the app's own: its syntax error is a finding (unreadableTable), the run goes on.
        Case("truncated plist",        check("truncated.stringsdict", ["--no-images"]), 1, "truncated.stringsdict:5:9\n  en: expected a well-formed XML property list, found the document ends too early. Xcode refuses to build this"),
        // Found by fuzzing: FoundationXML trapped on a tag name that is not UTF-8.
        Case("fuzz: plist tag not UTF-8", check("fuzz-tag-not-utf8.stringsdict", ["--no-images"]), 1, "fuzz-tag-not-utf8.stringsdict:10:6\n  en: expected a well-formed property list, found invalid UTF-8 (byte 0xFF)"),
        // Found by fuzzing: FoundationXML read a null pointer on a processing instruction without data.
        // Its keys cannot even be named, and there is nothing else: nothing to measure, said at the damage.
        Case("fuzz: empty <?x?>",      check("fuzz-empty-instruction.stringsdict"), 2, "fuzz-empty-instruction.stringsdict:3:1: expected a well-formed XML property list, found an unclosed or malformed tag: no key of the table can be read"),
        Case("strings without ;",      check("missing-semicolon.strings", ["--no-images"]), 1, "missing-semicolon.strings:2:1\n  en: expected ';' after the entry \"greeting\""),
        // Wrong types, catalog
        Case("sourceLanguage number",  check("type-sourceLanguage.xcstrings"),    2, "type-sourceLanguage.xcstrings:2:22: expected a string for 'sourceLanguage', found a number"),
        Case("strings array",          check("type-strings.xcstrings"),           2, "type-strings.xcstrings:3:15: expected an object for 'strings', found an array"),
        Case("localizations string",   check("type-localizations.xcstrings"),     2, "type-localizations.xcstrings:4:38: expected an object for 'strings.greeting.localizations', found a string"),
        Case("stringUnit array",       check("type-stringUnit.xcstrings"),        2, "type-stringUnit.xcstrings:6:33: expected an object for 'strings.greeting.localizations.en.stringUnit', found an array"),
        Case("state boolean",          check("type-state.xcstrings"),             2, "type-state.xcstrings:6:45: expected a string for 'strings.greeting.localizations.en.stringUnit.state', found a boolean"),
        Case("value number",           check("type-value.xcstrings"),             2, "type-value.xcstrings:6:69: expected a string for 'strings.greeting.localizations.en.stringUnit.value', found a number"),
        Case("plural array",           check("type-variations.xcstrings"),        2, "type-variations.xcstrings:6:46: expected an object for 'strings.greeting.localizations.en.variations.plural', found an array"),
        Case("argNum string",          check("type-argNum.xcstrings"),            2, "type-argNum.xcstrings:7:50: expected a whole number for 'strings.greeting.localizations.en.substitutions.n.argNum', found a string"),
        // Issue 39, found by the mutant trial: input text in a message is quoted on one line (escaped, cut).
        Case("key with a newline",     check("issue39-newline-key.xcstrings"),    2, "issue39-newline-key.xcstrings:5:25: expected an object for 'strings.greet\\ning\\u{7}.localizations', found a string"),
        Case("key of 2,000 characters", check("issue39-long-key.xcstrings"),      2, "expected a string for 'strings.Settings.\(String(repeating: "x", count: 63))…', found a number"),
        Case("matrix field of 2,000 characters", withMatrix("issue39-long-field.json"), 2, "issue39-long-field.json:1:57: unknown field 'comme\(String(repeating: "x", count: 75))…'; known fields: "),
        Case("matrix path of 2,000 characters", withMatrix("issue39-long-sample-key.json"), 2, "issue39-long-sample-key.json:1:2085: samples.keys.k\(String(repeating: "x", count: 66))…: expected an object, got 5"),
        // A stringsdict entry without its format key is the table's finding; the other entries are measured.
        Case("stringsdict entry without format key", check("issue39-no-format-key.stringsdict", ["--no-images"]), 1, "issue39-no-format-key.stringsdict:6:1\n  en: expected NSStringLocalizedFormatKey, NSStringVariableWidthRuleType or NSStringDeviceSpecificRuleType in 'items', found a rule with none of them. Builds, and the device cannot use this entry (it reads the file's others): 1 key shows its key"),
        // A control character no label shows is a verdict; the format characters translators need are not.
        Case("control character in a value", check("issue39-control-character.xcstrings", ["--no-images"]), 1, "en: control character in the text: U+0007, which no label shows\n  “Hello\\u{7} there”"),
        Case("bidi marks, tab, newline", check("issue39-format-characters.xcstrings"), 0, "all 1 cells fit · 1 key"),
        // Wrong types and values, matrix
        Case("matrix truncated",       withMatrix("matrix-truncated.json"),       2, "matrix-truncated.json:2:21: expected ',' or ']' after an element of the array"),
        Case("matrix invalid UTF-8",   withMatrix("matrix-invalid-utf8.json"),    2, "matrix-invalid-utf8.json:2:20: invalid UTF-8 (byte 0xFF)"),
        Case("matrix widths string",   withMatrix("matrix-widths-string.json"),   2, "matrix-widths-string.json:1:13: widths: expected an array, got \"375\""),
        Case("matrix sizes number",    withMatrix("matrix-sizes-number.json"),    2, "matrix-sizes-number.json:1:30: sizes[0]: expected a non-empty string, got 3"),
        Case("matrix languages object", withMatrix("matrix-languages-object.json"), 2, "matrix-languages-object.json:1:49: languages: expected an array, got an object"),
        Case("matrix rules object",    withMatrix("matrix-rules-object.json"),    2, "matrix-rules-object.json:1:66: rules: expected an array, got an object"),
        Case("matrix lines string",    withMatrix("matrix-lines-string.json"),    2, "matrix-lines-string.json:1:83: defaultSlot.lines: expected a line limit ≥ 1 or null, got \"2\""),
        Case("matrix samples array",   withMatrix("matrix-samples-array.json"),   2, "matrix-samples-array.json:1:68: samples: expected an object, got an array"),
        Case("matrix failOn string",   withMatrix("matrix-failOn-string.json"),   2, "matrix-failOn-string.json:1:67: failOn: expected an array, got \"overflow\""),
        Case("matrix weight 1e300",    withMatrix("matrix-huge-weight.json"),     2, "matrix-huge-weight.json:1:84: defaultSlot.weight: expected regular, medium, semibold, bold or a number 1…1000, got 1e+300"),
        // Encodings
        Case("invalid UTF-8 catalog",  check("invalid-utf8.xcstrings"),           2, "invalid-utf8.xcstrings:6:73: invalid UTF-8 (byte 0xFF)"),
        Case("invalid UTF-8 strings",  check("invalid-utf8.strings", ["--no-images"]), 1, "invalid-utf8.strings:2:18\n  en: expected UTF-8 or UTF-16 text, found invalid UTF-8 (byte 0xC3)"),
        Case("UTF-16 catalog",         check("utf16.xcstrings"),                  2, "utf16.xcstrings:1:1: UTF-16 text; expected UTF-8"),
        Case("UTF-16 strings is read", check("utf16.strings"),                    0, "all 2 cells fit · 2 keys"),
        Case("UTF-16 without BOM",     check("utf16-no-bom.strings"),             0, "all 1 cells fit · 1 key"),
        Case("UTF-8 BOM catalog",      check("bom.xcstrings"),                    0, "all 1 cells fit · 1 key"),
        Case("UTF-8 BOM strings",      check("bom.strings"),                      0, "all 1 cells fit · 1 key"),
        // Format specifiers
        // What a string says never refuses a catalog: a text without arguments is shown as written.
        Case("% that is no specifier", check("bad-specifier.xcstrings"),          0, "all 1 cells fit · 1 key"),
        Case("lone % at the end",      check("trailing-percent.strings"),         0, "all 2 cells fit · 2 keys"),
        // A `%#@count@` no substitution defines: the device shows it as written (issue 31).
        Case("missing substitution",   check("missing-substitution.xcstrings", ["--no-images"]), 1, "en: format mismatch: substitution `count` not defined"),
        // %1$@ and %3$@ with no %2$: every argument gets a sample, so the honest answer is a verdict.
        Case("argument gap",           check("gap-arguments.xcstrings"),          0, "all 1 cells fit · 1 key"),
        // Languages
        Case("unknown language in matrix", withMatrix("matrix-unknown-language.json"), 2, "matrix-unknown-language.json: languages[0]: unknown language 'xx-Qqqq-99'"),
        Case("not a language tag",     withMatrix("matrix-bad-tag.json"),         2, "matrix-bad-tag.json:1:50: languages[0]: \"klingon!\" is not a language tag"),
        Case("unknown --lang",         check("good.xcstrings", ["--lang", "zz"]), 2, "--lang: unknown language 'zz'"),
        Case("unknown measure --lang", ["measure", "Hi", "--lang", "qq-ZZ-x", "--width", "100"], 2, "unknown language 'qq-ZZ-x'"),
        // A catalog language the matrix does not measure is not read into any cell: it is ignored.
        Case("unmeasured unknown language", check("unknown-language.xcstrings"),  0, "all 1 cells fit · 1 key"),
        // Widths
        Case("--width negative",       check("good.xcstrings", ["--width=-5"]),   2, "--width must be a number of points from 1 to 10000, got '-5'"),
        Case("--width zero",           check("good.xcstrings", ["--width", "0"]), 2, "--width must be a number of points from 1 to 10000, got '0'"),
        Case("--width NaN",            check("good.xcstrings", ["--width", "NaN"]), 2, "--width must be a number of points from 1 to 10000, got 'NaN'"),
        Case("--width absurd",         check("good.xcstrings", ["--width", "1e308"]), 2, "--width must be a number of points from 1 to 10000, got '1e308'"),
        Case("matrix width negative",  withMatrix("matrix-width-negative.json"),  2, "matrix-width-negative.json:1:14: widths[0]: expected a width in points, 0 < w ≤ 10000, got -5"),
        Case("matrix width zero",      withMatrix("matrix-width-zero.json"),      2, "matrix-width-zero.json:1:14: widths[0]: expected a width in points, 0 < w ≤ 10000, got 0"),
        Case("matrix width NaN",       withMatrix("matrix-width-nan.json"),       2, "matrix-width-nan.json:1:14: widths[0]: expected a width in points, 0 < w ≤ 10000, got \"NaN\""),
        Case("matrix width 1e308",     withMatrix("matrix-width-absurd.json"),    2, "matrix-width-absurd.json:1:14: widths[0]: expected a width in points, 0 < w ≤ 10000, got 1e+308"),
        Case("matrix width 1e999",     withMatrix("matrix-width-overflowing.json"), 2, "matrix-width-overflowing.json:1:14: widths[0]: expected a width in points, 0 < w ≤ 10000, got inf"),
        Case("measure --width NaN",    ["measure", "Hi", "--lang", "en", "--width", "nan"], 2, "--width must be a number of points > 0 and ≤ 100000, got 'nan'"),
        Case("measure --width -1",     ["measure", "Hi", "--lang", "en", "--width=-1"], 2, "--width must be a number of points > 0 and ≤ 100000, got '-1'"),
        Case("measure --width 0",      ["measure", "Hi", "--lang", "en", "--width", "0"], 2, "--width must be a number of points > 0 and ≤ 100000, got '0'"),
        Case("measure --width 1e308",  ["measure", "Hi", "--lang", "en", "--width", "1e308"], 2, "--width must be a number of points > 0 and ≤ 100000, got '1e308'"),
        // Fonts
        Case("matrix font missing",    withMatrix("matrix-missing-font.json"),    2, "matrix-missing-font.json: fonts.en.file: no such font file"),
        Case("matrix font not a font", withMatrix("matrix-not-a-font.json"),      2, "not-a-font.ttf: not a font file"),
        Case("--font missing",         ["measure", "Hi", "--lang", "en", "--width", "100", "--font", "F:no-such-font.ttf"], 2, "--font: no such font file"),
        Case("--font not a font",      ["measure", "Hi", "--lang", "en", "--width", "100", "--font", "F:not-a-font.ttf"], 2, "not-a-font.ttf: not a font file"),
        // Paths
        Case("catalog missing",        check("no-such.xcstrings"),                2, "no-such.xcstrings: no such file or folder"),
        Case("catalog not a catalog",  check("not-a-catalog.txt"),                2, "not-a-catalog.txt: expected a .xcstrings, .strings, .stringsdict or .xliff file"),
        Case("matrix missing",         ["--matrix", "F:no-such-matrix.json"],     2, "no-such-matrix.json: cannot read the matrix file"),
        Case("report under a file",    check("good.xcstrings", ["--report", "json:F:good.xcstrings/report.json"]), 2, "good.xcstrings/report.json: cannot write: the folder"),
        Case("report in /proc",        check("good.xcstrings", ["--report", "json:/proc/fitcheck-report.json"]), 2, "/proc/fitcheck-report.json: cannot write a file in /proc"),
        Case("report is a folder",     check("good.xcstrings", ["--report", "json:S:"]), 2, "cannot write: Is a directory"),
        Case("--png-dir under a file", ["--matrix", "F:matrix-narrow.json", "--catalog", "F:overflow.xcstrings", "--png-dir", "F:good.xcstrings/png"],
             2, "good.xcstrings/png: cannot create the pictures folder (--png-dir)"),
        Case("--png-dir in /proc",     ["--matrix", "F:matrix-narrow.json", "--catalog", "F:overflow.xcstrings", "--png-dir", "/proc/fitcheck-png"],
             2, "/proc/fitcheck-png: cannot create the pictures folder (--png-dir)"),
    ]

    @Test(arguments: corpus)
    func badInputEndsCleanly(_ row: Case) throws {
        let scratch = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(scratch) }
        let fixturesBefore = FitcheckProcess.listing(FitcheckProcess.fixtures)
        let arguments = row.arguments.map { argument in
            argument.replacingOccurrences(of: "F:", with: FitcheckProcess.fixtures + "/")
                .replacingOccurrences(of: "S:", with: scratch)
        }
        let result = try FitcheckProcess.run(arguments, in: scratch, timeout: 60)
        try Self.expectClean(result, row.status, row.expected, scratch: scratch)
        #expect(FitcheckProcess.listing(FitcheckProcess.fixtures) == fixturesBefore, "the run changed the fixtures")
    }

    /// A file name in another encoding than UTF-8 (here Latin-1 "ÿ") is named as such, not repaired into a
    /// path that names nothing. A shell passes the raw byte: Swift's `Process` takes only valid strings.
    @Test func anArgumentThatIsNotUTF8IsRefusedByName() throws {
        let scratch = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(scratch) }
        let binary = try #require(FitcheckProcess.binary)
        let result = try FitcheckProcess.run(["-c", #"exec "$0" --catalog "$(printf 'a\377.xcstrings')""#, binary],
                                             in: scratch, timeout: 60, executable: "/bin/sh")
        try Self.expectClean(result, 2, "argument 2 ('a\u{FFFD}.xcstrings') is not valid UTF-8 (byte 0xFF at offset 1)",
                             scratch: scratch)
    }

    /// The common checks: no crash, no hang, the status, the message (one line on standard error for
    /// status 2), and nothing left in the folder the run started in.
    static func expectClean(_ result: FitcheckProcess.Result, _ status: Int32, _ expected: String,
                            scratch: String, leaving: [String] = [],
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(!result.crashed, "crashed: \(result.standardError)", sourceLocation: sourceLocation)
        #expect(!result.hung, "hung", sourceLocation: sourceLocation)
        #expect(result.status == status, "status \(result.status): \(result.standardError)", sourceLocation: sourceLocation)
        if status == 2 {
            #expect(result.standardError.hasPrefix("fitcheck: "), sourceLocation: sourceLocation)
            #expect(result.standardError.contains(expected), "\(result.standardError)", sourceLocation: sourceLocation)
            #expect(result.standardError.filter { $0 == "\n" }.count == 1, "not one line: \(result.standardError)",
                    sourceLocation: sourceLocation)
            #expect(result.standardOutput.isEmpty, sourceLocation: sourceLocation)
        } else {
            #expect(result.standardOutput.contains(expected), "\(result.standardOutput)", sourceLocation: sourceLocation)
        }
        #expect(FitcheckProcess.listing(scratch) == leaving.sorted(), "left behind", sourceLocation: sourceLocation)
    }

    // MARK: - Generated at run time (too big to commit)

    /// Writes a one-key English catalog whose `en` localization is `localization` (JSON).
    static func generated(_ localization: String, in folder: String) throws -> String {
        let path = folder + "/Generated.xcstrings"
        let text = "{\"sourceLanguage\":\"en\",\"strings\":{\"big\":{\"localizations\":{\"en\":\(localization)}}},\"version\":\"1.0\"}"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func unit(_ value: String) -> String {
        "{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(value)\"}}"
    }

    /// Variations nested 1,000 deep: refused at the depth limit, at the place it is crossed.
    @Test func variationsNested1000Deep() throws {
        let inputs = try TemporaryFolder.make().path, scratch = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(inputs); TemporaryFolder.remove(scratch) }
        let nested = String(repeating: "{\"variations\":{\"plural\":{\"other\":", count: 1000) + Self.unit("leaf")
            + String(repeating: "}}}", count: 1000)
        let catalog = try Self.generated(nested, in: inputs)
        let result = try FitcheckProcess.run(Self.realMatrix + ["--catalog", catalog], in: scratch)
        try Self.expectClean(result, 2, "Generated.xcstrings:1:5655: nesting deeper than 512 levels", scratch: scratch)
        // Twin: 100 deep is within the limit and measured.
        let shallow = String(repeating: "{\"variations\":{\"plural\":{\"other\":", count: 100) + Self.unit("leaf")
            + String(repeating: "}}}", count: 100)
        let fine = try FitcheckProcess.run(Self.realMatrix + ["--catalog", try Self.generated(shallow, in: inputs)], in: scratch)
        try Self.expectClean(fine, 0, "all 1 cells fit", scratch: scratch)
    }

    /// 10,000 plural substitutions in one string: read, expanded and measured, in seconds.
    @Test func tenThousandSubstitutions() throws {
        let inputs = try TemporaryFolder.make().path, scratch = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(inputs); TemporaryFolder.remove(scratch) }
        let names = (0..<10_000).map { "a\($0)" }
        let value = names.map { "%#@\($0)@" }.joined(separator: " ")
        let substitutions = names.map {
            "\"\($0)\":{\"argNum\":1,\"formatSpecifier\":\"lld\",\"variations\":{\"plural\":{\"other\":\(Self.unit("%arg items"))}}}"
        }.joined(separator: ",")
        let localization = "{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(value)\"},\"substitutions\":{\(substitutions)}}"
        let result = try FitcheckProcess.run(Self.realMatrix + ["--catalog", try Self.generated(localization, in: inputs)],
                                             in: scratch)
        try Self.expectClean(result, 0, "all 1 cells fit · 1 key", scratch: scratch)
    }

    /// A 1 MB string with no break opportunity: the honest answer is a verdict (a broken word), with
    /// a whole picture of the first page of it and the contact sheet; the report is not 1 MB wide.
    @Test func oneMegabyteString() throws {
        let inputs = try TemporaryFolder.make().path, scratch = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(inputs); TemporaryFolder.remove(scratch) }
        let catalog = try Self.generated(Self.unit(String(repeating: "w", count: 1_000_000)), in: inputs)
        let result = try FitcheckProcess.run(Self.realMatrix + ["--catalog", catalog, "--png-dir", "pictures"],
                                             in: scratch, timeout: 240)
        let files = FitcheckProcess.listing(scratch)
        try Self.expectClean(result, 1, "brokenWord", scratch: scratch, leaving: files)
        #expect(files.contains("pictures/index.html"))
        let pictures = files.filter { $0.hasSuffix(".png") }
        #expect(pictures.count == 1)
        for picture in pictures { #expect(Self.isWholePNG(scratch + "/" + picture)) }
        #expect(result.standardOutput.utf8.count < 10_000)
    }

    /// A catalog path that is a folder with nothing in it.
    @Test func emptyFolderAsCatalog() throws {
        let inputs = try TemporaryFolder.make().path, scratch = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(inputs); TemporaryFolder.remove(scratch) }
        let result = try FitcheckProcess.run(Self.realMatrix + ["--catalog", inputs], in: scratch)
        try Self.expectClean(result, 2, "\(inputs): no catalogs found in \(inputs)", scratch: scratch)
    }

    // MARK: - Twins: the checks above can fail

    /// A run that does write (a report into the folder it starts in) is seen by the leftover check,
    /// and a verdict is not mistaken for bad input.
    @Test func theLeftoverAndStatusChecksSeeARealRun() throws {
        let scratch = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(scratch) }
        let arguments = ["--matrix", FitcheckProcess.fixture("matrix-narrow.json"),
                         "--catalog", FitcheckProcess.fixture("overflow.xcstrings"), "--no-images", "--report", "json:report.json"]
        let result = try FitcheckProcess.run(arguments, in: scratch)
        #expect(result.status == 1)
        #expect(!result.crashed && !result.hung)
        #expect(FitcheckProcess.listing(scratch) == ["report.json"])
    }

    /// A process that dies on a signal is reported as a crash, and one that outlives its time as a hang.
    @Test func aCrashAndAHangAreSeen() throws {
        let scratch = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(scratch) }
        let crash = try FitcheckProcess.run(["-c", "kill -SEGV $$"], in: scratch, executable: "/bin/sh")
        #expect(crash.crashed && !crash.hung)
        let hang = try FitcheckProcess.run(["5"], in: scratch, timeout: 0.3, executable: "/bin/sleep")
        #expect(hang.hung && !hang.crashed)
        #expect(hang.seconds < 4)
    }

    /// PNG signature first and an IEND chunk last: written whole.
    static func isWholePNG(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), data.count > 20 else { return false }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        return Array(data.prefix(8)) == signature && Array(data.suffix(8).prefix(4)) == Array("IEND".utf8)
    }
}
