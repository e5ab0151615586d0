/// Shapes texts into ``ShapedText``: fonts per character, HarfBuzz per run, ICU for line-break
/// opportunities and grapheme clusters.
///
/// One per worker thread: it owns a HarfBuzz buffer and ICU iterators, which are not thread-safe.
/// The ``FontLibrary`` behind it is shared.
public final class Shaper {
    public let library: FontLibrary
    /// Native calls made so far.
    public internal(set) var statistics = ShapingStatistics()

    // The state below is the shaper's own, internal only so that its other files reach it:
    // Shaper+Words.swift, Shaper+TextBoundaries.swift and Shaper+Caches.swift.
    let buffer = HarfBuzzBuffer()
    let unicode = HarfBuzzUnicode()
    var items = Itemizer()
    var lineBreakers: [String: TextBreaker] = [:]
    /// Opens ICU's line breaker for a language (a test puts one that fails in its place).
    var openLineBreaker: (String) throws -> TextBreaker = { try TextBreaker(.line, language: $0) }
    var graphemeBreaker: TextBreaker?
    var chains: [ChainKey: [Int]] = [:]
    var instances: [InstanceKey: HarfBuzzFont] = [:]
    var ownFonts = FaceTable<HarfBuzzFont>()
    private var coverage = CoverageCache()
    var languages: [String: HarfBuzzLanguage] = [:]
    /// Per script tag: its name and letter-spacing policy, worked out once.
    var scripts: [UInt32: ScriptFacts] = [:]
    /// Per face: the list of font files of a text shaped in that face alone.
    var singleFacePaths = FaceTable<[String]>()
    var graphemeStarts: [Int32] = []
    /// The run being shaped, as HarfBuzz gives glyphs: from one call, or piece by piece.
    var runGlyphs: [WordShapeCache.Glyph] = []
    /// Scratch arrays of ``shapeRun``, kept between runs so that a run allocates only what it returns.
    private var scratchClusterOfGlyph: [Int32] = []
    private var scratchZeroWidth: [Bool] = []
    var words = WordShapeCache()
    /// Per face: how its lookups involve the space (nil: words are shaped in their run).
    var spaceInteractions = FaceTable<SpaceInteraction?>()
    var wordContexts: [WordContextKey: Int32] = [:]
    /// Per word context (by number): what its pieces may start and end with to be shaped alone (nil:
    /// its runs are shaped whole).
    var wordEdges: [WordEdges?] = []
    /// ``SpaceInteraction/ruleEdges(applied:script:)`` by face, script and applied lookups.
    var ruleEdges: [RuleEdgesKey: WordEdges?] = [:]

    /// Whether runs may be built from cached words (``WordShapeCache``); off, every run is shaped
    /// whole. The results are the same either way — tests hold them equal.
    let shapesByWords: Bool

    public init(library: FontLibrary) {
        self.library = library
        self.shapesByWords = true
    }

    init(library: FontLibrary, shapesByWords: Bool) {
        self.library = library
        self.shapesByWords = shapesByWords
    }

    /// Shapes `request` once, for every width (the shaping path of ``TextShaping`` for one size): the
    /// optical design that serves it, shaped (or taken from `cache`), blended to its size.
    /// - Parameters:
    ///   - keepingGlyphs: false leaves every run's `glyphs` empty — what fitting reads (the clusters,
    ///     their advances and flags) is the same; only drawing needs the glyphs.
    ///   - cache: where shaped designs are kept across texts; nil: none.
    /// - Throws: ``InputError`` when the request names a font file or family that is not configured.
    public func shape(_ request: ShapingRequest, keepingGlyphs: Bool = true, cache: ShapingCache? = nil) throws -> ShapedText {
        let design = library.designRequest(for: request)
        return try shapedDesign(design.request, keepingGlyphs: keepingGlyphs, cache: cache)
            .blended(displayShare: design.displayShare)
    }

