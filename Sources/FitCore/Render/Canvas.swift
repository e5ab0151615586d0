/// A plain RGBA pixel buffer, 8 bits per channel, rows top to bottom, no padding between rows.
///
/// Everything a failure picture needs and nothing more: filled and stroked rectangles, dashed lines,
/// and a coverage mask (an antialiased glyph) blended in a colour. Drawing outside the buffer is
/// clipped, never an error, so callers can place glyphs without bounds checks.
public struct Canvas: Sendable, Equatable {
    /// Size in pixels.
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha.
    public internal(set) var pixels: [UInt8]
    /// The only pixel columns glyphs (``blend(coverage:maskWidth:maskHeight:rowPitch:x:y:color:outsideColor:inkColumns:)``,
    /// ``composite(premultipliedBGRA:width:height:rowPitch:scale:x:y:)``) are drawn into; `nil`: every column.
    /// A row's picture keeps each member's text in its share so.
    public var clipColumns: Range<Int>?

    /// A canvas filled with one colour.
    public init(width: Int, height: Int, background: PixelColor = .white) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = self.width * self.height * 4
        let channels = [background.red, background.green, background.blue, background.alpha]
        pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            for i in 0..<count { buffer[i] = channels[i & 3] }
            initialized = count
        }
    }

    /// A canvas over existing RGBA bytes (e.g. a decoded PNG); `nil` when the byte count is wrong.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width >= 0, height >= 0, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        pixels = rgba
    }

    /// The colour at a pixel; `nil` outside the canvas.
    public func pixel(x: Int, y: Int) -> PixelColor? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return PixelColor(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
    }

    /// Fills the rectangle `x..<x+w`, `y..<y+h` (pixels), clipped to the canvas.
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, color: PixelColor) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + w), y1 = min(height, y + h)
        guard x0 < x1, y0 < y1 else { return }
        let width = self.width
        let channels = [color.red, color.green, color.blue, color.alpha]
        pixels.withUnsafeMutableBufferPointer { pixels in
            for py in y0..<y1 {
                for i in (py * width + x0) * 4..<(py * width + x1) * 4 { pixels[i] = channels[i & 3] }
            }
        }
    }

    /// Draws the outline of a rectangle, `thickness` pixels wide, inside its bounds.
    public mutating func stroke(x: Int, y: Int, width w: Int, height h: Int, thickness: Int, color: PixelColor) {
        let t = max(1, thickness)
        fill(x: x, y: y, width: w, height: t, color: color)
        fill(x: x, y: y + h - t, width: w, height: t, color: color)
        fill(x: x, y: y, width: t, height: h, color: color)
        fill(x: x + w - t, y: y, width: t, height: h, color: color)
    }

    /// Draws a horizontal dashed line from `x` to `x + length` (pixels).
    public mutating func dashedHorizontalLine(x: Int, y: Int, length: Int, thickness: Int, dash: Int,
                                              color: PixelColor) {
        let step = max(1, dash)
        var offset = 0
        while offset < length {
            fill(x: x + offset, y: y, width: min(step, length - offset), height: thickness, color: color)
            offset += 2 * step
        }
    }

    /// Draws a vertical dashed line from `y` to `y + length` (pixels).
    public mutating func dashedVerticalLine(x: Int, y: Int, length: Int, thickness: Int, dash: Int,
                                            color: PixelColor) {
        let step = max(1, dash)
        var offset = 0
        while offset < length {
            fill(x: x, y: y + offset, width: thickness, height: min(step, length - offset), color: color)
            offset += 2 * step
        }
    }

    /// Blends a coverage mask (0 = none, 255 = full; e.g. a FreeType grey bitmap) onto the canvas
    /// with its top-left corner at (`x`, `y`). Pixels whose column lies inside `inkColumns` get
    /// `color`, the others `outsideColor`: this is how text past a slot's edge turns red.
    public mutating func blend(coverage: UnsafeBufferPointer<UInt8>, maskWidth: Int, maskHeight: Int,
                               rowPitch: Int, x: Int, y: Int, color: PixelColor,
                               outsideColor: PixelColor? = nil, inkColumns: Range<Int>? = nil) {
        for row in 0..<maskHeight {
            let py = y + row
            guard py >= 0, py < height else { continue }
            // A negative pitch means the bitmap's rows run bottom-up (FreeType's convention).
            let rowStart = rowPitch >= 0 ? row * rowPitch : (maskHeight - 1 - row) * -rowPitch
            for column in 0..<maskWidth {
                let px = x + column
                guard px >= 0, px < width, clipColumns?.contains(px) ?? true else { continue }
                let a = coverage[rowStart + column]
                guard a > 0 else { continue }
                var paint = color
                if let outsideColor, let inkColumns, !inkColumns.contains(px) { paint = outsideColor }
                mix(px, py, paint, coverage: a)
            }
        }
    }

    /// Composites a colour bitmap (premultiplied BGRA, FreeType's colour glyphs) scaled by `scale`
    /// with its top-left corner at (`x`, `y`) pixels: each canvas pixel takes the average of the
    /// bitmap pixels it covers (a box filter), in integer arithmetic.
    public mutating func composite(premultipliedBGRA bitmap: UnsafeBufferPointer<UInt8>, width w: Int, height h: Int,
                                   rowPitch: Int, scale: Double, x: Double, y: Double) {
        guard w > 0, h > 0, scale > 0 else { return }
        let left = Int(x.rounded(.down)), top = Int(y.rounded(.down))
        let outWidth = Int((Double(w) * scale).rounded(.up)), outHeight = Int((Double(h) * scale).rounded(.up))
        for oy in 0..<outHeight {
            let py = top + oy
            guard py >= 0, py < height else { continue }
            let y0 = Int(Double(oy) / scale), y1 = max(y0 + 1, min(h, Int(Double(oy + 1) / scale)))
            for ox in 0..<outWidth {
                let px = left + ox
                guard px >= 0, px < width, clipColumns?.contains(px) ?? true else { continue }
                let x0 = Int(Double(ox) / scale), x1 = max(x0 + 1, min(w, Int(Double(ox + 1) / scale)))
                var sum = (b: 0, g: 0, r: 0, a: 0), n = 0
                for sy in y0..<min(y1, h) {
                    let row = rowPitch >= 0 ? sy * rowPitch : (h - 1 - sy) * -rowPitch
                    for sx in x0..<min(x1, w) {
                        let i = row + sx * 4
                        sum.b += Int(bitmap[i]); sum.g += Int(bitmap[i + 1]); sum.r += Int(bitmap[i + 2]); sum.a += Int(bitmap[i + 3])
                        n += 1
                    }
                }
                guard n > 0, sum.a > 0 else { continue }
                let a = sum.a / n, inverse = 255 - a
                let i = (py * width + px) * 4
                pixels[i] = UInt8(min(255, sum.r / n + (Int(pixels[i]) * inverse + 127) / 255))
                pixels[i + 1] = UInt8(min(255, sum.g / n + (Int(pixels[i + 1]) * inverse + 127) / 255))
                pixels[i + 2] = UInt8(min(255, sum.b / n + (Int(pixels[i + 2]) * inverse + 127) / 255))
                pixels[i + 3] = UInt8(min(255, a + Int(pixels[i + 3]) * inverse / 255))
            }
        }
    }

    /// Source-over with integer arithmetic, so the result is the same bytes on every machine.
    private mutating func mix(_ x: Int, _ y: Int, _ color: PixelColor, coverage: UInt8) {
        let i = (y * width + x) * 4
        let a = Int(coverage) * Int(color.alpha) / 255
        let inverse = 255 - a
        pixels[i] = UInt8((Int(color.red) * a + Int(pixels[i]) * inverse + 127) / 255)
        pixels[i + 1] = UInt8((Int(color.green) * a + Int(pixels[i + 1]) * inverse + 127) / 255)
        pixels[i + 2] = UInt8((Int(color.blue) * a + Int(pixels[i + 2]) * inverse + 127) / 255)
        pixels[i + 3] = UInt8(min(255, a + Int(pixels[i + 3]) * inverse / 255))
    }
}

/// An 8-bit RGBA colour.
public struct PixelColor: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let white = PixelColor(red: 255, green: 255, blue: 255)
    /// Text the slot shows.
    public static let ink = PixelColor(red: 20, green: 20, blue: 28)
    /// Text the slot does not show: past its edge or below its line limit.
    public static let overflow = PixelColor(red: 220, green: 30, blue: 30)
    /// The slot's outline.
    public static let slot = PixelColor(red: 40, green: 110, blue: 220)
    /// The slot's interior, so its extent reads at a glance.
    public static let slotFill = PixelColor(red: 236, green: 243, blue: 255)
    /// Caption text other than the verdict.
    public static let caption = PixelColor(red: 90, green: 90, blue: 100)
    /// Marks such as a broken word's split point.
    public static let mark = PixelColor(red: 230, green: 170, blue: 0)

    /// True for a clearly red pixel (the overflow colour after antialiasing against white or the slot).
    public var isOverflowRed: Bool { red >= 150 && Int(red) - Int(green) >= 70 && Int(red) - Int(blue) >= 70 }
    /// True for a dark, neutral pixel: ink, not the overflow red.
    public var isDark: Bool { max(red, green, blue) < 120 }
}
