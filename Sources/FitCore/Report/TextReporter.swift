/// The report a person reads in a terminal or a CI log: the totals, then each failing key with its
/// worst cell and by how much, so a newcomer sees what to fix first.
public struct TextReporter: Reporter {
    /// Failing keys listed at most; `nil` lists them all.
    public var keyLimit: Int?

    public init(keyLimit: Int? = nil) {
        self.keyLimit = keyLimit
    }

    public func render(_ report: RunReport) -> String {
        let summary = report.summary
        var out: [String] = []
        // fitcheck: 5 of 48 cells fail · 3 of 8 keys · 3 languages
        // fitcheck: all 48 cells fit · 8 keys · 3 languages
        let scope = "\(summary.keys) \(plural(summary.keys, "key")) · \(summary.languages.count) \(plural(summary.languages.count, "language"))"
        if summary.cells == 0 {
            out.append("fitcheck: no cells measured, so nothing was checked (the run fails)")
        } else if summary.failures == 0, let baseline = report.baseline, !baseline.knownFailures.isEmpty {
            out.append(baseline.headline(cells: summary.cells, scope: scope))
        } else if summary.failures == 0 {
            out.append("fitcheck: all \(summary.cells) cells fit · \(scope)")
        } else {
            out.append("fitcheck: \(summary.failures) of \(summary.cells) cells fail · \(summary.failingKeys) of \(scope)")
        }
        //   measured: 320, 375 pt × L, AX1 × body, headline · Localizable.xcstrings
        let widths = summary.widths.map(PointFormat.text).joined(separator: ", ")
        out.append("  measured: \(widths) pt × \(summary.sizes.map(\.rawValue).joined(separator: ", ")) × "
            + "\(summary.styles.map(\.rawValue).joined(separator: ", ")) · \(summary.catalogs.joined(separator: ", "))")
        //   by class:    overflow 2 · brokenWord 1
        //   by language: de 3 of 16 · hi 1 of 16
        let classes = Verdict.allCases.compactMap { verdict in
            summary.failuresByVerdict[verdict.rawValue].flatMap { $0 > 0 ? "\(verdict.rawValue) \($0)" : nil }
        }
        if !classes.isEmpty { out.append("  by class:    " + classes.joined(separator: " · ")) }
        if summary.failures > 0 {
            out.append("  by language: " + summary.languages.keys.sorted().map { language in
                let counts = summary.languages[language] ?? LanguageSummary()
                return "\(language) \(counts.failures) of \(counts.cells)"
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
        out += report.baseline?.textLines ?? []

        let groups = report.failureGroups(byLanguage: false)
        let shown = keyLimit.map { Array(groups.prefix($0)) } ?? groups
        for group in shown {
            let worst = group.worst
            // settings.manage · Localizable.xcstrings:42
            //   de · 300 pt · AX1 · body: 3 lines > 2 (+31 pt)
            //   “Abonnement verwalten”
            //   image: failures/settings.manage/de-300-AX1.png
            //   + 3 more failing cells in de, fr
            out.append("")
            out.append("\(group.key.oneLine) · \(group.file.oneLine):\(group.line)")
            out.append("  " + worst.headline)
            out.append("  " + worst.quotedText())
            if let image = worst.image { out.append("  image: \(image.oneLine)") }
            let others = group.cells.dropFirst()
            if !others.isEmpty {
                let languages = Set(others.map(\.language)).sorted().joined(separator: ", ")
                out.append("  + \(others.count) more failing \(plural(others.count, "cell")) in \(languages)")
            }
        }
        if shown.count < groups.count {
            out.append("")
            out.append("… and \(groups.count - shown.count) more failing keys (the JSON report lists every cell)")
        }
        return out.joined(separator: "\n") + "\n"
    }

    private func plural(_ count: Int, _ noun: String) -> String { count == 1 ? noun : noun + "s" }
}
