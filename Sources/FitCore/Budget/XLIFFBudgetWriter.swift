import Foundation

/// Writes a copy of an XLIFF 1.2 file (as Xcode exports it) with `maxwidth` and `size-unit="point"`
/// on each `trans-unit` whose key has a line budget, and every other byte as it was: the attributes
/// are inserted as text after the start tag's last attribute, never by rewriting the document.
/// A `maxwidth` or `size-unit` already there has its value replaced in place.
///
/// `maxwidth` is the budget at the key's tightest cell, in points, rounded down: slot width × line
/// limit (XLIFF 1.2 `size-unit` value `point`). Keys whose slot wraps freely have no length budget
/// and are left alone. Plural and device units (`key|==|plural.one`) take their key's budget.
public enum XLIFFBudgetWriter {
    /// - Parameter maxWidth: the budget for a key, in whole points, or `nil` to leave its units alone.
    /// - Throws: ``InputError`` when the file is not well-formed enough to find its tags.
    public static func annotate(_ data: Data, file: String, maxWidth: (String) -> Int?) throws -> Data {
        let bytes = Array(data)
        var edits: [(range: Range<Int>, text: String)] = []
        for event in try XMLScanner.events(bytes, file: file) {
            guard case let .start(name, attributes, _, attributesEnd, _, _) = event, name == "trans-unit",
                  let id = attributes.first(where: { $0.name == "id" })?.value,
                  let width = maxWidth(XLIFFReader.UnitPath(id: id).key) else { continue }
            var inserted = ""
            for (attribute, value) in [("maxwidth", String(width)), ("size-unit", "point")] {
                if let existing = attributes.first(where: { $0.name == attribute }) {
                    edits.append((existing.valueRange, value))
                } else {
                    inserted += " \(attribute)=\"\(value)\""
                }
            }
            if !inserted.isEmpty { edits.append((attributesEnd ..< attributesEnd, inserted)) }
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + edits.count * 40)
        var position = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            out += bytes[position ..< edit.range.lowerBound]
            out += Array(edit.text.utf8)
            position = edit.range.upperBound
        }
        out += bytes[position...]
        return Data(out)
    }
}
