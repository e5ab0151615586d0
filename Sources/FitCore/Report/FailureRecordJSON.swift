extension FailureRecord: StableJSONWritable {
    /// The record as its `Encodable` conformance writes it (members in UTF-8 order of their keys,
    /// absent optionals left out), field by field. `StableJSONTests` hold the two to the same bytes,
    /// with every optional present and absent.
    func writeJSON(to writer: inout StableJSONEncoder.Writer, level: Int) {
        var index = 0
        func key(_ name: StaticString) {
            writer.member(name, at: index, level: level)
            index += 1
        }
        writer.open(UInt8(ascii: "{"))
        if let alsoFails = self.alsoFails { key("alsoFails"); writer.array(alsoFails.count, level: level + 1) { $0.string(alsoFails[$1].rawValue) } }
        if let device = self.device { key("device"); writer.string(device) }
        key("file"); writer.string(self.file)
        if let mismatch = self.formatMismatch {
            key("formatMismatch")
            writer.open(UInt8(ascii: "{"))
            writer.member("source", at: 0, level: level + 1)
            writer.array(mismatch.source.count, level: level + 2) { $0.string(mismatch.source[$1]) }
            writer.member("translation", at: 1, level: level + 1)
            writer.array(mismatch.translation.count, level: level + 2) { $0.string(mismatch.translation[$1]) }
            writer.close(UInt8(ascii: "}"), level: level + 1)
        }
        if let image = self.image { key("image"); writer.string(image) }
        if let inheritedFrom = self.inheritedFrom { key("inheritedFrom"); writer.string(inheritedFrom) }
        key("key"); writer.string(self.key)
        key("language"); writer.string(self.language)
        key("line"); writer.integer(Int64(self.line))
        if let lineWidths = self.lineWidths { key("lineWidths"); writer.array(lineWidths.count, level: level + 1) { $0.number(lineWidths[$1]) } }
        key("lines"); writer.integer(Int64(self.lines))
        if let maxLines = self.maxLines { key("maxLines"); writer.integer(Int64(maxLines)) }
        if let missing = self.missingCharacters { key("missingCharacters"); writer.string(missing) }
        key("overflow"); writer.number(self.excessPoints)
        key("overflowLines"); writer.integer(Int64(self.overflowLines))
        key("rule"); writer.string(self.rule)
        key("samples"); writer.array(self.samples.count, level: level + 1) { $0.string(self.samples[$1]) }
        key("size"); writer.string(self.size.rawValue)
        key("slotWidth"); writer.number(self.slotWidth)
        if let state = self.state { key("state"); writer.string(state) }
        key("status"); writer.string(self.status)
        key("style"); writer.string(self.style.rawValue)
        key("text"); writer.string(self.text)
        key("variant"); writer.string(self.variant)
        key("verdict"); writer.string(self.verdict.rawValue)
        key("weight"); writer.integer(Int64(self.weight.rawValue))
        key("width"); writer.number(self.containerWidth)
        writer.close(UInt8(ascii: "}"), level: level)
    }
}
