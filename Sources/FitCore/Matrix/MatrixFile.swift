import Foundation

/// Reads a matrix file's JSON into a validated ``Matrix``. Every mistake is an ``InputError`` naming
/// the file and the field; unknown fields are rejected, because a misspelt field silently ignored
/// would measure something other than what the user meant.
enum MatrixFile {
    static let topLevelFields = ["widths", "sizes", "languages", "devices", "insets", "defaultSlot", "rules",
                                 "samples", "fonts", "catalogs", "failOn", "levels", "minimumCoverage",
                                 "coverageNewLanguage", "markdown", "platform", "exclude", "readableScale", "groups"]
    static let slotFields = ["width", "lines", "maxHeight", "style", "weight", "largestSize", "tracking", "sfTracking",
                             "pointSize", "markdown", "layout", "font", "scaled", "minimumScaleFactor"]
    static let ruleFields = ["match", "name"] + slotFields
    static let sampleFields = ["integer", "double", "string", "pluralBound", "keys"]
    static let fontFields = ["family", "file", "weight"]
    static let insetFields = ["leading", "trailing"]
    /// The device variation keys of String Catalogs.
    static let deviceNames = ["iphone", "ipad", "ipod", "mac", "applewatch", "appletv", "applevision", "other"]

    static func parse(_ data: Data, file: String) throws -> Matrix {
        let root = MatrixField(file: file, path: "", value: try JSONReader.parse(data, file: file))
        let members = try root.object(known: topLevelFields)
        func required(_ name: String) throws -> MatrixField {
            guard let field = root.member(name, of: members) else { throw root.error("missing field \(quoted: name)") }
            return field
        }
        func optional(_ name: String) -> MatrixField? { root.member(name, of: members) }

        let widths = try unique(try required("widths").elements(nonEmpty: true).map { field in
            (field, try field.number("a width in points, 0 < w ≤ 10000", in: .ulpOfOne...WidthExpression.maximumPoints))
        })
        let platform = try optional("platform").map(platformName) ?? .iOS
        // The Mac has no Dynamic Type: each style has one size, measured as the one category L.
        let sizes: [SizeCategory]
        if platform == .macOS {
            if let listed = optional("sizes") {
                throw listed.error("a macOS matrix has no sizes: macOS has no Dynamic Type, each text style has one "
                                   + "size (body 13 pt); remove sizes")
            }
            sizes = [.L]
        } else {
            sizes = try unique(try required("sizes").elements(nonEmpty: true).map { field in
                (field, try sizeCategory(field))
            })
        }
        let languages = try unique(try required("languages").elements(nonEmpty: true).map { field in
            (field, try languageTag(field))
        })
        let devices = try optional("devices").map { list in
            try unique(try list.elements(nonEmpty: true).map { field in
                let name = try field.string()
                guard deviceNames.contains(name) else {
                    throw field.error("unknown device \(quoted: name); valid: \(deviceNames.joined(separator: ", "))")
                }
                return (field, name)
            })
        }
        let insets = try optional("insets").map(containerInsets) ?? .zero
        // `"markdown": false` at the top: no slot draws Markdown unless its own field says so.
        var fallback = Slot.fallback
        fallback.platform = platform
        if let markdown = optional("markdown") { fallback.markdown = try markdown.bool() }
        let defaultSlot = try optional("defaultSlot").map { try slot($0, inheriting: fallback) } ?? fallback
        let rules = try optional("rules").map { list in
            try list.elements(nonEmpty: false).enumerated().map { index, field in
                try rule(field, index: index, defaultSlot: defaultSlot)
            }
        } ?? []
        let samples = try optional("samples").map(sampleValues) ?? SampleValues()
        let fonts = try optional("fonts").map { try fontOverrides($0, languages: languages, matrixFile: file) } ?? [:]
        let catalogs = try optional("catalogs").map { list in
            try list.elements(nonEmpty: false).map { try $0.string() }
        } ?? []
        let levels = try optional("levels").map(verdictLevels) ?? VerdictLevels()
        let failOn = try optional("failOn").map(verdicts) ?? levels.errorVerdicts
        var coverage = CoverageRules()
        if let minimum = optional("minimumCoverage") { coverage.minimum = try minimumCoverage(minimum) }
        if let share = optional("coverageNewLanguage") { coverage.newLanguage = try share.number("a share from 0 to 1", in: 0...1) }
        let exclude = try optional("exclude").map(excludePatterns) ?? []
        let groups = try optional("groups").map {
            try self.groups($0, defaultSlot: defaultSlot, widths: widths, insets: insets)
        } ?? []

        // Every slot must have room at every width: a negative width is a mistake in the file.
        for width in widths.sorted() {  // narrowest first: the width that goes wrong first
            let container = insets.containerWidth(for: width)
            guard container > 0 else {
                throw (optional("insets") ?? root).error(
                    "leave \(MatrixField.format(container, decimals: 2)) pt at width \(MatrixField.format(width)); the container must be wider than 0")
            }
            let ruleFields = try optional("rules")?.elements(nonEmpty: false) ?? []
            let slots = [(optional("defaultSlot"), "defaultSlot.width", defaultSlot)]
                + rules.map { (ruleFields.indices.contains($0.index) ? ruleFields[$0.index] : nil,
                               "rules[\($0.index)].width", $0.slot) }
            for (field, path, slot) in slots where slot.width.resolve(containerWidth: container) <= 0 {
                // At the width expression where the file writes one, else at the rule (it inherits the default).
                let place = field.flatMap { try? $0.object(known: Self.ruleFields) }
                    .flatMap { members in field?.member("width", of: members) } ?? field ?? root
                throw InputError(file: file, line: place.value.line, column: place.value.column,
                    "\(path): \"\(slot.width)\" gives "
                    + "\(MatrixField.format(slot.width.resolve(containerWidth: container), decimals: 2)) pt at width "
                    + "\(MatrixField.format(width)); a slot must be wider than 0")
            }
        }

        var matrix = Matrix(file: file, widths: widths, sizes: sizes, languages: languages, devices: devices,
                            insets: insets, rules: rules, defaultSlot: defaultSlot, samples: samples, fonts: fonts,
                            catalogs: catalogs, failOn: failOn, levels: levels, coverage: coverage, platform: platform,
                            exclude: exclude, groups: groups)
        if let readable = optional("readableScale") {
            matrix.readableScale = try readable.number("a scale from 0.01 to 1 (0.75: three quarters of the size)", in: 0.01...1)
        }
        return matrix
    }

