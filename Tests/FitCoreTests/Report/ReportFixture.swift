import Foundation
@testable import FitCore
import FitcheckTestSupport

/// A small hand-made run: 8 keys in two catalogs, three languages, two widths × two sizes, with an
/// overflow, a broken Hindi word, a clipped URL, an untranslated string, an empty text, a key full of
/// characters every format must escape, and a passing key. Failing cells are listed in a table;
/// every other cell fits.
enum ReportFixture {
    /// One cell as the runner would hand it to the builder.
    struct Cell {
        var rendition: Rendition
        var width: Double
        var size: SizeCategory
        var style: TextStyle
        var rule: String
        var maxLines: Int?
        var measurement: FitCore.Measurement
        var verdict: Verdict
        var image: String?

        /// The slot is the container less 32 pt of margins.
        var slotWidth: Double { width - 32 }

        func add(to builder: inout RunReportBuilder) {
            builder.add(rendition: rendition, containerWidth: width, slotWidth: slotWidth, size: size, style: style,
                        weight: style.defaultWeight, rule: rule, measurement: measurement, verdict: verdict, image: image)
        }
    }

    static let app = "App/Localizable.xcstrings"
    static let settings = "Shared/Settings, legacy.xcstrings"
    static let oddKey = "say \"hi\" <b> & 100%, a:b\nnext"
    static let widths: [Double] = [320, 375]
    static let sizes: [SizeCategory] = [.L, .AX1]

    /// (key, file, line, rule, style, max lines, language → text), every language translated unless
    /// listed in `untranslated`.
    static let keys: [(key: String, file: String, line: Int, rule: String, style: TextStyle, maxLines: Int?,
                       texts: [(String, String, String)])] = [
        ("settings.manage", app, 12, "default", .body, 2,
         [("de", "", "Abonnement verwalten und Zahlungsmethoden ändern"), ("en", "", "Manage subscription"),
          ("hi", "", "सदस्यता प्रबंधित करें")]),
        ("tight.title", app, 30, "tight.*", .headline, 1,
         [("de", "", "Einstellungen"), ("en", "", "Settings"), ("hi", "", "सेटिंग्स और प्राथमिकताएँ")]),
        ("promo.banner", app, 44, "default", .body, 2,
         [("de", "", "50 % Rabatt"), ("en", "", "Get 50% off"), ("hi", "", "Get 50% off")]),
        ("items.count", app, 51, "default", .body, 1,
         [("de", "plural.one", "1 Artikel"), ("de", "plural.other", "12 Artikel im Einkaufswagen gespeichert"),
          ("en", "plural.one", "1 item"), ("en", "plural.other", "12 items")]),
        ("empty.label", app, 63, "default", .caption1, nil, [("en", "", "")]),
        (oddKey, settings, 57, "default", .body, 1,
         [("de", "", "Sag \"hallo\" <b> & 100 %,\nweiter"), ("en", "", "Say \"hi\" <b> & 100%, a:b\nnext"),
          ("hi", "", "\"नमस्ते\" कहो")]),
        ("url.label", settings, 70, "default", .footnote, nil,
         [("de", "", "https://example.com/einstellungen/konto"), ("en", "", "https://example.com/settings"),
          ("hi", "", "https://example.com/settings")]),
        ("ok.button", app, 88, "default", .body, 1, [("de", "", "OK"), ("en", "", "OK"), ("hi", "", "ठीक है")]),
    ]
    static let untranslated: Set<[String]> = [["promo.banner", "hi"]]

    /// (key, language, variant, width, size) → (verdict, lines, overflow pt, also fails).
    static let failing: [[String]: (Verdict, Int, Double, [Verdict])] = [
        ["settings.manage", "de", "", "320", "AX1"]: (.overflow, 3, 31.004, []),
        ["settings.manage", "de", "", "375", "AX1"]: (.overflow, 3, 12.345, []),
        ["tight.title", "hi", "", "320", "AX1"]: (.brokenWord, 2, 14.5, [.overflow]),
        ["items.count", "de", "plural.other", "320", "AX1"]: (.overflow, 2, 40.25, []),
        [oddKey, "de", "", "320", "L"]: (.overflow, 2, 8, []),
        [oddKey, "hi", "", "320", "AX1"]: (.missingGlyphs, 1, 0, []),
        ["url.label", "de", "", "320", "L"]: (.clipped, 1, 22.5, []),
        ["url.label", "de", "", "320", "AX1"]: (.clipped, 2, 61.75, [.brokenWord]),
    ]

    /// Every cell of the run, in the order a runner would stream them.
    static func cells() -> [Cell] {
        var cells: [Cell] = []
        for entry in keys {
            for (language, variant, text) in entry.texts {
                let status: RenditionStatus = untranslated.contains([entry.key, language]) ? .untranslated : .translated
                let rendition = Rendition(key: entry.key, language: language, variant: variant, text: text,
                                          status: status, state: status == .translated ? "translated" : nil,
                                          samples: variant.isEmpty ? [] : [variant == "plural.one" ? "1" : "12"],
                                          file: entry.file, line: entry.line)
                for width in widths {
                    for size in sizes {
                        let planted = failing[[entry.key, language, variant, "\(Int(width))", size.rawValue]]
                        var verdict = planted?.0 ?? (text.isEmpty ? .zeroLines : .fits)
                        let measurement = measure(verdict: verdict, lines: planted?.1 ?? (text.isEmpty ? 0 : 1),
                                                  maxLines: entry.maxLines, slot: width - 32,
                                                  overflow: planted?.2 ?? 0, also: planted?.3 ?? [])
                        if status == .untranslated && verdict == .fits { verdict = .untranslated }
                        let image = planted != nil && size == .AX1
                            ? "fitcheck-images/\(language)-\(Int(width))-\(size.rawValue).png" : nil
                        cells.append(Cell(rendition: rendition, width: width, size: size, style: entry.style,
                                          rule: entry.rule, maxLines: entry.maxLines, measurement: measurement,
                                          verdict: verdict, image: image))
                    }
                }
            }
        }
        return cells
    }

