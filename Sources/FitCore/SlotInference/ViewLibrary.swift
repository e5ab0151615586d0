/// The app's own styling: its fonts (``AppFonts``), and what its modifiers apply where they are used —
/// a `ViewModifier`'s `body(content:)` (`.modifier(Caption())`), a `View` extension function
/// (`.settingsDescriptionStyle()`), a `ButtonStyle`'s `makeBody` (on a button's label, through
/// `.buttonStyle(…)`) and a `LabelStyle`'s (on a label's title, through `.labelStyle(…)`).
struct ViewLibrary: Sendable {
    var fonts = AppFonts()
    /// Where the app's views lay out the content they are given.
    var contents = ContentPlaces()
    /// Per type or function name: the modifiers its body applies, in the file that writes them.
    var definitions: [String: [Modifier]] = [:]
    /// Which names are button styles and label styles (their modifiers reach only a button's label
    /// or a label's title).
    var buttonStyles: Set<String> = []
    var labelStyles: Set<String> = []
    /// `extension ButtonStyle where Self == Fancy { static var fancy: Fancy }`: `.fancy` is `Fancy`.
    var styleAliases: [String: String] = [:]
    /// The app's `View` extension functions, by name: each overload's parameters and what it applies.
    var functions: [String: [(parameters: [(label: String?, name: String)], modifiers: [Modifier])]] = [:]
    /// The cases of the app's enums (what `ForEach(Tab.allCases)` makes).
    var enumCases = EnumCases()
    /// The numbers the app's types declare as static members (`.frame(width: Self.width)`).
    var numbers = StaticNumbers()
    /// True when the app hosts SwiftUI in UIKit (`UIHostingController`) and no code sets
    /// `prefersLargeTitles = true`: a SwiftUI screen with no SwiftUI stack around it is in a UIKit
    /// navigation controller whose bar shows every title inline (Apple's `prefersLargeTitles`: false
    /// by default; "when … false, the navigation bar displays the title inline").
    var titlesInlineInUIKitBars = false

    /// One modifier as written, in its file.
    struct Modifier: Sendable {
        var file: SwiftSourceFile
        var name: String
        var paren: Int?
        /// The index of its name.
        var index: Int
        /// The values the names in its arguments have where it is applied: the arguments of the app's
        /// modifier it comes from (`.recursiveMono(size: 21)` → `size`: 21; ``ArgumentValue``).
        var arguments: [String: ArgumentValue] = [:]
    }

    /// `modifiers` of `file` with each of the app's own replaced by what it applies, as `role` sees it;
    /// `arguments` are the values of the names the modifiers' arguments use.
    func expand(_ modifiers: [(name: String, paren: Int?, index: Int)], in file: SwiftSourceFile, role: SlotRole,
                arguments: [String: ArgumentValue] = [:], depth: Int = 0) -> [Modifier] {
        var result: [Modifier] = []
        for modifier in modifiers {
            let written = Modifier(file: file, name: modifier.name, paren: modifier.paren, index: modifier.index, arguments: arguments)
            guard depth < 4, let name = appName(of: written) else {
                result.append(written)
                continue
            }
            if buttonStyles.contains(name), role != .button { continue }
            if labelStyles.contains(name), role != .label, role != .placed(.tabItem) { continue }
            let (applied, values) = definition(name, appliedBy: written)
            for inner in applied {
                result += expand([(inner.name, inner.paren, inner.index)], in: inner.file, role: role, arguments: values, depth: depth + 1)
            }
        }
        return result
    }

    /// What the definition `name` applies where `modifier` applies it, and the values the names inside
    /// it have there: of a `View` extension function's overloads, the one whose parameters take the
    /// call's argument labels, its parameters bound to the call's arguments; a `ViewModifier`'s or
    /// style's properties from the call that makes it (`.modifier(Caption(size: 12))`).
    private func definition(_ name: String, appliedBy modifier: Modifier) -> (modifiers: [Modifier], values: [String: ArgumentValue]) {
        let file = modifier.file
        guard let paren = modifier.paren else { return (definitions[name] ?? [], [:]) }
        if name == modifier.name, let overloads = functions[name] {
            let labels = Set(file.arguments(ofParen: paren).compactMap(\.label))
            let chosen = overloads.first { overload in labels.isSubset(of: Set(overload.parameters.compactMap(\.label))) } ?? overloads[overloads.count - 1]
            return (chosen.modifiers, ArgumentValue.bind(call: paren, in: file, to: chosen.parameters, names: modifier.arguments))
        }
        return (definitions[name] ?? [], propertyValues(of: modifier, definition: name))
    }

    private func propertyValues(of modifier: Modifier, definition name: String) -> [String: ArgumentValue] {
        let file = modifier.file
        guard let paren = modifier.paren else { return [:] }
        guard let first = file.arguments(ofParen: paren).first, let type = file.identifier(first.value.lowerBound), type == name,
              file.isSymbol(first.value.lowerBound + 1, "(") else { return [:] }
        return contents.propertyValues(of: type, call: first.value.lowerBound + 1, in: file, names: modifier.arguments)
    }

    /// The name of the app's definition a modifier applies: `Caption` for `.modifier(Caption())`,
    /// `Fancy` for `.buttonStyle(Fancy())` or `.buttonStyle(.fancy)`, the function's own name for
    /// `.settingsDescriptionStyle()`; `nil` for SwiftUI's own modifiers.
    private func appName(of modifier: Modifier) -> String? {
        let file = modifier.file
        switch SwiftUIVocabulary.modifiers[modifier.name]?.refinement {
        case .appModifier?, .buttonStyle?, .labelStyle?:
            guard let paren = modifier.paren, let first = file.arguments(ofParen: paren).first else { return nil }
            let start = first.value.lowerBound
            if let name = file.identifier(start), definitions[name] != nil { return name }
            if file.isSymbol(start, "."), let alias = file.identifier(start + 1), let name = styleAliases[alias],
               definitions[name] != nil { return name }
            return nil
        default:
            return definitions[modifier.name] != nil && !["font", "lineLimit", "frame"].contains(modifier.name) ? modifier.name : nil
        }
    }
}

