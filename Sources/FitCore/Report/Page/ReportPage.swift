/// The report page, `index.html` beside the pictures: one self-contained file to open from a CI
/// artifact, with no network (inline style, data and script, pictures linked relatively and loaded lazily).
///
/// In order: the summary (findings by verdict and by language, what was measured, how many pictures
/// the limit left out); the filters — language, level, verdict, part of a key — above a heat map of
/// layout findings over language × text size × width; and a card per finding, the most severe first,
/// with its picture, text, slot and how much it misses by.
///
/// The findings are written once, as data (``PageData``); the script builds the cards of the findings
/// the filters admit, a hundred at a time ("show more" adds the next), so 25,000 findings make a page
/// of a few megabytes that shows its first cards at once. The filters live in the address's fragment
/// (`#lang=de&level=error&verdict=overflow&key=settings&cell=AX1@390`) so a filtered view can be
/// linked; the script writes what it shows into the DOM (`data-shown` on `<body>`). Each card carries
/// `data-finding` (its place, most severe first), each heat-map cell `data-heat-cell` (`de AX1 390`). Without JavaScript the page
/// shows its summary and heat map, and says the JSON report lists every finding.
public struct ReportPage {
    /// A finding's picture as the page links it.
    public struct Picture: Equatable, Sendable {
        /// Relative to the page, `/`-separated, each segment percent-encoded.
        public var path: String
        /// Size in points (pixels ÷ scale): the page reserves its room before it loads.
        public var width: Int
        public var height: Int

        public init(path: String, width: Int, height: Int) {
            self.path = path
            self.width = width
            self.height = height
        }
    }

    /// Marks a page fitcheck wrote, so that a later run may replace or remove it and nothing else.
    public static let marker = "<meta name=\"generator\" content=\"fitcheck report page\">"

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
        page += summary()
        page += filters()
        page += heatMap()
        page += "<section id=\"findings\"><noscript><p class=\"note\">The cards need JavaScript; the JSON report "
            + "(<code>--report json</code>) lists every finding.</p></noscript></section>\n"
            + "<p><button type=\"button\" id=\"more\" hidden>show more</button></p>\n"
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

