extension Finding: StableJSONWritable {
    /// The finding as its `Encodable` conformance writes it (members in UTF-8 order of their keys,
    /// absent optionals left out), field by field, its failing cells too. `StableJSONTests` hold the
    /// two to the same bytes.
    func writeJSON(to writer: inout StableJSONEncoder.Writer, level: Int) {
        var index = 0
        func key(_ name: StaticString) {
            writer.member(name, at: index, level: level)
            index += 1
        }
        writer.open(UInt8(ascii: "{"))
        if let device = worst.device { key("device"); writer.string(device) }
        key("failingCellCount"); writer.integer(Int64(failingCellCount))
        if let cells = failingCells {
            key("failingCells")
            writer.array(cells.count, level: level + 1) { writer, at in cells[at].writeJSON(to: &writer, level: level + 2) }
        }
        key("file"); writer.string(worst.file)
        if let mismatch = worst.formatMismatch { key("formatMismatch"); mismatch.writeJSON(to: &writer, level: level + 1) }
        if let image = worst.image { key("image"); writer.string(image) }
        if let inheritedFrom = worst.inheritedFrom { key("inheritedFrom"); writer.string(inheritedFrom) }
        key("key"); writer.string(worst.key)
        key("language"); writer.string(worst.language)
        key("line"); writer.integer(Int64(worst.line))
        key("rule"); writer.string(worst.rule)
        key("samples"); writer.array(worst.samples.count, level: level + 1) { $0.string(worst.samples[$1]) }
        if let state = worst.state { key("state"); writer.string(state) }
        key("status"); writer.string(worst.status)
        key("text"); writer.string(worst.text)
        key("variant"); writer.string(worst.variant)
        key("verdict"); writer.string(worst.verdict.rawValue)
        key("worst"); Self.writeWorstCell(worst, to: &writer, level: level + 1)
        writer.close(UInt8(ascii: "}"), level: level)
    }

    /// The worst cell's own fields, as `Finding`'s `worst` member holds them.
    private static func writeWorstCell(_ worst: FailureRecord, to writer: inout StableJSONEncoder.Writer, level: Int) {
        var index = 0
        func key(_ name: StaticString) {
            writer.member(name, at: index, level: level)
            index += 1
        }
        writer.open(UInt8(ascii: "{"))
        if let alsoFails = worst.alsoFails { key("alsoFails"); writer.array(alsoFails.count, level: level + 1) { $0.string(alsoFails[$1].rawValue) } }
        if let lineWidths = worst.lineWidths { key("lineWidths"); writer.array(lineWidths.count, level: level + 1) { $0.number(lineWidths[$1]) } }
        key("lines"); writer.integer(Int64(worst.lines))
        if let maxLines = worst.maxLines { key("maxLines"); writer.integer(Int64(maxLines)) }
        key("overflow"); writer.number(worst.excessPoints)
        key("overflowLines"); writer.integer(Int64(worst.overflowLines))
        key("size"); writer.string(worst.size.rawValue)
        key("slotWidth"); writer.number(worst.slotWidth)
        key("style"); writer.string(worst.style.rawValue)
        key("weight"); writer.integer(Int64(worst.weight.rawValue))
        key("width"); writer.number(worst.containerWidth)
        writer.close(UInt8(ascii: "}"), level: level)
    }
}

extension FindingCell: StableJSONWritable {
    /// `{"overflow": …, "size": …, "width": …}`, as its `Encodable` conformance writes it.
    func writeJSON(to writer: inout StableJSONEncoder.Writer, level: Int) {
        writer.open(UInt8(ascii: "{"))
        writer.member("overflow", at: 0, level: level); writer.number(excessPoints)
        writer.member("size", at: 1, level: level); writer.string(size.rawValue)
        writer.member("width", at: 2, level: level); writer.number(containerWidth)
        writer.close(UInt8(ascii: "}"), level: level)
    }
}
