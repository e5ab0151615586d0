import Testing
@testable import FitCore

/// ``RunReport/failureGroups(byLanguage:)`` sorts by numbers; it must give exactly the groups and the
/// worst-first order that comparing the records with ``FailureRecord/worseFirst(_:_:)`` gives.
@Suite struct FailureGroupTests {
    /// Failures in no particular order, with overflows and line counts that often tie.
    static func report() -> RunReport {
        var failures = FailureOrderTests.failures(count: 2_000)
        for i in failures.indices {
            failures[i].overflow = [0, 1, 2.5][i * 7 % 3]
            failures[i].overflowLines = (i * 11) % 3
        }
        let summary = RunSummary(cells: failures.count, failures: failures.count, failuresByVerdict: [:],
                                 notFailingByVerdict: [:], keys: 0, failingKeys: 0, renditions: 0, languages: [:],
                                 widths: [], sizes: [], styles: [], catalogs: [])
        return RunReport(toolVersion: "test", failOn: [], shard: nil, summary: summary, failures: failures, keys: [])
    }

    @Test(arguments: [false, true])
    func groupsAreWorstFirstAsComparingRecordsGives(byLanguage: Bool) {
        let report = Self.report()
        var expected: [[FailureRecord]] = []
        var index: [String: Int] = [:]
        for failure in report.failures {
            let id = [failure.key, failure.file, byLanguage ? failure.language : ""].joined(separator: "|")
            if let at = index[id] { expected[at].append(failure) } else { index[id] = expected.count; expected.append([failure]) }
        }
        expected = expected.map { $0.sorted(by: FailureRecord.worseFirst) }
        let groups = report.failureGroups(byLanguage: byLanguage)
        let got = groups.map { $0.cells.map(FailureOrderTests.identity) }
        let want = expected.map { $0.map(FailureOrderTests.identity) }
        #expect(got.count == want.count)
        #expect(zip(got, want).filter { $0 != $1 }.count == 0, "groups in a different order")
        // The twin: the cells did move (report order is not worst-first order), and groups are many.
        #expect(groups.count > 10)
        #expect(groups.contains { group in group.cells.map(FailureOrderTests.identity)
            != report.failures.filter { $0.key == group.key && $0.file == group.file
                && (!byLanguage || $0.language == group.cells[0].language) }.map(FailureOrderTests.identity) })
    }
}