    /// `design`, a request of ``FontLibrary/designRequest(for:)``, shaped before its blend: from
    /// `cache` when given (a cache keeps glyphs, whatever `keepingGlyphs` says), else shaped now.
    func shapedDesign(_ design: ShapingRequest, keepingGlyphs: Bool, cache: ShapingCache?) throws -> ShapedText {
        if let cache { return try cache.shapedDesign(design, using: self) }
        return try shapeDesigns(design, keepingGlyphs: keepingGlyphs)
    }

    /// `request` shaped in its designs, before the optical-size blend: for a request of
    /// ``FontLibrary/designRequest(for:)`` with a display share, the text design with its
    /// ``ShapedText/opticalStretches``, which ``ShapedText/blended(displayShare:)`` turns into a size.
    /// This is what a cache keeps: one shaping serves every size between the two designs.
    func shapeDesigns(_ request: ShapingRequest, keepingGlyphs: Bool = true) throws -> ShapedText {
        var text = request.text
        return try text.withUTF8 { try shape(request, utf8: $0, keepingGlyphs: keepingGlyphs, display: false).text }
    }

    /// `request`, a request between the two optical designs (``FontLibrary/designRequest(for:)``; no
    /// `opsz` axis), shaped once in each design: every size derives from them by arithmetic
    /// (``OpticalShapings``). Each run is itemized once and each design's glyphs shaped once, where
    /// shaping the text design's size, a size between and the display design's size apart shapes
    /// the text design twice and the display design twice.
    func shapeBothDesigns(_ request: ShapingRequest, keepingGlyphs: Bool = true) throws -> OpticalShapings {
        var text = request.text
        let both = try text.withUTF8 { try shape(request, utf8: $0, keepingGlyphs: keepingGlyphs, display: true) }
        return OpticalShapings(blendable: both.text, display: both.display ?? both.text)
    }

    // The pipeline: analyze scalars → choose fonts → shape runs → mark breaks → mark graphemes.
    /// - Parameter display: also shape the display design alone (`display` of the result), for a
    ///   request between the designs.
    func shape(_ request: ShapingRequest, utf8: UnsafeBufferPointer<UInt8>, keepingGlyphs: Bool,
               display: Bool) throws -> (text: ShapedText, display: ShapedText?) {
        guard utf8.count < Int(Int32.max) else {
            throw InputError("text of \(utf8.count) UTF-8 bytes is too long to shape")
        }
        _ = items.analyze(utf8, unicode: unicode)
        items.assignStyles(request.styles)
        try items.chooseFaces(coverage: &coverage, font: { font(for: $0) }, emoji: library.emojiFace) { script, style in
            try chain(script: script, request: style == 0 ? request : Self.styled(request, style))
        }
        var output = Output()
        output.clusters.reserveCapacity(items.scalarCount)
        var displayOutput: Output? = display ? Output() : nil
        items.findRuns()
        for index in items.runs.indices {
            shapeRun(items.runs[index], utf8: utf8, request: request, keepingGlyphs: keepingGlyphs, into: &output,
                     display: &displayOutput)
        }
        try markLineBreaks(in: &output.clusters, utf8: utf8, language: request.language)
        try markGraphemes(in: &output.clusters, utf8: utf8)
        if var displayOutput {
            if displayOutput.clusters.count == output.clusters.count
                && zip(displayOutput.clusters, output.clusters).allSatisfy({ $0.utf8Offset == $1.utf8Offset }) {
                // The same clusters: breaks and graphemes depend on the clusters' bytes alone.
                let marks: ShapedClusterFlags = [.breakBefore, .mandatoryBreakBefore, .graphemeStart]
                for k in output.clusters.indices {
                    displayOutput.clusters[k].flags.formUnion(output.clusters[k].flags.intersection(marks))
                    displayOutput.clusters[k].graphemeStarts = output.clusters[k].graphemeStarts
                }
            } else {
                try markLineBreaks(in: &displayOutput.clusters, utf8: utf8, language: request.language)
                try markGraphemes(in: &displayOutput.clusters, utf8: utf8)
            }
            return (try shapedText(output, request), try shapedText(displayOutput, request))
        }
        return (try shapedText(output, request), nil)
    }

