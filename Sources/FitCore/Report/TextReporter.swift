/// The report a person reads in a terminal or a CI log: the totals, then each failing key with its
/// findings (the worst cell of each, by how much, and where it fails), so a newcomer sees what to
/// fix first.
public struct TextReporter: Reporter {
    /// Failing keys listed at most; `nil` lists them all.
    public var keyLimit: Int?

    public init(keyLimit: Int? = nil) {
        self.keyLimit = keyLimit
    }

    public func render(_ report: RunReport) -> String {
        let summary = report.summary
        var out: [String] = []
        // fitcheck: 4 findings in 3 of 8 keys · 3 languages · 5 of 48 cells fail
        // fitcheck: all 48 cells fit · 8 keys · 3 languages
        let scope = "\(summary.keys) \(plural(summary.keys, "key")) · \(summary.languages.count) \(plural(summary.languages.count, "language"))"
        if summary.cells == 0 {
            out.append("fitcheck: no cells measured, so nothing was checked (the run fails)")
        } else if summary.findings == 0, let baseline = report.baseline, !baseline.knownFailures.isEmpty {
            out.append(baseline.headline(cells: summary.cells, scope: scope))
        } else if summary.findings == 0 {
            out.append("fitcheck: all \(summary.cells) cells fit · \(scope)")
        } else {
            out.append("fitcheck: \(summary.findings) \(plural(summary.findings, "finding")) in \(summary.failingKeys) of \(scope)"
                + " · \(summary.failures) of \(summary.cells) cells fail")
        }
        //   measured: 320, 375 pt × L, AX1 × body, headline · Localizable.xcstrings
        let widths = summary.widths.map(PointFormat.text).joined(separator: ", ")
        out.append("  measured: \(widths) pt × \(summary.sizes.map(\.rawValue).joined(separator: ", ")) × "
            + "\(summary.styles.map(\.rawValue).joined(separator: ", ")) · \(summary.catalogs.joined(separator: ", "))")
        //   findings:    overflow 2 · brokenWord 1
        //   by language: de 2 (3 of 16 cells) · hi 1 (1 of 16 cells)
        let classes = Verdict.allCases.compactMap { verdict in
            summary.findingsByVerdict[verdict.rawValue].flatMap { $0 > 0 ? "\(verdict.rawValue) \($0)" : nil }
        }
        if !classes.isEmpty { out.append("  findings:    " + classes.joined(separator: " · ")) }
        if summary.findings > 0 {
            out.append("  by language: " + summary.languages.keys.sorted(by: ReportOrder.precedes).map { language in
                let counts = summary.languages[language] ?? LanguageSummary()
                return "\(language) \(counts.findings) (\(counts.failures) of \(counts.cells) cells)"
            }.joined(separator: " · "))
        }
        //   not failing this run: untranslated 4
        let ignored = summary.notFailingByVerdict.keys.sorted().map { "\($0) \(summary.notFailingByVerdict[$0] ?? 0)" }
        if !ignored.isEmpty { out.append("  not failing this run: " + ignored.joined(separator: " · ")) }
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
            out.append("  pictures:    \(pictures.written) \(plural(pictures.written, "picture")) written"
                + (pictures.leftOut > 0 ? "; \(pictures.leftOut) more left out by --max-images \(pictures.limit) (the least severe)" : ""))
        }

        let keys = report.findingsByKey()
        let shown = keyLimit.map { Array(keys.prefix($0)) } ?? keys
        for findings in shown {
            // settings.manage · Localizable.xcstrings:42
            //   de · 300 pt · AX1 · body: 3 lines > 2 (+31 pt)
            //   “Abonnement verwalten”
            //   fails in 3 cells: L at 300 pt · AX1 at 300, 320 pt
            //   image: failures/settings.manage/de-300-AX1.png
            out.append("")
            out.append("\(findings[0].key.oneLine) · \(findings[0].file.oneLine):\(findings[0].line)")
            for finding in findings {
                out.append("  " + finding.headline)
                out.append("  " + finding.quotedText())
                out.append("  " + finding.failingCellsLine)
                if let image = finding.image { out.append("  image: \(image.oneLine)") }
            }
        }
        if shown.count < keys.count {
            out.append("")
            out.append("… and \(keys.count - shown.count) more failing keys (the JSON report lists every finding)")
        }
        return out.joined(separator: "\n") + "\n"
    }

    private func plural(_ count: Int, _ noun: String) -> String { count == 1 ? noun : noun + "s" }
}
