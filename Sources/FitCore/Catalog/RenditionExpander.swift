import Foundation

/// Expands catalog entries into renditions: every leaf of every variation, in every language asked for,
/// with sample arguments substituted.
///
/// Fallback rules (what the platform shows when there is no translation):
/// - No source-language localization: the key is the source text.
/// - Another language with no localization, or none of whose leaves is translated: the source renditions
///   (source plural rules, numbers formatted for the language), marked `untranslated`.
/// - A single leaf that is not translated (empty, or state `new`): its own value if it has one, else the
///   source leaf at the same variant path (else the key); marked `untranslated`.
/// - `shouldTranslate: false`: the source text in every language, marked `notTranslatable`.
/// - Source-language renditions are the original text: `translated`.
/// - Stale entries (`extractionState: stale`) are skipped unless `includeStale`.
/// - An entry whose source text is empty (Xcode's `""` key) is skipped (``isSkipped(_:sourceLanguage:)``).
/// - A regional language without a translation of its own shows its parent's, as the platform falls
///   back (``LanguageFallback``): measured as that translation, with ``Rendition/inheritedFrom`` set.
/// - A text with no letters (only specifiers, digits, punctuation: `%@:`, `%lld/%lld`) needs no
///   translation: where it has none it is `notTranslatable`, never `untranslated`.
///
/// Format specifiers are read as the device reads them (``FormatString/Reading``): an entry whose
/// source text has arguments is formatted, one without is shown as written (a `%` alone, `100%`). A
/// translation whose arguments differ from the source's (``FormatArguments``) becomes a rendition
/// with ``Rendition/formatMismatch`` set and its text as written, never formatted with samples.
///
/// In a substitution variant, `%arg` and any un-numbered specifier stand for the substitution's own
/// argument; a substitution without `argNum` takes the argument number of its `%#@name@` reference.
public struct RenditionExpander: Sendable {
    public var samples: SampleValues
    public var includeStale: Bool
    private let plurals: PluralSamples
    private let formatter = SampleFormatter()

    /// Substitutions may reference further substitutions; deeper than this is an input error.
    static let maximumNesting = 8

    public init(samples: SampleValues = SampleValues(), includeStale: Bool = false) {
        self.samples = samples
        self.includeStale = includeStale
        self.plurals = PluralSamples(bound: samples.pluralBound)
    }

    /// Renditions ordered by key (UTF-8 byte order), language, then variant in case order.
    /// - Parameters:
    ///   - languages: nil for every language of the catalog (the source language included).
    ///   - jobs: threads to expand on. Entries are expanded in consecutive parts and the parts joined in
    ///     order, so the result, and the error thrown (the first entry's in key order), do not depend on it.
    public func renditions(of catalog: Catalog, languages: [String]? = nil, jobs: Int = 1) throws -> [Rendition] {
        try renditions(of: catalog, languages: languages, jobs: jobs, partSize: 256)
    }

    /// ``renditions(of:languages:jobs:)`` with parts of `partSize` entries (tests use small parts).
    func renditions(of catalog: Catalog, languages: [String]?, jobs: Int, partSize: Int) throws -> [Rendition] {
        let languages = Set(languages ?? catalog.languages).sorted()
        let entries = catalog.entries.enumerated().sorted {
            $0.element.key == $1.element.key ? $0.offset < $1.offset
                : $0.element.key.utf8.lexicographicallyPrecedes($1.element.key.utf8)
        }.map(\.element).filter { (includeStale || !$0.isStale) && !Self.isSkipped($0, sourceLanguage: catalog.sourceLanguage) }
        // Each language's ICU locale once, not per entry.
        let targets = languages.map { Target(language: $0, locale: ICULocale.identifier($0)) }
        @Sendable func expand(_ part: ArraySlice<CatalogEntry>) throws -> [Rendition] {
            var out: [Rendition] = []
            out.reserveCapacity(part.count * languages.count)
            for entry in part {
                try appendRenditions(of: entry, in: targets, sourceLanguage: catalog.sourceLanguage, to: &out)
            }
            return out
        }
        // A few hundred entries per part: enough to be worth a thread, small enough to even out.
        if jobs > 1 && entries.count > partSize { plurals.prepare(languages + [catalog.sourceLanguage], jobs: jobs) }
        return try OrderedParts.map(count: entries.count, partSize: partSize, jobs: jobs) { range in
            try expand(entries[range])
        }
    }

    /// The renditions of one entry in one language.
    public func renditions(of entry: CatalogEntry, language: String, sourceLanguage: String) throws -> [Rendition] {
        var out: [Rendition] = []
        try appendRenditions(of: entry, in: [Target(language: language, locale: ICULocale.identifier(language))],
                             sourceLanguage: sourceLanguage, to: &out)
        return out
    }

