import Foundation

/// Prints one sample argument through one format specifier, as the language writes numbers
/// (ICU: grouping, decimal separator, digits). Caches results: ICU formatters are costly to open.
final class SampleFormatter: @unchecked Sendable {
    /// A sample before formatting.
    /// Equal only when bit for bit the same: `-0.0 == 0.0` for `Double`, but ICU prints them
    /// differently, and samples are cache keys.
    enum Sample: Hashable {
        case integer(Int64)
        case double(Double)
        case text(String)

        static func == (a: Sample, b: Sample) -> Bool {
            switch (a, b) {
            case let (.integer(x), .integer(y)): x == y
            case let (.double(x), .double(y)): x.bitPattern == y.bitPattern
            case let (.text(x), .text(y)): x == y
            default: false
            }
        }

        func hash(into hasher: inout Hasher) {
            switch self {
            case .integer(let n): hasher.combine(0); hasher.combine(n)
            case .double(let d): hasher.combine(1); hasher.combine(d.bitPattern)
            case .text(let t): hasher.combine(2); hasher.combine(t)
            }
        }
    }

    /// What `%c` and `%p` show.
    static let characterSample = "W"
    static let pointerSample = "0x600003a5c0e0"

    private let lock = NSLock()
    private var cache: [CacheKey: String] = [:]

    /// What a formatted sample depends on. (A string key built by interpolation cost more than most
    /// formatting: printing the sample enum goes through reflection.)
    private struct CacheKey: Hashable {
        var locale: String
        var spec: FormatSpecifier
        var sample: Sample
    }

    func format(_ sample: Sample, as spec: FormatSpecifier, locale: String) -> String {
        var neutral = spec
        neutral.position = nil   // the argument's place does not change how it prints
        let cacheKey = CacheKey(locale: locale, spec: neutral, sample: sample)
        lock.lock()
        if let known = cache[cacheKey] { lock.unlock(); return known }
        lock.unlock()
        let text = pad(body(sample, spec, locale), spec)
        lock.lock()
        cache[cacheKey] = text
        lock.unlock()
        return text
    }

    private func body(_ sample: Sample, _ spec: FormatSpecifier, _ locale: String) -> String {
        switch spec.kind {
        case .integer:
            guard let value = integer(sample) else { return literal(sample) }
            let sign = spec.flags.contains("+") && value >= 0 ? "+" : ""
            switch spec.conversion {
            case "x": return String(UInt64(bitPattern: value), radix: 16)
            case "X": return String(UInt64(bitPattern: value), radix: 16, uppercase: true)
            case "o", "O": return String(UInt64(bitPattern: value), radix: 8)
            default: return sign + LocaleNumbers.format(integer: value, locale: locale)
            }
        case .float:
            guard let value = double(sample) else { return literal(sample) }
            let sign = spec.flags.contains("+") && value >= 0 ? "+" : ""
            let precision = spec.precision ?? 6
            switch spec.conversion {
            case "e", "E", "a", "A":
                // Scientific and hex notations are not localized beyond what C prints.
                return String(format: "%\(sign).\(precision)\(spec.conversion)", value)
            case "g", "G":
                let significant = max(precision, 1)
                let integerDigits = abs(value) < 1 ? 1 : Int(log10(abs(value))) + 1
                return sign + LocaleNumbers.format(double: value, minFraction: 0,
                                                   maxFraction: max(0, significant - integerDigits), locale: locale)
            default:
                return sign + LocaleNumbers.format(double: value, minFraction: precision, maxFraction: precision, locale: locale)
            }
        case .character:
            if case .text(let text) = sample, let first = text.first { return String(first) }
            return SampleFormatter.characterSample
        case .pointer:
            return SampleFormatter.pointerSample
        case .string, .reference:
            let text = literal(sample)
            if let precision = spec.precision { return String(text.prefix(precision)) }
            return text
        }
    }

    private func pad(_ text: String, _ spec: FormatSpecifier) -> String {
        guard let width = spec.width, text.count < width else { return text }
        let fill = String(repeating: spec.flags.contains("0") && spec.isNumeric && !spec.flags.contains("-") ? "0" : " ",
                          count: width - text.count)
        return spec.flags.contains("-") ? text + fill : fill + text
    }

    private func integer(_ sample: Sample) -> Int64? {
        switch sample {
        case .integer(let n): return n
        case .double(let d): return d.isFinite && abs(d) < 9e18 ? Int64(d.rounded()) : nil
        case .text(let t): return Int64(t) ?? Double(t).flatMap { $0.isFinite && abs($0) < 9e18 ? Int64($0.rounded()) : nil }
        }
    }

    private func double(_ sample: Sample) -> Double? {
        switch sample {
        case .integer(let n): return Double(n)
        case .double(let d): return d
        case .text(let t): return Double(t)
        }
    }

    private func literal(_ sample: Sample) -> String {
        switch sample {
        case .integer(let n): return String(n)
        case .double(let d): return String(d)
        case .text(let t): return t
        }
    }
}
