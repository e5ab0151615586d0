import Foundation

/// Whether what an older `init` wrote still says what the code says, for `init --update`: every field
/// the file has holds the code's value, compared as JSON values (spacing, field order and `100` against
/// `100.0` do not count). A field the code writes now that the file lacks is not an edit: older
/// writers left some out (`"markdown": false` for nib and UIKit keys, a member's `font`), and a person
/// who edits a rule changes a value, not the writer's choice of fields.
enum WrittenByInit {
    /// `written` (a field's JSON text in the file) against `code` (the same field as the code's writer
    /// writes it now): the same, or `code` with more fields.
    static func isUnchanged(written: String, code: String) -> Bool {
        guard let old = value(written), let new = value(code) else { return written == code }
        return contained(old, in: new)
    }

    private static func value(_ text: String) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    private static func contained(_ old: Any, in new: Any) -> Bool {
        switch (old, new) {
        case let (old as [String: Any], new as [String: Any]):
            return old.allSatisfy { field, value in new[field].map { contained(value, in: $0) } ?? false }
        case let (old as [Any], new as [Any]):
            return old.count == new.count && zip(old, new).allSatisfy { contained($0, in: $1) }
        case let (old as NSNumber, new as NSNumber):
            return old == new
        case let (old as String, new as String):
            return old == new
        case (is NSNull, is NSNull):
            return true
        default:
            return false
        }
    }
}
