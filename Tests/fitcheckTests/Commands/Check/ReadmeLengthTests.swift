import Foundation
import Testing
import FitcheckTestSupport

/// README.md speaks to a user who has only the repository, briefly: it stays under 25,000 characters
/// as `wc -c` counts them (bytes of UTF-8, so "−" and "…" count 3; the detail is in the folder READMEs
/// it links), and it never points into the workspace the project grew in (`../shared`), which a user
/// does not have — it names public sources instead.
@Suite struct ReadmeLengthTests {
    static let limit = 25_000

    @Test func theReadmeIsUnderItsLengthAndNamesNoWorkspacePath() throws {
        let readme = try String(contentsOfFile: Repository.path("README.md"), encoding: .utf8)
        #expect(readme.count > 1_000, "README.md read back empty")
        #expect(readme.utf8.count < Self.limit,
                "README.md is \(readme.utf8.count) bytes (wc -c), \(readme.count) characters; the limit is \(Self.limit)")
        #expect(!readme.contains("../shared"), "README.md names ../shared, which a user of the repository does not have")
    }
}
