import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// A `.stringsdict` is damaged for fitcheck exactly when CoreFoundation's property-list parser (Foundation's
/// `PropertyListSerialization`) cannot read it as a dictionary: the device then drops the file.
@Suite("StringsDictReader agrees with CoreFoundation's parser on which files the device drops")
struct StringsDictCoreFoundationTests {
    static func coreFoundationReads(_ data: Data) -> Bool {
        ((try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any]) != nil
    }

    static func fitcheckReads(_ data: Data) throws -> Bool {
        let folder = try TemporaryFolder.shared("stringsdict-cf")
        let file = folder.appendingPathComponent("Localizable.stringsdict")
        try data.write(to: file)
        // A well-formed property list whose rules fitcheck cannot use (an unknown rule type) is read by the
        // device; fitcheck stops on it (exit 2): not the question here.
        do { return try StringsDictReader.read(file: file.path).damage == nil } catch is InputError { return true }
    }

    static let strays = ["<", ">", "/", "</dict>", "<dict>", "<key>x</key>", "&", "\"", "<string>", "</string>", "x",
                         "<!--", "-->", "<array/>"]

    /// The corpus's stringsdicts (when present) and the fixture's, each mutated once or twice: a stray
    /// piece of markup or text, or a character gone. Deterministic.
    @Test("600 mutated stringsdicts: dropped for fitcheck exactly when CoreFoundation cannot read them")
    func mutantsAgree() throws {
        var seeds = [Repository.fixture("Catalog/Legacy/ru-lproj/Localizable.stringsdict")]
        if Corpus.available {
            seeds += ["ru", "ar"].map { Corpus.folder.appendingPathComponent("mastodon__mastodon-ios__\($0).Localizable.stringsdict").path }
        }
        let texts = try seeds.map { Array(String(decoding: try Data(contentsOf: URL(fileURLWithPath: $0)), as: UTF8.self).unicodeScalars) }
        var random = SeededRandom(seed: 7)
        var outcomes: [String: Int] = [:]
        var disagreements: [String] = []
        for index in 0..<600 {
            var scalars = texts[index % texts.count]
            var edits: [String] = []
            for _ in 0...random.below(2) {
                let at = random.below(scalars.count + 1)
                if random.below(3) == 0, at < scalars.count {
                    edits.append("deleted \(Character(scalars[at]).debugDescription) at \(at)")
                    scalars.remove(at: at)
                } else {
                    let stray = Self.strays[random.below(Self.strays.count)]
                    edits.append("\(stray) at \(at)")
                    scalars.insert(contentsOf: stray.unicodeScalars, at: at)
                }
            }
            let data = Data(String(String.UnicodeScalarView(scalars)).utf8)
            let theirs = Self.coreFoundationReads(data), ours = try Self.fitcheckReads(data)
            outcomes[theirs ? "read" : "dropped", default: 0] += 1
            if theirs != ours { disagreements.append("\(edits): CoreFoundation \(theirs ? "reads" : "drops"), fitcheck \(ours ? "reads" : "drops")") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagree: \(disagreements.prefix(3))")
        #expect(outcomes.count == 2 && outcomes.values.allSatisfy { $0 >= 100 }, "\(outcomes)")
    }
}
