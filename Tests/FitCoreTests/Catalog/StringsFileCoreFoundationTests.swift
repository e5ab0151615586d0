import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// fitcheck's model of the device held against the device's own parser: Foundation's
/// `PropertyListSerialization` reads a `.strings` text with CoreFoundation's `CFOldStylePList.c`
/// (swift-corelibs-foundation here, Apple's CoreFoundation on a Mac). For every input, the parse fails
/// exactly when fitcheck says the file is dropped, and otherwise keeps exactly the entries fitcheck says
/// the device reads, with their values.
@Suite("StringsFileReader agrees with CoreFoundation's parser on what the device keeps")
struct StringsFileCoreFoundationTests {
    /// What a table lookup finds: key → text (a value that is no string stands as `<not text>`).
    typealias Table = [String: String]

    /// CoreFoundation's reading: nil when the parse fails or gives no dictionary (the bundle then loads
    /// no table). A file of zero bytes is an empty table: `PropertyListSerialization` refuses empty data
    /// before it parses anything, and either way the device finds no entry there, which is what fitcheck
    /// says (real apps ship one-byte tables, such as duckduckgo-ios-app's `LaunchScreen.strings`, that a
    /// mutant empties).
    static func coreFoundation(_ data: Data) -> Table? {
        if data.isEmpty { return [:] }
        guard let object = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
              let dictionary = object as? [String: Any] else { return nil }
        return dictionary.mapValues { ($0 as? String) ?? "<not text>" }
    }

    /// fitcheck's model: nil when the first damage drops the file, else the entries the device reads
    /// (the later of a key given twice).
    static func fitcheck(_ data: Data) -> Table? {
        let reading = StringsFileReader.read(data: data, file: "t.strings")
        if reading.damage.first?.effect == .dropsFile { return nil }
        var table: Table = [:]
        for pair in reading.pairs.prefix(reading.deviceReads) { table[pair.key] = pair.value }
        return table
    }

    /// Where the two disagree about `text`, or nil.
    static func disagreement(_ text: String) -> String? {
        let data = Data(text.utf8)
        var ours = fitcheck(data)
        let theirs = coreFoundation(data)
        // A dictionary or array value: fitcheck keeps the key for it (nothing it can measure).
        if var table = ours, let theirs {
            for (key, value) in theirs where value == "<not text>" && table[key] != nil { table[key] = value }
            ours = table
        }
        guard ours != theirs else { return nil }
        return "\(text.debugDescription): CoreFoundation \(theirs.map { "\($0.count) entries" } ?? "fails"), "
            + "fitcheck \(ours.map { "\($0.count) entries" } ?? "drops the file")"
    }

    /// Each shape of damage the reader's tests name, and the odd corners of the syntax.
    static let shapes = [
        "\"a\" = \"A\";\n\"b\" = \"B\";\n",
        "\"t\" = \"Add remote local timeline\"; Gehitu >\t\t\tfgds\n\"b\" = \"B\";\n",
        "\"a\" = \"A\";\n> oops\n\"b\" = \"B\";\n",
        "\"a\" = \"A\";;\n\"b\" = \"B\";\n",
        "\"a\" = \"A\"\n\"b\" = \"B\";\n",
        "\"a\" = \"A;\n\"b\" = \"B\";\n",
        "\"a\" = \"A\";\n\"b\" = \"B;\n",
        "\"a\" = \"A\";\n/* note\n\"b\" = \"B\";\n",
        "\"a\" = \"A\";\n'oops\n\"b\" = \"B\";\n",
        "\"b\" = (1, <0f);\n\"c\" = { \"x\" = \"y\"; 'z };\n",
        "/* a\n\"a\" = \"A\";\n",
        "\"a\" = \"one\";\n\"a\" = \"two\";\n",
        "\"a\" = \"\\U00E9\\u00E9\\U41!\\351\\101\";\n",
        "{ \"a\" = \"A\"; }\nx",
        "{ \"a\" = \"A\"; > }",
        "= \"x\";\n\"a\" = \"A\";\n",
        "a+b = c;\n",
        "\"abc\"",
        "\"a\" = { \"x\" = \"y\"; };\n\"b\" = (1, <0f>);\n",
        "\"a\" = \"A\";\u{FEFF}\"b\" = \"B\";\n",
        "\u{FEFF}\"a\" = \"A\";\n",
        "\"a\" = \"A\";\u{A0}\"b\" = \"B\";\n",
        "\"a\" = \"A\";\u{2028}\"b\" = \"B\";\r\"c\";",
        "\"a\" = \"A\";\n/\n\"b\" = \"B\";",
        "\"a\" = \"A\\",
        "'a' = 'A'; a/b = c:d;",
        "  \n// only a comment\n",
    ]

