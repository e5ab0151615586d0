/// What budgets and trials keep while they work, shared by the calls of one ``BudgetRun`` or of a
/// warm ``BudgetSession``: the shaping cache, the source renditions, the width-variant picker and
/// the languages' average advances. Safe to use from several threads at once: each call borrows a
/// shaper of its own, and the averages are worked out once per language and size.
final class BudgetContext: @unchecked Sendable {
    let matrix: Matrix
    let plan: RunPlan
    let library: FontLibrary
    /// Every text kept, long ones too: each language's budget measures its source text again.
    let cache = ShapingCache(longestText: .max)
    let picker: WidthVariantPicker
    /// Source renditions by catalog file, key and variant.
    private var sources: [String: Rendition] = [:]
    /// Each language's own translated renditions, whose average advance estimates characters.
    private var languageTexts: [String: [Rendition]] = [:]
    /// The renditions of the groups' member keys, by language and key (every key, whatever the
    /// selection): a member's room depends on its siblings' texts (``GroupRoom``).
    private var memberTexts: [String: [String: [Rendition]]] = [:]
    /// Average advances by language and optical size (0 when shaping does not depend on size),
    /// worked out when first asked for.
    private let averages = LockedValue<[String: [Double: AverageAdvance?]]>([:])
    /// Shapers not in use (a shaper keeps HarfBuzz buffers and ICU iterators: one per thread).
    private let idleShapers = LockedValue<[Shaper]>([])

    /// - Parameter renditions: the plan's every selected rendition, before sharding.
    init(matrix: Matrix, fonts: FontLibrary, plan: RunPlan, renditions: [Rendition]) throws {
        self.matrix = matrix
        self.plan = plan
        self.library = fonts
        self.picker = WidthVariantPicker(renditions)
        let expander = RenditionExpander(samples: matrix.samples)
        let languages = Set(renditions.map(\.language))
        let memberKeys = Set(matrix.groups.flatMap(\.keys))
        for catalog in plan.catalogs {
            let wanted = languages.union([catalog.sourceLanguage]).filter {
                catalog.languages.contains($0) || $0 == catalog.sourceLanguage
            }
            for rendition in try expander.renditions(of: catalog, languages: wanted.sorted()) {
                if rendition.language == catalog.sourceLanguage {
                    sources[Self.sourceKey(rendition.file, rendition.key, rendition.variant)] = rendition
                }
                if memberKeys.contains(rendition.key), memberTexts[rendition.language]?[rendition.key]?.first?.file ?? rendition.file == rendition.file {
                    memberTexts[rendition.language, default: [:]][rendition.key, default: []].append(rendition)
                }
                // The average is over the language's own texts: fallbacks are another language.
                guard languages.contains(rendition.language), rendition.status != .untranslated,
                      !plan.exclude.contains(where: { $0.matches(rendition.key) }) else { continue }
                languageTexts[rendition.language, default: []].append(rendition)
            }
        }
    }

    /// Runs `body` with a shaper no other thread is using.
    func withShaper<T>(_ body: (Shaper) throws -> T) rethrows -> T {
        let shaper = idleShapers.withLock { $0.popLast() } ?? Shaper(library: library)
        defer { idleShapers.withLock { $0.append(shaper) } }
        return try body(shaper)
    }

    /// The average advance of `language`'s own texts shaped at `pointSize`; nil for a language
    /// with no translated text of its own.
    func average(_ language: String, pointSize: Double) throws -> AverageAdvance? {
        let size = library.opticalSize(forPointSize: pointSize) ?? 0
        if let known = averages.withLock({ $0[language]?[size] }) { return known }
        var texts: [BreakableText] = [], graphemes: [Int] = []
        for rendition in languageTexts[language] ?? [] {
            let shaped = try shape(rendition, pointSize: pointSize)
            texts.append(BreakableText(shaped))
            graphemes.append(shaped.clusters.reduce(0) { $0 + Int($1.graphemeStarts) })
        }
        let average = texts.isEmpty ? nil : AverageAdvance(texts, graphemes: graphemes)
        averages.withLock { $0[language, default: [:]][size] = average }
        return average
    }

