/// Word-by-word shaping (``Shaper``): a run built from its words and runs of spaces, each shaped alone
/// once per worker and then taken from ``WordShapeCache``, or the run shaped whole where its font's
/// lookups read across spaces.
extension Shaper {
    /// One HarfBuzz call over the run, with the whole text as context (joining across run edges).
    func shapeWhole(_ run: Itemizer.Run, start: Int32, end: Int32, utf8: UnsafeBufferPointer<UInt8>,
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
    func shapeByWords(_ run: Itemizer.Run, start: Int, end: Int, utf8: UnsafeBufferPointer<UInt8>,
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
    func standsAlone(_ piece: UnsafeBufferPointer<UInt8>, glyphs: UnsafeBufferPointer<WordShapeCache.Glyph>,
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
}
