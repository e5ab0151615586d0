/// The failing cells of one key (or of one key in one language), worst first.
public struct FailureGroup: Sendable {
    public var key: String
    public var file: String
    public var line: Int
    /// The cells, worst first (see ``FailureRecord/worseFirst(_:_:)``); never empty.
    public var cells: [FailureRecord]
    /// The cell the reports show.
    public var worst: FailureRecord { cells[0] }
    /// Languages of the cells, sorted.
    public var languages: [String] { Set(cells.map(\.language)).sorted() }
}

extension RunReport {
    /// Failing cells grouped by key (and by language too when `byLanguage`), in report order.
    public func failureGroups(byLanguage: Bool) -> [FailureGroup] {
        // Grouped and sorted as indices: a record is copied once, into its group.
        var members: [[Int]] = []
        var index: [GroupID: Int] = [:]
        for (position, failure) in failures.enumerated() {
            let id = GroupID(key: failure.key, file: failure.file, language: byLanguage ? failure.language : "")
            if let at = index[id] {
                members[at].append(position)
            } else {
                index[id] = members.count
                members.append([position])
            }
        }
        // Sorted by numbers: comparing records compares their strings.
        // `FailureRecord.worseFirst` ends in report order, which `FailureOrder` ranks once.
        var reportRank = [Int32](repeating: 0, count: failures.count)
        for (rank, position) in FailureOrder.order(of: failures).enumerated() { reportRank[position] = Int32(rank) }
        let severity = failures.indices.map { i in
            Severity(verdict: failures[i].verdict, overflow: failures[i].overflow,
                     overflowLines: failures[i].overflowLines, reportRank: reportRank[i])
        }
        return members.map { positions in
            let sorted = positions.sorted { severity[$0] < severity[$1] }
            let first = failures[positions[0]]
            return FailureGroup(key: first.key, file: first.file, line: first.line, cells: sorted.map { failures[$0] })
        }
    }

    /// ``FailureRecord/worseFirst(_:_:)`` in numbers.
    private struct Severity: Comparable {
        var verdict: Verdict
        var overflow: Double
        var overflowLines: Int
        var reportRank: Int32

        static func < (a: Severity, b: Severity) -> Bool {
            if a.verdict != b.verdict { return a.verdict < b.verdict }
            if a.overflow != b.overflow { return a.overflow > b.overflow }
            if a.overflowLines != b.overflowLines { return a.overflowLines > b.overflowLines }
            return a.reportRank < b.reportRank
        }
    }

    private struct GroupID: Hashable {
        var key: String
        var file: String
        var language: String
    }
}
