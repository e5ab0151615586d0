import Foundation

/// The run's sink for failure pictures: one PNG per chosen failing cell (``selection``: by default the
/// worst cell of each of the most severe findings), in the folder where the report stage then writes
/// `index.html`, the report page (``PageReporter``) that shows every finding with its picture.
///
/// Nothing touches the disk until the first finding: a green run creates no folder and no file.
/// Pictures go to `<directory>/<language>/<name>.png`, the name built from catalog, key, variant,
/// container width and text size, made safe for any key (see ``fileName(for:)``). Files are written atomically
/// (temporary file, then rename). Workers may share one writer: each drawing borrows a shaper and a
/// rasterizer of its own from a small pool (neither is thread-safe), and only the bookkeeping is locked.
public final class FailureImageWriter: @unchecked Sendable {
    /// The folder the pictures go to, as given (e.g. `.fitcheck/failures`).
    public let directory: String
    public let style: FailureImageStyle
    /// Which failures get a picture, and how many at most.
    public let selection: PictureSelection
    /// Fonts for captions (keys may be in any script).
    private let library: FontLibrary
    /// Idle (shaper, rasterizer) pairs; a drawing takes one and gives it back.
    private var idle: [(Shaper, GlyphRasterizer)] = []
    private let lock = NSLock()
    /// What was written, by path relative to ``directory``.
    private var written: [String: WrittenImage] = [:]
    /// The relative path of each picture, by the path ``write(_:)`` returned.
    private var relativePaths: [String: String] = [:]

    /// The default folder: inside `.fitcheck/`, which the repository ignores. The page is
    /// `.fitcheck/report/index.html`, and the pictures are beside it, a folder per language.
    public static let defaultDirectory = ".fitcheck/report"

    /// - Parameters:
    ///   - directory: where pictures go; created on the first failure.
    ///   - scale: pixels per point (2 by default).
    ///   - selection: which failures get a picture (one per finding, at most 300, by default).
    ///   - library: the fonts captions are shaped with (the same library the run measures with).
    public init(directory: String = FailureImageWriter.defaultDirectory, scale: Double = 2,
                selection: PictureSelection = PictureSelection(), library: FontLibrary) throws {
        self.directory = directory
        self.style = FailureImageStyle(scale: scale)
        self.selection = selection
        self.library = library
        idle.append((Shaper(library: library), try GlyphRasterizer()))   // fails early if FreeType cannot start
    }

    /// Runs `body` with a shaper and rasterizer no other thread is using.
    private func withTools<T>(_ body: (Shaper, GlyphRasterizer) throws -> T) throws -> T {
        let borrowed = try lock.withLock { idle.popLast() } ?? (Shaper(library: library), try GlyphRasterizer())
        defer { lock.withLock { idle.append(borrowed) } }
        return try body(borrowed.0, borrowed.1)
    }

    /// Draws `cell` and writes its picture.
    /// - Returns: the picture's path: ``directory`` joined with `language/name.png`.
    /// - Throws: when the folder or file cannot be written, or a font cannot be opened.
    @discardableResult
    public func write(_ cell: FailureCell) throws -> String {
        try write(Picture(cell: cell))
    }

    /// Draws `picture` (a key's cell, or a group's row) and writes it, named after its
    /// ``Picture/namedAfter`` cell.
    @discardableResult
    public func write(_ picture: Picture) throws -> String {
        let cell = picture.namedAfter
        let relative = Self.safeComponent(cell.language, maxLength: 35) + "/" + Self.fileName(for: cell)
        // Drawing and encoding, the slow part, run outside the lock.
        let canvas = try withTools { shaper, rasterizer in
            try FailureImage.render(picture, style: style, rasterizer: rasterizer) { caption in
                try shaper.shape(ShapingRequest(text: caption, language: "en"))
            }
        }
        let png = Data(try PNGWriter.encode(canvas))
        return try lock.withLock {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(relative)
            try createFolder(url.deletingLastPathComponent())
            try AtomicFile.write(png, to: url.path)
            written[relative] = WrittenImage(path: relative, cell: cell, width: canvas.width, height: canvas.height)
            let path = (directory as NSString).appendingPathComponent(relative)
            relativePaths[path] = relative
            return path
        }
    }