    /// Whether `entry` is left out whatever the selection: its source text is empty (the `""` key Xcode
    /// writes into catalogs), so there is nothing an app shows.
    public static func isSkipped(_ entry: CatalogEntry, sourceLanguage: String) -> Bool {
        guard entry.key.allSatisfy(\.isWhitespace) else { return false }
        guard let node = entry.localizations[sourceLanguage] else { return true }
        return !node.containsLeaf { !$0.value.allSatisfy(\.isWhitespace) }
    }

    /// A language to expand into, with its ICU locale.
    private struct Target {
        var language: String
        var locale: String
    }

    /// The renditions of one entry in each target language, appended to `out`: a catalog's renditions
    /// go into one array, and what the languages share (the source text) is worked out once.
    private func appendRenditions(of entry: CatalogEntry, in targets: [Target], sourceLanguage: String,
                                  to out: inout [Rendition]) throws {
        let sourceNode = entry.localizations[sourceLanguage].flatMap { node in
            node.containsLeaf { !$0.value.isEmpty } ? node : nil
        } ?? LocalizationNode(stringUnit: StringUnit(value: entry.key))
        var context = Context(entry: entry, language: "", textLanguage: sourceLanguage, locale: "", mode: .source,
                              sourceNode: sourceNode)
        try learnSource(into: &context)
        for target in targets {
            context.language = target.language
            context.locale = target.locale
            context.textLanguage = sourceLanguage
            context.mode = .source
            context.inheritedFrom = nil
            if !entry.shouldTranslate {
                context.mode = .forced(.notTranslatable, state: nil)
                try expand(sourceNode, context, into: &out)
                continue
            }
            if target.language == sourceLanguage {
                try expand(sourceNode, context, into: &out)
                continue
            }
            let node = entry.localizations[target.language]
            if let node, node.containsLeaf(where: \.isTranslated) {
                context.mode = .translation
                context.textLanguage = target.language
                try expand(node, context, into: &out)
                continue
            }
            // A regional language shows its nearest parent's translation (the source text when the
            // parent is the source language), as the platform falls back.
            if let parent = LanguageFallback.parents(of: target.language).first(where: { parent in
                parent == sourceLanguage || entry.localizations[parent]?.containsLeaf(where: \.isTranslated) == true
            }) {
                context.inheritedFrom = parent
                if parent == sourceLanguage {
                    try expand(sourceNode, context, into: &out)
                } else {
                    context.mode = .translation
                    context.textLanguage = parent
                    try expand(entry.localizations[parent]!, context, into: &out)
                }
                continue
            }
            context.mode = .forced(context.sourceHasLetters ? .untranslated : .notTranslatable,
                                   state: node?.leaves.first?.state)
            try expand(sourceNode, context, into: &out)
        }
    }

    /// What the source text says about every language's text: whether it is formatted (it has
    /// arguments), which arguments it reads (all of its variants together), and whether it has letters.
    private func learnSource(into context: inout Context) throws {
        var arguments = FormatArguments(), unambiguous = FormatArguments()
        var hasReference = false, hasLetters = false
        func learn(_ format: FormatString) {
            arguments.formUnion(FormatArguments(format))
            unambiguous.formUnion(FormatArguments(format, ignoringSpaceFlagOnly: true))
            if !hasLetters { hasLetters = Self.hasLetters(format) }
        }
        for leaf in leaves(of: context.sourceNode) {
            let text = leaf.unit.value.isEmpty ? context.entry.key : leaf.unit.value
            guard FormatString.containsPercent(text) else {
                if !hasLetters { hasLetters = text.contains(where: \.isLetter) }
                continue
            }
            let format = FormatString(parsing: text, as: .formatted)
            guard format.pieces.contains(where: Self.isReference) else { learn(format); continue }
            hasReference = true
            for resolved in try resolve(text, parsed: format, scope: leaf.scope, ownArgument: nil, depth: 0, context) {
                learn(FormatString(parsing: resolved.format, as: .formatted))
            }
        }
        // Only `% d`-like conversions (how people write "50 % de"): a text without arguments.
        let formatted = hasReference || !unambiguous.isEmpty
        context.reading = formatted ? .formatted : .verbatim
        context.sourceArguments = formatted ? arguments : FormatArguments()
        context.sourceHasLetters = hasLetters
    }

    private static func hasLetters(_ format: FormatString) -> Bool {
        format.pieces.contains { piece in
            if case .text(let literal) = piece { return literal.contains(where: \.isLetter) }
            return false
        }
    }

    // MARK: - Expansion

