/// Shapes texts into ``ShapedText``: fonts per character, HarfBuzz per run, ICU for line-break
/// opportunities and grapheme clusters.
///
/// One per worker thread: it owns a HarfBuzz buffer and ICU iterators, which are not thread-safe.
/// The ``FontLibrary`` behind it is shared.
public final class Shaper {
    public let library: FontLibrary
    /// Native calls made so far.
    public private(set) var statistics = ShapingStatistics()

    private let buffer = HarfBuzzBuffer()
    private let unicode = HarfBuzzUnicode()
    private var items = Itemizer()
    private var lineBreakers: [String: TextBreaker] = [:]
    private var graphemeBreaker: TextBreaker?
    private var chains: [ChainKey: [Int]] = [:]
    private var instances: [InstanceKey: HarfBuzzFont] = [:]
    private var ownFonts = FaceTable<HarfBuzzFont>()
    private var coverage = CoverageCache()
    private var languages: [String: HarfBuzzLanguage] = [:]
    /// Per script tag: its name and letter-spacing policy, worked out once.
    private var scripts: [UInt32: ScriptFacts] = [:]
    /// Per face: the list of font files of a text shaped in that face alone.
    private var singleFacePaths = FaceTable<[String]>()
    private var graphemeStarts: [Int32] = []
    /// The run being shaped, as HarfBuzz gives glyphs: from one call, or piece by piece.
    private var runGlyphs: [WordShapeCache.Glyph] = []
    /// Scratch arrays of ``shapeRun``, kept between runs so that a run allocates only what it returns.
    private var scratchClusterOfGlyph: [Int32] = []
    private var scratchZeroWidth: [Bool] = []
    private var words = WordShapeCache()
    /// Per face: how its lookups involve the space (nil: words are shaped in their run).
    private var spaceInteractions = FaceTable<SpaceInteraction?>()
    private var wordContexts: [WordContextKey: Int32] = [:]
    /// Per word context (by number): what its pieces may start and end with to be shaped alone (nil:
    /// its runs are shaped whole).
    private var wordEdges: [WordEdges?] = []
    /// ``SpaceInteraction/ruleEdges(applied:script:)`` by face, script and applied lookups.
    private var ruleEdges: [RuleEdgesKey: WordEdges?] = [:]

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

