import Testing
import FitCore
@testable import fitcheck

@Suite struct ArgumentParserTests {
    static let options = [
        OptionSpec("width", value: "PT", help: ""),
        OptionSpec("tag", value: "T", repeatable: true, help: ""),
        OptionSpec("json", help: ""),
    ]

    private func parse(_ arguments: [String]) throws -> ParsedArguments {
        try ArgumentParser.parse(arguments, options: Self.options, command: "fitcheck test")
    }

    // arguments                                values                          flags        positionals
    static let accepted: [([String], [String: [String]], Set<String>, [String])] = [
        (["hello", "--width", "200"],            ["width": ["200"]],             [],          ["hello"]),
        (["--width=200", "hello"],               ["width": ["200"]],             [],          ["hello"]),
        (["--width=", "x"],                      ["width": [""]],                [],          ["x"]),
        (["--tag", "a", "--tag=b", "--tag", "c"], ["tag": ["a", "b", "c"]],      [],          []),
        (["--width", "-0.5", "-3"],              ["width": ["-0.5"]],            [],          ["-3"]),
        (["--json", "x", "y"],                   [:],                            ["json"],    ["x", "y"]),
        (["-", "--", "--width", "-h"],           [:],                            [],          ["-", "--width", "-h"]),
        (["-h"],                                 [:],                            ["help"],    []),
        (["--version"],                          [:],                            ["version"], []),
    ]

    @Test(arguments: accepted)
    func parses(arguments: [String], values: [String: [String]], flags: Set<String>, positionals: [String]) throws {
        #expect(try parse(arguments) == ParsedArguments(values: values, flags: flags, positionals: positionals))
    }

    // arguments                          the one line of error
    static let rejected: [([String], String)] = [
        (["--bogus"],                      "unknown option --bogus (see 'fitcheck test --help')"),
        (["--bogus=3"],                    "unknown option --bogus (see 'fitcheck test --help')"),
        (["-x"],                           "unknown option -x (see 'fitcheck test --help')"),
        (["--widht", "3"],                 "unknown option --widht, did you mean --width? (see 'fitcheck test --help')"),
        (["--tags=a"],                     "unknown option --tags, did you mean --tag? (see 'fitcheck test --help')"),
        (["--jsn"],                        "unknown option --jsn, did you mean --json? (see 'fitcheck test --help')"),
        (["--wit"],                        "unknown option --wit (see 'fitcheck test --help')"),
        (["--width"],                      "missing value for --width (PT) (see 'fitcheck test --help')"),
        (["--width", "--json"],            "missing value for --width (PT) (see 'fitcheck test --help')"),
        (["--width", "1", "--width=2"],    "--width given more than once (see 'fitcheck test --help')"),
        (["--json", "--json"],             "--json given more than once (see 'fitcheck test --help')"),
        (["--json=yes"],                   "--json takes no value (see 'fitcheck test --help')"),
    ]

    @Test(arguments: rejected)
    func rejectsWithOneLine(arguments: [String], message: String) {
        #expect(throws: InputError(message)) { try parse(arguments) }
    }

    @Test func numbersAreCheckedWithTheOptionsName() throws {
        let parsed = try parse(["--width", "abc"])
        #expect(throws: InputError("--width must be positive, got 'abc'")) {
            try parsed.number("width", mustBe: "positive", valid: { $0 > 0 })
        }
        #expect(throws: InputError("--width must be positive, got 'inf'")) {
            try parse(["--width", "inf"]).number("width", mustBe: "positive", valid: { $0 > 0 })
        }
        #expect(try parse(["--width", "2.5"]).number("width", mustBe: "positive", valid: { $0 > 0 }) == 2.5)
        #expect(try parse([]).number("width", mustBe: "positive") == nil)
    }
}

/// The command line is read as bytes and refused when one argument is not UTF-8, instead of being
/// repaired into a path that names nothing.
@Suite struct RawArgumentsTests {
    @Test func utf8ArgumentsBecomeStrings() throws {
        #expect(try RawArguments.decode([Array("--lang".utf8), Array("de".utf8), Array("Größe ✓".utf8)])
                == ["--lang", "de", "Größe ✓"])
        #expect(try RawArguments.decode([]) == [])
    }

    @Test func theFirstArgumentThatIsNotUTF8IsNamed() {
        #expect(throws: InputError("argument 2 ('a\u{FFFD}.xcstrings') is not valid UTF-8 (byte 0xFF at offset 1); "
                                   + "paths and texts on the command line must be UTF-8")) {
            try RawArguments.decode([Array("--catalog".utf8), [0x61, 0xFF] + Array(".xcstrings".utf8), [0xC3]])
        }
        #expect(throws: InputError("argument 1 ('Gr\u{FFFD}') is not valid UTF-8 (byte 0xC3 at offset 2); "
                                   + "paths and texts on the command line must be UTF-8")) {
            try RawArguments.decode([[0x47, 0x72, 0xC3]])
        }
    }
}
