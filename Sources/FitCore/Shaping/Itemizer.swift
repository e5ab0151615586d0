/// Splits a text into runs of one script, one bidi level, one inline style and one font, the units
/// HarfBuzz shapes.
///
/// Holds its per-scalar tables between calls so that shaping allocates little: one per ``Shaper``.
struct Itemizer {
    /// A run of scalars to shape with one font, script and direction.
    struct Run {
        var scalars: Range<Int>
        /// ISO 15924 tag as HarfBuzz spells it (`Latn`, `Deva`; `Zyyy` when only common characters).
        var script: UInt32
        var isRightToLeft: Bool
        /// Index into ``FontLibrary/faces``.
        var face: Int
        /// The ``InlineStyle`` raw value the run is drawn in (0: the request's own font).
        var style: UInt8 = 0
    }

    /// Per scalar, in text order. `offsets` has one extra entry: the text's length in UTF-8 bytes.
    private(set) var codePoints: [UInt32] = []
    private(set) var offsets: [Int32] = []
    private(set) var kinds: [ScalarKind] = []
    private(set) var missing: [Bool] = []
    private(set) var isASCII = true
    private var ownScripts: [UInt32] = []   // as Unicode assigns them
    private var scripts: [UInt32] = []      // Common and Inherited resolved to their neighbours'
    private var levels: [UInt8] = []
    private var faces: [Int] = []
    /// Per scalar, its ``InlineStyle`` raw value; empty when the whole text is in one style.
    private var styles: [UInt8] = []
    private var byteLevels: [UInt8] = []
    /// What ``findRuns()`` found.
    private(set) var runs: [Run] = []

    static let common: UInt32 = 0x5A79_7979      // Zyyy
    static let inherited: UInt32 = 0x5A69_6E68   // Zinh
    static let unknown: UInt32 = 0x5A7A_7A7A     // Zzzz
    static let latin: UInt32 = 0x4C61_746E       // Latn

    var scalarCount: Int { codePoints.count }

    /// Reads the scalars of `utf8` (valid UTF-8, as every Swift string is) with their scripts and
    /// bidi levels. Returns whether ICU's bidi algorithm ran (only when right-to-left letters occur).
    mutating func analyze(_ utf8: UnsafeBufferPointer<UInt8>, unicode: HarfBuzzUnicode) -> Bool {
        decode(utf8)
        resolveScripts(unicode)
        return resolveLevels(utf8)
    }

    /// Marks the scalars of each styled run (UTF-8 ranges of the analysed text, in order); call
    /// after ``analyze(_:unicode:)``. With no runs the text is in one style.
    mutating func assignStyles(_ runs: [StyleRun]) {
        styles.removeAll(keepingCapacity: true)
        guard !runs.isEmpty else { return }
        styles.append(contentsOf: repeatElement(0, count: codePoints.count))
        var r = 0
        for i in 0..<codePoints.count {
            while r < runs.count && runs[r].utf8Range.upperBound <= offsets[i] { r += 1 }
            guard r < runs.count else { break }
            if runs[r].utf8Range.contains(offsets[i]) { styles[i] = runs[r].style.rawValue }
        }
    }