    /// Shapes `request` once, for every width and point size.
    /// - Parameter keepingGlyphs: false leaves every run's `glyphs` empty — what fitting reads (the
    ///   clusters, their advances and flags) is the same; only drawing needs the glyphs.
    /// - Throws: ``InputError`` when the request names a font file or family that is not configured.
    public func shape(_ request: ShapingRequest, keepingGlyphs: Bool = true) throws -> ShapedText {
        let design = library.designRequest(for: request)
        return try shapeDesigns(design.request, keepingGlyphs: keepingGlyphs).blended(displayShare: design.displayShare)
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
    private func shape(_ request: ShapingRequest, utf8: UnsafeBufferPointer<UInt8>, keepingGlyphs: Bool,
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
        markLineBreaks(in: &output.clusters, utf8: utf8, language: request.language)
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
                markLineBreaks(in: &displayOutput.clusters, utf8: utf8, language: request.language)
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

    /// One HarfBuzz call over the run, with the whole text as context (joining across run edges).
    private func shapeWhole(_ run: Itemizer.Run, start: Int32, end: Int32, utf8: UnsafeBufferPointer<UInt8>,
                            font: HarfBuzzFont, request: ShapingRequest) {
        guard utf8.baseAddress != nil else { return }   // runs exist only for non-empty text
        let shaped = harfBuzz(utf8, item: start..<end, font: font, script: run.script, isRightToLeft: run.isRightToLeft,
                              language: request.language)
        Self.appendGlyphs(of: shaped, to: &runGlyphs)
    }

    /// Builds the run from its pieces — words and runs of spaces — each shaped alone once per worker and
    /// then taken from ``WordShapeCache``. False (and the run is shaped whole) when the font's lookups
    /// read across spaces, the script joins or is written right to left, or a piece starts or ends with
    /// something its neighbours could change.
    private func shapeByWords(_ run: Itemizer.Run, start: Int, end: Int, utf8: UnsafeBufferPointer<UInt8>,
                              font: HarfBuzzFont, request: ShapingRequest) -> Bool {
        guard shapesByWords, !run.isRightToLeft, Self.wordScripts.contains(run.script),
              let interaction = spaceInteraction(face: run.face) else { return false }
        let context = wordContext(font: font, script: run.script, language: request.language, face: run.face,
                                  interaction: interaction)
        guard let edges = wordEdges[Int(context)] else { return false }
        var counts = (hits: 0, shaped: 0)
        // The cache and the glyphs are passed in once for the whole run: touched for every piece,
        // as properties of the shaper each touch was checked for exclusive access again.
        let whole = shapePieces(of: run, start: start, end: end, utf8: utf8, font: font, request: request,
                                context: context, edges: edges, counts: &counts,
                                words: &words, glyphs: &runGlyphs)
        statistics.wordHits += counts.hits
        statistics.wordsShaped += counts.shaped
        return whole
    }

    /// The loop of ``shapeByWords``: false as soon as a piece must be shaped in its run.
    private func shapePieces(of run: Itemizer.Run, start: Int, end: Int, utf8: UnsafeBufferPointer<UInt8>,
                             font: HarfBuzzFont, request: ShapingRequest, context: Int32,
                             edges: WordEdges, counts: inout (hits: Int, shaped: Int),
                             words: inout WordShapeCache, glyphs runGlyphs: inout [WordShapeCache.Glyph]) -> Bool {
        var i = start
        while i < end {
            let isSpace = utf8[i] == 0x20
            var j = i + 1
            while j < end && (utf8[j] == 0x20) == isSpace { j += 1 }
            let piece = UnsafeBufferPointer(rebasing: utf8[i..<j])
            let hash = WordShapeCache.hash(context: context, piece: piece)
            switch words.find(context: context, piece: piece, hash: hash, appendingTo: &runGlyphs, clusterOffset: UInt32(i)) {
            case .found:
                counts.hits += 1
            case .shapeRunWhole:
                return false
            case .missing:
                let first = runGlyphs.count
                let shaped = harfBuzz(piece, item: 0..<Int32(piece.count), font: font, script: run.script,
                                      isRightToLeft: false, language: request.language)
                Self.appendGlyphs(of: shaped, to: &runGlyphs)
                counts.shaped += 1
                // Read through a buffer, not a slice: a slice alive while the clusters below are moved
                // made every word shaped copy the whole run's glyphs.
                let safe = runGlyphs.withUnsafeBufferPointer { all in
                    let alone = UnsafeBufferPointer(rebasing: all[first...])
                    let safe = isSpace || standsAlone(piece, glyphs: alone, edges: edges, face: font.face)
                    words.insert(context: context, piece: piece, hash: hash, glyphs: safe ? alone : nil)
                    return safe
                }
                guard safe else { return false }
                for g in first..<runGlyphs.count { runGlyphs[g].cluster &+= UInt32(i) }
            }
            i = j
        }
        return true
    }

    /// Whether a word shaped alone is what it is in its run: it does not start with a mark (which
    /// HarfBuzz would attach to the space before it) or a format character, nor end with one, and
    /// neither its first nor its last glyph is one that a lookup reads together with the space or
    /// that pair positioning moves against it (``WordEdges``).
    private func standsAlone(_ piece: UnsafeBufferPointer<UInt8>, glyphs: UnsafeBufferPointer<WordShapeCache.Glyph>,
                             edges: WordEdges, face: HarfBuzzFace) -> Bool {
        guard let first = glyphs.first, let last = glyphs.last,
              edges.starts.isEmpty || !edges.starts.contains(first.glyph), edges.ends.isEmpty || !edges.ends.contains(last.glyph)
        else { return false }
        switch edges.trailing {
        case .lastGlyph:
            break
        case .throughMarks:
            var g = glyphs.count - 1
            while g > 0 && face.glyphClass(glyphs[g].glyph) == .mark {
                g -= 1
                if edges.ends.contains(glyphs[g].glyph) { return false }
            }
        case .everyGlyph:
            if glyphs.contains(where: { edges.ends.contains($0.glyph) }) { return false }
        }
        if edges.context.reads(glyphs) { return false }
        guard unicode.category(of: UTF8Scalars.first(piece)) == .other else { return false }
        return unicode.category(of: UTF8Scalars.last(piece)) != .format
    }

    /// Shapes the bytes `item` of `text` (the rest of `text` is context) in the shared HarfBuzz
    /// buffer and returns it.
    private func harfBuzz(_ text: UnsafeBufferPointer<UInt8>, item: Range<Int32>, font: HarfBuzzFont, script: UInt32,
                          isRightToLeft: Bool, language tag: String) -> HarfBuzzBuffer {
        buffer.shape(text, item: item, font: font, script: script, isRightToLeft: isRightToLeft, language: language(tag))
        return buffer
    }

    /// Appends the shaped buffer's glyphs to `runGlyphs`, in HarfBuzz's (visual) order.
    private static func appendGlyphs(of buffer: HarfBuzzBuffer, to runGlyphs: inout [WordShapeCache.Glyph]) {
        buffer.forEachGlyph { glyph, cluster, xAdvance, xOffset, yOffset in
            runGlyphs.append(WordShapeCache.Glyph(glyph: glyph, cluster: cluster, xAdvance: xAdvance, xOffset: xOffset,
                                                  yOffset: yOffset))
        }
    }

    /// Scripts whose words may be shaped apart: spaces separate their words and HarfBuzz reads no
    /// text outside the buffer for them (it does for joining scripts such as Arabic and Mongolian).
    private static let wordScripts: Set<UInt32> = [
        HarfBuzzFont.tag("Latn"), HarfBuzzFont.tag("Cyrl"), HarfBuzzFont.tag("Grek"), HarfBuzzFont.tag("Armn"),
        HarfBuzzFont.tag("Geor"), HarfBuzzFont.tag("Deva"), Itemizer.common,
    ]

    /// Sets `.breakBefore` (and `.mandatoryBreakBefore`) from ICU's line breaker for the language, or
    /// from ``TextBreakShortcut`` where UAX #14 breaks only after spaces. A break offset inside a
    /// HarfBuzz cluster (never seen in practice) moves to the next cluster start: the cluster's glyphs
    /// cannot be separated.
    private func markLineBreaks(in clusters: inout [ShapedCluster], utf8: UnsafeBufferPointer<UInt8>, language: String) {
        // UAX #14 never breaks between ASCII letters and digits (AL×AL, NU×NU, AL×NU, NU×AL).
        guard clusters.count > 1, !utf8.allSatisfy(TextBreakShortcut.isASCIILetterOrDigit) else { return }
        var k = 0
        /// Marks the cluster at or after `offset`; false once past the last cluster.
        func mark(_ offset: Int32, mandatory: Bool) -> Bool {
            while k < clusters.count && clusters[k].utf8Offset < offset { k += 1 }
            guard k < clusters.count else { return false }
            clusters[k].flags.insert(.breakBefore)
            if mandatory { clusters[k].flags.insert(.mandatoryBreakBefore) }
            return true
        }
        if TextBreakShortcut.breaksOnlyAfterSpaces(items.codePoints) {
            for offset in 1..<utf8.count where utf8[offset] != 0x20 && utf8[offset - 1] == 0x20 {
                guard mark(Int32(offset), mandatory: false) else { break }
            }
            return
        }
        let breaker: TextBreaker
        if let cached = lineBreakers[language] {
            breaker = cached
        } else if let opened = try? TextBreaker(.line, language: language) {
            lineBreakers[language] = opened
            breaker = opened
        } else {
            return
        }
        statistics.breakCalls += 1
        for i in 0..<breaker.boundaries(utf8) {
            let offset = breaker.offset(i)
            guard offset < utf8.count, mark(offset, mandatory: breaker.isMandatory(i)) else { break }
        }
    }

    /// Sets `.graphemeStart` and `graphemeStarts` from ICU's grapheme-cluster breaker — skipped when
    /// every character is one that UAX #29 never joins to a neighbour (ASCII, or
    /// ``TextBreakShortcut/standsAlone(_:)``): then every character but the LF of CR LF starts a grapheme.
    private func markGraphemes(in clusters: inout [ShapedCluster], utf8: UnsafeBufferPointer<UInt8>) throws {
        if items.isASCII || items.codePoints.allSatisfy(TextBreakShortcut.standsAlone) {
            // Every scalar starts a grapheme but the LF of CR LF: counted in each cluster's own bytes
            // (a cluster starts where a scalar does), with no list of starts in between.
            func startsGrapheme(_ offset: Int) -> Bool {
                utf8[offset] & 0xC0 != 0x80 && !(utf8[offset] == 0x0A && offset > 0 && utf8[offset - 1] == 0x0D)
            }
            clusters.withUnsafeMutableBufferPointer { clusters in
                for k in clusters.indices {
                    let start = Int(clusters[k].utf8Offset), end = start + Int(clusters[k].utf8Length)
                    guard start < utf8.count else { continue }
                    var n: UInt16 = 0
                    for offset in start..<end where startsGrapheme(offset) { n += 1 }
                    if startsGrapheme(start) { clusters[k].flags.insert(.graphemeStart) }
                    clusters[k].graphemeStarts = n
                }
            }
            return
        }
        // Taken out of the shaper while it is filled and read (no copy), put back after.
        var graphemeStarts = self.graphemeStarts
        self.graphemeStarts = []
        defer { self.graphemeStarts = graphemeStarts }
        graphemeStarts.removeAll(keepingCapacity: true)
        if graphemeBreaker == nil { graphemeBreaker = try TextBreaker(.grapheme, language: "") }
        guard let breaker = graphemeBreaker else { return }
        statistics.breakCalls += 1
        graphemeStarts.append(0)
        for i in 0..<breaker.boundaries(utf8) where breaker.offset(i) < utf8.count {
            graphemeStarts.append(breaker.offset(i))
        }
        graphemeStarts.withUnsafeBufferPointer { graphemeStarts in
            clusters.withUnsafeMutableBufferPointer { clusters in
                var j = 0
                for k in clusters.indices {
                    let start = clusters[k].utf8Offset, end = start + clusters[k].utf8Length
                    while j < graphemeStarts.count && graphemeStarts[j] < start { j += 1 }
                    if j < graphemeStarts.count && graphemeStarts[j] == start { clusters[k].flags.insert(.graphemeStart) }
                    var n: UInt16 = 0
                    while j < graphemeStarts.count && graphemeStarts[j] < end { n += 1; j += 1 }
                    clusters[k].graphemeStarts = n
                }
            }
        }
    }

    // MARK: - Caches

    private struct ChainKey: Hashable {
        var script: UInt32
        var language: String
        var choice: FontChoice
    }

    private struct RuleEdgesKey: Hashable {
        var face: Int
        var script: UInt32
        var applied: [Set<Int>]
    }

    private struct WordContextKey: Hashable {
        var font: ObjectIdentifier
        var script: UInt32
        var language: String
    }

    /// The number ``WordShapeCache`` files a font instance, script and language under; a new one gets
    /// its ``WordEdges`` from `interaction` (`face`'s): what the lookups applied there say (the same for
    /// every context that applies the same lookups, so worked out once for them), then its pairs
    /// with the space probed in that instance, script and language.
    private func wordContext(font: HarfBuzzFont, script: UInt32, language: String, face: Int,
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
    private func spaceInteraction(face: Int) -> SpaceInteraction? {
        spaceInteractions.value(for: face) { SpaceInteraction.read(library.faces[face].font) }
    }

    private struct InstanceKey: Hashable {
        var face: Int
        var weight: Int
        var opticalSize: Double?
        var italic = false
    }

    /// The fallback chain for a script in the request's language and font choice.
    private func chain(script: UInt32, request: ShapingRequest) throws -> [Int] {
        let key = ChainKey(script: script, language: request.language, choice: request.font)
        if let chain = chains[key] { return chain }
        let chain = try library.fallbackChain(script: scriptName(script), language: request.language, choice: request.font)
        chains[key] = chain
        return chain
    }

    /// The library's shared font, or for a variable font an instance at the request's weight
    /// (`wght`), optical size (`opsz`) and, for italic, slant (`slnt`), made once per worker.
    private func font(for face: Int, request: ShapingRequest) -> HarfBuzzFont {
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
    private func font(for face: Int) -> HarfBuzzFont {
        ownFonts.value(for: face) { HarfBuzzFont(instanceOf: library.faces[face].font, weight: nil, opticalSize: nil) }
    }

    /// The font files of `faces`, as a shaped text lists them: most texts use one face, whose list is
    /// made once (one array shared by every text, not one built per text).
    private func fontPaths(_ faces: [Int]) -> [String] {
        guard faces.count == 1 else { return faces.map { library.faces[$0].name } }
        return singleFacePaths.value(for: faces[0]) { [library.faces[faces[0]].name] }
    }

    private func language(_ tag: String) -> HarfBuzzLanguage {
        if let language = languages[tag] { return language }
        let language = HarfBuzzLanguage(tag)
        languages[tag] = language
        return language
    }

    private struct ScriptFacts {
        var name: String
        /// What ``LetterSpacingPolicy`` says of the script.
        var allowsLetterSpacing: Bool
    }

    /// A script tag's facts: asked a few times per run, so worked out once per tag (a set of names
    /// would hash the name each time).
    private func script(_ tag: UInt32) -> ScriptFacts {
        if let facts = scripts[tag] { return facts }
        let name = HarfBuzzFont.tagName(tag)
        let facts = ScriptFacts(name: name, allowsLetterSpacing: LetterSpacingPolicy.allowsLetterSpacing(script: name))
        scripts[tag] = facts
        return facts
    }

    private func scriptName(_ tag: UInt32) -> String { script(tag).name }
}
