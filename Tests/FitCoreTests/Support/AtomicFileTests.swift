import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// Output files appear whole or not at all, and a missing folder is a one-line input error.
@Suite struct AtomicFileTests {
    func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = try TemporaryFolder.make("atomic")
        defer { TemporaryFolder.remove(folder) }
        try body(folder)
    }

    /// Whether this process may make a device node (mknod needs root, and a container may forbid it
    /// even then): tried once in a scratch folder.
    static let canMakeDeviceNodes: Bool = {
        guard let folder = try? TemporaryFolder.make("mknod") else { return false }
        defer { TemporaryFolder.remove(folder) }
        return mknod(folder.appendingPathComponent("null").path, S_IFCHR | 0o666, (1 << 8) | 3) == 0
    }()

    @Test func writesAndReplacesLeavingNoTemporaryFile() throws {
        try withFolder { folder in
            let path = folder.appendingPathComponent("report.json").path
            try AtomicFile.write(Data("first".utf8), to: path)
            #expect(FileManager.default.contents(atPath: path) == Data("first".utf8))
            try AtomicFile.write(Data("second, longer".utf8), to: path)
            #expect(FileManager.default.contents(atPath: path) == Data("second, longer".utf8))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.json"])
        }
    }

    /// `--report json:/dev/null` must not replace the device with a file (renaming over it would).
    /// Tested on a null device made in a temporary folder, never on the machine's own /dev/null.
    @Test(.enabled(if: AtomicFileTests.canMakeDeviceNodes, "cannot make a device node here (mknod needs root)"))
    func aDeviceIsWrittenIntoNotReplaced() throws {
        try withFolder { folder in
            let device = folder.appendingPathComponent("null").path
            #expect(mknod(device, S_IFCHR | 0o666, (1 << 8) | 3) == 0)   // major 1, minor 3: null
            try AtomicFile.write(Data("report".utf8), to: device)
            var info = stat()
            #expect(stat(device, &info) == 0)
            #expect(info.st_mode & S_IFMT == S_IFCHR)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["null"])
        }
    }

    /// A symbolic link stays a link; the file it points to gets the new content.
    @Test func aLinkIsFollowed() throws {
        try withFolder { folder in
            let target = folder.appendingPathComponent("real.json").path
            let link = folder.appendingPathComponent("report.json").path
            try AtomicFile.write(Data("old".utf8), to: target)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
            try AtomicFile.write(Data("new".utf8), to: link)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.json")
            #expect(FileManager.default.contents(atPath: target) == Data("new".utf8))
        }
    }

    @Test func aMissingFolderIsAnInputErrorNamingThePath() throws {
        try withFolder { folder in
            let missing = folder.appendingPathComponent("missing")
            let path = missing.appendingPathComponent("report.json").path
            do {
                try AtomicFile.write(Data("x".utf8), to: path)
                Issue.record("wrote into a missing folder")
            } catch let error as InputError {
                #expect(error.file == path)
                #expect(error.description.hasPrefix(path + ": cannot write: the folder "))
                #expect(!error.description.contains("\n"))
            }
            #expect(!FileManager.default.fileExists(atPath: missing.path))
        }
    }

    @Test func aFolderInTheWayOfTheFileIsAnInputError() throws {
        try withFolder { folder in
            let path = folder.appendingPathComponent("taken").path
            try FileManager.default.createDirectory(atPath: path + "/inner", withIntermediateDirectories: true)
            #expect(throws: InputError.self) { try AtomicFile.write(Data("x".utf8), to: path) }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken"])
        }
    }
}
