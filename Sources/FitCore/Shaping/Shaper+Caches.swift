/// What a ``Shaper`` keeps between texts: fallback chains, font instances, HarfBuzz languages, script
/// facts, each font's space analysis and the word contexts ``WordShapeCache`` files words under.
extension Shaper {
    struct ChainKey: Hashable {
        var script: UInt32
        var language: String
        var choice: FontChoice
    }

    struct RuleEdgesKey: Hashable {
        var face: Int
        var script: UInt32
        var applied: [Set<Int>]
    }

    struct WordContextKey: Hashable {
        var font: ObjectIdentifier
        var script: UInt32
        var language: String
    }

    /// The number ``WordShapeCache`` files a font instance, script and language under; a new one gets
    /// its ``WordEdges`` from `interaction` (`face`'s): what the lookups applied there say (the same for
    /// every context that applies the same lookups, so worked out once for them), then its pairs
    /// with the space probed in that instance, script and language.
    func wordContext(font: HarfBuzzFont, script: UInt32, language: String, face: Int,
                     interaction: SpaceInteraction) -> Int32 {
        let key = WordContextKey(font: ObjectIdentifier(font), script: script, language: language)
        if let known = wordContexts[key] { return known }
        let context = Int32(wordContexts.count)
        wordContexts[key] = context
        let applied = interaction.appliedLookups(in: font, script: script, language: language)
        let rulesKey = RuleEdgesKey(face: face, script: script, applied: applied)
        let rules = ruleEdges[rulesKey] ?? interaction.ruleEdges(applied: applied, script: script)
        ruleEdges[rulesKey] = .some(rules)
        wordEdges.append(rules.map {
            interaction.probingPairs($0, applied: applied, in: font, script: script, language: language)
        })
        return context
    }

    /// Whether (and how) a face's lookups involve the space, read the first time the face shapes a run.
    func spaceInteraction(face: Int) -> SpaceInteraction? {
        spaceInteractions.value(for: face) { SpaceInteraction.read(library.faces[face].font) }
    }

    struct InstanceKey: Hashable {
        var face: Int
        var weight: Int
        var opticalSize: Double?
        var italic = false
    }

    /// The fallback chain for a script in the request's language and font choice.
    func chain(script: UInt32, request: ShapingRequest) throws -> [Int] {
        let key = ChainKey(script: script, language: request.language, choice: request.font)
        if let chain = chains[key] { return chain }
        let chain = try library.fallbackChain(script: scriptName(script), language: request.language, choice: request.font)
        chains[key] = chain
        return chain
    }

    /// The library's shared font, or for a variable font an instance at the request's weight
    /// (`wght`), optical size (`opsz`) and, for italic, slant (`slnt`), made once per worker.
    func font(for face: Int, request: ShapingRequest) -> HarfBuzzFont {
        let base = library.faces[face].font
        guard base.weightAxis != nil || base.opticalSizeAxis != nil else { return font(for: face) }
        let key = InstanceKey(face: face, weight: request.font.weight.rawValue,
                              opticalSize: base.opticalSizeAxis == nil ? nil : request.opticalSize,
                              italic: request.font.italic && base.slantAxis != nil)
        if let instance = instances[key] { return instance }
        let instance = HarfBuzzFont(instanceOf: base, weight: Double(key.weight), opticalSize: key.opticalSize,
                                    italic: key.italic)
        instances[key] = instance
        return instance
    }

    /// This worker's own font for a face, on the library's shared face: HarfBuzz writes the font's
    /// glyph caches as it looks characters up, so workers sharing one `hb_font_t` would take its
    /// cache lines from each other.
    func font(for face: Int) -> HarfBuzzFont {
        ownFonts.value(for: face) { HarfBuzzFont(instanceOf: library.faces[face].font, weight: nil, opticalSize: nil) }
    }

    /// The font files of `faces`, as a shaped text lists them: most texts use one face, whose list is
    /// made once (one array shared by every text, not one built per text).
    func fontPaths(_ faces: [Int]) -> [String] {
        guard faces.count == 1 else { return faces.map { library.faces[$0].name } }
        return singleFacePaths.value(for: faces[0]) { [library.faces[faces[0]].name] }
    }

    func language(_ tag: String) -> HarfBuzzLanguage {
        if let language = languages[tag] { return language }
        let language = HarfBuzzLanguage(tag)
        languages[tag] = language
        return language
    }

    struct ScriptFacts {
        var name: String
        /// What ``LetterSpacingPolicy`` says of the script.
        var allowsLetterSpacing: Bool
    }

    /// A script tag's facts: asked a few times per run, so worked out once per tag (a set of names
    /// would hash the name each time).
    func script(_ tag: UInt32) -> ScriptFacts {
        if let facts = scripts[tag] { return facts }
        let name = HarfBuzzFont.tagName(tag)
        let facts = ScriptFacts(name: name, allowsLetterSpacing: LetterSpacingPolicy.allowsLetterSpacing(script: name))
        scripts[tag] = facts
        return facts
    }

    func scriptName(_ tag: UInt32) -> String { script(tag).name }
}
