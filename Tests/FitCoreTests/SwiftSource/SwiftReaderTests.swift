import Testing
@testable import FitCore

/// The readers written once on the tree, as tables: an expression → what the reader reads.
@Suite("Swift readers")
struct SwiftReaderTests {
    /// The node of `let x = <expression>`'s value.
    func value(_ expression: String) throws -> SwiftNode {
        let file = try SwiftSourceFile(path: "t.swift", source: Array("let x = \(expression)".utf8))
        guard case .declaration(let declared) = try #require(file.tree.statements.first).kind else { throw Failure() }
        return try #require(declared.value)
    }

    struct Failure: Error {}

    static let numbers: [(String, Double?)] = [
        ("12", 12), ("1_000", 1000), ("1_000.5", 1000.5), ("0x1F", 31), ("0b101", 5), ("0o17", 15), ("1e3", 1000),
        ("1.5e-3", 0.0015), ("-8", -8), ("CGFloat(12)", 12), ("Double(1_024)", 1024), ("(200)", 200),
        ("200 - 40", 160), ("2 * 1_50", 300), ("340 - 2 * 20", 300), ("-(10 - 4)", -6), ("width", nil), ("f(2)", nil),
        ("CGFloat(width)", nil), ("1 / 0", nil),
    ]

    @Test(arguments: numbers)
    func numberReader(_ row: (String, Double?)) throws {
        #expect(NumberReader.value(try value(row.0)) == row.1, "\(row.0)")
    }

    /// `.frame(…)` arguments → width, minWidth, idealWidth, maxWidth, height, alignment.
    static let frames: [(String, String)] = [
        (".frame(width: 100)", "w=100"),
        (".frame(width: 1_000, height: 44)", "w=1000 h=44"),
        (".frame(minWidth: 50)", "min=50"),
        (".frame(minWidth: 180, idealWidth: 220, maxWidth: .infinity, alignment: .leading)", "min=180 ideal=220 max=inf align=leading"),
        (".frame(maxWidth: CGFloat.infinity)", "max=inf"),
        (".frame(width: 200 - 40)", "w=160"),
        (".frame(width: size)", "name:width=size"),
        (".frame(maxWidth: maxWidth, alignment: .leading)", "align=leading name:maxWidth=maxWidth"),
        (".frame(width: self.size)", ""),
        (".frame(minHeight: 20, maxHeight: 40)", "minH=20 maxH=40"),
    ]

    @Test(arguments: frames)
    func frameReader(_ row: (String, String)) throws {
        guard case .chain(let chain) = try value("Text(\"a\")" + row.0).kind, let link = chain.links.last else { throw Failure() }
        let frame = try #require(FrameReader(link))
        func f(_ v: Double) -> String { v == .infinity ? "inf" : String(format: "%g", v) }
        let found = [("w", frame.width), ("h", frame.height), ("min", frame.minWidth), ("ideal", frame.idealWidth),
                     ("max", frame.maxWidth), ("minH", frame.minHeight), ("maxH", frame.maxHeight)]
            .compactMap { name, value in value.map { "\(name)=\(f($0))" } } + (frame.alignment.map { ["align=\($0)"] } ?? [])
            + frame.names.sorted { $0.key < $1.key }.map { "name:\($0.key)=\($0.value)" }
        #expect(found.joined(separator: " ") == row.1, "\(row.0)")
    }

    @Test func frameReaderIgnoresOtherModifiers() throws {
        guard case .chain(let chain) = try value("Text(\"a\").padding(width: 3)").kind else { throw Failure() }
        #expect(FrameReader(chain.links[0]) == nil)
    }

    /// Every spelling of a key → key | table | default value | spelling; "-" for no key.
    static let keys: [(String, String)] = [
        (#""Save""#, "Save|||literal"),
        (#"LocalizedStringKey("Save")"#, "Save|||LocalizedStringKey"),
        (#"LocalizedStringKey.init("Save")"#, "Save|||LocalizedStringKey"),
        (#"LocalizedStringResource("Save", defaultValue: "Save it", table: "Main")"#, "Save|Main|Save it|LocalizedStringResource"),
        (#"String(localized: "Save", table: "Main")"#, "Save|Main||String(localized:)"),
        (#"String(localized: "Save", defaultValue: "")"#, "Save|||String(localized:)"),
        (#"NSLocalizedString("Save", tableName: "Main", value: "Save it", comment: "")"#, "Save|Main|Save it|NSLocalizedString"),
        (#"NSLocalizedString("Save", comment: "button")"#, "Save|||NSLocalizedString"),
        (#"Bundle.main.localizedString(forKey: "Save", value: "S", table: "T")"#, "Save|T|S|localizedString(forKey:)"),
        (#".init("Mode", table: "ModeSettings")"#, "Mode|ModeSettings||.init"),
        (#"String("Save")"#, "-"),
        (#"String(format: "%d", n)"#, "-"),
        (#"NSLocalizedString("Item \(n)", comment: "")"#, "-"),
        ("title", "-"),
    ]

    @Test(arguments: keys)
    func keyLiteralReader(_ row: (String, String)) throws {
        let found = KeyLiteralReader.key(try value(row.0)).map { [$0.key, $0.table ?? "", $0.defaultValue ?? "", $0.spelling].joined(separator: "|") }
        #expect((found ?? "-") == row.1, "\(row.0)")
    }

    /// A view's title: a key unless it is `verbatim:`.
    static let titles: [(String, String)] = [
        (#"Text("Hello")"#, "Hello"),
        (#"Text(verbatim: "Hello")"#, "-"),
        (#"Toggle(.init("Mode", table: "ModeSettings"), isOn: $x)"#, "Mode"),
        (#"Button(LocalizedStringKey("Go")) { }"#, "Go"),
    ]

    @Test(arguments: titles)
    func titleOfAView(_ row: (String, String)) throws {
        guard case .call(let call) = try value(row.0).kind else { throw Failure() }
        #expect((KeyLiteralReader.title(of: call)?.key ?? "-") == row.1, "\(row.0)")
    }
}
