/// How a font's OpenType lookups involve the space glyph: whether the words of a run may be shaped
/// one by one (and their glyphs reused from ``WordShapeCache``) with exactly the glyphs and positions
/// that shaping the whole run gives. Decided per word context — font instance, script, language —
/// by ``edges(in:script:language:)``, from the lookups HarfBuzz's shape plan applies there.
///
/// Chrome shapes and caches word by word under the same condition (its `CachingWordShaper` is used
/// only when the space takes part in no kerning or ligature). Here the test is on every lookup of
/// `GSUB` and `GPOS` that the plan applies (those of its features, and the lookups they call):
/// - the space is substituted, made, or positioned other than by pair positioning: words depend on
///   their neighbours, so runs are shaped whole (no edges). A lookup that only the automatic
///   fractions apply (`frac`, `numr`, `dnom`, which HarfBuzz turns on for the digits around a
///   fraction slash, never on a space) does not count for taking the space as input: Inter's `frac`
///   turns a space between digits into a thin space;
/// - the space is in pairs of a pair positioning lookup (``SpacePairs``; Inter kerns `, space`):
///   each pair is shaped in the context to find out whether it really moves (Inter's pairs are only
///   variation deltas, zero at regular weight), and a word that ends (or starts) with a glyph that
///   does is shaped with its run;
/// - the space is only context of a lookup (backtrack or lookahead, as Noto Sans Devanagari's `dist`
///   lookup for Vedic signs after a space, or Inter's `calt` for arrows): the glyphs that lookup reads
///   are boundary glyphs, and a word that starts or ends with one of them is shaped with its run;
/// - a lookup may skip over the space (it ignores base glyphs, or the space is classed as a mark or a
///   ligature), or the font kerns with a legacy `kern` or AAT `kerx`/`morx` table that this test cannot
///   read: runs are shaped whole.
struct SpaceInteraction: Sendable {
    /// The space glyph.
    let spaceGlyph: UInt32
    /// Per table (`GSUB`, `GPOS`): the lookups that involve the space, by index, and how.
    let involvements: [[Int: Involvement]]
    /// The pairs with the space of `GPOS`'s pair positioning lookups, by lookup index.
    let pairs: [Int: SpacePairs]
    /// Per table: which lookups call which.
    let nested: [NestedLookups]
    /// Per table: the lookups that take the space as input and are applied only in automatic fractions.
    let fractionOnly: [Set<Int>]
    /// `GSUB`'s lookup types, by index (through extensions; 0: unknown).
    let substitutionTypes: [Int]
    /// What `GSUB`'s single and alternate substitutions may turn glyphs into.
    let successors: GlyphSuccessors
    /// The `GSUB` lookups of `rvrn`, which HarfBuzz applies in a stage before all others.
    let revisionLookups: Set<Int>
    /// Per glyph of ``pairs``, a character the font maps to it (for the probes of ``edges(shapingAlone:)``).
    let characters: [UInt32: Unicode.Scalar]
    /// Whether `GDEF` classes the glyphs: without classes HarfBuzz tells marks from their characters,
    /// which a shaped word no longer carries.
    let hasGlyphClasses: Bool

    /// How a lookup involves the space.
    enum Involvement: Sendable, Equatable {
        /// It ignores base glyphs: it may read across a space.
        case skipsBases
        /// The space is an input glyph (or, `outputsSpace`, made by it).
        case substitutes(outputsSpace: Bool)
        /// Pair positioning with the space (in ``pairs``).
        case pairs
        /// The space is context (backtrack or lookahead): the glyphs the lookup reads, and where its
        /// subtables allow, the word edges its rules read across the space.
        case context(Set<UInt32>, SpaceContext?)
        /// The space is context, and the lookup skips glyphs.
        case contextSkipping
    }

    static let tables = [HarfBuzzFont.tag("GSUB"), HarfBuzzFont.tag("GPOS")]

    /// Glyphs read by any lookup that has the space as context, whether applied or not.
    var boundaryGlyphs: Set<UInt32> {
        var glyphs = Set<UInt32>()
        for table in involvements {
            for case .context(let read, _) in table.values { glyphs.formUnion(read) }
        }
        return glyphs
    }