    /// The shaped text that `output` holds.
    private func shapedText(_ output: Output, _ request: ShapingRequest) throws -> ShapedText {
        let primaryFace = try output.faces.first ?? chain(script: Itemizer.common, request: request).first ?? 0
        let metrics = font(for: primaryFace, request: request).verticalMetrics
        var missing: [Unicode.Scalar] = []
        for i in 0..<items.scalarCount where items.missing[i] {
            if let scalar = Unicode.Scalar(items.codePoints[i]), !missing.contains(scalar) { missing.append(scalar) }
        }
        let fontsUsed = fontPaths(output.faces.isEmpty ? [primaryFace] : output.faces)
        var shaped = ShapedText(text: request.text, language: request.language, clusters: output.clusters,
                                runs: output.runs, missingCharacters: missing, fontsUsed: fontsUsed,
                                ascender: metrics.ascender, descender: metrics.descender, lineGap: metrics.lineGap)
        shaped.opticalStretches = output.opticalStretches
        return shaped
    }

    /// What shaping the runs builds up.
    private struct Output {
        var clusters: [ShapedCluster] = []
        var runs: [ShapedRun] = []
        /// Faces in order of first use: indices into the library's faces.
        var faces: [Int] = []
        /// The stretches of runs shaped in both designs (``ShapedText/opticalStretches``).
        var opticalStretches: [OpticalDesigns.Stretch] = []
    }

    /// Shapes one run and appends its clusters (logical order) and glyphs (visual order): word by word
    /// from ``WordShapeCache`` where the font allows it (``SpaceInteraction``), else with one HarfBuzz
    /// call over the run.
    /// - Parameter displayOutput: when not nil, the run in the display design alone is appended to it
    ///   too (the same run where the face has no display design).
    private func shapeRun(_ run: Itemizer.Run, utf8: UnsafeBufferPointer<UInt8>, request: ShapingRequest,
                          keepingGlyphs: Bool, into output: inout Output, display displayOutput: inout Output?) {
        // A text design with a display design (Inter, Inter Display): the display design alone from
        // 28 pt; between 17 and 28 pt both, their stretches kept for the blend at fit time
        // (``OpticalDesigns``, ``ShapedText/blended(displayShare:)``).
        var run = run
        // A styled run (Markdown bold, italic, code) is shaped in its own font choice.
        let request = run.style == 0 ? request : Self.styled(request, run.style)
        var displayShare = 0.0
        var displayFace: Int?
        if let display = library.displayDesigns[run.face], let size = request.opticalSize {
            displayShare = OpticalDesigns.displayShare(opticalSize: size)
            if displayShare >= 1 {
                run.face = display
            } else if displayShare > 0 {
                displayFace = display
            }
        }
        let start = items.offsets[run.scalars.lowerBound], end = items.offsets[run.scalars.upperBound]
        var displayClusters: [OpticalDesigns.Cluster] = []
        if let displayFace {
            shapeGlyphs(run, face: displayFace, start: start, end: end, utf8: utf8, request: request)
            displayClusters = Self.clusterAdvances(runGlyphs, start: start, unitsPerEm: font(for: displayFace, request: request).unitsPerEm)
            if displayOutput != nil {
                var displayRun = run
                displayRun.face = displayFace
                appendClusters(of: displayRun, start: start, end: end, request: request, keepingGlyphs: keepingGlyphs,
                               into: &displayOutput!)
            }
        }
        shapeGlyphs(run, face: run.face, start: start, end: end, utf8: utf8, request: request)
        let firstCluster = output.clusters.count
        appendClusters(of: run, start: start, end: end, request: request, keepingGlyphs: keepingGlyphs, into: &output)
        if displayFace == nil && displayOutput != nil {
            appendClusters(of: run, start: start, end: end, request: request, keepingGlyphs: keepingGlyphs, into: &displayOutput!)
        }
        if displayFace != nil {
            let text = output.clusters[firstCluster...].map { OpticalDesigns.Cluster(offset: $0.utf8Offset, advance: $0.advance) }
            output.opticalStretches += OpticalDesigns.stretches(text: text, display: displayClusters)
                .map { $0.shifted(by: firstCluster) }
        }
    }