    /// Picks a face for every scalar: per character, the first face of the script's fallback chain
    /// that has a glyph; common characters (spaces, punctuation, marks) stay in the current face when
    /// it covers them; invisible ones follow their neighbours. Scalars no face covers are marked missing.
    /// - Parameters:
    ///   - coverage: which characters each face covers, filled in from `font` as blocks are met.
    ///   - font: the font of a face (an index into ``FontLibrary/faces``).
    ///   - chain: the fallback chain of a script in an inline style (``InlineStyle`` raw value).
    ///   - emoji: the colour emoji face, tried first for characters shown as emoji
    ///     (``wantsEmoji(_:_:)``), as the platform draws them from its emoji font whatever else covers them.
    mutating func chooseFaces(coverage: inout CoverageCache, font: (Int) -> HarfBuzzFont, emoji: Int?,
                              chain: (UInt32, UInt8) throws -> [Int]) throws {
        func covers(_ face: Int, _ scalar: UInt32) -> Bool { coverage.covers(scalar, face: face) { font(face) } }
        let count = codePoints.count
        faces.removeAll(keepingCapacity: true)
        faces.append(contentsOf: repeatElement(-1, count: count))
        missing.removeAll(keepingCapacity: true)
        missing.append(contentsOf: repeatElement(false, count: count))
        // Read through locals and written through buffers: this runs for every scalar of every text.
        let scripts = self.scripts, levels = self.levels, kinds = self.kinds, codePoints = self.codePoints
        let ownScripts = self.ownScripts, styles = self.styles
        try faces.withUnsafeMutableBufferPointer { faces in
            try missing.withUnsafeMutableBufferPointer { missing in
                var start = 0
                while start < count {
                    var end = start + 1
                    let style = styles.isEmpty ? 0 : styles[start]
                    while end < count && scripts[end] == scripts[start] && levels[end] == levels[start]
                            && (styles.isEmpty || styles[end] == style) { end += 1 }
                    let faceChain = try chain(scripts[start], style)
                    // Most segments are drawn by the first face of their chain alone: when it covers
                    // every scalar that needs a glyph, the choice below would pick it for each of them
                    // (and for the followers), so it is taken without the search.
                    if let first = faceChain.first, (start..<end).allSatisfy({ i in
                        !kinds[i].needsGlyph(codePoints[i])
                            || (coverage.covers(codePoints[i], face: first) { font(first) } && !Itemizer.wantsEmoji(codePoints, i))
                    }) {
                        for i in start..<end { faces[i] = first }
                        start = end
                        continue
                    }
                    var current = -1
                    var afterEmoji = false
                    for i in start..<end where kinds[i].needsGlyph(codePoints[i]) {
                        let cp = codePoints[i]
                        let isCommon = ownScripts[i] == Itemizer.common || ownScripts[i] == Itemizer.inherited
                        if let emoji, Itemizer.wantsEmoji(codePoints, i) || (ownScripts[i] == Itemizer.inherited && afterEmoji), covers(emoji, cp) {
                            // The text's own face stays current: a space or digit after an emoji is
                            // not drawn from the emoji font (which has them, for keycaps).
                            faces[i] = emoji
                            afterEmoji = true
                            continue
                        }
                        afterEmoji = false
                        if isCommon && current >= 0 && covers(current, cp) {
                            faces[i] = current
                        } else if let face = faceChain.first(where: { covers($0, cp) }) {
                            faces[i] = face
                            current = face
                        } else {
                            missing[i] = true
                        }
                    }
                    // Followers (invisible or uncovered scalars) take the face before them, else the one after.
                    let fallback = faces[start..<end].first { $0 >= 0 } ?? faceChain.first ?? 0
                    var previous = fallback
                    for i in start..<end {
                        if faces[i] < 0 { faces[i] = previous } else { previous = faces[i] }
                    }
                    start = end
                }
            }
        }
    }

    /// Whether scalar `i` is shown as an emoji: it has emoji presentation by default (Unicode's
    /// Emoji_Presentation: 🔒 ☕ 👍, skin tones, regional indicators) or is followed by U+FE0F
    /// (▶️), and is not followed by U+FE0E (text presentation).
    static func wantsEmoji(_ codePoints: [UInt32], _ i: Int) -> Bool {
        let cp = codePoints[i]
        let next = i + 1 < codePoints.count ? codePoints[i + 1] : 0
        if next == 0xFE0F { return true }
        if next == 0xFE0E { return false }
        // Every Emoji_Presentation character is in one of these ranges (Unicode 15).
        guard cp >= 0x1F000 || (cp >= 0x231A && cp <= 0x2B55) else { return false }
        return ICUCharacterProperties.hasEmojiPresentation(cp)
    }

    /// Finds the runs, in logical order, into ``runs``. Kept here, not returned: the array keeps its
    /// capacity from text to text, and reading the itemizer inside the shaper (a class) copied it whole.
    mutating func findRuns() {
        runs.removeAll(keepingCapacity: true)
        var start = 0
        while start < codePoints.count {
            var end = start + 1
            while end < codePoints.count && scripts[end] == scripts[start] && levels[end] == levels[start]
                    && faces[end] == faces[start] && (styles.isEmpty || styles[end] == styles[start]) { end += 1 }
            runs.append(Run(scalars: start..<end, script: scripts[start], isRightToLeft: levels[start] & 1 == 1,
                            face: faces[start], style: styles.isEmpty ? 0 : styles[start]))
            start = end
        }
    }

