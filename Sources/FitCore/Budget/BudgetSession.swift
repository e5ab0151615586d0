import Foundation

/// Budgets and trials kept warm for many questions (`fitcheck serve`, `fitcheck apply`): the
/// catalogs read and expanded once, the shaping cache and each language's average advance kept
/// between calls. Safe to ask from several threads at once.
public final class BudgetSession: @unchecked Sendable {
    /// The matrix measured: the file's, with the slots the code gives (``CodeSlots``).
    public let matrix: Matrix
    /// The matrix as given (read again for ``newLanguage(_:)``).
    private let given: Matrix
    /// The files the code's slots were read from (Swift sources and nibs, or `--slots`), for `serve`.
    public let slotFiles: [String]
    public let selection: RunSelection
    /// The catalogs read, in path order.
    public let catalogs: [Catalog]
    /// Every selected rendition (every language of the selection), in catalog order.
    public let renditions: [Rendition]
    let context: BudgetContext
    /// Where each key is: catalog and entry index (the first catalog that has it).
    private let entryIndex: [String: (catalog: Int, entry: Int)]
    /// Each language's budgets, tightest first, once asked for.
    private let budgetsByLanguage = LockedValue<[String: [KeyBudget]]>([:])

    /// Reads the catalogs and expands them.
    /// - Throws: ``InputError`` for bad catalogs and for a selection that leaves nothing.
    public init(matrix: Matrix, selection: RunSelection, fonts: FontLibrary) throws {
        let inputs = try RunInputs.load(matrix: matrix, selection: selection, hasFamily: fonts.hasFamily)
        let plan = try RunPlan(inputs)
        let expanded = try RunRenditions(expanding: plan)
        self.matrix = plan.matrix
        given = matrix
        slotFiles = inputs.codeSlots?.files ?? []
        self.selection = selection
        self.catalogs = plan.catalogs
        self.renditions = expanded.all
        self.context = try BudgetContext(matrix: plan.matrix, fonts: fonts, plan: plan, renditions: expanded.all)
        var index: [String: (catalog: Int, entry: Int)] = [:]
        for (c, catalog) in plan.catalogs.enumerated() {
            for (e, entry) in catalog.entries.enumerated() where index[entry.key] == nil { index[entry.key] = (c, e) }
        }
        entryIndex = index
    }

    /// The languages measured.
    public var languages: [String] { context.plan.languages }

    /// A session for `language`, which no catalog has yet (a team planning it): its texts are the
    /// source's, so the room is what the source text has there. The catalogs are read again for it.
    public func newLanguage(_ language: String) throws -> BudgetSession {
        var selection = self.selection
        selection.languages = [language]
        selection.newLanguages = true
        return try BudgetSession(matrix: given, selection: selection, fonts: context.library)
    }

    /// The widths and sizes of the matrix as selected.
    public var widths: [Double] { context.plan.widths }
    public var sizes: [SizeCategory] { context.plan.sizes }

    /// The key's globs left out (the matrix's `exclude` and the selection's).
    public func isExcluded(_ key: String) -> Bool { context.plan.exclude.contains { $0.matches(key) } }

    /// Every budget of `language`, tightest first; worked out on the first call, then kept.
    /// `cancelled` is asked between renditions: when it says true, ``Cancelled`` is thrown.
    public func budgets(language: String, cancelled: () -> Bool = { false }) throws -> [KeyBudget] {
        if let known = budgetsByLanguage.withLock({ $0[language] }) { return known }
        var budgets: [KeyBudget] = []
        for rendition in renditions where rendition.language == language {
            if cancelled() { throw Cancelled() }
            if let budget = try context.budget(rendition) { budgets.append(budget) }
        }
        budgets.sort(by: KeyBudget.tighterFirst)
        budgetsByLanguage.withLock { $0[language] = budgets }
        return budgets
    }

    /// The budgets of one key in one language, a row per variant, tightest first.
    public func budgets(key: String, language: String) throws -> [KeyBudget] {
        try renditions.filter { $0.key == key && $0.language == language }
            .compactMap { try context.budget($0) }.sorted(by: KeyBudget.tighterFirst)
    }

    /// Thrown by a call whose caller gave up on it.
    public struct Cancelled: Error {}

