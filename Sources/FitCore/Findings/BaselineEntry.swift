/// One known finding in a baseline file: what it is about, and how bad it was when recorded.
///
/// Its identity is the finding's (``Finding/Identity``): the subject (a key, a language's coverage of
/// a catalog, a group, a table), the catalog file (relative to the baseline file's folder, so the
/// baseline matches whatever folder fitcheck runs from), the language, the variant and the verdict.
/// The same key failing in another language, variant, or with another verdict is a new finding,
/// never hidden by the baseline. Beside the identity, the entry keeps what a finding may grow by:
/// the worst ``amount`` (JSON `over`) and the number of failing ``cells`` of a finding measured in cells, the
/// missing ``keys`` of a language's coverage, the affected ``keys`` of a table's finding.
public struct BaselineEntry: Codable, Sendable, Hashable {
    public var subject: FindingSubject.Kind
    /// The catalog file (a coverage finding's catalog), relative to the baseline file's folder
    /// (absolute when on another root); `""` for a group, which its id names.
    public var file: String
    /// The subject's name: the key, the group's name, a table's key; `""` for a language's coverage.
    public var key: String
    public var language: String
    /// The variant path (`""` for a plain string, `plural.few`, …).
    public var variant: String
    public var verdict: Verdict
    /// The worst amount in points, for a layout finding; `nil` otherwise (and in entries converted
    /// from a version-1 baseline, which recorded no amounts).
    public var amount: Double?
    /// Failing cells, for a layout finding.
    public var cells: Int?
    /// The keys a language's coverage missed, in key order; the keys a table's finding affects.
    public var keys: [String]?

    public init(subject: FindingSubject.Kind = .key, file: String, key: String, language: String, variant: String,
                verdict: Verdict, amount: Double? = nil, cells: Int? = nil, keys: [String]? = nil) {
        self.subject = subject
        self.file = file
        self.key = key
        self.language = language
        self.variant = variant
        self.verdict = verdict
        self.amount = amount.map(FailureRecord.rounded)
        self.cells = cells
        self.keys = keys
    }

    /// The entry for a finding of a report, its file made relative to `folder` (the baseline's); a
    /// language's coverage with its missing keys unless `missingKeys` is false (``Baseline/init(report:path:)``).
    public init(_ finding: Finding, relativeTo folder: String, missingKeys: Bool = true) {
        let identity = finding.identity
        // A layout finding can grow; one about the text fails in every cell, whatever their number.
        let measured = finding.worst != nil && !finding.verdict.dependsOnTextOnly
        let file = identity.file.isEmpty ? "" : BaselinePath.relative(identity.file, to: folder)
        self.init(subject: identity.kind, file: file, key: identity.key,
                  language: identity.language, variant: identity.variant, verdict: identity.verdict,
                  amount: measured ? finding.amount : nil, cells: measured ? finding.failingCellCount : nil,
                  keys: finding.coverage.map { missingKeys ? $0.missing : nil } ?? finding.table?.affectedKeys ?? Self.members(of: finding))
    }

    /// A group's member keys: a run that measured one of them in the entry's language measured the group.
    private static func members(of finding: Finding) -> [String]? {
        guard case .group(_, let members) = finding.subject else { return nil }
        return members
    }

    /// The identity the entry records, files relative to the baseline's folder.
    public var identity: Finding.Identity {
        Finding.Identity(kind: subject, file: file, key: key, language: language, variant: variant, verdict: verdict)
    }

    /// How much worse than this entry a finding may get and still be the known one, in points: less
    /// than a rounding of the fitting, more than a reader would call the same.
    public static let amountTolerance = 0.5

    /// What makes `finding` (its entry, ``init(_:relativeTo:)``) worse than this record: more failing
    /// cells, an amount more than ``amountTolerance`` larger, keys missing that the entry does not list.
    /// `nil` when it is no worse.
    func worsening(_ now: BaselineEntry) -> String? {
        var worse: [String] = []
        if let before = cells, let cells = now.cells, cells > before {
            worse.append("fails in \(cells) cells, \(before) in the baseline")
        }
        if let before = amount, let amount = now.amount, amount > before + Self.amountTolerance {
            worse.append("over by \(PointFormat.text(amount)) pt, \(PointFormat.text(before)) pt in the baseline")
        }
        if let known = keys, let missing = now.keys {
            let new = Set(missing).subtracting(known).count
            let what = subject == .table ? "affected" : "missing"
            if new > 0 { worse.append("\(new) more \(new == 1 ? "key" : "keys") \(what) than the baseline lists") }
        }
        return worse.isEmpty ? nil : worse.joined(separator: "; ")
    }

