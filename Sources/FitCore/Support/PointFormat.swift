/// Lengths in points as reports print them: at most two decimals, no trailing zeros (`31`, `31.5`).
public enum PointFormat {
    /// Rounds a length to 0.01 pt (or `places` decimals): layout arithmetic leaves noise in the last
    /// bits, and outputs must come out byte for byte the same on every machine.
    public static func rounded(_ points: Double, places: Int = 2) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (points * scale).rounded() / scale
    }

    public static func text(_ points: Double) -> String {
        let hundredths = Int((points * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let whole = abs(hundredths) / 100, fraction = abs(hundredths) % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(whole).\(digits)"
    }
}
