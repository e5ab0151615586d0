/// Changes to a file's bytes, made at once: each replaces a range of the original (an empty range
/// inserts). Everything outside the ranges is copied as it was.
struct ByteEdits {
    private(set) var edits: [(range: Range<Int>, bytes: [UInt8])] = []

    var isEmpty: Bool { edits.isEmpty }

    mutating func replace(_ range: Range<Int>, with text: String) {
        edits.append((range, Array(text.utf8)))
    }

    mutating func insert(_ text: String, at offset: Int) {
        replace(offset..<offset, with: text)
    }

    /// `original` with every edit made. Edits never overlap (each editor makes sure); at one offset
    /// insertions come in the order they were made.
    func applied(to original: [UInt8]) -> [UInt8] {
        let ordered = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
        }.map(\.element)
        var out: [UInt8] = []
        out.reserveCapacity(original.count + ordered.reduce(0) { $0 + $1.bytes.count })
        var copied = 0
        for edit in ordered {
            precondition(edit.range.lowerBound >= copied, "overlapping edits")
            out += original[copied..<edit.range.lowerBound]
            out += edit.bytes
            copied = edit.range.upperBound
        }
        out += original[copied...]
        return out
    }
}
