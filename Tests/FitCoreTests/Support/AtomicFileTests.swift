import Foundation
import Testing
@testable import FitCore

/// Output files appear whole or not at all, and a missing folder is a one-line input error.
@Suite struct AtomicFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fitcheck-atomic-\(UUID().uuidString)")

    func withFolder(_ body: (URL) throws -> Void) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

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

    @Test func aMissingFolderIsAnInputErrorNamingThePath() throws {
        let path = folder.appendingPathComponent("missing/report.json").path
        do {
            try AtomicFile.write(Data("x".utf8), to: path)
            Issue.record("wrote into a missing folder")
        } catch let error as InputError {
            #expect(error.file == path)
            #expect(error.description.hasPrefix(path + ": cannot write: the folder "))
            #expect(!error.description.contains("\n"))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
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