    /// Creates `folder` and those above it; a failure is one line naming ``directory``, not
    /// Foundation's multi-part NSError description.
    private func createFolder(_ folder: URL) throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            let posix = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)
                .flatMap { $0.domain == NSPOSIXErrorDomain ? $0.code : nil }
            let reason = posix.map { String(cString: strerror(Int32($0))) } ?? "not a folder or not writable"
            throw InputError(file: directory, "cannot create the pictures folder (--png-dir): \(reason)")
        }
    }

    /// Number of pictures written so far.
    public var count: Int { lock.withLock { written.count } }

    /// The report page's path: `index.html` in ``directory``, beside the pictures (written by the
    /// report stage, ``PageReporter``).
    public var pagePath: String { (directory as NSString).appendingPathComponent("index.html") }

    /// Marks a page fitcheck wrote, so that a later run may replace or remove it and nothing else.
    public static let pageMarker = "<meta name=\"generator\" content=\"fitcheck report page\">"

    /// Removes what an earlier run left in the folder, so that it holds exactly this run's pictures
    /// and, when `report` has findings, the page the report stage writes next: after a green run, nothing.
    /// - Returns: the picture of each finding of `report` that has one, by its place in `report.findings`.
    public func finish(report: RunReport) throws -> [Int: DrawnPicture] {
        try lock.withLock {
            try removeEarlierRuns(keepingPage: !report.findings.isEmpty)
            var pictures: [Int: DrawnPicture] = [:]
            for (index, finding) in report.findings.enumerated() {
                guard let image = finding.image, let relative = relativePaths[image], let picture = written[relative] else { continue }
                // Shown at point size: a 2× picture stays sharp on a Retina screen.
                pictures[index] = DrawnPicture(path: relative, width: Int((Double(picture.width) / style.scale).rounded()),
                                               height: Int((Double(picture.height) / style.scale).rounded()))
            }
            return pictures
        }
    }

    /// Creates ``directory`` (for the page when no picture made it).
    public func makeFolder() throws {
        try createFolder(URL(fileURLWithPath: directory))
    }

    /// Deletes only files fitcheck itself names — `<language>/…_<hash>.png` not written by this run, and
    /// its own `index.html` unless a new one replaces it — then language folders and the folder itself
    /// once they are empty. Anything else a user keeps there is left alone.
    private func removeEarlierRuns(keepingPage: Bool) throws {
        let files = FileManager.default
        guard let languages = try? files.contentsOfDirectory(atPath: directory) else { return }
        for language in languages {
            let folder = (directory as NSString).appendingPathComponent(language)
            var isFolder: ObjCBool = false
            guard files.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
                  let names = try? files.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where Self.isPictureName(name) && written[language + "/" + name] == nil {
                try files.removeItem(atPath: (folder as NSString).appendingPathComponent(name))
            }
            if (try? files.contentsOfDirectory(atPath: folder))?.isEmpty == true { try files.removeItem(atPath: folder) }
        }
        let index = pagePath
        // The page, or the contact sheet that earlier versions wrote instead.
        if !keepingPage, let html = try? String(contentsOfFile: index, encoding: .utf8),
           html.contains(Self.pageMarker) || html.contains("<title>fitcheck failures</title>") {
            try files.removeItem(atPath: index)
        }
        if !keepingPage, (try? files.contentsOfDirectory(atPath: directory))?.isEmpty == true {
            try files.removeItem(atPath: directory)
        }
    }

    /// True for a name ``fileName(for:)`` makes: ends in `_<1–16 hex digits>.png`.
    static func isPictureName(_ name: String) -> Bool {
        guard name.hasSuffix(".png"), let underscore = name.lastIndex(of: "_") else { return false }
        let hash = name[name.index(after: underscore)..<name.index(name.endIndex, offsetBy: -4)]
        return (1...16).contains(hash.count) && hash.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }

    // MARK: - File names

    /// `[<catalog>_]<key>[_<variant>]_w<container width>_<size>_<hash>.png`: the catalog's file name
    /// without its extension (`Localizable`), then each part ASCII-folded, every character outside
    /// `A–Z a–z 0–9 . -` replaced by `_`, capped; the hash (FNV-1a, 64 bit, of the exact catalog path,
    /// key, variant, width, size, language and slot) keeps distinct cells apart even when their folded
    /// names agree — the same key in two catalogs (two `Localizable` of two targets) included.
    public static func fileName(for cell: FailureCell) -> String {
        let width = FailureCell.points(cell.containerWidth).replacingOccurrences(of: " pt", with: "")
        // The slot's width, line limit and point size too, so that two slots never share a picture.
        let slot = "\(cell.parameters.slotWidth) \(cell.parameters.maxLines ?? 0) \(cell.parameters.pointSize)"
        var identity = [cell.key, cell.variant, width, cell.textSize, cell.language, slot].joined(separator: "\u{0}")
        var parts = [safeComponent(cell.key, maxLength: 80)]
        if !cell.file.isEmpty {
            identity += "\u{0}" + cell.file
            let name = ((cell.file as NSString).lastPathComponent as NSString).deletingPathExtension
            parts.insert(safeComponent(name, maxLength: 40), at: 0)
        }
        if !cell.variant.isEmpty { parts.append(safeComponent(cell.variant, maxLength: 40)) }
        parts += ["w" + safeComponent(width, maxLength: 12), safeComponent(cell.textSize, maxLength: 20)]
        let hash = String(StableHash.fnv1a64(identity), radix: 16)
        return parts.joined(separator: "_") + "_" + String(repeating: "0", count: 16 - hash.count) + hash + ".png"
    }

    /// A piece of a file name that is safe on every file system: ASCII letters, digits, `.` and `-`,
    /// other runs replaced by one `_`, never starting with `.` (no `..`, no hidden files), never empty.
    static func safeComponent(_ text: String, maxLength: Int) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
        var result = ""
        for scalar in folded.unicodeScalars {
            let safe = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                                          || scalar == "." || scalar == "-")
            if safe { result.unicodeScalars.append(scalar) } else if !result.hasSuffix("_") { result += "_" }
        }
        while result.hasPrefix(".") { result.removeFirst() }
        result = String(result.prefix(maxLength))
        return result.isEmpty ? "_" : result
    }

}

/// One picture written.
struct WrittenImage {
    /// Path relative to the pictures folder, `/`-separated.
    var path: String
    var cell: FailureCell
    /// Size in pixels.
    var width: Int
    var height: Int
}
