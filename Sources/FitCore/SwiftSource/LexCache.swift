import Foundation

/// Swift files as ``SwiftLexer`` read them, kept in a folder between runs (`.fitcheck/cache/lex/` beside
/// the matrix file): a run infers its slots from the source every time, and a file that did not change
/// is not lexed again. An entry is named by the file's contents (FNV-1a 64 and length), so a moved or
/// renamed file still hits, and starts with the build of fitcheck that wrote it (``build``): another
/// build's entry is a miss. Entries are written whole (``AtomicFile``); one that cannot be read back
/// (cut short, another format) is a miss and is written again, never an error. A folder that cannot be
/// written makes every file a miss. The folder holds a `.gitignore` of `*`, so git never sees it.
public final class LexCache {
    /// The folder of the entries.
    public let folder: String
    /// Files whose tokens came from the cache, and files lexed, this run.
    public private(set) var hits = 0
    public private(set) var misses = 0
    private var used: Set<String> = []
    private var writable = true

    /// The entries' format; raised when the tokens' encoding changes.
    static let format = 1

    public init(folder: String) {
        self.folder = folder
    }

    /// The tokens of `source` (all `#if` branches, as ``SwiftLexer/tokens(_:)`` gives them), from the
    /// cache when an entry of this build has them, else lexed and stored.
    /// - Throws: ``SwiftLexError`` when the file does not lex (not cached: it is lexed again next run).
    func tokens(_ source: [UInt8]) throws -> [SwiftToken] {
        let name = String(StableHash.fnv1a64(bytes: source), radix: 16) + "-\(source.count).tokens"
        used.insert(name)
        let path = (folder as NSString).appendingPathComponent(name)
        if let data = FileManager.default.contents(atPath: path), let tokens = LexCacheEntry.decode([UInt8](data), header: Self.header) {
            hits += 1
            return tokens
        }
        misses += 1
        let tokens = try SwiftLexer.tokens(source)
        store(LexCacheEntry.encode(tokens, header: Self.header), at: path)
        return tokens
    }

    /// Removes the entries this run did not use (files changed or gone), when it wrote any.
    public func prune() {
        guard misses > 0, writable, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasSuffix(".tokens") && !used.contains(name) {
            try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(name))
        }
    }

    private func store(_ bytes: [UInt8], at path: String) {
        guard writable else { return }
        do {
            if !FileManager.default.fileExists(atPath: folder) {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            let parent = (folder as NSString).deletingLastPathComponent
            let ignore = (parent as NSString).appendingPathComponent(".gitignore")
            if !FileManager.default.fileExists(atPath: ignore) { try AtomicFile.write(Data("*\n".utf8), to: ignore) }
            try AtomicFile.write(Data(bytes), to: path)
        } catch {
            writable = false   // a read-only project: lexed every run, said nowhere (the cache is only speed)
        }
    }

    /// The build of fitcheck running: its format, and the size and modification time of its executable,
    /// so that a new build (another lexer) never reads an older build's tokens.
    static let header: [UInt8] = {
        var text = "fitcheck-lex \(format)"
        if let path = Bundle.main.executablePath, let info = try? FileManager.default.attributesOfItem(atPath: path) {
            let size = (info[.size] as? NSNumber)?.int64Value ?? 0
            let time = (info[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            text += " \(size) \(Int64(time * 1000))"
        }
        return Array((text + "\n").utf8)
    }()
}
