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

    /// One use of a type across folders: `path:line` of `from`'s file names `name`, which `to` declares.
    struct Use: Equatable, CustomStringConvertible {
        var from: String, to: String, path: String, line: Int, name: String
        var description: String { "\(path):\(line): \(name) (\(to)/)" }
    }

    /// Every use of a type another folder declares, file by file and line by line. `files` are paths
    /// below `Sources/FitCore` with their text; a folder's own names (nested or private ones too) shadow
    /// another folder's.
    static func uses(files: [(path: String, text: String)]) -> [Use] {
        func folderOf(_ path: String) -> String { String(path.prefix { $0 != "/" }) }
        var declaredBy: [String: Set<String>] = [:], own: [String: Set<String>] = [:]
        let codes = files.map { (path: $0.path, home: folderOf($0.path), code: Self.code(of: $0.text)) }
        for file in codes {
            for line in file.code.split(separator: "\n") {
                guard ["struct ", "enum ", "class ", "protocol ", "actor ", "typealias "].contains(where: line.contains) else { continue }
                if let match = line.firstMatch(of: topLevelDeclaration), let name = match.output[6].substring {
                    declaredBy[String(name), default: []].insert(file.home)
                }
                own[file.home, default: []].formUnion(line.matches(of: anyDeclaration).compactMap { $0.output[2].substring.map(String.init) })
            }
        }
        var found: [Use] = []
        for file in codes {
            let mine = own[file.home] ?? []
            for (number, line) in file.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                var seen: Set<String> = []
                for name in capitalizedWords(in: line) {
                    guard !mine.contains(name), seen.insert(name).inserted else { continue }
                    for home in (declaredBy[name] ?? []).sorted() where home != file.home {
                        found.append(Use(from: file.home, to: home, path: file.path, line: number + 1, name: name))
                    }
                }
            }
        }
        return found
    }

    /// Each name a file of `folder` uses that another folder, not one of `allowed`, declares: as
    /// `path:line: Name (Folder/)`.
    static func namesFromAbove(files: [(path: String, text: String)], folder: String, allowed: Set<String>) -> [String] {
        uses(files: files).filter { $0.from == folder && !allowed.contains($0.to) }.map(\.description)
    }

    /// The folder graph of `uses`: each folder → the folders whose types it names.
    static func graph(of uses: [Use]) -> [String: Set<String>] {
        uses.reduce(into: [:]) { graph, use in graph[use.from, default: []].insert(use.to) }
    }

    /// The folder cycles of `graph`: its strongly connected components of more than one folder
    /// (Tarjan's algorithm), each sorted, in order of their first folder. Empty when the folders form
    /// layers, each naming only folders below it.
    static func cycles(in graph: [String: Set<String>]) -> [[String]] {
        var index: [String: Int] = [:], lowest: [String: Int] = [:], stack: [String] = [], onStack: Set<String> = []
        var components: [[String]] = []
        func visit(_ folder: String) {
            index[folder] = index.count
            lowest[folder] = index[folder]
            stack.append(folder); onStack.insert(folder)
            for next in (graph[folder] ?? []).sorted() {
                if index[next] == nil {
                    visit(next)
                    lowest[folder] = min(lowest[folder]!, lowest[next]!)
                } else if onStack.contains(next) {
                    lowest[folder] = min(lowest[folder]!, index[next]!)
                }
            }
            guard lowest[folder] == index[folder] else { return }
            var component: [String] = []
            while let top = stack.popLast() {
                onStack.remove(top)
                component.append(top)
                if top == folder { break }
            }
            if component.count > 1 { components.append(component.sorted()) }
        }
        for folder in Set(graph.keys).union(graph.values.joined()).sorted() where index[folder] == nil { visit(folder) }
        return components.sorted { $0[0] < $1[0] }
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
        #expect(files.filter { $0.path.hasPrefix("Support/") }.count > 10, "the scan reads Support/")
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

    /// The cycle finder sees a planted cycle, and only the folders in it: `Alpha/` → `Beta/` → `Gamma/`
    /// → `Alpha/` is one cycle, `Delta/` names into it from outside, `Echo/` ⇄ `Delta/` is a second one
    /// once planted; a layered graph has none.
    @Test func findsAPlantedCycle() {
        var files: [(path: String, text: String)] = [
            ("Alpha/A.swift", "public struct Alfa { let b: Bravo }\n"),
            ("Beta/B.swift", "struct Bravo { let c: Charlie }\n"),
            ("Gamma/C.swift", "enum Charlie { case a(Alfa) }\n"),
            ("Delta/D.swift", "struct Dog { let a: Alfa }\n"),
            ("Echo/E.swift", "struct Easy {}\n"),
        ]
        let graph = Self.graph(of: Self.uses(files: files))
        #expect(graph == ["Alpha": ["Beta"], "Beta": ["Gamma"], "Gamma": ["Alpha"], "Delta": ["Alpha"]])
        #expect(Self.cycles(in: graph) == [["Alpha", "Beta", "Gamma"]])
        files[4].text = "struct Easy { let d: Dog }\n"
        files[3].text = "struct Dog { let a: Alfa; let e: Easy }\n"
        #expect(Self.cycles(in: Self.graph(of: Self.uses(files: files))) == [["Alpha", "Beta", "Gamma"], ["Delta", "Echo"]])
        files[2].text = "enum Charlie { case a }\n"
        #expect(Self.cycles(in: Self.graph(of: Self.uses(files: files))) == [["Delta", "Echo"]])
        #expect(Self.cycles(in: ["Run": ["Report", "Judge"], "Report": ["Judge"], "Judge": []]).isEmpty)
    }
}
