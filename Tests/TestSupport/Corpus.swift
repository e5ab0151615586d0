import Foundation
@testable import FitCore

/// Where the shared real-catalog corpus lives (`../shared/corpus` from the package root), and helpers
/// for comparing against Foundation's own readers.
enum CorpusLocation {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// `../shared/corpus` from the package root; a git worktree one level deeper also finds it at `../../shared/corpus`.
    static let folder: URL = {
        let up = packageRoot.deletingLastPathComponent()
        let candidates = [up.appendingPathComponent("shared/corpus"),
                          up.deletingLastPathComponent().appendingPathComponent("shared/corpus")]
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[0]
    }()
    static let fixtures = packageRoot.appendingPathComponent("Tests/FitCoreTests/Fixtures/Catalog")

    static let available: Bool = {
        let exists = FileManager.default.fileExists(atPath: folder.path)
        if !exists { print("skipped: corpus absent (\(folder.path)); corpus tests do not run") }
        return exists
    }()

    /// Deep equality of our JSON value and a Foundation JSON object.
    static func equal(_ ours: JSONValue, _ theirs: Any) -> Bool {
        switch ours.kind {
        case .null: return theirs is NSNull
        case .bool(let b): return (theirs as? NSNumber)?.boolValue == b
        case .number(let n): return (theirs as? NSNumber)?.doubleValue == n
        case .string(let s): return (theirs as? String) == s
        case .array(let items):
            guard let other = theirs as? [Any], other.count == items.count else { return false }
            return zip(items, other).allSatisfy { equal($0, $1) }
        case .object(let object):
            guard let other = theirs as? [String: Any], other.count == object.members.count else { return false }
            return object.members.allSatisfy { m in other[m.key].map { equal(m.value, $0) } ?? false }
        }
    }
}
