extension StableJSONEncoder.Writer {
    /// A failure record, written as its `Encodable` conformance writes it (members in UTF-8 order of
    /// their keys, absent optionals left out) but without a node per field: a report holds records by
    /// the hundred thousand, and through `Encodable` each took longer than measuring its cell.
    /// `StableJSONTests` hold the two to the same bytes, with every optional present and absent.
    mutating func write(_ record: FailureRecord, level: Int) {
        var index = 0
        func key(_ name: StaticString) {
            member(name, at: index, level: level)
            index += 1
        }
        open(UInt8(ascii: "{"))
        if let alsoFails = record.alsoFails { key("alsoFails"); array(alsoFails.count, level: level + 1) { $0.string(alsoFails[$1].rawValue) } }
        if let device = record.device { key("device"); string(device) }
        key("file"); string(record.file)
        if let mismatch = record.formatMismatch {
            key("formatMismatch")
            open(UInt8(ascii: "{"))
            member("source", at: 0, level: level + 1)
            array(mismatch.source.count, level: level + 2) { $0.string(mismatch.source[$1]) }
            member("translation", at: 1, level: level + 1)
            array(mismatch.translation.count, level: level + 2) { $0.string(mismatch.translation[$1]) }
            close(UInt8(ascii: "}"), level: level + 1)
        }
        if let image = record.image { key("image"); string(image) }
        if let inheritedFrom = record.inheritedFrom { key("inheritedFrom"); string(inheritedFrom) }
        key("key"); string(record.key)
        key("language"); string(record.language)
        key("line"); integer(Int64(record.line))
        if let lineWidths = record.lineWidths { key("lineWidths"); array(lineWidths.count, level: level + 1) { $0.number(lineWidths[$1]) } }
        key("lines"); integer(Int64(record.lines))
        if let maxLines = record.maxLines { key("maxLines"); integer(Int64(maxLines)) }
        if let missing = record.missingCharacters { key("missingCharacters"); string(missing) }
        key("overflow"); number(record.overflow)
        key("overflowLines"); integer(Int64(record.overflowLines))
        key("rule"); string(record.rule)
        key("samples"); array(record.samples.count, level: level + 1) { $0.string(record.samples[$1]) }
        key("size"); string(record.size.rawValue)
        key("slotWidth"); number(record.slotWidth)
        if let state = record.state { key("state"); string(state) }
        key("status"); string(record.status)
        key("style"); string(record.style.rawValue)
        key("text"); string(record.text)
        key("variant"); string(record.variant)
        key("verdict"); string(record.verdict.rawValue)
        key("weight"); integer(Int64(record.weight.rawValue))
        key("width"); number(record.width)
        close(UInt8(ascii: "}"), level: level)
    }
}