    /// A path written in the matrix file, resolved against the file's folder.
    static func resolve(_ path: String, relativeTo matrixFile: String) -> String {
        if path.hasPrefix("/") { return path }
        let folder = (matrixFile as NSString).deletingLastPathComponent
        return folder.isEmpty ? path : (folder as NSString).appendingPathComponent(path)
    }

    // MARK: - Lists

    /// The values in order, rejecting one listed twice (usually a copy-paste slip).
    private static func unique<Value: Hashable>(_ items: [(MatrixField, Value)]) throws -> [Value] {
        var seen = Set<Value>()
        for (field, value) in items where !seen.insert(value).inserted {
            throw field.error("\(field.shown) is listed twice")
        }
        return items.map(\.1)
    }

    private static func sizeCategory(_ field: MatrixField) throws -> SizeCategory {
        let name = try field.string()
        guard let size = SizeCategory(rawValue: name) else {
            let valid = SizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
            throw field.error("unknown size category \(quoted: name); valid: \(valid)")
        }
        return size
    }

    /// A BCP-47-shaped tag: 2–3 letters, then subtags of 1–8 letters or digits (`pt-BR`, `zh-Hant-HK`).
    private static func languageTag(_ field: MatrixField) throws -> String {
        let tag = try field.string()
        if let problem = languageTagProblem(tag) { throw field.error(problem) }
        return tag
    }

