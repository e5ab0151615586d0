import Foundation

/// What the development language shows for a key of a legacy table that other languages have but its
/// own table lacks. The device looks the key up in the language's table only
/// (`CFBundleCopyLocalizedString`: the table's text, else the value the caller passes, else the key), so
/// by the kind of table (``LostEntries/TableKind``):
/// - `InfoPlist.strings`: the system reads the key from `Info.plist`, so its value there is the text
///   (`NSSpeechRecognitionUsageDescription`); a key `Info.plist` does not have is read by no one;
/// - a code table: the default value the code passes; else the key itself where the code writes it
///   (a real gap: an English user sees the key); else nothing shows it — the development language's table,
///   which the code's strings make, dropped it and only translations keep it — so it is stale, as a
///   String Catalog marks a key no longer in code. Where there is no Swift file at all, nothing is said.
///
/// A nib's table is joined with its nib instead (``NibTable``: the Base nib's text, and the same stale rule).
/// Only where the development language is known (the table has `en` or `Base`), not guessed.
enum MissingSourceText {
    enum Reading: Equatable {
        /// The text the device shows, and where it comes from.
        case shown(ShownText)
        /// Nothing shows the key: left out as a stale entry is.
        case stale
    }

    /// The reading of each of `keys`, missing from the development language's table `name` whose
    /// `.lproj` folders are in `folder`; a key the code writes without a default value is absent (its
    /// text stays the key, as the device shows it).
    static func read(keys: [String], table name: String, in folder: String) -> [String: Reading] {
        guard !keys.isEmpty else { return [:] }
        var result: [String: Reading] = [:]
        switch LostEntries.kind(ofTable: name, in: folder) {
        case .infoPlist:
            let values = InfoPlistValues.find(near: folder)
            for key in keys { result[key] = values[key].map { .shown(ShownText(.plistValue, $0)) } ?? .stale }
        case .nib:
            break
        case .code:
            let uses = CodeDefaultValues.uses(keys: Set(keys), table: name, in: LostEntries.projectFolder(of: folder))
            for key in keys {
                if let value = uses.defaults[key] {
                    result[key] = .shown(ShownText(.defaultValue, value))
                } else if let written = uses.written, !written.contains(key) {
                    result[key] = .stale
                }
            }
        }
        return result
    }
}
