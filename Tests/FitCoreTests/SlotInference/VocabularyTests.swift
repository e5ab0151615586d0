import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// The vocabulary as data (``Vocabulary``): every placement names the table row that made it, and
/// every row has a name of its own.
@Suite struct VocabularyTests {
    /// Each placed key of the corpus's apps (and each that fell back to the default slot) names a row that
    /// is in the tables: a placement made by code that is not a row, or by a row that was renamed or
    /// removed without its emitter, fails here.
    @Test(.enabled(if: Corpus.appsAvailable, Comment(rawValue: Corpus.absent)), arguments: Corpus.apps)
    func everyPlacedKeyNamesARowOfTheTables(_ app: String) throws {
        let result = try SlotWriterTests.inferred(app).result
        let slots = result.slots + result.fellBack.map(\.slot)
        #expect(!slots.isEmpty)
        let strays = slots.filter { !Vocabulary.ids.contains($0.rule) }.map { "\($0.key): \"\($0.rule)\" (\($0.kind.rawValue))" }
        #expect(strays.count == 0, "\(app): keys that name no row, the first: \(strays.prefix(5))")
    }

    /// No two rows share a name, and none is empty.
    @Test func rowNamesAreUnique() {
        let names = Vocabulary.calls.rows.map(\.id) + [SwiftUIVocabulary.joinedWhitespace.id]
            + SwiftUIVocabulary.containers.map(\.id) + [SwiftUIVocabulary.appPickerContent.id]
            + SwiftUIVocabulary.modifierRows.map(\.id) + UIKitVocabulary.assignments.map(\.id) + NibVocabulary.ids
        let repeated = Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "\(repeated)")
        #expect(names.count == Vocabulary.ids.count && !names.contains(""))
    }
}
