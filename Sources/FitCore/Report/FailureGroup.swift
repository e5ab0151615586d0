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
        var groups: [FailureGroup] = []
        var index: [[String]: Int] = [:]
        for failure in failures {
            let id = [failure.key, failure.file] + (byLanguage ? [failure.language] : [])
            if let at = index[id] {
                groups[at].cells.append(failure)
            } else {
                index[id] = groups.count
                groups.append(FailureGroup(key: failure.key, file: failure.file, line: failure.line, cells: [failure]))
            }
        }
        for at in groups.indices { groups[at].cells.sort(by: FailureRecord.worseFirst) }
        return groups
    }
}
