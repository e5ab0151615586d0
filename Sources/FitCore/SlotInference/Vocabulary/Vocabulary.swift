/// The platform vocabulary of slot inference, per framework: SwiftUI (``SwiftUIVocabulary``), UIKit
/// and AppKit code (``UIKitVocabulary``), App Intents (``AppIntentsVocabulary``), nibs
/// (``NibVocabulary``). Every placement names the row that made it (``KeySlot/rule``); ``ids`` lists
/// every row's name, and a placement's name is always one of them.
enum Vocabulary {
    /// Every framework's calls that show text, looked up by the called name.
    static let calls = CallTable(SwiftUIVocabulary.calls + UIKitVocabulary.calls + AppIntentsVocabulary.calls)

    /// Every row's name.
    static let ids: Set<String> = Set(
        calls.rows.map(\.id) + [SwiftUIVocabulary.joinedWhitespace.id]
            + SwiftUIVocabulary.containers.map(\.id) + [SwiftUIVocabulary.appPickerContent.id]
            + SwiftUIVocabulary.modifierRows.map(\.id) + UIKitVocabulary.assignments.map(\.id) + NibVocabulary.ids)
}
