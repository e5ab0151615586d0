/// The report page, `index.html` beside the pictures: one self-contained file to open from a CI
/// artifact, with no network (inline style and script, pictures linked relatively and loaded lazily).
///
/// In order: the summary (findings by verdict and by language, what was measured, how many pictures
/// the limit left out); a heat map of layout findings over language × text size × width; filters by
/// language, verdict and key; and a card per finding, the most severe first, with its picture, text,
/// slot and how much it misses by.
///
/// The page works without its script (everything is there, unfiltered). The script applies the
/// filters, which live in the address's fragment (`#lang=de&verdict=overflow&key=settings&cell=AX1@390`)
/// so a filtered view can be linked, and writes what it shows into the DOM (`data-shown` on `<body>`).
/// Each card carries `data-finding`, each heat-map cell `data-heat-cell` (`de AX1 390`).
public struct ReportPage {
    /// A finding's picture as the page links it.
    struct Picture: Equatable {
        /// Relative to the page, `/`-separated, each segment percent-encoded.
        var path: String
        /// Size in points (pixels ÷ scale): the page reserves its room before it loads.
        var width: Int
        var height: Int
    }

    /// Marks a page fitcheck wrote, so that a later run may replace or remove it and nothing else.
    public static let marker = "<meta name=\"generator\" content=\"fitcheck report page\">"

    var report: RunReport
    /// The picture of a finding, by its place in `report.findings`.
    var pictures: [Int: Picture]

    func html() -> String {
        var page = head()
        page += summary()
        page += heatMap()
        page += filters()
        page += cards()
        page += "<script>\n" + Self.script + "</script>\n</body>\n</html>\n"
        return page
    }

    // MARK: - Parts

