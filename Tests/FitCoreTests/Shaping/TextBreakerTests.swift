import Foundation
import Testing
@testable import FitCore

/// ICU's breakers, through ``TextBreaker``, against Unicode's own conformance files
/// (package `unicode-data`; skipped, and shown as skipped, when absent).
@Suite struct TextBreakerTests {
    /// One line of a `*BreakTest.txt` file: `× 0023 × 0308 ÷ 2014 ÷  # comment`.
    struct Case {
        var line: Int
        var text: String
        /// UTF-8 offsets after position 0 where the file expects a break (`÷`).
        var breaks: [Int32]
    }

    static func cases(_ name: String) -> [Case]? {
        let path = ShapingTestSupport.unicodeData("auxiliary/" + name)
        guard let contents = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        var cases: [Case] = []
        for (number, rawLine) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let rule = rawLine.prefix { $0 != "#" }
            guard !rule.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            var text = "", breaks: [Int32] = [], offset: Int32 = 0, valid = true
            for token in rule.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                if token == "÷" {
                    if offset > 0 { breaks.append(offset) }
                } else if token != "×" {
                    guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else { valid = false; break }
                    text.unicodeScalars.append(scalar)
                    offset += Int32(String(scalar).utf8.count)
                }
            }
            if valid { cases.append(Case(line: number + 1, text: text, breaks: breaks)) }
        }
        return cases
    }

    static func passes(_ testCase: Case, _ breaker: TextBreaker) -> Bool {
        (try? breaker.boundaries(testCase.text).map(\.utf8Offset)) == testCase.breaks
    }

    @Test(.enabled(if: ShapingTestSupport.hasUnicodeData("auxiliary/GraphemeBreakTest.txt"),
                   "GraphemeBreakTest.txt not found (install unicode-data)"))
    func graphemeBreakTestPassesCompletely() throws {
        let cases = try #require(Self.cases("GraphemeBreakTest.txt"))
        let breaker = try TextBreaker(.grapheme, language: "")
        let failures = cases.filter { !Self.passes($0, breaker) }
        #expect(cases.count == 602)
        #expect(failures.isEmpty, "lines \(failures.map(\.line))")
    }

    /// ICU 72 misses 22 of 7654 cases: the ones ICU's own test suite skips as known issues.
    @Test(.enabled(if: ShapingTestSupport.hasUnicodeData("auxiliary/LineBreakTest.txt"),
                   "LineBreakTest.txt not found (install unicode-data)"))
    func lineBreakTestPassesExceptICUsKnownExceptions() throws {
        let cases = try #require(Self.cases("LineBreakTest.txt"))
        let breaker = try TextBreaker(.line, language: "")
        let failures = cases.filter { !Self.passes($0, breaker) }
        let passed = cases.count - failures.count
        print("LineBreakTest.txt: \(passed) of \(cases.count) pass; \(failures.count) known misses on lines \(failures.map(\.line))")
        #expect(failures.count <= 22)
        #expect(passed >= 7632)
    }

    @Test func aPlantedWrongExpectationIsDetected() throws {
        let breaker = try TextBreaker(.line, language: "")
        let right = Case(line: 0, text: "ab cd", breaks: [3, 5])
        #expect(Self.passes(right, breaker))
        var wrong = right
        wrong.breaks = [2, 5]
        #expect(!Self.passes(wrong, breaker))
    }

    /// The break after `\n` is mandatory; the end of the text is reported as a plain boundary.
    @Test func mandatoryBreaksAreMarked() throws {
        let boundaries = try TextBreaker(.line, language: "en").boundaries("a b\nc")
        #expect(boundaries == [.init(utf8Offset: 2, isMandatory: false), .init(utf8Offset: 4, isMandatory: true),
                               .init(utf8Offset: 5, isMandatory: false)])
    }

    @Test func localeSelectsJapaneseStrictness() throws {
        // "ー" (prolonged sound mark) may start a line in normal Japanese breaking but not in strict.
        let text = "ヘルプーー"
        let normal = try TextBreaker(.line, language: "ja").boundaries(text).count
        let strict = try TextBreaker(.line, language: "ja-u-lb-strict").boundaries(text).count
        #expect(normal > strict)
    }
}
