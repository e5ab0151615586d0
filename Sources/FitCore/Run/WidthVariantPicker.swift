/// Picks the width variant the platform would show, for renditions that come from a `width`
/// variation (`width.20/…`).
///
/// Apple's rule (stringsdict `NSStringVariableWidthRuleType`, `variantFittingPresentationWidth`):
/// the largest variant key ≤ the presentation width, or the smallest key when the width is below
/// all of them. The presentation width is taken in ems of the text's point size across the slot
/// (`slotWidth / pointSize`), as UIKit measures it for labels.
struct WidthVariantPicker {
    /// Variant keys per rendition group (the rendition's identity with its `width.N` step removed).
    private var keysByGroup: [String: [Int]] = [:]

    init(_ renditions: [Rendition]) {
        for rendition in renditions {
            guard let key = rendition.widthVariant else { continue }
            keysByGroup[Self.group(rendition), default: []].append(key)
        }
        for (group, keys) in keysByGroup { keysByGroup[group] = Array(Set(keys)).sorted() }
    }

    /// True when `rendition` is the variant shown in a slot `slotWidth` points wide at `pointSize`.
    func isShown(_ rendition: Rendition, slotWidth: Double, pointSize: Double) -> Bool {
        guard let key = rendition.widthVariant, let keys = keysByGroup[Self.group(rendition)] else { return true }
        let ems = slotWidth / pointSize
        let chosen = keys.last(where: { Double($0) <= ems }) ?? keys[0]
        return chosen == key
    }

    private static func group(_ rendition: Rendition) -> String {
        let steps = rendition.variant.split(separator: "/").filter { !$0.hasPrefix("width.") }
        return [rendition.file, rendition.key, rendition.language, steps.joined(separator: "/")]
            .joined(separator: "\u{1F}")
    }
}
