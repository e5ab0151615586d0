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
/// - Stale entries (`extractionState: stale`) are skipped unless `includeStale`; an entry is not
///   expanded in the languages another catalog measures it in (``CatalogEntry/measuredElsewhere``).
/// - An entry whose source text is empty (Xcode's `""` key) is skipped (``isSkipped(_:sourceLanguage:)``).
/// - A regional language without a translation of its own shows its parent's, as the platform falls
///   back (``LanguageFallback``): measured as that translation, with ``Rendition/inheritedFrom`` set.
/// - A text with no letters (only specifiers, digits, punctuation: `%@:`, `%lld/%lld`) needs no
///   translation: where it has none it is `notTranslatable`, never `untranslated`.
///
/// Format specifiers are read as the device reads them (``FormatString/Reading``): an entry whose
/// source text has arguments is formatted, one without is shown as written (a `%` alone, `100%`), and
/// so is every text of an entry ``CatalogEntry/drawnAsWritten`` (a nib's: `%@` drawn as `%@`). A
/// translation whose arguments differ from the source's (``FormatArguments``) becomes a rendition
/// with ``Rendition/formatMismatch`` set and its text as written, never formatted with samples.
///
/// In a substitution variant, `%arg` and any un-numbered specifier stand for the substitution's own
/// argument; a substitution without `argNum` takes the argument number of its `%#@name@` reference.
/// A source text without arguments for a key with some (`"favorite %lld"` = `"starred"`) takes the
/// key's: the code passes them (the key's arguments); and a `%#@name@` no substitution defines is a
/// format mismatch (`substitution `name` not defined`).
public struct RenditionExpander: Sendable {
    public var samples: SampleValues
    public var includeStale: Bool
    let plurals: PluralSamples
    let formatter = SampleFormatter()

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
        // What a language without text of its own shows: the format's fallback (Apple's for Apple's formats).
        let fallback = catalog.format?.fallback ?? LanguageFallback.parents(of:)
        @Sendable func expand(_ part: ArraySlice<CatalogEntry>) throws -> [Rendition] {
            var out: [Rendition] = []
            out.reserveCapacity(part.count * languages.count)
            for entry in part {
                try appendRenditions(of: entry, in: targets, sourceLanguage: catalog.sourceLanguage, fallback: fallback, to: &out)
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
                             sourceLanguage: sourceLanguage, fallback: LanguageFallback.parents(of:), to: &out)
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
                                  fallback: (String) -> [String], to out: inout [Rendition]) throws {
        let sourceNode = entry.localizations[sourceLanguage].flatMap { node in
            node.containsLeaf { !$0.value.isEmpty } ? node : nil
        } ?? LocalizationNode(stringUnit: StringUnit(value: entry.key))
        var context = Context(entry: entry, language: "", textLanguage: sourceLanguage, locale: "", mode: .source,
                              sourceNode: sourceNode)
        try learnSource(into: &context)
        // A source text the device cannot read (its table is broken): every language that would show the
        // source text shows what the device shows instead. Its arguments are still the written text's.
        let shownSource = entry.localizations[sourceLanguage].flatMap(Self.shownNode)
        for target in targets where !entry.measuredElsewhere.contains(target.language) {
            context.language = target.language
            context.locale = target.locale
            context.textLanguage = sourceLanguage
            context.mode = .source
            context.inheritedFrom = nil
            if !entry.shouldTranslate {
                context.mode = .forced(.notTranslatable, state: nil)
                try expand(shownSource ?? sourceNode, context, into: &out)
                continue
            }
            if target.language == sourceLanguage {
                if let shownSource { context.mode = .forced(.unreadableTable, state: nil) }
                try expand(shownSource ?? sourceNode, context, into: &out)
                continue
            }
            let node = entry.localizations[target.language]
            if let shown = node.flatMap(Self.shownNode) {
                context.mode = .forced(.unreadableTable, state: nil)
                try expand(shown, context, into: &out)
                continue
            }
            if let node, node.containsLeaf(where: \.isTranslated) {
                context.mode = .translation
                context.textLanguage = target.language
                try expand(node, context, into: &out)
                continue
            }
            // A regional language shows its nearest parent's translation (the source text when the
            // parent is the source language), as the platform falls back.
            if let parent = fallback(target.language).first(where: { parent in
                parent == sourceLanguage || entry.localizations[parent]?.containsLeaf(where: \.isTranslated) == true
            }) {
                context.inheritedFrom = parent
                if parent == sourceLanguage {
                    try expand(shownSource ?? sourceNode, context, into: &out)
                } else {
                    context.mode = .translation
                    context.textLanguage = parent
                    let parentNode = entry.localizations[parent]!
                    try expand(Self.shownNode(parentNode) ?? parentNode, context, into: &out)
                }
                continue
            }
            context.mode = .forced(context.sourceHasLetters ? .untranslated : .notTranslatable,
                                   state: node?.leaves.first?.state)
            try expand(shownSource ?? sourceNode, context, into: &out)
        }
    }

    /// The text a device shows for a node its broken table lost, as a node of its own (at the node's
    /// file and line); nil for a node the device reads.
    static func shownNode(_ node: LocalizationNode) -> LocalizationNode? {
        guard let shown = node.shownInstead else { return nil }
        return LocalizationNode(stringUnit: StringUnit(value: shown.text), file: node.file, line: node.line)
    }

    /// What the source text says about every language's text: whether it is formatted (it has
    /// arguments), which arguments it reads (all of its variants together), and whether it has letters.
    private func learnSource(into context: inout Context) throws {
        if context.entry.drawnAsWritten {
            // Never formatted: a `%` is a character like any other.
            context.reading = .verbatim
            context.sourceArguments = FormatArguments()
            context.sourceHasLetters = leaves(of: context.sourceNode).contains { leaf in
                (leaf.unit.value.isEmpty ? context.entry.key : leaf.unit.value).contains(where: \.isLetter)
            }
            return
        }
        var arguments = FormatArguments(), unambiguous = FormatArguments()
        var hasReference = false, hasLetters = false
        var glued: Set<Int> = []
        func learn(_ format: FormatString) {
            arguments.formUnion(FormatArguments(format))
            unambiguous.formUnion(FormatArguments(format, ignoringSpaceFlagOnly: true))
            glued.formUnion(SampleValues.gluedArguments(of: format))
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
        context.omittable = []
        context.sourceHasLetters = hasLetters
        context.gluedArguments = formatted ? glued : []
        // The key's arguments: a source text without any, for a key with some (`"favorite %lld"` =
        // `"starred"`), is still formatted on the device with the arguments the code passes (the key is
        // its interpolation), so every language's text is read as formatted, may use them (`%#@count@`
        // counting the key's `%lld`) and, like the source, may leave them out.
        if !formatted, FormatString.containsPercent(context.entry.key) {
            let key = FormatString(parsing: context.entry.key, as: .formatted)
            if !FormatArguments(key, ignoringSpaceFlagOnly: true).isEmpty {
                context.reading = .formatted
                context.sourceArguments = FormatArguments(key)
                context.omittable = Set(context.sourceArguments.kinds.keys)
                context.gluedArguments = SampleValues.gluedArguments(of: key)
            }
        }
    }

    private static func hasLetters(_ format: FormatString) -> Bool {
        format.pieces.contains { piece in
            if case .text(let literal) = piece { return literal.contains(where: \.isLetter) }
            return false
        }
    }

    func inputError(_ context: Context, _ message: String) -> InputError {
        InputError(file: context.entry.file, line: context.entry.line,
                   "key \(quoted: context.entry.key), language \(context.language): \(message)")
    }
}
