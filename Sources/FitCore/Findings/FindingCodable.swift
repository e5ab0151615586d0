// MARK: - JSON

extension Finding: Codable {
    /// The JSON members of every kind of finding: `subject` (`key`, `language`, `group`, `table`),
    /// `verdict`, `level`, `fails`, `file`, `line`, `language`, `variant`; then the subject's own —
    /// `key`; `catalog`, `translated`, `total` and `keys` (the missing ones) for a language's
    /// coverage; `group` and `members`; `detail` — and for a finding measured in cells what its text
    /// shares (`text`, `samples`, `status`, `state`, `rule`, `device`, `image`, `formatMismatch`,
    /// `inheritedFrom`), a table's `column`, `expected`, `affectedKeys`, `shows` and `build`
    /// (``FindingTable``), `over` (layout verdicts), `failingCellCount`, `failingCells` and the worst
    /// cell's own fields under `worst` (`fixedWidth`, `fixedSize` among them); `shownAt` (the code's
    /// places, ``ShownPlace``) and `shownAs` (a display name) where known.
    enum CodingKeys: String, CodingKey {
        case subject, verdict, level, fails, file, line, language, variant
        case key, catalog, translated, total, keys, group, members, detail
        case column, expected, affectedKeys, shows, build
        case text, samples, status, state, rule, device, image, formatMismatch, inheritedFrom
        case over, failingCellCount, failingCells, worst, worseThanBaseline, shownAt, shownAs
    }

