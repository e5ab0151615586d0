/// Gathers failing cells into key ``Finding``s: one per key × variant × language × verdict (and catalog
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
        findings[place].failingCells?.append(FindingCell(containerWidth: cell.containerWidth, size: cell.size, excessPoints: cell.excessPoints))
        if let worst = findings[place].worst, Finding.isWorseCell(cell, than: worst) { findings[place].worst = cell }
    }

    /// Adds a finding from another part of the run (a shard's report).
    ///
    /// A shard measures every rendition it has whole, so with `wholeRenditions` a finding met twice
    /// means the parts overlap. Arbitrary parts of a run may split a rendition's cells: then the
    /// two parts of the finding are joined (cells counted together, the worse worst cell kept), and
    /// only a cell in both parts is an overlap.
    /// - Returns: `false`, adding nothing, when the parts overlap.
    mutating func add(_ finding: Finding, wholeRenditions: Bool) -> Bool {
        let identity = finding.identity
        guard let place = places[identity] else {
            places[identity] = findings.count
            findings.append(finding)
            return true
        }
        guard !wholeRenditions else { return false }
        if let cells = finding.failingCells, let known = findings[place].failingCells {
            guard Set(cells).isDisjoint(with: known) else { return false }
            findings[place].failingCells = known + cells
        }
        findings[place].failingCellCount += finding.failingCellCount
        if let worst = finding.worst, let known = findings[place].worst, Finding.isWorseCell(worst, than: known) {
            findings[place].worst = worst
        }
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
