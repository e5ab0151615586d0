/// Gathers failing cells into ``Finding``s: one per key × variant × language × verdict (and catalog
/// file), keeping the worst cell of each, the count of its cells and, for a layout verdict, where it
/// fails. Cells may come in any order; the findings come out in report order whatever it was, so a
/// run's findings do not depend on its workers or shards.
struct FindingCollector: Sendable {
    private var findings: [Finding] = []
    private var places: [Finding.Identity: Int] = [:]
    /// The finding the last cell went to: a rendition's cells come one after the other, so most
    /// look-ups are that finding again.
    private var last: (identity: Finding.Identity, place: Int)?

    init() {}

    /// Findings gathered so far.
    var count: Int { findings.count }

    /// Adds one failing cell (its verdict fails the run).
    mutating func add(_ cell: FailureRecord) {
        let identity = Finding.Identity(file: cell.file, key: cell.key, language: cell.language, variant: cell.variant,
                                        verdict: cell.verdict)
        let place: Int
        if let last, last.identity == identity {
            place = last.place
        } else if let known = places[identity] {
            place = known
        } else {
            place = findings.count
            places[identity] = place
            findings.append(Finding(worst: cell, failingCellCount: 0,
                                    failingCells: cell.verdict.dependsOnTextOnly ? nil : []))
        }
        last = (identity, place)
        findings[place].failingCellCount += 1
        findings[place].failingCells?.append(FindingCell(width: cell.width, size: cell.size, overflow: cell.overflow))
        if Finding.isWorseCell(cell, than: findings[place].worst) { findings[place].worst = cell }
    }

    /// Adds a finding whole (from a shard's report: a rendition is measured in one shard only, so
    /// its findings are complete there). Returns `false`, adding nothing, when the run already has
    /// a finding of that identity: the shards overlap.
    mutating func add(_ finding: Finding) -> Bool {
        let identity = finding.identity
        guard places[identity] == nil else { return false }
        places[identity] = findings.count
        findings.append(finding)
        return true
    }

    /// The findings in report order (``Finding/reportOrder(_:_:)``), each finding's cells in
    /// report order (width, then size).
    func finished() -> [Finding] {
        var sorted = findings.sorted(by: Finding.reportOrder)
        for index in sorted.indices {
            sorted[index].failingCells?.sort(by: FindingCell.reportOrder)
        }
        return sorted
    }
}
