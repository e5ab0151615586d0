import Foundation
import Testing
import FitcheckTestSupport
@testable import fitcheck

/// `fitcheck slots --json` of the corpus's five whole apps, byte for byte: every change to what slot
/// inference finds shows as a diff of these files, explained in its commit. The goldens are in
/// `Tests/fitcheckTests/Golden/Slots/` (its README names each app's repository and licence): the output
/// itself for the MIT and Apache-2.0 apps, only its SHA-256 and counts for the GPL one (cubetime-app),
/// whose text the repository does not copy.
///
/// After a change meant to change them, re-record and read the diff before committing:
/// `RECORD_SNAPSHOTS=1 swift test --skip-build --filter SlotsGoldenTests`.
@Suite(.enabled(if: Corpus.appsAvailable, Comment(rawValue: Corpus.absent)))
struct SlotsGoldenTests {
    static let golden = GoldenFiles(Repository.root.appendingPathComponent("Tests/fitcheckTests/Golden/Slots"))

    /// Kept as a digest only: GPL-3.0 sources are not copied into the repository, nor is what is read from them.
    static let digestOnly: Set = ["cubetime-app"]

    @Test(arguments: Corpus.apps)
    func slotsJSONIsTheGolden(_ app: String) throws {
        let folder = Corpus.folder.appendingPathComponent(app)
        let outcome = SlotsCommandTests.dispatcher.run(["slots", folder.path, "--json"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let output = outcome.standardOutput
        // Nothing of this machine: paths are relative to the app's folder.
        for place in [Corpus.folder.path, Repository.root.path, NSHomeDirectory(), NSTemporaryDirectory()] where place.count > 1 {
            #expect(!output.contains(place), "\(app): the output names \(place)")
        }
        let difference = Self.digestOnly.contains(app)
            ? Self.golden.check(try Self.digest(output, of: app), golden: "\(app).digest.json")
            : Self.golden.check(output, golden: "\(app).json")
        #expect(difference == nil, "\(difference ?? "")")
    }

    /// `{"app", "bytes", "sha256", "summary"}`: the output's SHA-256 (of its UTF-8 bytes, as printed) and
    /// its own `summary`, so a changed digest still shows which counts moved.
    static func digest(_ output: String, of app: String) throws -> String {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let digest: [String: Any] = ["app": app, "bytes": output.utf8.count, "sha256": SHA256.hex(output.utf8),
                                     "schemaVersion": document["schemaVersion"] ?? NSNull(), "summary": document["summary"] ?? NSNull()]
        let data = try JSONSerialization.data(withJSONObject: digest, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// The digest the GPL fixture's golden is kept as.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        // 56 bytes: the padding needs a second block.
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func digestIsFIPS180sExample(_ text: String, _ hex: String) {
        #expect(SHA256.hex(text.utf8) == hex)
    }
}
