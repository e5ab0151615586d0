import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

@Suite("JSONReader: JSON with the place of every value")
struct JSONReaderTests {
    func parse(_ text: String) throws -> JSONValue {
        try JSONReader.parse(Array(text.utf8), file: "t.json")
    }

    func failure(_ bytes: [UInt8]) -> InputError? {
        do { _ = try JSONReader.parse(bytes, file: "t.json"); return nil } catch let e as InputError { return e } catch { return nil }
    }

    @Test("keys keep file order and know their line and column")
    func keyPlaces() throws {
        let root = try parse("{\n  \"b\" : 1,\n  \"a\" : {\n    \"x\" : [true, null, \"é\"]\n  }\n}")
        let object = try root.object()
        #expect(object.members.map(\.key) == ["b", "a"])
        #expect(object.member("a")?.keyLine == 3)
        #expect(object.member("a")?.keyColumn == 3)
        let x = try #require(try object["a"]?.object()["x"])
        #expect(x.line == 4 && x.column == 11)
        #expect(x.path == "a.x")
        #expect(try x.array()[2].string() == "é")
        #expect(try object["b"]?.integer() == 1)
    }

    @Test("escapes, surrogate pairs and a byte-order mark")
    func escapes() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let value = try JSONReader.parse(bom + Array(#"["a\nb\t\"\\\/", "\u00e9\ud83d\ude00", -1.5e2]"#.utf8), file: "t.json")
        let items = try value.array()
        #expect(try items[0].string() == "a\nb\t\"\\/")
        #expect(try items[1].string() == "é😀")
        #expect(try items[2].number() == -150)
    }

    @Test("a wrong type names the key path and its place")
    func wrongType() throws {
        let root = try parse("{\n  \"strings\" : {\n    \"k\" : { \"comment\" : 3 }\n  }\n}")
        let comment = try #require(try root.object()["strings"]?.object()["k"]?.object()["comment"])
        #expect(throws: InputError(file: "t.json", line: 3, column: 25,
                                   "expected a string for 'strings.k.comment', found a number")) {
            try comment.string()
        }
        #expect(try comment.integer() == 3)
    }

    @Test("syntax errors say where and what was expected",
          arguments: [
            ("{\"a\" 1}", 1, 6, "expected ':'"),
            ("{\"a\": 1,\n}", 2, 1, "expected a string key"),
            ("[1 2]", 1, 4, "expected ',' or ']'"),
            ("\"abc", 1, 5, "expected '\"' to end the string"),
            ("[\"a\u{1}\"]", 1, 4, "control character"),
            ("{} x", 1, 4, "end of the document"),
            ("[01]", 1, 3, "expected ',' or ']'"),
            ("[tru]", 1, 5, "expected 'true'"),
          ])
    func syntax(text: String, line: Int, column: Int, expected: String) throws {
        let error = try #require(failure(Array(text.utf8)))
        #expect(error.line == line && error.column == column)
        #expect(error.message.contains(expected), "\(error)")
    }

    @Test("invalid UTF-8 is refused with its place")
    func invalidUTF8() throws {
        for bad: [UInt8] in [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x28, 0xA1]] {
            let error = try #require(failure(Array("{\n \"a\": \"x".utf8) + bad + Array("\"}".utf8)))
            #expect(error.line == 2 && error.column == 9)
            #expect(error.message.contains("UTF-8"))
        }
        // The twin: the same frame with valid UTF-8 parses.
        #expect(failure(Array("{\n \"a\": \"xé\"}".utf8)) == nil)
    }

    @Test("deep nesting is an input error, not a crash")
    func depth() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = try #require(failure(Array(deep.utf8)))
        #expect(error.message.contains("nesting deeper than 512"))
        let fine = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        #expect(failure(Array(fine.utf8)) == nil)
    }

    @Test("agrees with JSONSerialization on a real catalog", .enabled(if: Corpus.available, Comment(rawValue: Corpus.absent)))
    func agreesWithFoundation() throws {
        let url = Corpus.folder.appendingPathComponent("coteditor__CotEditor__Document.xcstrings")
        let data = try Data(contentsOf: url)
        let ours = try JSONReader.parse(data, file: url.path)
        let theirs = try JSONSerialization.jsonObject(with: data)
        #expect(Self.equal(ours, theirs))
    }

    /// Deep equality of our JSON value and a Foundation JSON object.
    static func equal(_ ours: JSONValue, _ theirs: Any) -> Bool {
        switch ours.kind {
        case .null: return theirs is NSNull
        case .bool(let b): return (theirs as? NSNumber)?.boolValue == b
        case .number(let n): return (theirs as? NSNumber)?.doubleValue == n
        case .string(let s): return (theirs as? String) == s
        case .array(let items):
            guard let other = theirs as? [Any], other.count == items.count else { return false }
            return zip(items, other).allSatisfy { equal($0, $1) }
        case .object(let object):
            guard let other = theirs as? [String: Any], other.count == object.members.count else { return false }
            return object.members.allSatisfy { m in other[m.key].map { equal(m.value, $0) } ?? false }
        }
    }
}
