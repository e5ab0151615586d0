import Foundation
import Testing
import FitcheckTestSupport

/// Layers point one way. `Sources/FitCore/Support/` is the bottom: small shared values (JSON reading
/// and writing, atomic files, languages, errors) that name no type of any other folder. `Native/`, the
/// thin wrappers of the C libraries, stands on it and names no type of the stages above. Every other
/// folder may use both. The scan reads the sources, lists the types each folder declares (at the top
/// level, not private) and reports each name a bottom file uses from a folder above it.
@Suite struct LayerDirectionTests {
    /// A type declared at the start of a line, visible outside its file: `public struct RunReport`,
    /// `enum MemoryTrim`, `@frozen public enum X`, `typealias Y = …`.
    static var topLevelDeclaration: Regex<AnyRegexOutput> { simple(#"^(@\w+(\([^)]*\))?\s+)*((public|internal|package|open|final|indirect|nonisolated)\s+)*(struct|enum|class|protocol|actor|typealias)\s+([A-Z]\w*)"#) }
    /// A type declared anywhere in a file, nested or private: a folder's own names.
    static var anyDeclaration: Regex<AnyRegexOutput> { simple(#"\b(struct|enum|class|protocol|actor|typealias)\s+([A-Z]\w*)"#) }

    /// `pattern` with word boundaries between word characters and the rest, as in most regex
    /// engines: Swift's default (Unicode's word rules) reads `LocaleNumbers.format` as one word.
    static func simple(_ pattern: String) -> Regex<AnyRegexOutput> { try! Regex(pattern).wordBoundaryKind(.simple) }

    /// `text` with its comments and string literals blanked out, line for line, so that a comment or a
    /// message that mentions a type does not count as using it.
    static func code(of text: String) -> String {
        var out = "", index = text.startIndex
        var blockDepth = 0, inLineComment = false, inString = false, inMultiline = false
        func at(_ token: String) -> Bool { text[index...].hasPrefix(token) }
        while index < text.endIndex {
            let character = text[index]
            if character == "\n" {
                inLineComment = false
                inString = inString && inMultiline
                out.append("\n"); index = text.index(after: index); continue
            }
            if inLineComment { index = text.index(after: index); continue }
            if blockDepth > 0 {
                if at("*/") { blockDepth -= 1; index = text.index(index, offsetBy: 2) }
                else if at("/*") { blockDepth += 1; index = text.index(index, offsetBy: 2) }
                else { index = text.index(after: index) }
                continue
            }
            if inString {
                if character == "\\" { index = text.index(after: index) }
                else if inMultiline ? at("\"\"\"") : character == "\"" {
                    inString = false
                    if inMultiline { index = text.index(index, offsetBy: 2) }
                    out.append("\"")
                }
                if index < text.endIndex { index = text.index(after: index) }
                continue
            }
            if at("//") { inLineComment = true; continue }
            if at("/*") { blockDepth = 1; index = text.index(index, offsetBy: 2); continue }
            if character == "\"" {
                inString = true
                inMultiline = at("\"\"\"")
                out.append("\"")
                index = text.index(index, offsetBy: inMultiline ? 3 : 1)
                continue
            }
            out.append(character)
            index = text.index(after: index)
        }
        return out
    }

    /// Each name a file of `folder` uses that another folder, not one of `allowed`, declares: as
    /// `path:line: Name (Folder/)`. `files` are paths below `Sources/FitCore` with their text.
    static func namesFromAbove(files: [(path: String, text: String)], folder: String, allowed: Set<String>) -> [String] {
        func folderOf(_ path: String) -> String { String(path.prefix { $0 != "/" }) }
        var declaredBy: [String: Set<String>] = [:], own: Set<String> = []
        for file in files {
            let code = Self.code(of: file.text), home = folderOf(file.path)
            for line in code.split(separator: "\n") {
                guard ["struct ", "enum ", "class ", "protocol ", "actor ", "typealias "].contains(where: line.contains) else { continue }
                if let match = line.firstMatch(of: topLevelDeclaration), let name = match.output[6].substring {
                    declaredBy[String(name), default: []].insert(home)
                }
                if home == folder { own.formUnion(line.matches(of: anyDeclaration).compactMap { $0.output[2].substring.map(String.init) }) }
            }
        }
        var found: [String] = []
        for file in files where folderOf(file.path) == folder {
            for (number, line) in code(of: file.text).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                var seen: Set<String> = []
                for name in capitalizedWords(in: line) {
                    guard !own.contains(name), seen.insert(name).inserted else { continue }
                    for home in (declaredBy[name] ?? []).sorted() where home != folder && !allowed.contains(home) {
                        found.append("\(file.path):\(number + 1): \(name) (\(home)/)")
                    }
                }
            }
        }
        return found
    }

    /// The words of `line` that start with a capital letter (`RunReport`, `ICUNumberFormat`), as the
    /// scan reads type names. Bytes, not a regex: the scan reads every source file.
    static func capitalizedWords(in line: Substring) -> [String] {
        func isWord(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
        }
        var words: [String] = [], start: Substring.UTF8View.Index? = nil
        let bytes = line.utf8
        for index in bytes.indices {
            if isWord(bytes[index]) { if start == nil { start = index } ; continue }
            if let begin = start, (0x41...0x5A).contains(bytes[begin]) { words.append(String(line[begin..<index])) }
            start = nil
        }
        if let begin = start, (0x41...0x5A).contains(bytes[begin]) { words.append(String(line[begin...])) }
        return words
    }

    @Test func supportNamesNoTypeOfAnotherFolder() throws {
        let files = try NativeLayerTests.sources(includingNative: true)
        #expect(files.filter { $0.path.hasPrefix("Support/") }.count > 20, "the scan reads Support/")
        let found = Self.namesFromAbove(files: files, folder: "Support", allowed: [])
        #expect(found.isEmpty, "Support/ names types declared above it:\n\(found.joined(separator: "\n"))")
    }

    @Test func nativeNamesNoTypeAboveSupport() throws {
        let files = try NativeLayerTests.sources(includingNative: true)
        #expect(files.filter { $0.path.hasPrefix("Native/") }.count > 20, "the scan reads Native/")
        let found = Self.namesFromAbove(files: files, folder: "Native", allowed: ["Support"])
        #expect(found.isEmpty, "Native/ names types declared above it:\n\(found.joined(separator: "\n"))")
    }

    /// The scan finds a planted use from above, and only that: not in a comment or a string, not a
    /// name the folder declares itself (nested), not a private type of another folder.
    @Test func findsAPlantedUseFromAbove() {
        let files: [(path: String, text: String)] = [
            ("Report/RunReport.swift", "/// A report.\npublic struct RunReport: Sendable {\n    public struct Finding {}\n}\n"),
            ("Report/Finding.swift", "public struct Finding {}\nprivate struct Hidden {}\n@frozen public enum Level { case a }\n"),
            ("Support/Paths.swift", "import Foundation\n\nextension RunReport {\n    func f(_ l: Level) { _ = Level.a }\n}\n"),
            ("Support/Quiet.swift", "// RunReport in a comment\nlet s = \"RunReport \\(1)\"\n/* Level\n /* nested */ RunReport */\nstruct B { struct Finding {}; let f: Finding; let h: Hidden }\nlet t = \"\"\"\n  RunReport\n  \"\"\"\n"),
        ]
        #expect(Self.namesFromAbove(files: files, folder: "Support", allowed: []) ==
                ["Support/Paths.swift:3: RunReport (Report/)", "Support/Paths.swift:4: Level (Report/)"])
        #expect(Self.namesFromAbove(files: files, folder: "Support", allowed: ["Report"]).isEmpty)
    }
}
