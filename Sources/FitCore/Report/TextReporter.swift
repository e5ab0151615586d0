/// The report a person reads in a terminal or a CI log: the totals (findings by level and verdict,
/// each language's coverage), then the findings, errors first: each failing key with its findings
/// (the worst cell of each, by how much, and where it fails), each language that misses
/// translations with its first missing keys, so a newcomer sees what to fix first.
public struct TextReporter: Reporter {
    /// Headings (keys, languages) listed at most; `nil` lists them all.
    public var keyLimit: Int?
    /// Catalogs named at most on the `measured:` line; the rest are counted.
    public static let catalogLimit = 3

    public init(keyLimit: Int? = nil) {
        self.keyLimit = keyLimit
    }

    public func render(_ report: RunReport) -> String {
        var out = summary(report)
        let groups = report.findingGroups()
        let shown = keyLimit.map { Array(groups.prefix($0)) } ?? groups
        var level: FindingLevel?
        for group in shown {
            // errors (3)
            if group.level != level {
                level = group.level
                let count = report.summary.findingsByLevel[group.level.rawValue] ?? 0
                out.append("")
                out.append("\(group.level.plural) (\(count))" + (group.level == .error ? "" : Self.levelNote(group.level, report)))
            }
            // Settings/ManageView.swift:42:13 · settings.manage · Localizable.xcstrings:42
            //   also shown at: Settings/Other.swift:7:9
            //   de · 300 pt · AX1 · body: 3 lines > 2 (+31 pt)
            //   “Abonnement verwalten”
            //   fails in 3 cells: L at 300 pt · AX1 at 300, 320 pt
            //   image: failures/settings.manage/de-300-AX1.png
            // zh-Hans coverage · Localizable.xcstrings:377
            //   zh-Hans: 282 of 286 keys translated; 4 untranslated
            //   missing: Algorithm trainer, General Appearance, …
            let first = group.findings[0]
            out.append("")
            // The code that shows the text leads (the worst cell's place first), then the catalog's.
            let code = first.shownAt.first.map { "\($0.description.oneLine) · " } ?? ""
            out.append("\(code)\(first.displayLabel) · \(first.place.oneLine)")
            if first.shownAt.count > 1 {
                out.append("  also shown at: " + first.shownAt.dropFirst().map(\.description.oneLine).joined(separator: ", "))
            }
            for finding in group.findings {
                out.append("  " + finding.headline)
                // The text as measured, and the samples standing for its arguments (`%@` → "Alexandra").
                if let worst = finding.worst {
                    out.append("  " + finding.quotedText()
                               + (worst.samples.isEmpty ? "" : " (samples: \(worst.samples.joined(separator: ", ").oneLine))"))
                }
                let cells = finding.failingCellsLine
                if !cells.isEmpty { out.append("  " + cells) }
                if let worse = finding.worseThanBaseline { out.append("  worse than the baseline: " + worse) }
                if let image = finding.image { out.append("  image: \(image.oneLine)") }
            }
        }
        if shown.count < groups.count {
            out.append("")
            out.append("… and \(groups.count - shown.count) more (the JSON report lists every finding)")
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// The report's first line (`fitcheck: 3 errors · 1 warning — findings in 4 of 8 keys · …`): what a
    /// run whose reports all go to files says on standard error (``ReportOutput/filesOnlyNote(_:_:page:)``).
    public func headline(_ report: RunReport) -> String { summary(report)[0] }

    /// ` — not failing the run (failOn does not list untranslated)` after a heading of warnings.
    private static func levelNote(_ level: FindingLevel, _ report: RunReport) -> String {
        let failing = report.findings.filter { $0.level == level && $0.fails }.count
        return failing == 0 ? ": they do not fail the run" : ": \(failing) fail the run (failOn)"
    }

    /// The totals: the headline, what was measured, findings by level, by verdict and by language,
    /// coverage, what was left out, the baseline and the pictures.
    private func summary(_ report: RunReport) -> [String] {
        let summary = report.summary
        var out: [String] = []
        // fitcheck: 3 errors · 1 warning — findings in 4 of 8 keys · 3 languages · 5 of 48 cells fail
        // fitcheck: all 48 cells fit · 8 keys · 3 languages
        let scope = "\(CountFormat.count(summary.keys, "key")) · \(CountFormat.count(summary.languages.count, "language"))"
        let levels = FindingLevel.allCases.compactMap { level -> String? in
            let count = summary.findingsByLevel[level.rawValue] ?? 0
            return count > 0 ? CountFormat.count(count, String(level.rawValue)) : nil
        }.joined(separator: " · ")
        if summary.cells == 0 {
            out.append("fitcheck: no cells measured, so nothing was checked (the run fails)")
        } else if summary.findings == 0, let baseline = report.baseline, !baseline.knownFindings.isEmpty {
            out.append(baseline.headline(cells: summary.cells, scope: scope))
        } else if summary.findings == 0 {
            out.append("fitcheck: all \(summary.cells) cells fit · \(scope)")
        } else {
            out.append("fitcheck: \(levels) — findings in \(summary.failingKeys) of \(scope) · \(summary.failures) of \(summary.cells) cells fail")
        }
        //   measured: 320, 375 pt × L, AX1 × body, headline · Localizable.xcstrings
        let widths = summary.widths.map(PointFormat.text).joined(separator: ", ")
        let catalogs = summary.catalogs.prefix(Self.catalogLimit).joined(separator: ", ")
            + (summary.catalogs.count > Self.catalogLimit ? " and \(summary.catalogs.count - Self.catalogLimit) more catalogs" : "")
        out.append("  measured: \(widths) pt × \(summary.sizes.map(\.rawValue).joined(separator: ", ")) × "
            + "\(summary.styles.map(\.rawValue).joined(separator: ", ")) · \(catalogs)")
        //   narrowed:    --level error (other findings left out of the report and the exit status)
        if let filter = report.narrowedTo {
            out.append("  narrowed:    \(filter.options) (other findings left out of the report and the exit status)")
        }
        //   errors:      overflow 2 · brokenWord 1
        //   warnings:    untranslated 2
        for level in FindingLevel.allCases {
            let verdicts = Verdict.bySeverity.compactMap { verdict -> String? in
                let count = report.findings.filter { $0.level == level && $0.verdict == verdict }.count
                return count > 0 ? "\(verdict.rawValue) \(count)" : nil
            }
            if !verdicts.isEmpty { out.append("  \((level.plural + ":").padding(toLength: 13, withPad: " ", startingAt: 0))" + verdicts.joined(separator: " · ")) }
        }
        //   failing:     2 of 3 findings fail the run
        if summary.findings > 0 && summary.failing != summary.findings {
            out.append(summary.failing == 0 ? "  passes:      no finding fails the run (failOn: \(report.failOn.map(\.rawValue).joined(separator: ", ")))"
                       : "  failing:     \(summary.failing) of \(summary.findings) findings fail the run")
        }
        //   by language: de 2 (3 of 16 cells) · hi 1 (1 of 16 cells)
        if summary.findings > 0 {
            out.append("  by language: " + summary.languages.keys.sorted(by: ReportOrder.precedes).map { language in
                let counts = summary.languages[language] ?? LanguageSummary()
                return "\(language) \(counts.findings) (\(counts.failures) of \(counts.cells) cells)"
            }.joined(separator: " · "))
        }
        //   groups:      4 measured · 2 failing (rows and choices)
        if let groups = summary.groups {
            out.append("  groups:      \(groups.measured) measured · \(groups.failing) failing (rows and choices)")
        }
        //   coverage:    de 1,290 of 1,297 keys (99.4 %) · hi 12 of 1,297 keys (0.9 %)
        let coverage = Self.coverageByLanguage(report.coverage).filter { $0.translated < $0.total }
        if !coverage.isEmpty {
            out.append("  coverage:    " + coverage.map { entry in
                "\(entry.language) \(CountFormat.number(entry.translated)) of \(CountFormat.count(entry.total, "key")) (\(CountFormat.percent(entry.share)))"
            }.joined(separator: " · "))
        }
        //   skipped: 1 entry with an empty source text (the "" key Xcode writes)
        if let skipped = summary.skipped, skipped > 0 {
            out.append("  skipped: \(skipped) \(skipped == 1 ? "entry" : "entries") "
                + "with an empty source text (the \"\" key Xcode writes)")
        }
        //   excluded: 3 entries (exclude in the matrix, --exclude)
        if let excluded = summary.excluded, excluded > 0 {
            out.append("  excluded: \(excluded) \(excluded == 1 ? "entry" : "entries") (exclude in the matrix, --exclude)")
        }
        out += report.baseline?.textLines ?? []
        //   pictures:    300 pictures written; 1234 more left out by --max-images 300 (the least severe)
        if let pictures = report.pictures {
            out.append("  pictures:    \(pictures.written) \(pictures.written == 1 ? "picture" : "pictures") written"
                + (pictures.leftOut > 0 ? "; \(pictures.leftOut) more left out by --max-images \(pictures.limit) (the least severe)" : ""))
        }
        return out
    }

    /// Each language's coverage over all catalogs (counts summed), in language order.
    static func coverageByLanguage(_ coverage: [LanguageCoverage]) -> [LanguageCoverage] {
        var byLanguage: [String: LanguageCoverage] = [:]
        for entry in coverage {
            var whole = byLanguage[entry.language] ?? LanguageCoverage(catalog: "", language: entry.language, translated: 0, total: 0, missing: [])
            whole.translated += entry.translated
            whole.total += entry.total
            byLanguage[entry.language] = whole
        }
        return byLanguage.values.sorted { ReportOrder.precedes($0.language, $1.language) }
    }
}
