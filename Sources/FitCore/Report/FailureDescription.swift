/// The words every report uses for a failing cell, written once so the formats agree.
extension FailureRecord {
    /// `de · 300 pt · AX1 · body`, with the variant after the language when there is one
    /// (`de (plural.few) · 300 pt · AX1 · body`).
    public var cellLabel: String {
        let language = variant.isEmpty ? language : "\(language) (\(variant))"
        return "\(language) · \(PointFormat.text(width)) pt · \(size.rawValue) · \(style.rawValue)"
    }

    /// What is wrong and by how much: `3 lines > 2 (+31 pt)`.
    public var problem: String {
        let also = alsoFails.map { " (also \($0.map(\.rawValue).joined(separator: ", ")))" } ?? ""
        let excess = PointFormat.text(overflow)
        let slot = PointFormat.text(slotWidth)
        switch verdict {
        case .overflow:
            if let maxLines, lines > maxLines { return "\(lines) lines > \(maxLines) (+\(excess) pt)" + also }
            return "\(lines) lines, taller than the slot (+\(excess) pt)" + also
        case .clipped:
            return "clipped: an unbreakable piece is \(excess) pt wider than the \(slot) pt slot" + also
        case .brokenWord:
            return "word broken across lines: \(excess) pt too wide for the \(slot) pt slot" + also
        case .zeroLines:
            return "nothing to measure: the text is empty" + also
        case .missingGlyphs:
            return "missing glyphs: no font covers a character (it shows as a box)" + also
        case .untranslated:
            return "untranslated: shows the fallback text" + also
        case .fits:
            return "fits"
        }
    }

    /// `de · 300 pt · AX1 · body: 3 lines > 2 (+31 pt)`.
    public var headline: String { "\(cellLabel): \(problem)" }

    /// The text in quotes on one line (line breaks shown as ⏎), cut to `limit` characters.
    public func quotedText(limit: Int = 80) -> String {
        let flat = text.oneLine
        return "“" + (flat.count > limit ? String(flat.prefix(limit - 1)) + "…" : flat) + "”"
    }
}

extension String {
    /// The string on one line: line breaks shown as ⏎, so one record stays one line of a text report.
    var oneLine: String {
        replacingOccurrences(of: "\r\n", with: "⏎").replacingOccurrences(of: "\n", with: "⏎")
            .replacingOccurrences(of: "\r", with: "⏎")
    }
}

extension Verdict {
    /// One sentence on what the verdict means, for rule descriptions.
    public var explanation: String {
        switch self {
        case .fits: return "The text fits its slot."
        case .zeroLines: return "Nothing was measured: the text is empty or white space only."
        case .missingGlyphs: return "A character no font covers; it would draw as a box (tofu)."
        case .untranslated: return "The cell shows fallback text (the source text or the key), not a translation."
        case .overflow: return "The text needs more lines than the slot allows, or is taller than its maximum height."
        case .clipped: return "A single unbreakable piece is wider than the slot and is cut off."
        case .brokenWord: return "A word had to be split inside itself to fit the slot's width."
        }
    }
}

/// Lengths in points as reports print them: at most two decimals, no trailing zeros (`31`, `31.5`).
enum PointFormat {
    static func text(_ points: Double) -> String {
        let hundredths = Int((points * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let whole = abs(hundredths) / 100, fraction = abs(hundredths) % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(whole).\(digits)"
    }
}

/// The failing cells of one key (or of one key in one language), worst first.
public struct FailureGroup: Sendable {
    public var key: String
    public var file: String
    public var line: Int
    /// The cells, worst first (see ``FailureRecord/worseFirst(_:_:)``); never empty.
    public var cells: [FailureRecord]
    /// The cell the reports show.
    public var worst: FailureRecord { cells[0] }
    /// Languages of the cells, sorted.
    public var languages: [String] { Set(cells.map(\.language)).sorted() }
}

extension RunReport {
    /// Failing cells grouped by key (and by language too when `byLanguage`), in report order.
    public func failureGroups(byLanguage: Bool) -> [FailureGroup] {
        var groups: [FailureGroup] = []
        var index: [[String]: Int] = [:]
        for failure in failures {
            let id = [failure.key, failure.file] + (byLanguage ? [failure.language] : [])
            if let at = index[id] {
                groups[at].cells.append(failure)
            } else {
                index[id] = groups.count
                groups.append(FailureGroup(key: failure.key, file: failure.file, line: failure.line, cells: [failure]))
            }
        }
        for at in groups.indices { groups[at].cells.sort(by: FailureRecord.worseFirst) }
        return groups
    }
}