    /// Appends the clusters (logical order) and glyphs (visual order) of ``runGlyphs``, shaped for
    /// `run` (in its face), to `output`.
    private func appendClusters(of run: Itemizer.Run, start: Int32, end: Int32, request: ShapingRequest,
                                keepingGlyphs: Bool, into output: inout Output) {
        let hbFont = font(for: run.face, request: request)
        let glyphCount = runGlyphs.count

        // Clusters in logical order: one per HarfBuzz cluster value (RTL glyphs are read backwards).
        let firstCluster = output.clusters.count
        // Taken out of the shaper for the run (no copy) and put back after it.
        var clusterOfGlyph = scratchClusterOfGlyph, zeroWidth = scratchZeroWidth
        scratchClusterOfGlyph = []
        scratchZeroWidth = []
        defer {
            scratchClusterOfGlyph = clusterOfGlyph
            scratchZeroWidth = zeroWidth
        }
        clusterOfGlyph.removeAll(keepingCapacity: true)
        clusterOfGlyph.append(contentsOf: repeatElement(0, count: glyphCount))
        zeroWidth.removeAll(keepingCapacity: true)
        let isRightToLeft = run.isRightToLeft
        var glyphs: [ShapedGlyph] = []
        if keepingGlyphs { glyphs.reserveCapacity(glyphCount) }
        // The loops below touch every glyph and scalar: they work on buffers, so that no element
        // access checks uniqueness or exclusivity again.
        runGlyphs.withUnsafeBufferPointer { runGlyphs in
            clusterOfGlyph.withUnsafeMutableBufferPointer { clusterOfGlyph in
                var clusterValue: UInt32 = 0
                for step in 0..<glyphCount {
                    let g = isRightToLeft ? glyphCount - 1 - step : step
                    let value = runGlyphs[g].cluster
                    if output.clusters.count == firstCluster || value > clusterValue {
                        let offset = output.clusters.count == firstCluster ? start : Int32(value)
                        output.clusters.append(ShapedCluster(utf8Offset: offset, utf8Length: 0, advance: 0,
                                                             graphemeStarts: 0, flags: []))
                        clusterValue = value
                    }
                    clusterOfGlyph[g] = Int32(output.clusters.count - 1)
                }
            }
            if output.clusters.count == firstCluster {   // no glyphs at all: keep the text covered
                output.clusters.append(ShapedCluster(utf8Offset: start, utf8Length: 0, advance: 0, graphemeStarts: 0, flags: []))
            }
            let trackable = script(run.script).allowsLetterSpacing
            let upem = hbFont.unitsPerEm
            let offsets = items.offsets, kinds = items.kinds, missing = items.missing, codePoints = items.codePoints
            output.clusters.withUnsafeMutableBufferPointer { clusters in
                // zeroWidth, per cluster of this run: draw nothing (line separators, controls).
                var scalar = run.scalars.lowerBound
                for k in firstCluster..<clusters.count {
                    let clusterEnd = k + 1 < clusters.count ? clusters[k + 1].utf8Offset : end
                    clusters[k].utf8Length = clusterEnd - clusters[k].utf8Offset
                    var flags: ShapedClusterFlags = trackable ? [.trackable] : []
                    var allSpaces = true, anySeparator = false, anyVisible = false
                    while scalar < run.scalars.upperBound && offsets[scalar] < clusterEnd {
                        let kind = kinds[scalar]
                        allSpaces = allSpaces && kind == .hangingSpace
                        anySeparator = anySeparator || kind == .lineSeparator
                        anyVisible = anyVisible || kind.needsGlyph(codePoints[scalar])
                        if missing[scalar] { flags.insert(.missingGlyph) }
                        scalar += 1
                    }
                    if allSpaces { flags.insert(.whitespace) }
                    if anySeparator { flags = flags.subtracting(.trackable).union(.lineSeparator) }
                    clusters[k].flags = flags
                    zeroWidth.append(anySeparator || !anyVisible)
                }

                clusterOfGlyph.withUnsafeBufferPointer { clusterOfGlyph in
                    for g in 0..<glyphCount {
                        let k = Int(clusterOfGlyph[g])
                        let glyph = runGlyphs[g]
                        // Line separators have no width; an invisible control the font lacks must not show .notdef.
                        let blank = zeroWidth[k - firstCluster] && (clusters[k].flags.contains(.lineSeparator) || glyph.glyph == 0)
                        let advance = blank ? 0 : Double(glyph.xAdvance) / upem
                        clusters[k].advance += advance
                        guard keepingGlyphs else { continue }
                        glyphs.append(ShapedGlyph(glyphID: glyph.glyph, clusterIndex: Int32(k), xAdvance: advance,
                                                  xOffset: Double(glyph.xOffset) / upem, yOffset: Double(glyph.yOffset) / upem))
                    }
                }
            }
        }

        var fontIndex = output.faces.firstIndex(of: run.face) ?? -1
        if fontIndex < 0 {
            fontIndex = output.faces.count
            output.faces.append(run.face)
        }
        output.runs.append(ShapedRun(clusterRange: firstCluster..<output.clusters.count, fontIndex: fontIndex,
                                     script: scriptName(run.script), isRightToLeft: run.isRightToLeft, glyphs: glyphs,
                                     variations: keepingGlyphs ? hbFont.variations : []))
    }

