import Foundation

extension CodeSlots {
    /// The code's slots for a run of `matrix` over `catalogs`: read from `slotsFile` when one is given
    /// (`--slots`), else inferred from the Swift sources and nibs in the matrix file's folder, the folder
    /// `fitcheck init` read. `nil` when there is no source: the matrix is not a file (a run on `--catalog`
    /// alone), or its folder holds no Swift file and no nib.
    /// - Throws: ``InputError`` for a slots file that cannot be read, or a source file that cannot be.
    public static func load(matrix: Matrix, catalogs: [Catalog], slotsFile: String? = nil) throws -> CodeSlots? {
        if let slotsFile { return try read(slotsFile, matrix: matrix) }
        guard FileManager.default.fileExists(atPath: matrix.file) else { return nil }
        let folder = BaselinePath.folder(of: matrix.file)
        let cache = LexCache(folder: cacheFolder(of: folder))
        var result = try SlotInference.infer(folder: folder, catalogKeys: catalogs.flatMap { $0.entries.map(\.key) },
                                             platform: matrix.platform, lexCache: cache)
        cache.prune()
        guard result.swiftFiles > 0 || result.nibFiles > 0 else { return nil }
        result.keepDefaultSlotWhereNoRoom(containerWidths: matrix.widths.map(matrix.insets.containerWidth(for:)))
        result.staleKeys = SlotInferenceResult.staleKeys(of: catalogs)
        let text = CodeSlotsFile.text(slots: result.slots, groups: result.groups, platform: matrix.platform)
        let (rules, groups) = try MatrixFile.codeSlots(Data(text.utf8), file: "\(matrix.file) (slots from code)", for: matrix)
        var slots = CodeSlots(origin: .source(folder: folder), inference: result, rules: rules, groups: groups, matrix: matrix)
        slots.files = result.sourceFiles.map { (folder as NSString).appendingPathComponent($0) }
        (slots.parsed, slots.fromCache) = (cache.misses, cache.hits)
        return slots
    }

    /// Where a project's lexed Swift files are kept: `.fitcheck/cache/lex/` in the matrix file's folder
    /// (``LexCache``; `init` puts `.fitcheck/` in `.gitignore`, and the cache has a `.gitignore` of its own).
    public static func cacheFolder(of folder: String) -> String {
        ((folder as NSString).appendingPathComponent(".fitcheck/cache") as NSString).appendingPathComponent("lex")
    }

    /// The slots of a file `fitcheck slots --export` wrote.
    static func read(_ file: String, matrix: Matrix) throws -> CodeSlots {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw InputError(file: file, "--slots: cannot read the file")
        }
        let (rules, groups) = try MatrixFile.codeSlots(data, file: file, for: matrix)
        var slots = CodeSlots(origin: .file(file), inference: nil, rules: rules, groups: groups, matrix: matrix)
        slots.files = [file]
        return slots
    }

    /// What a run says of its slots on standard error: one line when the matrix file holds rules or
    /// groups an older `fitcheck init` inferred (frozen there), whether or not there is code to read; and,
    /// as `init` and `slots` say it, one line per row or choice read from code that is not measured as a
    /// group because a member has no room (``GroupFallback``).
    public static func notes(_ slots: CodeSlots?, matrix: Matrix) -> [String] {
        guard FileManager.default.fileExists(atPath: matrix.file) else { return [] }
        return [FrozenSlots(matrix).note(file: (matrix.file as NSString).lastPathComponent, hasSource: slots != nil)]
            .compactMap { $0 } + (slots?.inference?.groupsFellBack.map(\.warning) ?? [])
    }
}
