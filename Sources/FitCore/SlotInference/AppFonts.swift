/// Fonts as the code writes them, and the app's own: a `static var`/`let`/`func` on `Font`,
/// `UIFont` or `NSFont` (in an extension, or any static member typed `Font`) resolved through its
/// body to a ``FontSpec`` — `relativeTo:` and `.system(.caption)` give a text style,
/// `preferredFont(forTextStyle:)` too, `size:` a point size, `.weight(…)` a weight, `.custom(…)` and
/// `UIFont(name:size:)` a family.
struct AppFonts: Sendable {
    /// An app's font declaration: its body, where it is.
    struct Declaration: Sendable {
        var file: Int
        /// The tokens of the expression it returns.
        var body: Range<Int>
        /// Parameter names of a `static func`, in order, with their labels.
        var parameters: [(label: String?, name: String)] = []
        var line: Int
        /// A function building a `CTFont` in statements (`CTFontCreateWithFontDescriptor(desc, size, nil)`):
        /// its body is read for the descriptor's name, the size and the weight axis (``coreTextFont(_:arguments:)``).
        var coreText = false
    }

    /// Declarations by name.
    var declarations: [String: [Declaration]] = [:]
    var files: [SwiftSourceFile] = []

    /// A font expression resolved, or what was written when it cannot be.
    struct Resolution {
        var spec: FontSpec?
        var written: String
    }

    /// Resolves the font expression in `range` of `file`.
    func resolve(_ range: Range<Int>, in file: SwiftSourceFile, arguments: [String: ArgumentValue] = [:], depth: Int = 0) -> Resolution {
        let written = range.map { file.tokens[$0].text }.joined().replacingOccurrences(of: " ", with: "")
        guard !range.isEmpty, depth < 4 else { return Resolution(spec: nil, written: "`\(written)`") }
        var index = range.lowerBound
        let end = range.upperBound
        // `Font(UIFont.…)`, `Font(nsFont)`: the font inside.
        if let name = file.identifier(index), name == FontVocabulary.swiftUIFont, file.isSymbol(index + 1, "("),
           let inner = file.arguments(ofParen: index + 1).first, file.partner[index + 1] == end - 1 {
            return resolve(inner.value, in: file, arguments: arguments, depth: depth + 1)
        }
        // `Font.x`, `UIFont.x`, `.x`; `FontManager.fontFor(…)`: an app's function on a type of its own.
        if let name = file.identifier(index), file.isSymbol(index + 1, "."),
           FontVocabulary.fontTypes.contains(name) || (declarations[file.identifier(index + 2) ?? ""] != nil && name.first?.isUppercase == true) {
            index += 1
        }
        var spec = FontSpec()
        if file.isSymbol(index, "."), let name = file.identifier(index + 1) {
            index += 1
            let paren = file.isSymbol(index + 1, "(") ? index + 1 : nil
            let maker = FontVocabulary.makers[name]
            if let style = AppFonts.textStyle(name) {
                spec.style = style
            } else if maker == .system || maker == .boldSystem {
                guard let paren else { return Resolution(spec: nil, written: "`\(written)`") }
                read(system: paren, into: &spec, file: file, arguments: arguments)
                if maker == .boldSystem { spec.weight = .bold }
            } else if maker == .custom {
                guard let paren else { return Resolution(spec: nil, written: "`\(written)`") }
                read(custom: paren, into: &spec, file: file, arguments: arguments)
            } else if maker == .textStyle, let paren,
                      let style = file.arguments(ofParen: paren).first(where: { $0.label.flatMap { FontVocabulary.textStyleArguments[$0] } != nil })
                        .flatMap({ file.identifier($0.value.upperBound - 1) }).flatMap(AppFonts.textStyle) {
                spec.style = style
            } else if let found = appFont(name, paren: paren, in: file, arguments: arguments, depth: depth) {
                spec = found
            } else {
                return Resolution(spec: nil, written: "`\(written)`")
            }
            index = paren.map { file.partner[$0] } ?? index
        } else if file.identifier(index) == FontVocabulary.coreTextFont, file.isSymbol(index + 1, "("),
                  let size = file.arguments(ofParen: index + 1).dropFirst().first {
            // `CTFontCreateWithFontDescriptor(descriptor, a ? 54 : 56, nil)`: the size (the larger of a
            // condition's, the tighter); the descriptor's family is made at run time, so the system font.
            let sizes = size.value.filter { file.tokens[$0].kind == .number }.compactMap { NumberReader.literal(file.tokens[$0].text) }
            let given = ArgumentValue.evaluate(size.value, in: file, names: arguments)?.number
            guard let points = given ?? (size.value.contains { file.isSymbol($0, "?") } ? sizes.max() : nil) else {
                return Resolution(spec: nil, written: "`\(written)`")
            }
            spec.pointSize = points
            spec.written.append("a Core Text font of \(MatrixField.format(points)) pt"
                                + (given == nil ? " (the larger size of a condition)" : "")
                                + ": its descriptor's family is set at run time, so measured in the system font")
            index = file.partner[index + 1]
        } else if let name = file.identifier(index), FontVocabulary.platformFonts.contains(name), file.isSymbol(index + 1, "(") {
            // `UIFont(name: "Avenir Next", size: 17)`
            read(custom: index + 1, into: &spec, file: file, arguments: arguments)
            index = file.partner[index + 1]
        } else {
            return Resolution(spec: nil, written: "`\(written)`")
        }
        // Chained: `.weight(.bold)`, `.bold()`, `.italic()`, `.monospacedDigit()`, `!` of `UIFont(name:)!`.
        index += 1
        while index < end {
            if file.isSymbol(index, "."), let name = file.identifier(index + 1) {
                let paren = file.isSymbol(index + 2, "(") ? index + 2 : nil
                switch FontVocabulary.chained[name] {
                case .weight?: if let paren, let value = weightName(inParen: paren, file: file) { spec.weight = value }
                case .bold?: spec.weight = .bold
                case nil: break
                }
                index = paren.map { file.partner[$0] + 1 } ?? index + 2
            } else {
                index += 1
            }
        }
        return Resolution(spec: spec, written: "`\(written)`")
    }

