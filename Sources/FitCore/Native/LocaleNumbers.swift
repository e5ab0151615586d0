/// Numbers the way a language writes them, and the CLDR plural category a number selects, from ICU
/// (``ICUNumberFormat``, ``ICUPluralRules``). Foundation's `NumberFormatter` on Linux ignores Indian
/// grouping (`hi`: it prints `1,234,567`, ICU prints `12,34,567`), so fitcheck formats samples with ICU.
public enum LocaleNumbers {
    /// `value` with the locale's digits and grouping, e.g. 1234567 → `1.234.567` (de), `12,34,567` (hi).
    public static func format(integer value: Int64, locale: String, grouping: Bool = true) -> String {
        ICUNumberFormat.string(integer: value, locale: locale, grouping: grouping)
    }

    /// `value` with between `minFraction` and `maxFraction` fraction digits, the locale's decimal separator
    /// and grouping.
    public static func format(double value: Double, minFraction: Int, maxFraction: Int, locale: String,
                              grouping: Bool = true) -> String {
        ICUNumberFormat.string(double: value, minFraction: Int32(clamping: minFraction), maxFraction: Int32(clamping: maxFraction),
                               locale: locale, grouping: grouping)
    }

    /// The CLDR cardinal plural category (`zero one two few many other`) of an integer in a locale.
    public static func pluralCategory(of value: Int64, locale: String) -> String {
        ICUPluralRules.category(of: Double(value), fractionDigits: 0, locale: locale)
    }

    /// For each of `values`, the cardinal plural category it selects in `locale` and the number of
    /// Unicode scalars the locale writes it with (grouping on): one ICU call for all of them. Nil when
    /// ICU fails.
    public static func pluralCategoriesAndWidths(of values: [Int64], locale: String) -> [(category: String, width: Int)]? {
        ICUPluralRules.categoriesAndWidths(of: values, locale: locale)
    }
}