extension ViewLibrary {
    /// The app's fonts, modifiers and styles declared in `files`.
    static func collect(_ files: [SwiftSourceFile]) -> ViewLibrary {
        var library = ViewLibrary()
        library.fonts = AppFonts.collect(files)
        library.contents = ContentPlaces.collect(files)
        library.enumCases = EnumCases(files: files)
        library.numbers = StaticNumbers(files: files)
        library.titlesInlineInUIKitBars = Self.titlesInlineInUIKitBars(files)
        for file in files {
            for index in file.tokens.indices {
                let token = file.tokens[index]
                if token.isIdentifier("struct"), let name = file.identifier(index + 1) {
                    library.readStyle(named: name, at: index, in: file)
                } else if token.isIdentifier("func"), let name = file.identifier(index + 1), isInViewExtension(index, file) {
                    library.readExtensionFunction(named: name, at: index, in: file)
                } else if token.isIdentifier("static"), file.identifier(index + 1) == "var", let alias = file.identifier(index + 2),
                          file.isSymbol(index + 3, ":"), let type = file.identifier(index + 4) {
                    library.styleAliases[alias] = type
                }
            }
        }
        return library
    }

    /// `struct Name: ViewModifier { func body(content: Content) -> some View { content.… } }`, and
    /// the same for `ButtonStyle` (`configuration.label.…`) and `LabelStyle` (`configuration.title.…`).
    private mutating func readStyle(named name: String, at keyword: Int, in file: SwiftSourceFile) {
        var brace = keyword + 2
        var conformances: [String] = []
        while brace < file.tokens.count, !file.isSymbol(brace, "{") {
            if let word = file.identifier(brace) { conformances.append(word) }
            brace += 1
        }
        let definition = SwiftUIVocabulary.appDefinitions.first { conformances.contains($0.conformance) }
        guard let definition, brace < file.tokens.count else { return }
        let (method, subject) = (definition.method, definition.subject)
        let body = (brace + 1)..<file.partner[brace]
        guard let function = body.first(where: { file.tokens[$0].isIdentifier("func") && file.identifier($0 + 1) == method }),
              let opener = (function..<body.upperBound).first(where: { file.isSymbol($0, "{") }) else { return }
        // The chain on `content` (a modifier), `configuration.label` or `configuration.title` (a style).
        guard let start = ((opener + 1)..<file.partner[opener]).first(where: { file.tokens[$0].isIdentifier(subject)
            && (definition.kind == .modifier || file.isSymbol($0 - 1, ".")) }) else { return }
        definitions[name] = file.modifiers(chainOf: start).map { Modifier(file: file, name: $0.name, paren: $0.paren, index: $0.index) }
        if definition.kind == .buttonStyle { buttonStyles.insert(name) }
        if definition.kind == .labelStyle { labelStyles.insert(name) }
    }

    /// `extension View { func captionStyle() -> some View { font(.caption).lineLimit(1) } }`, or one
    /// that applies a modifier: `modifier(Caption())`, `self.modifier(…)`.
    private mutating func readExtensionFunction(named name: String, at keyword: Int, in file: SwiftSourceFile) {
        var opener = keyword + 2
        while opener < file.tokens.count, !file.isSymbol(opener, "{") {
            if file.partner[opener] > opener { opener = file.partner[opener] }
            opener += 1
        }
        guard opener < file.tokens.count else { return }
        var first = opener + 1
        if file.tokens[first].isIdentifier("return") { first += 1 }
        if file.tokens[first].isIdentifier("self"), file.isSymbol(first + 1, "."), file.identifier(first + 2) != nil { first += 2 }
        guard let call = file.identifier(first), file.isSymbol(first + 1, "(") else { return }
        let head = Modifier(file: file, name: call, paren: first + 1, index: first)
        let applied = [head] + file.modifiers(chainOf: first).map { Modifier(file: file, name: $0.name, paren: $0.paren, index: $0.index) }
        definitions[name] = applied
        let parameters = ((keyword + 2)..<opener).first { file.isSymbol($0, "(") }.map { file.parameters(ofParen: $0) } ?? []
        functions[name, default: []].append((parameters, applied))
    }

    /// True when the `func` at `index` is declared in `extension View { … }`.
    private static func isInViewExtension(_ index: Int, _ file: SwiftSourceFile) -> Bool {
        let opener = file.enclosing[index]
        guard opener >= 0, case .declaration("extension", "View") = file.braceFrame(at: opener).kind else { return false }
        return true
    }
}

extension ViewLibrary {
    /// ``titlesInlineInUIKitBars`` for `files`: one names `UIHostingController`, none sets
    /// `prefersLargeTitles = true` (a storyboard's navigation bar is not read).
    static func titlesInlineInUIKitBars(_ files: [SwiftSourceFile]) -> Bool {
        var hosts = false
        for file in files {
            for index in file.tokens.indices where file.tokens[index].kind == .identifier {
                if file.tokens[index].text == "UIHostingController" { hosts = true }
                if file.tokens[index].text == "prefersLargeTitles", file.isSymbol(index + 1, "="),
                   file.identifier(index + 2) == "true" { return false }
            }
        }
        return hosts
    }
}
