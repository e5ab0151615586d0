import FitCore
import Foundation

/// The report page at scale (issue 31): a report of 25,000 layout findings — keys and texts from the
/// bench's word lists in its nine languages, each failing in several cells of the default matrix's
/// widths and sizes, 300 of them with a picture — written as `index.html`, then opened in headless
/// Chromium. Figures: the page's size, the time to write it, and the time its first cards took
/// (`data-first-card`, milliseconds from the start of the page's load to the first cards in the DOM,
/// as the page's script records it), best of a few loads. Chromium is Debian's (`make deps` installs
/// it); without it the time is left out.
struct PageBenchmark {
    var findings = 25_000
    var loads = 3

    struct Result {
        var findings: Int
        var bytes: Int
        var writeSeconds: Double
        /// Milliseconds to the first cards, best of the loads; nil without Chromium.
        var firstCardMilliseconds: Double?
    }

    /// The synthetic report: `findings` findings, a key × language each, failing as overflow or broken word.
    func report() -> RunReport {
        let widths: [Double] = [300, 320, 375, 390, 393, 402, 430, 440, 744, 960]
        let sizes: [SizeCategory] = [.S, .L, .xxxL, .AX1]
        let languages = WordLists.languages
        var builder = RunReportBuilder(toolVersion: "bench", keepsCells: false)
        let keyCount = (findings + languages.count - 1) / languages.count
        var made = 0
        for index in 0..<keyCount {
            let english = WordLists.words("en")
            let key = "settings.\(english[index % english.count]).\(english[(index * 7 + 3) % english.count]).\(index)"
            for language in languages where made < findings {
                let words = WordLists.words(language)
                let text = (0..<(4 + index % 5)).map { words[(index * 13 + $0 * 31) % words.count] }.joined(separator: " ")
                let rendition = Rendition(key: key, language: language, variant: "", text: text, status: .translated,
                                          file: "App/Resources/Localizable.xcstrings", line: 3 + index * 9)
                builder.noteRendition(rendition)
                let verdict: Verdict = index % 10 == 0 ? .brokenWord : .overflow
                // Fails at the narrower widths, more of them at the larger sizes.
                var cells: [CellResult] = []
                for (s, size) in sizes.enumerated() {
                    for width in widths.prefix(1 + (index + s) % 4) {
                        let amount = Double(index % 97) + width / 100 + Double(s)
                        let measurement = Measurement(lines: [], widestLineWidth: width, height: 66, verdict: verdict,
                                                      failures: [verdict], maxLines: verdict == .overflow ? 2 : nil,
                                                      excessPoints: amount, overflowLines: verdict == .overflow ? 1 : 0)
                        cells.append(CellResult(containerWidth: width, slotWidth: width - 32, size: size,
                                                measurement: measurement, verdict: verdict))
                    }
                }
                builder.add(rendition: rendition, style: .body, weight: .regular, rule: "rules[0] \"rows\" (settings.)",
                            cells: cells)
                made += 1
            }
        }
        return builder.build()
    }

    func run(work: String) throws -> Result {
        var report = report()
        // The first 300 findings with a picture, as a run's default limit draws them.
        var pictures: [Int: ReportPage.Picture] = [:]
        for index in report.findings.indices.prefix(300) {
            let path = "\(report.findings[index].language)/picture_\(index).png"
            report.findings[index].image = path
            pictures[index] = ReportPage.Picture(path: path, width: 320, height: 120)
        }
        let start = Clock.now()
        let html = ReportPage(report: report, pictures: pictures).html()
        let page = work + "/page/index.html"
        try FileManager.default.createDirectory(atPath: work + "/page", withIntermediateDirectories: true)
        try html.write(toFile: page, atomically: true, encoding: .utf8)
        let writeSeconds = Clock.now() - start
        var best: Double?
        if let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: FileManager.default.isExecutableFile) {
            for _ in 0..<loads {
                guard let time = try firstCard(page: page, chromium: chromium, work: work) else { continue }
                best = min(best ?? time, time)
            }
        } else {
            log("no chromium: the page's time to its first card is left out (make deps installs it)")
        }
        return Result(findings: report.findings.count, bytes: html.utf8.count, writeSeconds: writeSeconds,
                      firstCardMilliseconds: best)
    }

    /// Loads the page in headless Chromium and reads `data-first-card` from the DOM it built.
    private func firstCard(page: String, chromium: String, work: String) throws -> Double? {
        let profile = work + "/chromium-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                             "--user-data-dir=\(profile)", "--dump-dom", URL(fileURLWithPath: page).absoluteString]
        let output = work + "/dom-\(UUID().uuidString).html"
        FileManager.default.createFile(atPath: output, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: output) }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let dom = try String(contentsOfFile: output, encoding: .utf8)
        guard let range = dom.range(of: "data-first-card=\"") else { return nil }
        return Double(dom[range.upperBound...].prefix { $0 != "\"" })
    }

    static func markdown(_ result: Result) -> String {
        let megabytes = Double(result.bytes) / 1_000_000   // MB of 10^6 bytes
        let first = result.firstCardMilliseconds.map { String(format: "%.0f ms", $0) } ?? "— (no chromium)"
        return """

        ### Report page

        | findings | page | written in | first cards in headless Chromium |
        |---:|---:|---:|---:|
        | \(result.findings) | \(String(format: "%.2f", megabytes)) MB | \(String(format: "%.2f", result.writeSeconds)) s | \(first) |

        """
    }
}
