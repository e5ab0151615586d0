/// Translator budgets from the matrix: the driver behind `fitcheck budget` and `fitcheck try`.
///
/// catalogs → renditions (the selection's, and the source language's) → per rendition: slot →
/// tightest cell → shaping, once → the width the source and the translation need (``RequiredWidth``)
/// and the verdict there → ``KeyBudget``s, tightest first.
///
/// The estimate in characters uses each language's average advance per grapheme over all of its
/// texts in the catalogs (not just the selected keys), so that `budget --key` and `try` agree with
/// a full `budget`.
public struct BudgetRun: Sendable {
    public var matrix: Matrix
    public var selection: RunSelection
    public var fonts: FontLibrary

    public init(matrix: Matrix, selection: RunSelection, fonts: FontLibrary) {
        self.matrix = matrix
        self.selection = selection
        self.fonts = fonts
    }

    /// Every selected rendition's budget.
    /// - Throws: ``InputError`` for bad catalogs and for a selection that leaves nothing.
    public func run() throws -> BudgetSheet {
        let plan = try RunPlan(matrix: matrix, selection: selection)
        let renditions = try RunRenditions(expanding: plan)
        var context = try Context(run: self, plan: plan, renditions: renditions.all)
        var budgets: [KeyBudget] = []
        for rendition in renditions.renditions {
            if let budget = try context.budget(rendition) { budgets.append(budget) }
        }
        let languages = selection.languages ?? Array(Set(renditions.renditions.map(\.language))).sorted()
        return BudgetSheet(budgets: budgets, languages: languages)
    }

    /// The XLIFF `maxwidth` of `key`: its budget at the tightest cell of its slot (the selection's
    /// widths and sizes), in whole points, rounded down. `nil` for a free-wrapping slot, or a key
    /// the selection's `--key` patterns or the exclusions leave out.
    public func maxWidth(forKey key: String) -> Int? {
        if !selection.keys.isEmpty && !selection.keys.contains(where: { $0.matches(key) }) { return nil }
        if RunPlan.exclude(matrix, selection).contains(where: { $0.matches(key) }) { return nil }
        let model = CellModel(slot: matrix.slots.resolve(key: key).slot, sizes: RunPlan.sizes(matrix, selection),
                              matrix: matrix)
        guard let budget = TextCell.tightest(model.cells(screenWidths: RunPlan.widths(matrix, selection)))?
            .budgetPoints, budget.isFinite else { return nil }
        return Int((budget + LineFitter.tolerance).rounded(.down))
    }

    /// How `candidate` fits as `key`'s text in `language`, across every cell of the matrix. Format
    /// arguments are filled with the matrix's samples, as for the catalog's own text; `%#@name@`
    /// refers to the substitutions the key already has in that language (else in the source).
    /// - Throws: ``InputError`` when the key or language is not in the catalogs, or the candidate
    ///   is not a valid format string.
    public func trial(key: String, language: String, candidate: String) throws -> CandidateTrial {
        var narrowed = selection
        narrowed.languages = [language]
        narrowed.keys = []
        let plan = try RunPlan(matrix: matrix, selection: narrowed)
        let selected = try RunRenditions(expanding: plan)
        if let pattern = plan.exclude.first(where: { $0.matches(key) }) {
            throw InputError("key '\(key)' is excluded (exclude: \(pattern.text)): fitcheck does not measure it")
        }
        guard let catalog = plan.catalogs.first(where: { $0.entries.contains { $0.key == key } }),
              var entry = catalog.entries.first(where: { $0.key == key }) else {
            let count = plan.catalogs.reduce(0) { $0 + $1.entries.count }
            throw InputError("no key '\(key)' in the catalogs (\(count) keys; --key takes the key exactly)")
        }
        let existing = entry.localizations[language] ?? entry.localizations[catalog.sourceLanguage]
        let node = LocalizationNode(stringUnit: StringUnit(state: "translated", value: candidate),
                                    substitutions: existing?.substitutions ?? [:])
        entry.localizations[language] = node
        entry.shouldTranslate = true
        let renditions = try RenditionExpander(samples: matrix.samples)
            .renditions(of: entry, language: language, sourceLanguage: catalog.sourceLanguage)
        // A candidate whose specifiers differ from the source's is not measured (garbage or a crash on a device).
        if let mismatch = renditions.lazy.compactMap(\.formatMismatch).first {
            throw CandidateFormatMismatch(key: key, language: language, candidate: candidate, mismatch: mismatch)
        }
        var context = try Context(run: self, plan: plan, renditions: selected.all)
        var worst: CandidateTrial?
        for rendition in renditions {
            guard let trial = try context.trial(rendition) else { continue }
            if worst.map({ KeyBudget.tighterFirst(trial.budget, $0.budget) }) ?? true { worst = trial }
        }
        guard let worst else { throw InputError("key '\(key)': no cell of the matrix shows it") }
        return worst
    }

