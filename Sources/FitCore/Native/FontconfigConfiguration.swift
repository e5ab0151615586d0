import CFontconfig
import Foundation

/// A private fontconfig configuration (`FcConfig`), owned; all fontconfig calls live here.
///
/// Not shared between threads on its own: ``FontLibrary`` calls it under its lock.
final class FontconfigConfiguration: @unchecked Sendable {
    /// A face as fontconfig lists it.
    struct ListedFace {
        var path: String
        var index: UInt32
        var families: [String]
        var weight: Double   // OpenType scale
        var italic: Bool
    }

    private let config: OpaquePointer

    /// Adds the fonts of `fontsDirectory` to an empty configuration, or with `useSystemFonts` to the
    /// machine's. The bundled `fonts.conf` says the same (only this folder, no cache); it is not
    /// parsed because fontconfig's folder scan complains on stderr ("No writable cache directories")
    /// when it may not write a cache, while adding the files one by one writes and prints nothing.
    init(fontsDirectory: String, useSystemFonts: Bool) throws {
        guard let config = useSystemFonts ? FcInitLoadConfigAndFonts() : FcConfigCreate() else {
            throw InternalError("fontconfig could not create a configuration (fonts folder \(fontsDirectory))")
        }
        self.config = config
        add(fontsDirectory, isFolder: true)
    }

    deinit { FcConfigDestroy(config) }

    /// Adds a font file, or every font file in a folder and its subfolders, as application fonts.
    func add(_ path: String, isFolder: Bool) {
        for file in isFolder ? FontconfigConfiguration.fontFiles(in: path) : [path] {
            _ = FcConfigAppFontAddFile(config, file)
        }
    }

    /// Font files (by extension) under `folder`, sorted so the order never depends on the file system.
    static func fontFiles(in folder: String) -> [String] {
        let extensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2", "pfb", "pfa"]
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            if extensions.contains((relative as NSString).pathExtension.lowercased()) {
                files.append((folder as NSString).appendingPathComponent(relative))
            }
        }
        return files.sorted()
    }

    /// Every face fontconfig knows, except named instances of variable fonts (the variable face
    /// itself covers them).
    func listFonts() -> [ListedFace] {
        guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return [] }
        defer { FcPatternDestroy(pattern); FcObjectSetDestroy(objects) }
        for name in ["file", "index", "family", "weight", "slant"] { _ = FcObjectSetAdd(objects, name) }
        guard let set = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        return faces(in: set).filter { $0.index >> 16 == 0 }
    }

    /// All faces ordered by how well they suit `language` at `weight` (OpenType scale) and `italic`
    /// (`FcFontSort` without trimming), as (file, face index) pairs.
    func sort(language: String, weight: Double, italic: Bool) -> [(path: String, index: UInt32)] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        if !language.isEmpty { _ = FcPatternAddString(pattern, "lang", language) }
        _ = FcPatternAddDouble(pattern, "weight", FcWeightFromOpenTypeDouble(weight))
        _ = FcPatternAddInteger(pattern, "slant", italic ? 100 : 0)   // FC_SLANT_ITALIC : FC_SLANT_ROMAN
        _ = FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let set = FcFontSort(config, pattern, FcFalse, nil, &result) else { return [] }
        defer { FcFontSetDestroy(set) }
        return faces(in: set).map { ($0.path, $0.index & 0xFFFF) }
    }

    /// Whether fontconfig's orthography for `language` includes `scalar` (`false` for unknown languages).
    func language(_ language: String, uses scalar: UInt32) -> Bool {
        guard let charset = FcLangGetCharSet(language) else { return false }
        return FcCharSetHasChar(charset, scalar) != 0
    }

    private func faces(in set: UnsafeMutablePointer<FcFontSet>) -> [ListedFace] {
        var faces: [ListedFace] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[i] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, "file", 0, &file) == FcResultMatch, let file else { continue }
            var index: Int32 = 0
            _ = FcPatternGetInteger(pattern, "index", 0, &index)
            var families: [String] = []
            var family: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(pattern, "family", Int32(families.count), &family) == FcResultMatch, let family {
                families.append(String(cString: family))
            }
            var weight: Double = 80   // FC_WEIGHT_REGULAR
            _ = FcPatternGetDouble(pattern, "weight", 0, &weight)
            var slant: Int32 = 0
            _ = FcPatternGetInteger(pattern, "slant", 0, &slant)
            faces.append(ListedFace(path: String(cString: file), index: UInt32(bitPattern: index), families: families,
                                    weight: FcWeightToOpenTypeDouble(weight), italic: slant != 0))
        }
        return faces
    }
}
