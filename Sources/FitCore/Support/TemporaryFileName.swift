import Foundation

/// The hidden temporary file an atomic write goes through, named with the writer's host and pid:
/// `.report.json~build-7~4242~1a2b3c4d.fitcheck-tmp`. A run that dies before its rename (`kill -9`, a
/// crash, a power cut) leaves one; the next run that writes into the same folder removes it when it can
/// tell it is dead: written on this host by a pid no longer running, or older than a day (another host's,
/// or a pid reused since). One being written now, by a live process, is kept.
struct TemporaryFileName: Equatable {
    static let suffix = ".fitcheck-tmp"
    /// A day, in seconds: older temporary files are removed whoever wrote them.
    static let maximumAge: TimeInterval = 86_400

    var target: String
    var host: String
    var pid: Int32
    var unique: String

    /// A new name for a write of `target` (a file name) by this process.
    init(for target: String) {
        self.target = target
        host = ProcessIdentity.host
        pid = ProcessIdentity.pid
        unique = String(UUID().uuidString.prefix(8)).lowercased()
    }

    /// Reads a name written by ``name``; `nil` for any other file.
    init?(parsing name: String) {
        guard name.hasPrefix("."), name.hasSuffix(Self.suffix) else { return nil }
        let parts = name.dropFirst().dropLast(Self.suffix.count).split(separator: "~", omittingEmptySubsequences: false)
        guard parts.count >= 4, let pid = Int32(parts[parts.count - 2]) else { return nil }
        target = parts.dropLast(3).joined(separator: "~")
        host = String(parts[parts.count - 3])
        self.pid = pid
        unique = String(parts[parts.count - 1])
    }

    var name: String { ".\(target)~\(host)~\(pid)~\(unique)\(Self.suffix)" }

    /// Whether the writer of this file is gone: on this host and not running, or the file is older
    /// than a day.
    func isStale(modified: Date, now: Date = Date()) -> Bool {
        if now.timeIntervalSince(modified) > Self.maximumAge { return true }
        return host == ProcessIdentity.host && pid != ProcessIdentity.pid && !ProcessIdentity.isAlive(pid)
    }

    /// Removes the stale temporary files of `folder`, once per folder and process (a run writing
    /// hundreds of pictures into one folder lists it once).
    static func removeStale(in folder: String) {
        guard swept.withLock({ $0.insert(folder).inserted }) else { return }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            guard let temporary = TemporaryFileName(parsing: name) else { continue }
            let path = (folder as NSString).appendingPathComponent(name)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  attributes[.type] as? FileAttributeType == .typeRegular,
                  let modified = attributes[.modificationDate] as? Date,
                  temporary.isStale(modified: modified) else { continue }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    private static let swept = LockedValue<Set<String>>([])
}