    private struct Context {
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
        /// Whether the source text has a letter (else it needs no translation).
        var sourceHasLetters = true
        /// The parent language whose translation a regional language shows, if any.
        var inheritedFrom: String?
    }

    /// A leaf of the variation tree with where it sits.
    private struct Leaf {
        var unit: StringUnit
        var steps: [(axis: String, name: String)] = []
        var scope: [String: Substitution] = [:]
        var file: String?
        var line: Int?
    }

    /// A text with every substitution resolved: a format string whose specifiers are all numbered.
    private struct Resolved {
        var format = ""
        var path: [String] = []
        /// Argument number → plural category chosen for it.
        var plurals: [Int: String] = [:]
        var states: [String?] = []
        var translated = true
    }

    private func leaves(of node: LocalizationNode, steps: [(axis: String, name: String)] = [],
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

    private func expand(_ node: LocalizationNode, _ context: Context, into out: inout [Rendition]) throws {
        for leaf in leaves(of: node) {
            var text = leaf.unit.value
            var scope = leaf.scope
            var translated = true
            // The translator's own text, checked against the source's arguments.
            var ownTranslation = false
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
            }
            let plural = leaf.steps.last { $0.axis == "plural" }?.name
            // The number an outer plural variation counts may be left out of a case ("One post").
            let counted: Set<Int> = plural == nil ? [] : Set(context.sourceArguments.numericArguments.prefix(1))
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

    /// A translation whose arguments differ from the source's: its text as written, nothing formatted.
    private func mismatch(leaf: Leaf, text: String, path: [String], arguments: FormatArguments,
                          _ context: Context) -> Rendition {
        var rendition = rendition(leaf: leaf, text: text, samples: [], path: path, states: [], translated: true, context)
        rendition.formatMismatch = FormatMismatch(source: context.sourceArguments.written, translation: arguments.written)
        return rendition
    }

    /// Splices the variants of every `%#@name@` into `text`: one result per combination of variants.
    /// - Parameter parsed: `text` already parsed, when the caller has it.
    private func resolve(_ text: String, parsed: FormatString? = nil, scope: [String: Substitution], ownArgument: Int?,
                         depth: Int, _ context: Context) throws -> [Resolved] {
        guard depth <= RenditionExpander.maximumNesting else {
            throw inputError(context, "substitutions nested deeper than \(RenditionExpander.maximumNesting) levels")
        }
        let format = parsed ?? FormatString(parsing: text, as: .formatted)
        var results = [Resolved()]
        for piece in format.pieces {
            switch piece {
            case .text(let literal):
                // Foundation's replacingOccurrences is slow on Linux; most literals have no `%` at all.
                let escaped = FormatString.containsPercent(literal) ? literal.replacingOccurrences(of: "%", with: "%%") : literal
                for i in results.indices { results[i].format += escaped }
            case .specifier(let spec, let argument) where spec.reference == nil:
                // Numbered explicitly, so that splicing cannot shift the arguments after it.
                let number = Self.argumentNumber(of: spec, argument: argument, ownArgument: ownArgument)
                let written = "%\(number)$\(spec.flags)\(spec.width.map(String.init) ?? "")"
                    + "\(spec.precision.map { ".\($0)" } ?? "")\(spec.length)\(spec.conversion)"
                for i in results.indices { results[i].format += written }
            case .specifier(let spec, let argument):
                let name = spec.reference ?? ""
                guard let substitution = scope[name] else {
                    // Nothing to splice: the reference stays as written (a translation's then reads
                    // none of the source's arguments, and is reported as a mismatch).
                    for i in results.indices { results[i].format += "%" + spec.written }
                    continue
                }
                let number = substitution.argNum ?? argument
                var variants: [Resolved] = []
                for leaf in leaves(of: substitution.node) {
                    let usable = leaf.unit.isTranslated || { if case .translation = context.mode { return false }; return true }()
                    let value = leaf.unit.value.isEmpty ? "%arg" : leaf.unit.value
                    let spliced = FormatString.replacingArg(in: value, with: "%\(number)$\(substitution.formatSpecifier)")
                    let inner = scope.merging(leaf.scope) { _, inner in inner }
                    for var variant in try resolve(spliced, scope: inner, ownArgument: number, depth: depth + 1, context) {
                        variant.path = leaf.steps.map { "\(name):\($0.axis).\($0.name)" } + variant.path
                        if let category = leaf.steps.last(where: { $0.axis == "plural" })?.name {
                            variant.plurals[number] = variant.plurals[number] ?? category
                        }
                        variant.states.insert(leaf.unit.state, at: 0)
                        variant.translated = variant.translated && usable
                        variants.append(variant)
                    }
                }
                results = results.flatMap { base in
                    variants.map { variant in
                        Resolved(format: base.format + variant.format, path: base.path + variant.path,
                                 plurals: base.plurals.merging(variant.plurals) { first, _ in first },
                                 states: base.states + variant.states, translated: base.translated && variant.translated)
                    }
                }
            }
        }
        return results
    }

    /// The argument a specifier stands for once written out: its own `%N$`, else the argument of the
    /// substitution it sits in, else its place in sequence.
    private static func argumentNumber(of spec: FormatSpecifier, argument: Int, ownArgument: Int?) -> Int {
        spec.position ?? ownArgument ?? argument
    }

    private static func isReference(_ piece: FormatString.Piece) -> Bool {
        if case .specifier(let spec, _) = piece { return spec.reference != nil }
        return false
    }

    /// The rendition of a resolved text whose format `pieces` are numbered.
    private func rendition(leaf: Leaf, pieces: [FormatString.Piece], resolved: Resolved, plural: String?,
                           translated: Bool, _ context: Context) -> Rendition {
        var plurals = resolved.plurals
        // A plural variation outside substitutions counts the first numeric argument.
        if let plural, let first = pieces.compactMap({ piece -> Int? in
            guard case .specifier(let spec, let argument) = piece, spec.isNumeric, plurals[argument] == nil else { return nil }
            return argument
        }).min() {
            plurals[first] = plural
        }
        var text = ""
        var formatted: [Int: String] = [:]
        for piece in pieces {
            switch piece {
            case .text(let literal):
                text += literal
            case .specifier(let spec, let argument):
                let value = formatter.format(sample(argument, spec, plurals, context), as: spec, locale: context.locale)
                if formatted[argument] == nil { formatted[argument] = value }
                text += value
            }
        }
        // A plural number that chose a case is a sample too, even where the case does not print it.
        for (argument, category) in plurals where formatted[argument] == nil {
            if let number = self.plurals.number(for: category, language: context.textLanguage) {
                formatted[argument] = LocaleNumbers.format(integer: number, locale: context.locale)
            }
        }
        return rendition(leaf: leaf, text: text, samples: formatted.keys.sorted().compactMap { formatted[$0] },
                         path: resolved.path, states: resolved.states,
                         translated: translated && resolved.translated, context)
    }

    /// The rendition of a leaf once its text is formatted: variant path, status and state.
    private func rendition(leaf: Leaf, text: String, samples: [String], path: [String], states: [String?],
                           translated: Bool, _ context: Context) -> Rendition {
        let status: RenditionStatus
        var state = leaf.unit.state
        if let odd = states.first(where: { $0 != nil && $0 != "translated" }), state == nil || state == "translated" {
            state = odd
        }
        switch context.mode {
        case .source: status = .translated
        case .translation: status = translated ? .translated : .untranslated
        case .forced(let forced, let forcedState):
            status = forced
            state = forcedState ?? (forced == .untranslated ? nil : state)
        }
        // Most texts vary by nothing: no variant path to build.
        var variant = ""
        var device: String?, width: Int?
        if !leaf.steps.isEmpty || !path.isEmpty {
            variant = (leaf.steps.map { $0.axis + "." + $0.name } + path).joined(separator: "/")
            device = leaf.steps.last { $0.axis == "device" }?.name
            width = leaf.steps.last { $0.axis == "width" }.flatMap { Int($0.name) }
        }
        return Rendition(key: context.entry.key, language: context.language,
                         variant: variant, text: text,
                         status: status, state: state, samples: samples,
                         device: device, widthVariant: width,
                         file: leaf.file ?? context.entry.file, line: leaf.line ?? context.entry.line,
                         comment: context.entry.comment, extractionState: context.entry.extractionState,
                         inheritedFrom: context.inheritedFrom)
    }

    private func sample(_ argument: Int, _ spec: FormatSpecifier, _ plurals: [Int: String],
                        _ context: Context) -> SampleFormatter.Sample {
        if let category = plurals[argument], spec.isNumeric,
           let number = self.plurals.number(for: category, language: context.textLanguage) {
            return spec.kind == .float ? .double(Double(number)) : .integer(number)
        }
        if let given = samples.sample(forKey: context.entry.key, argument: argument) { return .text(given) }
        switch spec.kind {
        case .integer: return .integer(samples.defaultInteger)
        case .float: return .double(samples.defaultDouble)
        default: return .text(samples.defaultString)
        }
    }

    private func inputError(_ context: Context, _ message: String) -> InputError {
        InputError(file: context.entry.file, line: context.entry.line,
                   "key \"\(context.entry.key)\", language \(context.language): \(message)")
    }
}