    @Test("every shape of damage: CoreFoundation keeps what fitcheck says the device keeps")
    func shapesAgree() {
        let disagreements = Self.shapes.compactMap(Self.disagreement)
        #expect(disagreements.isEmpty, "\(disagreements)")
    }

    /// The twin: a model that reads past a silent stop is caught.
    @Test("a planted disagreement is seen")
    func plantedDisagreement() {
        let text = "\"a\" = \"A\";;\n\"b\" = \"B\";\n"
        let reading = StringsFileReader.read(data: Data(text.utf8), file: "t.strings")
        let readingOn = Dictionary(reading.pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
        #expect(Self.coreFoundation(Data(text.utf8)) != readingOn)
        #expect(Self.coreFoundation(Data(text.utf8)) == ["a": "A"])
    }

    /// Real tables (the corpus's, when present) and the shapes above, each mutated the ways hand edits
    /// break a table: a stray character, one deleted, a line doubled. Deterministic.
    @Test("3,000 mutated tables: CoreFoundation and fitcheck agree on every one")
    func mutantsAgree() throws {
        var seeds = Self.shapes
        if Corpus.available {
            let walker = FileManager.default.enumerator(atPath: Corpus.folder.path)
            while let path = walker?.nextObject() as? String {
                guard path.hasSuffix(".strings"),
                      let data = FileManager.default.contents(atPath: Corpus.folder.appendingPathComponent(path).path),
                      let text = StringsFileReader.decode(data) else { continue }
                seeds.append(text)
            }
        }
        var random = SeededRandom(seed: 33)
        var disagreements: [String] = []
        var outcomes: [String: Int] = [:]
        for index in 0..<3000 {
            var scalars = Array(seeds[index % seeds.count].unicodeScalars)
            for _ in 0...random.below(2) { Self.mutate(&scalars, &random) }
            let text = String(String.UnicodeScalarView(scalars))
            let data = Data(text.utf8)
            outcomes[Self.fitcheck(data) == nil ? "dropped" : StringsFileReader.read(data: data, file: "t").damage.isEmpty
                     ? "clean" : "stopped", default: 0] += 1
            if let disagreement = Self.disagreement(text) { disagreements.append(disagreement) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagree; the first: \(disagreements.first ?? "")")
        // The mutants reach every outcome.
        #expect(outcomes.count == 3 && outcomes.values.allSatisfy { $0 >= 100 }, "\(outcomes)")
    }

    static let strays: [String] = [">", ";", "\"", "=", "/*", "*/", "//", "\\", "{", "}", "(", "x", " ", "\n", "<", ",", "é", "'"]

    static func mutate(_ scalars: inout [Unicode.Scalar], _ random: inout SeededRandom) {
        switch random.below(4) {
        case 0, 1:   // a stray character or two
            let stray = strays[random.below(strays.count)].unicodeScalars
            scalars.insert(contentsOf: stray, at: random.below(scalars.count + 1))
        case 2 where !scalars.isEmpty:   // one gone
            scalars.remove(at: random.below(scalars.count))
        default:     // a line doubled
            let lines = String(String.UnicodeScalarView(scalars)).split(separator: "\n", omittingEmptySubsequences: false)
            guard !lines.isEmpty else { return }
            var copy = lines.map(String.init)
            let at = random.below(copy.count)
            copy.insert(copy[at], at: at)
            scalars = Array(copy.joined(separator: "\n").unicodeScalars)
        }
    }
}

/// SplitMix64: the same seed, the same mutants.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func below(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
