import Foundation

/// Where each catalog key is shown, read from the app's Swift sources without a compiler: the
/// pipeline is files → ``SwiftLexer`` → ``CallSiteFinder`` (places that show text, names that
/// hold keys, the app's own views) → following names and view parameters → ``RoleWalker`` (the
/// kind of slot) → ``SlotMetrics`` (its room) → the tightest use per key.
///
/// Precision before recall: a key gets a slot only where the code says plainly where it is shown;
/// a name several types declare, or an interpolation several keys fit, is reported as ambiguous and
/// the key keeps the default slot.
public enum SlotInference {
    /// Reads the Swift files under `folder` (not in build products, dependencies or hidden folders)
    /// and places the keys of `catalogKeys`.
    /// - Throws: ``InputError`` for a folder or file that cannot be read. A file that is not UTF-8,
    ///   or that the lexer cannot read to the end, is skipped with a warning instead: the compiler,
    ///   not fitcheck, is the judge of Swift, and one such file should not cost every other key its slot.
    /// - Parameter lexCache: where files lexed by an earlier run are kept (a run's ``LexCache``); `nil` lexes every file.
    public static func infer(folder: String, catalogKeys: some Sequence<String>, platform: Platform = .iOS,
                             lexCache: LexCache? = nil) throws -> SlotInferenceResult {
        let paths = try SwiftSourceFile.paths(in: folder)
        var sources: [(path: String, bytes: [UInt8])] = []
        var notUTF8: [SlotInferenceResult.SkippedFile] = []
        for path in paths {
            let full = (folder as NSString).appendingPathComponent(path)
            guard let data = FileManager.default.contents(atPath: full) else {
                throw InputError(file: full, "cannot read the file")
            }
            let bytes = [UInt8](data)
            if let invalid = UTF8Validation.firstInvalidByte(bytes) {
                notUTF8.append(.init(path: path, line: invalid.line,
                                     reason: "not UTF-8: \(UTF8Validation.message(invalid.byte)) at column \(invalid.column)"))
                continue
            }
            sources.append((path, bytes))
        }
        let outlets = platform == .iOS ? NibOutlets.read(folder: folder) : (outlets: NibOutlets(), warnings: [])
        var result = infer(sources: sources, catalogKeys: catalogKeys, platform: platform, lexCache: lexCache, outlets: outlets.outlets)
        result.swiftFiles = paths.count
        // The nibs' keys: their objects' rooms (a nib key is an object ID, never a key the code writes).
        let nibs = NibSlots.infer(folder: folder, catalogKeys: result.catalogKeys)
        let placed = Set(result.slots.map(\.key))
        result.slots = (result.slots + nibs.slots.filter { !placed.contains($0.key) })
            .sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        result.nibFiles = nibs.nibFiles
        result.sourceFiles = (paths + nibs.nibs).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        result.nibWarnings = nibs.warnings + outlets.warnings.filter { !nibs.warnings.contains($0) }
        result.skipped = (result.skipped + notUTF8).sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        return result
    }

    /// The same on sources already read (UTF-8), each with the path evidence names it by; `platform`
    /// is the one measured: its `#if os(…)` branches are read, and its places' metrics used.
    public static func infer(sources: [(path: String, bytes: [UInt8])], catalogKeys: some Sequence<String>,
                             platform: Platform = .iOS, lexCache: LexCache? = nil, outlets: NibOutlets = NibOutlets()) -> SlotInferenceResult {
        let index = CatalogKeyIndex(keys: catalogKeys)
        var files: [SwiftSourceFile] = []
        var skipped: [SlotInferenceResult.SkippedFile] = []
        for source in sources {
            do {
                let lexed = try lexCache?.tokens(source.bytes) ?? SwiftLexer.tokens(source.bytes)
                files.append(try SwiftSourceFile(path: source.path, lexed: lexed, platform: platform))
            } catch let error as SwiftLexError {
                skipped.append(.init(path: source.path, line: error.line, reason: "the lexer cannot read it: \(error.message)"))
            } catch {
                skipped.append(.init(path: source.path, line: nil, reason: "the lexer cannot read it: \(error)"))
            }
        }
        var resolver = UseResolver(files: files, keys: index, platform: platform, outlets: outlets)
        resolver.run()
        let unplaced = resolver.unplacedKeys()
        // Rows and choices: their members are measured together, not alone where they share a width.
        let inferred = GroupInference(files: files, keys: index, pickerViews: resolver.pickerViews, types: resolver.types,
                                      platform: platform).runWithNotes()
        var groups = inferred.groups
        for file in files { groups += UIKitGroups(file: file, keys: index, platform: platform).run() }
        groups = MatrixGroup.mergingSameID(groups)
        for (position, group) in groups.enumerated() where !group.stated.contains(.width) {
            if let width = MatrixGroup.placeWidth(of: group, platform: platform, alone: { key, lines in
                resolver.widthsAlone(of: key, at: lines)
            }) {
                groups[position].width = width
                groups[position].stated.insert(.width)
            }
        }
        let slots = resolver.slots(excluding: MatrixGroup.memberPlaces(groups))
        var result = SlotInferenceResult(catalogKeys: index.keys, slots: slots, ambiguous: resolver.ambiguousKeys(),
                                         unplaced: unplaced, unplacedReasons: resolver.unplacedReasons(of: unplaced.keys),
                                         swiftFiles: sources.count, skipped: skipped)
        result.groupNotes = inferred.notes
        result.groups = MatrixGroup.markingAlone(groups, shownAlone: Set(slots.map(\.key)))
        for group in groups {
            let others = MatrixGroup.memberPlaces(groups.filter { $0.id != group.id })
            result.slotsOutsideGroup[group.id] = resolver.slots(excluding: others, only: Set(group.keys))
        }
        return result
    }
}
