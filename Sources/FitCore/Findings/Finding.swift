/// What a team acts on: one thing wrong, at one level, in one place.
///
/// Every kind of finding is this one value, told apart by its ``subject`` (``FindingSubject``): a
/// key's finding (key × variant × language × verdict, however many cells it fails in), a language's
/// coverage in a catalog (one `untranslated` finding listing the keys it lacks), a group's finding
/// (keys shown together) and a table's (a string table that cannot be read, a key defined twice).
/// All of them have a ``verdict``, a ``level`` (the verdict's, from the matrix's `levels`), whether
/// they ``fails`` the run, a location (``file``, ``line``), a ``language`` and an ``identity`` that
/// baselines and SARIF fingerprints follow from run to run.
///
/// A finding measured in cells (a key's, a group's) has its **worst cell** (``worst``): the one that
/// misses by most — the largest ``FailureRecord/excessPoints``, then the most lines over the limit;
/// ties go to the narrowest container width, then the smallest text size. A verdict that depends on
/// the text only (``Verdict/dependsOnTextOnly``) fails in every cell of its rendition: one finding,
/// shown by one cell, and no list of cells (``failingCells`` is `nil`).
///
/// Reports, the exit status and the pictures follow findings; the failing cells stay available
/// (``RunReport/failures``, with `--cells`) for whoever wants them.
public struct Finding: Sendable, Equatable {
    /// What the finding is about.
    public var subject: FindingSubject
    /// The verdict: what is wrong.
    public var verdict: Verdict
    /// How much it matters (``VerdictLevels``; a coverage gate raises a language's to `error`).
    public var level: FindingLevel
    /// Whether it fails the run: its verdict is in the matrix's `failOn`, or a gate failed
    /// (`minimumCoverage`, a language with nothing translated).
    public var fails: Bool
    /// Where to look: the catalog (or table) file as the run names it, and a 1-based line in it.
    public var file: String
    public var line: Int
    /// The language (BCP-47 tag as the catalog writes it).
    public var language: String
    /// The variant path (`""` for a plain string or a finding about no one rendition, `plural.few`, …).
    public var variant: String
    /// The worst cell, for a finding measured in cells (a key's, a group's): its record also carries
    /// what the finding's text shares (text, samples, status, state, rule, device, picture).
    /// `nil` for a coverage or a table finding.
    public var worst: FailureRecord?
    /// Failing cells of the finding (0 for a finding not measured in cells).
    public var failingCellCount: Int
    /// Where a layout finding fails, in report order (width, then size); `nil` for a verdict that
    /// depends on the text only, and for findings not measured in cells.
    public var failingCells: [FindingCell]?
    /// A language's coverage of its catalog, for a ``FindingSubject/language(catalog:)`` finding.
    public var coverage: LanguageCoverage?
    /// A group's finding: the row shown at the worst cell, what each member needs and gets (``GroupFinding``).
    public var group: GroupFinding?
    /// What is wrong, in one line, for a finding whose verdict and subject do not say it alone (a
    /// table's: why it cannot be read, which lines define the key twice).
    public var detail: String?
    /// A table's finding's own fields (``FindingTable``: column, expected, affected keys, what the
    /// device shows, whether Xcode builds it); `nil` for every other kind.
    public var table: FindingTable?
    /// Where the app's code shows the text: a key's uses (the one measured, so its worst cell's,
    /// first), a nib's view, the lines that build a group (``ShownPlaces``); empty where not known.
    public var shownAt: [ShownPlace] = []
    /// The name reports give the subject instead of its bare key or id, where it has one: a nib string
    /// by its source text and nib, a group by the code that builds it. Display only: ``identity`` does
    /// not follow it.
    public var shownAs: String?
    /// What grew since the baseline recorded this finding (`fails in 4 cells, 2 in the baseline`),
    /// when a run with `--baseline` reports it for having got worse; `nil` otherwise.
    public var worseThanBaseline: String?

    /// A key's finding from its worst cell (level `error`, failing the run, until the run's levels
    /// and `failOn` are applied: ``RunReportBuilder``).
    public init(worst: FailureRecord, failingCellCount: Int, failingCells: [FindingCell]?,
                level: FindingLevel? = nil, fails: Bool = true) {
        subject = .key(worst.key)
        verdict = worst.verdict
        self.level = level ?? worst.verdict.defaultLevel
        self.fails = fails
        file = worst.file
        line = worst.line
        language = worst.language
        variant = worst.variant
        self.worst = worst
        self.failingCellCount = failingCellCount
        self.failingCells = failingCells
    }

    /// Any kind of finding, field by field.
    public init(subject: FindingSubject, verdict: Verdict, level: FindingLevel, fails: Bool, file: String, line: Int,
                language: String, variant: String = "", worst: FailureRecord? = nil, failingCellCount: Int = 0,
                failingCells: [FindingCell]? = nil, coverage: LanguageCoverage? = nil, detail: String? = nil) {
        self.subject = subject
        self.verdict = verdict
        self.level = level
        self.fails = fails
        self.file = file
        self.line = line
        self.language = language
        self.variant = variant
        self.worst = worst
        self.failingCellCount = failingCellCount
        self.failingCells = failingCells
        self.coverage = coverage
        self.detail = detail
    }

