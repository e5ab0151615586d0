import Foundation
import Testing
@testable import FitCore
import FitcheckTestSupport

/// The lexed files a run keeps between runs: a hit gives the lexer's own tokens, a damaged entry is a
/// miss written again (never an error), and the folder is kept out of git.
@Suite struct LexCacheTests {
    static let source = Array("""
        struct A: View { var body: some View { Text("Hello \\(name)").lineLimit(1) } } // ☃
        #if os(macOS)
        let x = 1.5
        #endif
        """.utf8)

    @Test func aSecondRunHitsAndGetsTheLexersTokens() throws {
        let root = try TemporaryFolder.make("lexcache")
        defer { TemporaryFolder.remove(root) }
        let folder = root.appendingPathComponent(".fitcheck/cache/lex").path
        let cold = LexCache(folder: folder)
        let lexed = try cold.tokens(Self.source)
        #expect(cold.misses == 1 && cold.hits == 0)
        let warm = LexCache(folder: folder)
        #expect(try warm.tokens(Self.source) == lexed)
        #expect(warm.hits == 1 && warm.misses == 0)
        #expect(try SwiftLexer.tokens(Self.source) == lexed)
        #expect(try String(contentsOfFile: root.appendingPathComponent(".fitcheck/cache/.gitignore").path, encoding: .utf8) == "*\n")
    }

    @Test func aDamagedEntryIsAMissAndIsWrittenAgain() throws {
        let root = try TemporaryFolder.make("lexcache")
        defer { TemporaryFolder.remove(root) }
        let folder = root.appendingPathComponent("lex").path
        _ = try LexCache(folder: folder).tokens(Self.source)
        let entry = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".tokens") })
        let path = (folder as NSString).appendingPathComponent(entry)
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        for damaged in [whole.prefix(whole.count - 3), Data("fitcheck-lex 1\n".utf8) + whole.suffix(40), Data()] {
            try damaged.write(to: URL(fileURLWithPath: path))
            let cache = LexCache(folder: folder)
            #expect(try cache.tokens(Self.source) == SwiftLexer.tokens(Self.source))
            #expect(cache.misses == 1 && cache.hits == 0)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == whole)
        }
    }

    /// A run that lexed something removes the entries it did not use (a file changed or gone) and keeps
    /// those it used; a run that lexed nothing (all hits) removes nothing.
    @Test func pruneRemovesOnlyTheEntriesThisRunDidNotUse() throws {
        let root = try TemporaryFolder.make("lexcache")
        defer { TemporaryFolder.remove(root) }
        let folder = root.appendingPathComponent("lex").path
        let edited = Array("struct B {}".utf8)
        let first = LexCache(folder: folder)
        _ = try first.tokens(Self.source)
        _ = try first.tokens(Array("struct Gone {}".utf8))
        first.prune()
        func entries() throws -> Int { try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tokens") }.count }
        #expect(try entries() == 2)
        // All hits: nothing pruned, though one entry went unused.
        let warm = LexCache(folder: folder)
        _ = try warm.tokens(Self.source)
        warm.prune()
        #expect(try entries() == 2 && warm.misses == 0)
        // A run that lexed the edited file keeps what it used and drops the rest.
        let next = LexCache(folder: folder)
        _ = try next.tokens(Self.source)
        _ = try next.tokens(edited)
        next.prune()
        #expect(try entries() == 2 && next.hits == 1 && next.misses == 1)
        let last = LexCache(folder: folder)
        _ = try last.tokens(Self.source)
        _ = try last.tokens(edited)
        #expect(last.hits == 2 && last.misses == 0)
    }
}
