/// Sorts failing cells into report order (``FailureRecord/reportOrder(_:_:)``) without comparing
/// records: a run's failures come rendition by rendition, so the strings (key, language, variant,
/// file) are compared once per rendition to rank it, and the cells are then sorted by numbers.
///
/// At 10,000 keys (187,437 failing cells) sorting the records themselves took a tenth of the run:
/// every comparison copied two records (then a dozen strings retained and released) and compared strings.
enum FailureOrder {
    /// Sorts `failures` in place, into the order `failures.sort(by: FailureRecord.reportOrder)` gives.
    static func sort(_ failures: inout [FailureRecord]) {
        let count = failures.count
        guard count > 1 else { return }
        // Moved into place cycle by cycle: swapping moves records without copying them (a sorted copy
        // next to the unsorted records would double the largest thing a run holds at its end).
        var order = self.order(of: failures)
        failures.withUnsafeMutableBufferPointer { records in
            for start in 0..<count {
                var position = start
                while order[position] != start {
                    let next = order[position]
                    records.swapAt(position, next)
                    order[position] = position
                    position = next
                }
                order[position] = position
            }
        }
    }

    /// The indices of `failures` in the order `failures.sort(by: FailureRecord.reportOrder)` gives
    /// (a stable sort: the same cell twice keeps its order).
    static func order(of failures: [FailureRecord]) -> [Int] {
        let count = failures.count
        guard count > 1 else { return Array(0..<count) }
        var keys: [SortKey] = []
        keys.reserveCapacity(count)
        failures.withUnsafeBufferPointer { records in
            // Runs of one rendition (file, key, language, variant); each run's first record stands for it.
            var runOf = [Int32](repeating: 0, count: count)
            var firsts: [Int] = []
            for i in 0..<count {
                if i == 0 || !sameRendition(records[i], records[i - 1]) { firsts.append(i) }
                runOf[i] = Int32(firsts.count - 1)
            }
            // Runs ranked by key, language, variant (equal ones share a rank); files and styles by name.
            let runRank = ranks(of: firsts.count) { a, b in
                textOrder(records[firsts[a]], records[firsts[b]])
            }
            let files = Array(Set(firsts.map { records[$0].file })).sorted(by: ReportOrder.precedes)
            var fileRank: [String: Int32] = [:]
            for (rank, file) in files.enumerated() { fileRank[file] = Int32(rank) }
            let runFile = firsts.map { fileRank[records[$0].file] ?? 0 }
            for i in 0..<count {
                let record = records[i]
                let run = Int(runOf[i])
                keys.append(SortKey(rendition: runRank[run], width: record.containerWidth, size: record.size.ordinal,
                                    verdict: Int8(record.verdict.rank), file: runFile[run],
                                    style: Self.styleRank[record.style] ?? 0, slotWidth: record.slotWidth,
                                    index: Int32(i)))
            }
        }
        keys.sort()
        return keys.map { Int($0.index) }
    }

    /// The numbers a failure sorts by, in ``FailureRecord/reportOrder(_:_:)``'s order of fields.
    private struct SortKey: Comparable {
        var rendition: Int32
        var width: Double
        var size: Int8
        var verdict: Int8
        var file: Int32
        var style: Int8
        var slotWidth: Double
        /// Position before sorting: ties (the same cell twice, which a run never has) keep their order.
        var index: Int32

        static func < (a: SortKey, b: SortKey) -> Bool {
            if a.rendition != b.rendition { return a.rendition < b.rendition }
            if a.width != b.width { return a.width < b.width }
            if a.size != b.size { return a.size < b.size }
            if a.verdict != b.verdict { return a.verdict < b.verdict }
            if a.file != b.file { return a.file < b.file }
            if a.style != b.style { return a.style < b.style }
            if a.slotWidth != b.slotWidth { return a.slotWidth < b.slotWidth }
            return a.index < b.index
        }
    }

    /// Styles ranked by name, as ``FailureRecord/reportOrder(_:_:)`` compares them.
    private static let styleRank: [TextStyle: Int8] = Dictionary(uniqueKeysWithValues:
        TextStyle.allCases.sorted { ReportOrder.precedes($0.rawValue, $1.rawValue) }.enumerated().map { ($1, Int8($0)) })

    private static func sameRendition(_ a: FailureRecord, _ b: FailureRecord) -> Bool {
        textOrder(a, b) == 0 && ReportOrder.compare(a.file, b.file) == 0
    }

    /// Key, language, variant: the texts ``FailureRecord/reportOrder(_:_:)`` compares first.
    private static func textOrder(_ a: FailureRecord, _ b: FailureRecord) -> Int {
        ReportOrder.compare(key: a.key, a.language, a.variant, key: b.key, b.language, b.variant)
    }

    /// For items `0 ..< count` compared by `order` (negative, zero, positive), a rank each: equal items
    /// share one, and ranks follow the order.
    private static func ranks(of count: Int, by order: (Int, Int) -> Int) -> [Int32] {
        let sorted = (0..<count).sorted { order($0, $1) < 0 }
        var rank = [Int32](repeating: 0, count: count)
        var current: Int32 = 0
        for (position, item) in sorted.enumerated() {
            if position > 0 && order(sorted[position - 1], item) != 0 { current += 1 }
            rank[item] = current
        }
        return rank
    }
}
