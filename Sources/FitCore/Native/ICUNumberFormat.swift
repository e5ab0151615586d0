import CICUShim

/// Numbers as a locale writes them, from ICU's number formatter (`unum_*` behind the C shim).
enum ICUNumberFormat {
    /// `value` with `locale`'s digits and, with `grouping`, its grouping.
    static func string(integer value: Int64, locale: String, grouping: Bool) -> String {
        ICUTextOutput.read(capacity: 128) { fitcheck_icu_format_integer(locale, value, grouping ? 1 : 0, $0, $1) }
    }

    /// `value` with between `minFraction` and `maxFraction` fraction digits.
    static func string(double value: Double, minFraction: Int32, maxFraction: Int32, locale: String,
                       grouping: Bool) -> String {
        ICUTextOutput.read(capacity: 128) {
            fitcheck_icu_format_double(locale, value, minFraction, maxFraction, grouping ? 1 : 0, $0, $1)
        }
    }
}