    /// The file order: subject, key, language, variant, verdict, then file — the report's order of
    /// places, so a diff of the baseline reads like a diff of the report.
    public static func fileOrder(_ a: BaselineEntry, _ b: BaselineEntry) -> Bool {
        if a.subject != b.subject {
            let kinds = FindingSubject.Kind.allCases
            return kinds.firstIndex(of: a.subject)! < kinds.firstIndex(of: b.subject)!
        }
        let byText = ReportOrder.compare(key: a.key, a.language, a.variant, key: b.key, b.language, b.variant)
        if byText != 0 { return byText < 0 }
        if a.verdict != b.verdict { return a.verdict.isMoreSevere(than: b.verdict) }
        return ReportOrder.precedes(a.file, b.file)
    }

    /// `settings.manage · de · plural.one · overflow`, `zh-Hans · Localizable.xcstrings · untranslated`:
    /// for the text report.
    public var oneLine: String {
        let variant = variant.isEmpty ? "" : " · \(variant)"
        let name = subject == .language ? file : key
        return "\(name) · \(language)\(variant) · \(verdict.rawValue)"
    }
}

// MARK: - File

extension BaselineEntry {
    /// `over` since schema version 4; a version-3 file names it `amount` (read, never written).
    enum CodingKeys: String, CodingKey {
        case subject, file, key, language, variant, verdict, over, amount, cells, keys
    }

    /// Whether the entry names a key and variant: not a coverage entry, nor a table's (an entry by
    /// file, language and verdict).
    private var isNamed: Bool { subject != .language && !(subject == .table && key.isEmpty && variant.isEmpty) }

    /// `key` and `variant` are left out of a coverage or table entry (it has neither), `over`, `cells`
    /// and `keys` where the entry has none.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(subject, forKey: .subject)
        try container.encode(file, forKey: .file)
        if isNamed {
            try container.encode(key, forKey: .key)
            try container.encode(variant, forKey: .variant)
        }
        try container.encode(language, forKey: .language)
        try container.encode(verdict, forKey: .verdict)
        try container.encodeIfPresent(amount, forKey: .over)
        try container.encodeIfPresent(cells, forKey: .cells)
        try container.encodeIfPresent(keys, forKey: .keys)
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(subject: try container.decode(FindingSubject.Kind.self, forKey: .subject),
                  file: try container.decode(String.self, forKey: .file),
                  key: try container.decodeIfPresent(String.self, forKey: .key) ?? "",
                  language: try container.decode(String.self, forKey: .language),
                  variant: try container.decodeIfPresent(String.self, forKey: .variant) ?? "",
                  verdict: try container.decode(Verdict.self, forKey: .verdict),
                  amount: try container.decodeIfPresent(Double.self, forKey: .over)
                    ?? container.decodeIfPresent(Double.self, forKey: .amount),
                  cells: try container.decodeIfPresent(Int.self, forKey: .cells),
                  keys: try container.decodeIfPresent([String].self, forKey: .keys))
    }

    /// The entry on one line, members sorted, as its `Encodable` conformance orders them; a coverage
    /// entry's keys one per line (indented under the entry), so that a diff shows the key that changed.
    func write(to writer: inout StableJSONEncoder.Writer) {
        var index = 0
        func key(_ name: StaticString) {
            writer.member(name, at: index, level: 0)
            index += 1
        }
        writer.open(UInt8(ascii: "{"))
        if let cells { key("cells"); writer.integer(Int64(cells)) }
        key("file"); writer.string(file)
        if isNamed { key("key"); writer.string(self.key) }
        if let keys {
            key("keys")
            writer.layout("[")
            for (position, name) in keys.enumerated() {
                writer.layout(position == 0 ? "\n      " : ",\n      ")
                writer.string(name)
            }
            writer.layout(keys.isEmpty ? "]" : "\n    ]")
        }
        key("language"); writer.string(language)
        if let amount { key("over"); writer.number(amount) }
        key("subject"); writer.string(subject.rawValue)
        if isNamed { key("variant"); writer.string(variant) }
        key("verdict"); writer.string(verdict.rawValue)
        writer.close(UInt8(ascii: "}"), level: 0)
    }
}
