import Foundation

extension ProjectInit {
    /// `init --update`: the rules (and rows and choices) inferred from code written again into the
    /// existing `folder/fitcheck.json`, every other rule, setting and comment kept.
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
        let update = try InferredRulesUpdate.update([UInt8](data), file: target, keySlots: inferred.slots)
        // Rows and choices: those init wrote (with evidence) inferred again, hand-written ones kept.
        let groups = try InferredGroupsUpdate.update(update.bytes, file: target, groups: inferred.groups)
        let changesFile = update.changesFile || groups.changesFile
        if changesFile { try AtomicFile.write(Data(groups.bytes), to: target) }
        var text = "fitcheck: \(changesFile ? "updated" : "nothing to change in") \(target): "
            + "\(update.added.count) inferred rules added, \(update.removed.count) removed, \(update.changed.count) changed, "
            + "\(update.unchanged) unchanged\(update.keptByHand.isEmpty ? "" : "; \(update.keptByHand.count) keys keep their hand-written rule")\n"
        if groups.mentionsGroups {
            text += "  groups: \(groups.added.count) added, \(groups.removed.count) removed, \(groups.changed.count) changed, "
                + "\(groups.unchanged) unchanged\(groups.keptByHand == 0 ? "" : "; \(groups.keptByHand) written by hand kept")\n"
        }
        text += "  slots from the code and nibs: " + SlotsReport.summaryLine(inferred) + "\n"
        text += SlotsReport.placementLines(inferred, platform: platform).map { "  \($0)\n" }.joined()
        func quoted(_ key: String) -> String { StableJSON.text(key, pretty: false) }
        let limit = 20
        var listed = 0
        func list(_ line: String) {
            if listed < limit { text += "  " + line + "\n" }
            listed += 1
        }
        for key in update.added { list("added \(quoted(key))") }
        for key in update.removed { list("removed \(quoted(key)) (no longer placed by the code)") }
        for change in update.changed { list("changed \(quoted(change.key)): \(change.description)") }
        for key in update.keptByHand { list("kept \(quoted(key)): its hand-written rule") }
        for group in groups.added { list("added group \(group)") }
        for group in groups.removed { list("removed group \(group) (no longer in the code)") }
        for change in groups.changed { list("changed group \(change.group): \(change.description)") }
        if listed > limit { text += "  … and \(listed - limit) more\n" }
        return Outcome(text: text, warnings: inferred.warnings.map { "fitcheck: warning: \($0)\n" }.joined())
    }
}
