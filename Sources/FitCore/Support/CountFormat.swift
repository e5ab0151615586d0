/// Counts as reports print them: digits grouped by thousands (`1,297`), and a noun that agrees
/// (`1 key`, `2 keys`).
public enum CountFormat {
    /// `1297` → `1,297`.
    public static func number(_ value: Int) -> String {
        var digits = String(value.magnitude), grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return (value < 0 ? "-" : "") + digits + grouped
    }

    /// `1 key`, `1,297 keys`: the noun with an `s` unless the count is one.
    public static func count(_ value: Int, _ noun: String) -> String {
        "\(number(value)) \(noun)\(value == 1 ? "" : "s")"
    }

    /// A share 0…1 as a percentage with at most one decimal: `98.6 %`, `100 %`, `0.9 %`.
    public static func percent(_ share: Double) -> String {
        let tenths = Int((share * 1000).rounded(.down))
        return tenths % 10 == 0 ? "\(tenths / 10) %" : "\(tenths / 10).\(tenths % 10) %"
    }
}