    /// `.system(.footnote, design: .rounded, weight: .bold)`, `.system(size: 17, weight: .medium)`,
    /// `UIFont.systemFont(ofSize: 12, weight: .semibold)`.
    private func read(system paren: Int, into spec: inout FontSpec, file: SwiftSourceFile, arguments: [String: ArgumentValue]) {
        for argument in file.arguments(ofParen: paren) {
            guard let label = argument.label else {
                if let name = file.identifier(argument.value.upperBound - 1), let style = AppFonts.textStyle(name) { spec.style = style }
                continue
            }
            switch FontVocabulary.systemArguments[label] {
            case .size?: spec.pointSize = number(argument.value, file: file, arguments: arguments)
            case .weight?: spec.weight = weightName(in: argument.value, file: file)
            case .design?: spec.design = file.identifier(argument.value.upperBound - 1)
            case .fixedSize?, .family?, .textStyle?, nil: break
            }
        }
    }

    /// `.custom("Avenir Next", size: 12, relativeTo: .caption)`, `.custom("X", fixedSize: 12)`,
    /// `UIFont(name: "X", size: 12)`.
    private func read(custom paren: Int, into spec: inout FontSpec, file: SwiftSourceFile, arguments: [String: ArgumentValue]) {
        var relative = false
        for argument in file.arguments(ofParen: paren) {
            switch argument.label.map({ FontVocabulary.customArguments[$0] }) ?? .family {
            case .family?:
                if argument.value.count == 1, let literal = file.tokens[argument.value.lowerBound].literal, let family = literal.plainText {
                    spec.family = family
                }
            case .size?:
                spec.pointSize = number(argument.value, file: file, arguments: arguments)
                relative = true  // `.custom(_:size:)` scales relative to body
            case .fixedSize?:
                spec.pointSize = number(argument.value, file: file, arguments: arguments)
            case .textStyle?:
                if let name = file.identifier(argument.value.upperBound - 1), let style = AppFonts.textStyle(name) { spec.style = style }
            case .weight?, .design?, nil:
                break
            }
        }
        // SwiftUI's `.custom(_:size:)` grows with Dynamic Type relative to body; `UIFont(name:size:)` does not.
        let swiftUI = file.identifier(paren - 1).flatMap { FontVocabulary.makers[$0] } == .custom
        if relative, swiftUI {
            spec.scaled = true
            if spec.style == nil { spec.style = .body }
        }
    }