    /// The worst cell's fields that are the cell's own (`key`: a group's member).
    struct WorstCell: Codable {
        var key: String?
        var width: Double
        var slotWidth: Double
        var size: SizeCategory
        var style: TextStyle
        var weight: FontWeight
        var lines: Int
        var maxLines: Int?
        var overflowLines: Int
        var lineWidths: [Double]?
        var alsoFails: [Verdict]?
        var missingCharacters: String?
        var fixedWidth: Bool?
        var fixedSize: Bool?
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(subject.kind, forKey: .subject)
        try container.encode(verdict, forKey: .verdict)
        try container.encode(level, forKey: .level)
        try container.encode(fails, forKey: .fails)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(language, forKey: .language)
        try container.encode(variant, forKey: .variant)
        try container.encodeIfPresent(detail, forKey: .detail)
        try container.encodeIfPresent(worseThanBaseline, forKey: .worseThanBaseline)
        if !shownAt.isEmpty { try container.encode(shownAt, forKey: .shownAt) }
        try container.encodeIfPresent(shownAs, forKey: .shownAs)
        if let table {
            try container.encode(table.column, forKey: .column)
            try container.encode(table.expected, forKey: .expected)
            try container.encode(table.affectedKeys, forKey: .affectedKeys)
            try container.encodeIfPresent(table.shows, forKey: .shows)
            try container.encode(table.build, forKey: .build)
        }
        switch subject {
        case .key(let key): try container.encode(key, forKey: .key)
        case .table(let key): try container.encodeIfPresent(key, forKey: .key)
        case .group(let name, let members):
            if let group { try container.encode(group, forKey: .group) } else { try container.encode(name, forKey: .group) }
            try container.encode(members, forKey: .members)
        case .language(let catalog):
            try container.encode(catalog, forKey: .catalog)
            try container.encode(coverage?.translated ?? 0, forKey: .translated)
            try container.encode(coverage?.total ?? 0, forKey: .total)
            try container.encode(coverage?.missing ?? [], forKey: .keys)
        }
        guard let worst else { return }
        try container.encode(worst.text, forKey: .text)
        try container.encode(worst.samples, forKey: .samples)
        try container.encode(worst.status, forKey: .status)
        try container.encodeIfPresent(worst.state, forKey: .state)
        try container.encode(worst.rule, forKey: .rule)
        try container.encodeIfPresent(worst.device, forKey: .device)
        try container.encodeIfPresent(worst.image, forKey: .image)
        try container.encodeIfPresent(worst.formatMismatch, forKey: .formatMismatch)
        try container.encodeIfPresent(worst.inheritedFrom, forKey: .inheritedFrom)
        if !verdict.dependsOnTextOnly { try container.encode(worst.excessPoints, forKey: .over) }
        try container.encode(failingCellCount, forKey: .failingCellCount)
        try container.encodeIfPresent(failingCells, forKey: .failingCells)
        try container.encode(WorstCell(
            key: subject.kind == .group ? worst.key : nil,
            width: worst.containerWidth, slotWidth: worst.slotWidth, size: worst.size, style: worst.style, weight: worst.weight,
            lines: worst.lines, maxLines: worst.maxLines, overflowLines: worst.overflowLines,
            lineWidths: worst.lineWidths, alsoFails: worst.alsoFails, missingCharacters: worst.missingCharacters,
            fixedWidth: worst.fixedWidth, fixedSize: worst.fixedSize),
            forKey: .worst)
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(FindingSubject.Kind.self, forKey: .subject)
        verdict = try container.decode(Verdict.self, forKey: .verdict)
        level = try container.decode(FindingLevel.self, forKey: .level)
        fails = try container.decode(Bool.self, forKey: .fails)
        file = try container.decode(String.self, forKey: .file)
        line = try container.decode(Int.self, forKey: .line)
        language = try container.decode(String.self, forKey: .language)
        variant = try container.decode(String.self, forKey: .variant)
        detail = try container.decodeIfPresent(String.self, forKey: .detail)
        worseThanBaseline = try container.decodeIfPresent(String.self, forKey: .worseThanBaseline)
        shownAt = try container.decodeIfPresent([ShownPlace].self, forKey: .shownAt) ?? []
        shownAs = try container.decodeIfPresent(String.self, forKey: .shownAs)
        coverage = nil
        table = nil
        group = nil
        switch kind {
        case .key: subject = .key(try container.decode(String.self, forKey: .key))
        case .table:
            subject = .table(key: try container.decodeIfPresent(String.self, forKey: .key))
            if let column = try container.decodeIfPresent(Int.self, forKey: .column) {
                table = FindingTable(column: column, expected: try container.decode(String.self, forKey: .expected),
                                     affectedKeys: try container.decode([String].self, forKey: .affectedKeys),
                                     shows: try container.decodeIfPresent(ShownInstead.self, forKey: .shows),
                                     build: try container.decode(TableBuild.self, forKey: .build))
            }
        case .group:
            // `group` is the group's object (``GroupFinding``), or its name alone.
            let detail = try? container.decode(GroupFinding.self, forKey: .group)
            group = detail
            subject = .group(name: try detail?.id ?? container.decode(String.self, forKey: .group),
                             members: try container.decode([String].self, forKey: .members))
        case .language:
            let catalog = try container.decode(String.self, forKey: .catalog)
            subject = .language(catalog: catalog)
            coverage = LanguageCoverage(catalog: catalog, language: language,
                                        translated: try container.decode(Int.self, forKey: .translated),
                                        total: try container.decode(Int.self, forKey: .total),
                                        missing: try container.decode([String].self, forKey: .keys), file: file, line: line)
        }
        failingCellCount = try container.decodeIfPresent(Int.self, forKey: .failingCellCount) ?? 0
        failingCells = try container.decodeIfPresent([FindingCell].self, forKey: .failingCells)
        guard let cell = try container.decodeIfPresent(WorstCell.self, forKey: .worst) else {
            worst = nil
            return
        }
        let key = try container.decodeIfPresent(String.self, forKey: .key)
        var record = FailureRecord(
            key: cell.key ?? key ?? "",
            language: language, variant: variant,
            text: try container.decode(String.self, forKey: .text),
            samples: try container.decode([String].self, forKey: .samples),
            status: try container.decode(String.self, forKey: .status),
            state: try container.decodeIfPresent(String.self, forKey: .state),
            containerWidth: cell.width, slotWidth: cell.slotWidth, size: cell.size, style: cell.style, weight: cell.weight,
            verdict: verdict, alsoFails: cell.alsoFails,
            lines: cell.lines, maxLines: cell.maxLines,
            excessPoints: try container.decodeIfPresent(Double.self, forKey: .over) ?? 0, overflowLines: cell.overflowLines,
            lineWidths: cell.lineWidths, rule: try container.decode(String.self, forKey: .rule),
            file: file, line: line,
            image: try container.decodeIfPresent(String.self, forKey: .image),
            device: try container.decodeIfPresent(String.self, forKey: .device),
            missingCharacters: cell.missingCharacters,
            formatMismatch: try container.decodeIfPresent(FormatMismatch.self, forKey: .formatMismatch),
            inheritedFrom: try container.decodeIfPresent(String.self, forKey: .inheritedFrom))
        record.fixedWidth = cell.fixedWidth
        record.fixedSize = cell.fixedSize
        worst = record
    }
}