    /// What one run keeps while it works: the shaper and its cache, the source renditions, the
    /// width-variant picker, the languages' average advances.
    private struct Context {
        let matrix: Matrix
        let plan: RunPlan
        let shaper: Shaper
        /// Every text kept, long ones too: each language's budget measures its source text again.
        let cache = ShapingCache(longestText: .max)
        let picker: WidthVariantPicker
        /// Source renditions by catalog file, key and variant.
        var sources: [String: Rendition] = [:]
        /// Each language's own translated renditions, whose average advance estimates characters.
        var languageTexts: [String: [Rendition]] = [:]
        /// Average advances by language and optical size (0 when shaping does not depend on size),
        /// worked out when first asked for.
        var averages: [String: [Double: AverageAdvance?]] = [:]

        /// - Parameter renditions: the plan's every selected rendition, before sharding.
        init(run: BudgetRun, plan: RunPlan, renditions: [Rendition]) throws {
            self.matrix = run.matrix
            self.plan = plan
            self.shaper = Shaper(library: run.fonts)
            self.picker = WidthVariantPicker(renditions)
            let expander = RenditionExpander(samples: matrix.samples)
            let languages = Set(renditions.map(\.language))
            for catalog in plan.catalogs {
                let wanted = languages.union([catalog.sourceLanguage]).filter {
                    catalog.languages.contains($0) || $0 == catalog.sourceLanguage
                }
                for rendition in try expander.renditions(of: catalog, languages: wanted.sorted()) {
                    if rendition.language == catalog.sourceLanguage {
                        sources[Self.sourceKey(rendition.file, rendition.key, rendition.variant)] = rendition
                    }
                    // The average is over the language's own texts: fallbacks are another language.
                    guard languages.contains(rendition.language), rendition.status != .untranslated,
                          !plan.exclude.contains(where: { $0.matches(rendition.key) }) else { continue }
                    languageTexts[rendition.language, default: []].append(rendition)
                }
            }
        }

        /// The average advance of `language`'s own texts shaped at `pointSize`; nil for a language
        /// with no translated text of its own.
        mutating func average(_ language: String, pointSize: Double) throws -> AverageAdvance? {
            let size = shaper.library.opticalSize(forPointSize: pointSize) ?? 0
            if let known = averages[language]?[size] { return known }
            var texts: [BreakableText] = [], graphemes: [Int] = []
            for rendition in languageTexts[language] ?? [] {
                let shaped = try shape(rendition, pointSize: pointSize)
                texts.append(BreakableText(shaped))
                graphemes.append(shaped.clusters.reduce(0) { $0 + Int($1.graphemeStarts) })
            }
            let average = texts.isEmpty ? nil : AverageAdvance(texts, graphemes: graphemes)
            averages[language, default: [:]][size] = average
            return average
        }

        private static func sourceKey(_ file: String, _ key: String, _ variant: String) -> String {
            [file, key, variant].joined(separator: "\u{1F}")
        }

        /// `rendition` shaped for display at `pointSize`, as the check shapes it (its key's cell model and
        /// the one shaping path), through the cache.
        func shape(_ rendition: Rendition, pointSize: Double) throws -> ShapedText {
            let model = CellModel(slot: matrix.slots.resolve(key: rendition.key).slot, sizes: [], matrix: matrix)
            var shaping = TextShaping(model.slot.drawn(rendition.text), language: rendition.language,
                                      font: model.font(for: rendition.language), shaper: shaper, cache: cache)
            return try shaping.shaped(at: pointSize)
        }

