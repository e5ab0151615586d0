/// The words every report uses for a failing cell, written once so the formats agree.
extension FailureRecord {
    /// `de · 300 pt · AX1 · body`, with the variant after the language when there is one
    /// (`de (plural.few) · 300 pt · AX1 · body`); a fixed width names the slot's width instead of the
    /// container's (`de · fixed width 120 pt · AX1 · body`), and text of one size (a Mac's) no size
    /// (`de · fixed width 505 pt · body`).
    public var cellLabel: String {
        let language = variant.isEmpty ? language : "\(language) (\(variant))"
        let width = fixedWidth == true ? "fixed width \(PointFormat.text(slotWidth)) pt" : "\(PointFormat.text(containerWidth)) pt"
        return ([language, width] + (fixedSize == true ? [] : [size.rawValue]) + [style.rawValue]).joined(separator: " · ")
    }

    /// What is wrong and by how much: `3 lines > 2 (+31 pt)`.
    public var problem: String {
        let also = alsoFails.map { " (also \($0.map(\.rawValue).joined(separator: ", ")))" } ?? ""
        let excess = PointFormat.text(excessPoints)
        let slot = PointFormat.text(slotWidth)
        switch verdict {
        case .overflow:
            if let maxLines, lines > maxLines { return "\(lines) lines > \(maxLines) (+\(excess) pt)" + also }
            return "\(lines) lines, taller than the slot (+\(excess) pt)" + also
        case .clipped:
            return "clipped: an unbreakable piece is \(excess) pt wider than the \(slot) pt slot" + also
        case .brokenWord:
            return "word broken across lines: \(excess) pt too wide for the \(slot) pt slot" + also
        case .shrinks:
            return "shrinks to \(CountFormat.percent(scale ?? 0)) of its size to fit (+\(excess) pt unshrunk)" + also
        case .zeroLines:
            return "nothing to measure: the text is empty" + also
        case .missingGlyphs:
            return "missing glyphs: fitcheck's font set has no font for " + (missingCharacters ?? "a character") + also
        case .controlCharacter:
            let controls = CodePoint.strayControls(in: text).map(CodePoint.name).joined(separator: ", ")
            return "control character in the text: " + (controls.isEmpty ? "one" : controls) + ", which no label shows" + also
        case .untranslated:
            return "untranslated: shows the fallback text" + also
        case .formatMismatch:
            return "format mismatch: " + (formatMismatch?.description ?? "specifiers differ from the source's") + also
        case .unreadableTable, .duplicateKey:
            return verdict.explanation
        case .fits:
            return "fits"
        }
    }

    /// `de · 300 pt · AX1 · body: 3 lines > 2 (+31 pt)`.
    public var headline: String { "\(cellLabel): \(problem)" }

    /// The text in quotes on one line (line breaks shown as ⏎), cut to `limit` characters.
    public func quotedText(limit: Int = 80) -> String { text.quoted(limit: limit) }
}

extension String {
    /// The string in quotes on one line, cut to `limit` characters with `…`.
    func quoted(limit: Int) -> String {
        let flat = oneLine
        return "“" + (flat.count > limit ? String(flat.prefix(limit - 1)) + "…" : flat) + "”"
    }

    /// The string on one line: line breaks shown as ⏎, so one record stays one line of a text report,
    /// and a control character no label shows as its escape (`\u{7}`), never raw in the report.
    var oneLine: String {
        // Most texts have no line break or control: returned as they are (Foundation's
        // replacingOccurrences copies the text three times over, and a report quotes every failure).
        guard utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else { return self }
        var result = ""
        result.reserveCapacity(utf8.count)
        var previousWasCR = false
        for scalar in unicodeScalars {
            switch scalar {
            case "\n" where previousWasCR: break   // CR LF is one break, already shown
            case "\r", "\n": result += "⏎"
            case _ where CodePoint.isStrayControl(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
            previousWasCR = scalar == "\r"
        }
        return result
    }
}

extension Verdict {
    /// One sentence on what the verdict means, for rule descriptions.
    public var explanation: String {
        switch self {
        case .fits: return "The text fits its slot."
        case .zeroLines: return "Nothing was measured: the text is empty or white space only."
        case .missingGlyphs: return "A character no font of fitcheck's set covers, so the text cannot be measured (see Fonts/README.md)."
        case .controlCharacter:
            return "A control character (Unicode Cc, not tab or line feed) in the text: no label shows it; a paste or an export gone wrong."
        case .untranslated: return "The cell shows fallback text (the source text or the key), not a translation."
        case .overflow: return "The text needs more lines than the slot allows, or is taller than its maximum height."
        case .clipped: return "A single unbreakable piece is wider than the slot and is cut off."
        case .brokenWord: return "A word had to be split inside itself to fit the slot's width."
        case .shrinks:
            return "The text fits only shrunk (the app's minimumScaleFactor) below the readable scale (readableScale, 0.75 by default)."
        case .formatMismatch:
            return "The translation's format specifiers differ from its source's: on a device it prints garbage or crashes."
        case .unreadableTable:
            return "A string table the device cannot read as written: it loses some or all of its entries and shows other text for them."
        case .duplicateKey: return "A key given twice in one table: the device shows the later entry and ignores the earlier."
        }
    }
}
