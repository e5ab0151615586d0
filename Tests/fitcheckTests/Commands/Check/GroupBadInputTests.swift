import Foundation
import Testing
import FitcheckTestSupport

/// Issue 29's four mistakes in a matrix's `groups`, through the real binary: a member no catalog has,
/// a member twice, a share that leaves a member ≤ 0 pt, an empty choice. Each ends with exit 2, one
/// line on standard error naming the matrix file and the place, and nothing written: not the report
/// asked for, not the pictures folder (BadInputTests.expectClean). Fixtures: Fixtures/BadInput.
@Suite struct GroupBadInputTests {
    //  fixture                                  expected after "FILE:"
    static let cases: [(String, String)] = [
        ("matrix-group-unknown-key.json", #"3:5: groups[0].members[1]: no catalog has the key 'farewell'"#),
        ("matrix-group-member-twice.json", #"2:55: groups[0].members[1]: 'greeting' is groups[0].members[0] too: a member is listed once"#),
        ("matrix-group-no-room.json", #"3:17: groups[0].members[0]: 'greeting' gets -28 pt at width 320"#),
        ("matrix-group-empty-choice.json", "2:50: groups[0].alternatives: an empty choice"),
    ]

    @Test(arguments: cases)
    func aBadGroupEndsTheRunBeforeAnythingIsWritten(fixture: String, expected: String) throws {
        let scratch = try TemporaryFolder.make().path
        defer { TemporaryFolder.remove(scratch) }
        // The matrix names good.xcstrings (its one key, "greeting") where it needs a catalog.
        let result = try FitcheckProcess.run(["--matrix", FitcheckProcess.fixture(fixture),
                                              "--report", "json:\(scratch)/report.json", "--png-dir", "\(scratch)/pictures"],
                                             in: scratch, timeout: 60)
        try BadInputTests.expectClean(result, 2, "\(FitcheckProcess.fixture(fixture)):\(expected)", scratch: scratch)
    }
}
