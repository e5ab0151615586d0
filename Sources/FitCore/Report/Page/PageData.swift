/// The report page's findings as data, written once into the page (`<script type="application/json"
/// id="fitcheck-data">`): the page's script builds a card from a row when it is shown, so a page of
/// 25,000 findings stays under 3 MB and shows its first cards at once (`make bench` measures both).
///
/// What repeats is written once and named by its place: languages, verdicts, levels, sizes, widths,
/// styles, weights, rules, files, and the subjects (`[label, file, line]`: a key's findings in every
/// language share one). A row (most severe finding first) is
/// `[subject, language, verdict, level, text, cells, worst, extras]`:
/// - a layout finding (`overflow`, `clipped`, `brokenWord`): `cells` has a number per size, the
///   widths where it fails as bits (bit `i` for `widths[i]`); `worst` is its worst cell, `[width,
///   size, slot, lines, amount]`, the slot one of `slots` (`[style, weight, slot width, line limit or
///   null, rule]`), from which the card says the problem as the text report does (`3 lines > 2 (+31 pt)`);
/// - any other: `cells` is the line that says where (`in all 4 cells measured`, the missing keys),
///   `worst` its headline;
/// - `extras`, only when there is something: `i` its picture `[path, width, height]`, `va` the
///   variant, `al` the other failures of the worst cell, `pr` the problem of a layout verdict the
///   script does not word (`shrinks`), `sm` the samples, `st` the state, `wo` what grew since the baseline,
///   `co` the column of a table's finding (`unreadableTable`, `duplicateKey`: its place is file:line:column).
struct PageData {
    let report: RunReport
    let pictures: [Int: ReportPage.Picture]

    init(_ report: RunReport, pictures: [Int: ReportPage.Picture]) {
        self.report = report
        self.pictures = pictures
    }

    /// The JSON, safe inside a `<script>` element (every `<` escaped).
    func json() -> String {
        StableJSON.text(value(), pretty: false).replacingOccurrences(of: "<", with: "\\u003c")
    }

