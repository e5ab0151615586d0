import CHarfBuzz

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
    private let unicodeFunctions: OpaquePointer = hb_unicode_funcs_get_default()
    private var items = Itemizer()
    private var lineBreakers: [String: TextBreaker] = [:]
    private var graphemeBreaker: TextBreaker?
    private var chains: [ChainKey: [Int]] = [:]
    private var instances: [InstanceKey: HarfBuzzFont] = [:]
    private var ownFonts: [HarfBuzzFont?] = []
    private var coverage = CoverageCache()
    private var languages: [String: hb_language_t] = [:]
    private var scriptNames: [UInt32: String] = [:]
    private var graphemeStarts: [Int32] = []

    public init(library: FontLibrary) {
        self.library = library
    }

    /// Shapes `request` once, for every width and point size.
    /// - Throws: ``InputError`` when the request names a font file or family that is not configured.
    public func shape(_ request: ShapingRequest) throws -> ShapedText {
        var text = request.text
        return try text.withUTF8 { try shape(request, utf8: $0) }
    }

    // The pipeline: analyze scalars → choose fonts → shape runs → mark breaks → mark graphemes.
    private func shape(_ request: ShapingRequest, utf8: UnsafeBufferPointer<UInt8>) throws -> ShapedText {
        guard utf8.count < Int(Int32.max) else {
            throw InputError("text of \(utf8.count) UTF-8 bytes is too long to shape")
        }
        _ = items.analyze(utf8, unicodeFunctions: unicodeFunctions)
        try items.chooseFaces(coverage: &coverage, font: { font(for: $0) }) { try chain(script: $0, request: request) }
        var output = Output()
        output.clusters.reserveCapacity(items.scalarCount)
        for run in items.runs() {
            shapeRun(run, utf8: utf8, request: request, into: &output)
        }
        markLineBreaks(in: &output.clusters, utf8: utf8, language: request.language)
        try markGraphemes(in: &output.clusters, utf8: utf8)

        let primaryFace = try output.faces.first ?? chain(script: Itemizer.common, request: request).first ?? 0
        let metrics = font(for: primaryFace, request: request).verticalMetrics
        var missing: [Unicode.Scalar] = []
        for i in 0..<items.scalarCount where items.missing[i] {
            if let scalar = Unicode.Scalar(items.codePoints[i]), !missing.contains(scalar) { missing.append(scalar) }
        }
        let fontsUsed = (output.faces.isEmpty ? [primaryFace] : output.faces).map { library.faces[$0].path }
        return ShapedText(text: request.text, language: request.language, clusters: output.clusters,
                          runs: output.runs, missingCharacters: missing, fontsUsed: fontsUsed,
                          ascender: metrics.ascender, descender: metrics.descender, lineGap: metrics.lineGap)
    }

    /// What shaping the runs builds up.
    private struct Output {
        var clusters: [ShapedCluster] = []
        var runs: [ShapedRun] = []
        /// Faces in order of first use: indices into the library's faces.
        var faces: [Int] = []
    }

    /// Shapes one run with HarfBuzz and appends its clusters (logical order) and glyphs (visual order).
    /// The whole text goes into the buffer as context, so joining across run edges is right.
    private func shapeRun(_ run: Itemizer.Run, utf8: UnsafeBufferPointer<UInt8>, request: ShapingRequest,
                          into output: inout Output) {
        let hbFont = font(for: run.face, request: request)
        let start = items.offsets[run.scalars.lowerBound], end = items.offsets[run.scalars.upperBound]
        let hb = buffer.buffer
        hb_buffer_clear_contents(hb)
        guard let base = utf8.baseAddress else { return }   // runs exist only for non-empty text
        base.withMemoryRebound(to: CChar.self, capacity: utf8.count) { chars in
            hb_buffer_add_utf8(hb, chars, Int32(utf8.count), UInt32(start), Int32(end - start))
        }
        hb_buffer_set_direction(hb, run.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(hb, hb_script_t(rawValue: run.script))
        hb_buffer_set_language(hb, language(request.language))
        hb_shape(hbFont.font, hb, nil, 0)
        statistics.shapeCalls += 1

        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(hb, &count)
        let positions = hb_buffer_get_glyph_positions(hb, &count)
        let glyphCount = Int(count)

        // Clusters in logical order: one per HarfBuzz cluster value (RTL glyphs are read backwards).
        let firstCluster = output.clusters.count
        var clusterOfGlyph = [Int32](repeating: 0, count: glyphCount)
        var clusterValue: UInt32 = 0
        for step in 0..<glyphCount {
            let g = run.isRightToLeft ? glyphCount - 1 - step : step
            let value = infos![g].cluster
            if output.clusters.count == firstCluster || value > clusterValue {
                let offset = output.clusters.count == firstCluster ? start : Int32(value)
                output.clusters.append(ShapedCluster(utf8Offset: offset, utf8Length: 0, advance: 0,
                                                     graphemeStarts: 0, flags: []))
                clusterValue = value
            }
            clusterOfGlyph[g] = Int32(output.clusters.count - 1)
        }
        if output.clusters.count == firstCluster {   // no glyphs at all: keep the text covered
            output.clusters.append(ShapedCluster(utf8Offset: start, utf8Length: 0, advance: 0, graphemeStarts: 0, flags: []))
        }
        var zeroWidth: [Bool] = []   // per cluster of this run: draw nothing (line separators, controls)
        var scalar = run.scalars.lowerBound
        let trackable = LetterSpacingPolicy.allowsLetterSpacing(script: scriptName(run.script))
        for k in firstCluster..<output.clusters.count {
            let clusterEnd = k + 1 < output.clusters.count ? output.clusters[k + 1].utf8Offset : end
            output.clusters[k].utf8Length = clusterEnd - output.clusters[k].utf8Offset
            var flags: ShapedClusterFlags = trackable ? [.trackable] : []
            var allSpaces = true, anySeparator = false, anyVisible = false
            while scalar < run.scalars.upperBound && items.offsets[scalar] < clusterEnd {
                let kind = items.kinds[scalar]
                allSpaces = allSpaces && kind == .hangingSpace
                anySeparator = anySeparator || kind == .lineSeparator
                anyVisible = anyVisible || kind.needsGlyph(items.codePoints[scalar])
                if items.missing[scalar] { flags.insert(.missingGlyph) }
                scalar += 1
            }
            if allSpaces { flags.insert(.whitespace) }
            if anySeparator { flags = flags.subtracting(.trackable).union(.lineSeparator) }
            output.clusters[k].flags = flags
            zeroWidth.append(anySeparator || !anyVisible)
        }

        let upem = hbFont.unitsPerEm
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(glyphCount)
        for g in 0..<glyphCount {
            let k = Int(clusterOfGlyph[g])
            let info = infos![g], position = positions![g]
            // Line separators have no width; an invisible control the font lacks must not show .notdef.
            let blank = zeroWidth[k - firstCluster] && (output.clusters[k].flags.contains(.lineSeparator) || info.codepoint == 0)
            let advance = blank ? 0 : Double(position.x_advance) / upem
            output.clusters[k].advance += advance
            glyphs.append(ShapedGlyph(glyphID: info.codepoint, clusterIndex: Int32(k), xAdvance: advance,
                                      xOffset: Double(position.x_offset) / upem, yOffset: Double(position.y_offset) / upem))
        }

        var fontIndex = output.faces.firstIndex(of: run.face) ?? -1
        if fontIndex < 0 {
            fontIndex = output.faces.count
            output.faces.append(run.face)
        }
        output.runs.append(ShapedRun(clusterRange: firstCluster..<output.clusters.count, fontIndex: fontIndex,
                                     script: scriptName(run.script), isRightToLeft: run.isRightToLeft, glyphs: glyphs))
    }

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
        graphemeStarts.removeAll(keepingCapacity: true)
        if items.isASCII || items.codePoints.allSatisfy(TextBreakShortcut.standsAlone) {
            for i in 0..<items.scalarCount {
                let offset = Int(items.offsets[i])
                if offset > 0 && utf8[offset] == 0x0A && utf8[offset - 1] == 0x0D { continue }
                graphemeStarts.append(Int32(offset))
            }
        } else {
            if graphemeBreaker == nil { graphemeBreaker = try TextBreaker(.grapheme, language: "") }
            guard let breaker = graphemeBreaker else { return }
            statistics.breakCalls += 1
            graphemeStarts.append(0)
            for i in 0..<breaker.boundaries(utf8) where breaker.offset(i) < utf8.count {
                graphemeStarts.append(breaker.offset(i))
            }
        }
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

    // MARK: - Caches

    private struct ChainKey: Hashable {
        var script: UInt32
        var language: String
        var choice: FontChoice
    }

    private struct InstanceKey: Hashable {
        var face: Int
        var weight: Int
        var opticalSize: Double?
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
    /// (`wght`) and optical size (`opsz`), made once per worker.
    private func font(for face: Int, request: ShapingRequest) -> HarfBuzzFont {
        let base = library.faces[face].font
        guard base.weightAxis != nil || base.opticalSizeAxis != nil else { return font(for: face) }
        let key = InstanceKey(face: face, weight: request.font.weight.rawValue,
                              opticalSize: base.opticalSizeAxis == nil ? nil : request.opticalSize)
        if let instance = instances[key] { return instance }
        let instance = HarfBuzzFont(instanceOf: base, weight: Double(key.weight), opticalSize: key.opticalSize)
        instances[key] = instance
        return instance
    }

    /// This worker's own font for a face, on the library's shared face: HarfBuzz writes the font's
    /// glyph caches as it looks characters up, so workers sharing one `hb_font_t` would take its
    /// cache lines from each other.
    private func font(for face: Int) -> HarfBuzzFont {
        if face < ownFonts.count, let font = ownFonts[face] { return font }
        if ownFonts.count < library.faces.count {
            ownFonts.append(contentsOf: repeatElement(nil, count: library.faces.count - ownFonts.count))
        }
        let font = HarfBuzzFont(instanceOf: library.faces[face].font, weight: nil, opticalSize: nil)
        ownFonts[face] = font
        return font
    }

    private func language(_ tag: String) -> hb_language_t? {
        if let language = languages[tag] { return language }
        let language = hb_language_from_string(tag, -1)
        languages[tag] = language
        return language
    }

    private func scriptName(_ tag: UInt32) -> String {
        if let name = scriptNames[tag] { return name }
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }
        let name = String(decoding: bytes, as: UTF8.self)
        scriptNames[tag] = name
        return name
    }
}
