import Foundation
import Testing
@testable import FitCore

/// `.strings` files read as CoreFoundation's old-style parser reads them, every syntax error a
/// ``TableDamage`` with its place, the reading going on at the next `"key" =`.
@Suite("StringsFileReader: damage as values, recovery, and what Apple's parser keeps")
struct StringsFileReaderTests {
    func read(_ text: String) -> StringsFileReader.Reading {
        StringsFileReader.read(data: Data(text.utf8), file: "t.strings")
    }

    func damage(_ reading: StringsFileReader.Reading) -> [String] {
        reading.damage.map { "\($0.line):\($0.column) \($0.effect.rawValue): \($0.message)" }
    }

    @Test("a clean file: every entry, no damage, the device reads all")
    func clean() {
        let reading = read("/* c */\n\"a\" = \"A\";\n// line\n'b' = 'B';\nToken_1 = v.2;\n\"Bare\";\n")
        #expect(reading.pairs.map(\.key) == ["a", "b", "Token_1", "Bare"])
        #expect(reading.pairs.map(\.value) == ["A", "B", "v.2", "Bare"])
        #expect(reading.pairs.map(\.line) == [2, 4, 5, 6])
        #expect(reading.damage.isEmpty && reading.deviceReads == 4 && reading.lostKeys.isEmpty)
    }

    /// The real case: a Basque table with text typed after an entry. CoreFoundation reads `Gehitu` as a
    /// key, then fails at `>`: the whole file is dropped.
    @Test("junk after an entry that starts like a key: the parse fails, the device drops the file")
    func junkAfterEntry() {
        let reading = read("\"timeline.add-remote.title\" = \"Add remote local timeline\"; Gehitu >\t\t\tfgds\n"
                           + "\"timeline.title\" = \"Denbora-lerroa\";\n")
        #expect(damage(reading) == [#"1:67 dropsFile: expected '=' or ';' after the key "Gehitu", found `> fgds`"#])
        #expect(reading.pairs.map(\.key) == ["timeline.add-remote.title", "timeline.title"])
        #expect(reading.deviceReads == 0)
        #expect(reading.lostKeys == ["timeline.add-remote.title", "timeline.title"])
    }