    /// The key the finding is about, or the group's name (`""` for a coverage or whole-table finding).
    public var key: String {
        switch subject {
        case .key(let key): return key
        case .group(let name, _): return name
        case .table(let key): return key ?? ""
        case .language: return ""
        }
    }
    /// The text as shown, sample arguments substituted (`""` for a finding not measured in cells).
    public var text: String { worst?.text ?? "" }
    /// How much it misses by, in points, at its worst cell (see ``FailureRecord/excessPoints``);
    /// 0 for a verdict that depends on the text only and for a finding not measured in cells.
    public var amount: Double { verdict.dependsOnTextOnly ? 0 : worst?.excessPoints ?? 0 }
    /// The finding's picture (of its worst cell), when one was written.
    public var image: String? {
        get { worst?.image }
        set { worst?.image = newValue }
    }
    /// How big the finding is beside others of its verdict: failing cells, or missing keys for a
    /// language's coverage.
    var size: Int { coverage?.missing.count ?? table?.affectedKeys.count ?? failingCellCount }

    // MARK: - Orders

    /// Report order: level, verdict (``Verdict/rank``), then what the finding is about — kind, key
    /// (or name), language, variant — then catalog file. Texts compare as ``ReportOrder`` says.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.level != b.level { return a.level < b.level }
        if a.verdict != b.verdict { return a.verdict.isMoreSevere(than: b.verdict) }
        return placeOrder(a, b)
    }

    /// What the finding is about, then where: kind, name, language, variant, identity file, then line.
    static func placeOrder(_ a: Finding, _ b: Finding) -> Bool {
        let (x, y) = (a.subject.kind, b.subject.kind)
        if x != y { return FindingSubject.Kind.allCases.firstIndex(of: x)! < FindingSubject.Kind.allCases.firstIndex(of: y)! }
        let byText = ReportOrder.compare(key: a.subject.name, a.language, a.variant, key: b.subject.name, b.language, b.variant)
        if byText != 0 { return byText < 0 }
        if a.verdict != b.verdict { return a.verdict.isMoreSevere(than: b.verdict) }
        let byFile = ReportOrder.compare(a.file, b.file)
        if byFile != 0 { return byFile < 0 }
        return a.line < b.line
    }

    /// How bad the finding is, as its worst cell (``CellSeverity``): its verdict, its ``amount`` (0
    /// for a verdict that depends on the text only) and its worst cell's lines over the limit.
    public var severity: CellSeverity {
        CellSeverity(verdict: verdict, excessPoints: amount, overflowLines: worst?.overflowLines ?? 0)
    }

    /// Most severe first, as capped outputs (SARIF, GitHub annotations, pictures, the page) keep them:
    /// the higher level, then the worse ``severity`` (verdict, miss in points at the worst cell, lines
    /// over the limit), then more failing cells (more missing keys); ties in report order.
    public static func moreSevere(_ a: Finding, _ b: Finding) -> Bool {
        if a.level != b.level { return a.level < b.level }
        let (x, y) = (a.severity, b.severity)
        if x != y { return x.isWorse(than: y) }
        if a.size != b.size { return a.size > b.size }
        return placeOrder(a, b)
    }

    /// Whether cell `a` is worse than cell `b` of the same finding (see "The worst cell" above): the
    /// worse ``FailureRecord/severity`` — the cells of one finding share its verdict, so the larger
    /// miss, then more lines over the limit —, then the narrower container, the smaller text size
    /// and the rest of the report order.
    public static func isWorseCell(_ a: FailureRecord, than b: FailureRecord) -> Bool {
        let (x, y) = (a.severity, b.severity)
        return x != y ? x.isWorse(than: y) : FailureRecord.reportOrder(a, b)
    }

    // MARK: - Identity

    /// What makes a finding unique in a run, and the same from run to run (baselines, SARIF
    /// fingerprints): its kind and name (key, catalog, group, table key), file, language, variant
    /// and verdict. A coverage finding's file is its catalog, so it keeps its identity whichever key
    /// is missing first. A group's has no file: its id names it in the matrix, and ``file`` is its
    /// worst member's catalog, which changes with the texts.
    public var identity: Identity {
        let file: String
        switch subject {
        case .language(let catalog): file = catalog
        case .group: file = ""
        default: file = self.file
        }
        return Identity(kind: subject.kind, file: file, key: subject.name, language: language, variant: variant,
                        verdict: verdict)
    }

    /// See ``identity``.
    public struct Identity: Hashable, Sendable {
        public var kind: FindingSubject.Kind
        public var file: String
        /// The subject's name (``FindingSubject/name``).
        public var key: String
        public var language: String
        public var variant: String
        public var verdict: Verdict

        public init(kind: FindingSubject.Kind = .key, file: String, key: String, language: String, variant: String,
                    verdict: Verdict) {
            self.kind = kind
            self.file = file
            self.key = key
            self.language = language
            self.variant = variant
            self.verdict = verdict
        }

        /// The identity's parts in order, for fingerprints.
        var parts: [String] {
            let head = kind == .key ? [] : [kind.rawValue]
            return head + [file, key, language, variant, verdict.rawValue]
        }
    }
}
