/// A ``Canvas`` as a PNG stores it compactly: one byte per pixel instead of four.
///
/// A picture without colour becomes 8-bit grey levels. Any other becomes a palette of at most 256
/// colours and a palette index per pixel. With 256 colours or fewer the palette is exact: the same
/// pixels as the canvas. A failure picture has a handful of colours and their antialiased blends,
/// a few hundred in all, most of them on a few pixels each: then the 256 colours that cover the most
/// pixels are kept exactly and every other colour is drawn as the nearest of them (an edge pixel a
/// shade off). A picture with thousands of colours (a colour emoji, say) first has the low bits of its
/// channels dropped until at most 4,096 remain. Ties are broken by colour value, so the same canvas
/// gives the same bytes.
struct IndexedImage {
    enum Kind: Equatable {
        /// `pixels` are grey levels (red = green = blue, opaque).
        case gray
        /// `pixels` index `palette`.
        case palette
    }

    let width: Int
    let height: Int
    let kind: Kind
    /// One byte per pixel, rows top to bottom.
    let pixels: [UInt8]
    /// The colours `pixels` index; empty for ``Kind/gray``.
    let palette: [PixelColor]
    /// True when every palette colour is opaque (no transparency chunk needed).
    var isOpaque: Bool { palette.allSatisfy { $0.alpha == 255 } }

    /// The most colours a palette PNG holds.
    static let paletteSize = 256

    init(_ canvas: Canvas) {
        width = canvas.width
        height = canvas.height
        let count = canvas.width * canvas.height
        if let gray = Self.grayLevels(canvas.pixels, count: count) {
            kind = .gray
            pixels = gray
            palette = []
            return
        }
        kind = .palette
        // Exact colours first (dropping no bits); coarser only past the table's size.
        for dropped in 0...7 {
            if let colors = Self.colorIDs(canvas.pixels, count: count, droppingBits: dropped) {
                (pixels, palette) = Self.reduce(colors, count: count)
                return
            }
        }
        preconditionFailure("one bit per channel leaves at most 16 colours")
    }

    /// The grey level of every pixel, or `nil` as soon as one pixel has colour or transparency.
    private static func grayLevels(_ rgba: [UInt8], count: Int) -> [UInt8]? {
        var levels = [UInt8](repeating: 0, count: count)
        let isGray = rgba.withUnsafeBufferPointer { source in
            levels.withUnsafeMutableBufferPointer { levels in
                for index in 0..<count {
                    let i = index &* 4
                    let red = source[i]
                    guard source[i &+ 1] == red, source[i &+ 2] == red, source[i &+ 3] == 255 else { return false }
                    levels[index] = red
                }
                return true
            }
        }
        return isGray ? levels : nil
    }

    /// The distinct colours of a canvas: each pixel's colour number, and per number its packed RGBA
    /// value and how many pixels have it.
    private struct DistinctColors {
        var ids: [UInt16]
        var values: [UInt32]
        var pixelCounts: [Int]
    }

    /// Numbers the colours (with `droppingBits` low bits of each channel cleared) in the order they
    /// first occur; `nil` when there are more than ``ColorTable/capacity``.
    private static func colorIDs(_ rgba: [UInt8], count: Int, droppingBits: Int) -> DistinctColors? {
        let channelMask = UInt32(truncatingIfNeeded: 0xFF << droppingBits) & 0xFF
        let mask = channelMask << 24 | channelMask << 16 | channelMask << 8 | channelMask
        var table = ColorTable()
        var values: [UInt32] = [], pixelCounts: [Int] = []
        var ids = [UInt16](repeating: 0, count: count)
        let fits = rgba.withUnsafeBufferPointer { source in
            ids.withUnsafeMutableBufferPointer { ids in
                // Most pixels repeat the one before (the background, the slot's fill): no lookup for them.
                var previousColor: UInt32 = 0, previousID = -1, run = 0
                for pixel in 0..<count {
                    let i = pixel &* 4
                    let color = (UInt32(source[i]) << 24 | UInt32(source[i &+ 1]) << 16
                        | UInt32(source[i &+ 2]) << 8 | UInt32(source[i &+ 3])) & mask
                    if color != previousColor || previousID < 0 {
                        if previousID >= 0 { pixelCounts[previousID] += run }
                        run = 0
                        var id = table.index(of: color)
                        if id < 0 {
                            guard values.count < ColorTable.capacity else { return false }
                            id = values.count
                            table.insert(color, index: id)
                            values.append(color)
                            pixelCounts.append(0)
                        }
                        previousColor = color
                        previousID = id
                    }
                    run &+= 1
                    ids[pixel] = UInt16(truncatingIfNeeded: previousID)
                }
                if previousID >= 0 { pixelCounts[previousID] += run }
                return true
            }
        }
        return fits ? DistinctColors(ids: ids, values: values, pixelCounts: pixelCounts) : nil
    }

