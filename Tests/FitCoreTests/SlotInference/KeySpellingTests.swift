import Testing
@testable import FitCore

/// Every spelling of a key in a view's title, placed through ``KeyLiteralReader``: a table of
/// snippet → the kind the key gets ("-" for not placed).
@Suite("Slot inference: key spellings")
struct KeySpellingTests {
    static let rows: [(String, String)] = [
        (#"Toggle("Mode", isOn: $x)"#, "toggle"),
        (#"Toggle(.init("Mode", table: "ModeSettings"), isOn: $x)"#, "toggle"),
        (#"Toggle(LocalizedStringKey("Mode"), isOn: $x)"#, "toggle"),
        (#"Toggle(LocalizedStringResource("Mode", table: "ModeSettings"), isOn: $x)"#, "toggle"),
        (#"Toggle(String(localized: "Mode", table: "ModeSettings"), isOn: $x)"#, "toggle"),
        (#"Button(.init("Mode", table: "ModeSettings")) { }"#, "button"),
        (#"Text(.init("Mode", table: "ModeSettings"))"#, "text"),
        (#"Text(verbatim: "Mode")"#, "-"),
    ]

    @Test(arguments: rows)
    func placed(_ row: (String, String)) {
        let result = SlotInferenceConstructTests.infer("struct A: View { var body: some View { Form { \(row.0) } } }", keys: ["Mode"])
        let kind = SlotInferenceConstructTests.slot(result, "Mode").map { "\($0.kind)" } ?? "-"
        #expect(kind == row.1, "\(row.0)")
    }
}
