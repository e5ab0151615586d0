import Foundation

/// Reads an XLIFF 1.2 file as Xcode exports it (`<lang>.xcloc/Localized Contents/<lang>.xliff`), so
/// that its translations are checked before they are imported, exactly as if they were in the catalog.
///
/// - Each `<file>` element is one ``Catalog``: its `source-language`, and its `target-language`'s
///   `<target>` texts as the translations. `<source>` is the source text, `<note>` the comment,
///   `translate="no"` means not translatable. The target's `state` is kept (`new` is not a translation).
/// - A `trans-unit` id is the key, with Xcode's variation suffix after `|==|`:
///   `key|==|plural.one`, `key|==|device.iphone`, `key|==|device.iphone.plural.one` become
///   variation cases, and `key|==|substitutions.NAME.plural.one` a case of the substitution `NAME`
///   (the root unit `key` holds the `%#@NAME@` text). Any other suffix is kept as a plain key, the
///   whole id, so that its text is still measured.
/// - Inline elements inside `<source>`/`<target>` (`<g>`, `<ph>`, …) keep their text; Xcode writes none.
public enum XLIFFReader {
    /// The separator Xcode puts between a key and its variation path in a trans-unit id.
    public static let variantSeparator = "|==|"

    public static func read(file: String) throws -> [Catalog] {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw InputError(file: file, "cannot read the XLIFF file")
        }
        return try read(data: data, file: file)
    }

    public static func read(data: Data, file: String) throws -> [Catalog] {
        var catalogs: [Catalog] = []
        var current: FileBuilder?
        var unit: UnitBuilder?
        /// The element whose text is being collected (`source`, `target`, `note`), and its depth.
        var collecting: (name: String, depth: Int)?
        var depth = 0
        for event in try XMLScanner.events(Array(data), file: file) {
            switch event {
            case let .start(name, attributes, selfClosing, _, line, column):
                let value = { (attribute: String) in attributes.first { $0.name == attribute }?.value }
                depth += 1
                defer { if selfClosing { depth -= 1 } }
                switch name {
                case "file":
                    guard let source = value("source-language") else {
                        throw InputError(file: file, line: line, column: column, "<file> has no source-language")
                    }
                    current = FileBuilder(sourceLanguage: source, targetLanguage: value("target-language"))
                case "trans-unit":
                    guard current != nil else {
                        throw InputError(file: file, line: line, column: column, "<trans-unit> outside a <file>")
                    }
                    guard let id = value("id") else {
                        throw InputError(file: file, line: line, column: column, "<trans-unit> has no id")
                    }
                    unit = UnitBuilder(id: id, line: line, translate: value("translate") != "no")
                case "source", "target", "note":
                    guard unit != nil, collecting == nil else { break }
                    if name == "target" {
                        unit?.targetState = value("state")
                        unit?.target = ""
                    }
                    if name == "source" { unit?.source = "" }
                    if !selfClosing { collecting = (name, depth) }
                default:
                    break
                }
            case let .end(name):
                if let open = collecting, open.depth == depth, open.name == name { collecting = nil }
                depth -= 1
                if name == "trans-unit", let finished = unit {
                    current?.add(finished)
                    unit = nil
                } else if name == "file", let finished = current {
                    catalogs.append(finished.catalog(file: file))
                    current = nil
                }
            case let .text(text):
                guard var open = unit else { break }
                switch collecting?.name {
                case "source": open.source = (open.source ?? "") + text
                case "target": open.target = (open.target ?? "") + text
                case "note": open.note = (open.note ?? "") + text
                default: break
                }
                unit = open
            }
        }
        guard !catalogs.isEmpty else { throw InputError(file: file, "no <file> element: not an XLIFF 1.2 file") }
        return catalogs
    }

    /// One trans-unit as read.
    private struct UnitBuilder {
        var id: String
        var line: Int
        var translate: Bool
        var source: String?
        var target: String?
        var targetState: String?
        var note: String?
    }

    /// Where a trans-unit's text goes: a key, and a path of variation steps, perhaps inside a substitution.
    struct UnitPath: Equatable {
        var key: String
        var substitution: String?
        var steps: [(axis: String, name: String)]

        static func == (a: UnitPath, b: UnitPath) -> Bool {
            a.key == b.key && a.substitution == b.substitution
                && a.steps.map(\.axis) == b.steps.map(\.axis) && a.steps.map(\.name) == b.steps.map(\.name)
        }

        /// Parses `key`, `key|==|plural.one`, `key|==|device.ipad.plural.other`,
        /// `key|==|substitutions.NAME.plural.few`; anything else is a plain key (the whole id).
        init(id: String) {
            guard let range = id.range(of: XLIFFReader.variantSeparator) else {
                self.init(key: id, substitution: nil, steps: [])
                return
            }
            let key = String(id[..<range.lowerBound])
            let path = String(id[range.upperBound...])
            let axes: Set<String> = ["plural", "device", "width"]
            if path.hasPrefix("substitutions.") {
                // The name may itself contain dots: it runs up to the trailing `.plural.<case>`.
                let parts = path.dropFirst("substitutions.".count).split(separator: ".", omittingEmptySubsequences: false)
                if parts.count >= 3, parts[parts.count - 2] == "plural", !parts.last!.isEmpty {
                    let name = parts.dropLast(2).joined(separator: ".")
                    if !name.isEmpty {
                        self.init(key: key, substitution: name, steps: [("plural", String(parts.last!))])
                        return
                    }
                }
            } else {
                let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                if parts.count % 2 == 0, stride(from: 0, to: parts.count, by: 2).allSatisfy({
                    axes.contains(parts[$0]) && !parts[$0 + 1].isEmpty
                }) {
                    let steps = stride(from: 0, to: parts.count, by: 2).map { (axis: parts[$0], name: parts[$0 + 1]) }
                    self.init(key: key, substitution: nil, steps: steps)
                    return
                }
            }
            self.init(key: id, substitution: nil, steps: [])
        }

        init(key: String, substitution: String?, steps: [(axis: String, name: String)]) {
            self.key = key
            self.substitution = substitution
            self.steps = steps
        }
    }

    /// A localization being built from trans-units, which may come in any order.
    private final class NodeBuilder {
        var unit: StringUnit?
        /// Axis → case name → node, axes and cases in order of first appearance.
        var axes: [(axis: String, cases: [(name: String, node: NodeBuilder)])] = []
        var substitutions: [(name: String, node: NodeBuilder)] = []

        func child(_ axis: String, _ name: String) -> NodeBuilder {
            let a = axes.firstIndex { $0.axis == axis } ?? { axes.append((axis, [])); return axes.count - 1 }()
            if let found = axes[a].cases.first(where: { $0.name == name }) { return found.node }
            let node = NodeBuilder()
            axes[a].cases.append((name, node))
            return node
        }

        func substitution(_ name: String) -> NodeBuilder {
            if let found = substitutions.first(where: { $0.name == name }) { return found.node }
            let node = NodeBuilder()
            substitutions.append((name, node))
            return node
        }

        func node() -> LocalizationNode {
            var result = LocalizationNode(stringUnit: unit)
            result.variations = axes.map { axis in
                Variation(axis: axis.axis, cases: axis.cases.map { Variation.Case(name: $0.name, node: $0.node.node()) })
            }
            for (name, builder) in substitutions {
                // XLIFF carries neither argNum nor the specifier: the expander takes the argument
                // number of the `%#@name@` reference, and leaves are written with their specifiers.
                result.substitutions[name] = Substitution(argNum: nil, formatSpecifier: "@", node: builder.node())
            }
            return result
        }
    }

    /// One `<file>` element being read.
    private struct FileBuilder {
        var sourceLanguage: String
        var targetLanguage: String?
        /// Keys in order of first appearance, with their line, comment, flag and per-language nodes.
        var order: [String] = []
        var keys: [String: (line: Int, comment: String?, translate: Bool, source: NodeBuilder, target: NodeBuilder)] = [:]

        mutating func add(_ unit: UnitBuilder) {
            let path = UnitPath(id: unit.id)
            if keys[path.key] == nil {
                order.append(path.key)
                keys[path.key] = (unit.line, nil, true, NodeBuilder(), NodeBuilder())
            }
            let note = unit.note.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            if keys[path.key]?.comment == nil, let note, !note.isEmpty { keys[path.key]?.comment = note }
            if !unit.translate { keys[path.key]?.translate = false }
            guard let entry = keys[path.key] else { return }
            for (root, text, state) in [(entry.source, unit.source, nil), (entry.target, unit.target, unit.targetState)] {
                guard let text else { continue }
                var node = path.substitution.map(root.substitution) ?? root
                for step in path.steps { node = node.child(step.axis, step.name) }
                node.unit = StringUnit(state: state, value: text)
            }
        }

        func catalog(file: String) -> Catalog {
            let entries = order.compactMap { key -> CatalogEntry? in
                guard let entry = keys[key] else { return nil }
                var localizations = [sourceLanguage: entry.source.node()]
                if let targetLanguage, targetLanguage != sourceLanguage { localizations[targetLanguage] = entry.target.node() }
                return CatalogEntry(key: key, comment: entry.comment, shouldTranslate: entry.translate,
                                    file: file, line: entry.line, localizations: localizations)
            }
            let languages = Set([sourceLanguage] + (targetLanguage.map { [$0] } ?? [])).sorted()
            return Catalog(file: file, sourceLanguage: sourceLanguage, entries: entries, languages: languages)
        }
    }
}

