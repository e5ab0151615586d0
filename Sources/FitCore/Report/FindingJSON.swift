extension StableJSONEncoder.Writer {
    /// A finding, written as its `Encodable` conformance writes it (members in UTF-8 order of their
    /// keys, absent optionals left out) but without a node per field: a large run has findings by the
    /// ten thousand and their failing cells by the hundred thousand, and through `Encodable` writing
    /// them took most of a merge. `StableJSONTests` hold the two to the same bytes.
    mutating func write(_ finding: Finding, level: Int) {
        let worst = finding.worst
        var index = 0
        func key(_ name: StaticString) {
            member(name, at: index, level: level)
            index += 1
        }
        open(UInt8(ascii: "{"))
        if let device = worst.device { key("device"); string(device) }
        key("failingCellCount"); integer(Int64(finding.failingCellCount))
        if let cells = finding.failingCells {
            key("failingCells")
            array(cells.count, level: level + 1) { writer, at in
                // {"overflow": …, "size": …, "width": …}
                let cell = cells[at], inner = level + 2
                writer.open(UInt8(ascii: "{"))
                writer.member("overflow", at: 0, level: inner); writer.number(cell.overflow)
                writer.member("size", at: 1, level: inner); writer.string(cell.size.rawValue)
                writer.member("width", at: 2, level: inner); writer.number(cell.width)
                writer.close(UInt8(ascii: "}"), level: inner)
            }
        }
        key("file"); string(worst.file)
        if let mismatch = worst.formatMismatch {
            // {"source": […], "translation": […]}, as a failing cell writes it
            key("formatMismatch")
            open(UInt8(ascii: "{"))
            member("source", at: 0, level: level + 1)
            array(mismatch.source.count, level: level + 2) { $0.string(mismatch.source[$1]) }
            member("translation", at: 1, level: level + 1)
            array(mismatch.translation.count, level: level + 2) { $0.string(mismatch.translation[$1]) }
            close(UInt8(ascii: "}"), level: level + 1)
        }
        if let image = worst.image { key("image"); string(image) }
        if let inheritedFrom = worst.inheritedFrom { key("inheritedFrom"); string(inheritedFrom) }
        key("key"); string(worst.key)
        key("language"); string(worst.language)
        key("line"); integer(Int64(worst.line))
        key("rule"); string(worst.rule)
        key("samples"); array(worst.samples.count, level: level + 1) { $0.string(worst.samples[$1]) }
        if let state = worst.state { key("state"); string(state) }
        key("status"); string(worst.status)
        key("text"); string(worst.text)
        key("variant"); string(worst.variant)
        key("verdict"); string(worst.verdict.rawValue)
        key("worst"); writeWorstCell(worst, level: level + 1)
        close(UInt8(ascii: "}"), level: level)
    }

    /// The worst cell's own fields, as `Finding`'s `worst` member holds them.
    private mutating func writeWorstCell(_ worst: FailureRecord, level: Int) {
        var index = 0
        func key(_ name: StaticString) {
            member(name, at: index, level: level)
            index += 1
        }
        open(UInt8(ascii: "{"))
        if let alsoFails = worst.alsoFails { key("alsoFails"); array(alsoFails.count, level: level + 1) { $0.string(alsoFails[$1].rawValue) } }
        if let lineWidths = worst.lineWidths { key("lineWidths"); array(lineWidths.count, level: level + 1) { $0.number(lineWidths[$1]) } }
        key("lines"); integer(Int64(worst.lines))
        if let maxLines = worst.maxLines { key("maxLines"); integer(Int64(maxLines)) }
        key("overflow"); number(worst.overflow)
        key("overflowLines"); integer(Int64(worst.overflowLines))
        key("size"); string(worst.size.rawValue)
        key("slotWidth"); number(worst.slotWidth)
        key("style"); string(worst.style.rawValue)
        key("weight"); integer(Int64(worst.weight.rawValue))
        key("width"); number(worst.width)
        close(UInt8(ascii: "}"), level: level)
    }
}
