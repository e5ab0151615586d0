import Foundation

/// Prints one sample argument through one format specifier, as the language writes numbers
/// (ICU: grouping, decimal separator, digits). Caches results: ICU formatters are costly to open.
final class SampleFormatter: @unchecked Sendable {
    /// A sample before formatting.
    enum Sample: Hashable {
        case integer(Int64)
        case double(Double)
        case text(String)
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
        var sample: SampleKey
    }

    /// A sample as a key: doubles by their bits, since `-0.0 == 0.0` but ICU prints them differently.
    private enum SampleKey: Hashable {
        case integer(Int64)
        case double(UInt64)
        case text(String)

        init(_ sample: Sample) {
            switch sample {
            case .integer(let n): self = .integer(n)
            case .double(let d): self = .double(d.bitPattern)
            case .text(let t): self = .text(t)
            }
        }
    }

    func format(_ sample: Sample, as spec: FormatSpecifier, locale: String) -> String {
        var neutral = spec
        neutral.position = nil   // the argument's place does not change how it prints
        let cacheKey = CacheKey(locale: locale, spec: neutral, sample: SampleKey(sample))
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