    /// A value of the page's JSON.
    enum Value: Encodable {
        case string(String), number(Double), integer(Int), null
        case array([Value])
        case object([String: Value])

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let text): var c = encoder.singleValueContainer(); try c.encode(text)
            case .number(let number): var c = encoder.singleValueContainer(); try c.encode(number)
            case .integer(let number): var c = encoder.singleValueContainer(); try c.encode(number)
            case .null: var c = encoder.singleValueContainer(); try c.encodeNil()
            case .array(let items): var c = encoder.unkeyedContainer(); for item in items { try c.encode(item) }
            case .object(let members): try members.encode(to: encoder)
            }
        }
    }

    /// Strings named by their place, in order of first use.
    private struct Table {
        var names: [String] = []
        var places: [String: Int] = [:]
        mutating func place(_ name: String) -> Value {
            if let place = places[name] { return .integer(place) }
            places[name] = names.count
            names.append(name)
            return .integer(names.count - 1)
        }
        var value: Value { .array(names.map(Value.string)) }
    }

    /// Slots (`[style, weight, slot width, line limit or null, rule]`) named by their place.
    private struct Slots {
        var slots: [[Value]] = []
        var places: [String: Int] = [:]
        mutating func place(_ slot: [Value]) -> Value {
            let id = StableJSON.text(Value.array(slot), pretty: false)
            if let place = places[id] { return .integer(place) }
            places[id] = slots.count
            slots.append(slot)
            return .integer(slots.count - 1)
        }
        var value: Value { .array(slots.map(Value.array)) }
    }

    func value() -> Value {
        let summary = report.summary
        let languages = summary.languages.keys.sorted()
        let sizes = summary.sizes.sorted(), widths = summary.widths.sorted()
        let sizePlace = Dictionary(uniqueKeysWithValues: sizes.enumerated().map { ($1, $0) })
        let widthPlace = Dictionary(uniqueKeysWithValues: widths.enumerated().map { ($1, $0) })
        let verdicts = Verdict.allCases.sorted(by: Verdict.moreSevereFirst)
        let verdictPlace = Dictionary(uniqueKeysWithValues: verdicts.enumerated().map { ($1, $0) })
        var styles = Table(), weights = Table(), rules = Table(), files = Table(), languageTable = Table()
        var slots = Slots()
        for language in languages { _ = languageTable.place(language) }
        var subjects: [Value] = [], subjectPlace: [String: Int] = [:]

        let order = report.findings.indices.sorted { Finding.moreSevere(report.findings[$0], report.findings[$1]) }
        var rows: [Value] = []
        rows.reserveCapacity(order.count)
        for index in order {
            let finding = report.findings[index]
            let subjectID = finding.subjectLabel + "\u{1F}" + finding.file + "\u{1F}\(finding.line)"
            let subject: Int
            if let known = subjectPlace[subjectID] {
                subject = known
            } else {
                subject = subjects.count
                subjectPlace[subjectID] = subject
                subjects.append(.array([.string(finding.subjectLabel), files.place(finding.file), .integer(finding.line)]))
            }
            var row: [Value] = [.integer(subject), languageTable.place(finding.language),
                                .integer(verdictPlace[finding.verdict] ?? 0), .integer(finding.level.rank)]
            let text = finding.worst.map { $0.text.oneLine } ?? ""
            row.append(.string(text.count > 300 ? String(text.prefix(299)) + "…" : text))
            let layout = finding.worst.flatMap { finding.verdict.dependsOnTextOnly ? nil : $0 }
            if let layout, let cells = finding.failingCells, widths.count <= 52 {
                // The widths where it fails, per size, as bits: exact in a JavaScript number up to 2^53.
                var masks = [Int](repeating: 0, count: sizes.count)
                for cell in cells {
                    guard let size = sizePlace[cell.size], let width = widthPlace[cell.containerWidth] else { continue }
                    masks[size] |= 1 << width
                }
                while masks.last == 0 { masks.removeLast() }
                row.append(.array(masks.map(Value.integer)))
                let slot = [styles.place(layout.style.rawValue), weights.place("\(layout.weight.rawValue)"),
                            .string(PointFormat.text(layout.slotWidth)), layout.maxLines.map(Value.integer) ?? .null,
                            rules.place(layout.rule)]
                row.append(.array([
                    widthPlace[layout.containerWidth].map(Value.integer) ?? .null,
                    sizePlace[layout.size].map(Value.integer) ?? .null,
                    slots.place(slot), .integer(layout.lines), .number(PointFormat.rounded(layout.excessPoints)),
                ]))
            } else {
                row.append(.string(finding.failingCellsLine))
                row.append(.string(finding.headline))
            }
            var extras: [String: Value] = [:]
            if let picture = pictures[index] {
                extras["i"] = .array([.string(picture.path), .integer(picture.width), .integer(picture.height)])
            }
            if let worst = finding.worst {
                if !finding.variant.isEmpty { extras["va"] = .string(finding.variant) }
                if let also = worst.alsoFails, layout != nil { extras["al"] = .string(also.map(\.rawValue).joined(separator: ", ")) }
                // The card words overflow, clipped and brokenWord itself from the worst cell (the script's
                // `problem()`); any other layout verdict's problem is given.
                if layout != nil, !finding.verdict.isLayoutFailure { extras["pr"] = .string(worst.problem) }
                if !worst.samples.isEmpty { extras["sm"] = .string(worst.samples.joined(separator: ", ")) }
                if let state = worst.state { extras["st"] = .string(state) }
            }
            if let worse = finding.worseThanBaseline { extras["wo"] = .string(worse) }
            // A table's finding: the column of its place (file:line:column), and no picture, being about the file.
            if let table = finding.table { extras["co"] = .integer(table.column) }
            if !extras.isEmpty { row.append(.object(extras)) }
            rows.append(.array(row))
        }
        return .object([
            "languages": languageTable.value, "verdicts": .array(verdicts.map { .string($0.rawValue) }),
            "levels": .array(FindingLevel.allCases.sorted().map { .string($0.rawValue) }),
            "sizes": .array(sizes.map { .string($0.rawValue) }), "widths": .array(widths.map { .string(PointFormat.text($0)) }),
            "styles": styles.value, "weights": weights.value, "rules": rules.value, "files": files.value,
            "drawn": .array(verdicts.filter(PictureSelection.draws).map { .string($0.rawValue) }),
            "slots": slots.value, "subjects": .array(subjects), "findings": .array(rows),
        ])
    }
}