    /// What `font`'s tables say; `nil` when its words must always be shaped in their run, whatever the
    /// instance, script and language.
    static func read(_ font: HarfBuzzFont) -> SpaceInteraction? {
        let face = font.face
        let unreadTables: [UInt32] = [HarfBuzzFont.tag("kern"), HarfBuzzFont.tag("kerx"), HarfBuzzFont.tag("morx"), HarfBuzzFont.tag("mort")]
        for table in unreadTables where face.tableLength(table) > 0 { return nil }
        guard let space = font.nominalGlyph(0x20) else { return nil }
        let spaceClass = face.glyphClass(space)
        guard spaceClass != .mark, spaceClass != .ligature else {
            return nil
        }
        guard let pairs = face.withTable(tables[1], { SpacePairs.read(gpos: $0, space: space) }),
              let nestedSubstitutions = face.withTable(tables[0], { NestedLookups(table: $0, isPositioning: false) }),
              let nestedPositions = face.withTable(tables[1], { NestedLookups(table: $0, isPositioning: true) })
        else { return nil }
        let nested = [nestedSubstitutions, nestedPositions]
        guard let successors = face.withTable(tables[0], { GlyphSuccessors(gsub: $0) }) else { return nil }
        var involvements: [[Int: Involvement]] = [[:], [:]]
        var substitutionTypes: [Int] = []
        for (t, table) in tables.enumerated() {
            let kinds = lookupKinds(face, table: table)
            if t == 0 { substitutionTypes = kinds.map(\.type) }
            let count = face.lookupCount(table: table)
            for lookup in 0..<count {
                // Unreadable: assume the worst.
                let kind = lookup < kinds.count ? kinds[lookup] : LookupKind(flag: 0xFFFF, type: 0, isPairPositioning: false)
                let flag = kind.flag
                if flag & 0x0002 != 0 {
                    involvements[t][lookup] = .skipsBases
                    continue
                }
                let sets = face.collectGlyphs(table: table, lookup: lookup)
                let outputsSpace = sets.output.contains(space)
                if sets.input.contains(space) || outputsSpace {
                    involvements[t][lookup] = t == 1 && kind.isPairPositioning ? .pairs : .substitutes(outputsSpace: outputsSpace)
                    continue
                }
                guard sets.before.contains(space) || sets.after.contains(space) else { continue }
                // The space is context here: this lookup must see every glyph in order (no skip flags).
                if flag & 0xFF1E != 0 {
                    involvements[t][lookup] = .contextSkipping
                    continue
                }
                var read = Set<UInt32>()
                for set in [sets.before, sets.input, sets.after] { read.formUnion(set.members) }
                read.remove(space)
                let rules = face.withTable(table) { SpaceContext.read(table: $0, lookup: lookup, isPositioning: t == 1, space: space) }
                involvements[t][lookup] = .context(read, rules)
            }
        }
        let fractionOnly = tables.indices.map { t in
            let inputs = Set(involvements[t].compactMap { $0.value == .substitutes(outputsSpace: false) ? $0.key : nil })
            return inputs.isEmpty ? [] : fractionOnlyLookups(face, table: tables[t], nested: nested[t], among: inputs)
        }
        var partners = Set<UInt32>()
        for pair in pairs.values { partners.formUnion(pair.before.union(pair.after)) }
        return SpaceInteraction(spaceGlyph: space, involvements: involvements, pairs: pairs, nested: nested,
                                fractionOnly: fractionOnly, substitutionTypes: substitutionTypes, successors: successors,
                                revisionLookups: collectLookups(face, table: tables[0], features: [HarfBuzzFont.tag("rvrn")]),
                                characters: characters(of: partners, in: font),
                                hasGlyphClasses: face.hasGlyphClasses)
    }

