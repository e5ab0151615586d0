import Foundation

/// The report page's inline style sheet and script (ReportPage): the cards built from the page's
/// data on demand, the filters, the heat map.
extension ReportPage {
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
    .card img { border: 1px solid #ccc; box-sizing: border-box; max-width: min(60vw, 100%); height: auto; background: #fafafa; }
    .facts { min-width: 0; overflow-wrap: anywhere; }
    .scroll { overflow-x: auto; max-width: 100%; }
    .legend { margin: 0 0 8px; }
    .sw { display: inline-block; width: 10px; height: 10px; vertical-align: -1px; border: 1px solid transparent; }
    .sw.slot { background: rgb(236, 243, 255); border-color: rgb(40, 110, 220); }
    .sw.red { background: rgb(220, 30, 30); } .sw.mark { background: rgb(230, 170, 0); }
    @media (max-width: 640px) {
      body { margin: 12px; }
      .card { flex-direction: column; gap: 8px; }
      .card img { max-width: 100%; }
    }
    .nopicture { width: 200px; font-style: italic; }
    .verdict { font-weight: 600; }
    .verdict.overflow, .verdict.clipped, .verdict.brokenWord, .verdict.missingGlyphs, .verdict.zeroLines { color: #b41e1e; }
    .text { font-size: 15px; }

    """

    /// Builds the cards from the page's data (``PageData``), the most severe first, a batch at a time
    /// (``batch``; "show more" adds the next), and applies the filters of the address's fragment (the
    /// language filter also hides the other languages' rows of the tables and heat map). The
    /// time the first cards took goes into `data-first-card` on `<body>` (milliseconds since the page
    /// began to load), which `make bench` reads.
    static let script = """
    (function () {
      var data = JSON.parse(document.getElementById('fitcheck-data').textContent);
      var BATCH = 100;
      var list = document.getElementById('findings'), more = document.getElementById('more');
      var heat = Array.prototype.slice.call(document.querySelectorAll('[data-heat-cell]'));
      var narrowed = Array.prototype.slice.call(document.querySelectorAll('[data-row-lang]'));
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
        narrowed.forEach(function (row) { row.hidden = s.lang !== '' && row.getAttribute('data-row-lang') !== s.lang; });
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
