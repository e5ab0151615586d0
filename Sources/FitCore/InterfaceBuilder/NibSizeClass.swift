/// Size-class variations (`<variation key="widthClass=regular">`): which constraints a scene installs at
/// the size classes of the canvas it was drawn on. IB writes a constraint installed only in some size
/// classes as excluded by `key="default"` and included by the variations that install it.
struct NibVariation: Sendable, Equatable {
    /// `default`, or the traits it applies to: `["widthClass": "regular", "heightClass": "compact"]`.
    var traits: [String: String]
    var excluded: [String]
    var included: [String]

    init?(_ element: NibElement) {
        guard element.name == "variation", let key = element["key"] else { return nil }
        traits = key == "default" ? [:] : Dictionary(key.split(separator: "-").compactMap { part in
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            return pair.count == 2 ? (pair[0], pair[1]) : nil
        }, uniquingKeysWith: { first, _ in first })
        let mask = element.children.first { $0.name == "mask" && $0["key"] == "constraints" }?.children ?? []
        excluded = mask.filter { $0.name == "exclude" }.compactMap { $0["reference"] }
        included = mask.filter { $0.name == "include" }.compactMap { $0["reference"] }
    }

    /// The size classes of a canvas: an iPad is regular both ways; a phone is compact wide and regular
    /// tall in portrait, compact tall in landscape (regular wide on the 414 pt and larger phones).
    static func traits(runtime: NibDocument.Runtime, device: String?, root: ViewFrame) -> [String: String] {
        guard runtime == .uiKit else { return [:] }
        if device?.hasPrefix("ipad") == true { return ["widthClass": "regular", "heightClass": "regular"] }
        if root.width > root.height { return ["widthClass": root.width >= 736 ? "regular" : "compact", "heightClass": "compact"] }
        return ["widthClass": "compact", "heightClass": "regular"]
    }

    /// The ids of the constraints the canvas does not install: excluded by the default variation and not
    /// included again by a variation whose traits the canvas has, or excluded by such a variation.
    static func uninstalled(_ variations: [NibVariation], traits: [String: String]) -> Set<String> {
        var out: Set<String> = []
        for variation in variations where variation.traits.isEmpty { out.formUnion(variation.excluded) }
        let matching = variations.filter { !$0.traits.isEmpty && $0.traits.allSatisfy { traits[$0.key] == $0.value } }
        for variation in matching.sorted(by: { $0.traits.count < $1.traits.count }) {
            out.subtract(variation.included)
            out.formUnion(variation.excluded)
        }
        return out
    }
}