    /// What a word context must shape in its run — `font` (an instance of this face), `script` (an
    /// ISO 15924 tag), `language` (BCP 47), left to right — or `nil` when its runs are shaped whole:
    /// ``ruleEdges(applied:script:)`` for the lookups HarfBuzz's plan applies there
    /// (``appliedLookups(in:script:language:)``), then ``probingPairs(_:applied:in:script:language:)``.
    func edges(in font: HarfBuzzFont, script: UInt32, language: String) -> WordEdges? {
        let applied = appliedLookups(in: font, script: script, language: language)
        return ruleEdges(applied: applied, script: script)
            .map { probingPairs($0, applied: applied, in: font, script: script, language: language) }
    }

    /// Per table, the lookups HarfBuzz's shape plan applies in the context: those of its features,
    /// and the lookups they call.
    func appliedLookups(in font: HarfBuzzFont, script: UInt32, language: String) -> [Set<Int>] {
        let plan = HarfBuzzShapePlan(font: font, script: script, language: HarfBuzzLanguage(language))
        return Self.tables.indices.map { t in
            nested[t].closure(of: Set(plan.lookups(table: Self.tables[t]).members.map(Int.init)))
        }
    }

    /// What the lookups `applied` (per table) say of text of `script`, before pair positioning is
    /// probed: the same for every context whose plan applies the same lookups (a ``Shaper`` keeps it).
    func ruleEdges(applied: [Set<Int>], script: UInt32) -> WordEdges? {
        var edges = WordEdges(ends: [], starts: [], trailing: .lastGlyph)
        for t in involvements.indices {
            for (lookup, involvement) in involvements[t] where applied[t].contains(lookup) {
                switch involvement {
                case .skipsBases, .contextSkipping:
                    return nil
                case .substitutes(let outputsSpace):
                    if outputsSpace || !fractionOnly[t].contains(lookup) { return nil }
                case .pairs:
                    break   // probed
                case .context(let read, let rules):
                    // Patterns for `GSUB` only: a positioning lookup may move glyphs beyond its input.
                    if t == 0, let rules = rules.flatMap({ finalGlyphs($0, after: lookup, applied: applied[0], script: script) }) {
                        edges.context.formUnion(rules)
                    } else {
                        edges.ends.formUnion(read)
                        edges.starts.formUnion(read)
                    }
                }
            }
        }
        // A pair lookup that skips ligatures may pair a glyph inside a word with the space.
        guard appliedPairs(applied).flags & 0x0004 == 0 else { return nil }
        return edges
    }

    /// The pairs of the applied pair positioning lookups.
    private func appliedPairs(_ applied: [Set<Int>]) -> SpacePairs {
        var pairs = SpacePairs()
        for (lookup, pair) in self.pairs where applied[1].contains(lookup) { pairs.formUnion(pair) }
        return pairs
    }

    /// `edges` with the glyphs that the applied pair positioning moves against the space in the
    /// context, each pair shaped there, each text in a buffer of its own, as the ``Shaper`` shapes a
    /// piece for the word cache.
    func probingPairs(_ edges: WordEdges, applied: [Set<Int>], in font: HarfBuzzFont, script: UInt32,
                      language: String) -> WordEdges {
        let hbLanguage = HarfBuzzLanguage(language)
        let buffer = HarfBuzzBuffer()
        return probingPairs(edges, applied: applied) { text in
            var text = text
            text.withUTF8 { utf8 in
                buffer.shape(utf8, item: 0..<Int32(utf8.count), font: font, script: script, isRightToLeft: false,
                             language: hbLanguage)
            }
            var glyphs: [WordShapeCache.Glyph] = []
            buffer.forEachGlyph { glyph, cluster, xAdvance, xOffset, yOffset in
                glyphs.append(WordShapeCache.Glyph(glyph: glyph, cluster: cluster, xAdvance: xAdvance, xOffset: xOffset,
                                                   yOffset: yOffset))
            }
            return glyphs
        }
    }

