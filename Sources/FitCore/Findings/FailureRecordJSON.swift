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
        if let alsoFails { key("alsoFails"); writer.array(alsoFails.count, level: level + 1) { $0.string(alsoFails[$1].rawValue) } }
        if let device { key("device"); writer.string(device) }
        key("file"); writer.string(file)
        if let fixedSize { key("fixedSize"); writer.bool(fixedSize) }
        if let fixedWidth { key("fixedWidth"); writer.bool(fixedWidth) }
        if let mismatch = formatMismatch { key("formatMismatch"); mismatch.writeJSON(to: &writer, level: level + 1) }
        if let image { key("image"); writer.string(image) }
        if let inheritedFrom { key("inheritedFrom"); writer.string(inheritedFrom) }
        key("key"); writer.string(self.key)
        key("language"); writer.string(language)
        key("line"); writer.integer(Int64(line))
        if let lineWidths { key("lineWidths"); writer.array(lineWidths.count, level: level + 1) { $0.number(lineWidths[$1]) } }
        key("lines"); writer.integer(Int64(lines))
        if let maxLines { key("maxLines"); writer.integer(Int64(maxLines)) }
        if let missing = missingCharacters { key("missingCharacters"); writer.string(missing) }
        key("over"); writer.number(excessPoints)
        key("overflowLines"); writer.integer(Int64(overflowLines))
        key("rule"); writer.string(rule)
        key("samples"); writer.array(samples.count, level: level + 1) { $0.string(samples[$1]) }
        if let scale { key("scale"); writer.number(scale) }
        key("size"); writer.string(size.rawValue)
        key("slotWidth"); writer.number(slotWidth)
        if let state { key("state"); writer.string(state) }
        key("status"); writer.string(status)
        key("style"); writer.string(style.rawValue)
        key("text"); writer.string(text)
        key("variant"); writer.string(variant)
        key("verdict"); writer.string(verdict.rawValue)
        key("weight"); writer.integer(Int64(weight.rawValue))
        key("width"); writer.number(containerWidth)
        writer.close(UInt8(ascii: "}"), level: level)
    }
}

extension FormatMismatch: StableJSONWritable {
    /// `{"source": […], "translation": […], "undefinedSubstitutions": […]}`, as its `Encodable`
    /// conformance writes it; a failing cell and a finding both write it so.
    func writeJSON(to writer: inout StableJSONEncoder.Writer, level: Int) {
        writer.open(UInt8(ascii: "{"))
        writer.member("source", at: 0, level: level)
        writer.array(source.count, level: level + 1) { $0.string(source[$1]) }
        writer.member("translation", at: 1, level: level)
        writer.array(translation.count, level: level + 1) { $0.string(translation[$1]) }
        if let undefined = undefinedSubstitutions {
            writer.member("undefinedSubstitutions", at: 2, level: level)
            writer.array(undefined.count, level: level + 1) { $0.string(undefined[$1]) }
        }
        writer.close(UInt8(ascii: "}"), level: level)
    }
}