    /// A measurement with `lines` lines, the first `overflow` wider than the slot when clipped or broken.
    static func measure(verdict: Verdict, lines: Int, maxLines: Int?, slot: Double, overflow: Double,
                        also: [Verdict]) -> FitCore.Measurement {
        var measured: [MeasuredLine] = []
        for index in 0..<lines {
            let width: Double = slot - 3.333 * Double(index + 1)
            measured.append(MeasuredLine(clusterRange: index * 8 ..< index * 8 + 8, width: width,
                                         endsMidWord: verdict == .brokenWord && index == 0))
        }
        let widest: Double = measured.map { $0.width }.max() ?? 0
        let failures: [Verdict] = verdict == .fits ? [] : [verdict] + also
        return FitCore.Measurement(lines: measured, widestLineWidth: widest, height: 22 * Double(lines), verdict: verdict,
                                   failures: failures, maxLines: maxLines, excessPoints: overflow,
                                   overflowLines: max(0, lines - (maxLines ?? lines)))
    }

    /// Feeds cells to a builder, noting each rendition with its first cell (as a shard that owns
    /// the rendition would), and the coverage of `coverage`'s keys (by default those of the
    /// renditions noted), each catalog's source language being `en`.
    static func build(_ cells: [Cell], failOn: Set<Verdict>? = nil, levels: VerdictLevels = VerdictLevels(),
                      coverageRules: CoverageRules = CoverageRules(), shard: RunReport.Shard? = nil,
                      noting: Set<Rendition>? = nil, coverage: [Rendition]? = nil, keepsCells: Bool = true) -> RunReport {
        var builder = RunReportBuilder(toolVersion: "0.1.0-test", failOn: failOn, levels: levels,
                                       coverageRules: coverageRules, shard: shard, keepsCells: keepsCells)
        var noted: Set<Rendition> = [], order: [Rendition] = []
        for cell in cells {
            if noted.insert(cell.rendition).inserted, noting?.contains(cell.rendition) ?? true {
                builder.noteRendition(cell.rendition)
                order.append(cell.rendition)
            }
            cell.add(to: &builder)
        }
        builder.addCoverage(Self.coverage(of: coverage ?? order))
        return builder.build()
    }

    /// The coverage of `renditions`, catalog by catalog (source language `en`).
    static func coverage(of renditions: [Rendition]) -> [LanguageCoverage] {
        var counter = CoverageCounter(shard: nil)
        for file in Set(renditions.map(\.file)).sorted() {
            counter.count(renditions.filter { $0.file == file }, catalog: file, sourceLanguage: "en")
        }
        return counter.coverage
    }

    /// The whole run's report.
    static func report() -> RunReport { build(cells()) }

    /// The run with one more failing cell planted: `ok.extra` overflowing in German.
    static func reportWithPlantedFailure() -> RunReport {
        let rendition = Rendition(key: "ok.extra", language: "de", variant: "", text: "Zusätzlicher Text",
                                  status: .translated, file: app, line: 80)
        let planted = Cell(rendition: rendition, width: 320, size: .AX1, style: .body, rule: "default", maxLines: 1,
                           measurement: measure(verdict: .overflow, lines: 2, maxLines: 1, slot: 288, overflow: 5,
                                                also: []),
                           verdict: .overflow)
        return build(cells() + [planted])
    }

    /// A run of `count` German keys that each overflow in every cell (2 widths × 2 sizes), by a
    /// different amount each (key `n` by `n` pt), so that severity orders them: many findings, for
    /// the outputs that cap what they write.
    static func reportWithOverflowingKeys(_ count: Int) -> RunReport {
        var cells: [Cell] = []
        for index in 0..<count {
            let key = "many." + String(repeating: "0", count: max(0, 5 - String(index).count)) + String(index)
            let rendition = Rendition(key: key, language: "de", variant: "", text: "Ein viel zu langer Text \(index)",
                                      status: .translated, file: app, line: 100 + index)
            for width in widths {
                for size in sizes {
                    cells.append(Cell(rendition: rendition, width: width, size: size, style: .body, rule: "default",
                                      maxLines: 1,
                                      measurement: measure(verdict: .overflow, lines: 2, maxLines: 1, slot: width - 32,
                                                           overflow: Double(index + 1), also: []),
                                      verdict: .overflow))
                }
            }
        }
        return build(cells)
    }
}

extension RunReport {
    /// The failing cells of a report that kept them (every report built here does).
    var failingCells: [FailureRecord] { failures ?? [] }
}

extension GoldenFiles {
    /// The reports of ``ReportFixture``, one golden file per format: `Fixtures/Report/`.
    static let reports = GoldenFiles(Repository.fixtures.appendingPathComponent("Report"))
}
