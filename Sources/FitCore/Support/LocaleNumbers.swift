import Foundation
import CICUShim

/// Numbers the way a language writes them, and the CLDR plural category a number selects, from ICU
/// (through the C shim). Foundation's `NumberFormatter` on Linux ignores Indian grouping (`hi`: it prints
/// `1,234,567`, ICU prints `12,34,567`), so fitcheck formats samples with ICU.
public enum LocaleNumbers {
    /// `value` with the locale's digits and grouping, e.g. 1234567 → `1.234.567` (de), `12,34,567` (hi).
    public static func format(integer value: Int64, locale: String, grouping: Bool = true) -> String {
        withBuffer(128) { fitcheck_icu_format_integer(locale, value, grouping ? 1 : 0, $0, $1) }
    }

    /// `value` with between `minFraction` and `maxFraction` fraction digits, the locale's decimal separator
    /// and grouping.
    public static func format(double value: Double, minFraction: Int, maxFraction: Int, locale: String,
                              grouping: Bool = true) -> String {
        withBuffer(128) {
            fitcheck_icu_format_double(locale, value, Int32(clamping: minFraction), Int32(clamping: maxFraction), grouping ? 1 : 0, $0, $1)
        }
    }

    /// The CLDR cardinal plural category (`zero one two few many other`) of an integer in a locale.
    public static func pluralCategory(of value: Int64, locale: String) -> String {
        withBuffer(16) { fitcheck_icu_plural_category(locale, Double(value), 0, $0, $1) }
    }

    /// For each of `values`, the cardinal plural category it selects in `locale` and the number of
    /// Unicode scalars the locale writes it with (grouping on): one ICU call for all of them. Nil when
    /// ICU fails.
    public static func pluralCategoriesAndWidths(of values: [Int64], locale: String) -> [(category: String, width: Int)]? {
        var keywords = [CChar](repeating: 0, count: 8 * values.count)
        var lengths = [Int32](repeating: 0, count: values.count)
        let status = keywords.withUnsafeMutableBufferPointer { keywordBuffer in
            lengths.withUnsafeMutableBufferPointer { lengthBuffer in
                fitcheck_icu_plural_samples(locale, values, Int32(values.count), keywordBuffer.baseAddress, lengthBuffer.baseAddress)
            }
        }
        guard status == 0 else { return nil }
        return values.indices.map { i in
            let keyword = keywords[(8 * i)..<(8 * i + 8)].prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            return (String(decoding: keyword, as: UTF8.self), Int(lengths[i]))
        }
    }

    /// Calls a shim function that writes UTF-8 into a buffer and returns the length needed; retries once
    /// with a larger buffer. An ICU error gives `""`.
    static func withBuffer(_ capacity: Int, _ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String {
        var size = capacity
        for _ in 0..<2 {
            var buffer = [CChar](repeating: 0, count: size + 1)
            let needed = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, Int32(size)) }
            if needed < 0 { return "" }
            if Int(needed) <= size {
                return String(decoding: buffer[0..<Int(needed)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            size = Int(needed)
        }
        return ""
    }
}