    /// ``probingPairs(_:applied:in:script:language:)`` with `shape` shaping a text alone in the
    /// context. A pair whose glyphs and positions shaped together are not those of its two pieces
    /// shaped apart (or whose glyph no character gives alone) moves.
    func probingPairs(_ edges: WordEdges, applied: [Set<Int>], shapingAlone shape: (String) -> [WordShapeCache.Glyph]) -> WordEdges {
        var edges = edges
        let pairs = appliedPairs(applied)
        edges.starts.formUnion(pairs.afterAlways)
        guard !pairs.before.isEmpty || !pairs.after.isEmpty else { return edges }
        let space = shape(" ")
        /// Whether `glyph` is unmoved next to the space (before it, or after it).
        func unmoved(_ glyph: UInt32, beforeSpace: Bool) -> Bool {
            guard let scalar = characters[glyph] else { return false }
            let text = String(scalar)
            let alone = shape(text)
            guard alone.count == 1, alone[0].glyph == glyph else { return false }
            var apart = beforeSpace ? alone + space : space + alone
            let second = beforeSpace ? 1 : space.count
            for g in second..<apart.count { apart[g].cluster += UInt32(beforeSpace ? text.utf8.count : 1) }
            return shape(beforeSpace ? text + " " : " " + text) == apart
        }
        var moved = false
        for glyph in pairs.before.sorted() where !unmoved(glyph, beforeSpace: true) {
            edges.ends.insert(glyph)
            moved = true
        }
        for glyph in pairs.after.sorted() where !unmoved(glyph, beforeSpace: false) { edges.starts.insert(glyph) }
        // A pair lookup that skips marks pairs the space with the glyph before a word's last marks.
        if moved && pairs.flags & 0xFF18 != 0 { edges.trailing = hasGlyphClasses ? .throughMarks : .everyGlyph }
        return edges
    }

    /// The rules of `GSUB` lookup `lookup` as the word's final glyphs show them, or `nil` when they
    /// cannot be: the rules read glyphs as they are when the lookup runs, and the lookups after it
    /// may change them. Where every lookup that may run after it (in HarfBuzz's default shaper, the
    /// applied ones of higher index, and the lookups they call) substitutes one glyph for one (single,
    /// alternate, or context calling only those), each glyph keeps its place and may only become one
    /// its successors list; a ligature or multiple substitution after it would move the places.
    private func finalGlyphs(_ rules: SpaceContext, after lookup: Int, applied: Set<Int>, script: UInt32) -> SpaceContext? {
        guard Self.defaultShaperScripts.contains(script), !revisionLookups.contains(lookup) else { return nil }
        let later = nested[0].closure(of: applied.filter { $0 >= lookup })
        guard later.allSatisfy({ [1, 3, 5, 6].contains($0 < substitutionTypes.count ? substitutionTypes[$0] : 0) }) else {
            return nil
        }
        let successors = successors.combined(lookups: later)
        func widen(_ patterns: [[GlyphBits]]) -> [[GlyphBits]] {
            patterns.map { $0.map { GlyphBits(GlyphSuccessors.closure(of: Set($0.glyphs), successors: successors)) } }
        }
        return SpaceContext(starts: widen(rules.starts), ends: widen(rules.ends))
    }

    /// Scripts HarfBuzz shapes with its default shaper: its `GSUB` lookups run in index order, after `rvrn`'s.
    private static let defaultShaperScripts: Set<UInt32> = [
        HarfBuzzFont.tag("Latn"), HarfBuzzFont.tag("Cyrl"), HarfBuzzFont.tag("Grek"), HarfBuzzFont.tag("Armn"),
        HarfBuzzFont.tag("Geor"), HarfBuzzFont.tag("Zyyy"),
    ]

    /// Among `lookups` of `table`, those applied only inside automatic fractions: listed by no feature
    /// but `frac`, `numr` and `dnom`, and called by no lookup that is not itself such.
    private static func fractionOnlyLookups(_ face: HarfBuzzFace, table: UInt32, nested: NestedLookups,
                                            among lookups: Set<Int>) -> Set<Int> {
        let fractionTags: Set<UInt32> = [HarfBuzzFont.tag("frac"), HarfBuzzFont.tag("numr"), HarfBuzzFont.tag("dnom")]
        let tags = face.featureTags(table: table)
        let fraction = collectLookups(face, table: table, features: Array(fractionTags))
        let other = collectLookups(face, table: table, features: Set(tags).subtracting(fractionTags).sorted())
        let callers = nested.callers()
        var known: [Int: Bool] = [:]
        func confined(_ lookup: Int) -> Bool {
            if let answer = known[lookup] { return answer }
            known[lookup] = false   // a cycle of calls: not confined
            let callersOf = callers[lookup] ?? []
            let answer = !other.contains(lookup) && (fraction.contains(lookup) || !callersOf.isEmpty)
                && callersOf.allSatisfy(confined)
            known[lookup] = answer
            return answer
        }
        return lookups.filter(confined)
    }

