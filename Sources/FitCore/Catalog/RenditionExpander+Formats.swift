/// A leaf's text into a rendition (``RenditionExpander``): format specifiers checked against the
/// source's, substitutions resolved and arguments filled with the matrix's samples.
extension RenditionExpander {
    /// A translation whose arguments differ from the source's, or a text naming a substitution nothing
    /// defines (`undefined`): its text as written, nothing formatted.
    func mismatch(leaf: Leaf, text: String, path: [String], arguments: FormatArguments, undefined: [String]? = nil,
                  _ context: Context) -> Rendition {
        var rendition = rendition(leaf: leaf, text: text, samples: [], path: path, states: [], translated: true, context)
        rendition.formatMismatch = FormatMismatch(source: context.sourceArguments.written, translation: arguments.written,
                                                  undefinedSubstitutions: undefined)
        return rendition
    }

    /// Splices the variants of every `%#@name@` into `text`: one result per combination of variants.
    /// - Parameter parsed: `text` already parsed, when the caller has it.
    func resolve(_ text: String, parsed: FormatString? = nil, scope: [String: Substitution], ownArgument: Int?,
                 depth: Int, _ context: Context) throws -> [Resolved] {
        guard depth <= RenditionExpander.maximumNesting else {
            throw inputError(context, "substitutions nested deeper than \(RenditionExpander.maximumNesting) levels")
        }
        let format = parsed ?? FormatString(parsing: text, as: .formatted)
        var results = [Resolved()]
        for piece in format.pieces {
            switch piece {
            case .text(let literal):
                // Foundation's replacingOccurrences is slow on Linux; most literals have no `%` at all.
                let escaped = FormatString.containsPercent(literal) ? literal.replacingOccurrences(of: "%", with: "%%") : literal
                for i in results.indices { results[i].format += escaped }
            case .specifier(let spec, let argument) where spec.reference == nil:
                // Numbered explicitly, so that splicing cannot shift the arguments after it.
                let number = Self.argumentNumber(of: spec, argument: argument, ownArgument: ownArgument)
                let written = "%\(number)$\(spec.flags)\(spec.width.map(String.init) ?? "")"
                    + "\(spec.precision.map { ".\($0)" } ?? "")\(spec.length)\(spec.conversion)"
                for i in results.indices { results[i].format += written }
            case .specifier(let spec, let argument):
                let name = spec.reference ?? ""
                guard let substitution = scope[name] else {
                    // Nothing to splice: the reference stays as written (a translation's then reads
                    // none of the source's arguments, and is reported as a mismatch).
                    for i in results.indices { results[i].format += "%" + spec.written }
                    continue
                }
                let number = substitution.argNum ?? argument
                var variants: [Resolved] = []
                for leaf in leaves(of: substitution.node) {
                    let usable = leaf.unit.isTranslated || { if case .translation = context.mode { return false }; return true }()
                    let value = leaf.unit.value.isEmpty ? "%arg" : leaf.unit.value
                    let spliced = FormatString.replacingArg(in: value, with: "%\(number)$\(substitution.formatSpecifier)")
                    let inner = scope.merging(leaf.scope) { _, inner in inner }
                    for var variant in try resolve(spliced, scope: inner, ownArgument: number, depth: depth + 1, context) {
                        variant.path = leaf.steps.map { "\(name):\($0.axis).\($0.name)" } + variant.path
                        if let category = leaf.steps.last(where: { $0.axis == "plural" })?.name {
                            variant.plurals[number] = variant.plurals[number] ?? category
                        }
                        variant.states.insert(leaf.unit.state, at: 0)
                        variant.translated = variant.translated && usable
                        variants.append(variant)
                    }
                }
                results = results.flatMap { base in
                    variants.map { variant in
                        Resolved(format: base.format + variant.format, path: base.path + variant.path,
                                 plurals: base.plurals.merging(variant.plurals) { first, _ in first },
                                 states: base.states + variant.states, translated: base.translated && variant.translated)
                    }
                }
            }
        }
        return results
    }

    /// The argument a specifier stands for once written out: its own `%N$`, else the argument of the
    /// substitution it sits in, else its place in sequence.
    static func argumentNumber(of spec: FormatSpecifier, argument: Int, ownArgument: Int?) -> Int {
        spec.position ?? ownArgument ?? argument
    }

