import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// The lock file of a catalog: held by one writer at a time, removed by its holder only, and by an
/// interrupted holder before it exits.
@Suite struct CatalogLockTests {
    @Test func anInterruptedHolderRemovesItsLockFileAndNoOneElses() throws {
        let folder = try TemporaryFolder.make("catalog-lock")
        defer { TemporaryFolder.remove(folder) }
        let catalog = folder.appendingPathComponent("Localizable.xcstrings").path
        try Data("{}".utf8).write(to: URL(fileURLWithPath: catalog))
        let lock = try CatalogLock(catalog, timeout: 1)
        #expect(FileManager.default.contents(atPath: lock.path) == Data("\(getpid()) \(ProcessIdentity.host)\n".utf8))
        CatalogLock.removeHeldLockFiles()
        #expect(!FileManager.default.fileExists(atPath: lock.path))
        // Another writer's lock file made since: the interrupted holder's release leaves it.
        let next = try CatalogLock(catalog, timeout: 1)
        lock.release()
        #expect(FileManager.default.fileExists(atPath: next.path))
        next.release()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Localizable.xcstrings"])
    }
}