        /// The source rendition at the same variant path; else with every plural case as `other`
        /// (source plural rules have fewer cases); else the key's first source rendition.
        func source(of rendition: Rendition) -> Rendition? {
            if let exact = sources[Self.sourceKey(rendition.file, rendition.key, rendition.variant)] { return exact }
            let other = rendition.variant.split(separator: "/").map { step -> String in
                guard let dot = step.lastIndex(of: "."), step[..<dot].hasSuffix("plural") else { return String(step) }
                return step[...dot] + "other"
            }.joined(separator: "/")
            if let found = sources[Self.sourceKey(rendition.file, rendition.key, other)] { return found }
            return sources.values.filter { $0.file == rendition.file && $0.key == rendition.key }
                .min { $0.variant.utf8.lexicographicallyPrecedes($1.variant.utf8) }
        }

        /// The cells of the rendition's slot where it is shown, and its budget at the tightest.
        mutating func budget(_ rendition: Rendition) throws -> KeyBudget? {
            try measure(rendition)?.budget
        }

        mutating func trial(_ rendition: Rendition) throws -> CandidateTrial? {
            guard let (budget, cells, _) = try measure(rendition) else { return nil }
            var failing: [TextCell] = []
            var failures: Set<Verdict> = []
            // Each cell's text shaped at its own size, as the check measures it.
            var bySize: [Double: BreakableText] = [:]
            for cell in cells {
                let size = shaper.library.opticalSize(forPointSize: cell.pointSize) ?? 0
                let breakable = try bySize[size] ?? BreakableText(shape(rendition, pointSize: cell.pointSize))
                bySize[size] = breakable
                let verdict = CellJudge.verdict(LineFitter.verdict(breakable, cell.parameters), of: rendition)
                if verdict.isFailure {
                    failing.append(cell)
                    failures.insert(verdict)
                }
            }
            var trial = CandidateTrial(budget: budget, cellsMeasured: cells.count, failingCells: failing.count,
                                       failures: failures.sorted(by: Verdict.moreSevereFirst))
            trial.failingAt = failing.map { CandidateTrial.Place(width: $0.screenWidth, size: $0.size) }
            return trial
        }

        private mutating func measure(_ rendition: Rendition) throws
            -> (budget: KeyBudget, cells: [TextCell], text: BreakableText)? {
            let match = matrix.slots.resolve(key: rendition.key)
            let cells = CellModel(slot: match.slot, sizes: plan.sizes, matrix: matrix).cells(screenWidths: plan.widths)
                .filter { picker.isShown(rendition, slotWidth: $0.slotWidth, pointSize: $0.pointSize) }
            guard let cell = TextCell.tightest(cells) else { return nil }
            let shaped = try shape(rendition, pointSize: cell.pointSize)
            let breakable = BreakableText(shaped)
            let parameters = cell.parameters
            let required = RequiredWidth.requiredWidth(breakable, parameters)
            let source = self.source(of: rendition)
            let sourceWidth = try source.flatMap {
                try RequiredWidth.requiredWidth(BreakableText(shape($0, pointSize: cell.pointSize)), parameters)
            }
            let verdict = CellJudge.verdict(LineFitter.verdict(breakable, parameters), of: rendition)
            // A language with no translated text of its own: estimate from this text.
            let average = try self.average(rendition.language, pointSize: cell.pointSize)
                ?? AverageAdvance([breakable], graphemes: [shaped.clusters.reduce(0) { $0 + Int($1.graphemeStarts) }])
            let sourceText = source?.text ?? rendition.key
            let budget = KeyBudget(
                key: rendition.key, language: rendition.language, variant: rendition.variant, comment: rendition.comment,
                file: rendition.file, line: rendition.line, rule: match.source, source: sourceText,
                translation: rendition.text, status: rendition.status, cell: cell, sourceWidth: sourceWidth,
                requiredWidth: required,
                averageAdvance: average?.points(pointSize: cell.pointSize, tracking: cell.tracking) ?? 0,
                verdict: verdict,
                seed: rendition.key.hasPrefix(SeedCharacterBudget.keyPrefix)
                    ? SeedCharacterBudget(source: sourceText, translation: rendition.text) : nil)
            return (budget, cells, breakable)
        }
    }
}
