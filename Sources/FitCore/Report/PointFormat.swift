/// Lengths in points as reports print them: at most two decimals, no trailing zeros (`31`, `31.5`).
public enum PointFormat {
    public static func text(_ points: Double) -> String {
        let hundredths = Int((points * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let whole = abs(hundredths) / 100, fraction = abs(hundredths) % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(whole).\(digits)"
    }
}