    static func isReference(_ piece: FormatString.Piece) -> Bool {
        if case .specifier(let spec, _) = piece { return spec.reference != nil }
        return false
    }

    /// The rendition of a resolved text whose format `pieces` are numbered.
    func rendition(leaf: Leaf, pieces: [FormatString.Piece], resolved: Resolved, plural: String?,
                   translated: Bool, _ context: Context) -> Rendition {
        var plurals = resolved.plurals
        // A plural variation outside substitutions counts the first numeric argument.
        if let plural, let first = pieces.compactMap({ piece -> Int? in
            guard case .specifier(let spec, let argument) = piece, spec.isNumeric, plurals[argument] == nil else { return nil }
            return argument
        }).min() {
            plurals[first] = plural
        }
        var text = ""
        var formatted: [Int: String] = [:]
        for piece in pieces {
            switch piece {
            case .text(let literal):
                text += literal
            case .specifier(let spec, let argument):
                // Glued or not as the source text writes it, whatever this language's spelling.
                let glued = context.gluedArguments.contains(argument)
                let value = formatter.format(sample(argument, spec, plurals, glued: glued, context), as: spec,
                                             locale: context.locale)
                if formatted[argument] == nil { formatted[argument] = value }
                text += value
            }
        }
        // A plural number that chose a case is a sample too, even where the case does not print it.
        for (argument, category) in plurals where formatted[argument] == nil {
            if let number = self.plurals.number(for: category, language: context.textLanguage) {
                formatted[argument] = LocaleNumbers.format(integer: number, locale: context.locale)
            }
        }
        return rendition(leaf: leaf, text: text, samples: formatted.keys.sorted().compactMap { formatted[$0] },
                         path: resolved.path, states: resolved.states,
                         translated: translated && resolved.translated, context)
    }

    /// The rendition of a leaf once its text is formatted: variant path, status and state.
    func rendition(leaf: Leaf, text: String, samples: [String], path: [String], states: [String?],
                   translated: Bool, _ context: Context) -> Rendition {
        let status: RenditionStatus
        var state = leaf.unit.state
        if let odd = states.first(where: { $0 != nil && $0 != "translated" }), state == nil || state == "translated" {
            state = odd
        }
        switch context.mode {
        case .source: status = .translated
        case .translation: status = translated ? .translated : .untranslated
        case .forced(let forced, let forcedState):
            status = forced
            state = forcedState ?? (forced == .untranslated ? nil : state)
        }
        // Most texts vary by nothing: no variant path to build.
        var variant = ""
        var device: String?, width: Int?
        if !leaf.steps.isEmpty || !path.isEmpty {
            variant = (leaf.steps.map { $0.axis + "." + $0.name } + path).joined(separator: "/")
            device = leaf.steps.last { $0.axis == "device" }?.name
            width = leaf.steps.last { $0.axis == "width" }.flatMap { Int($0.name) }
        }
        return Rendition(key: context.entry.key, language: context.language,
                         variant: variant, text: text,
                         status: status, state: state, samples: samples,
                         device: device, widthVariant: width,
                         file: leaf.file ?? context.entry.file, line: leaf.line ?? context.entry.line,
                         comment: context.entry.comment, extractionState: context.entry.extractionState,
                         inheritedFrom: context.inheritedFrom)
    }

    /// - Parameter glued: the source text writes the specifier against a letter (`app%@`): a string
    ///   sample is one letter.
    func sample(_ argument: Int, _ spec: FormatSpecifier, _ plurals: [Int: String], glued: Bool = false,
                _ context: Context) -> SampleFormatter.Sample {
        if let category = plurals[argument], spec.isNumeric,
           let number = self.plurals.number(for: category, language: context.textLanguage) {
            return spec.kind == .float ? .double(Double(number)) : .integer(number)
        }
        if let given = samples.sample(forKey: context.entry.key, argument: argument) { return .text(given) }
        switch spec.kind {
        case .integer: return .integer(samples.defaultInteger)
        case .float: return .double(samples.defaultDouble)
        default: return .text(glued ? samples.gluedString : samples.defaultString)
        }
    }
}