    /// The catalog and entry of `key` (the first catalog that has it).
    /// - Throws: ``InputError`` when no catalog has the key, or the key is excluded.
    public func entry(_ key: String) throws -> (catalog: Catalog, entry: CatalogEntry) {
        if let pattern = context.plan.exclude.first(where: { $0.matches(key) }) {
            throw InputError("key \(quoted: key) is excluded (exclude: \(pattern.text)): fitcheck does not measure it")
        }
        if let (c, e) = entryIndex[key] { return (catalogs[c], catalogs[c].entries[e]) }
        let count = catalogs.reduce(0) { $0 + $1.entries.count }
        throw InputError("no key \(quoted: key) in the catalogs (\(count) keys; --key takes the key exactly)")
    }

    /// How `candidate` fits as `key`'s text in `language`, across every cell of the matrix: the
    /// whole localization replaced by it, or with `variant`, only the string stored there.
    /// - Throws: ``CandidateFormatMismatch`` when its specifiers differ from the source's;
    ///   ``InputError`` for an unknown key or language, or a key shown in no cell.
    public func trial(key: String, language: String, candidate: String, variant: String? = nil) throws -> CandidateTrial {
        let (everyVariant, renditions) = try candidateRenditions(key: key, language: language, candidate: candidate, variant: variant)
        if let mismatch = renditions.lazy.compactMap(\.formatMismatch).first {
            throw CandidateFormatMismatch(key: key, language: language, candidate: candidate, mismatch: mismatch)
        }
        var worst: CandidateTrial?
        for rendition in renditions {
            guard let trial = try context.trial(rendition) else { continue }
            if worst.map({ KeyBudget.tighterFirst(trial.budget, $0.budget) }) ?? true { worst = trial }
        }
        guard let worst else { throw InputError("key \(quoted: key): no cell of the matrix shows it") }
        // In a row or choice the candidate is measured again in its group, beside its siblings' texts.
        let groups = try context.groupTrials(key: key, language: language, candidates: everyVariant, renditions: self.renditions)
        return worst.including(groups, alone: matrix.slots.groupedKeys[key] == nil)
    }

    /// `candidate` as `key`'s renditions in `language`: every variant of the localization it makes
    /// (`every`, its group's texts), and those a trial measures (`measured`: with `variant`, the ones
    /// of that stored string).
    func candidateRenditions(key: String, language: String, candidate: String, variant: String?) throws
        -> (every: [Rendition], measured: [Rendition]) {
        let (catalog, found) = try entry(key)
        var entry = found
        let existing = entry.localizations[language] ?? entry.localizations[catalog.sourceLanguage]
        let unit = StringUnit(state: "translated", value: candidate)
        if let variant {
            let address = try VariantAddress(variant)
            let template = address.substitution.flatMap { entry.localizations[catalog.sourceLanguage]?.substitutions[$0] }
            entry.localizations[language] = address.setting(unit, in: entry.localizations[language] ?? LocalizationNode(),
                                                            template: template)
        } else {
            entry.localizations[language] = LocalizationNode(stringUnit: unit, substitutions: existing?.substitutions ?? [:])
        }
        entry.shouldTranslate = true
        var renditions = try RenditionExpander(samples: matrix.samples)
            .renditions(of: entry, language: language, sourceLanguage: catalog.sourceLanguage)
        let everyVariant = renditions
        if let variant {
            let wanted = try VariantAddress(variant)
            renditions = renditions.filter { VariantAddress.units(ofRendition: $0.variant).contains(wanted) }
        }
        return (everyVariant, renditions)
    }

    /// Every rendition of `entry` (as it would be written) in `language`, with how it fits as ``trial(key:language:candidate:variant:)``
    /// measures it (in the key's groups too, beside its siblings' texts); a rendition whose specifiers
    /// differ from the source's is returned unmeasured (nil).
    public func trials(of entry: CatalogEntry, sourceLanguage: String, language: String) throws -> [(Rendition, CandidateTrial?)] {
        let renditions = try RenditionExpander(samples: matrix.samples)
            .renditions(of: entry, language: language, sourceLanguage: sourceLanguage)
        let measurable = renditions.filter { $0.formatMismatch == nil }
        let groups = measurable.isEmpty ? []
            : try context.groupTrials(key: entry.key, language: language, candidates: measurable, renditions: self.renditions)
        let alone = matrix.slots.groupedKeys[entry.key] == nil
        return try renditions.map { rendition in
            (rendition, rendition.formatMismatch == nil ? try context.trial(rendition)?.including(groups, alone: alone) : nil)
        }
    }
}
