import Foundation
import Testing
import FitcheckTestSupport

/// Layers point one way. Each folder of `Sources/FitCore/` is a stage or a room of shared values, and
/// ``allowed`` lists, for each, the folders whose types it may name: the table is the layering, and it
/// has no cycle. The scan reads the sources, lists the types each folder declares (at the top level,
/// not private), finds every use of one in another folder (not in comments or strings) and checks that
/// each such edge is in the table and that the folders' graph has no cycle.
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

    /// Each folder → the folders whose types it may name, bottom first. A new folder, or a new use
    /// across folders, is added here where it keeps the table free of cycles; a use that would close one
    /// goes the other way (the type moves down, or the caller up).
    static let allowed: [String: Set<String>] = [
        // Bottom: small shared values, then the C wrappers and the file formats on them.
        "Support": [],
        "Markdown": [],
        "ConstraintSolver": [],
        "Native": ["Support"],
        "Formats": ["Support"],
        "Project": ["Support", "Formats"],
        "InterfaceBuilder": ["Support", "Formats"],
        "SceneLayout": ["InterfaceBuilder", "ConstraintSolver", "Groups"],
        // Text: fonts and shaping, then fitting lines.
        "Shaping": ["Support", "Native", "Markdown"],
        "Layout": ["Support", "Markdown", "Shaping"],
        // The app's files: Swift sources (for default values and slots), then its tables.
        "SwiftSource": ["Support", "Project", "Layout"],
        "Catalog": ["Support", "Formats", "InterfaceBuilder", "Native", "Project", "SwiftSource"],
        // The room a text gets, the verdict rules, rows and choices, the matrix that lists them.
        "Slots": ["Formats", "Markdown", "Shaping", "Layout"],
        "Judge": ["Formats", "Shaping", "Layout", "Catalog", "Slots"],
        "Groups": ["Support", "Formats", "Layout", "Slots", "Judge"],
        "Matrix": ["Support", "Formats", "Project", "Shaping", "Layout", "Catalog", "Slots", "Judge", "Groups"],
        "Cells": ["Shaping", "Layout", "Slots", "Matrix"],
        // What a run found, and the slots the code gives (init writes them into a matrix).
        "Findings": ["Support", "Formats", "Project", "Shaping", "Layout", "Catalog", "Judge", "Groups"],
        "SlotInference": ["Support", "Formats", "InterfaceBuilder", "Project", "Shaping", "Layout", "SwiftSource",
                          "Catalog", "Slots", "Groups", "Findings", "SceneLayout", "ConstraintSolver"],
        // The slots a run takes from the code: inferred each run (cached per file), or from an exported file.
        "CodeSlots": ["Support", "Formats", "Project", "Layout", "Catalog", "Slots", "Groups", "Matrix", "SlotInference", "SwiftSource"],
        "Init": ["Support", "Formats", "Native", "Project", "Shaping", "Layout", "Catalog", "Slots", "Groups", "Matrix",
                 "SlotInference", "CodeSlots"],
        "Baseline": ["Support", "Formats", "InterfaceBuilder", "Project", "Layout", "Catalog", "Judge", "Matrix", "Findings",
                     "SlotInference", "Init", "CodeSlots"],
        // The run and what it writes: pictures, then the reports (the page links the pictures).
        "Render": ["Support", "Native", "Shaping", "Layout", "Judge", "Groups", "Findings"],
        "Run": ["Support", "Formats", "Native", "Markdown", "Shaping", "Layout", "Catalog", "Slots", "Judge", "Groups", "Matrix",
                "Cells", "Findings", "Baseline", "Render", "SlotInference", "CodeSlots"],
        "Report": ["Support", "Formats", "Project", "Layout", "Judge", "Findings", "Render"],
        // Translators' room, writing fixes back, and the server that serves both.
        "Budget": ["Support", "Formats", "Project", "Shaping", "Layout", "Catalog", "Judge", "Groups", "Matrix", "Cells",
                   "Findings", "Run"],
        "Apply": ["Support", "Catalog", "Budget"],
        "Server": ["Support", "Formats", "Native", "Shaping", "Layout", "Catalog", "Judge", "Groups", "Matrix", "Cells",
                   "Findings", "Render", "Run", "Budget", "Apply"],
    ]

    /// The uses across folders in `Sources/FitCore`, read once for every test here.
    static let sourceUses: Result<[Use], any Error> = Result { uses(files: try NativeLayerTests.sources(includingNative: true)) }

    /// Each use of another folder's type that ``allowed`` does not list, as `path:line: Name (Folder/)`;
    /// a folder missing from the table as `Folder/: not in the table`.
    static func disallowed(_ uses: [Use], allowed: [String: Set<String>]) -> [String] {
        var found: [String] = []
        for folder in Set(uses.flatMap { [$0.from, $0.to] }).sorted() where allowed[folder] == nil {
            found.append("\(folder)/: not in the table")
        }
        return found + uses.filter { use in allowed[use.from].map { !$0.contains(use.to) } ?? false }.map(\.description)
    }

    @Test func everyUseAcrossFoldersIsAnAllowedEdge() throws {
        let uses = try Self.sourceUses.get()
        #expect(Set(uses.map(\.from)).count > 20, "the scan reads every folder")
        #expect(uses.contains { $0.from == "Report" && $0.to == "Findings" }, "the scan sees the reports read findings")
        let found = Self.disallowed(uses, allowed: Self.allowed)
        #expect(found.isEmpty, "uses across folders that the table of allowed edges (LayerDirectionTests.allowed) lacks:\n\(found.joined(separator: "\n"))")
    }

    @Test func noFolderCycle() throws {
        let cycles = Self.cycles(in: Self.graph(of: try Self.sourceUses.get()))
        #expect(cycles.isEmpty, "folders naming each other's types: \(cycles.map { $0.joined(separator: " ⇄ ") })")
        // The table itself is layered, so every graph it allows is.
        #expect(Self.cycles(in: Self.allowed).isEmpty, "the table of allowed edges has cycles: \(Self.cycles(in: Self.allowed))")
    }

    /// A planted use outside the table is named with its place; a planted folder the table lacks too.
    @Test func findsAPlantedDisallowedEdge() {
        let files: [(path: String, text: String)] = [
            ("Findings/Finding.swift", "public struct Finding { let v: Verdict }\n"),
            ("Judge/Verdict.swift", "public enum Verdict { case fits }\nfunc f(_ x: Finding) {}\n"),
            ("Extra/Thing.swift", "struct Thing { let f: Finding }\n"),
        ]
        let table: [String: Set<String>] = ["Findings": ["Judge"], "Judge": []]
        #expect(Self.disallowed(Self.uses(files: files), allowed: table)
                == ["Extra/: not in the table", "Judge/Verdict.swift:2: Finding (Findings/)"])
        #expect(Self.disallowed(Self.uses(files: Array(files.prefix(1))), allowed: table).isEmpty)
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
