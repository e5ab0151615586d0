/// How much a finding matters to a team: `error` (the app is broken on a device), `warning` (work to
/// do, not a bug: a language still being translated) or `note`. Reports order findings by level,
/// then by the verdict's severity; SARIF results and GitHub annotations carry it.
public enum FindingLevel: String, Sendable, Codable, CaseIterable, Comparable {
    case error
    case warning
    case note

    /// Order: `error` first.
    public var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .note: return 2
        }
    }

    public static func < (a: FindingLevel, b: FindingLevel) -> Bool { a.rank < b.rank }

    /// `errors`, `warnings`, `notes`: the heading of a report's section.
    public var plural: String { rawValue + "s" }
}

extension Verdict {
    /// The level a finding of this verdict has unless the matrix's `levels` says otherwise: what is
    /// broken on a device (layout, tofu, an empty text, a format mismatch that prints garbage or
    /// crashes, a table the device cannot read) is an `error`; text nobody has translated yet, and a
    /// key given twice, are `warning`s.
    public var defaultLevel: FindingLevel {
        switch self {
        case .formatMismatch, .zeroLines, .missingGlyphs, .controlCharacter, .overflow, .clipped, .brokenWord, .unreadableTable, .fits:
            return .error
        // A key given twice: the device shows the later entry, as the team may well mean it to.
        case .untranslated, .shrinks, .duplicateKey: return .warning
        }
    }
}

/// The level of each verdict: the defaults (``Verdict/defaultLevel``) with the matrix's `levels`
/// over them (`"levels": {"untranslated": "error"}`). The verdicts at `error` level are what a run
/// fails on when the matrix has no `failOn` of its own.
public struct VerdictLevels: Sendable, Equatable, Hashable {
    /// The matrix's own choices, by verdict.
    public private(set) var overrides: [Verdict: FindingLevel]

    public init(_ overrides: [Verdict: FindingLevel] = [:]) {
        self.overrides = overrides.filter { $0.key.isFailure }
    }

    /// The level of findings of `verdict`.
    public func level(of verdict: Verdict) -> FindingLevel { overrides[verdict] ?? verdict.defaultLevel }

    /// The failure verdicts at `error` level: the default `failOn`.
    public var errorVerdicts: Set<Verdict> {
        Set(Verdict.allCases.filter { $0.isFailure && level(of: $0) == .error })
    }

    /// Every failure verdict with its level, as a report writes it (`{"overflow": "error", …}`).
    public var table: [String: FindingLevel] {
        Dictionary(uniqueKeysWithValues: Verdict.allCases.filter(\.isFailure).map { ($0.rawValue, level(of: $0)) })
    }

    /// The levels a report's table gives (``table``); unknown verdict names are ignored.
    public init(table: [String: FindingLevel]) {
        var overrides: [Verdict: FindingLevel] = [:]
        for (name, level) in table {
            if let verdict = Verdict(rawValue: name), verdict.isFailure, verdict.defaultLevel != level { overrides[verdict] = level }
        }
        self.init(overrides)
    }
}