    private func head() -> String {
        let findings = report.findings.count
        let keys = Set(report.findings.map(\.key)).count
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
        <h1>\(Self.count(findings, "finding")) in \(Self.count(keys, "key"))</h1>

        """
    }

    private func summary() -> String {
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
        // By verdict, in severity order.
        let verdicts = Verdict.allCases.filter { (summary.findingsByVerdict[$0.rawValue] ?? 0) > 0 }
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
            out += "<tr><td><a href=\"#lang=\(Self.escape(Self.fragmentValue(language)))\">\(Self.escape(language))</a></td>"
                + "<td>\(Self.number(counts.values.reduce(0, +)))</td>"
            for verdict in verdicts.sorted(by: Verdict.moreSevereFirst) { out += "<td>\(counts[verdict].map(Self.number) ?? "")</td>" }
            out += "</tr>\n"
        }
        return out + "</tbody>\n</table>\n</div>\n</section>\n"
    }

    private func heatMap() -> String {
        let map = HeatMap(report)
        var out = "<section id=\"heat\">\n<h2>Where layout fails</h2>\n"
        out += "<p class=\"note\">Findings that fail at each width (pt) and text size; a finding counts in every cell "
            + "where it fails. Click a cell for its findings.</p>\n"
        out += "<table class=\"heat\">\n<thead><tr><th>language</th><th>size</th>"
        for width in map.widths { out += "<th>\(PointFormat.text(width))</th>" }
        out += "</tr></thead>\n"
        let maximum = max(1, map.maximum)
        for (l, language) in map.languages.enumerated() {
            out += "<tbody>\n"
            for (s, size) in map.sizes.enumerated() {
                out += "<tr>"
                if s == 0 { out += "<th rowspan=\"\(map.sizes.count)\">\(Self.escape(language))</th>" }
                out += "<th>\(size.rawValue)</th>"
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
        return out + "</table>\n</section>\n"
    }

    private func filters() -> String {
        let languages = report.summary.languages.keys.sorted()
        let verdicts = Set(report.findings.map(\.verdict)).sorted(by: Verdict.moreSevereFirst)
        var out = "<section id=\"filters\">\n<label>language <select id=\"f-lang\"><option value=\"\">all</option>"
        for language in languages { out += "<option>\(Self.escape(language))</option>" }
        out += "</select></label>\n<label>verdict <select id=\"f-verdict\"><option value=\"\">all</option>"
        for verdict in verdicts { out += "<option>\(verdict.rawValue)</option>" }
        out += "</select></label>\n<label>key <input id=\"f-key\" type=\"search\" placeholder=\"part of a key\"></label>\n"
        out += "<span id=\"f-cell\"></span> <a href=\"#\" id=\"f-clear\">show all</a>\n"
        out += "<output id=\"shown\">\(Self.count(report.findings.count, "finding"))</output>\n</section>\n"
        return out
    }

    private func cards() -> String {
        var out = "<section id=\"findings\">\n"
        let order = report.findings.indices.sorted { Finding.moreSevere(report.findings[$0], report.findings[$1]) }
        for index in order { out += card(index) }
        return out + "</section>\n"
    }

    private func card(_ index: Int) -> String {
        let finding = report.findings[index]
        let worst = finding.worst
        let cells = (finding.failingCells ?? []).map { "\($0.size.rawValue)@\(PointFormat.text($0.containerWidth))" }
        var out = "<article class=\"card\" data-finding=\"\(index)\" data-lang=\"\(Self.escape(finding.language))\" "
            + "data-verdict=\"\(finding.verdict.rawValue)\" data-key=\"\(Self.escape(finding.key))\""
            + (cells.isEmpty ? "" : " data-cells=\"\(cells.joined(separator: " "))\"") + ">\n"
        if let picture = pictures[index] {
            out += "<a href=\"\(Self.escape(picture.path))\"><img src=\"\(Self.escape(picture.path))\" "
                + "width=\"\(picture.width)\" height=\"\(picture.height)\" loading=\"lazy\" alt=\"picture of the worst cell\"></a>\n"
        } else {
            let why = PictureSelection.draws(finding.verdict) ? "no picture: beyond the picture limit"
                : finding.verdict.isTableVerdict ? "no picture: \(finding.verdict.rawValue) is about the table file"
                : "no picture: \(finding.verdict.rawValue) is about the text, not the layout"
            out += "<p class=\"nopicture\">\(why)</p>\n"
        }
        out += "<div class=\"facts\">\n<h3>\(Self.escape(finding.subjectLabel))</h3>\n"
        out += "<p class=\"verdict \(finding.verdict.rawValue)\">\(Self.escape(finding.headline))</p>\n"
        out += "<p class=\"text\" lang=\"\(Self.escape(finding.language))\">\(Self.escape(finding.quotedText(limit: 300)))</p>\n"
        if let worst, !finding.verdict.dependsOnTextOnly {
            let lines = worst.maxLines.map { "at most \(Self.count($0, "line"))" } ?? "wraps freely"
            out += "<p class=\"slot\">slot \(PointFormat.text(worst.slotWidth)) pt in a \(PointFormat.text(worst.containerWidth)) pt "
                + "screen · \(lines) · \(worst.style.rawValue) \(worst.weight.rawValue) · rule <code>\(Self.escape(worst.rule))</code></p>\n"
        }
        out += "<p class=\"cells\">\(Self.escape(finding.failingCellsLine))</p>\n"
        out += "<p class=\"file\">\(Self.escape(finding.place))"
            + ((worst?.samples ?? []).isEmpty ? "" : " · samples \(Self.escape((worst?.samples ?? []).joined(separator: ", ")))")
            + (worst?.state.map { " · state \(Self.escape($0))" } ?? "") + "</p>\n"
        return out + "</div>\n</article>\n"
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

    // MARK: - Style and script

    static let style = """
    body { font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 24px; color: #14141c; background: #fff; }
    h1 { font-size: 22px; margin: 0 0 8px; }
    h2 { font-size: 16px; margin: 24px 0 6px; }
    h3 { font: 600 13px ui-monospace, Menlo, monospace; margin: 0 0 4px; word-break: break-all; }
    p { margin: 2px 0; }
    code { font: 12px ui-monospace, Menlo, monospace; }
    .tables { display: flex; gap: 32px; flex-wrap: wrap; align-items: flex-start; margin-top: 12px; }
    table { border-collapse: collapse; }
    th, td { padding: 3px 8px; text-align: right; border-bottom: 1px solid #eee; }
    th:first-child, td:first-child { text-align: left; }
    .note, .measured, .pictures, .file, .cells, .slot, .nopicture { color: #5a5a64; font-size: 12px; }
    table.heat td { min-width: 34px; text-align: center; cursor: pointer; border: 1px solid #f2f2f2; }
    table.heat td[style] { background: rgba(220, 30, 30, var(--heat)); color: #000; }
    table.heat td.selected { outline: 2px solid #286edc; }
    table.heat tbody th { font-weight: normal; }
    table.heat tbody tr:first-child > * { border-top: 2px solid #ccc; }
    #filters { position: sticky; top: 0; background: #fff; padding: 10px 0; margin: 16px 0 8px; border-bottom: 1px solid #ddd; display: flex; gap: 16px; align-items: center; flex-wrap: wrap; }
    #shown { font-weight: 600; }
    .card { display: flex; gap: 16px; padding: 12px 0; border-bottom: 1px solid #eee; align-items: flex-start; }
    .card[hidden] { display: none; }
    .card img { border: 1px solid #ccc; max-width: 60vw; height: auto; background: #fafafa; }
    .nopicture { width: 200px; font-style: italic; }
    .verdict { font-weight: 600; }
    .verdict.overflow, .verdict.clipped, .verdict.brokenWord, .verdict.missingGlyphs, .verdict.zeroLines { color: #b41e1e; }
    .text { font-size: 15px; }

    """

    static let script = """
    (function () {
      var cards = Array.prototype.slice.call(document.querySelectorAll('[data-finding]'));
      var heat = Array.prototype.slice.call(document.querySelectorAll('[data-heat-cell]'));
      var lang = document.getElementById('f-lang'), verdict = document.getElementById('f-verdict');
      var key = document.getElementById('f-key'), cellLabel = document.getElementById('f-cell');
      var shown = document.getElementById('shown');
      function state() {
        var p = new URLSearchParams(location.hash.slice(1));
        return { lang: p.get('lang') || '', verdict: p.get('verdict') || '', key: p.get('key') || '', cell: p.get('cell') || '' };
      }
      function apply() {
        var s = state(), needle = s.key.toLowerCase(), count = 0;
        lang.value = s.lang; verdict.value = s.verdict;
        if (document.activeElement !== key) key.value = s.key;
        cards.forEach(function (c) {
          var ok = (!s.lang || c.getAttribute('data-lang') === s.lang)
            && (!s.verdict || c.getAttribute('data-verdict') === s.verdict)
            && (!needle || c.getAttribute('data-key').toLowerCase().indexOf(needle) >= 0)
            && (!s.cell || (' ' + (c.getAttribute('data-cells') || '') + ' ').indexOf(' ' + s.cell + ' ') >= 0);
          c.hidden = !ok;
          if (ok) count++;
        });
        heat.forEach(function (h) {
          var parts = h.getAttribute('data-heat-cell').split(' ');
          h.classList.toggle('selected', s.cell !== '' && parts[0] === s.lang && parts[1] + '@' + parts[2] === s.cell);
        });
        cellLabel.textContent = s.cell ? 'at ' + s.cell.replace('@', ', ') + ' pt' : '';
        document.body.setAttribute('data-shown', String(count));
        shown.textContent = count + ' of ' + cards.length + (cards.length === 1 ? ' finding' : ' findings');
      }
      function go(next) {
        var p = new URLSearchParams();
        Object.keys(next).forEach(function (k) { if (next[k]) p.set(k, next[k]); });
        location.hash = p.toString();
      }
      function fromControls() { var s = state(); go({ lang: lang.value, verdict: verdict.value, key: key.value, cell: s.cell }); }
      lang.addEventListener('change', fromControls);
      verdict.addEventListener('change', fromControls);
      key.addEventListener('input', fromControls);
      document.getElementById('f-clear').addEventListener('click', function (e) { e.preventDefault(); go({}); });
      heat.forEach(function (h) {
        h.addEventListener('click', function () {
          var parts = h.getAttribute('data-heat-cell').split(' ');
          go({ lang: parts[0], verdict: state().verdict, key: state().key, cell: parts[1] + '@' + parts[2] });
        });
      });
      window.addEventListener('hashchange', apply);
      apply();
    })();

    """
}
