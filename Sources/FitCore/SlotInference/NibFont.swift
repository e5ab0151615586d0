/// A nib's font as a slot measures it: the cell's `<font>` (AppKit) or the view's `<fontDescription>`
/// (UIKit) → the slot's text style, point size, weight and family.
///
/// - **macOS text styles** (`<font textStyle="caption1" name=".SFNS-Regular"/>`): the system font at
///   the style's one Mac size (``MacTextStyles``: largeTitle 26, title1 22, title2 17, title3 15,
///   headline 13 bold, body 13, callout 12, subheadline 11, footnote, caption1 and caption2 10; Apple's
///   HIG, Typography → "macOS built-in text styles"), with SF's tracking.
/// - **The system font's own names**, which Interface Builder writes for the system font
///   (`.SFNS-Regular`, `.SFNSText-Medium`, `.AppleSystemUIFont`, `.SFUI-Semibold`, `SFProText-Bold`; the
///   older systems' `.HelveticaNeueDeskInterface-*`, `.LucidaGrandeUI`): the system font, weight from
///   the name's last part, with SF's tracking; never a family "SFNS".
/// - **`metaFont`**: NSFont's class methods' sizes (``AppKitVocabulary/metaFontSizes``), the small and
///   mini control sizes for the system font, the weight its name ends with (`systemBold`).
/// - **A family of the app's own** (`HiraKakuProN-W6`): that family (``family(_:)``), untracked.
enum NibFont {
    /// Sets `slot`'s style, size, weight and family from the font of `cell` (or of `view`, a UIKit
    /// view's `fontDescription`, a box's `titleFont`); the nib's line that says it, `nil` for none.
    static func apply(cell: NibElement, view: NibElement, to slot: inout Slot) -> Int? {
        if let description = cell.child("fontDescription", key: "fontDescription") ?? view.child("fontDescription", key: "fontDescription") {
            // UIKit: a text style, or a system font of a size.
            if let style = description["style"], let textStyle = textStyle(uiKit: style) {
                slot.style = textStyle
            } else if let size = description.number("pointSize") {
                slot.pointSize = size
                if description["type"] == "boldSystem" { slot.weight = .bold }
                if let weight = description["weight"].flatMap(FontWeight.init(name:)) { slot.weight = weight }
                if let name = description["name"], description["type"] == nil { named(name, to: &slot) }
            }
            return description.line
        }
        guard let font = cell.child("font", key: "font") ?? view.child("font", key: "titleFont") else { return nil }
        if let style = font["textStyle"].flatMap(TextStyle.init(rawValue:)) {
            // A macOS text style: the style's own size and weight (the platform's), unless the name says a weight.
            slot.style = style
            slot.pointSize = font.number("size")
            if let weight = font["name"].flatMap(weight(ofName:)) { slot.weight = weight }
        } else if let name = font["name"] {
            slot.pointSize = font.number("size") ?? systemSize
            named(name, to: &slot)
        } else if let meta = font["metaFont"] {
            var size = font.number("size") ?? metaFontSize(meta) ?? systemSize
            if font["size"] == nil, meta == "system" || meta == "controlContent" {
                let controlSize = cell["controlSize"] ?? view["controlSize"]
                if controlSize == "small" { size = 11 } else if controlSize == "mini" { size = 9 }
            }
            slot.pointSize = size
            if let weight = weight(ofName: meta) { slot.weight = weight }
        } else if let size = font.number("size") {
            slot.pointSize = size
        }
        return font.line
    }

    /// A `metaFont`'s point size when the nib gives no `size` (``AppKitVocabulary/metaFontSizes``).
    static func metaFontSize(_ name: String) -> Double? { AppKitVocabulary.metaFontSizes[name] }

    /// AppKit's system font size (`NSFont.systemFontSize`), for a font that names no size.
    static let systemSize: Double = 13

    /// A font the nib names: the system font under one of its names keeps SF's tracking and takes the
    /// name's weight; any other is the app's family, untracked, bold when its name says so.
    private static func named(_ name: String, to slot: inout Slot) {
        if let weight = weight(ofName: name) { slot.weight = weight }
        guard !isSystemFont(name) else { return }
        slot.font = family(name)
        slot.sfTracking = false
    }

    /// The names the system font goes by in nibs (less a leading dot): San Francisco's (`SFNS`, `SFUI`,
    /// `SFPro`), the private UI font (`AppleSystemUIFont`), and the system fonts before it.
    static let systemFamilies = ["SFNS", "SFUI", "SFPro", "AppleSystemUIFont", "HelveticaNeueDeskInterface", "LucidaGrandeUI"]
    /// San Francisco's monospaced and rounded cuts: fonts of their own, not the system font.
    static let otherSFCuts = ["SFNSMono", "SFMono", "SFNSRounded", "SFProRounded"]

    /// True for a name of the system font (`.SFNS-Regular`, `.AppleSystemUIFontBold`).
    static func isSystemFont(_ name: String) -> Bool {
        let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
        return systemFamilies.contains { bare.hasPrefix($0) } && !otherSFCuts.contains { bare.hasPrefix($0) }
    }

    /// The weight a font or `metaFont` name ends with (`.SFNS-Semibold`, `systemBold`,
    /// `.AppleSystemUIFontEmphasized`, Hiragino's `W6`); `nil` for regular or none.
    static func weight(ofName name: String) -> FontWeight? {
        let last = (name.split(separator: "-").last.map(String.init) ?? name)
        if last.hasPrefix("W"), let grade = Int(last.dropFirst()) { return grade >= 6 ? .bold : nil }
        let lowered = last.lowercased()
        return weightEndings.first { lowered.hasSuffix($0.ending) }?.weight
    }

    /// Name endings and their weights, longest first where one ends another (semibold before bold).
    static let weightEndings: [(ending: String, weight: FontWeight)] = [
        ("semibold", .semibold), ("demibold", .semibold), ("extrabold", FontWeight(rawValue: 800)),
        ("ultralight", FontWeight(rawValue: 200)), ("bold", .bold), ("emphasized", .bold), ("heavy", FontWeight(rawValue: 800)),
        ("black", FontWeight(rawValue: 900)), ("medium", .medium), ("light", FontWeight(rawValue: 300)), ("thin", FontWeight(rawValue: 100)),
    ]

    /// The family a PostScript font name belongs to: `HiraKakuProN-W6` → `HiraKakuProN`; a private
    /// face (`.HiraKakuInterface-W3`) without its dot.
    static func family(_ name: String) -> String {
        var family = name.hasPrefix(".") ? String(name.dropFirst()) : name
        if let dash = family.lastIndex(of: "-") { family = String(family[..<dash]) }
        return family
    }

    /// `UICTFontTextStyleBody` → body.
    static func textStyle(uiKit name: String) -> TextStyle? {
        NibVocabulary.textStyles[name.replacingOccurrences(of: NibVocabulary.textStylePrefix, with: "")]
    }
}
