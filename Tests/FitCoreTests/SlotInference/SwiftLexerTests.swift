import Testing
@testable import FitCore

@Suite("Swift lexer")
struct SwiftLexerTests {
    func tokens(_ source: String) throws -> [SwiftToken] { try SwiftLexer.tokens(Array(source.utf8)) }

    func strings(_ source: String) throws -> [SwiftStringLiteral] { try tokens(source).compactMap(\.literal) }

    @Test func callsAreNamesPunctuationAndStrings() throws {
        let found = try tokens(#"Text("Hello").font(.headline) // a comment "not a string""#)
        #expect(found.map(\.text) == ["Text", "(", #""Hello""#, ")", ".", "font", "(", ".", "headline", ")"])
        #expect(found[2].literal?.plainText == "Hello")
    }

    @Test func escapesAreProcessed() throws {
        #expect(try strings(#""a\"b\\c\n\t\u{1F600}""#).first?.plainText == "a\"b\\c\n\t😀")
    }

    @Test func interpolationsAreMarkedAndMayHoldStrings() throws {
        let literal = try #require(try strings(#"Text("Delete \"\(item.name ?? "this (session)")\"?")"#).first)
        #expect(literal.segments == [.text("Delete \""), .interpolation, .text("\"?")])
        #expect(literal.textParts == ["Delete \"", "\"?"])
        #expect(literal.plainText == nil)
    }

    @Test func rawStringsKeepBackslashesAndUseHashInterpolation() throws {
        let found = try strings(##"let a = #"C:\path "quoted" \#(n) done"#"##)
        #expect(found.first?.segments == [.text(#"C:\path "quoted" "#), .interpolation, .text(" done")])
    }

    @Test func multiLineStringsLoseTheClosingIndentation() throws {
        let source = "let s = \"\"\"\n    First line\n      indented \\\n    continued\n    Last \"quoted\"\n    \"\"\"\nText(s)"
        let found = try tokens(source)
        #expect(found[3].literal?.plainText == "First line\n  indented continued\nLast \"quoted\"")
        #expect(found.last?.line == 7)
    }

    @Test func commentsNestAndLinesAreCounted() throws {
        let found = try tokens("/* one /* two */ still */\n// line\nText(\"x\")\n#if DEBUG\n#endif")
        #expect(found.first?.text == "Text" && found.first?.line == 3)
        #expect(found.contains { $0.text == "#if" })
    }

    @Test func rangesAndOperatorsDoNotBecomeNumbers() throws {
        #expect(try tokens("0...3").map(\.text) == ["0", "...", "3"])
        #expect(try tokens("x = 1.5e-3").map(\.text) == ["x", "=", "1.5e-3"])
        #expect(try tokens("a ?? b").map(\.text) == ["a", "??", "b"])
        #expect(try tokens("`default`").first?.text == "default")
    }

    @Test func regexLiteralsAreSkipped() throws {
        #expect(try tokens(##"let r = #/"(\d+)"/#; Text("x")"##).compactMap(\.literal).map(\.plainText) == ["x"])
    }

    /// source, the line the error names
    static let broken: [(String, Int)] = [
        ("Text(\"never closed)\n", 1),
        ("let a = 1\n/* open comment", 2),
        ("let s = \"\"\"\nno end", 1),
        ("Text(\"\\q\")", 1),
        ("let x = 'c'", 1),
        ("Text(\"a \\(b\")", 1),
    ]

    @Test(arguments: broken)
    func whatCannotBeReadIsAnErrorWithItsLine(_ source: String, _ line: Int) {
        let error = #expect(throws: SwiftLexError.self) { try SwiftLexer.tokens(Array(source.utf8)) }
        #expect(error?.line == line)
    }

    @Test func unbalancedBracketsAreAnError() {
        #expect(throws: SwiftLexError.self) { try SwiftSourceFile(path: "a.swift", source: Array("VStack { Text(\"x\") ".utf8)) }
        #expect(throws: SwiftLexError.self) { try SwiftSourceFile(path: "a.swift", source: Array("f(])".utf8)) }
    }
}