    private mutating func decode(_ utf8: UnsafeBufferPointer<UInt8>) {
        // Sized for one scalar per byte, filled through buffers, then cut to the scalars found: the
        // per-element appends cost more than the decoding itself.
        let bound = utf8.count
        codePoints.removeAll(keepingCapacity: true)
        offsets.removeAll(keepingCapacity: true)
        kinds.removeAll(keepingCapacity: true)
        codePoints.append(contentsOf: repeatElement(0, count: bound))
        offsets.append(contentsOf: repeatElement(0, count: bound + 1))
        kinds.append(contentsOf: repeatElement(.ordinary, count: bound))
        var ascii = true
        var n = 0
        codePoints.withUnsafeMutableBufferPointer { codePoints in
            offsets.withUnsafeMutableBufferPointer { offsets in
                kinds.withUnsafeMutableBufferPointer { kinds in
                    var i = 0
                    while i < bound {
                        let b0 = UInt32(utf8[i])
                        var cp = b0
                        var length = 1
                        if b0 >= 0xF0 {
                            length = 4
                            cp = (b0 & 0x07) << 18 | (UInt32(utf8[i + 1]) & 0x3F) << 12
                                | (UInt32(utf8[i + 2]) & 0x3F) << 6 | (UInt32(utf8[i + 3]) & 0x3F)
                        } else if b0 >= 0xE0 {
                            length = 3
                            cp = (b0 & 0x0F) << 12 | (UInt32(utf8[i + 1]) & 0x3F) << 6 | (UInt32(utf8[i + 2]) & 0x3F)
                        } else if b0 >= 0xC0 {
                            length = 2
                            cp = (b0 & 0x1F) << 6 | (UInt32(utf8[i + 1]) & 0x3F)
                        }
                        if length > 1 { ascii = false }
                        codePoints[n] = cp
                        offsets[n] = Int32(i)
                        kinds[n] = ScalarKind(cp)
                        n += 1
                        i += length
                    }
                    offsets[n] = Int32(bound)
                }
            }
        }
        isASCII = ascii
        codePoints.removeLast(bound - n)
        kinds.removeLast(bound - n)
        offsets.removeLast(bound - n)
    }

    /// Common and Inherited characters (spaces, digits, punctuation, combining marks) take the script
    /// of the character before them, or at the start of the text the first real script after them.
    private mutating func resolveScripts(_ unicode: HarfBuzzUnicode) {
        ownScripts.removeAll(keepingCapacity: true)
        ownScripts.reserveCapacity(codePoints.count)
        for cp in codePoints {
            if cp < 0x80 {
                let isLetter = (cp | 0x20) >= 0x61 && (cp | 0x20) <= 0x7A
                ownScripts.append(isLetter ? Itemizer.latin : Itemizer.common)
            } else {
                ownScripts.append(unicode.script(of: cp))
            }
        }
        scripts.removeAll(keepingCapacity: true)
        scripts.reserveCapacity(ownScripts.count)
        var last = Itemizer.common
        for script in ownScripts {
            let isReal = script != Itemizer.common && script != Itemizer.inherited && script != Itemizer.unknown
            if isReal { last = script }
            scripts.append(isReal ? script : last)
        }
        if let first = ownScripts.firstIndex(where: { $0 != Itemizer.common && $0 != Itemizer.inherited && $0 != Itemizer.unknown }) {
            for i in 0..<first { scripts[i] = ownScripts[first] }
        }
    }

    private mutating func resolveLevels(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        levels.removeAll(keepingCapacity: true)
        levels.append(contentsOf: repeatElement(0, count: codePoints.count))
        guard !isASCII, codePoints.contains(where: Itemizer.isRightToLeftLetterOrControl),
              utf8.baseAddress != nil else { return false }
        byteLevels.removeAll(keepingCapacity: true)
        byteLevels.append(contentsOf: repeatElement(0, count: utf8.count))
        let status = byteLevels.withUnsafeMutableBufferPointer { ICUBidi.levels(of: utf8, into: $0) }
        if status >= 0 {
            for i in 0..<codePoints.count { levels[i] = byteLevels[Int(offsets[i])] }
        }
        return true
    }

    /// Hebrew, Arabic, Syriac, Thaana, N'Ko, … and the right-to-left marks and controls: only texts
    /// with one of these need the bidi algorithm.
    private static func isRightToLeftLetterOrControl(_ cp: UInt32) -> Bool {
        switch cp {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
             0x200F, 0x202B, 0x202E, 0x2067: return true
        default: return false
        }
    }
}