    /// Builds the cards from the page's data (``PageData``), the most severe first, a batch at a time
    /// (``batch``; "show more" adds the next), and applies the filters of the address's fragment. The
    /// time the first cards took goes into `data-first-card` on `<body>` (milliseconds since the page
    /// began to load), which `make bench` reads.
    static let script = """
    (function () {
      var data = JSON.parse(document.getElementById('fitcheck-data').textContent);
      var BATCH = 100;
      var list = document.getElementById('findings'), more = document.getElementById('more');
      var heat = Array.prototype.slice.call(document.querySelectorAll('[data-heat-cell]'));
      var lang = document.getElementById('f-lang'), level = document.getElementById('f-level');
      var verdict = document.getElementById('f-verdict');
      var key = document.getElementById('f-key'), cellLabel = document.getElementById('f-cell');
      var shown = document.getElementById('shown');
      var rows = data.findings, matching = [], rendered = 0;
      function layout(r) { return typeof r[6] !== 'string'; }
      function cellsOf(r) {
        var out = [];
        if (!layout(r)) return out;
        r[5].forEach(function (mask, s) {
          for (var i = 0; mask > 0; i++, mask = Math.floor(mask / 2)) if (mask % 2) out.push([s, i]);
        });
        return out;
      }
      function cellNames(r) { return cellsOf(r).map(function (c) { return data.sizes[c[0]] + '@' + data.widths[c[1]]; }); }
      function state() {
        var p = new URLSearchParams(location.hash.slice(1));
        return { lang: p.get('lang') || '', level: p.get('level') || '', verdict: p.get('verdict') || '',
                 key: p.get('key') || '', cell: p.get('cell') || '' };
      }
      function el(tag, cls, text) {
        var e = document.createElement(tag);
        if (cls) e.className = cls;
        if (text !== undefined) e.textContent = text;
        return e;
      }
      // What is wrong at the worst cell, in the text report's words (FailureRecord.problem).
      function problem(v, w, x) {
        var p, slot = data.slots[w[2]], also = x.al;
        if (x.pr) return x.pr;
        if (v === 'overflow') {
          p = slot[3] !== null && w[3] > slot[3] ? w[3] + ' lines > ' + slot[3] + ' (+' + w[4] + ' pt)'
            : w[3] + ' lines, taller than the slot (+' + w[4] + ' pt)';
        } else if (v === 'clipped') {
          p = 'clipped: an unbreakable piece is ' + w[4] + ' pt wider than the ' + slot[2] + ' pt slot';
        } else {
          p = 'word broken across lines: ' + w[4] + ' pt too wide for the ' + slot[2] + ' pt slot';
        }
        return also ? p + ' (also ' + also + ')' : p;
      }
      function card(r, place) {
        var x = r[7] || {}, w = layout(r) ? r[6] : null, subject = data.subjects[r[0]];
        var language = data.languages[r[1]], v = data.verdicts[r[2]];
        var a = el('article', 'card');
        a.setAttribute('data-finding', String(place));
        a.setAttribute('data-lang', language);
        a.setAttribute('data-verdict', v);
        a.setAttribute('data-level', data.levels[r[3]]);
        a.setAttribute('data-key', subject[0]);
        if (x.i) {
          var link = el('a'), img = el('img');
          link.href = x.i[0];
          img.src = x.i[0]; img.width = x.i[1]; img.height = x.i[2]; img.loading = 'lazy';
          img.alt = 'picture of the worst cell';
          link.appendChild(img);
          a.appendChild(link);
        } else {
          a.appendChild(el('p', 'nopicture', data.drawn.indexOf(v) >= 0 && w ? 'no picture: beyond the picture limit'
            : x.co ? 'no picture: ' + v + ' is about the table file'
            : 'no picture: ' + v + ' is about the text, not the layout'));
        }
        var f = el('div', 'facts');
        f.appendChild(el('h3', '', subject[0]));
        f.appendChild(el('p', 'verdict ' + v, w ? (x.va ? language + ' (' + x.va + ')' : language) + ' · '
          + data.widths[w[0]] + ' pt · ' + data.sizes[w[1]] + ' · ' + data.styles[data.slots[w[2]][0]] + ': '
          + problem(v, w, x) : r[6]));
        if (r[4]) {
          var t = el('p', 'text', '“' + r[4] + '”');
          t.lang = language;
          f.appendChild(t);
        }
        if (w) {
          var s = data.slots[w[2]];
          var slot = el('p', 'slot', 'slot ' + s[2] + ' pt in a ' + data.widths[w[0]] + ' pt screen · '
            + (s[3] === null ? 'wraps freely' : 'at most ' + s[3] + (s[3] === 1 ? ' line' : ' lines'))
            + ' · ' + data.styles[s[0]] + ' ' + data.weights[s[1]] + ' · rule ');
          slot.appendChild(el('code', '', data.rules[s[4]]));
          f.appendChild(slot);
          var cells = cellsOf(r), places = [];
          cells.forEach(function (c) {
            var last = places[places.length - 1];
            if (last && last.size === c[0]) last.widths.push(data.widths[c[1]]);
            else places.push({ size: c[0], widths: [data.widths[c[1]]] });
          });
          f.appendChild(el('p', 'cells', 'fails in ' + cells.length + (cells.length === 1 ? ' cell: ' : ' cells: ')
            + places.map(function (p) { return data.sizes[p.size] + ' at ' + p.widths.join(', ') + ' pt'; }).join(' · ')));
        } else if (r[5]) {
          f.appendChild(el('p', 'cells', r[5]));
        }
        if (x.wo) f.appendChild(el('p', 'worse', 'worse than the baseline: ' + x.wo));
        f.appendChild(el('p', 'file', data.files[subject[1]] + ':' + subject[2] + (x.co ? ':' + x.co : '') + (x.sm ? ' · samples ' + x.sm : '')
          + (x.st ? ' · state ' + x.st : '')));
        a.appendChild(f);
        return a;
      }
      function renderMore() {
        var end = Math.min(matching.length, rendered + BATCH), frag = document.createDocumentFragment();
        for (; rendered < end; rendered++) frag.appendChild(card(rows[matching[rendered]], matching[rendered]));
        list.appendChild(frag);
        more.hidden = rendered >= matching.length;
        more.textContent = 'show ' + Math.min(BATCH, matching.length - rendered) + ' more of ' + (matching.length - rendered);
      }
      function apply() {
        var s = state(), needle = s.key.toLowerCase();
        lang.value = s.lang; level.value = s.level; verdict.value = s.verdict;
        if (document.activeElement !== key) key.value = s.key;
        matching = [];
        rows.forEach(function (r, place) {
          if ((!s.lang || data.languages[r[1]] === s.lang)
            && (!s.level || data.levels[r[3]] === s.level)
            && (!s.verdict || data.verdicts[r[2]] === s.verdict)
            && (!needle || data.subjects[r[0]][0].toLowerCase().indexOf(needle) >= 0)
            && (!s.cell || cellNames(r).indexOf(s.cell) >= 0)) matching.push(place);
        });
        while (list.lastChild) list.removeChild(list.lastChild);
        rendered = 0;
        renderMore();
        heat.forEach(function (h) {
          var parts = h.getAttribute('data-heat-cell').split(' ');
          h.classList.toggle('selected', s.cell !== '' && parts[0] === s.lang && parts[1] + '@' + parts[2] === s.cell);
        });
        cellLabel.textContent = s.cell ? 'at ' + s.cell.replace('@', ', ') + ' pt' : '';
        document.body.setAttribute('data-shown', String(matching.length));
        shown.textContent = matching.length + ' of ' + rows.length + (rows.length === 1 ? ' finding' : ' findings');
      }
      function go(next) {
        var p = new URLSearchParams();
        Object.keys(next).forEach(function (k) { if (next[k]) p.set(k, next[k]); });
        location.hash = p.toString();
      }
      function fromControls() {
        go({ lang: lang.value, level: level.value, verdict: verdict.value, key: key.value, cell: state().cell });
      }
      lang.addEventListener('change', fromControls);
      level.addEventListener('change', fromControls);
      verdict.addEventListener('change', fromControls);
      key.addEventListener('input', fromControls);
      more.addEventListener('click', renderMore);
      document.getElementById('f-clear').addEventListener('click', function (e) { e.preventDefault(); go({}); });
      heat.forEach(function (h) {
        h.addEventListener('click', function () {
          var parts = h.getAttribute('data-heat-cell').split(' '), s = state();
          go({ lang: parts[0], level: s.level, verdict: s.verdict, key: s.key, cell: parts[1] + '@' + parts[2] });
        });
      });
      window.addEventListener('hashchange', apply);
      apply();
      document.body.setAttribute('data-first-card', performance.now().toFixed(1));
    })();

    """
}