    /// The app's own `static var name: Font` / `static func name(…) -> Font`, resolved.
    private func appFont(_ name: String, paren: Int?, in file: SwiftSourceFile, arguments: [String: ArgumentValue], depth: Int) -> FontSpec? {
        guard let candidates = declarations[name], candidates.count == 1, let declaration = candidates.first else { return nil }
        var values: [String: ArgumentValue] = [:]
        if let paren {
            for (position, argument) in file.arguments(ofParen: paren).enumerated() {
                let parameter = declaration.parameters.first { $0.label != nil && $0.label == argument.label }
                    ?? (position < declaration.parameters.count ? declaration.parameters[position] : nil)
                if let parameter, let value = ArgumentValue.evaluate(argument.value, in: file, names: arguments) { values[parameter.name] = value }
            }
        }
        let declaringFile = files[declaration.file]
        let found = declaration.coreText ? coreTextFont(declaration, arguments: values)
            : resolve(declaration.body, in: declaringFile, arguments: values, depth: depth + 1).spec
        guard var spec = found else { return nil }
        spec.source = spec.source ?? "\(declaringFile.path):\(declaration.line)"
        return spec
    }

    private func number(_ range: Range<Int>, file: SwiftSourceFile, arguments: [String: ArgumentValue]) -> Double? {
        ArgumentValue.evaluate(range, in: file, names: arguments)?.number
    }

    /// A `CTFont` built in a function's statements: the first `kCTFontNameAttribute: "Family"` (the
    /// function's default design), the size given to `CTFontCreateWithFontDescriptor(_:_:_:)`, and the
    /// weight given to the variation axis `wght` (2003265652) — a number on the OpenType scale or a
    /// `Font.Weight` name passed on. Sizes passed through `@ScaledMetric` grow with body; a size
    /// converted from a text style (`styleToValue(style: .title)`) is that style's.
    func coreTextFont(_ declaration: Declaration, arguments: [String: ArgumentValue]) -> FontSpec? {
        let file = files[declaration.file]
        var spec = FontSpec()
        for index in declaration.body {
            if spec.family == nil, file.identifier(index) == FontVocabulary.coreTextFamily, file.isSymbol(index + 1, ":"),
               let family = file.token(index + 2)?.literal?.plainText {
                spec.family = family
            }
            if spec.weight == nil, file.tokens[index].kind == .number, file.tokens[index].text == FontVocabulary.weightAxis, file.isSymbol(index + 1, ":") {
                var end = index + 2
                while end < declaration.body.upperBound, !file.isSymbol(end, ","), !file.isSymbol(end, "]") { end += 1 }
                if let value = ArgumentValue.evaluate((index + 2)..<end, in: file, names: arguments) {
                    spec.weight = value.number.map { FontWeight(rawValue: min(max(Int($0), 1), 1000)) } ?? value.name.flatMap(AppFonts.weight)
                }
            }
            if file.identifier(index) == FontVocabulary.coreTextFont, file.isSymbol(index + 1, "("),
               let size = file.arguments(ofParen: index + 1).dropFirst().first,
               let value = ArgumentValue.evaluate(size.value, in: file, names: arguments) {
                if let points = value.number {
                    spec.pointSize = points
                    spec.scaled = value.scaled
                    if value.scaled { spec.style = .body }
                } else if let name = value.name, let style = AppFonts.textStyle(name) {
                    spec.style = style  // a size converted from a text style (`styleToValue(style: .title)`): that style's
                }
            }
        }
        return spec.pointSize == nil && spec.style == nil ? nil : spec
    }

    private func weightName(inParen paren: Int, file: SwiftSourceFile) -> FontWeight? {
        weightName(in: (paren + 1)..<file.partner[paren], file: file)
    }

    private func weightName(in range: Range<Int>, file: SwiftSourceFile) -> FontWeight? {
        guard let name = range.last.flatMap({ file.identifier($0) }) else { return nil }
        return AppFonts.weight(named: name)
    }

    /// SwiftUI's `Font.Weight` and UIKit's `UIFont.Weight` names, on the OpenType scale.
    static func weight(named name: String) -> FontWeight? { FontVocabulary.weights[name] ?? FontWeight(name: name) }

