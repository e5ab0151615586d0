/// The report page, `index.html` beside the pictures: one self-contained file to open from a CI
/// artifact, with no network (inline style, data and script, pictures linked relatively and loaded lazily).
///
/// Findings first: what was measured (and how many pictures the limit left out); the filters —
/// language, level, verdict, part of a key — and what the pictures' marks mean; a card per finding,
/// the most severe first, with its picture, text, slot and how much it misses by. Below them the
/// tables (findings by verdict and by language) and a heat map of layout findings over language ×
/// text size × width, which the language filter narrows to that language's rows. On a narrow screen
/// a card's picture stacks above its text and wide tables scroll within their box.
///
/// The findings are written once, as data (``PageData``); the script builds the cards of the findings
/// the filters admit, a hundred at a time ("show more" adds the next), so 25,000 findings make a page
/// of a few megabytes that shows its first cards at once. The filters live in the address's fragment
/// (`#lang=de&level=error&verdict=overflow&key=settings&cell=AX1@390`) so a filtered view can be
/// linked; the script writes what it shows into the DOM (`data-shown` on `<body>`). Each card carries
/// `data-finding` (its place, most severe first), each heat-map cell `data-heat-cell` (`de AX1 390`). Without JavaScript the page
/// shows its summary and heat map, and says the JSON report lists every finding.
public struct ReportPage {
    /// A finding's picture as the page links it: its path relative to the page, `/`-separated, each
    /// segment percent-encoded (``PageReporter`` encodes what the writer drew).
    public typealias Picture = DrawnPicture

    /// Marks a page fitcheck wrote, so that a later run may replace or remove it and nothing else.
    public static let marker = FailureImageWriter.pageMarker

    var report: RunReport
    /// The picture of a finding, by its place in `report.findings`.
    var pictures: [Int: Picture]

    /// The page for `report`, with the pictures its findings name (paths relative to the page).
    public init(report: RunReport, pictures: [Int: Picture]) {
        self.report = report
        self.pictures = pictures
    }

    public func html() -> String {
        var page = head()
        page += measured()
        page += filters()
        page += Self.legend
        page += "<section id=\"findings\"><noscript><p class=\"note\">The cards need JavaScript; the JSON report "
            + "(<code>--report json</code>) lists every finding.</p></noscript></section>\n"
            + "<p><button type=\"button\" id=\"more\" hidden>show more</button></p>\n"
        page += tables()
        page += heatMap()
        page += "<script type=\"application/json\" id=\"fitcheck-data\">" + PageData(report, pictures: pictures).json()
            + "</script>\n"
        page += "<script>\n" + Self.script + "</script>\n</body>\n</html>\n"
        return page
    }

    // MARK: - Parts

