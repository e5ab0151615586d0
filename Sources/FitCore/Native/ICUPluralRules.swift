import CICUShim

/// CLDR's cardinal plural rules, from ICU (`uplrules_*` behind the C shim).
enum ICUPluralRules {
    /// The category keyword (`zero one two few many other`) `value` selects in `locale`; `""` when
    /// ICU fails.
    static func category(of value: Double, fractionDigits: Int32, locale: String) -> String {
        ICUTextOutput.read(capacity: 16) { fitcheck_icu_plural_category(locale, value, fractionDigits, $0, $1) }
    }

    /// For each of `values`, its category in `locale` and the number of Unicode scalars the locale
    /// writes it with (grouping on): one plural-rules object and one formatter for all. Nil when ICU fails.
    static func categoriesAndWidths(of values: [Int64], locale: String) -> [(category: String, width: Int)]? {
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
}
