import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// A file replaced by ``AtomicFile`` keeps what it was (mode, owner, group), is refused when it says
/// read-only (no write bit, immutable, a read-only folder), is written through a chain of links, and
/// a hard link broken by the rename is said. Temporary files left by dead writers are removed.
@Suite struct AtomicFileIdentityTests {
    func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = try TemporaryFolder.make("atomic-identity")
        defer {
            chmod(folder.path, 0o755)
            TemporaryFolder.remove(folder)
        }
        try body(folder)
    }

    static func info(_ path: String) -> stat {
        var info = stat()
        _ = stat(path, &info)
        return info
    }

    /// Whether `chattr +i` works here (a root that may set the immutable flag, on a file system with one).
    static let canMakeImmutable: Bool = {
        guard getuid() == 0, let folder = try? TemporaryFolder.make("chattr") else { return false }
        defer { TemporaryFolder.remove(folder) }
        let file = folder.appendingPathComponent("f").path
        guard FileManager.default.createFile(atPath: file, contents: Data()) else { return false }
        let made = chattr("+i", file)
        _ = chattr("-i", file)
        return made
    }()

    @discardableResult
    static func chattr(_ flag: String, _ path: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    @Test func theModeIsKept() throws {
        try withFolder { folder in
            let path = folder.appendingPathComponent("Localizable.xcstrings").path
            try AtomicFile.write(Data("old".utf8), to: path)
            #expect(chmod(path, 0o640) == 0)
            try AtomicFile.write(Data("new".utf8), to: path)
            #expect(Self.info(path).st_mode & 0o7777 == 0o640)
            #expect(FileManager.default.contents(atPath: path) == Data("new".utf8))
        }
    }

    @Test(.enabled(if: getuid() == 0, "only root may give a file to another user"))
    func theOwnerAndGroupAreKept() throws {
        try withFolder { folder in
            let path = folder.appendingPathComponent("Localizable.xcstrings").path
            try AtomicFile.write(Data("old".utf8), to: path)
            #expect(chown(path, 65534, 65534) == 0)   // nobody:nogroup
            try AtomicFile.write(Data("new".utf8), to: path)
            #expect(Self.info(path).st_uid == 65534 && Self.info(path).st_gid == 65534)
        }
    }

    /// `0444` says read-only by intent: refused even for root, who could write it.
    @Test func aFileWithNoWriteBitIsRefusedAndKept() throws {
        try withFolder { folder in
            let path = folder.appendingPathComponent("Localizable.xcstrings").path
            try AtomicFile.write(Data("old".utf8), to: path)
            #expect(chmod(path, 0o444) == 0)
            do {
                try AtomicFile.write(Data("new".utf8), to: path)
                Issue.record("a read-only file was replaced")
            } catch let error as InputError {
                #expect(error.description == "\(path): not written: the file is read-only (mode 0444); make it writable to let fitcheck replace it")
            }
            #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Localizable.xcstrings"])
        }
    }

    @Test(.enabled(if: AtomicFileIdentityTests.canMakeImmutable, "chattr +i does not work here"))
    func anImmutableFileIsRefusedAndKept() throws {
        try withFolder { folder in
            let path = folder.appendingPathComponent("Localizable.xcstrings").path
            try AtomicFile.write(Data("old".utf8), to: path)
            #expect(Self.chattr("+i", path))
            defer { Self.chattr("-i", path) }
            #expect(throws: InputError.self) { try AtomicFile.write(Data("new".utf8), to: path) }
            do { try AtomicFile.write(Data("new".utf8), to: path) } catch let error as InputError {
                #expect(error.description.contains("immutable"), "\(error)")
            }
            #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Localizable.xcstrings"])
        }
    }

    @Test func aReadOnlyFolderIsRefused() throws {
        try withFolder { folder in
            let path = folder.appendingPathComponent("Localizable.xcstrings").path
            try AtomicFile.write(Data("old".utf8), to: path)
            #expect(chmod(folder.path, 0o555) == 0)
            do {
                try AtomicFile.write(Data("new".utf8), to: path)
                Issue.record("wrote into a read-only folder")
            } catch let error as InputError {
                #expect(error.description.contains("cannot write a file in \(folder.path): the folder is read-only (mode 0555)"), "\(error)")
            }
            #expect(chmod(folder.path, 0o755) == 0)
            #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Localizable.xcstrings"])
        }
    }

    /// `link → middle → real.json`: both links stay, the final target gets the bytes.
    @Test func aChainOfLinksIsWrittenThroughToItsFinalTarget() throws {
        try withFolder { folder in
            let real = folder.appendingPathComponent("real.json").path
            try AtomicFile.write(Data("old".utf8), to: real)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("middle").path, withDestinationPath: "real.json")
            let link = folder.appendingPathComponent("link").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "middle")
            try AtomicFile.write(Data("new".utf8), to: link)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "middle")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent("middle").path) == "real.json")
            #expect(FileManager.default.contents(atPath: real) == Data("new".utf8))
        }
    }

    /// The rename gives the name a new file: the other name keeps the old bytes, and the write says so.
    @Test func aBrokenHardLinkIsSaid() throws {
        try withFolder { folder in
            let path = folder.appendingPathComponent("Localizable.xcstrings").path
            let other = folder.appendingPathComponent("Copy.xcstrings").path
            try AtomicFile.write(Data("old".utf8), to: path)
            #expect(link(path, other) == 0)
            let warning = try AtomicFile.write(Data("new".utf8), to: path)
            #expect(warning == "\(path) had 2 hard links: this name now holds the new file, the other name keeps the old content")
            #expect(FileManager.default.contents(atPath: other) == Data("old".utf8))
            #expect(try AtomicFile.write(Data("newer".utf8), to: path) == nil)
        }
    }

    /// A temporary file of a writer that died (this host, a pid that no longer runs) or of a day ago
    /// is removed by the next write into its folder; one of a live writer is kept.
    @Test func staleTemporaryFilesAreRemovedAndLiveOnesKept() throws {
        try withFolder { folder in
            // A pid that ran and is gone.
            let finished = Process()
            finished.executableURL = URL(fileURLWithPath: "/bin/true")
            try finished.run()
            finished.waitUntilExit()
            func temporary(_ host: String, _ pid: Int32) -> String {
                var name = TemporaryFileName(for: "Localizable.xcstrings")
                name.host = host
                name.pid = pid
                return folder.appendingPathComponent(name.name).path
            }
            let dead = temporary(ProcessIdentity.host, finished.processIdentifier)
            let live = temporary(ProcessIdentity.host, getppid())
            let elsewhere = temporary("another-host", 4242)
            let old = temporary("another-host", 4243)
            for path in [dead, live, elsewhere, old] { #expect(FileManager.default.createFile(atPath: path, contents: Data("half".utf8))) }
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-2 * 86_400)], ofItemAtPath: old)
            try AtomicFile.write(Data("report".utf8), to: folder.appendingPathComponent("report.json").path)
            let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
            let name = { (path: String) in URL(fileURLWithPath: path).lastPathComponent }
            #expect(left == [name(live), name(elsewhere), "report.json"])
        }
    }

    @Test func aTemporaryNameReadsBack() throws {
        let name = TemporaryFileName(for: "a~b.report.json")
        #expect(TemporaryFileName(parsing: name.name) == name)
        #expect(name.name.hasPrefix(".a~b.report.json~\(ProcessIdentity.host)~\(getpid())~") && name.name.hasSuffix(".fitcheck-tmp"))
        #expect(TemporaryFileName(parsing: ".report.json.1234.tmp") == nil)
    }
}