    /// Shapes the run in `face` into ``runGlyphs``: from cached words where the font allows it, else
    /// with one HarfBuzz call over the run.
    private func shapeGlyphs(_ run: Itemizer.Run, face: Int, start: Int32, end: Int32,
                             utf8: UnsafeBufferPointer<UInt8>, request: ShapingRequest) {
        var run = run
        run.face = face
        let hbFont = font(for: face, request: request)
        runGlyphs.removeAll(keepingCapacity: true)
        if !shapeByWords(run, start: Int(start), end: Int(end), utf8: utf8, font: hbFont, request: request) {
            runGlyphs.removeAll(keepingCapacity: true)
            shapeWhole(run, start: start, end: end, utf8: utf8, font: hbFont, request: request)
            statistics.runsShapedWhole += 1
        }
        statistics.shapeCalls += 1
    }

    /// `request` for a run in inline style `style` (an ``InlineStyle`` raw value): its font choice styled.
    private static func styled(_ request: ShapingRequest, _ style: UInt8) -> ShapingRequest {
        var styled = request
        styled.font = request.font.styled(InlineStyle(rawValue: style))
        return styled
    }

    /// Each HarfBuzz cluster's advance in ems, in text order (the run is left to right).
    private static func clusterAdvances(_ glyphs: [WordShapeCache.Glyph], start: Int32,
                                        unitsPerEm: Double) -> [OpticalDesigns.Cluster] {
        var clusters: [OpticalDesigns.Cluster] = []
        for glyph in glyphs.sorted(by: { $0.cluster < $1.cluster }) {
            let offset = clusters.isEmpty ? start : Int32(glyph.cluster)
            if clusters.isEmpty || offset > clusters[clusters.count - 1].offset {
                clusters.append(OpticalDesigns.Cluster(offset: offset, advance: 0))
            }
            clusters[clusters.count - 1].advance += Double(glyph.xAdvance) / unitsPerEm
        }
        return clusters
    }
}
