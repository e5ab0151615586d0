/// Baselines written before schema version 3 listed failing cells (file, key, language, variant,
/// width, size, verdict), one entry per cell. Read, they become findings: the cells of one key ×
/// language × variant × verdict are one entry, with their count (for a layout verdict) and no amount
/// (a cell's amount was not recorded, so a converted entry only grows by cells); a language's `untranslated` cells become
/// its coverage entry, the keys listed. `--update-baseline` writes the file anew in version 3.
enum BaselineVersion1 {
    /// One entry of a version-1 file.
    struct Cell: Decodable {
        var file: String
        var key: String
        var language: String
        var variant: String
        var width: Double
        var size: SizeCategory
        var verdict: Verdict
    }

    /// The findings the cells stand for.
    static func converted(_ cells: [Cell]) -> Baseline {
        var counts: [Finding.Identity: Int] = [:]
        var missing: [Finding.Identity: Set<String>] = [:]
        for cell in cells {
            if cell.verdict == .untranslated {
                let coverage = Finding.Identity(kind: .language, file: cell.file, key: "", language: cell.language,
                                                variant: "", verdict: .untranslated)
                missing[coverage, default: []].insert(cell.key)
            } else {
                let identity = Finding.Identity(kind: .key, file: cell.file, key: cell.key, language: cell.language,
                                                variant: cell.variant, verdict: cell.verdict)
                counts[identity, default: 0] += 1
            }
        }
        let findings = counts.map { identity, count in
            BaselineEntry(subject: .key, file: identity.file, key: identity.key, language: identity.language,
                          variant: identity.variant, verdict: identity.verdict,
                          cells: identity.verdict.dependsOnTextOnly ? nil : count)
        }
        let coverage = missing.map { identity, keys in
            BaselineEntry(subject: .language, file: identity.file, key: "", language: identity.language, variant: "",
                          verdict: .untranslated, keys: keys.sorted(by: ReportOrder.precedes))
        }
        return Baseline(entries: findings + coverage)
    }
}
