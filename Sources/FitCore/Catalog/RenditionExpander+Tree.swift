/// The localization tree of one entry and language walked into renditions (``RenditionExpander``):
/// its leaves (plural forms, device and width variants, substitutions) each matched with the source's.
extension RenditionExpander {
    struct Context {
        enum Mode {
            case source
            case translation
            case forced(RenditionStatus, state: String?)
        }
        var entry: CatalogEntry
        var language: String
        /// Whose plural rules pick the numbers: the language of the text itself.
        var textLanguage: String
        /// ICU locale the numbers are formatted in: the rendition's language.
        var locale: String
        var mode: Mode
        var sourceNode: LocalizationNode
        /// How the entry's texts are read: formatted when the source text has arguments.
        var reading: FormatString.Reading = .formatted
        /// The arguments the source reads, all of its variants together (none when not formatted).
        var sourceArguments = FormatArguments()
        /// Arguments every text of the entry may leave out: the key's, when the source's own text has
        /// none (``RenditionExpander`` "the key's arguments").
        var omittable: Set<Int> = []
        /// Whether the source text has a letter (else it needs no translation).
        var sourceHasLetters = true
        /// The arguments the source text writes against a letter (`app%@`): a string sample there is
        /// one letter in every language (``SampleValues/gluedArguments(of:)``).
        var gluedArguments: Set<Int> = []
        /// The parent language whose translation a regional language shows, if any.
        var inheritedFrom: String?

        /// Whether the text expanded is the source language's own (not another language's fallback).
        var isSourceText: Bool {
            if case .source = mode { return inheritedFrom == nil }
            return false
        }
    }

    /// A leaf of the variation tree with where it sits.
    struct Leaf {
        var unit: StringUnit
        var steps: [(axis: String, name: String)] = []
        var scope: [String: Substitution] = [:]
        var file: String?
        var line: Int?
    }

    /// A text with every substitution resolved: a format string whose specifiers are all numbered.
    struct Resolved {
        var format = ""
        var path: [String] = []
        /// Argument number → plural category chosen for it.
        var plurals: [Int: String] = [:]
        var states: [String?] = []
        var translated = true
    }

    func leaves(of node: LocalizationNode, steps: [(axis: String, name: String)] = [],
                scope: [String: Substitution] = [:], file: String? = nil, line: Int? = nil) -> [Leaf] {
        let scope = scope.merging(node.substitutions) { _, inner in inner }
        let file = node.file ?? file, line = node.line ?? line
        if node.variations.isEmpty {
            guard let unit = node.stringUnit else { return [] }
            return [Leaf(unit: unit, steps: steps, scope: scope, file: file, line: line)]
        }
        return node.variations.flatMap { variation in
            variation.cases.flatMap { leaves(of: $0.node, steps: steps + [(variation.axis, $0.name)], scope: scope, file: file, line: line) }
        }
    }

    /// The source leaf at the same variant path, following it as far as the source varies the same way.
    private func sourceLeaf(for steps: [(axis: String, name: String)], in root: LocalizationNode) -> Leaf? {
        var node = root
        var scope = root.substitutions
        var remaining = steps[...]
        while !node.variations.isEmpty {
            let next: LocalizationNode?
            if let step = remaining.first, let variation = node.variations.first(where: { $0.axis == step.axis }),
               let match = variation.cases.first(where: { $0.name == step.name }) {
                next = match.node
                remaining = remaining.dropFirst()
            } else {
                let cases = node.variations[0].cases
                next = (cases.first { $0.name == "other" } ?? cases.last)?.node
            }
            guard let found = next else { return nil }
            node = found
            scope.merge(node.substitutions) { _, inner in inner }
        }
        guard let unit = node.stringUnit, !unit.value.isEmpty else { return nil }
        return Leaf(unit: unit, scope: scope)
    }

    /// The names of the `%#@name@` references in `text` that no substitution in `scope` defines, in
    /// text order, each once.
    static func undefinedSubstitutions(in text: String, scope: [String: Substitution]) -> [String] {
        var names: [String] = []
        for (spec, _) in FormatString(parsing: text, as: .formatted).specifiers {
            if let name = spec.reference, scope[name] == nil, !names.contains(name) { names.append(name) }
        }
        return names
    }

