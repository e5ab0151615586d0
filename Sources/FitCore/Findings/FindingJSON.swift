extension Finding: StableJSONWritable {
    /// The finding as its `Encodable` conformance writes it (members in UTF-8 order of their keys,
    /// absent optionals left out), field by field, its failing cells too. `StableJSONTests` hold the
    /// two to the same bytes for every kind of finding.
    func writeJSON(to writer: inout StableJSONEncoder.Writer, level: Int) {
        var index = 0
        func key(_ name: StaticString) {
            writer.member(name, at: index, level: level)
            index += 1
        }
        func strings(_ list: [String]) { writer.array(list.count, level: level + 1) { $0.string(list[$1]) } }
        writer.open(UInt8(ascii: "{"))
        let worst = self.worst
        if let table { key("affectedKeys"); strings(table.affectedKeys) }
        if let table { key("build"); writer.string(table.build.rawValue) }
        if case .language(let catalog) = subject { key("catalog"); writer.string(catalog) }
        if let table { key("column"); writer.integer(Int64(table.column)) }
        if let detail { key("detail"); writer.string(detail) }
        if let device = worst?.device { key("device"); writer.string(device) }
        if let table { key("expected"); writer.string(table.expected) }
        if worst != nil { key("failingCellCount"); writer.integer(Int64(failingCellCount)) }
        if let cells = failingCells {
            key("failingCells")
            writer.array(cells.count, level: level + 1) { writer, at in cells[at].writeJSON(to: &writer, level: level + 2) }
        }
        key("fails"); writer.bool(fails)
        key("file"); writer.string(file)
        if let mismatch = worst?.formatMismatch { key("formatMismatch"); mismatch.writeJSON(to: &writer, level: level + 1) }
        if case .group(let name, _) = subject {
            key("group")
            if let group { try? writer.value(group, level: level + 1) } else { writer.string(name) }
        }
        if let image = worst?.image { key("image"); writer.string(image) }
        if let inheritedFrom = worst?.inheritedFrom { key("inheritedFrom"); writer.string(inheritedFrom) }
        switch subject {
        case .key(let name), .table(.some(let name)): key("key"); writer.string(name)
        case .language: key("keys"); strings(coverage?.missing ?? [])
        case .group, .table(.none): break
        }
        key("language"); writer.string(language)
        key("level"); writer.string(self.level.rawValue)
        key("line"); writer.integer(Int64(line))
        if case .group(_, let members) = subject { key("members"); strings(members) }
        if let worst, !verdict.dependsOnTextOnly { key("over"); writer.number(worst.excessPoints) }
        if let worst {
            key("rule"); writer.string(worst.rule)
            key("samples"); strings(worst.samples)
        }
        if let shownAs { key("shownAs"); writer.string(shownAs) }
        if !shownAt.isEmpty { key("shownAt"); try? writer.value(shownAt, level: level + 1) }
        if let shows = table?.shows { key("shows"); writer.string(shows.rawValue) }
        if let worst {
            if let state = worst.state { key("state"); writer.string(state) }
            key("status"); writer.string(worst.status)
        }
        key("subject"); writer.string(subject.kind.rawValue)
        if let worst { key("text"); writer.string(worst.text) }
        if case .language = subject {
            key("total"); writer.integer(Int64(coverage?.total ?? 0))
            key("translated"); writer.integer(Int64(coverage?.translated ?? 0))
        }
        key("variant"); writer.string(variant)
        key("verdict"); writer.string(verdict.rawValue)
        if let worseThanBaseline { key("worseThanBaseline"); writer.string(worseThanBaseline) }
        if let worst { key("worst"); writeWorstCell(worst, to: &writer, level: level + 1) }
        writer.close(UInt8(ascii: "}"), level: level)
    }

    /// The worst cell's own fields, as `Finding`'s `worst` member holds them.
    private func writeWorstCell(_ worst: FailureRecord, to writer: inout StableJSONEncoder.Writer, level: Int) {
        var index = 0
        func key(_ name: StaticString) {
            writer.member(name, at: index, level: level)
            index += 1
        }
        writer.open(UInt8(ascii: "{"))
        if let alsoFails = worst.alsoFails { key("alsoFails"); writer.array(alsoFails.count, level: level + 1) { $0.string(alsoFails[$1].rawValue) } }
        if let fixed = worst.fixedSize { key("fixedSize"); writer.bool(fixed) }
        if let fixed = worst.fixedWidth { key("fixedWidth"); writer.bool(fixed) }
        if subject.kind == .group { key("key"); writer.string(worst.key) }
        if let lineWidths = worst.lineWidths { key("lineWidths"); writer.array(lineWidths.count, level: level + 1) { $0.number(lineWidths[$1]) } }
        key("lines"); writer.integer(Int64(worst.lines))
        if let maxLines = worst.maxLines { key("maxLines"); writer.integer(Int64(maxLines)) }
        if let missing = worst.missingCharacters { key("missingCharacters"); writer.string(missing) }
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
    /// `{"over": …, "size": …, "width": …}`, as its `Encodable` conformance writes it.
    func writeJSON(to writer: inout StableJSONEncoder.Writer, level: Int) {
        writer.open(UInt8(ascii: "{"))
        writer.member("over", at: 0, level: level); writer.number(excessPoints)
        writer.member("size", at: 1, level: level); writer.string(size.rawValue)
        writer.member("width", at: 2, level: level); writer.number(containerWidth)
        writer.close(UInt8(ascii: "}"), level: level)
    }
}