    /// At most ``paletteSize`` colours: those covering the most pixels, each other colour mapped to
    /// the nearest of them (squared distance over red, green, blue and alpha).
    private static func reduce(_ colors: DistinctColors, count: Int) -> (indices: [UInt8], palette: [PixelColor]) {
        let byCoverage = colors.values.indices.sorted {
            (colors.pixelCounts[$0], colors.values[$1]) > (colors.pixelCounts[$1], colors.values[$0])
        }
        let kept = Array(byCoverage.prefix(paletteSize))
        var paletteIndex = [UInt8](repeating: 0, count: colors.values.count)
        for (index, id) in kept.enumerated() { paletteIndex[id] = UInt8(index) }
        let keptValues = kept.map { colors.values[$0] }
        func distance(_ a: UInt32, _ b: UInt32) -> Int {
            func channel(_ shift: UInt32) -> Int {
                let difference = Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF)
                return difference * difference
            }
            return channel(24) + channel(16) + channel(8) + channel(0)
        }
        for id in byCoverage.dropFirst(paletteSize) {
            let color = colors.values[id]
            var best = 0, bestDistance = Int.max
            for index in keptValues.indices {
                let d = distance(color, keptValues[index])
                if d < bestDistance { (best, bestDistance) = (index, d) }
            }
            paletteIndex[id] = UInt8(best)
        }
        var indices = [UInt8](repeating: 0, count: count)
        colors.ids.withUnsafeBufferPointer { ids in
            indices.withUnsafeMutableBufferPointer { indices in
                paletteIndex.withUnsafeBufferPointer { map in
                    for pixel in 0..<count { indices[pixel] = map[Int(ids[pixel])] }
                }
            }
        }
        let palette = keptValues.map {
            PixelColor(red: UInt8($0 >> 24), green: UInt8($0 >> 16 & 0xFF), blue: UInt8($0 >> 8 & 0xFF),
                       alpha: UInt8($0 & 0xFF))
        }
        return (indices, palette)
    }
}

/// A small open-addressing hash table from a packed RGBA colour to its number (at most 4,096
/// entries, 16,384 slots: never more than a quarter full).
private struct ColorTable {
    static let capacity = 4096
    private static let slots = 16384
    private var keys = [UInt32](repeating: 0, count: ColorTable.slots)
    /// Colour number + 1; 0 marks an empty slot.
    private var values = [Int16](repeating: 0, count: ColorTable.slots)

    private static func slot(_ key: UInt32) -> Int {
        Int(truncatingIfNeeded: (key &* 2_654_435_761) >> 18) & (slots - 1)
    }

    /// The number of `key`, or -1.
    func index(of key: UInt32) -> Int {
        var slot = Self.slot(key)
        while values[slot] != 0 {
            if keys[slot] == key { return Int(values[slot]) - 1 }
            slot = (slot + 1) & (Self.slots - 1)
        }
        return -1
    }

    mutating func insert(_ key: UInt32, index: Int) {
        var slot = Self.slot(key)
        while values[slot] != 0 { slot = (slot + 1) & (Self.slots - 1) }
        keys[slot] = key
        values[slot] = Int16(index + 1)
    }
}