    /// A character that cannot start a key, after a complete entry, ends CoreFoundation's parse without an
    /// error: what came before is kept.
    @Test("junk that cannot start a key: the parse stops there, the entries after are lost")
    func junkThatStops() {
        let reading = read("\"a\" = \"A\";\n> oops\n\"b\" = \"B\";\n\"c\" = \"C\";;\n\"d\" = \"D\";\n")
        #expect(damage(reading) == ["2:1 stopsReading: expected a key (a quoted string) or the end of the file, found `> oops`",
                                    "4:11 stopsReading: expected a key (a quoted string) or the end of the file, found `;`"])
        #expect(reading.pairs.map(\.key) == ["a", "b", "c", "d"])
        #expect(reading.deviceReads == 1 && reading.lostKeys == ["b", "c", "d"])
    }

    @Test("a missing ';' mid-file: the parse fails at the next entry, which is read on from")
    func missingSemicolon() {
        let reading = read("\"a\" = \"A\";\n\"b\" = \"B\"\n\"c\" = \"C\";\n")
        #expect(damage(reading) == [#"3:1 dropsFile: expected ';' after the entry "b", found `"c" = "C";`"#])
        #expect(reading.pairs.map(\.key) == ["a", "b", "c"] && reading.pairs[1].value == "B")
        #expect(reading.deviceReads == 0 && reading.lostKeys == ["a", "b", "c"])
    }

    /// The string runs on to the next quote (the next line's key), and the parse fails after it. The
    /// reader resumes on the line after the damaged entry began, so the next entry is not lost to it.
    @Test("an unterminated string: the parse fails, the entries on the next lines are still read")
    func unterminatedString() {
        let reading = read("\"a\" = \"A;\n\"b\" = \"B\";\n\"c\" = \"C\";\n")
        #expect(damage(reading) == [#"2:2 dropsFile: expected ';' after the entry "a", found `b" = "B";`"#])
        #expect(reading.pairs.map(\.key) == ["a", "b", "c"])
        #expect(reading.deviceReads == 0)
        let atEnd = read("\"a\" = \"A\";\n\"b\" = \"B;\n")
        #expect(damage(atEnd) == ["2:7 dropsFile: expected '\"' to end the string begun here, found the end of the file"])
        // The damaged entry still names its key.
        #expect(atEnd.pairs.map(\.key) == ["a", "b"] && atEnd.lostKeys == ["a", "b"])
    }

    @Test("a comment left open swallows the rest: between entries the parse just ends")
    func unterminatedComment() {
        let reading = read("\"a\" = \"A\";\n/* note\n\"b\" = \"B\";\n")
        #expect(damage(reading) == ["2:1 stopsReading: expected '*/' to end the comment begun here, found the end of the file"])
        #expect(reading.pairs.map(\.key) == ["a", "b"] && reading.deviceReads == 1 && reading.lostKeys == ["b"])
        // Between a key and its value the parse fails instead.
        let inEntry = read("\"a\" = /* note\n\"A\";\n")
        #expect(inEntry.damage.first?.effect == .dropsFile)
    }

    @Test("a file that starts with something no key starts with fails; one of white space is empty")
    func start() {
        #expect(damage(read("= \"x\";\n\"a\" = \"A\";\n")) == ["1:1 dropsFile: expected a key (a quoted string), found `= \"x\";`"])
        #expect(read("= \"x\";\n\"a\" = \"A\";\n").pairs.map(\.key) == ["a"])
        let empty = read("  \n/* nothing */\n")
        #expect(empty.pairs.isEmpty && empty.damage.isEmpty)
        // A comment never closed before any entry: an empty table, no error.
        #expect(read("/* a\n\"a\" = \"A\";\n").damage.first?.effect == .stopsReading)
    }

    @Test("a whole dictionary in braces reads; anything after its '}' fails")
    func braces() {
        let braced = read("{\n  \"a\" = \"A\";\n  \"b\" = \"B\";\n}\n")
        #expect(braced.pairs.map(\.key) == ["a", "b"] && braced.damage.isEmpty)
        #expect(damage(read("{ \"a\" = \"A\"; }\nx")) == ["2:1 dropsFile: expected the end of the file after '}', found `x`"])
        #expect(damage(read("{ \"a\" = \"A\"; > }")).first == "1:14 dropsFile: expected a key (a quoted string) or '}', found `> }`")
    }

    @Test("a key given twice: both entries are read, the device keeps the later")
    func duplicate() {
        let reading = read("\"a\" = \"one\";\n\"b\" = \"B\";\n\"a\" = \"two\";\n")
        #expect(reading.pairs.map(\.key) == ["a", "b", "a"] && reading.damage.isEmpty)
    }

    @Test("escapes as CoreFoundation reads them: \\U with up to four digits, octal, no \\u")
    func escapes() {
        let reading = read(#"""
            "e" = "\U00E9t\u00E9";
            "short" = "\U41!";
            "pair" = "\UD83D\UDE00";
            "octal" = "\101\7";
            "quote" = "say \"hi\"\n\q";
            """#)
        #expect(reading.pairs.map(\.value) == ["étu00E9", "A!", "😀", "A\u{07}", "say \"hi\"\nq"])
    }

    @Test("bytes that are not UTF-8: the device drops the file; its keys are still named")
    func invalidUTF8() {
        let bytes: [UInt8] = Array("\"a\" = \"A\";\n\"b\" = \"B".utf8) + [0xC3] + Array("\";\n".utf8)
        let reading = StringsFileReader.read(data: Data(bytes), file: "t.strings")
        #expect(damage(reading) == ["2:9 dropsFile: expected UTF-8 or UTF-16 text, found invalid UTF-8 (byte 0xC3)"])
        #expect(reading.pairs.map(\.key) == ["a", "b"] && reading.deviceReads == 0)
    }

    @Test("a value may be a dictionary, array or data, as CoreFoundation allows")
    func structuredValues() {
        let reading = read("\"a\" = { \"x\" = (1, <0f a0>, \"y\"); };\n\"b\" = \"B\";\n")
        #expect(reading.damage.isEmpty && reading.pairs.map(\.key) == ["a", "b"])
        #expect(read("\"a\" = ( \"x\" ;\n\"b\" = \"B\";\n").damage.first?.expected == "')' to close the array")
    }
}
