import Foundation

/// What to measure: the widths, text sizes and languages of the matrix, the slot each key gets,
/// sample arguments, per-language fonts, the catalogs to read, and which verdicts fail the run.
///
/// Read from a JSON matrix file (see `Matrix/README.md` for the format) with ``load(path:)``;
/// everything here is already validated.
public struct Matrix: Sendable {
    /// The matrix file, as the user named it.
    public var file: String
    /// Screen (window) widths, in points, ascending.
    public var widths: [Double]
    /// Dynamic Type size categories, smallest first.
    public var sizes: [SizeCategory]
    /// Language tags as the catalogs write them (`en`, `pt-BR`), in the file's order.
    public var languages: [String]
    /// Device variants to measure (`iphone`, `ipad`, …); `nil` measures every variant a catalog has.
    public var devices: [String]?
    /// Taken off each width to get the container width the slots' expressions refer to.
    public var insets: ContainerInsets
    /// Slot rules, in order: the first whose pattern matches a key wins.
    public var rules: [SlotRule]
    /// The slot of keys no rule matches.
    public var defaultSlot: Slot
    public var samples: SampleValues
    /// Font overrides per language tag.
    public var fonts: [String: FontOverride]
    /// Catalog paths as the file writes them (relative to the matrix file's folder).
    public var catalogs: [String]
    /// The verdicts that fail the run; by default those at `error` level (``levels``).
    public var failOn: Set<Verdict>
    /// Each verdict's level: the defaults with the file's `levels` over them.
    public var levels: VerdictLevels
    /// `minimumCoverage` and `coverageNewLanguage`.
    public var coverage: CoverageRules
    /// The platform whose text styles the slots use: iOS (Dynamic Type) unless the file says macOS.
    public var platform: Platform
    /// Keys never measured (`exclude`: globs over the whole key, ``KeyPattern/init(glob:)``); a run
    /// counts the entries they leave out and lists them nowhere else.
    public var exclude: [KeyPattern]
    /// Rows and choices: keys laid out together, measured together (``MatrixGroup``; `groups`).
    public var groups: [MatrixGroup] { didSet { groupMembers = GroupMemberSlots(groups) } }
    /// What ``groups`` say of their member keys, worked out when they are set: ``slots`` is asked
    /// for per key, and walking every group each time cost a run more per key the more groups it has.
    public private(set) var groupMembers: GroupMemberSlots
    /// The smallest scale a text that shrinks to fit (a slot's `minimumScaleFactor`) is still called
    /// readable; below it the cell is `shrinks` (``ShrinkToFit``). Field `readableScale`, 0.75 by default.
    public var readableScale: Double = ShrinkToFit.defaultReadableScale
    /// A stable hash of the file's bytes, as read (part of a run's fingerprint; `""` for a matrix built
    /// in code).
    public var sourceHash: String = ""

    public init(file: String, widths: [Double], sizes: [SizeCategory], languages: [String], devices: [String]? = nil,
                insets: ContainerInsets = .zero, rules: [SlotRule] = [], defaultSlot: Slot = .fallback,
                samples: SampleValues = SampleValues(), fonts: [String: FontOverride] = [:], catalogs: [String] = [],
                failOn: Set<Verdict>? = nil, levels: VerdictLevels = VerdictLevels(), coverage: CoverageRules = CoverageRules(),
                platform: Platform = .iOS, exclude: [KeyPattern] = [], groups: [MatrixGroup] = []) {
        self.file = file
        self.widths = widths.sorted()
        self.sizes = sizes.sorted()
        self.languages = languages
        self.devices = devices
        self.insets = insets
        self.rules = rules
        self.defaultSlot = defaultSlot
        self.samples = samples
        self.fonts = fonts
        self.catalogs = catalogs
        self.failOn = failOn ?? levels.errorVerdicts
        self.levels = levels
        self.coverage = coverage
        self.platform = platform
        self.exclude = exclude
        self.groups = groups
        groupMembers = GroupMemberSlots(groups)
    }

    // MARK: - Loading

    /// Reads and validates a matrix file.
    /// - Throws: ``InputError`` with one line naming the file and the field, e.g.
    ///   `Matrix/default.json: widths[3]: expected a number > 0, got "abc"`.
    public static func load(path: String) throws -> Matrix {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(file: path, "cannot read the matrix file")
        }
        var matrix = try MatrixFile.parse(data, file: path)
        matrix.sourceHash = String(StableHash.fnv1a64(String(decoding: data, as: UTF8.self)), radix: 16)
        return matrix
    }

    /// Where the matrix comes from when `--matrix` is not given: `fitcheck.json` in `directory` (a
    /// user's project). There is no other default: a run without one says to run `fitcheck init`
    /// rather than quietly measuring fitcheck's demo.
    /// - Returns: `explicit` when given; `nil` when there is no `fitcheck.json`.
    public static func locate(explicit: String?, in directory: String) -> String? {
        if let explicit { return explicit }
        let path = directory == "." ? "fitcheck.json" : (directory as NSString).appendingPathComponent("fitcheck.json")
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }


    // MARK: - Questions the runner asks

    /// The rules and default slot, ready to give each key its slot.
    public var slots: SlotResolver { SlotResolver(rules: rules, defaultSlot: defaultSlot, members: groupMembers) }

    /// The catalog paths resolved against the matrix file's folder (absolute paths stay as written).
    public var catalogPaths: [String] { catalogs.map(resolve) }

    /// A path from the matrix file resolved against the matrix file's folder.
    public func resolve(_ path: String) -> String {
        MatrixFile.resolve(path, relativeTo: file)
    }

    /// The container width for a matrix width, in points.
    public func containerWidth(for width: Double) -> Double { insets.containerWidth(for: width) }

    /// True when `key` is left out by the matrix's `exclude`.
    public func excludes(_ key: String) -> Bool { exclude.contains { $0.matches(key) } }

    /// The judge of this matrix's runs: its `failOn` and `levels`.
    public var judge: Judge { Judge(failOn: failOn, levels: levels) }
}
