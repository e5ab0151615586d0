import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The warm state of `fitcheck serve`: fonts, matrix and catalogs loaded once and kept between
/// calls. Before each call that needs them, the files they came from are looked at (a `stat` each):
/// a matrix or catalog changed on disk is read again; one that cannot be read (caught in the middle
/// of a save) leaves the last good copy in use, and every answer says so until it reads again. Fonts
/// are loaded once: when their files change, `room` says a restart is needed.
public final class ServerWorkspace: @unchecked Sendable {
    /// Loads the matrix: the `--matrix` file, or the starter matrix for `--catalog` paths.
    public typealias MatrixLoader = @Sendable () throws -> Matrix

    public let fonts: FontLibrary
    private let loadMatrix: MatrixLoader
    /// The matrix file to watch, if there is one, and `--catalog` paths (nil: the matrix's).
    private let matrixPath: String?
    private let catalogPaths: [String]?
    /// `--slots FILE`, measured instead of the slots the source gives.
    private let slotsFile: String?
    private let lock = NSLock()
    private var current: Loaded
    /// The stamps of a reading that failed, and what it said: not tried again until they change.
    private var failed: (stamps: [FileStamp], message: String)?
    private let fontStamps: [FileStamp]
    /// Shapers not in use, for `measure`.
    fileprivate let idleShapers = LockedValue<[Shaper]>([])

    /// What one reading of the files gave.
    private struct Loaded {
        var session: BudgetSession
        var stamps: [FileStamp]
        var readAt: Date
    }

    /// Reads everything once.
    /// - Throws: ``InputError`` for a matrix or catalog that cannot be read now (the server does not start).
    public init(fonts: FontLibrary, matrixPath: String?, catalogPaths: [String]?, slotsFile: String? = nil,
                loadMatrix: @escaping MatrixLoader) throws {
        self.fonts = fonts
        self.loadMatrix = loadMatrix
        self.matrixPath = matrixPath
        self.catalogPaths = catalogPaths
        self.slotsFile = slotsFile
        current = try Self.load(loadMatrix, catalogPaths: catalogPaths, slotsFile: slotsFile, matrixPath: matrixPath, fonts: fonts)
        fontStamps = Self.stamps(of: [fonts.configuration.fontsDirectory] + fonts.configuration.extraFonts, expandFolders: true)
    }

    /// The session to answer from, read again first when its files changed, and what to tell the
    /// client about it (a file that changed but cannot be read).
    public func session() -> (session: BudgetSession, warnings: [String]) {
        lock.lock()
        defer { lock.unlock() }
        let now = Self.stamps(of: current.stamps.map(\.path), expandFolders: false)
        guard now != current.stamps else { return (current.session, []) }
        if let failed, failed.stamps == now { return (current.session, [failed.message]) }
        do {
            current = try Self.load(loadMatrix, catalogPaths: catalogPaths, slotsFile: slotsFile, matrixPath: matrixPath, fonts: fonts)
            failed = nil
            return (current.session, [])
        } catch {
            let time = ISO8601DateFormatter().string(from: current.readAt)
            let message = "\(error) — the file changed on disk but cannot be read (a save in progress?): "
                + "answering from the copy read at \(time) until it reads again"
            failed = (now, message)
            return (current.session, [message])
        }
    }

    /// True when a font file or folder the server loaded changed since it started.
    public var fontsChanged: Bool {
        Self.stamps(of: fontStamps.map(\.path), expandFolders: false) != fontStamps
    }

    private static func load(_ loadMatrix: MatrixLoader, catalogPaths: [String]?, slotsFile: String?, matrixPath: String?,
                             fonts: FontLibrary) throws -> Loaded {
        let readAt = Date()
        // Stamped before reading: a change during the read is seen at the next call.
        // A font family that is not loaded is measured in the default fonts, as the check measures it.
        let matrix = try loadMatrix().withFontFamilies(loaded: fonts.hasFamily).matrix
        let paths = catalogPaths ?? matrix.catalogPaths
        let before = stamps(of: (matrixPath.map { [$0] } ?? []) + paths, expandFolders: false)
        var selection = RunSelection(catalogs: catalogPaths)
        selection.slotsFile = slotsFile
        let session = try BudgetSession(matrix: matrix, selection: selection, fonts: fonts)
        // Every file read: the catalogs, and each language's file of a legacy table.
        var files = Set<String>()
        for catalog in session.catalogs {
            files.insert(catalog.file)
            for file in CatalogFormats.sourceFiles(of: catalog) { files.insert(file.path) }
        }
        // And the Swift sources and nibs the code's slots were inferred from, with their folders (a file added).
        for file in session.slotFiles {
            files.insert(file)
            files.insert((file as NSString).deletingLastPathComponent)
        }
        let read = stamps(of: files.sorted(), expandFolders: false)
        return Loaded(session: session, stamps: before + read.filter { !before.contains($0) }, readAt: readAt)
    }

    /// What says a file changed: its size, modification time and inode (a save by rename is a new inode).
    struct FileStamp: Hashable {
        var path: String
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
        var inode: UInt64
    }

    /// The stamps of `paths` (a missing file has a stamp of zeros); with `expandFolders`, the files
    /// directly inside each folder too.
    static func stamps(of paths: [String], expandFolders: Bool) -> [FileStamp] {
        var result: [FileStamp] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                result.append(FileStamp(path: path, size: 0, seconds: 0, nanoseconds: 0, inode: 0))
                continue
            }
            #if canImport(Darwin)
            let time = info.st_mtimespec
            #else
            let time = info.st_mtim
            #endif
            result.append(FileStamp(path: path, size: Int64(info.st_size), seconds: Int(time.tv_sec),
                                    nanoseconds: Int(time.tv_nsec), inode: UInt64(info.st_ino)))
            if expandFolders, (info.st_mode & S_IFMT) == S_IFDIR,
               let names = try? FileManager.default.contentsOfDirectory(atPath: path) {
                result += stamps(of: names.sorted().map { (path as NSString).appendingPathComponent($0) }, expandFolders: false)
            }
        }
        return result
    }
}

extension ServerWorkspace {
    /// Runs `body` with a shaper no other call is using.
    func withShaper<T>(_ body: (Shaper) throws -> T) throws -> T {
        let shaper = idleShapers.withLock { $0.popLast() } ?? Shaper(library: fonts)
        defer { idleShapers.withLock { $0.append(shaper) } }
        return try body(shaper)
    }
}
