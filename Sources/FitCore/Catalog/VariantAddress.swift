/// Where one stored string sits in a localization, from a variant as reports write it: the steps
/// into variations (`plural.one`, `width.20/device.ipad`) and into a substitution
/// (`count:plural.other`: the `plural` case `other` of the substitution named `count`).
///
/// A rendition's variant may name several stored strings: `device.iphone/count:plural.one` is
/// measured from the iPhone text (`device.iphone`) with the substitution's case spliced in
/// (`count:plural.one`). ``units(ofRendition:)`` lists them; a fix names exactly one.
public struct VariantAddress: Sendable, Hashable, CustomStringConvertible {
    /// The substitution the string is in, or nil for the localization's own text.
    public var substitution: String?
    /// Variation steps from there down: (axis, case).
    public var steps: [Step]

    public struct Step: Sendable, Hashable {
        public var axis: String
        public var name: String
    }

    /// Reads a fix's variant. Variation steps before a substitution's are accepted and dropped
    /// (substitutions belong to the whole localization).
    /// - Throws: ``InputError`` for a step without `axis.case`, or steps into two substitutions.
    public init(_ variant: String) throws {
        substitution = nil
        steps = []
        guard !variant.isEmpty else { return }
        for part in variant.split(separator: "/", omittingEmptySubsequences: false) {
            var step = Substring(part)
            if let colon = step.firstIndex(of: ":") {
                let name = String(step[..<colon])
                guard !name.isEmpty else { throw InputError("variant \(quoted: variant): a substitution step is name:axis.case") }
                if substitution == nil {
                    substitution = name
                    steps = []
                } else if substitution != name {
                    throw InputError("variant \(quoted: variant) names two substitutions (\(substitution!), \(name)): "
                                     + "a fix writes one stored string; give one of them")
                }
                step = step[step.index(after: colon)...]
            } else if substitution != nil {
                throw InputError("variant \(quoted: variant): after a substitution step, every step is name:axis.case")
            }
            guard let dot = step.firstIndex(of: "."), dot != step.startIndex, step.index(after: dot) != step.endIndex else {
                throw InputError("variant \(quoted: variant): each step is axis.case (plural.one, device.ipad, width.20)")
            }
            steps.append(Step(axis: String(step[..<dot]), name: String(step[step.index(after: dot)...])))
        }
    }

    init(substitution: String?, steps: [Step]) {
        self.substitution = substitution
        self.steps = steps
    }

    /// The variant as written by reports: `plural.one`, `count:plural.other`.
    public var description: String {
        steps.map { (substitution.map { $0 + ":" } ?? "") + $0.axis + "." + $0.name }.joined(separator: "/")
    }

    /// The member keys from the localization's node down to the string unit's object.
    var keyPath: [String] {
        var path = substitution.map { ["substitutions", $0] } ?? []
        for step in steps { path += ["variations", step.axis, step.name] }
        return path + ["stringUnit"]
    }

    /// The stored strings a rendition with `variant` is made of: the text it starts from, then each
    /// substitution case spliced into it. Unreadable variants give none.
    public static func units(ofRendition variant: String) -> [VariantAddress] {
        var own: [Step] = []
        var substitutions: [(String, [Step])] = []
        for part in variant.split(separator: "/") {
            if let colon = part.firstIndex(of: ":") {
                let name = String(part[..<colon]), rest = part[part.index(after: colon)...]
                guard let dot = rest.firstIndex(of: ".") else { return [] }
                let step = Step(axis: String(rest[..<dot]), name: String(rest[rest.index(after: dot)...]))
                if substitutions.last?.0 == name { substitutions[substitutions.count - 1].1.append(step) }
                else { substitutions.append((name, [step])) }
            } else {
                guard let dot = part.firstIndex(of: ".") else { return [] }
                own.append(Step(axis: String(part[..<dot]), name: String(part[part.index(after: dot)...])))
            }
        }
        return [VariantAddress(substitution: nil, steps: own)] + substitutions.map { VariantAddress(substitution: $0.0, steps: $0.1) }
    }

    /// The string unit at this address in `node` (a localization), if there is one.
    public func unit(in node: LocalizationNode) -> StringUnit? {
        var current = node
        if let substitution {
            guard let found = node.substitutions[substitution] else { return nil }
            current = found.node
        }
        for step in steps {
            guard let variation = current.variations.first(where: { $0.axis == step.axis }),
                  let match = variation.cases.first(where: { $0.name == step.name }) else { return nil }
            current = match.node
        }
        return current.stringUnit
    }
}

extension VariantAddress {
    /// `node` (a localization) with `unit` at this address, the variations on the way made when
    /// missing; a substitution the node lacks is made from `template` (the source's, for its
    /// argument and specifier).
    public func setting(_ unit: StringUnit, in node: LocalizationNode, template: Substitution? = nil) -> LocalizationNode {
        func set(_ steps: ArraySlice<Step>, in node: LocalizationNode) -> LocalizationNode {
            var node = node
            guard let step = steps.first else { node.stringUnit = unit; return node }
            var variation = node.variations.first { $0.axis == step.axis } ?? Variation(axis: step.axis, cases: [])
            var cases = variation.cases
            if let index = cases.firstIndex(where: { $0.name == step.name }) {
                cases[index].node = set(steps.dropFirst(), in: cases[index].node)
            } else {
                cases.append(Variation.Case(name: step.name, node: set(steps.dropFirst(), in: LocalizationNode())))
            }
            variation = Variation(axis: step.axis, cases: cases)
            if let index = node.variations.firstIndex(where: { $0.axis == step.axis }) { node.variations[index] = variation }
            else { node.variations.append(variation) }
            return node
        }
        guard let substitution else { return set(steps[...], in: node) }
        var node = node
        var inner = node.substitutions[substitution] ?? template.map { Substitution(argNum: $0.argNum, formatSpecifier: $0.formatSpecifier, node: LocalizationNode()) }
            ?? Substitution(formatSpecifier: "lld", node: LocalizationNode())
        inner.node = set(steps[...], in: inner.node)
        node.substitutions[substitution] = inner
        return node
    }
}
