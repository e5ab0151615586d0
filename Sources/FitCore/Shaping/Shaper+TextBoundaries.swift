/// Where a shaped text may break (``Shaper``): line-break opportunities (UAX #14) and grapheme-cluster
/// starts (UAX #29), from ICU or from the shortcuts where the text's characters allow them.
extension Shaper {
    /// Sets `.breakBefore` (and `.mandatoryBreakBefore`) from ICU's line breaker for the language, or
    /// from ``TextBreakShortcut`` where UAX #14 breaks only after spaces. A break offset inside a
    /// HarfBuzz cluster (never seen in practice) moves to the next cluster start: the cluster's glyphs
    /// cannot be separated.
    /// - Throws: ``InternalError`` when ICU's line breaker cannot open or read the text: without it a
    ///   text would have no break opportunity at all, and every text would be one unbreakable piece.
    func markLineBreaks(in clusters: inout [ShapedCluster], utf8: UnsafeBufferPointer<UInt8>, language: String) throws {
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
        } else {
            let opened = try openLineBreaker(language)
            lineBreakers[language] = opened
            breaker = opened
        }
        statistics.breakCalls += 1
        for i in 0..<(try breaker.boundaries(utf8)) {
            let offset = breaker.offset(i)
            guard offset < utf8.count, mark(offset, mandatory: breaker.isMandatory(i)) else { break }
        }
    }

    /// Sets `.graphemeStart` and `graphemeStarts` from ICU's grapheme-cluster breaker — skipped when
    /// every character is one that UAX #29 never joins to a neighbour (ASCII, or
    /// ``TextBreakShortcut/standsAlone(_:)``): then every character but the LF of CR LF starts a grapheme.
    func markGraphemes(in clusters: inout [ShapedCluster], utf8: UnsafeBufferPointer<UInt8>) throws {
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
        for i in 0..<(try breaker.boundaries(utf8)) where breaker.offset(i) < utf8.count {
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
}
