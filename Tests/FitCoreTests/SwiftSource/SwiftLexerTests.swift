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

    @Test func bareRegexLiteralsAreSkippedAndDivisionIsNot() throws {
        #expect(try strings("let r = /\"[a-z]+/\nText(\"Title\")\nText(\"After\")").map(\.plainText) == ["Title", "After"])
        #expect(try tokens("if let m = s.firstMatch(of: /(\\d+) \"x\"/) { }").compactMap(\.literal).isEmpty)
        // Infix and postfix slashes divide; a slash followed by a space starts no regex.
        #expect(try tokens("let a = b / c / d").map(\.text) == ["let", "a", "=", "b", "/", "c", "/", "d"])
        #expect(try tokens("x = (y)/2 + z[0]/3").map(\.text) == ["x", "=", "(", "y", ")", "/", "2", "+", "z", "[", "0", "]", "/", "3"])
        #expect(try tokens("x /= 2; y = [1, 2].map { $0 / 2 }").contains { $0.text == "/=" })
    }

    @Test func rawIdentifiersMayHoldSpaces() throws {
        let found = try tokens("struct `Weird View`: View { var body: some View { Text(\"x\") } }")
        #expect(found[1].kind == .identifier && found[1].text == "Weird View")
    }

    @Test func aBackslashInARawMultiLineStringIsText() throws {
        let source = "let p = #\"\"\"\n    C:\\\n    \"\"\"#\nstruct F: View { var body: some View { Text(\"Hello\") } }"
        let found = try strings(source)
        #expect(found.map(\.plainText) == ["C:\\", "Hello"])
    }

    @Test func windowsLineEndingsReadAsNewlines() throws {
        let source = "let s = \"\"\"\r\n    Two\r\n    lines\r\n    \"\"\"\r\n// comment\r\nText(\"x\")\r\n"
        let found = try tokens(source)
        #expect(found[3].literal?.plainText == "Two\nlines")
        #expect(found.last?.line == 6)
    }

    /// source, the line the error names
    static let broken: [(String, Int)] = [
        ("Text(\"never closed)\n", 1),
        ("let a = 1\n/* open comment", 2),
        ("let s = \"\"\"\nno end", 1),
        ("Text(\"\\q\")", 1),
        ("let x = 'c'", 1),
        ("Text(\"a \\(b\")", 1),
        // A line continuation belongs to multi-line literals only: in "…" a `\` before the end of
        // the line or a blank is an invalid escape, as the Swift compiler says.
        ("let a = 1\nText(\"one \\\ntwo\")", 2),
        ("Text(\"one \\ two\")", 1),
    ]

    @Test(arguments: broken)
    func whatCannotBeReadIsAnErrorWithItsLine(_ source: String, _ line: Int) {
        let error = #expect(throws: SwiftLexError.self) { try SwiftLexer.tokens(Array(source.utf8)) }
        #expect(error?.line == line)
        #expect(error?.message.contains("\n") == false, "an error is one line")
    }

    @Test func unbalancedBracketsAreAnError() {
        #expect(throws: SwiftLexError.self) { try SwiftSourceFile(path: "a.swift", source: Array("VStack { Text(\"x\") ".utf8)) }
        #expect(throws: SwiftLexError.self) { try SwiftSourceFile(path: "a.swift", source: Array("f(])".utf8)) }
    }
}
