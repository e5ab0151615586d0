import Foundation
import Testing
@testable import FitCore

/// The tree as tables: a snippet → the shape of its statements, printed compactly.
@Suite("Swift tree")
struct SwiftTreeTests {
    func file(_ source: String) throws -> SwiftSourceFile { try SwiftSourceFile(path: "t.swift", source: Array(source.utf8)) }

    func shape(_ source: String) throws -> String {
        let file = try file(source)
        return file.tree.statements.map { $0.shape(file.tokens) }.joined(separator: " ¶ ")
    }

    static let table: [(String, String)] = [
        // Calls, labels, trailing closures.
        (#"Text("a")"#, #"Text("a")"#),
        (#"Toggle("On", isOn: $on)"#, #"Toggle("On", isOn: $on)"#),
        (#"Button { go() } label: { Text("Go") }"#, #"Button {go()} label: {Text("Go")}"#),
        (#"Button("x", action: { run() })"#, #"Button("x", action: {run()})"#),
        (#"VStack(spacing: 8) { Text("a"); Text("b") }"#, #"VStack(spacing: 8) {Text("a"); Text("b")}"#),
        // Modifier chains: a base and its modifiers in order, across lines.
        ("Text(\"a\").font(.title).frame(width: 100)", #"Text("a").font(.title).frame(width: 100)"#),
        ("Text(\"a\")\n    .font(.title)\n    .padding()", #"Text("a").font(.title).padding()"#),
        (#"list.sorted { $0 < $1 }.first?.name"#, "list.sorted {($0 < $1)}.first.name"),
        (#"items[0].title"#, "items[0].title"),
        (#"Toggle(.init("Mode", table: "ModeSettings"), isOn: $x)"#, #"Toggle(.init("Mode", table: "ModeSettings"), isOn: $x)"#),
        // Declarations.
        ("struct A: View, Sendable {\n var body: some View { Text(\"a\") }\n}", #"struct A: View, Sendable {var body: some View {Text("a")}}"#),
        ("@State private var on = false", "@State private var on = false"),
        ("let a = 1, b: Int = 2", "let a = 1 ¶ let b: Int = 2"),
        ("var x: Int { get set }", "var x: Int {get {} set {}}"),
        ("var x = 0 { didSet { save() } }", "var x = 0 {didSet {save()}}"),
        ("func f(_ text: String, size s: CGFloat = 12) -> some View { Text(text) }",
         "func f(_ text: String, size s: CGFloat = 12) -> some View {Text(text)}"),
        ("enum Tab: String { case home, settings = \"s\"\n case item(Int) }", #"enum Tab: String {case home; case settings = "s"; case item(_: Int)}"#),
        ("init?(raw: String) { self.raw = raw }", "init(raw raw: String) {(self.raw = raw)}"),
        ("extension Foo.Bar where T: Equatable { static let x = 1 }", "extension Foo.Bar {static let x = 1}"),
        ("static let shared: [String: Int] = [\"a\": 1]", #"static let shared: [String: Int] = ["a": 1]"#),
        ("guard let x = y, x > 0 else { return }", "guard(let x = y; (x > 0)){return}"),
        ("#selector(tap(_:sender:))", "#selector(tap(_:sender:))"),
        ("if #available(iOS 16.0, *) { a() }", "if(#available(iOS 16.0, *)){a()}"),
        ("let k = Wrapper<Int>.Key.name", "let k = Wrapper<Int>.Key.name"),
        ("init<K>(in c: K) { }", "init(in c: K) {}"),
        ("let r = UICollectionView.CellRegistration<Cell, Item> { cell, _, item in }", "let r = UICollectionView.CellRegistration<Cell, Item> {cell, _, item in }"),
        ("@Clamp<Speed> var speed: Decimal", "@Clamp<Speed> var speed: Decimal"),
        ("var f: FocusState<Bool>.Binding", "var f: FocusState<Bool>.Binding"),
        ("for value: Int in 0..<6 { }", "for(value in (0 ..< 6)){}"),
        ("switch n {\ncase 1...3: a()\ndefault: b()\n}", "switch(n) case((1 ... 3)){a()} default{b()}"),
        ("let x = pair!.0 + t?.1.count", "let x = (pair.0 + t.1.count)"),
        ("import SwiftUI\nimport class AppKit.NSView", "import SwiftUI ¶ import AppKit.NSView"),
        // Assignments and operators by precedence.
        ("x = a - b * 2", "(x = (a - (b * 2)))"),
        ("width -= 40", "(width -= 40)"),
        ("let w = flag ? 100 : -1_000", "let w = (flag ? 100 : -1_000)"),
        ("let v = a ?? b as? Int ?? 0", "let v = (a ?? ((b as? Int) ?? 0))"),
        // Control statements with their branches.
        ("if let a = b, a > 1 { x() } else if c { y() } else { z() }", "if(let a = b; (a > 1)){x()} else if(c){y()} else{z()}"),
        ("guard let v else { return }", "guard(let v){return}"),
        ("switch tab {\ncase .home, .more: Text(\"h\")\ncase .item(let n) where n > 1: EmptyView()\ndefault: break\n}",
         #"switch(tab) case(.home; .more){Text("h")} case((.item(let n) where (n > 1))){EmptyView()} default{break}"#),
        ("for (i, item) in items.enumerated() where i > 0 { print(item) }", "for((i, item) in items.enumerated() where (i > 0)){print(item)}"),
        ("ForEach(items, id: \\.self) { item in Text(item) }", "ForEach(items, id: \\.self) {item in Text(item)}"),
        ("let t = Text(verbatim: \"v\") // note", #"let t = Text(verbatim: "v")"#),
        // Literals.
        ("let a = [1, 2.5, 0x1F], b = [:], c = nil, d = true, e = \"x\\(y)z\"", #"let a = [1, 2.5, 0x1F] ¶ let b = [:] ¶ let c = nil ¶ let d = true ¶ let e = "x\()z""#),
        // What it does not understand becomes `unknown`, and reading goes on.
        ("let a = 1 2\nText(\"b\")", #"let a = ?⟨1 2⟩ ¶ Text("b")"#),
    ]

    @Test(arguments: table)
    func snippetShape(_ row: (String, String)) throws {
        let found = try shape(row.0)
        #expect(found == row.1, "\(row.0) → \(found)")
    }

    @Test func nodesKnowTheirLineAndColumn() throws {
        let file = try file("struct A {\n    var body: some View {\n        Text(\"a\").bold()\n    }\n}")
        let text = try #require(file.tokens.firstIndex { $0.text == "Text" })
        let path = file.tree.path(to: text)
        // struct, var, the chain `Text("a").bold()`, its base `Text("a")`, the name `Text`.
        #expect(path.map { "\($0.line):\($0.column)" } == ["1:1", "2:5", "3:9", "3:9", "3:9"])
        guard case .chain(let chain) = path[2].kind else { Issue.record("not a chain"); return }
        #expect(chain.links.map { "\($0.name)@\($0.line):\($0.column)" } == ["bold@3:18"])
        #expect(file.tree.node(at: text + 2)?.shape(file.tokens) == #""a""#)
    }

    @Test func columnsCountBytesAfterStringsAndOnLaterLines() throws {
        let tokens = try SwiftLexer.tokens(Array("let é = \"a\"+b\n  x".utf8))
        #expect(tokens.map { "\($0.text)@\($0.line):\($0.column)" } == ["let@1:1", "é@1:5", "=@1:8", "\"a\"@1:10", "+@1:13", "b@1:14", "x@2:3"])
    }
}
