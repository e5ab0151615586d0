/// Boundaries from an ICU break iterator (``ICUBreakIterator``): line-break opportunities (UAX #14) or grapheme
/// clusters (UAX #29) in one locale. Offsets are UTF-8 bytes, as HarfBuzz clusters are.
///
/// Not thread-safe: each ``Shaper`` keeps its own, one per locale.
public final class TextBreaker {
    /// What the breaker finds.
    public enum Kind: Sendable {
        case line, grapheme
    }

    /// A boundary after position 0 (the last one is the text's length in UTF-8 bytes).
    public struct Boundary: Sendable, Equatable {
        public var utf8Offset: Int32
        /// A line must break here (after `\n`, U+2028, U+2029, …); always `false` for graphemes.
        public var isMandatory: Bool
    }

    public let kind: Kind
    private let breaker: ICUBreakIterator
    private var offsets: [Int32] = Array(repeating: 0, count: 64)
    private var hard: [UInt8] = Array(repeating: 0, count: 64)

    /// Opens a breaker for `language` (BCP 47, e.g. `th`, `ja`, `pt-BR`); a language ICU does not
    /// know falls back to the root rules, which are the Unicode defaults.
    public init(_ kind: Kind, language: String) throws {
        self.kind = kind
        let locale = ICULocale.identifier(language)
        do throws(ICUBreakIterator.OpenError) {
            breaker = try ICUBreakIterator(kind == .line ? .line : .grapheme, locale: locale)
        } catch {
            throw InternalError("ICU cannot open a \(kind) breaker for \(quoted: language) (ICU error \(error.code))")
        }
    }

    /// The boundaries in `text`.
    /// - Throws: ``InternalError`` when ICU cannot read the text.
    public func boundaries(_ text: String) throws -> [Boundary] {
        var text = text
        return try text.withUTF8 { utf8 in
            let count = try boundaries(utf8)
            return (0..<count).map { Boundary(utf8Offset: offsets[$0], isMandatory: hard[$0] != 0) }
        }
    }

    /// Finds the boundaries in `utf8` and returns their count; read them with ``offset(_:)`` and
    /// ``isMandatory(_:)`` until the next call (no allocation once the buffers are big enough).
    /// - Throws: ``InternalError`` when ICU cannot read the text (no boundaries would be no break at all).
    func boundaries(_ utf8: UnsafeBufferPointer<UInt8>) throws -> Int {
        guard utf8.baseAddress != nil, utf8.count > 0, utf8.count <= Int(Int32.max) else { return 0 }
        while true {
            let capacity = offsets.count
            let count = offsets.withUnsafeMutableBufferPointer { offsets in
                hard.withUnsafeMutableBufferPointer { hard in
                    breaker.boundaries(utf8, offsets: offsets, mandatory: hard)
                }
            }
            if count < 0 { throw InternalError("ICU cannot find \(kind) boundaries (ICU error \(-count))") }
            if Int(count) <= capacity { return Int(count) }
            offsets = Array(repeating: 0, count: Int(count))
            hard = Array(repeating: 0, count: Int(count))
        }
    }

    func offset(_ i: Int) -> Int32 { offsets[i] }
    func isMandatory(_ i: Int) -> Bool { hard[i] != 0 }
}