    func expand(_ node: LocalizationNode, _ context: Context, into out: inout [Rendition]) throws {
        for leaf in leaves(of: node) {
            var text = leaf.unit.value
            var scope = leaf.scope
            var translated = true
            // The translator's own text, checked against the source's arguments.
            var ownTranslation = false
            // The key stands in for a text the catalog lacks.
            var fromKey = false
            if case .translation = context.mode, !leaf.unit.isTranslated {
                translated = !context.sourceHasLetters
                if text.isEmpty {
                    let source = sourceLeaf(for: leaf.steps, in: context.sourceNode)
                    text = source?.unit.value ?? context.entry.key
                    scope = source?.scope ?? [:]
                }
            } else if case .translation = context.mode {
                ownTranslation = true
            } else if text.isEmpty {
                text = context.entry.key
                fromKey = true
            }
            if context.entry.drawnAsWritten {
                out.append(rendition(leaf: leaf, text: text, samples: [], path: [], states: [], translated: translated, context))
                continue
            }
            // A `%#@name@` no substitution defines: the device shows it as written, broken.
            if !fromKey, ownTranslation || (context.isSourceText), FormatString.containsSubstitutionReference(text) {
                let undefined = Self.undefinedSubstitutions(in: text, scope: scope)
                if !undefined.isEmpty {
                    out.append(mismatch(leaf: leaf, text: text, path: [], arguments: FormatArguments(), undefined: undefined, context))
                    continue
                }
            }
            let plural = leaf.steps.last { $0.axis == "plural" }?.name
            // The number an outer plural variation counts may be left out of a case ("One post"), and so
            // may the key's arguments when the source's text has none.
            let counted: Set<Int> = (plural == nil ? [] : Set(context.sourceArguments.numericArguments.prefix(1)))
                .union(context.omittable)
            // Most texts have no specifier at all: nothing to resolve, parse or format.
            if !FormatString.containsPercent(text) {
                if ownTranslation, !context.sourceArguments.agrees(with: FormatArguments(), mayOmit: counted) {
                    out.append(mismatch(leaf: leaf, text: text, path: [], arguments: FormatArguments(), context))
                    continue
                }
                out.append(rendition(leaf: leaf, text: text, samples: [], path: [], states: [],
                                     translated: translated, context))
                continue
            }
            let format = FormatString(parsing: text, as: context.reading)
            if ownTranslation {
                // Read as `String(format:)` would; in a text shown as written only unambiguous
                // conversions count (a `%@` there is still one the source lacks).
                let own = context.reading == .formatted ? format : FormatString(parsing: text, as: .formatted)
                let arguments = FormatArguments(own, ignoringSpaceFlagOnly: context.reading == .verbatim)
                let hasReference = own.pieces.contains(where: Self.isReference)
                if !hasReference, !context.sourceArguments.agrees(with: arguments, mayOmit: counted) {
                    out.append(mismatch(leaf: leaf, text: text, path: [], arguments: arguments, context))
                    continue
                }
            }
            // Without `%#@…@` there is nothing to splice: the text's own specifiers, numbered as
            // `resolve` would write them, are formatted without writing and parsing the text again.
            if !format.pieces.contains(where: Self.isReference) {
                let numbered = format.pieces.map { piece -> FormatString.Piece in
                    guard case .specifier(var spec, let argument) = piece else { return piece }
                    let number = Self.argumentNumber(of: spec, argument: argument, ownArgument: nil)
                    spec.position = number
                    return .specifier(spec, argument: number)
                }
                out.append(rendition(leaf: leaf, pieces: numbered, resolved: Resolved(), plural: plural,
                                     translated: translated, context))
                continue
            }
            for resolved in try resolve(text, parsed: format, scope: scope, ownArgument: nil, depth: 0, context) {
                let pieces = FormatString(parsing: resolved.format, as: .formatted).pieces
                if ownTranslation {
                    let arguments = FormatArguments(FormatString(pieces: pieces))
                    if !context.sourceArguments.agrees(with: arguments, mayOmit: counted.union(resolved.plurals.keys)) {
                        out.append(mismatch(leaf: leaf, text: resolved.format, path: resolved.path, arguments: arguments, context))
                        continue
                    }
                }
                out.append(rendition(leaf: leaf, pieces: pieces, resolved: resolved, plural: plural,
                                     translated: translated, context))
            }
        }
    }
}
