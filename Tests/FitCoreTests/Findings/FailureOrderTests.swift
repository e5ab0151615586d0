import Testing
@testable import FitCore

/// ``FailureOrder`` sorts failing cells by ranks and numbers into exactly the order
/// ``FailureRecord/reportOrder(_:_:)`` gives when comparing records.
@Suite struct FailureOrderTests {
    /// Pseudo-random failures as a run adds them: rendition by rendition (keys with non-ASCII and
    /// case differences, several languages, variants and files), each with a few cells.
    static func failures(count: Int) -> [FailureRecord] {
        var state: UInt64 = 5
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let keys = ["b.key", "a.key", "A.key", "é.key", "e.key", "z", "Z", "key10", "key9", "ключ"]
        let languages = ["de", "en", "pt-BR", "ru", "hi"], variants = ["", "plural.one", "plural.other", "device.iphone"]
        let files = ["/p/Localizable.xcstrings", "/p/InfoPlist.xcstrings"], widths = [320.0, 375, 390, 428, 744]
        var out: [FailureRecord] = []
        var seen = Set<String>()
        while out.count < count {
            let key = keys[next(keys.count)], language = languages[next(languages.count)]
            let variant = variants[next(variants.count)], file = files[next(files.count)]
            for _ in 0..<(1 + next(4)) {
                let width = widths[next(widths.count)], size = SizeCategory.allCases[next(12)]
                let verdict = [Verdict.overflow, .brokenWord, .clipped, .untranslated][next(4)]
                let style = TextStyle.allCases[next(TextStyle.allCases.count)]
                // A cell appears once in a run: no two records agree on every field compared.
                let identity = "\(key)|\(language)|\(variant)|\(file)|\(width)|\(size)|\(verdict)|\(style)"
                guard seen.insert(identity).inserted else { continue }
                out.append(FailureRecord(
                    key: key, language: language, variant: variant, text: "t", samples: [], status: "translated",
                    state: nil, containerWidth: width, slotWidth: width - 32, size: size, style: style, weight: .regular,
                    verdict: verdict, alsoFails: nil, lines: 3, maxLines: 2, excessPoints: 1, overflowLines: 1,
                    lineWidths: nil, rule: "r", file: file, line: 1, image: nil, device: nil))
            }
        }
        return out
    }

    @Test func ranksGiveTheOrderOfComparingRecords() {
        var failures = Self.failures(count: 3_000)
        let expected = failures.sorted(by: FailureRecord.reportOrder)
        FailureOrder.sort(&failures)
        #expect(failures.map(Self.identity) == expected.map(Self.identity))
        // The twin: the input was not already in that order, so sorting did something.
        #expect(Self.failures(count: 3_000).map(Self.identity) != expected.map(Self.identity))
    }

    static func identity(_ record: FailureRecord) -> String {
        "\(record.key)|\(record.language)|\(record.variant)|\(record.file)|\(record.containerWidth)|\(record.size)|\(record.verdict)|\(record.style)"
    }
}
