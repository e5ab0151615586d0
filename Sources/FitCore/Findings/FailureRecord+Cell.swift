extension FailureRecord {
    /// The record of `rendition`'s failing `cell`, set in `style` and `weight` by `rule` (the rule's
    /// label, or a group's): what a key's cells and a group's failing member report alike.
    init(rendition: Rendition, cell: CellResult, style: TextStyle, weight: FontWeight, rule: String) {
        let verdict = cell.verdict
        let measurement = cell.measurement
        self.init(
            key: rendition.key, language: rendition.language, variant: rendition.variant, text: rendition.text,
            samples: rendition.samples, status: rendition.status.rawValue, state: rendition.state,
            containerWidth: cell.containerWidth, slotWidth: cell.slotWidth, size: cell.size, style: style, weight: weight,
            verdict: verdict, alsoFails: measurement.failureSet.removing(verdict).verdicts,
            lines: measurement.lineCount, maxLines: measurement.maxLines, excessPoints: measurement.excessPoints,
            overflowLines: measurement.overflowLines, lineWidths: measurement.lines.isEmpty ? nil : measurement.lineWidths,
            rule: rule, file: rendition.file, line: rendition.line, image: cell.image, device: rendition.device,
            missingCharacters: verdict == .missingGlyphs ? cell.missingCharacters : nil,
            formatMismatch: rendition.formatMismatch, inheritedFrom: rendition.inheritedFrom,
            scale: verdict == .shrinks ? measurement.scale : nil)
    }
}
