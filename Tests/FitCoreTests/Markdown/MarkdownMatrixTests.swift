import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// Check, budget, try and measure see a key's Markdown alike: `**Pro**` at the bold weight,
/// `[Privacy](https://example.com)` as "Privacy"; with `"markdown": false` all of them measure the
/// characters as written.
@Suite struct MarkdownMatrixTests {
    static let pro = "**Pro**"
    static let privacy = "[Privacy](https://example.com)"

    /// A catalog of the two keys, each in a one-line slot of its own width, written to `folder`.
    static func matrix(proWidth: Double, privacyWidth: Double, extra: String = "", in folder: URL) throws -> Matrix {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func entry(_ value: String) -> String {
            #"{"localizations":{"en":{"stringUnit":{"state":"translated","value":"\#(value)"}}}}"#
        }
        let catalog = #"{"sourceLanguage":"en","version":"1.0","strings":{"upgrade":\#(entry(pro)),"privacy":\#(entry(privacy))}}"#
        try catalog.write(to: folder.appendingPathComponent("Test.xcstrings"), atomically: true, encoding: .utf8)
        let matrix = """
            {"catalogs":["Test.xcstrings"],"widths":[390],"sizes":["L"],"languages":["en"],\(extra)
             "insets":{"leading":0,"trailing":0},
             "rules":[{"match":"=upgrade","width":"\(proWidth)","lines":1},
                      {"match":"=privacy","width":"\(privacyWidth)","lines":1}]}
            """
        let path = folder.appendingPathComponent("matrix.json").path
        try matrix.write(toFile: path, atomically: true, encoding: .utf8)
        return try Matrix.load(path: path)
    }

    /// The width of `text` on one line in body at the default size, as `measure` gives it.
    static func width(_ text: String, weight: FontWeight = .regular, markdown: Bool) throws -> Double {
        let measured = try TextMeasurer(shaper: ShapingTestSupport.shaper())
            .measure(text, language: "en", font: FontChoice(weight: weight),
                     parameters: FitParameters(pointSize: 17, slotWidth: 10_000), sfTracking: true, markdown: markdown)
        return try #require(measured.measurement.lines.first).width
    }

    @Test func checkBudgetTryAndMeasureMeasureWhatIsDrawn() throws {
        let library = try ShapingTestSupport.library.get()
        let bold = try Self.width(Self.pro, markdown: true)
        let regular = try Self.width("Pro", markdown: false)
        let privacy = try Self.width(Self.privacy, markdown: true)
        #expect(bold == (try Self.width("Pro", weight: .bold, markdown: false)))
        #expect(privacy == (try Self.width("Privacy", markdown: false)))
        #expect(bold > regular + 0.5)
        // `**Pro**` gets a slot between its regular and bold widths: it fails only if measured bold.
        // `[Privacy](…)` gets its label's width: it fits only if measured as the label.
        let proSlot = ((bold + regular) / 2 * 100).rounded() / 100
        let privacySlot = (privacy + 0.5).rounded()
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let matrix = try Self.matrix(proWidth: proSlot, privacyWidth: privacySlot, in: folder)

        let check = try MatrixRun(matrix: matrix, selection: RunSelection(), fonts: library, toolVersion: "test").run().report
        #expect(check.findings.map(\.key) == ["upgrade"])
        #expect(check.findings.first?.text == Self.pro, "the finding keeps the catalog text")
        let run = BudgetRun(matrix: matrix, selection: RunSelection(), fonts: library)
        let budgets = try run.run().budgets
        let proBudget = try #require(budgets.first { $0.key == "upgrade" })
        let privacyBudget = try #require(budgets.first { $0.key == "privacy" })
        #expect(abs(try #require(proBudget.requiredWidth) - bold) < 1e-9)
        #expect(abs(try #require(privacyBudget.requiredWidth) - privacy) < 1e-9)
        #expect(!proBudget.fits && privacyBudget.fits)
        #expect(try !run.trial(key: "upgrade", language: "en", candidate: Self.pro).fits)
        #expect(try run.trial(key: "upgrade", language: "en", candidate: "Pro").fits)
        #expect(try run.trial(key: "privacy", language: "en", candidate: Self.privacy).fits)
    }

    @Test func markdownOffMeasuresTheCharactersAsWritten() throws {
        let library = try ShapingTestSupport.library.get()
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let rawPro = try Self.width(Self.pro, markdown: false)
        let rawPrivacy = try Self.width(Self.privacy, markdown: false)
        // Slots as wide as the raw texts: they fit only when measured as written.
        let matrix = try Self.matrix(proWidth: (rawPro + 0.5).rounded(), privacyWidth: (rawPrivacy + 0.5).rounded(),
                                     extra: #""markdown":false,"#, in: folder)
        #expect(!matrix.defaultSlot.markdown && matrix.rules.allSatisfy { !$0.slot.markdown })
        let check = try MatrixRun(matrix: matrix, selection: RunSelection(), fonts: library, toolVersion: "test").run().report
        #expect(check.findings.isEmpty)
        let budgets = try BudgetRun(matrix: matrix, selection: RunSelection(), fonts: library).run().budgets
        let required = budgets.sorted { $0.key < $1.key }.compactMap(\.requiredWidth)
        #expect(required.count == 2 && abs(required[0] - rawPrivacy) < 1e-9 && abs(required[1] - rawPro) < 1e-9)
        // Tighter than the raw texts: both fail, where their drawn forms would fit.
        let tight = try Self.matrix(proWidth: (rawPro - 5).rounded(), privacyWidth: (rawPrivacy - 5).rounded(),
                                    extra: #""markdown":false,"#, in: folder.appendingPathComponent("tight"))
        let failing = try MatrixRun(matrix: tight, selection: RunSelection(), fonts: library, toolVersion: "test").run().report
        #expect(failing.findings.map(\.key).sorted() == ["privacy", "upgrade"])
    }

    @Test func aRuleTurnsMarkdownOffOrOn() throws {
        let folder = try TemporaryFolder.make()
        defer { TemporaryFolder.remove(folder) }
        let path = folder.appendingPathComponent("matrix.json").path
        try """
            {"widths":[390],"sizes":["L"],"languages":["en"],"markdown":false,
             "rules":[{"match":"swiftui.","markdown":true},{"match":"uikit."}]}
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let matrix = try Matrix.load(path: path)
        #expect(matrix.slots.resolve(key: "swiftui.title").slot.markdown)
        #expect(!matrix.slots.resolve(key: "uikit.title").slot.markdown)
        #expect(!matrix.slots.resolve(key: "other").slot.markdown)
        #expect(Matrix(file: "", widths: [390], sizes: [.L], languages: ["en"]).defaultSlot.markdown)

        try #"{"widths":[390],"sizes":["L"],"languages":["en"],"markdown":"no"}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: InputError.self) { try Matrix.load(path: path) }
    }
}
