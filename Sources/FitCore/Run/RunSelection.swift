/// How the command line narrows a matrix: which widths, sizes, languages and keys to measure, and
/// which part of the work this process does.
public struct RunSelection: Sendable, Hashable {
    /// Widths to measure instead of the matrix's, in points (`--width`); `nil` keeps the matrix's.
    public var widths: [Double]?
    /// Size categories to measure (`--size`); `nil` keeps the matrix's.
    public var sizes: [SizeCategory]?
    /// Languages to measure (`--lang`); `nil` keeps the matrix's.
    public var languages: [String]?
    /// Key patterns (`--key`); a rendition is measured when any pattern matches its key. Empty: all keys.
    public var keys: [KeyPattern]
    /// Keys to leave out on top of the matrix's `exclude` (`--exclude`, globs over the whole key).
    public var exclude: [KeyPattern]
    /// Catalog paths to read instead of the matrix's (`--catalog`); `nil` keeps the matrix's.
    public var catalogs: [String]?
    /// `--shard I/N`: this process measures every N-th rendition, starting at the I-th (1-based).
    public var shard: RunReport.Shard?
    /// Worker threads (`--jobs`); each has its own shaper and rasterizer.
    public var jobs: Int

    /// `--changed-since REV`: only keys whose text differs from the catalogs at that git revision.
    public var changedSince: String?
    /// `--include-stale`: also measure entries whose `extractionState` is `stale` (no longer in the code).
    public var includeStale: Bool
    /// `--verdict` and `--level`: the findings reported, and so deciding the exit status (all by default).
    public var findings = FindingFilter()
    /// `budget` (and the server's `room`): a language no catalog has yet is measured with the source
    /// text in its place, for the room a team planning it will have; a check refuses such a language.
    public var newLanguages = false
    /// `--slots FILE`: the code's slots read from a file `fitcheck slots --export` wrote, instead of
    /// inferred from the source (``CodeSlots``).
    public var slotsFile: String?

    public init(widths: [Double]? = nil, sizes: [SizeCategory]? = nil, languages: [String]? = nil,
                keys: [KeyPattern] = [], catalogs: [String]? = nil, shard: RunReport.Shard? = nil, jobs: Int = 1,
                changedSince: String? = nil, includeStale: Bool = false, exclude: [KeyPattern] = []) {
        self.exclude = exclude
        self.changedSince = changedSince
        self.includeStale = includeStale
        self.widths = widths
        self.sizes = sizes
        self.languages = languages
        self.keys = keys
        self.catalogs = catalogs
        self.shard = shard
        self.jobs = jobs
    }
}
