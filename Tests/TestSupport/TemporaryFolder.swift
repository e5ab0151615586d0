import Foundation

/// Scratch folders under the system's temporary folder, the one way tests make them. A test removes
/// what it makes:
///
///     let folder = try TemporaryFolder.make()
///     defer { TemporaryFolder.remove(folder) }
///
/// A folder shared by several tests (a run made once and looked at by many) is made with
/// ``shared(_:)`` and removed when the test process exits.
public enum TemporaryFolder {
    /// A new empty folder, `fitcheck-<label>-<8 hex digits>`; `label` defaults to the calling
    /// function's name (letters and digits only).
    public static func make(_ label: String = #function) throws -> URL {
        let name = String(label.filter { $0.isLetter || $0.isNumber || $0 == "-" }.prefix(48))
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("fitcheck-\(name)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Removes a folder made by ``make(_:)`` and everything in it.
    public static func remove(_ folder: URL) {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Removes a folder made by ``make(_:)``, by path.
    public static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A new empty folder for the rest of the test process, removed when it exits.
    public static func shared(_ label: String) throws -> URL {
        let url = try make("shared-" + label)
        SharedFolders.all.add(url)
        return url
    }
}

/// The folders of ``TemporaryFolder/shared(_:)``, removed at exit: Swift Testing has no teardown
/// for a whole run.
private final class SharedFolders: @unchecked Sendable {
    static let all = SharedFolders()

    private let lock = NSLock()
    private var folders: [URL] = []

    private init() {
        atexit { SharedFolders.all.removeAll() }
    }

    func add(_ folder: URL) {
        lock.lock()
        defer { lock.unlock() }
        folders.append(folder)
    }

    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        for folder in folders { TemporaryFolder.remove(folder) }
        folders = []
    }
}
