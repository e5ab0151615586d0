import Foundation

extension ProjectInit {
    /// `init --update`: an existing `folder/fitcheck.json` made small (``InferredRulesUpdate``,
    /// ``InferredGroupsUpdate``): settings and hand-written rules and groups kept, inferred ones a person
    /// changed kept as the file's own, the rest dropped (a run infers them from the code every time).
    /// - Parameter platform: `--platform`; `nil` takes the matrix's own.
    /// - Throws: ``InputError`` when there is no `fitcheck.json` to update or it cannot be read.
    public static func update(folder: String, platform: Platform?) throws -> Outcome {
        try ProjectFiles.requireFolder(folder)
        let target = matrixPath(in: folder)
        guard let data = FileManager.default.contents(atPath: target) else {
            throw InputError(file: target, "nothing to update: run `fitcheck init` first")
        }
        let matrix = try Matrix.load(path: target)
        let platform = platform ?? matrix.platform
        let paths = matrix.catalogs.isEmpty
            ? ProjectCatalogs.find(in: folder).map { (folder as NSString).appendingPathComponent($0) } : matrix.catalogPaths
        var inferred = try SlotInference.infer(folder: folder, catalogKeys: try SlotInference.keys(of: paths), platform: platform)
        inferred.keepDefaultSlotWhereNoRoom(containerWidths: matrix.widths.map(matrix.insets.containerWidth(for:)))
        let rules = try InferredRulesUpdate.update([UInt8](data), file: target, keySlots: inferred.slots)
        let groups = try InferredGroupsUpdate.update(rules.bytes, file: target, groups: inferred.groups)
        let changesFile = rules.changesFile || groups.changesFile
        if changesFile { try AtomicFile.write(Data(groups.bytes), to: target) }
        let dropped = rules.dropped.count + rules.droppedUnplaced.count
        var text = "fitcheck: \(changesFile ? "updated" : "nothing to change in") \(target) (\(data.count) → \(groups.bytes.count) bytes): "
            + "\(dropped) inferred rules dropped (a run reads them from the code), \(rules.kept.count) kept (changed by hand), "
            + "\(rules.handWritten) hand-written kept\n"
        if !groups.kept.isEmpty || !groups.dropped.isEmpty {
            text += "  groups: \(groups.dropped.count) inferred dropped, \(groups.kept.count) kept (changed by hand), "
                + "\(groups.handWritten) hand-written kept\n"
        }
        text += "  slots from the code and nibs: " + SlotsReport.summaryLine(inferred) + "; read again by every run\n"
        func quoted(_ key: String) -> String { StableJSON.text(key, pretty: false) }
        let limit = 20
        var listed = 0
        func list(_ line: String) {
            if listed < limit { text += "  " + line + "\n" }
            listed += 1
        }
        for change in rules.kept { list("kept \(quoted(change.key)) (renamed \", edited\"): \(change.description)") }
        for change in groups.kept { list("kept group \(change.group) (its evidence removed): \(change.description)") }
        for key in rules.droppedUnplaced { list("dropped \(quoted(key)) (the code no longer places it)") }
        for key in rules.dropped { list("dropped \(quoted(key)) (the code gives the same slot)") }
        for group in groups.dropped { list("dropped group \(group)") }
        if listed > limit { text += "  … and \(listed - limit) more\n" }
        return Outcome(text: text, warnings: inferred.warnings.map { "fitcheck: warning: \($0)\n" }.joined())
    }
}
