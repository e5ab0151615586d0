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

    /// A new construct is a row and a test row: every row that can place a key (not one that only says a
    /// text is not shown) has a snippet in `SwiftUIFactsTests` or `UIKitFactTests` that it places.
    @Test func everyRowThatPlacesHasATestRow() {
        func places(_ role: SlotRole) -> Bool { if case .unplaced = role { return false } else { return true } }
        // Not here: `appPickerContent`, reached only where `ContentPlaces` cannot follow an app view's content
        // into the `Picker` it gives it to (no snippet yet shows such a view).
        var placing = Vocabulary.calls.rows.filter { places($0.role) }.map(\.id) + [SwiftUIVocabulary.joinedWhitespace.id]
            + UIKitVocabulary.assignments.map(\.id)
            + SwiftUIVocabulary.modifierRows.filter { $0.refinement == .redacted }.map(\.id)
        for row in SwiftUIVocabulary.containers {
            switch row.change {
            case .role(let role): if places(role) { placing.append(row.id) }
            case .listedPicker, .option: placing.append(row.id)
            case .keep: break
            }
        }
        let tested = Set(SwiftUIFactsTests.allRows.compactMap(\.rule) + UIKitFactTests.rows.compactMap(\.rule))
        let untested = placing.filter { !tested.contains($0) }
        #expect(untested == [], "rows with no test row")
        #expect(placing.count > 100)
    }
}
