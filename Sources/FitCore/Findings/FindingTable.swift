/// What a table's finding (``FindingSubject/table(key:)``: `unreadableTable`, `duplicateKey`) says
/// beside the fields every finding has: the column of its place, what the parser expected there, the
/// keys it affects, what the device shows for them, and whether Xcode builds the app with the file.
/// JSON writes them as members of the finding (`column`, `expected`, `affectedKeys`, `shows`, `build`).
public struct FindingTable: Sendable, Equatable, Hashable {
    /// 1-based column (in Unicode scalars) of the finding's place, on its ``Finding/line``.
    public var column: Int
    /// What the parser expected there (`';' after the entry "greeting"`; `one entry per key`).
    public var expected: String
    /// The keys whose text the device does not show as written (`unreadableTable`: those it loses;
    /// `duplicateKey`: those given twice), in file order.
    public var affectedKeys: [String]
    /// What the device shows for the keys it loses; `nil` for a duplicate (the later entry).
    public var shows: ShownInstead?
    /// Whether Xcode builds the app with the table as it is.
    public var build: TableBuild

    public init(column: Int, expected: String, affectedKeys: [String], shows: ShownInstead?, build: TableBuild) {
        self.column = column
        self.expected = expected
        self.affectedKeys = affectedKeys
        self.shows = shows
        self.build = build
    }
}

extension Finding {
    /// The findings of a run's tables, in the order the readers found them: one `unreadableTable`
    /// finding per broken table (at its first syntax error: the device stops there, or drops the file),
    /// and one `duplicateKey` finding per table × language listing every key given twice (at the first
    /// of them; its message names both lines of each). Their level and whether they fail the run are
    /// set by the report (``RunReportBuilder``).
    public static func tableFindings(_ found: [TableFinding]) -> [Finding] {
        var findings: [Finding] = []
        var duplicates: [String: [TableFinding]] = [:], order: [String] = []
        for table in found {
            switch table.kind {
            case .unreadableTable:
                findings.append(finding(table, verdict: .unreadableTable, affectedKeys: table.affectedKeys,
                                        detail: table.message))
            case .duplicateKey:
                let id = table.file + "\u{1F}" + table.language
                if duplicates[id] == nil { order.append(id) }
                duplicates[id, default: []].append(table)
            }
        }
        for id in order {
            let all = duplicates[id]!.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
            var keys: [String] = []
            for table in all { for key in table.affectedKeys where !keys.contains(key) { keys.append(key) } }
            let pairs = all.map { "\(StringsFileScanner.quoted($0.affectedKeys.first ?? "")) at lines \($0.otherLine ?? $0.line) and \($0.line)" }
            let detail = (all.count == 1 ? "1 key given twice: " : "\(all.count) keys given twice: ")
                + pairs.prefix(10).joined(separator: ", ") + (pairs.count > 10 ? " and \(pairs.count - 10) more" : "")
                + ". The device shows the later entry and ignores the earlier; Xcode builds it"
            findings.append(finding(all[0], verdict: .duplicateKey, affectedKeys: keys, detail: detail))
        }
        return findings
    }

    private static func finding(_ table: TableFinding, verdict: Verdict, affectedKeys: [String], detail: String) -> Finding {
        var finding = Finding(subject: .table(key: nil), verdict: verdict, level: verdict.defaultLevel, fails: true,
                              file: table.file, line: table.line, language: table.language, detail: detail)
        finding.table = FindingTable(column: table.column, expected: table.expected, affectedKeys: affectedKeys,
                                     shows: verdict == .unreadableTable ? table.shows : nil, build: table.build)
        return finding
    }

    /// `file:line`, or `file:line:column` for a table's finding: where to look.
    public var place: String {
        SourcePlace(path: file, line: line, column: table?.column).description
    }
}
