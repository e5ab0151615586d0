import Foundation

/// The keys whose text changed since a git revision (`--changed-since REV`), for pull-request runs
/// and translator reviews: only they need measuring.
///
/// A key changed when its expanded renditions — text per language and variant, sample arguments
/// substituted — differ from those of the catalog at the revision (read with `git show`). So a new
/// key, a new or edited translation, a new plural variant all count; moving a key within the file or a
/// change of translation state alone does not. A catalog file that did not exist at the revision has
/// every key changed.
public enum ChangedKeys {
    /// The changed keys of `catalogs` (catalogs read from the working tree).
    /// - Parameter samples: the matrix's sample values, so that both sides expand alike.
    /// - Throws: ``InputError`` when a catalog is not in a git checkout or the revision is unknown.
    public static func since(_ revision: String, catalogs: [Catalog], samples: SampleValues) throws -> Set<String> {
        let expander = RenditionExpander(samples: samples, includeStale: true)
        var changed = Set<String>()
        for (index, catalog) in catalogs.enumerated() {
            let files = CatalogFormats.sourceFiles(of: catalog)
            guard let anyFile = files.first else { continue }
            let repository = try GitRepository(containing: anyFile.path)
            try repository.verify(revision)
            // An XLIFF file holds a catalog per `<file>`: this one is the n-th read from its path.
            let place = catalogs[..<index].filter { $0.file == catalog.file }.count
            guard let old = try oldCatalog(catalog, files: files, revision: revision, place: place) else {
                changed.formUnion(catalog.entries.map(\.key))
                continue
            }
            let languages = Array(Set(catalog.languages + old.languages))
            let now = try fingerprints(try expander.renditions(of: catalog, languages: languages))
            let then = try fingerprints(try expander.renditions(of: old, languages: languages))
            for (key, texts) in now where then[key] != texts { changed.insert(key) }
        }
        return changed
    }

    /// The catalog as it was at `revision`; `nil` when none of its files existed then.
    /// - Parameter place: which of the catalogs read from the catalog's file it is (an XLIFF's `<file>`).
    private static func oldCatalog(_ catalog: Catalog, files: [LegacyTableReader.File], revision: String,
                                   place: Int) throws -> Catalog? {
        if case .wholeFile(_, let read)? = catalog.format?.layout {
            let repository = try GitRepository(containing: catalog.file)
            guard let data = try repository.contents(of: catalog.file, at: revision) else { return nil }
            // The same catalog then (an XLIFF's `<file>`: by its place among the file's, if it had as many).
            let old = try read(data, "\(revision):\(catalog.file)")
            return place < old.count ? old[place] : nil
        }
        // A per-language table: each language's file is put back at the same name under a scratch folder,
        // `<scratch>/<n>/<lang>.lproj/<Table>.strings`, and the table read again from there.
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("fitcheck-changed-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var oldFiles: [LegacyTableReader.File] = []
        // A nib's table takes its development language's text from the nib (NibTable): read it at the
        // revision too, or every key would look new.
        let nib = files.first { NibDocument.isNib($0.path) }
        for (index, file) in files.enumerated() where !NibDocument.isNib(file.path) {
            guard let folders = CatalogFormats.format(ofFile: file.path)?.languageFolders,
                  let data = try GitRepository(containing: file.path).contents(of: file.path, at: revision) else { continue }
            let folder = scratch.appendingPathComponent("\(index)/\(folders.folderName(file.language))")
            let copy = folder.appendingPathComponent((file.path as NSString).lastPathComponent)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try data.write(to: copy)
            } catch {
                throw InputError(file: copy.path, "cannot write a scratch copy of \(file.path) at \(revision): \(error.localizedDescription)")
            }
            oldFiles.append(.init(language: file.language, path: copy.path))
        }
        guard !oldFiles.isEmpty else { return nil }
        let tables = try LegacyTableReader.read(oldFiles)
        guard let nib, let data = try GitRepository(containing: nib.path).contents(of: nib.path, at: revision) else { return tables }
        let copy = scratch.appendingPathComponent("nib").appendingPathComponent((nib.path as NSString).lastPathComponent)
        do {
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: copy)
        } catch {
            throw InputError(file: copy.path, "cannot write a scratch copy of \(nib.path) at \(revision): \(error.localizedDescription)")
        }
        let base = NibBaseText(nib: nib.path, note: nil, developmentRegion: catalog.sourceLanguage,
                               document: try NibDocument.read(file: copy.path))
        return NibTable.join(tables, with: base)
    }

    /// Per key, what a reader sees of it: every rendition's language, variant, device and text, sorted.
    private static func fingerprints(_ renditions: [Rendition]) throws -> [String: [String]] {
        var result: [String: [String]] = [:]
        for rendition in renditions {
            let text = [rendition.language, rendition.variant, rendition.device ?? "", rendition.text]
                .joined(separator: "\u{1F}")
            result[rendition.key, default: []].append(text)
        }
        return result.mapValues { $0.sorted() }
    }
}