    /// The lookups `features` list in `table`, in every script and language system and feature variation.
    private static func collectLookups(_ face: HarfBuzzFace, table: UInt32, features: [UInt32]) -> Set<Int> {
        guard !features.isEmpty else { return [] }
        return Set(face.lookups(table: table, features: features).members.map(Int.init))
    }

    /// A character for each of `glyphs` that the font maps to it (the lowest).
    private static func characters(of glyphs: Set<UInt32>, in font: HarfBuzzFont) -> [UInt32: Unicode.Scalar] {
        guard !glyphs.isEmpty else { return [:] }
        var characters: [UInt32: Unicode.Scalar] = [:]
        for code in font.face.unicodes().members {
            guard let glyph = font.nominalGlyph(code), glyphs.contains(glyph),
                  characters[glyph] == nil, let scalar = Unicode.Scalar(code) else { continue }
            characters[glyph] = scalar
        }
        return characters
    }

    /// A lookup's `lookupFlag`, its type (through an extension, the type it extends), and whether it is
    /// pair positioning (`GPOS` type 2).
    struct LookupKind: Sendable {
        var flag: UInt16
        var type: Int
        var isPairPositioning: Bool
    }

    /// Each lookup's flag and kind, read from the raw table (HarfBuzz has no call for them): the
    /// header's LookupList offset at byte 8, then per lookup its offset, type, flag and subtables
    /// (big-endian UInt16s); an extension subtable (type 9) gives the type it extends.
    private static func lookupKinds(_ face: HarfBuzzFace, table tag: UInt32) -> [LookupKind] {
        face.withTable(tag) { bytes in
            let table = BigEndianBytes(bytes: bytes)
            guard let listOffset = table.u16(8), let count = table.u16(listOffset) else { return [] }
            var kinds: [LookupKind] = []
            for i in 0..<count {
                guard let offset = table.u16(listOffset + 2 + 2 * i), let type = table.u16(listOffset + offset),
                      let flag = table.u16(listOffset + offset + 2),
                      let subtables = table.u16(listOffset + offset + 4) else { return kinds }
                let isPositioning = tag == HarfBuzzFont.tag("GPOS")
                var resolved = type
                if type == (isPositioning ? 9 : 7) {   // an extension: every subtable names the type it extends
                    var types = Set<Int>()
                    for s in 0..<subtables {
                        guard let subtable = table.u16(listOffset + offset + 6 + 2 * s),
                              let extended = table.u16(listOffset + offset + subtable + 2) else { types.insert(0); break }
                        types.insert(extended)
                    }
                    resolved = types.count == 1 ? types.first! : 0   // 0: unknown
                }
                kinds.append(LookupKind(flag: UInt16(flag), type: resolved, isPairPositioning: isPositioning && resolved == 2))
            }
            return kinds
        }
    }
}

/// What the pieces of one word context may start and end with to be shaped alone
/// (``SpaceInteraction/edges(shapingAlone:)``).
struct WordEdges: Sendable, Equatable {
    /// Glyphs a piece followed by a space must not end with.
    var ends: Set<UInt32>
    /// Glyphs a piece after a space must not start with.
    var starts: Set<UInt32>
    /// Which glyphs at a piece's end are checked against ``ends``.
    var trailing: Trailing
    /// Rules that read a space before or after a piece: a piece they may match is shaped in its run.
    var context = SpaceContext()

    enum Trailing: Sendable, Equatable {
        /// The last glyph.
        case lastGlyph
        /// The last glyph that is not a mark, and the marks after it (a pair lookup skips marks).
        case throughMarks
        /// Every glyph (a pair lookup skips marks, and `GDEF` does not say which glyphs are marks).
        case everyGlyph
    }
}