    /// SwiftUI's and UIKit's names for the text styles.
    static func textStyle(_ name: String) -> TextStyle? { FontVocabulary.textStyles[name] ?? TextStyle(rawValue: name) }
}

extension AppFonts {
    /// The app's font declarations in `files`: static members of `Font`, `UIFont` or `NSFont`
    /// extensions, and static members typed as one of them anywhere.
    static func collect(_ files: [SwiftSourceFile]) -> AppFonts {
        var fonts = AppFonts()
        fonts.files = files
        for (fileIndex, file) in files.enumerated() {
            for index in file.tokens.indices where file.tokens[index].isIdentifier("static") || file.tokens[index].isIdentifier("class") {
                guard let keyword = file.identifier(index + 1), ["var", "let", "func"].contains(keyword),
                      let name = file.identifier(index + 2) else { continue }
                if let declaration = declaration(keyword: keyword, name: index + 2, in: file, fileIndex: fileIndex) {
                    fonts.declarations[name, default: []].append(declaration)
                }
            }
        }
        return fonts
    }

    private static let fontTypes: Set<String> = ["Font", "UIFont", "NSFont", "CTFont"]

    /// The declaration whose name is at `nameIndex`, when it is a font: its returned expression.
    private static func declaration(keyword: String, name nameIndex: Int, in file: SwiftSourceFile, fileIndex: Int) -> Declaration? {
        var extended: String?
        var opener = file.enclosing[nameIndex]
        while opener >= 0, !file.isSymbol(opener, "{") { opener = file.enclosing[opener] }
        if opener >= 0, case .declaration(let kind, let typeName) = file.braceFrame(at: opener).kind, SyntaxFrame.typeKeywords.contains(kind) {
            extended = typeName
        }
        var index = nameIndex + 1
        var parameters: [(label: String?, name: String)] = []
        if keyword == "func" {
            if file.token(index)?.text.hasPrefix("<") == true {  // generic parameters
                while index < file.tokens.count, !file.isSymbol(index, "(") { index += 1 }
            }
            guard file.isSymbol(index, "(") else { return nil }
            parameters = file.parameters(ofParen: index)
            index = file.partner[index] + 1
        }
        // The declared type: `: Font`, `-> Font`.
        var declared: String?
        if file.isSymbol(index, ":") || file.isSymbol(index, "->") {
            declared = file.identifier(index + 1)
            index += 2
            while file.isSymbol(index, "."), let next = file.identifier(index + 1) { declared = next; index += 2 }
            if file.isSymbol(index, "?") || file.isSymbol(index, "!") { index += 1 }
        }
        let typed = declared.map(fontTypes.contains) ?? extended.map(fontTypes.contains) ?? false
        let line = file.tokens[nameIndex].line
        if file.isSymbol(index, "=") {
            var end = index + 1
            while end < file.tokens.count, file.tokens[end].line == file.tokens[index + 1].line || file.isSymbol(end, ".") {
                if file.partner[end] > end { end = file.partner[end] }
                end += 1
            }
            // `static let caption = Font.custom(…)`: a font by its value.
            guard typed || (declared == nil && file.identifier(index + 1).map(fontTypes.contains) == true) else { return nil }
            return Declaration(file: fileIndex, body: (index + 1)..<end, parameters: parameters, line: line)
        }
        guard typed else { return nil }
        guard file.isSymbol(index, "{") else { return nil }
        let close = file.partner[index]
        var start = index + 1
        if file.tokens[start].isIdentifier("return") { start += 1 }
        if declared == FontVocabulary.coreTextFontType, (start..<close).contains(where: { file.identifier($0) == FontVocabulary.coreTextFont }) {
            var found = Declaration(file: fileIndex, body: start..<close, parameters: parameters, line: line)
            found.coreText = true
            return found
        }
        // One expression: a body with statements before its value is not followed.
        guard start < close, !(start..<close).contains(where: { file.tokens[$0].isIdentifier("return") || file.isSymbol($0, ";")
            || file.tokens[$0].isIdentifier("let") || file.tokens[$0].isIdentifier("var") }) else { return nil }
        return Declaration(file: fileIndex, body: start..<close, parameters: parameters, line: line)
    }
}