    /// Every rendition of a group member's `key` in `language` (its first catalog's).
    func memberRenditions(key: String, language: String) -> [Rendition] {
        memberTexts[language]?[key] ?? []
    }

    private static func sourceKey(_ file: String, _ key: String, _ variant: String) -> String {
        [file, key, variant].joined(separator: "\u{1F}")
    }

    /// `rendition` shaped for display at `pointSize`, as the check shapes it (its key's cell model and
    /// the one shaping path), through the cache.
    func shape(_ rendition: Rendition, pointSize: Double) throws -> ShapedText {
        try shape(rendition, model: CellModel(slot: matrix.slots.resolve(key: rendition.key).slot, sizes: [], matrix: matrix),
                  pointSize: pointSize)
    }

    /// `rendition` shaped as `model` sets it at `pointSize` (a group member's own slot), through the cache.
    func shape(_ rendition: Rendition, model: CellModel, pointSize: Double) throws -> ShapedText {
        try withShaper { shaper in
            var shaping = TextShaping(rendition.text, language: rendition.language, model: model, shaper: shaper, cache: cache)
            return try shaping.shaped(at: pointSize)
        }
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
    func budget(_ rendition: Rendition) throws -> KeyBudget? {
        try measure(rendition)?.budget
    }

    /// How `rendition` fits every cell of its slot where it is shown, each judged as the check judges
    /// it (``CellJudge``); nil when it is shown in none.
    func trial(_ rendition: Rendition) throws -> CandidateTrial? {
        guard let measured = try measure(rendition) else { return nil }
        var failing: [CandidateTrial.Place] = []
        var failures: Set<Verdict> = []
        // Each cell's text shaped at its own size, as the check measures it.
        var bySize: [Double: BreakableText] = [:]
        // The width it needs, per text size: searched once, whatever the cell's width.
        let neededWidths = RequiredWidthMemo(texts: 1, sizes: plan.sizes.count)
        for cell in measured.cells {
            let size = library.opticalSize(forPointSize: cell.pointSize) ?? 0
            let breakable = try bySize[size] ?? BreakableText(shape(rendition, model: measured.model, pointSize: cell.pointSize))
            bySize[size] = breakable
            let sizeIndex = try self.sizeIndex(of: cell)
            let judged = try judge(rendition, in: cell, measured.model, sizeIndex: sizeIndex, breakable) {
                neededWidths.width(text: 0, size: sizeIndex) { RequiredWidth.requiredWidth(breakable, cell.parameters) }
            }
            if judged.verdict.isFailure {
                failing.append(CandidateTrial.Place(width: cell.screenWidth, size: cell.size, verdict: judged.verdict,
                                                    excessPoints: judged.amount))
                failures.insert(judged.verdict)
            }
        }
        var trial = CandidateTrial(budget: measured.budget, cellsMeasured: measured.cells.count, failingCells: failing.count,
                                   failures: failures.sorted(by: Verdict.moreSevereFirst))
        trial.failingAt = failing
        return trial
    }

    /// `rendition` (`text`, shaped at the cell's size) judged in `cell` of `model`'s slot, as the check
    /// judges its cells (``CellJudge``: shrinking, `"layout": false`, a fallback's `untranslated`).
    private func judge(_ rendition: Rendition, in cell: TextCell, _ model: CellModel, sizeIndex: Int, _ text: BreakableText,
                       neededWidth: (() -> Double?)? = nil) throws -> CellJudgement {
        try CellJudge(slot: model.slot, readableScale: matrix.readableScale)
            .judge(text, cell.parameters, fallback: rendition.status == .untranslated, scaled: { scale in
                let scaled = Self.scaled(cell, model, sizeIndex: sizeIndex, scale: scale).parameters
                return (BreakableText(try shape(rendition, model: model, pointSize: scaled.pointSize)), scaled)
            }, neededWidth: neededWidth, keepingLines: false)
    }

    /// `cell` (of `model`, at the size in place `sizeIndex` of the plan's) with its text drawn at `scale`
    /// of its size (``CellModel/parameters(size:slotWidth:scale:)``); its width and limits stay the
    /// cell's (a group member's room).
    private static func scaled(_ cell: TextCell, _ model: CellModel, sizeIndex: Int, scale: Double) -> TextCell {
        let parameters = model.parameters(size: sizeIndex, slotWidth: cell.slotWidth, scale: scale)
        var scaled = cell
        scaled.pointSize = parameters.pointSize
        scaled.leading = parameters.lineHeight
        scaled.tracking = parameters.tracking
        return scaled
    }

    /// The place of `cell`'s size among the plan's (every cell is at one of them: CellModel, groupRoomCells).
    private func sizeIndex(of cell: TextCell) throws -> Int {
        guard let index = plan.sizes.firstIndex(of: cell.size) else {
            throw InternalError("a cell at \(cell.size.rawValue), a size the plan does not measure")
        }
        return index
    }

    /// The budget of `rendition` at the tightest of the cells where it is shown, those cells and its slot's
    /// model. The verdict is the tightest cell's, as ``CellJudge`` gives it; the figures (what the texts
    /// need, the headroom) are at the smallest size the text may be drawn at without a warning: its own,
    /// or where its slot lets it shrink, the readable scale (not below the app's factor). A text never
    /// laid out (`"layout": false`) has no figures.
    private func measure(_ rendition: Rendition) throws -> (budget: KeyBudget, cells: [TextCell], model: CellModel)? {
        let match = matrix.slots.resolve(key: rendition.key)
        // A member measured only in its group is laid out there: its room is its share (``GroupRoom``).
        var slot = match.slot
        if match.group != nil { slot.layout = true }
        let model = CellModel(slot: slot, sizes: plan.sizes, matrix: matrix)
        let shown = model.cells(screenWidths: plan.widths)
            .filter { picker.isShown(rendition, slotWidth: $0.slotWidth, pointSize: $0.pointSize) }
        // A member whose room depends on its siblings' texts: the room they leave in this language.
        let (cells, groupRoom) = try groupRoomCells(shown, of: rendition)
        guard let tightest = TextCell.tightest(cells) else { return nil }
        let sizeIndex = try self.sizeIndex(of: tightest)
        let verdict = try judge(rendition, in: tightest, model, sizeIndex: sizeIndex,
                                BreakableText(shape(rendition, model: model, pointSize: tightest.pointSize))).verdict
        let laidOut = model.slot.layout
        // Where the text may shrink without a warning, its room is at that size.
        let scale = model.slot.minimumScaleFactor.map { max($0, matrix.readableScale) }
        let cell = scale.map { Self.scaled(tightest, model, sizeIndex: sizeIndex, scale: $0) } ?? tightest
        let shaped = try shape(rendition, model: model, pointSize: cell.pointSize)
        let breakable = BreakableText(shaped)
        let parameters = cell.parameters
        let source = self.source(of: rendition)
        let required = laidOut ? RequiredWidth.requiredWidth(breakable, parameters) : nil
        let sourceWidth = laidOut ? try source.flatMap {
            try RequiredWidth.requiredWidth(BreakableText(shape($0, model: model, pointSize: cell.pointSize)), parameters)
        } : nil
        // A language with no translated text of its own: estimate from this text.
        let average = try self.average(rendition.language, pointSize: cell.pointSize)
            ?? AverageAdvance([breakable], graphemes: [shaped.clusters.reduce(0) { $0 + Int($1.graphemeStarts) }])
        let sourceText = source?.text ?? rendition.key
        var budget = KeyBudget(
            key: rendition.key, language: rendition.language, variant: rendition.variant, comment: rendition.comment,
            file: rendition.file, line: rendition.line, rule: match.source, source: sourceText,
            translation: rendition.text, status: rendition.status, state: rendition.state, cell: cell, sourceWidth: sourceWidth,
            requiredWidth: required,
            averageAdvance: average?.points(pointSize: cell.pointSize, tracking: cell.tracking) ?? 0,
            verdict: verdict,
            seed: rendition.key.hasPrefix(SeedCharacterBudget.keyPrefix)
                ? SeedCharacterBudget(source: sourceText, translation: rendition.text) : nil)
        budget.group = match.group
        budget.groupRoom = groupRoom
        budget.laidOut = laidOut
        budget.scale = scale
        return (budget, cells, model)
    }
}