    private func head() -> String {
        let findings = report.findings.count
        // Keys as the text report and the JSON count them (summary.failingKeys of summary.keys).
        let heading = "\(Self.count(findings, "finding")) in \(Self.number(report.summary.failingKeys)) of "
            + Self.count(report.summary.keys, "key")
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        \(Self.marker)
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>fitcheck: \(findings) \(findings == 1 ? "finding" : "findings")</title>
        <style>
        \(Self.style)</style>
        </head>
        <body data-findings="\(findings)" data-shown="\(findings)">
        <h1>\(heading)</h1>

        """
    }

    /// What the pictures show, in the words of Render/README.md: read once, above the cards.
    static let legend = "<p class=\"legend note\">In each picture: <i class=\"sw slot\"></i> the slot, outlined in blue, "
        + "the room the text has; dark text is what it shows, <i class=\"sw red\"></i> red what it does not (lines past the "
        + "limit, ink past its edge); a grey dashed line, the line limit; <i class=\"sw mark\"></i> amber, a word split "
        + "to fit. In a row, the failing member's outline is red.</p>\n"

    /// What was measured, and how many pictures the limit left out: one line under the heading.
    private func measured() -> String {
        let summary = report.summary
        var out = "<section id=\"summary\">\n<p class=\"measured\">"
        out += "\(Self.number(summary.cells)) cells measured: \(Self.count(summary.keys, "key")), "
        out += "\(Self.count(summary.languages.count, "language")), "
        out += "widths \(summary.widths.sorted().map(PointFormat.text).joined(separator: ", ")) pt, "
        out += "sizes \(summary.sizes.sorted().map(\.rawValue).joined(separator: ", ")).</p>\n"
        if let pictures = report.pictures {
            out += "<p class=\"pictures\">\(Self.count(pictures.written, "picture"))"
            out += pictures.mode == PictureSelection.Mode.all.rawValue ? " of failing cells" : ", one per finding"
            if pictures.leftOut > 0 {
                out += "; \(Self.number(pictures.leftOut)) more left out by the limit of \(pictures.limit) "
                    + "(<code>--max-images</code>), the least severe"
            }
            out += ".</p>\n"
        }
        return out + "</section>\n"
    }

    /// Findings by verdict, and by language with a column per verdict that occurs (a row per
    /// language, `data-row-lang`, hidden by the language filter when it names another).
    private func tables() -> String {
        let summary = report.summary
        // By verdict, in severity order.
        let verdicts = Verdict.allCases.filter { (summary.findingsByVerdict[$0.rawValue] ?? 0) > 0 }
        var out = "<section id=\"tables\">\n<h2>Findings by verdict and language</h2>\n"
        out += "<div class=\"tables\">\n<table class=\"by-verdict\">\n<thead><tr><th>verdict</th><th>findings</th>"
            + "<th>failing cells</th></tr></thead>\n<tbody>\n"
        for verdict in verdicts.sorted(by: Verdict.moreSevereFirst) {
            out += "<tr><td><a href=\"#verdict=\(verdict.rawValue)\">\(verdict.rawValue)</a></td>"
                + "<td>\(Self.number(summary.findingsByVerdict[verdict.rawValue] ?? 0))</td>"
                + "<td>\(Self.number(summary.failuresByVerdict[verdict.rawValue] ?? 0))</td></tr>\n"
        }
        out += "</tbody>\n</table>\n"
        // By language, with a column per verdict that occurs.
        var byLanguage: [String: [Verdict: Int]] = [:]
        for finding in report.findings { byLanguage[finding.language, default: [:]][finding.verdict, default: 0] += 1 }
        out += "<table class=\"by-language\">\n<thead><tr><th>language</th><th>findings</th>"
        for verdict in verdicts.sorted(by: Verdict.moreSevereFirst) { out += "<th>\(verdict.rawValue)</th>" }
        out += "</tr></thead>\n<tbody>\n"
        for language in summary.languages.keys.sorted() {
            let counts = byLanguage[language] ?? [:]
            out += "<tr data-row-lang=\"\(Self.escape(language))\"><td><a href=\"#lang=\(Self.escape(Self.fragmentValue(language)))\">\(Self.escape(language))</a></td>"
                + "<td>\(Self.number(counts.values.reduce(0, +)))</td>"
            for verdict in verdicts.sorted(by: Verdict.moreSevereFirst) { out += "<td>\(counts[verdict].map(Self.number) ?? "")</td>" }
            out += "</tr>\n"
        }
        return out + "</tbody>\n</table>\n</div>\n</section>\n"
    }

    /// The filters, above the heat map: language, level, verdict, part of a key, and the heat-map
    /// cell chosen (all in the address's fragment).
    private func filters() -> String {
        let languages = report.summary.languages.keys.sorted()
        let verdicts = Set(report.findings.map(\.verdict)).sorted(by: Verdict.moreSevereFirst)
        let levels = Set(report.findings.map(\.level)).sorted()
        var out = "<section id=\"filters\">\n<label>language <select id=\"f-lang\"><option value=\"\">all</option>"
        for language in languages { out += "<option>\(Self.escape(language))</option>" }
        out += "</select></label>\n<label>level <select id=\"f-level\"><option value=\"\">all</option>"
        for level in levels { out += "<option>\(level.rawValue)</option>" }
        out += "</select></label>\n<label>verdict <select id=\"f-verdict\"><option value=\"\">all</option>"
        for verdict in verdicts { out += "<option>\(verdict.rawValue)</option>" }
        out += "</select></label>\n<label>key <input id=\"f-key\" type=\"search\" placeholder=\"part of a key\"></label>\n"
        out += "<span id=\"f-cell\"></span> <a href=\"#\" id=\"f-clear\">show all</a>\n"
        out += "<output id=\"shown\">\(Self.count(report.findings.count, "finding"))</output>\n</section>\n"
        return out
    }

    private func heatMap() -> String {
        let map = HeatMap(report)
        var out = "<section id=\"heat\">\n<h2>Where layout fails</h2>\n"
        out += "<p class=\"note\">Findings that fail at each width (pt) and text size; a finding counts in every cell "
            + "where it fails. Click a cell for its findings."
            + (map.fixed > 0 ? " \(map.fixed) \(map.fixed == 1 ? "finding" : "findings") of a fixed width, alike at every width, are not shown here." : "")
            + "</p>\n"
        out += "<div class=\"scroll\"><table class=\"heat\">\n<thead><tr><th>language</th>" + (map.showsSizes ? "<th>size</th>" : "")
        for width in map.widths { out += "<th>\(PointFormat.text(width))</th>" }
        out += "</tr></thead>\n"
        let maximum = max(1, map.maximum)
        for (l, language) in map.languages.enumerated() {
            out += "<tbody data-row-lang=\"\(Self.escape(language))\">\n"
            for (s, size) in map.sizes.enumerated() {
                out += "<tr>"
                if s == 0 { out += "<th rowspan=\"\(map.sizes.count)\">\(Self.escape(language))</th>" }
                if map.showsSizes { out += "<th>\(size.rawValue)</th>" }
                for (w, width) in map.widths.enumerated() {
                    let count = map.counts[l][s][w]
                    let name = HeatMap.cellName(language: language, size: size, width: width)
                    // Shade by share of the largest count: a glance finds the hot corner.
                    let shade = count == 0 ? "" : " style=\"--heat:\(PointFormat.text(0.15 + 0.85 * Double(count) / Double(maximum)))\""
                    out += "<td data-heat-cell=\"\(Self.escape(name))\" data-count=\"\(count)\"\(shade)>"
                        + (count == 0 ? "" : "\(count)") + "</td>"
                }
                out += "</tr>\n"
            }
            out += "</tbody>\n"
        }
        return out + "</table></div>\n</section>\n"
    }

    // MARK: - Text

    static func number(_ value: Int) -> String {
        var digits = String(value), grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return digits + grouped
    }

    static func count(_ value: Int, _ noun: String) -> String { "\(number(value)) \(noun)\(value == 1 ? "" : "s")" }

    /// Escapes text for HTML content and attribute values.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// A value as `URLSearchParams` reads it back from the fragment.
    static func fragmentValue(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~".unicodeScalars.contains(scalar)) {
                result.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }
}
