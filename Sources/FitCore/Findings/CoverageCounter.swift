/// Counts each language's coverage of each catalog (``LanguageCoverage``) from the renditions a run
/// selected: per key, whether it needs a translation and whether every rendition of it in the
/// language has one. The source language is not counted (its text is the source), nor a key whose
/// table the device cannot read (that is the table's finding, `unreadableTable`).
///
/// A sharded run measures every N-th rendition, but coverage is about keys: each shard counts the
/// keys it owns (every N-th key, in catalog order), whole, so that the shards' coverages add up to
/// the run's (``LanguageCoverage/add(_:)``).
struct CoverageCounter {
    /// `--shard index/count`, when the run is one part of several.
    let shard: RunReport.Shard?
    /// Keys met so far, all catalogs together: which shard owns the next.
    private var keysSeen = 0
    private var counted: [LanguageCoverage] = []

    init(shard: RunReport.Shard?) { self.shard = shard }

    /// Counts the renditions of `catalog` (any order, any languages; the source language's are left out).
    /// A language's coverage names the file its text is read from (``Catalog/file(ofLanguage:)``: a legacy
    /// table's language its own table).
    mutating func count(_ renditions: [Rendition], of catalog: Catalog) {
        count(renditions, catalog: catalog.file, sourceLanguage: catalog.sourceLanguage, fileOf: catalog.file(ofLanguage:))
    }

    /// Counts the renditions of the catalog at `catalog` whose source language is `sourceLanguage`;
    /// `fileOf` names each language's file (default: `catalog`).
    mutating func count(_ renditions: [Rendition], catalog: String, sourceLanguage: String,
                        fileOf: ((String) -> String)? = nil) {
        // Per language, per key: needs a translation, has one everywhere, where it stands.
        struct KeyState { var needed = false, missing = false, file = "", line = 0 }
        var byLanguage: [String: [String: KeyState]] = [:]
        var keys: [String] = []
        var known: Set<String> = []
        for rendition in renditions where rendition.language != sourceLanguage {
            if known.insert(rendition.key).inserted { keys.append(rendition.key) }
            var state = byLanguage[rendition.language, default: [:]][rendition.key] ?? KeyState()
            switch rendition.status {
            case .translated:
                state.needed = true
            case .untranslated where !state.missing:
                (state.needed, state.missing, state.file, state.line) = (true, true, rendition.file, rendition.line)
            case .untranslated:
                break
            // Not to translate; or lost to a broken table, which is that table's finding.
            case .notTranslatable, .unreadableTable:
                break
            }
            byLanguage[rendition.language, default: [:]][rendition.key] = state
        }
        // The keys this shard owns, in key order.
        keys.sort(by: ReportOrder.precedes)
        var owned: Set<String> = []
        for key in keys {
            if shard.map({ keysSeen % $0.count == $0.index - 1 }) ?? true { owned.insert(key) }
            keysSeen += 1
        }
        for language in byLanguage.keys.sorted(by: ReportOrder.precedes) {
            var coverage = LanguageCoverage(catalog: fileOf?(language) ?? catalog, language: language, translated: 0, total: 0, missing: [])
            for (key, state) in byLanguage[language] ?? [:] where state.needed && owned.contains(key) {
                coverage.total += 1
                guard state.missing else { coverage.translated += 1; continue }
                coverage.missing.append(key)
                if coverage.line == nil || (state.file, state.line) < (coverage.file ?? "", coverage.line ?? 0) {
                    coverage.file = state.file
                    coverage.line = state.line
                }
            }
            coverage.missing.sort(by: ReportOrder.precedes)
            counted.append(coverage)
        }
    }

    /// Every catalog × language counted, in report order (language, then catalog).
    var coverage: [LanguageCoverage] { counted.sorted(by: LanguageCoverage.reportOrder) }
}
