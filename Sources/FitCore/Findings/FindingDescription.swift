/// The words every report uses for a finding, written once so the formats agree.
extension Finding {
    /// `de`, or `de (plural.few)` for a variant.
    public var languageLabel: String {
        variant.isEmpty ? language : "\(language) (\(variant))"
    }

    /// What is wrong and where, in one line:
    /// - a layout finding: its worst cell (`de · 300 pt · AX1 · body: 3 lines > 2 (+31 pt)`);
    /// - one that depends on the text only: the language and the problem (`hi: format mismatch: …`);
    /// - a language's coverage: `de: 12 of 1,297 keys translated — a new language`;
    /// - a table's: the language and the problem the reader found.
    public var headline: String {
        if let coverage {
            var line = "\(language): \(CountFormat.number(coverage.translated)) of \(CountFormat.count(coverage.total, "key")) translated"
            if let detail { line += " — " + detail } else { line += "; \(CountFormat.number(coverage.missing.count)) untranslated" }
            return line
        }
        guard let worst else { return "\(languageLabel): \(detail ?? verdict.explanation)" }
        let headline = verdict.dependsOnTextOnly ? "\(languageLabel): \(worst.problem)" : worst.headline
        return detail.map { headline + " — " + $0 } ?? headline
    }

    /// Where it fails: `fails in 3 cells: L at 320 pt · AX1 at 320, 375 pt` for a layout finding,
    /// sizes smallest first; `in all 4 cells measured` for one that depends on the text only; the
    /// first missing keys for a language's coverage (``missingKeysLine(limit:)``); the keys it affects
    /// for a table's (``affectedKeysLine(limit:)``).
    public var failingCellsLine: String {
        if coverage != nil { return missingKeysLine() }
        if table != nil { return affectedKeysLine() }
        guard worst != nil else { return "" }
        guard let cells = failingCells else {
            return failingCellCount == 1 ? "in the one cell measured" : "in all \(failingCellCount) cells measured"
        }
        // A fixed width fails alike at every container width: its sizes, if it has more than one.
        if worst?.fixedWidth == true {
            let sizes = Set(cells.map(\.size)).sorted()
            guard worst?.fixedSize != true else { return "fixed width: fails whatever the window's width" }
            return "fixed width: fails at " + sizes.map(\.rawValue).joined(separator: ", ")
        }
        if worst?.fixedSize == true {
            let widths = Set(cells.map(\.containerWidth)).sorted()
            return "fails in \(failingCellCount) \(failingCellCount == 1 ? "cell" : "cells"): at "
                + widths.map(PointFormat.text).joined(separator: ", ") + " pt"
        }
        var widthsBySize: [(SizeCategory, [Double])] = []
        for cell in cells.sorted(by: { $0.size != $1.size ? $0.size < $1.size : $0.containerWidth < $1.containerWidth }) {
            if widthsBySize.last?.0 == cell.size {
                widthsBySize[widthsBySize.count - 1].1.append(cell.containerWidth)
            } else {
                widthsBySize.append((cell.size, [cell.containerWidth]))
            }
        }
        let places = widthsBySize.map { size, widths in
            "\(size.rawValue) at \(widths.map(PointFormat.text).joined(separator: ", ")) pt"
        }
        return "fails in \(failingCellCount) \(failingCellCount == 1 ? "cell" : "cells"): " + places.joined(separator: " · ")
    }

    /// `missing: onboarding.title, settings.manage, … and 40 more`: the first `limit` missing keys of
    /// a language's coverage, on one line.
    public func missingKeysLine(limit: Int = 5) -> String {
        "missing: " + Self.keyList(coverage?.missing ?? [], limit: limit)
    }

    /// `keys: onboarding.title · settings.manage · … and 40 more`: the first `limit` keys a table's
    /// finding affects, on one line; `""` when it affects none.
    public func affectedKeysLine(limit: Int = 5) -> String {
        let keys = table?.affectedKeys ?? []
        return keys.isEmpty ? "" : "keys: " + Self.keyList(keys, limit: limit)
    }

    /// The first `limit` keys, each on one line and cut to 60 characters, then how many more.
    private static func keyList(_ keys: [String], limit: Int) -> String {
        let shown = keys.prefix(limit).map { $0.oneLine.count > 60 ? String($0.oneLine.prefix(59)) + "…" : $0.oneLine }
        let more = keys.count > limit ? " · … and \(CountFormat.number(keys.count - limit)) more" : ""
        return shown.joined(separator: " · ") + more
    }

    /// The text in quotes on one line, cut to `limit` characters (see ``FailureRecord/quotedText(limit:)``);
    /// `""` for a finding not measured in cells.
    public func quotedText(limit: Int = 80) -> String { worst?.quotedText(limit: limit) ?? "" }

    /// The subject as a heading names it: the key, `group NAME`, `TABLE_FILE` for a table as a whole,
    /// `LANGUAGE coverage` for a language's.
    public var subjectLabel: String {
        switch subject {
        case .key(let key): return key.oneLine
        case .group(let id, _): return Self.groupLabel(id: id, name: group?.name)
        case .table(let key): return key?.oneLine ?? "table"
        case .language: return "\(language) coverage"
        }
    }

    /// The subject as reports show it: its display name (``shownAs``: a nib string by its text and nib,
    /// a group by the code that builds it) where it has one, else ``subjectLabel``. JUnit keeps
    /// ``subjectLabel``, whose names follow the identity.
    public var displayLabel: String { shownAs?.oneLine ?? subjectLabel }

    /// Where reports put the finding: its first code place (``shownAt``: the worst cell's), else its
    /// catalog (or table) place.
    public var primaryPlace: SourcePlace {
        if let place = shownAt.first { return SourcePlace(path: place.file, line: place.line, column: place.column) }
        return SourcePlace(path: file, line: line, column: table?.column)
    }

    /// What a message adds when it stands on the code: the catalog place and the other code places,
    /// ` (catalog Localizable.xcstrings:42; also shown at B.swift:3:5)`; `""` for a finding with no code place.
    public var placesNote: String {
        guard !shownAt.isEmpty else { return "" }
        let others = shownAt.dropFirst().map(\.description)
        return " (catalog \(file):\(line)" + (others.isEmpty ? "" : "; also shown at " + others.joined(separator: ", ")) + ")"
    }

    /// A group as headings name it: `group manage bar (row-a6b75016)`, `group row-a6b75016` without a name.
    static func groupLabel(id: String, name: String?) -> String {
        "group " + (name.map { "\($0.oneLine) (\(id.oneLine))" } ?? id.oneLine)
    }
}

extension Finding {
    /// The finding in one message, as an annotation or a SARIF result says it: the subject, the
    /// headline, the text and where it fails (a layout finding), or the missing keys (a language's
    /// coverage), and what grew since the baseline.
    public func message(textLimit: Int = 200) -> String {
        var message: String
        switch subject {
        case .language:
            message = "\(headline) (\(missingKeysLine(limit: 10)))"
        case .table(let key):
            message = (key.map { "\($0.oneLine): " } ?? "") + headline
            let keys = affectedKeysLine(limit: 10)
            if !keys.isEmpty { message += " (\(keys))" }
        case .key, .group:
            message = "\(displayLabel): \(headline) \(quotedText(limit: textLimit))"
            if failingCells != nil { message += " (\(failingCellsLine))" }
        }
        if let worse = worseThanBaseline { message += "; worse than the baseline: \(worse)" }
        return message
    }
}