    /// Why `tag` is not a language tag, or `nil` when it is one.
    private static func languageTagProblem(_ tag: String) -> String? {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        let first = parts[0]
        let valid = (2...3).contains(first.count) && first.allSatisfy { $0.isASCII && $0.isLetter }
            && parts.dropFirst().allSatisfy { part in
                (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            }
        guard !valid else { return nil }
        let hint = tag.contains("_") ? " (write \"\(tag.replacingOccurrences(of: "_", with: "-"))\")" : ""
        return "\"\(tag)\" is not a language tag like \"de\" or \"pt-BR\"\(hint)"
    }

    /// `"iOS"` or `"macOS"` (any case).
    private static func platformName(_ field: MatrixField) throws -> Platform {
        let name = try field.string()
        guard let platform = Platform.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            throw field.error("unknown platform \(quoted: name); valid: \(Platform.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return platform
    }

    /// Key globs (`*`, `?`, else the whole key), each a non-empty string, none listed twice.
    static func excludePatterns(_ list: MatrixField) throws -> [KeyPattern] {
        try unique(try list.elements(nonEmpty: false).map { field in
            let text = try field.string()
            if let problem = KeyPattern.unsupportedGlobSyntax(text) { throw field.error("\(quoted: text): \(problem)") }
            return (field, KeyPattern(glob: text)!)
        })
    }

    private static func verdicts(_ list: MatrixField) throws -> Set<Verdict> {
        Set(try list.elements(nonEmpty: false).map { field in
            let name = try field.string()
            guard let verdict = Verdict(rawValue: name), verdict.isFailure else {
                let valid = Verdict.allCases.filter(\.isFailure).map(\.rawValue).joined(separator: ", ")
                throw field.error("unknown failure verdict \(quoted: name); valid: \(valid)")
            }
            return verdict
        })
    }

    /// `"levels": {"untranslated": "error"}`: a level per failure verdict.
    private static func verdictLevels(_ field: MatrixField) throws -> VerdictLevels {
        let names = Verdict.allCases.filter(\.isFailure).map(\.rawValue)
        let members = try field.object(known: names)
        var overrides: [Verdict: FindingLevel] = [:]
        for verdict in Verdict.allCases where verdict.isFailure {
            guard let value = field.member(verdict.rawValue, of: members) else { continue }
            let name = try value.string()
            guard let level = FindingLevel(rawValue: name) else {
                throw value.error("unknown level \(quoted: name); valid: \(FindingLevel.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            overrides[verdict] = level
        }
        return VerdictLevels(overrides)
    }

    /// `"minimumCoverage": {"de": 0.95, "*": 0.5}`: the least share of keys translated per language.
    private static func minimumCoverage(_ field: MatrixField) throws -> [String: Double] {
        var minimum: [String: Double] = [:]
        for (name, value) in try field.entries() {
            if name != "*", let problem = languageTagProblem(name) { throw value.error(problem) }
            minimum[name] = try value.number("a share from 0 to 1", in: 0...1)
        }
        return minimum
    }

    // MARK: - Objects

    private static func containerInsets(_ field: MatrixField) throws -> ContainerInsets {
        let members = try field.object(known: insetFields)
        func side(_ name: String) throws -> Double {
            try field.member(name, of: members)?.number("points ≥ 0", in: 0...WidthExpression.maximumPoints) ?? 0
        }
        return ContainerInsets(leading: try side("leading"), trailing: try side("trailing"))
    }

    /// A slot; fields it does not give are taken from `base`. `"lines": null` lifts a line limit.
    static func slot(_ field: MatrixField, inheriting base: Slot, known: [String] = slotFields) throws -> Slot {
        let members = try field.object(known: known)
        var slot = base
        if let width = field.member("width", of: members) {
            let text: String
            switch width.value.kind {
            case .string(let written): text = written
            case .number(let number): text = MatrixField.format(number)
            default: throw width.expected("a width expression like \"100% - 32\" or \"210\"")
            }
            guard let expression = WidthExpression(text) else {
                throw width.expected("a width expression like \"100% - 32\", \"50% - 24\" or \"210\" (0 < % ≤ 100, 0 < pt ≤ 10000)")
            }
            slot.width = expression
        }
        if let lines = field.member("lines", of: members) {
            slot.maxLines = lines.isNull ? nil : try lines.integer("a line limit ≥ 1 or null", in: 1...1000)
        }
        if let height = field.member("maxHeight", of: members) {
            slot.maxHeight = height.isNull ? nil
                : try height.number("a height in points > 0 or null", in: .ulpOfOne...WidthExpression.maximumPoints)
        }
        if let style = field.member("style", of: members) {
            let name = try style.string()
            guard let textStyle = TextStyle(rawValue: name) else {
                let valid = TextStyle.allCases.map(\.rawValue).joined(separator: ", ")
                throw style.error("unknown text style \(quoted: name); valid: \(valid)")
            }
            slot.style = textStyle
        }
        if let weight = field.member("weight", of: members) {
            slot.weight = try fontWeight(weight)
        }
        if let largest = field.member("largestSize", of: members) {
            if base.platform == .macOS && !largest.isNull {
                throw largest.error("macOS has no Dynamic Type size categories; remove largestSize")
            }
            slot.largestSize = largest.isNull ? nil : try sizeCategory(largest)
        }
        if let tracking = field.member("tracking", of: members) {
            slot.tracking = try tracking.number("tracking in points, -100…100", in: -100...100)
        }
        if let sfTracking = field.member("sfTracking", of: members) {
            slot.sfTracking = try sfTracking.bool()
        }
        if let pointSize = field.member("pointSize", of: members) {
            slot.pointSize = pointSize.isNull ? nil : try pointSize.number("a point size, 1…200, or null", in: 1...200)
        }
        if let markdown = field.member("markdown", of: members) {
            slot.markdown = try markdown.bool()
        }
        if let layout = field.member("layout", of: members) {
            slot.layout = try layout.bool()
        }
        if let font = field.member("font", of: members) {
            slot.font = font.isNull ? nil : try font.string()
            // SF's tracking belongs to the system font, not to a family the app names.
            if slot.font != nil, field.member("sfTracking", of: members) == nil { slot.sfTracking = false }
        }
        if let scaled = field.member("scaled", of: members) {
            slot.scaled = try scaled.bool()
        }
        if let factor = field.member("minimumScaleFactor", of: members) {
            slot.minimumScaleFactor = factor.isNull ? nil
                : try factor.number("a scale factor, 0.01…1, or null", in: 0.01...1)
        }
        return slot
    }

    private static func fontWeight(_ field: MatrixField) throws -> FontWeight {
        let weight: FontWeight?
        switch field.value.kind {
        case .string(let name): weight = FontWeight(name: name)
        // `Int(exactly:)`: a huge or fractional number is a wrong weight, not a trap (1e300 crashed `Int(_:)`).
        case .number(let number): weight = Int(exactly: number).flatMap { FontWeight(name: String($0)) }
        default: weight = nil
        }
        guard let weight else { throw field.expected("regular, medium, semibold, bold or a number 1…1000") }
        return weight
    }

    /// A rule as `fitcheck init` writes it (``StarterMatrix/rule(_:)``), read as the matrix `file`
    /// would read it at `rules[index]` (``ChangedSlots`` measures a key in its new slot).
    static func inferredRule(_ text: String, index: Int, file: String, defaultSlot: Slot) throws -> SlotRule {
        let field = MatrixField(file: file, path: "rules[\(index)]", value: try JSONReader.parse(Data(text.utf8), file: file))
        return try rule(field, index: index, defaultSlot: defaultSlot)
    }

    static func rule(_ field: MatrixField, index: Int, defaultSlot: Slot) throws -> SlotRule {
        let members = try field.object(known: ruleFields)
        guard let match = field.member("match", of: members) else {
            throw field.error("missing field \"match\" (a key pattern like \"tight.\" or \"*.title\")")
        }
        guard let pattern = KeyPattern(try match.string(nonEmpty: false)) else {
            throw match.error("empty key pattern; use \"*\" to match every key")
        }
        let name = try field.member("name", of: members).map { try $0.string() }
        return SlotRule(index: index, name: name, pattern: pattern,
                        slot: try slot(field, inheriting: defaultSlot, known: ruleFields))
    }

    private static func sampleValues(_ field: MatrixField) throws -> SampleValues {
        let members = try field.object(known: sampleFields)
        var samples = SampleValues()
        if let integer = field.member("integer", of: members) {
            samples.defaultInteger = Int64(try integer.integer("a whole number", in: -1_000_000_000...1_000_000_000))
        }
        if let double = field.member("double", of: members) {
            samples.defaultDouble = try double.number("a number", in: -1e9...1e9)
        }
        if let string = field.member("string", of: members) {
            samples.defaultString = try string.string(nonEmpty: false)
        }
        if let bound = field.member("pluralBound", of: members) {
            samples.pluralBound = Int64(try bound.integer("a whole number 1…1000000", in: 1...1_000_000))
        }
        if let keys = field.member("keys", of: members) {
            samples = SampleValues(defaultInteger: samples.defaultInteger, defaultDouble: samples.defaultDouble,
                                   defaultString: samples.defaultString, pluralBound: samples.pluralBound,
                                   keys: try keySamples(keys))
        }
        return samples
    }

    /// `{ "pattern": { "1": "Netflix", "2": "4,99 €" } }`.
    private static func keySamples(_ field: MatrixField) throws -> [KeySamples] {
        try field.entries().map { patternText, arguments in
            guard let pattern = KeyPattern(patternText) else {
                throw arguments.error("empty key pattern; use \"*\" to match every key")
            }
            var byNumber: [Int: String] = [:]
            for (numberText, sample) in try arguments.entries() {
                guard let number = Int(numberText), number >= 1, String(number) == numberText else {
                    throw sample.error("expected an argument number (1, 2, …) as the name")
                }
                byNumber[number] = try sample.string(nonEmpty: false)
            }
            return KeySamples(pattern: pattern, arguments: byNumber)
        }
    }

    private static func fontOverrides(_ field: MatrixField, languages: [String],
                                      matrixFile: String) throws -> [String: FontOverride] {
        var result: [String: FontOverride] = [:]
        for (language, entry) in try field.entries() {
            guard languages.contains(language) else {
                throw entry.error("\(quoted: language) is not one of the matrix's languages")
            }
            let members = try entry.object(known: fontFields)
            let family = try entry.member("family", of: members).map { try $0.string() }
            let file = try entry.member("file", of: members).map { resolve(try $0.string(), relativeTo: matrixFile) }
            let weight = try entry.member("weight", of: members).map(fontWeight)
            result[language] = FontOverride(family: family, file: file, weight: weight)
        }
        return result
    }
}
